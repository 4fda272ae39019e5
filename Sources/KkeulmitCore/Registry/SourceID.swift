/// A source's name as JSON `sources[].id` spells it (docs/CLI.md, "Sources"). The built-in ones are named here for
/// the code that has to single one out (the required forecast, the area code JSON `areaNo` reports); the list and
/// its order are the registry's (`SourceRegistry`), so a new source needs no case here.
public struct SourceID: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }

    /// 단기예보 `getVilageFcst`: required by every advice command.
    public static let vilageFcst = SourceID(rawValue: "vilageFcst")
    /// 초단기실황 `getUltraSrtNcst`.
    public static let ultraSrtNcst = SourceID(rawValue: "ultraSrtNcst")
    /// 초단기예보 `getUltraSrtFcst`.
    public static let ultraSrtFcst = SourceID(rawValue: "ultraSrtFcst")
    /// AirKorea station measurements.
    public static let airQuality = SourceID(rawValue: "airQuality")
    /// AirKorea dust forecast.
    public static let dustForecast = SourceID(rawValue: "dustForecast")
    /// Living-weather UV index.
    public static let uvIndex = SourceID(rawValue: "uvIndex")
    /// Official weather warnings (기상특보, `getPwnCd`).
    public static let weatherAlerts = SourceID(rawValue: "weatherAlerts")
    /// Pollen risk (꽃가루농도위험지수, three operations).
    public static let pollen = SourceID(rawValue: "pollen")
}
