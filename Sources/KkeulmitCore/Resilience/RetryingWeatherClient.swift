/// A `WeatherClient` decorator that retries transient failures of `inner` by `RetryPolicy`, waiting on the run's
/// `deadline` clock and asking the deadline how much time is left before each retry.
///
/// Each attempt itself is bounded by `inner` (a `KMAClient` bounded by the same deadline).
package struct RetryingWeatherClient: WeatherClient {
    package let inner: any WeatherClient
    package let policy: RetryPolicy
    /// Everything, waits included, must be over by then; backoff waits sleep on its clock.
    package let deadline: Deadline
    package let random: any RandomSource
    /// Diagnostics for `--verbose`: one line per retry.
    package let log: @Sendable (String) -> Void

    package init(
        inner: any WeatherClient, policy: RetryPolicy = RetryPolicy(), deadline: Deadline,
        random: any RandomSource = SystemRandomSource(), log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.inner = inner
        self.policy = policy
        self.deadline = deadline
        self.random = random
        self.log = log
    }

    /// - Throws: the last attempt's error when the policy gives up; `CancellationError` when cancelled.
    package func forecast(for cell: GridCell, base: ForecastBase) async throws -> KMAForecast {
        var attempts = 0
        while true {
            try Task.checkCancellation()
            attempts += 1
            do {
                return try await inner.forecast(for: cell, base: base)
            } catch {
                let decision = policy.decision(
                    after: error, attemptsMade: attempts, remainingSeconds: deadline.remainingSeconds,
                    jitter: random.nextUnit())
                guard case .retry(let delay) = decision else { throw error }
                log("attempt \(attempts) of \(policy.maxAttempts) failed (\(error)); retrying in \(format(delay)) s")
                try await deadline.sleep(seconds: delay)
            }
        }
    }

    private func format(_ seconds: Double) -> String {
        String(Double((seconds * 100).rounded()) / 100)
    }
}
