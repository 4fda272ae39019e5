/// The data sources a run may draw on, in the order of the contract's table (and of JSON `sources`).
public enum SourceID: String, Sendable, CaseIterable, Hashable {
    /// 단기예보 `getVilageFcst`: required by every advice command.
    case vilageFcst
    /// 초단기실황 `getUltraSrtNcst`: optional, `now` and `run-schedule`.
    case ultraSrtNcst
    /// 초단기예보 `getUltraSrtFcst`: optional, `now` and `run-schedule`.
    case ultraSrtFcst
    /// AirKorea station measurements: optional (not wired yet).
    case airQuality
    /// AirKorea dust forecast: optional (not wired yet).
    case dustForecast
    /// Living-weather UV index: optional (not wired yet).
    case uvIndex
}
