/// Config `"sources": {"nowcast": false, "airQuality": false, "uv": false}`: which optional sources a person
/// wants at all. Each defaults to on; `--forecast-only` turns all of them off for one run.
package struct SourceSwitches: Equatable, Sendable {
    /// `ultraSrtNcst` and `ultraSrtFcst`.
    package var nowcast = true
    /// `airQuality` and `dustForecast`.
    package var airQuality = true
    /// `uvIndex`.
    package var uv = true

    package init(nowcast: Bool = true, airQuality: Bool = true, uv: Bool = true) {
        self.nowcast = nowcast
        self.airQuality = airQuality
        self.uv = uv
    }

    /// Every optional source off: `--forecast-only`.
    package static let forecastOnly = SourceSwitches(nowcast: false, airQuality: false, uv: false)

    /// The config's keys, in the order the error message lists them.
    static let keys = ["nowcast", "airQuality", "uv"]
}
