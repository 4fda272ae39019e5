import Foundation

/// A forecast issue read back from the cache, with the instant it was fetched from KMA.
public struct CachedForecast: Equatable, Sendable {
    public var forecast: KMAForecast
    /// When the issue was fetched (the run's "now" at the time), to the second.
    public var fetchedAt: Date

    public init(forecast: KMAForecast, fetchedAt: Date) {
        self.forecast = forecast
        self.fetchedAt = fetchedAt
    }

    /// Seconds between fetching and `now`; never negative (a replay may run "before" a real fetch).
    public func age(at now: Date) -> Double {
        max(0, now.timeIntervalSince(fetchedAt))
    }
}
