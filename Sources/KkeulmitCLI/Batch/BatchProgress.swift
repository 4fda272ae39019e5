import Foundation
import KkeulmitCore

/// The progress bar `batch` draws on stderr when stderr is a terminal: lines written, errors, and, when the input
/// is a regular file, how much of it was read. Redrawn at most ten times a second; `finish` clears it.
final class BatchProgress: Sendable {
    private struct State {
        var last: ContinuousClock.Instant?
        var drawn = false
    }

    private let stderr: any TextOutput
    private let totalBytes: Int?
    private let requests: @Sendable () -> Int
    private let clock = ContinuousClock()
    private let state = Locked(State())
    static let width = 24

    /// Nil unless `stderr` is a terminal.
    init?(onTerminal stderr: any TextOutput, totalBytes: Int?, requests: @escaping @Sendable () -> Int) {
        guard stderr.isTerminal else { return nil }
        (self.stderr, self.totalBytes, self.requests) = (stderr, totalBytes, requests)
    }

    func update(lines: Int, failures: Int, consumedBytes: Int) {
        let now = clock.now
        let due = state.withLock { state -> Bool in
            if let last = state.last, last.duration(to: now) < .milliseconds(100) { return false }
            state.last = now
            state.drawn = true
            return true
        }
        guard due else { return }
        stderr.write(
            "\r\u{1B}[K"
                + Self.text(
                    lines: lines, failures: failures, requests: requests(),
                    consumedBytes: consumedBytes, totalBytes: totalBytes))
    }

    /// `[#######.................]  29%  1,234 lines, 2 errors, 120 requests`; without a known size, no bar.
    static func text(lines: Int, failures: Int, requests: Int, consumedBytes: Int, totalBytes: Int?) -> String {
        var bar = ""
        if let totalBytes, totalBytes > 0 {
            let fraction = min(1, Double(consumedBytes) / Double(totalBytes))
            let filled = Int((fraction * Double(width)).rounded(.down))
            let percent = Int((fraction * 100).rounded(.down))
            bar =
                "[" + String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled) + "] "
                + String(repeating: " ", count: max(0, 3 - String(percent).count)) + "\(percent)%  "
        }
        return "kkeulmit batch: " + bar + "\(lines) lines, \(failures) " + (failures == 1 ? "error" : "errors")
            + ", \(requests) " + (requests == 1 ? "request" : "requests")
    }

    func finish() {
        let drawn = state.withLock { $0.drawn }
        if drawn { stderr.write("\r\u{1B}[K") }
    }
}
