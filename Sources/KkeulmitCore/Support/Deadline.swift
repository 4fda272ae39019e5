import Foundation

/// Runs `operation` and gives up after `seconds`, cancelling it.
///
/// URLSession on Linux cannot be trusted to time out by itself (request timeouts are truncated to whole seconds,
/// the resource timeout is ignored, and a 401 with `WWW-Authenticate` hangs forever), so every network call and
/// the whole run are bounded by racing the work against a sleep and cancelling the loser.
///
/// - Throws: `KMAError.timedOut(seconds:)` when time runs out; otherwise whatever `operation` throws.
package func withDeadline<T: Sendable>(
    seconds: Double, operation: @escaping @Sendable () async throws -> T
) async throws -> T {
    guard seconds > 0 else { throw KMAError.timedOut(seconds: seconds) }
    // Not a task group: a group waits for every child, and a request stuck in libcurl may ignore cancellation.
    // The first of (result, timer) resumes the caller; the loser is cancelled and left to wind down alone.
    let gate = DeadlineGate<T>()
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
            let work = Task {
                do { gate.finish(.success(try await operation())) } catch { gate.finish(.failure(error)) }
            }
            let timer = Task {
                try? await Task.sleep(nanoseconds: nanoseconds(seconds))
                gate.finish(.failure(KMAError.timedOut(seconds: seconds)))
            }
            gate.arm(continuation, work: work, timer: timer)
        }
    } onCancel: {
        gate.finish(.failure(CancellationError()))
    }
}

/// Whole nanoseconds for `Task.sleep`, saturating: converting a Double beyond `UInt64.max` (about 585 years, or
/// infinity) traps, and `--timeout 1e12` must not crash the process.
func nanoseconds(_ seconds: Double) -> UInt64 {
    let ns = seconds * 1_000_000_000
    guard ns < Double(UInt64.max) else { return .max }
    return ns > 0 ? UInt64(ns) : 0
}

/// Resumes the continuation exactly once and cancels both racers.
private final class DeadlineGate<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<T, any Error>?
    private var pending: Result<T, any Error>?
    private var tasks: [Task<Void, Never>] = []
    private var done = false

    func arm(_ c: CheckedContinuation<T, any Error>, work: Task<Void, Never>, timer: Task<Void, Never>) {
        lock.lock()
        tasks = [work, timer]
        if let pending {
            self.pending = nil
            lock.unlock()
            work.cancel()
            timer.cancel()
            c.resume(with: pending)
            return
        }
        continuation = c
        lock.unlock()
    }

    func finish(_ result: Result<T, any Error>) {
        lock.lock()
        guard !done else {
            lock.unlock()
            return
        }
        done = true
        let c = continuation
        continuation = nil
        let toCancel = tasks
        if c == nil { pending = result }
        lock.unlock()
        for t in toCancel { t.cancel() }
        c?.resume(with: result)
    }
}

/// Waits without blocking a thread; injected so retry tests never wait in real time.
package protocol Sleeper: Sendable {
    func sleep(seconds: Double) async throws
}

/// The real sleeper.
package struct TaskSleeper: Sleeper {
    package init() {}
    package func sleep(seconds: Double) async throws {
        guard seconds > 0 else { return }
        try await Task.sleep(nanoseconds: nanoseconds(seconds))
    }
}
