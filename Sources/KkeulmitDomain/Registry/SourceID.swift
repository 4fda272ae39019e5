/// A source's name as JSON `sources[].id` spells it (docs/CLI.md, "Sources"). The built-in ones are named here for
/// the code that has to single one out (the required forecast, the area code JSON `areaNo` reports); the list and
/// its order are the registry's (`SourceRegistry`), so a new source needs no case here.
package struct SourceID: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    package let rawValue: String

    package init(rawValue: String) { self.rawValue = rawValue }

    package var description: String { rawValue }

    /// 단기예보 `getVilageFcst`: required by every advice command.
    package static let vilageFcst = SourceID(rawValue: "vilageFcst")
    /// 초단기실황 `getUltraSrtNcst`.
    package static let ultraSrtNcst = SourceID(rawValue: "ultraSrtNcst")
    /// 초단기예보 `getUltraSrtFcst`.
    package static let ultraSrtFcst = SourceID(rawValue: "ultraSrtFcst")
    /// AirKorea station measurements.
    package static let airQuality = SourceID(rawValue: "airQuality")
    /// AirKorea dust forecast.
    package static let dustForecast = SourceID(rawValue: "dustForecast")
    /// Living-weather UV index.
    package static let uvIndex = SourceID(rawValue: "uvIndex")
    /// Official weather warnings (기상특보, `getPwnCd`).
    package static let weatherAlerts = SourceID(rawValue: "weatherAlerts")
    /// Pollen risk (꽃가루농도위험지수, three operations).
    package static let pollen = SourceID(rawValue: "pollen")
}
