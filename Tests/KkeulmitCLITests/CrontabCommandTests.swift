import Foundation
import KkeulmitCore
import TestSupport
import Testing

@testable import KkeulmitCLI

/// The real `Process` path against a fake `crontab` placed first on a temporary PATH: it keeps the crontab in a
/// file, prints it for `-l` (or "no crontab for …" and exit 1 when there is none), stores stdin for `-` once
/// Debian's real `crontab -n` accepted it, and logs each write so tests can tell a no-op from a rewrite. (The real
/// `crontab` installing into a private spool is driven by the end-to-end tests.)
@Suite("Crontab command")
struct CrontabCommandTests {
    final class FakeCrontab {
        let dir: URL
        let environment: [String: String]

        init(failListing: Bool = false) throws {
            dir = FileManager.default.temporaryDirectory.appendingPathComponent("kkeulmit-crontab-\(UUID().uuidString)")
            let bin = dir.appendingPathComponent("bin")
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
            let script = """
                #!/bin/sh
                store="$FAKE_CRONTAB_DIR/crontab"
                case "$1" in
                  -l)
                    if [ -n "$FAKE_CRONTAB_FAIL" ]; then echo "crontab: permission denied" >&2; exit 2; fi
                    if [ -f "$store" ]; then cat "$store"; else echo "no crontab for tester" >&2; exit 1; fi ;;
                  -)
                    cat > "$store.new" || exit 1
                    # Debian's real crontab checks what this fake keeps, as it would before installing it.
                    if [ -x /usr/bin/crontab ] && ! /usr/bin/crontab -n "$store.new" >/dev/null; then exit 1; fi
                    mv "$store.new" "$store" && echo write >> "$FAKE_CRONTAB_DIR/writes" ;;
                  *)
                    echo "fake crontab: unexpected arguments: $*" >&2; exit 2 ;;
                esac

                """
            // Never written by this process: see `ExecutableScript` for the "text file busy" it avoids.
            try ExecutableScript.write(script, to: bin.appendingPathComponent("crontab").path)
            var env = ["PATH": bin.path + ":/usr/bin:/bin", "FAKE_CRONTAB_DIR": dir.path]
            if failListing { env["FAKE_CRONTAB_FAIL"] = "1" }
            environment = env
        }

        deinit { try? FileManager.default.removeItem(at: dir) }

        var crontab: Crontab {
            Crontab(runner: ProcessCommandRunner(environment: environment), deadline: CrontabCommandTests.generous)
        }

        var stored: String? {
            try? String(contentsOf: dir.appendingPathComponent("crontab"), encoding: .utf8)
        }

        func store(_ text: String) throws {
            try text.write(to: dir.appendingPathComponent("crontab"), atomically: true, encoding: .utf8)
        }

        var writes: Int {
            ((try? String(contentsOf: dir.appendingPathComponent("writes"), encoding: .utf8)) ?? "")
                .split(separator: "\n").count
        }
    }

    static let schedules = [
        Schedule(name: "commute", days: .weekdays, time: TimeOfDay(hour: 7, minute: 30)!, span: .hours(12)),
        Schedule(name: "weekend", days: .weekends, time: TimeOfDay(hour: 9)!, span: .until(TimeOfDay(hour: 18)!)),
    ]
    static let executable = "/usr/local/bin/kkeulmit"
    /// For the tests that are not about the deadline: an hour, so that a loaded machine never trips it.
    static let generous = Deadline(seconds: 3600)
    static let others = "MAILTO=me@example.com\n# nightly backup\n0 3 * * * /usr/bin/backup --all\n"

    @Test("no crontab yet: reading gives an empty crontab and install writes just the block")
    func noCrontabYet() async throws {
        let fake = try FakeCrontab()
        #expect(try await fake.crontab.read() == "")
        let update = try await fake.crontab.installSchedules(Self.schedules, executable: Self.executable)
        #expect(update.changed)
        let block = try CrontabRenderer.render(Self.schedules, executable: Self.executable)
        #expect(fake.stored == block)
        #expect(fake.writes == 1)
    }

