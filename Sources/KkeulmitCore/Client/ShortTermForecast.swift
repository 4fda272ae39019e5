import Foundation

/// A short-term forecast issue as a `WeatherClient` hands it over: the hourly timeline, the issue it is, where it
/// came from and who sent it.
public struct ShortTermForecast: Equatable, Sendable {
    /// KMA's rows as sent (what the timeline was built from; the advice pipeline compares issues with them).
    package var forecast: KMAForecast
    /// Where the answer came from: this request, the cache, or a kept issue standing in for a failed fetch.
    public var origin: Origin
    /// The provider that sent it (`"dataGoKr"`, `"apiHub"`); nil when not known (a stub, an old cache file).
    public var provider: String?
    /// For `.stale`: why the fetch failed, in one sentence.
    package var staleReason: String?

    public enum Origin: Equatable, Sendable {
        case network
        case cache
        /// The fetch failed; a kept issue, fetched this many seconds ago, stands in.
        case stale(ageSeconds: Double)
    }

    package init(forecast: KMAForecast, origin: Origin = .network, provider: String? = nil, staleReason: String? = nil)
    {
        (self.forecast, self.origin, self.provider, self.staleReason) = (forecast, origin, provider, staleReason)
    }

    /// The hourly slots and daily extremes, in KST.
    public var timeline: ForecastTimeline { forecast.timeline().timeline }
    /// The issue: its base date and time (`0500` …).
    public var base: ForecastBase { forecast.base }
    public var cell: GridCell { forecast.cell }
    /// The provider as the pipeline names it.
    package var providerID: ProviderID? { provider.flatMap(ProviderID.init(rawValue:)) }
}
