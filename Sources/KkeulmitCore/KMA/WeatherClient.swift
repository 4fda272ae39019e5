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
    /// How many times `latestForecast` steps back past an unpublished issue.
    public static var maxNoDataStepBacks: Int { 2 }

    /// The latest issue published by `now` for `cell`.
    ///
    /// Starts at `ForecastBase.latest(publishedBy:)`; when KMA answers `03 NO_DATA` (an issue runs late), steps
    /// back one base, at most twice, so at most three bases are tried.
    ///
    /// - Throws: the last `KMAError` once three bases said NO_DATA; any other error at once.
    public func latestForecast(for cell: GridCell, now: Date) async throws -> KMAForecast {
        var base = ForecastBase.latest(publishedBy: KSTDateTime(now))
        var stepBacks = 0
        while true {
            do {
                return try await forecast(for: cell, base: base)
            } catch KMAError.resultCode(let code, _) where code == .noData && stepBacks < Self.maxNoDataStepBacks {
                stepBacks += 1
                base = base.previous
            }
        }
    }
}
