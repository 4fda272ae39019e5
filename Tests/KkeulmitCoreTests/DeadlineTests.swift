import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

/// A latch a test can await without polling; it remembers the value it was opened with.
final class Latch<Value: Sendable>: Sendable {
    private struct State {
        var value: Value?
        var waiters: [CheckedContinuation<Value, Never>] = []
    }

    private let state = Locked(State())

    func open(_ value: Value) {
        let waiters = state.withLock { state -> [CheckedContinuation<Value, Never>] in
            guard state.value == nil else { return [] }
            state.value = value
            defer { state.waiters = [] }
            return state.waiters
        }
        for waiter in waiters { waiter.resume(returning: value) }
    }

    func wait() async -> Value {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state -> Value? in
                if state.value == nil { state.waiters.append(continuation) }
                return state.value
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }

    var isOpen: Bool { state.withLock { $0.value != nil } }
}

extension Latch where Value == Void {
    func open() { open(()) }
}

/// Holds a continuation that nothing resumes until the test releases it: an operation that ignores cancellation
/// entirely.
final class Stuck: Sendable {
    private let continuation = Locked<CheckedContinuation<Int, Never>?>(nil)
    let entered = Latch<Void>()

    func hang() async -> Int {
        await withCheckedContinuation { c in
            continuation.withLock { $0 = c }
            entered.open()
        }
    }

    /// Lets the abandoned operation finish so the test leaves nothing suspended behind.
    func release() {
        continuation.withLock { c in
            defer { c = nil }
            return c
        }?.resume(returning: -1)
    }
}

/// None of these tests measures time. Deadlines that must pass run on a `TestClock`, where they pass at once; ones
/// that must not are decades away on the real clock. A deadline that
/// waited for its operation would hang on an operation that never finishes and trip the one-minute limit.
@Suite("Deadline and withDeadline", .timeLimit(.minutes(10)))
struct DeadlineTests {
    struct Failure: Error, Equatable {}

    /// A deadline no test outlives, however loaded the machine: for the races the operation must win.
    static let distant = Deadline(seconds: Deadline.maxSeconds)

    // MARK: the value

    @Test("the time left follows the deadline's clock, not the wall clock")
    func remaining() {
        let clock = TestClock()
        let deadline = Deadline(seconds: 10, clock: clock)
        #expect(deadline.remainingSeconds == 10)
        clock.advance(by: 3)
        #expect(deadline.remainingSeconds == 7)
        #expect(!deadline.hasPassed)
        clock.advance(by: 7)
        #expect(deadline.hasPassed)
        #expect(throws: DeadlineExceeded(.request(.forecast), seconds: 0)) { try deadline.check(.request(.forecast)) }
    }

    @Test("an earlier deadline shares the clock and the budget")
    func earlier() {
        let clock = TestClock()
        let run = Deadline(seconds: 30, clock: clock)
        let network = run.earlier(bySeconds: 1)
        #expect(network.remainingSeconds == 29)
        #expect(network.budgetSeconds == 30)
        clock.advance(by: 29)
        #expect(network.hasPassed && !run.hasPassed)
        #expect(run.remainingSeconds == 1)
    }

    @Test("zero, negative and NaN budgets have passed already; huge ones are capped", arguments: [0, -1, Double.nan])
    func nonPositiveBudget(seconds: Double) {
        #expect(Deadline(seconds: seconds, clock: TestClock()).hasPassed)
    }

    @Test("a huge or infinite budget is capped, not a crash", arguments: [1e12, Double.infinity])
    func hugeBudget(seconds: Double) {
        #expect(Deadline(seconds: seconds, clock: TestClock()).remainingSeconds == Deadline.maxSeconds)
    }

    @Test("waits sleep on the deadline's clock")
    func sleepsOnItsClock() async throws {
        let clock = TestClock()
        let deadline = Deadline(seconds: 5, clock: clock)
        try await deadline.sleep(seconds: 1.5)
        try await deadline.sleep(seconds: 0)
        #expect(clock.recorded == [1.5])
        #expect(deadline.remainingSeconds == 3.5)
    }

    // MARK: bound (structured)

    @Test("a bounded operation that finishes in time gives its value")
    func boundValue() async throws {
        #expect(try await Self.distant.bound(.request(.forecast)) { 42 } == 42)
    }

