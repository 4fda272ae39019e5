import Foundation

/// Finds the forecast issue a run should use: the object the CLI calls.
///
/// 1. The latest base published by `now` (`ForecastBase.latest(publishedBy:)`); if the cache holds it, it is used
///    with no request.
/// 2. Otherwise it is fetched (through the cache's single-flight lock) and stored; on `03 NO_DATA` the provider
///    steps back one base, at most twice (docs/KMA.md, "Issues").
/// 3. When that fails with a 69-kind (`.unavailable`) or 75-kind (`.rateLimited`) error and the cache holds an
///    issue for the cell fetched within `maxStale` that `covers` the window, that issue stands in as `.stale`.
///    Key, content and usage errors never fall back: they need the user's attention, not yesterday's forecast.
///
/// The fetch is bounded by `deadline`, which is earlier than the run's, so that a KMA that never answers still
/// leaves time to fall back to the cache: each request, retry and lock wait below asks it for the time left, and a
/// fetch that runs out of it (`DeadlineExceeded`) falls back like a 69-kind failure.
package struct ForecastProvider: Sendable {
    /// How old (seconds since fetching) a cached issue may be and still stand in for a failed fetch.
    package static let defaultMaxStale: Double = 86_400
    /// How many bases to step back on `03 NO_DATA`.
    package static let maxStepsBack = NoDataStepBack.maxStepBacks
    /// After KMA said an issue is not published, runs within this many seconds step back without asking again.
    package static let unpublishedRecheck: Double = 300

    /// The network client, usually `RetryingWeatherClient` around `KMAClient`, bounded by the same deadline; the
    /// provider adds the cache.
    package let network: any WeatherClient
    /// Nil when the run has no usable cache directory.
    package let cache: ForecastCache?
    /// Everything, retries and lock waits included, must be over by then.
    package let deadline: Deadline
    /// How long to wait for another process fetching the same cell.
    package let lockWait: Double
    package let log: @Sendable (String) -> Void
    /// Set when many requests share one provider's answers (`kkeulmit batch`): each (product, cell, issue) is then
    /// provided once per process.
    package var memo: ForecastMemo?

    package init(
        network: any WeatherClient, cache: ForecastCache?, deadline: Deadline, lockWait: Double = 10,
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.network = network
        self.cache = cache
        self.deadline = deadline
        self.lockWait = lockWait
        self.log = log
    }

    /// The issue of `product` to use for `cell` at `now`.
    ///
    /// - Parameters:
    ///   - product: the short-term forecast unless told otherwise; each product has its own schedule, cache files
    ///     and lock, and its issues stand in for a failed fetch only while they are useful
    ///     (`IssuedProduct.usefulSeconds` after their base time).
    ///   - now: the run's current time (`KKEULMIT_NOW` or the clock); picks the base and stamps stored entries.
    ///   - useCache: false for `--no-cache`: the cache is neither read nor written, and nothing stale is offered.
    ///   - maxStale: seconds; older cached issues never stand in.
    ///   - covers: whether a cached issue covers the window the run advises for (only asked of stale candidates).
    /// - Throws: the fetch's `KMAError` or `DeadlineExceeded` when nothing may stand in for it; `CancellationError`
    ///   when cancelled.
    package func forecast(
        for cell: GridCell, now: Date, product: IssuedProduct = .vilageFcst, useCache: Bool = true,
        maxStale: Double = ForecastProvider.defaultMaxStale, covers: (KMAForecast) -> Bool
    ) async throws -> ProvidedForecast {
        let latest = ForecastBase.latest(publishedBy: KSTDateTime(now), product: product)
        guard let memo else {
            return try await provide(
                cell: cell, latest: latest, now: now, useCache: useCache, maxStale: maxStale, covers: covers)
        }
        let key = ForecastMemo.Key(product: product, cell: cell, latest: latest, useCache: useCache)
        return try await memo.value(for: key) {
            var provided = try await provide(
                cell: cell, latest: latest, now: now, useCache: useCache, maxStale: maxStale, covers: covers)
            provided.forecast = provided.forecast.prepared(keepingRows: memo.keepsRows(product))
            return provided
        }
    }

    private func provide(
        cell: GridCell, latest: ForecastBase, now: Date, useCache: Bool, maxStale: Double,
        covers: (KMAForecast) -> Bool
    ) async throws -> ProvidedForecast {
        let cache = useCache ? self.cache : nil
        if let cache, let hit = cache.entry(for: cell, base: latest) {
            return ProvidedForecast(forecast: hit.forecast, origin: .cache)
        }
        let failure: ProvidedForecast.Failure
        do {
            let fetched = try await fetchSteppingBack(cell: cell, from: latest, cache: cache, now: now)
            return ProvidedForecast(forecast: fetched.forecast, origin: fetched.fromCache ? .cache : .network)
        } catch let error as KMAError where error.kind == .unavailable || error.kind == .rateLimited {
            failure = .kma(error)
        } catch let error as DeadlineExceeded {
            failure = .deadline(error)
        }
        guard let cache,
            let standIn = Self.staleStandIn(
                in: cache, cell: cell, latest: latest, now: now, maxStale: maxStale, covers: covers)
        else {
            switch failure {
            case .kma(let error): throw error
            case .deadline(let error): throw error
            }
        }
        let age = standIn.age(at: now)
        log("KMA failed (\(failure)); using the cached \(standIn.forecast.base) issue fetched \(Int(age)) s ago")
        return ProvidedForecast(forecast: standIn.forecast, origin: .stale(ageSeconds: age), fallbackReason: failure)
    }

    /// Fetches `base`, stepping back on `03 NO_DATA` at most `maxStepsBack` times.
    private func fetchSteppingBack(cell: GridCell, from latest: ForecastBase, cache: ForecastCache?, now: Date)
        async throws -> (forecast: KMAForecast, fromCache: Bool)
    {
        let caching = cache.map {
            CachingWeatherClient(
                inner: network, cache: $0, deadline: deadline, stamp: FixedTimeSource(now), lockWait: lockWait, log: log
            )
        }
        // KMA said NO_DATA for the latest issue a moment ago: act on that answer again instead of asking again.
        let remembered =
            cache?.unpublishedMark(cell: cell, base: latest).map {
                now >= $0 && now.timeIntervalSince($0) < Self.unpublishedRecheck
            } ?? false
        return try await NoDataStepBack.fetch(
            from: latest,
            onStepBack: { unpublished, next in
                log("KMA has no \(unpublished) issue yet (03 NO_DATA); trying \(next)")
            }
        ) { base in
            try Task.checkCancellation()
            try deadline.check(.run)
            if remembered && base == latest {
                throw KMAError.resultCode(.noData, message: "NO_DATA")
            }
            do {
                if let caching { return try await caching.fetch(cell: cell, base: base) }
                return (try await network.forecast(for: cell, base: base), false)
            } catch let error as KMAError where error.resultCode == .noData {
                cache?.markUnpublished(cell: cell, base: base, at: now)
                throw error
            }
        }
    }

    /// The newest cached issue for `cell` that was published by `now`, fetched within `maxStale`, and covers the
    /// window.
    static func staleStandIn(
        in cache: ForecastCache, cell: GridCell, latest: ForecastBase, now: Date, maxStale: Double,
        covers: (KMAForecast) -> Bool
    ) -> CachedForecast? {
        cache.entries(for: cell, product: latest.product).first {
            $0.forecast.base <= latest && now.timeIntervalSince($0.fetchedAt) <= maxStale
                && now.timeIntervalSince($0.forecast.base.time.instant) <= latest.product.usefulSeconds
                && covers($0.forecast)
        }
    }
}
