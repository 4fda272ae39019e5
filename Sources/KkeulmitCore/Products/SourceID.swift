/// The data sources a run may draw on, in the order of JSON `sources` (docs/CLI.md, "Sources").
public enum SourceID: String, Sendable, CaseIterable, Hashable {
    /// 단기예보 `getVilageFcst`: required by every advice command.
    case vilageFcst
    /// 초단기실황 `getUltraSrtNcst`: optional, `now` and `run-schedule`.
    case ultraSrtNcst
    /// 초단기예보 `getUltraSrtFcst`: optional, `now` and `run-schedule`.
    case ultraSrtFcst
    /// AirKorea station measurements: optional.
    case airQuality
    /// AirKorea dust forecast: optional.
    case dustForecast
    /// Living-weather UV index: optional.
    case uvIndex
    /// Official weather warnings (기상특보, `getPwnCd`): optional.
    case weatherAlerts
    /// Pollen risk (꽃가루농도위험지수, three operations): optional.
    case pollen
}
