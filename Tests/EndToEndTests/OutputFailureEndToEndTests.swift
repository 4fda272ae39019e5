import Foundation
import Testing

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
