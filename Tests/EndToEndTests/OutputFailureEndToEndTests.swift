import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Exit 70 end to end: the advice could not be delivered, so the run must not report success.
@Suite("kkeulmit exit 70 end to end")
struct OutputFailureEndToEndTests {
    @Test(
        "advice that cannot be written (stdout on a full disk) exits 70 with one stderr line",
        .enabled(if: FileManager.default.isWritableFile(atPath: "/dev/full"), "needs Linux's /dev/full"))
    func fullDisk() async throws {
        let full = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        defer { try? full.close() }
        let run = try await BinaryRunner.run(
            ["now", "--demo"], environment: ["PATH": "/usr/bin:/bin"], standardOutput: full)
        #expect(!run.timedOut)
        #expect(run.status == 70)
        #expect(run.stderr.hasPrefix("kkeulmit: could not write the output"))
        #expect(run.stderr.filter { $0 == "\n" }.count == 1)
    }
}

/// A reader that has gone: the run ends quietly, as a program killed by SIGPIPE does (status 141 in the shell).
@Suite("kkeulmit binary: nobody reading stdout")
struct ReaderGoneEndToEndTests {
    /// Runs `/bin/sh -c SCRIPT kkeulmit` with stdout a pipe whose reading end is already closed.
    static func runIntoClosedPipe(_ script: String) async throws -> BinaryRunner.Result {
        var fds: [Int32] = [-1, -1]
        #expect(pipe(&fds) == 0)
        close(fds[0])
        defer { close(fds[1]) }
        let output = FileHandle(fileDescriptor: fds[1], closeOnDealloc: false)
        return try await BinaryRunner.run(
            ["-c", script, BinaryRunner.binary.path], environment: ["PATH": "/usr/bin:/bin", "HOME": "/nonexistent"],
            standardOutput: output, executable: "/bin/sh")
    }

    @Test("a pipe whose reader has gone (now --demo | head -c 10): killed by SIGPIPE, nothing on stderr")
    func brokenPipe() async throws {
        let shell = try await Self.runIntoClosedPipe(#""$0" now --demo; echo "status $?" >&2"#)
        #expect(shell.stderr == "status 141\n")
        let direct = try await Self.runIntoClosedPipe(#"exec "$0" now --demo"#)
        #expect(direct.status == SIGPIPE && direct.stderr == "")
        // A line without a location is answered at once, with an error line nobody reads.
        let batch = try await Self.runIntoClosedPipe(
            #"echo '{"id":"a"}' | KMA_SERVICE_KEY=k "$0" batch; echo "status $?" >&2"#)
        #expect(batch.stderr.hasSuffix("status 141\n") && batch.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test("stdout closed from the start (>&-): the same, and no file the run opens receives the advice")
    func closedStdout() async throws {
        let r = try await BinaryRunner.run(
            ["-c", #""$0" now --demo >&-; echo "status $?""#, BinaryRunner.binary.path],
            environment: ["PATH": "/usr/bin:/bin", "HOME": "/nonexistent"], executable: "/bin/sh")
        #expect(r.stdout == "status 141\n" && r.stderr == "")
    }
}

/// An input that is not there is a usage error (64), not an empty input.
@Suite("kkeulmit binary: batch with stdin closed")
struct ClosedInputEndToEndTests {
    @Test("batch <&-: exit 64 and one line saying stdin is closed, nothing on stdout")
    func closedStdin() async throws {
        let r = try await BinaryRunner.run(
            ["-c", #"KMA_SERVICE_KEY=k "$0" batch <&-; echo "status $?""#, BinaryRunner.binary.path],
            environment: ["PATH": "/usr/bin:/bin", "HOME": "/nonexistent"], executable: "/bin/sh")
        #expect(r.stdout == "status 64\n")
        #expect(r.stderr == "kkeulmit: cannot read stdin: it is closed\n")
    }
}
