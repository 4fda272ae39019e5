import Foundation

/// What a caller needs from KMA: the short-term forecast (단기예보, `getVilageFcst`) of a 5 km grid cell at a
/// time, as the library's forecast models (`ForecastTimeline` of `HourlyForecast`s).
///
/// `KMAWeatherClient` is the implementation that asks KMA (data.go.kr, and KMA API Hub when it has that key)
/// through the one pipeline every source of kkeulmit goes through: providers with failover, retries, the request
/// budget, the cache and its stale fallback. The advice pipeline reaches KMA through this protocol, so tests (and
/// other programs) can hand it any forecast.
public protocol WeatherClient: Sendable {
    /// The newest short-term forecast issue for `request.cell` published by `request.time`.
    ///
    /// - Throws: `KMAError` when KMA failed and no kept issue could stand in (`error.message` says what to do),
    ///   `DeadlineExceeded` when the time ran out; `CancellationError` when the caller's task was cancelled.
    func shortTermForecast(_ request: ForecastRequest) async throws -> ShortTermForecast
}

extension WeatherClient {
    /// The newest short-term forecast for `cell` published by `time` (now by default).
    public func shortTermForecast(for cell: GridCell, at time: Date = Date()) async throws -> ShortTermForecast {
        try await shortTermForecast(ForecastRequest(cell: cell, time: time))
    }
}