    @Test("install keeps the user's other lines, and installing again writes nothing")
    func installKeepsOthers() async throws {
        let fake = try FakeCrontab()
        try fake.store(Self.others)
        try await fake.crontab.installSchedules(Self.schedules, executable: Self.executable)
        let installed = try #require(fake.stored)
        #expect(installed.hasPrefix(Self.others))
        #expect(installed.contains("30 7 * * 1-5 /usr/local/bin/kkeulmit run-schedule commute\n"))
        #expect(installed.contains("0 9 * * 0,6 /usr/local/bin/kkeulmit run-schedule weekend\n"))

        let again = try await fake.crontab.installSchedules(Self.schedules, executable: Self.executable)
        #expect(!again.changed)
        #expect(fake.stored == installed)
        #expect(fake.writes == 1)
    }

    @Test("install with changed schedules replaces the block in place")
    func reinstallReplaces() async throws {
        let fake = try FakeCrontab()
        try fake.store(Self.others)
        try await fake.crontab.installSchedules(Self.schedules, executable: Self.executable)
        try fake.store(fake.stored! + "*/10 * * * * /usr/bin/added-later\n")
        try await fake.crontab.installSchedules([Self.schedules[0]], executable: Self.executable, clock: .utc)
        let text = try #require(fake.stored)
        #expect(text.hasPrefix(Self.others))
        #expect(text.hasSuffix("# END kkeulmit schedules\n*/10 * * * * /usr/bin/added-later\n"))
        #expect(text.contains("30 22 * * 0-4 /usr/local/bin/kkeulmit run-schedule commute\n"))
        #expect(!text.contains("weekend"))
        #expect(!text.contains("CRON_TZ"))
        #expect(fake.writes == 2)  // the two installs; the added line was stored directly
    }

    @Test("uninstall removes only our block; again, it writes nothing")
    func uninstall() async throws {
        let fake = try FakeCrontab()
        try fake.store(Self.others)
        try await fake.crontab.installSchedules(Self.schedules, executable: Self.executable)
        let update = try await fake.crontab.uninstallSchedules()
        #expect(update.changed)
        #expect(fake.stored == Self.others)
        #expect(!(try await fake.crontab.uninstallSchedules().changed))
        #expect(fake.writes == 2)
    }

    @Test("uninstall with no crontab at all writes nothing")
    func uninstallNothing() async throws {
        let fake = try FakeCrontab()
        #expect(!(try await fake.crontab.uninstallSchedules().changed))
        #expect(fake.stored == nil)
        #expect(fake.writes == 0)
    }

    @Test("installing no schedules removes the block")
    func installEmpty() async throws {
        let fake = try FakeCrontab()
        try fake.store(Self.others)
        try await fake.crontab.installSchedules(Self.schedules, executable: Self.executable)
        try await fake.crontab.installSchedules([], executable: Self.executable)
        #expect(fake.stored == Self.others)
    }

    @Test("the block restores the user's CRON_TZ for the lines after it")
    func restoresUserZone() async throws {
        let fake = try FakeCrontab()
        try fake.store("CRON_TZ=Europe/London\n0 9 * * * /usr/bin/london\n")
        try await fake.crontab.installSchedules(Self.schedules, executable: Self.executable)
        #expect(fake.stored?.hasSuffix("CRON_TZ=Europe/London\n# END kkeulmit schedules\n") == true)
    }

