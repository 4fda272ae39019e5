import Foundation

/// A `WeatherClient` decorator that answers from `ForecastCache` and makes fetches single-flight across
/// processes: on a miss it takes the cell's `FileLock` (bounded wait), looks again (another run may have fetched
/// the issue while this one waited), and only then asks `inner`, storing what it gets.
///
/// The cache never makes a run fail: a lock that cannot be taken in time means fetching unlocked (still correct,
/// only not single-flight), and a store that fails is reported through `log` and otherwise ignored.
package struct CachingWeatherClient: WeatherClient {
    package let inner: any WeatherClient
    package let cache: ForecastCache
    /// Stamps stored entries with their fetch time (the run's "now").
    package let clock: any TimeSource
    /// How long to wait for another process that is fetching the same cell, in seconds.
    package let lockWait: Double
    package let pollInterval: Double
    package let sleeper: any Sleeper
    /// Diagnostics for `--verbose`; never given the key (this type never sees it).
    package let log: @Sendable (String) -> Void

    package init(
        inner: any WeatherClient, cache: ForecastCache, clock: any TimeSource, lockWait: Double = 10,
        pollInterval: Double = 0.05, sleeper: any Sleeper = TaskSleeper(),
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.inner = inner
        self.cache = cache
        self.clock = clock
        self.lockWait = lockWait
        self.pollInterval = pollInterval
        self.sleeper = sleeper
        self.log = log
    }

    package func forecast(for cell: GridCell, base: ForecastBase) async throws -> KMAForecast {
        try await fetch(cell: cell, base: base).forecast
    }

    /// Like `forecast(for:base:)`, also telling whether the answer came from the cache.
    func fetch(cell: GridCell, base: ForecastBase) async throws -> (forecast: KMAForecast, fromCache: Bool) {
        if let hit = cache.entry(for: cell, base: base) { return (hit.forecast, true) }
        do {
            try cache.prepareDirectory()
        } catch {
            log("cache: \(error); fetching without the cache")
            return (try await inner.forecast(for: cell, base: base), false)
        }
        return try await FileLock.withLock(
            at: cache.lockFile(for: cell), waitingAtMost: lockWait, pollInterval: pollInterval, sleeper: sleeper
        ) { lock in
            if lock == nil { log("cache: another run kept the lock for \(cell) too long; fetching anyway") }
            if let hit = cache.entry(for: cell, base: base) { return (hit.forecast, true) }
            let fresh = try await inner.forecast(for: cell, base: base)
            do {
                try cache.store(fresh, fetchedAt: clock.now())
            } catch {
                log("cache: could not store \(ForecastCache.fileName(for: cell, base: base)): \(error)")
            }
            return (fresh, false)
        }
    }
}
