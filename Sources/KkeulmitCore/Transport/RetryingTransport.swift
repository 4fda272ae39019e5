/// Sends a request again after a transient failure, by `RetryPolicy` (`handingOver` when another provider is next),
/// waiting on the run's deadline clock while another attempt fits. One request is retried, not a whole issue. Each
/// attempt is first taken from the run's `RequestBudget` (`--max-requests`); one it refuses is not sent.
package struct RetryingTransport: Transport {
    package let inner: any Transport
    package let policy: RetryPolicy
    /// Retry jitter, a number in `0..<1`; injected so tests can use a seeded source.
    package let random: @Sendable () -> Double
    package let budget: RequestBudget?

    package init(
        _ inner: any Transport, policy: RetryPolicy = RetryPolicy(),
        random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }, budget: RequestBudget? = nil
    ) {
        (self.inner, self.policy, self.random, self.budget) = (inner, policy, random, budget)
    }

    /// - Throws: the last attempt's error when the policy gives up; `CancellationError` when cancelled.
    package func send<T: Sendable>(
        _ request: ServiceRequest, _ context: RequestContext, decode: @escaping @Sendable (HTTPAnswer) throws -> T
    ) async throws -> T {
        // With another provider behind this one, only a backend hiccup inside an answer is asked again here.
        let policy = context.nextProvider == nil ? policy : policy.handingOver
        var attempts = 0
        while true {
            try Task.checkCancellation()
            attempts += 1
            do {
                try budget?.spend()
                return try await inner.send(request, context, decode: decode)
            } catch {
                let decision = policy.decision(
                    after: error, attemptsMade: attempts, remainingSeconds: context.deadline.remainingSeconds,
                    jitter: random())
                guard case .retry(let delay) = decision else { throw error }
                let said = (error as? KMAError)?.message(as: ServiceVoice(request.root)) ?? "\(error)"
                context.log(
                    "\(request.label): attempt \(attempts) of \(policy.maxAttempts) failed (\(said)); "
                        + "retrying in \(Double((delay * 100).rounded()) / 100) s")
                try await context.deadline.sleep(seconds: delay)
            }
        }
    }
}
