import Foundation

/// A `WeatherClient` decorator that retries transient failures of `inner` by `RetryPolicy`, sleeping through an
/// injected `Sleeper` and measuring the time left against `deadline` with an injected clock.
///
/// `clock` must be the real elapsed-time clock (not `KKEULMIT_NOW`): the deadline is about how long this run may
/// take. Each attempt itself is bounded by the request timeout of `inner` and by the caller's deadline.
package struct RetryingWeatherClient: WeatherClient {
    package let inner: any WeatherClient
    package let policy: RetryPolicy
    /// Everything, waits included, must be over by then.
    package let deadline: Date
    package let clock: any TimeSource
    package let sleeper: any Sleeper
    package let random: any RandomSource
    /// Diagnostics for `--verbose`: one line per retry.
    package let log: @Sendable (String) -> Void

    package init(
        inner: any WeatherClient, policy: RetryPolicy = RetryPolicy(), deadline: Date, clock: any TimeSource,
        sleeper: any Sleeper = TaskSleeper(), random: any RandomSource = SystemRandomSource(),
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.inner = inner
        self.policy = policy
        self.deadline = deadline
        self.clock = clock
        self.sleeper = sleeper
        self.random = random
        self.log = log
    }

    /// - Throws: the last attempt's error when the policy gives up.
    package func forecast(for cell: GridCell, base: ForecastBase) async throws -> KMAForecast {
        var attempts = 0
        while true {
            attempts += 1
            do {
                return try await inner.forecast(for: cell, base: base)
            } catch {
                let remaining = deadline.timeIntervalSince(clock.now())
                let decision = policy.decision(
                    after: error, attemptsMade: attempts, remainingSeconds: remaining, jitter: random.nextUnit())
                guard case .retry(let delay) = decision else { throw error }
                log("attempt \(attempts) of \(policy.maxAttempts) failed (\(error)); retrying in \(format(delay)) s")
                try await sleeper.sleep(seconds: delay)
            }
        }
    }

    private func format(_ seconds: Double) -> String {
        String(Double((seconds * 100).rounded()) / 100)
    }
}
