import Foundation
import Testing

@testable import KkeulmitCore

/// None of these tests measures time. A deadline that waited for its operation would wait 100 s and trip the
/// one-minute limit; one that never fired would hang until it.
@Suite("withDeadline", .timeLimit(.minutes(1)))
struct DeadlineTests {
    struct Failure: Error, Equatable {}

    /// A latch a test can await without polling.
    final class Latch: @unchecked Sendable {
        private let lock = NSLock()
        private var opened = false
        private var waiters: [CheckedContinuation<Void, Never>] = []

        func open() {
            lock.lock()
            opened = true
            let w = waiters
            waiters = []
            lock.unlock()
            for c in w { c.resume() }
        }

        func wait() async {
            await withCheckedContinuation { (c: CheckedContinuation<Void, Never>) in
                lock.lock()
                if opened {
                    lock.unlock()
                    c.resume()
                } else {
                    waiters.append(c)
                    lock.unlock()
                }
            }
        }

        var isOpen: Bool {
            lock.lock()
            defer { lock.unlock() }
            return opened
        }
    }

    /// Holds a continuation that nothing resumes until the test releases it: an operation that ignores
    /// cancellation entirely.
    final class Stuck: @unchecked Sendable {
        private let lock = NSLock()
        private var continuation: CheckedContinuation<Int, Never>?
        let entered = Latch()

        func hang() async -> Int {
            await withCheckedContinuation { c in
                lock.lock()
                continuation = c
                lock.unlock()
                entered.open()
            }
        }

        /// Lets the abandoned operation finish so the test leaves nothing suspended behind.
        func release() {
            lock.lock()
            let c = continuation
            continuation = nil
            lock.unlock()
            c?.resume(returning: -1)
        }
    }

    @Test("a fast operation's value is returned")
    func fast() async throws {
        #expect(try await withDeadline(seconds: 10) { 42 } == 42)
    }

    @Test("an operation that suspends briefly still returns its value")
    func suspends() async throws {
        let value = try await withDeadline(seconds: 30) {
            await Task.yield()
            try await Task.sleep(nanoseconds: 1_000_000)
            return "done"
        }
        #expect(value == "done")
    }

    @Test("an operation's error is passed through")
    func propagatesError() async {
        await #expect(throws: Failure()) {
            try await withDeadline(seconds: 10) { () async throws -> Int in throw Failure() }
        }
        await #expect(throws: KMAError.transport("reset")) {
            try await withDeadline(seconds: 10) { () async throws -> Int in throw KMAError.transport("reset") }
        }
    }

    @Test("an operation that never finishes times out, and is cancelled")
    func timesOut() async {
        let cancelled = Latch()
        await #expect(throws: KMAError.timedOut(seconds: 0.2)) {
            try await withDeadline(seconds: 0.2) { () async throws -> Int in
                do {
                    try await Task.sleep(nanoseconds: 100_000_000_000)
                } catch {
                    cancelled.open()
                    throw error
                }
                return 1
            }
        }
        // The loser is cancelled: its sleep throws long before its 100 s are up.
        await cancelled.wait()
        #expect(cancelled.isOpen)
    }

    @Test("an operation that ignores cancellation does not hold the deadline back")
    func ignoresCancellation() async {
        let stuck = Stuck()
        await #expect(throws: KMAError.timedOut(seconds: 0.2)) {
            try await withDeadline(seconds: 0.2) { await stuck.hang() }
        }
        await stuck.entered.wait()
        stuck.release()
    }

    @Test("an operation that blocks its thread does not hold the deadline back")
    func blockingOperation() async {
        // A semaphore wait never looks at cancellation; the test releases it once the deadline has answered.
        let semaphore = DispatchSemaphore(value: 0)
        let entered = Latch()
        await #expect(throws: KMAError.timedOut(seconds: 0.2)) {
            try await withDeadline(seconds: 0.2) { () async -> Int in
                entered.open()
                semaphore.wait()
                return 1
            }
        }
        await entered.wait()
        semaphore.signal()
    }

    @Test("a deadline of zero or less, or NaN, fails without running the operation", arguments: [0, -1, Double.nan])
    func nonPositive(seconds: Double) async {
        let ran = Latch()
        do {
            _ = try await withDeadline(seconds: seconds) { () async -> Int in
                ran.open()
                return 1
            }
            Issue.record("returned a value")
        } catch let error as KMAError {
            guard case .timedOut = error else {
                Issue.record("threw \(error)")
                return
            }
        } catch {
            Issue.record("threw \(error)")
        }
        #expect(!ran.isOpen)
    }

    @Test("a huge or infinite deadline just runs the operation", arguments: [1e12, Double.infinity])
    func unbounded(seconds: Double) async throws {
        #expect(try await withDeadline(seconds: seconds) { 7 } == 7)
    }

    @Test("cancelling the caller ends the wait with CancellationError")
    func callerCancelled() async {
        let stuck = Stuck()
        let task = Task { try await withDeadline(seconds: 100) { await stuck.hang() } }
        await stuck.entered.wait()
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        stuck.release()
    }

    @Test("many deadlines racing their operations each resume exactly once")
    func manyRaces() async throws {
        // Deadlines and operations of similar length, so both sides win some races.
        let results = try await withThrowingTaskGroup(of: Int?.self) { group in
            for i in 0..<200 {
                group.addTask {
                    do {
                        return try await withDeadline(seconds: 0.001 * Double(i % 5 + 1)) {
                            try await Task.sleep(nanoseconds: UInt64(1_000_000 * (i % 3 + 1)))
                            return i
                        }
                    } catch KMAError.timedOut {
                        return nil
                    }
                }
            }
            var all: [Int?] = []
            for try await r in group { all.append(r) }
            return all
        }
        #expect(results.count == 200)
    }
}