    @Test("a bounded operation still running at the deadline is cancelled, and the wait blamed on its activity")
    func boundCancels() async throws {
        let cancelled = Latch<any Error>()
        await #expect(throws: DeadlineExceeded(.cacheLock, seconds: 5)) {
            try await Deadline(seconds: 5, clock: TestClock()).bound(.cacheLock) { () async throws -> Int in
                do {
                    try await Task.sleep(nanoseconds: 100_000_000_000)
                } catch {
                    cancelled.open(error)
                    throw error
                }
                return 1
            }
        }
        // Structured: the operation has ended by the time `bound` throws, and it ended by cancellation.
        #expect(cancelled.isOpen)
        #expect(await cancelled.wait() is CancellationError)
    }

    @Test("a bounded operation past its own timeout is cancelled and fails with the timeout's error")
    func boundTimeout() async {
        let cancelled = Latch<any Error>()
        await #expect(throws: Failure()) {
            try await Self.distant.bound(.request(.forecast), timeout: (0, Failure())) { () async throws -> Int in
                do {
                    try await Task.sleep(nanoseconds: 100_000_000_000)
                } catch {
                    cancelled.open(error)
                    throw error
                }
                return 1
            }
        }
        #expect(await cancelled.wait() is CancellationError)
    }

    @Test("a bound whose deadline has passed does not start its operation")
    func boundPassed() async {
        let ran = Latch<Void>()
        await #expect(throws: DeadlineExceeded(.request(.forecast), seconds: 0)) {
            try await Deadline(seconds: 0).bound(.request(.forecast)) { () async -> Int in
                ran.open()
                return 1
            }
        }
        #expect(!ran.isOpen)
    }

    // MARK: withDeadline (the run's race)

    @Test("a fast operation's value is returned")
    func fast() async throws {
        #expect(try await withDeadline(Self.distant) { 42 } == 42)
    }

    @Test("an operation that suspends briefly still returns its value")
    func suspends() async throws {
        let value = try await withDeadline(Self.distant) {
            await Task.yield()
            try await Task.sleep(nanoseconds: 1_000_000)
            return "done"
        }
        #expect(value == "done")
    }

    @Test("an operation's error is passed through")
    func propagatesError() async {
        await #expect(throws: Failure()) {
            try await withDeadline(Self.distant) { () async throws -> Int in throw Failure() }
        }
        await #expect(throws: KMAError.transport("reset")) {
            try await withDeadline(Self.distant) { () async throws -> Int in throw KMAError.transport("reset")
            }
        }
    }

    @Test("an operation that never finishes times out with the deadline's own error, and is cancelled")
    func timesOut() async {
        let cancelled = Latch<any Error>()
        await #expect(throws: DeadlineExceeded(.run, seconds: 30)) {
            try await withDeadline(Deadline(seconds: 30, clock: TestClock())) { () async throws -> Int in
                do {
                    try await Task.sleep(nanoseconds: 100_000_000_000)
                } catch {
                    cancelled.open(error)
                    throw error
                }
                return 1
            }
        }
        // The loser is cancelled: its 100 s sleep ends early, by cancellation rather than by any other error.
        #expect(await cancelled.wait() is CancellationError)
    }

    @Test("the error names what was waited for, and how long")
    func namesActivity() async {
        let stuck = Stuck()
        await #expect(throws: DeadlineExceeded(.cacheLock, seconds: 4)) {
            try await withDeadline(Deadline(seconds: 4, clock: TestClock()), waitingFor: .cacheLock) {
                await stuck.hang()
            }
        }
        await stuck.entered.wait()
        stuck.release()
    }

    @Test("an operation that ignores cancellation does not hold the deadline back")
    func ignoresCancellation() async {
        let stuck = Stuck()
        await #expect(throws: DeadlineExceeded.self) {
            try await withDeadline(Deadline(seconds: 30, clock: TestClock())) { await stuck.hang() }
        }
        await stuck.entered.wait()
        stuck.release()
    }

    @Test("an operation that blocks its thread does not hold the deadline back")
    func blockingOperation() async {
        // A semaphore wait never looks at cancellation; the test releases it once the deadline has answered.
        let semaphore = DispatchSemaphore(value: 0)
        let entered = Latch<Void>()
        await #expect(throws: DeadlineExceeded.self) {
            try await withDeadline(Deadline(seconds: 30, clock: TestClock())) { () async -> Int in
                entered.open()
                semaphore.wait()
                return 1
            }
        }
        await entered.wait()
        semaphore.signal()
    }

    @Test("a deadline that has passed fails without running the operation", arguments: [0, -1, Double.nan])
    func nonPositive(seconds: Double) async {
        let ran = Latch<Void>()
        await #expect(throws: DeadlineExceeded(.run, seconds: 0)) {
            _ = try await withDeadline(Deadline(seconds: seconds)) { () async -> Int in
                ran.open()
                return 1
            }
        }
        #expect(!ran.isOpen)
    }

    @Test("a huge or infinite deadline just runs the operation", arguments: [1e12, Double.infinity])
    func unbounded(seconds: Double) async throws {
        #expect(try await withDeadline(Deadline(seconds: seconds)) { 7 } == 7)
    }

    @Test("cancelling the caller ends the wait with CancellationError")
    func callerCancelled() async {
        let stuck = Stuck()
        let task = Task { try await withDeadline(Self.distant) { await stuck.hang() } }
        await stuck.entered.wait()
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        stuck.release()
    }

    enum Outcome: Equatable, Sendable {
        case value(Int)
        case deadline
    }

    @Test("many deadlines racing their operations each end with their own value or the deadline's error")
    func manyRaces() async throws {
        // Deadlines and operations of similar length, so both sides win some races; a double resume would trap,
        // and a result crossing to another race, a lost one or any other error fails the check.
        let outcomes = try await withThrowingTaskGroup(of: (Int, Outcome).self) { group in
            for i in 0..<200 {
                group.addTask {
                    do {
                        let value = try await withDeadline(Deadline(seconds: 0.001 * Double(i % 5 + 1))) {
                            try await Task.sleep(nanoseconds: UInt64(1_000_000 * (i % 3 + 1)))
                            return i
                        }
                        return (i, .value(value))
                    } catch is DeadlineExceeded {
                        return (i, .deadline)
                    }
                }
            }
            return try await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
        }
        #expect(outcomes.allSatisfy { $0.value == .deadline || $0.value == .value($0.key) })
    }
}
