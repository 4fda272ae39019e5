import Foundation

/// Debian's own `crontab`, asked whether it accepts a crontab (`crontab -n FILE`: check the syntax, install
/// nothing). Every block the tests write goes through it, so a line Debian's cron would refuse fails the suite.
package enum RealCrontab {
    /// What `crontab -n` said.
    package enum Verdict: Equatable, Sendable {
        case accepted
        /// Refused, with its message (`"-":14: bad minute`).
        case refused(String)
        /// Not installed here, and not under CI (which installs it, `.ci/run`): nothing to check with.
        case unavailable
    }

    /// Debian's `crontab` (the `cron` package).
    package static let path = "/usr/bin/crontab"

    /// Asks `crontab -n` about `text`, waiting on a thread of its own, never on the Swift concurrency pool, whose
    /// few threads the other tests need meanwhile.
    package static func check(_ text: String) async throws -> Verdict {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try checkWaiting(text) }) }.start()
        }
    }

    private static func checkWaiting(_ text: String) throws -> Verdict {
        guard RealProgram.shouldRun([.crontab]) else { return .unavailable }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kkeulmit-crontab-\(UUID().uuidString)")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["-n", file.path]
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            return .refused(String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return .accepted
    }

    /// The real `crontab`'s complaint about `text`; nil when it accepts it (or is not installed outside CI).
    package static func refusal(_ text: String) async throws -> String? {
        if case .refused(let message) = try await check(text) { return message.isEmpty ? "refused" : message }
        return nil
    }
}
