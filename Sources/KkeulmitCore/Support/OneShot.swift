/// One result handed to one waiter exactly once, whichever arrives first: the meeting point of every race in
/// kkeulmit (a deadline against its work, a URLSession callback against cancellation): each side calls `finish`,
/// the first wins, so a continuation is never resumed twice nor left hanging.
package final class OneShot<Success: Sendable>: Sendable {
    private struct State {
        var waiter: CheckedContinuation<Success, any Error>?
        var result: Result<Success, any Error>?
        var waited = false
    }

    private let state = Locked(State())

    package init() {}

    /// Waits for the result: at once if it is already in. Call it once.
    package func value() async throws -> Success {
        try await withCheckedThrowingContinuation { continuation in
            let ready = state.withLock { state -> Result<Success, any Error>? in
                precondition(!state.waited, "OneShot.value() called twice")
                state.waited = true
                if state.result == nil { state.waiter = continuation }
                return state.result
            }
            if let ready { continuation.resume(with: ready) }
        }
    }

    /// Delivers `result` unless one was delivered before; true when this call delivered it.
    @discardableResult
    package func finish(_ result: Result<Success, any Error>) -> Bool {
        let (won, waiter) = state.withLock { state -> (Bool, CheckedContinuation<Success, any Error>?) in
            guard state.result == nil else { return (false, nil) }
            state.result = result
            defer { state.waiter = nil }
            return (true, state.waiter)
        }
        waiter?.resume(with: result)
        return won
    }

    /// True once a result was delivered.
    package var isFinished: Bool {
        state.withLock { $0.result != nil }
    }
}
