import Foundation

/// Fetches short-term forecast issues. `KMAClient` talks to KMA over URLSession; decorators (cache, retries) and
/// test doubles conform too, so the pipeline never knows which it has.
public protocol WeatherClient: Sendable {
    /// All rows of issue `base` for `cell`.
    ///
    /// - Throws: `KMAError`; `.resultCode(.noData, …)` when the issue is not published yet.
    func forecast(for cell: GridCell, base: ForecastBase) async throws -> KMAForecast
}

extension WeatherClient {
    /// The latest issue published by `now` for `cell`.
    ///
    /// Starts at `ForecastBase.latest(publishedBy:)`; when KMA answers `03 NO_DATA` (an issue runs late), steps
    /// back one base, at most twice (`NoDataStepBack`).
    ///
    /// - Throws: the last `KMAError` once three bases said NO_DATA; any other error at once.
    public func latestForecast(for cell: GridCell, now: Date) async throws -> KMAForecast {
        try await NoDataStepBack.fetch(from: ForecastBase.latest(publishedBy: KSTDateTime(now))) { base in
            try await forecast(for: cell, base: base)
        }
    }
}
