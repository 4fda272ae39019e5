import Foundation

/// Everything the sources of a process share, made once (the composition root): the providers with their keys in
/// order, the roots, the cache policy, and one transport, cache directory and memo. A run asks it for a
/// `SourceProvider` bound to its deadline; `batch` hands one set to every line, so each distinct request is sent at
/// most once per process and `--max-requests` counts every service.
package final class SourceSet: Sendable, Equatable {
    /// The providers with a key, in the order asked (config `"providers"`); never empty.
    package let providers: [ServiceProvider]
    package let roots: ServiceRoots
    package let cache: CachePolicy
    /// Every request of the process is taken from it; unlimited but counted unless `--max-requests`.
    package let budget: RequestBudget
    private let transport: any Transport
    private let memo = SingleFlight<SourceKey, any Sendable>()
    private let failures: FailureMemory

    package struct CachePolicy: Equatable, Sendable {
        /// `$XDG_CACHE_HOME/kkeulmit`; nil for `--no-cache` or when no cache directory can be named.
        package var directory: URL?
        /// `--max-stale` (config `maxStaleHours`): no older answer stands in for a failed fetch.
        package var maxStaleHours: Double

        package init(directory: URL?, maxStaleHours: Double) {
            (self.directory, self.maxStaleHours) = (directory, maxStaleHours)
        }

        package var maxStaleSeconds: Double { maxStaleHours * 3600 }
    }

    /// - Parameter providers: in the order to ask them; at least one.
    package init(
        providers: [ServiceProvider], roots: ServiceRoots, cache: CachePolicy,
        budget: RequestBudget = RequestBudget(limit: nil), network: NetworkAccess = NetworkAccess()
    ) {
        precondition(!providers.isEmpty, "a source set needs a provider")
        (self.providers, self.roots, self.cache, self.budget) = (providers, roots, cache, budget)
        let failures = FailureMemory(directory: cache.directory, providers: providers)
        self.failures = failures
        // Each provider: its fetch (one URLSession for all), inside the one budget, inside its retries. Made on the
        // first request: a run answered from the cache builds none of it.
        transport = LazyTransport {
            let legs = ProviderTransport.sharingOneSession(providers, network: network).map {
                FailoverTransport.Leg($0.provider, RetryingTransport($0, budget: budget))
            }
            return FailoverTransport(
                legs, quota: ProviderQuota(directory: cache.directory), memory: failures)
        }
    }

    /// Sets are equal when they say the same (providers and keys, roots, cache policy), whatever they have done.
    package static func == (a: SourceSet, b: SourceSet) -> Bool {
        a.providers == b.providers && a.roots == b.roots && a.cache == b.cache
    }

    package var store: SourceStore? { cache.directory.map { SourceStore(directory: $0) } }

    /// The pipeline for one run: this set's transport, cache and memo under the run's deadline less a reserve for
    /// the stale fallback and rendering, each request bounded by `requestTimeout(budget:)`.
    package func provider(deadline: Deadline, log: @escaping @Sendable (String) -> Void) -> SourceProvider {
        let reserve = Self.reserveSeconds(timeout: deadline.budgetSeconds)
        let context = RequestContext(
            deadline: deadline.earlier(bySeconds: reserve),
            requestTimeout: Self.requestTimeout(budget: max(0, deadline.budgetSeconds - reserve)), log: log)
        return SourceProvider(
            exchange: Exchange(transport: transport, context: context), store: store, memo: memo, failures: failures)
    }

    /// Time kept back from `--timeout` for the stale fallback and rendering: a fifth of it, 0.3 s to 1 s (reading
    /// kept answers on a loaded machine takes a few hundred milliseconds).
    package static func reserveSeconds(timeout: Double) -> Double { min(1, max(0.3, timeout * 0.2)) }

    /// Seconds one request may take: small enough that a second attempt (backoff ≤ 0.5 s, at least 1 s to run)
    /// still fits the budget after the first timed out, never under 1 s, never over 15 s (KMA's slowest answers).
    package static func requestTimeout(budget: Double) -> Double { max(1, min(15, (budget - 1.5) / 2)) }
}

/// A transport made when the first request is sent, once for the process.
private final class LazyTransport: Transport {
    private let make: @Sendable () -> any Transport
    private let made = Locked<(any Transport)?>(nil)

    init(_ make: @escaping @Sendable () -> any Transport) { self.make = make }

    func send<T: Sendable>(
        _ request: ServiceRequest, _ context: RequestContext, decode: @escaping @Sendable (HTTPAnswer) throws -> T
    ) async throws -> T {
        try await made.once(make).send(request, context, decode: decode)
    }
}
