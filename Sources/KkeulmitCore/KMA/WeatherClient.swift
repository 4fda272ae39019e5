/// Fetches short-term forecast issues. `KMAClient` talks to KMA over URLSession; decorators (cache, retries) and
/// test doubles conform too, so the pipeline never knows which it has.
public protocol WeatherClient: Sendable {
    /// All rows of issue `base` for `cell`.
    ///
    /// - Throws: `KMAError`; `.resultCode(.noData, …)` when the issue is not published yet.
    func forecast(for cell: GridCell, base: ForecastBase) async throws -> KMAForecast
}
