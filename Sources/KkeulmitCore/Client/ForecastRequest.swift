import Foundation

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
