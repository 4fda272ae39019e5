import Foundation
import Testing

/// Exit 70 end to end: the advice could not be delivered, so the run must not report success.
@Suite("kkeulmit exit 70 end to end")
struct OutputFailureEndToEndTests {
    @Test(
        "advice that cannot be written (stdout on a full disk) exits 70 with one stderr line",
        .enabled(if: FileManager.default.isWritableFile(atPath: "/dev/full"), "needs Linux's /dev/full"))
    func fullDisk() throws {
        let process = Process()
        process.executableURL = BinaryRunner.binary
        process.arguments = ["now", "--demo"]
        process.environment = ["PATH": "/usr/bin:/bin"]
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        let errPipe = Pipe()
        process.standardError = errPipe
        try process.run()
        let stderr = errPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: stderr, as: UTF8.self)
        #expect(process.terminationStatus == 70)
        #expect(text.hasPrefix("kkeulmit: could not write the output"))
        #expect(text.filter { $0 == "\n" }.count == 1)
    }
}
