import Foundation
import KkeulmitCore

/// Streams input lines through `answer`, at most `concurrency` at once, and writes the answers in input order. Lines
/// are read as needed, at most `window` ahead of the oldest one not yet written, so memory holds a bounded number of
/// lines and answers whatever the input's length. Every input line gets exactly one output line, written whole.
struct BatchRunner: Sendable {
    /// One input line, numbered from 1.
    struct Input: Sendable {
        var number: Int
        var line: LineSplitter.Line
    }

    /// How the run went.
    struct Summary: Sendable, Equatable {
        var lines = 0
        var failures = 0
        /// The most serious per-line code (0 when every line got advice).
        var exitCode = ExitCode.success
        /// Set when stdout could not be written: the run stopped there.
        var writeProblem: OutputFailure?
        /// Set when the input could not be read: the run stopped there.
        var readProblem: String?
    }

    var concurrency: Int
    var window: Int
    var answer: @Sendable (Input) async -> BatchAnswer

    init(concurrency: Int, window: Int? = nil, answer: @escaping @Sendable (Input) async -> BatchAnswer) {
        self.concurrency = max(1, concurrency)
        self.window = max(self.concurrency, window ?? self.concurrency * 8)
        self.answer = answer
    }

    func run(source: any ByteSource, output: any TextOutput, progress: BatchProgress? = nil) async -> Summary {
        var summary = Summary()
        var splitter = LineSplitter(source: source)
        let answer = self.answer
        await withTaskGroup(of: (Int, BatchAnswer).self) { group in
            var (started, running, written, ended) = (0, 0, 0, false)
            var ready: [Int: BatchAnswer] = [:]
            while true {
                while !ended, summary.writeProblem == nil, running < concurrency, started - written < window {
                    let line: LineSplitter.Line?
                    do {
                        line = try await splitter.next()
                    } catch {
                        summary.readProblem = (error as? BatchInputError)?.message ?? "cannot read stdin"
                        line = nil
                    }
                    guard let line else {
                        ended = true
                        break
                    }
                    started += 1
                    running += 1
                    let input = Input(number: started, line: line)
                    group.addTask { (input.number, await answer(input)) }
                }
                guard let (number, result) = await group.next() else { break }
                running -= 1
                ready[number] = result
                while let next = ready.removeValue(forKey: written + 1) {
                    written += 1
                    guard summary.writeProblem == nil else { continue }
                    if let problem = output.writeAll(next.text) {
                        summary.writeProblem = problem
                        continue
                    }
                    summary.lines += 1
                    if next.code != .success { summary.failures += 1 }
                    summary.exitCode = BatchAnswer.worse(summary.exitCode, next.code)
                    progress?.update(
                        lines: summary.lines, failures: summary.failures, consumedBytes: splitter.consumedBytes)
                }
            }
        }
        progress?.finish()
        return summary
    }
}

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
