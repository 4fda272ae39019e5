import Foundation

/// A forecast issue read back from the cache, with the instant it was fetched from KMA.
package struct CachedForecast: Equatable, Sendable {
    package var forecast: KMAForecast
    /// When the issue was fetched (the run's "now" at the time), to the second.
    package var fetchedAt: Date

    package init(forecast: KMAForecast, fetchedAt: Date) {
        self.forecast = forecast
        self.fetchedAt = fetchedAt
    }

    /// Seconds between fetching and `now`; never negative (a replay may run "before" a real fetch).
    package func age(at now: Date) -> Double {
        max(0, now.timeIntervalSince(fetchedAt))
    }
}
