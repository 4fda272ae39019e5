import Foundation

/// What a caller needs from KMA: the short-term forecast (단기예보, `getVilageFcst`) of a 5 km grid cell at a
/// time, as the library's forecast models. `KMAWeatherClient` asks KMA through kkeulmit's one pipeline; the advice
/// pipeline reaches KMA through this protocol, so tests (and other programs) can hand it any forecast.
public protocol WeatherClient: Sendable {
    /// The newest short-term forecast issue for `request.cell` published by `request.time`.
    /// - Throws: `KMAError` when KMA failed and no kept issue could stand in (`error.message` says what to do),
    ///   `DeadlineExceeded`, `CancellationError`.
    func shortTermForecast(_ request: ForecastRequest) async throws -> ShortTermForecast
}

extension WeatherClient {
    /// The newest short-term forecast for `cell` published by `time` (now by default).
    public func shortTermForecast(for cell: GridCell, at time: Date = Date()) async throws -> ShortTermForecast {
        try await shortTermForecast(ForecastRequest(cell: cell, time: time))
    }
}

/// What a `WeatherClient` is asked for: a cell, the time whose newest issue is wanted, and how old a kept issue may
/// be to stand in when KMA fails.
public struct ForecastRequest: Equatable, Sendable {
    /// The grid cell (`GridCell(nx:ny:)`, or `LambertProjection.cell(latitude:longitude:)`).
    public var cell: GridCell
    /// Picks the issue (the newest published by then) and ages what the cache holds.
    public var time: Date
    /// No kept issue fetched longer ago than this stands in for a failed fetch.
    public var maxStaleSeconds: Double
    /// When set, a kept issue stands in only if its hourly slots reach the end of this window, so a stand-in
    /// always covers the hours the caller will read.
    public var window: Window?

    /// The hours a stand-in must cover: `hours` slots from `start`.
    public struct Window: Equatable, Sendable {
        public var start: KSTDateTime
        public var hours: Int

        public init(start: KSTDateTime, hours: Int) {
            (self.start, self.hours) = (start, hours)
        }
    }

    public init(cell: GridCell, time: Date = Date(), maxStaleSeconds: Double = 24 * 3600, window: Window? = nil) {
        (self.cell, self.time, self.maxStaleSeconds, self.window) = (cell, time, maxStaleSeconds, window)
    }

    /// Whether `forecast` covers the window (always, without one).
    package func isCovered(by forecast: KMAForecast) -> Bool {
        guard let window else { return true }
        let timeline = forecast.timeline().timeline
        guard
            let planned = try? WindowPlan.window(requested: window.start, hours: window.hours, timeline: timeline),
            let end = timeline.hourlyEnd
        else { return false }
        return end >= planned.end
    }
}

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
