import Foundation

/// A `WeatherClient` decorator that answers from `ForecastCache` and makes fetches single-flight across
/// processes: on a miss it takes the cell's `FileLock` (bounded wait), looks again (another run may have fetched
/// the issue while this one waited), and only then asks `inner`, storing what it gets.
///
/// The cache never makes a run fail by itself: a lock that cannot be taken within `lockWait` means fetching
/// unlocked (still correct, only not single-flight), and a store that fails is reported through `log` and otherwise
/// ignored. Only the run's deadline ends the wait with an error, `DeadlineExceeded(.cacheLock)`, which says where
/// the time went.
package struct CachingWeatherClient: WeatherClient {
    package let inner: any WeatherClient
    package let cache: ForecastCache
    /// The run's deadline: the lock wait never outlasts it; lock polls sleep on its clock.
    package let deadline: Deadline
    /// Stamps stored entries with their fetch time (the run's civil "now", not the deadline's clock).
    package let stamp: any TimeSource
    /// How long to wait for another process that is fetching the same cell, in seconds.
    package let lockWait: Double
    package let pollInterval: Double
    /// Diagnostics for `--verbose`; never given the key (this type never sees it).
    package let log: @Sendable (String) -> Void

    package init(
        inner: any WeatherClient, cache: ForecastCache, deadline: Deadline, stamp: any TimeSource,
        lockWait: Double = 10, pollInterval: Double = 0.05, log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.inner = inner
        self.cache = cache
        self.deadline = deadline
        self.stamp = stamp
        self.lockWait = lockWait
        self.pollInterval = pollInterval
        self.log = log
    }

    package func forecast(for cell: GridCell, base: ForecastBase) async throws -> KMAForecast {
        try await fetch(cell: cell, base: base).forecast
    }

    /// Like `forecast(for:base:)`, also telling whether the answer came from the cache.
    ///
    /// - Throws: what `inner` throws; `DeadlineExceeded(.cacheLock)` when the deadline passed while another run
    ///   held the lock.
    func fetch(cell: GridCell, base: ForecastBase) async throws -> (forecast: KMAForecast, fromCache: Bool) {
        if let hit = cache.entry(for: cell, base: base) { return (hit.forecast, true) }
        do {
            try cache.prepareDirectory()
        } catch {
            log("cache: \(error); fetching without the cache")
            return (try await inner.forecast(for: cell, base: base), false)
        }
        try deadline.check(.run)
        let wait = min(lockWait, deadline.remainingSeconds)
        return try await FileLock.withLock(
            at: cache.lockFile(for: cell, product: base.product), waitingAtMost: wait, pollInterval: pollInterval,
            clock: deadline.clock
        ) { lock in
            if lock == nil {
                // The wait ran out (or the lock file is unusable, which takes no time): by the deadline, or by
                // `lockWait`, after which fetching unlocked is still correct.
                if deadline.hasPassed { throw DeadlineExceeded(.cacheLock, seconds: wait) }
                log("cache: another run kept the lock for \(cell) too long; fetching anyway")
            }
            if let hit = cache.entry(for: cell, base: base) { return (hit.forecast, true) }
            let fresh = try await inner.forecast(for: cell, base: base)
            let (cache, fetchedAt) = (self.cache, stamp.now())
            // Off the Swift concurrency pool: two fsyncs take milliseconds, and the pool has a thread per core that
            // every other request of the run (`kkeulmit batch`) needs meanwhile.
            let stored: Result<Void, any Error> = await withCheckedContinuation { continuation in
                DispatchQueue.global().async {
                    continuation.resume(returning: Result { try cache.store(fresh, fetchedAt: fetchedAt) })
                }
            }
            if case .failure(let error) = stored {
                log("cache: could not store \(ForecastCache.fileName(for: cell, base: base)): \(error)")
            }
            return (fresh, false)
        }
    }
}
