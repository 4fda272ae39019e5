/// When to try a failed KMA request again, and after how long: a pure function of the error, the attempts made,
/// the time left and a random number. Only transient failures (`KMAError.isTransient`) are retried: repeating the
/// others cannot help and spends quota. Exponential backoff with full jitter; a wait the answer asks for
/// (`KMAError.retryAfterSeconds`) replaces it, only when an attempt still fits before the deadline after it.
package struct RetryPolicy: Equatable, Sendable {
    package enum Decision: Equatable, Sendable {
        case retry(afterSeconds: Double)
        case fail
    }

    /// Attempts in all, the first included.
    package var maxAttempts: Int
    /// Ceiling of the first backoff, in seconds; it doubles with each retry.
    package var baseDelay: Double
    /// No backoff ceiling exceeds this (a server's Retry-After may).
    package var maxDelay: Double
    /// A retry is only worth it when at least this long is left for the attempt after the wait.
    package var minimumAttemptTime: Double
    /// Which failures are retried at all.
    package var scope: Scope

    /// Which transient failures a provider retries before giving up.
    package enum Scope: Equatable, Sendable {
        /// Every transient failure (the last provider of a run, or the only one).
        case transient
        /// Only a result code that says KMA's backend hiccupped (`01`, `02`, `04`, `05`) inside a normal answer:
        /// a provider with another behind it hands every other failure (a refused or hung connection, 5xx, 429,
        /// the per-second limit) to that one at once instead of spending the run's time on waits.
        case serverResultCodes
    }

    package init(
        maxAttempts: Int = 3, baseDelay: Double = 0.5, maxDelay: Double = 4, minimumAttemptTime: Double = 1,
        scope: Scope = .transient
    ) {
        (self.maxAttempts, self.baseDelay, self.maxDelay) = (maxAttempts, baseDelay, maxDelay)
        (self.minimumAttemptTime, self.scope) = (minimumAttemptTime, scope)
    }

    /// This policy for a provider with another one behind it (docs/KMA.md, "Two providers"): `05` and its kind
    /// are asked once more, anything else moves to the next provider at once.
    package var handingOver: RetryPolicy {
        var made = self
        made.maxAttempts = min(maxAttempts, 2)
        made.scope = .serverResultCodes
        return made
    }

    package static func isRetryable(_ error: any Error) -> Bool {
        (error as? KMAError)?.isTransient ?? false
    }

    /// Whether `error` is worth another attempt under this policy's scope.
    package func retries(_ error: any Error) -> Bool {
        guard Self.isRetryable(error), let error = error as? KMAError else { return false }
        switch scope {
        case .transient: return true
        case .serverResultCodes:
            guard case .resultCode(let code, _, _, _) = error else { return false }
            return [.applicationError, .databaseError, .httpError, .serviceTimeout].contains(code)
        }
    }

    /// The backoff ceiling after `attemptsMade` failed attempts: `baseDelay · 2^(attemptsMade − 1)`, capped.
    package func backoffCeiling(attemptsMade: Int) -> Double {
        let doublings = Double(max(0, min(attemptsMade - 1, 30)))
        return min(maxDelay, baseDelay * Double(1 << Int(doublings)))
    }

    /// The decision after attempt number `attemptsMade` (1-based) failed with `error`, `remainingSeconds` before
    /// the run's deadline; `jitter` is in `0..<1` (full jitter: the delay is `jitter · ceiling`).
    package func decision(after error: any Error, attemptsMade: Int, remainingSeconds: Double, jitter: Double)
        -> Decision
    {
        guard attemptsMade < maxAttempts, retries(error), let error = error as? KMAError else { return .fail }
        let delay: Double
        if let wait = error.retryAfterSeconds {
            delay = max(0, wait)
        } else {
            delay = min(max(jitter, 0), 1) * backoffCeiling(attemptsMade: attemptsMade)
        }
        guard delay.isFinite, delay + minimumAttemptTime <= remainingSeconds else { return .fail }
        return .retry(afterSeconds: delay)
    }
}
