import Foundation
import KkeulmitCore
import KkeulmitFuzzSupport
import Testing

@testable import KkeulmitCLI

/// Holds every answer until `count` lines are under way, then lets them go last first: answers finish out of
/// input order, and the test can see how many lines were under way at once.
private actor ReverseGate {
    private let count: Int
    private var waiting: [(Int, CheckedContinuation<Void, Never>)] = []
    private var released = false
    private(set) var running = 0
    private(set) var mostRunning = 0

    init(count: Int) { self.count = count }

    func enter(_ number: Int) async {
        running += 1
        mostRunning = max(mostRunning, running)
        if !released {
            await withCheckedContinuation { continuation in
                waiting.append((number, continuation))
                if waiting.count == count {
                    released = true
                    for (_, waiter) in waiting.sorted(by: { $0.0 > $1.0 }) { waiter.resume() }
                    waiting = []
                }
            }
        }
        running -= 1
    }
}

@Suite("the batch runner")
struct BatchRunnerTests {
    static func input(_ count: Int) -> String {
        (1...count).map { "line \($0)" }.joined(separator: "\n") + "\n"
    }

    static func echo(_ input: BatchRunner.Input) -> BatchAnswer {
        guard case .text(let bytes) = input.line else { return .error(id: .null, .usage, "too long") }
        return .advice(
            writtenID: String(input.number), json: JSONWriter.write(.string(String(decoding: bytes, as: UTF8.self))))
    }

    @Test("answers that finish last first are still written in input order, one line each", arguments: [1, 2, 4, 8])
    func order(concurrency: Int) async {
        let gate = ReverseGate(count: concurrency)
        let runner = BatchRunner(concurrency: concurrency) { input in
            await gate.enter(input.number)
            return Self.echo(input)
        }
        let out = CapturedOutput()
        let summary = await runner.run(source: MemorySource(Self.input(40), chunkBytes: 5), output: out)
        let expected = (1...40).map { #"{"id":\#($0),"advice":"line \#($0)"}"# + "\n" }.joined()
        #expect(out.text == expected)
        #expect(summary == BatchRunner.Summary(lines: 40, failures: 0, exitCode: .success))
        #expect(await gate.mostRunning <= concurrency)
    }

    @Test("no more than `window` lines are read ahead of the oldest unwritten one")
    func window() async {
        let ahead = Locked((started: 0, written: 0, most: 0))
        let out = CountingOutput { ahead.withLock { $0.written += 1 } }
        let gate = ReverseGate(count: 3)
        let runner = BatchRunner(concurrency: 3, window: 5) { input in
            ahead.withLock {
                $0.started += 1
                $0.most = max($0.most, $0.started - $0.written)
            }
            // Line 1 is held until lines 2 and 3 are under way; the rest answer at once.
            if input.number <= 3 { await gate.enter(input.number) }
            return Self.echo(input)
        }
        let summary = await runner.run(source: MemorySource(Self.input(100)), output: out)
        #expect(summary.lines == 100)
        #expect(ahead.withLock { $0.most } <= 5)
    }

    @Test(
        "the run's exit code is the most serious line's",
        arguments: [
            ([ExitCode.success, .success], ExitCode.success),
            ([.success, .usage], .usage),
            ([.usage, .dataError, .success], .dataError),
            ([.temporaryFailure, .dataError], .temporaryFailure),
            ([.temporaryFailure, .unavailable], .unavailable),
            ([.unavailable, .keyRejected, .usage], .keyRejected),
            ([.keyRejected, .internalError], .internalError),
        ])
    func exitCode(codes: [ExitCode], expected: ExitCode) async {
        let runner = BatchRunner(concurrency: 2) { input in
            let code = codes[input.number - 1]
            return code == .success ? Self.echo(input) : .error(id: .null, code, "failed")
        }
        let summary = await runner.run(source: MemorySource(Self.input(codes.count)), output: CapturedOutput())
        #expect(summary.exitCode == expected)
        #expect(summary.failures == codes.filter { $0 != .success }.count)
    }

    @Test("when stdout fails, the run stops writing and says why")
    func writeFailure() async {
        let runner = BatchRunner(concurrency: 2) { Self.echo($0) }
        let summary = await runner.run(source: MemorySource(Self.input(10)), output: FailingOutput())
        #expect(summary.writeProblem == OutputFailure(reason: "No space left on device"))
        #expect(summary.lines == 0)
    }

    @Test("the progress text shows a bar only when the input's size is known")
    func progressText() {
        #expect(
            BatchProgress.text(lines: 5, failures: 1, requests: 3, consumedBytes: 50, totalBytes: 100)
                == "kkeulmit batch: [############............]  50%  5 lines, 1 error, 3 requests")
        #expect(
            BatchProgress.text(lines: 5, failures: 2, requests: 1, consumedBytes: 50, totalBytes: nil)
                == "kkeulmit batch: 5 lines, 2 errors, 1 request")
    }
}

/// Calls `onWrite` for each line written.
private struct CountingOutput: TextOutput {
    let onWrite: @Sendable () -> Void
    var isTerminal: Bool { false }
    func write(_ text: String) { onWrite() }
}

/// A stdout whose disk is full.
private struct FailingOutput: TextOutput {
    var isTerminal: Bool { false }
    func write(_ text: String) {}
    func writeAll(_ text: String) -> OutputFailure? { OutputFailure(reason: "No space left on device") }
}