    @Test("a damaged block is reported and the crontab left alone")
    func damaged() async throws {
        let fake = try FakeCrontab()
        let text = Self.others + "# BEGIN kkeulmit schedules\n30 7 * * * /x run-schedule a\n"
        try fake.store(text)
        await #expect(throws: CrontabError.self) {
            try await fake.crontab.installSchedules(Self.schedules, executable: Self.executable)
        }
        await #expect(throws: CrontabError.self) { try await fake.crontab.uninstallSchedules() }
        #expect(fake.stored == text)
        #expect(fake.writes == 0)
    }

    @Test("a failing crontab -l is an error, not an empty crontab")
    func listingFails() async throws {
        let fake = try FakeCrontab(failListing: true)
        await #expect(
            throws: CrontabError.commandFailed(arguments: "-l", status: 2, message: "crontab: permission denied")
        ) {
            try await fake.crontab.installSchedules(Self.schedules, executable: Self.executable)
        }
        #expect(fake.writes == 0)
    }

    @Test("no crontab command on PATH says so")
    func notFound() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("kkeulmit-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let crontab = Crontab(
            runner: ProcessCommandRunner(environment: ["PATH": dir.path]), deadline: Self.generous)
        await #expect(throws: CrontabError.cannotRun(.notFound(command: "crontab", path: dir.path))) {
            try await crontab.read()
        }
    }

    @Test("the runner resolves on the injected PATH, skipping directories and non-executables")
    func resolves() async throws {
        let fake = try FakeCrontab()
        let decoy = fake.dir.appendingPathComponent("decoy")
        try FileManager.default.createDirectory(
            at: decoy.appendingPathComponent("crontab"), withIntermediateDirectories: true)
        let plain = fake.dir.appendingPathComponent("plain")
        try FileManager.default.createDirectory(at: plain, withIntermediateDirectories: true)
        try "not executable".write(
            to: plain.appendingPathComponent("crontab"), atomically: true, encoding: .utf8)
        let runner = ProcessCommandRunner(environment: ["PATH": "\(decoy.path)::\(plain.path):\(fake.dir.path)/bin"])
        #expect(runner.resolve("crontab") == fake.dir.path + "/bin/crontab")
        #expect(runner.resolve("/definitely/not/here") == nil)
    }

    @Test("the runner feeds stdin and drains large outputs without deadlock")
    func largeIO() async throws {
        let runner = ProcessCommandRunner(environment: ["PATH": "/usr/bin:/bin"])
        let input = Data((0..<1_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let result = try await runner.run(
            "sh", arguments: ["-c", "cat; head -c 300000 /dev/zero >&2; exit 3"], stdin: input,
            deadline: Self.generous)
        #expect(result.status == 3)
        #expect(result.stdout == input)
        #expect(result.stderr.count == 300_000)
    }

    @Test("a child that exits without reading a large stdin fails quietly with its status, not by SIGPIPE")
    func unreadInput() async throws {
        let runner = ProcessCommandRunner(environment: ["PATH": "/usr/bin:/bin"])
        let result = try await runner.run(
            "sh", arguments: ["-c", "exit 4"], stdin: Data(count: 1 << 20), deadline: Self.generous)
        #expect(result.status == 4)
    }

    @Test("a crontab still running at the deadline is killed and reported as such", .timeLimit(.minutes(10)))
    func hungCommandKilled() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("kkeulmit-hung-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        // The fake crontab holds the write end of a FIFO and then hangs: the test's reader sees end-of-file only
        // once the process holding it is gone, so a child left running would keep this test waiting 100 s, past
        // its time limit.
        let fifo = dir.appendingPathComponent("held").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let script = dir.appendingPathComponent("crontab").path
        try "#!/bin/sh\nexec 3>\"$HELD\"\nexec sleep 100\n".write(toFile: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)

        // The deadline passes only once the child holds the FIFO (so it cannot be killed before it got there).
        let clock = GateClock()
        let gone = OneShot<Void>()
        Thread.detachNewThread {
            let fd = open(fifo, O_RDONLY)  // returns once the child has opened the write end
            clock.open()
            var byte: UInt8 = 0
            while fd >= 0 && read(fd, &byte, 1) > 0 {}
            if fd >= 0 { close(fd) }
            gone.finish(.success(()))
        }
        let crontab = Crontab(
            runner: ProcessCommandRunner(environment: ["PATH": dir.path + ":/usr/bin:/bin", "HELD": fifo]),
            deadline: Deadline(seconds: 30, clock: clock))
        // The time the wait was given depends on whether the child got to the FIFO before the wait began.
        let error = await #expect(throws: CrontabError.self) { try await crontab.read() }
        guard case .cannotRun(.deadlineExceeded(let exceeded)) = error else {
            Issue.record("threw \(String(describing: error))")
            return
        }
        #expect(exceeded.activity == .command("crontab -l"))
        #expect(error?.description == exceeded.message)
        try await gone.value()
    }
}
