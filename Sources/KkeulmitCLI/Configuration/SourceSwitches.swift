/// Config `"sources": {"nowcast": false, "airQuality": false, "uv": false, "alerts": false, "pollen": false}`:
/// which optional sources a person wants at all. Each defaults to on; `--forecast-only` turns all of them off for
/// one run.
package struct SourceSwitches: Equatable, Sendable {
    /// `ultraSrtNcst` and `ultraSrtFcst`.
    package var nowcast = true
    /// `airQuality` and `dustForecast`.
    package var airQuality = true
    /// `uvIndex`.
    package var uv = true
    /// `weatherAlerts`.
    package var alerts = true
    /// `pollen`.
    package var pollen = true

    package init(
        nowcast: Bool = true, airQuality: Bool = true, uv: Bool = true, alerts: Bool = true, pollen: Bool = true
    ) {
        (self.nowcast, self.airQuality, self.uv, self.alerts, self.pollen) = (nowcast, airQuality, uv, alerts, pollen)
    }

    /// Every optional source off: `--forecast-only`.
    package static let forecastOnly = SourceSwitches(
        nowcast: false, airQuality: false, uv: false, alerts: false, pollen: false)

    /// The config's keys, in the order the error message lists them.
    static let keys = ["nowcast", "airQuality", "uv", "alerts", "pollen"]
}
