/// What the optional sources said about a window, typed, for the engine to decide what it adds: fine dust (the
/// station's measurement and the dust forecast's grade), the UV index hour by hour, and the ultra-short sources'
/// observed hour and forecast, the official warnings in force and the pollen grades. Each is nil when its source
/// gave nothing. The engine turns them into items, layers and notes like any other condition.
package struct Readings: Equatable, Sendable {
    /// Fine dust for the window's date: the measurement near the place and the forecast's grade for its region.
    package var air: AirQualityReading?
    /// The UV index issue, every 3 hours: the engine reads the window's peak and the return hour from it.
    package var uv: UVForecast?
    /// The observed current hour (초단기실황) and the ultra-short forecast's hours (초단기예보).
    package var nowcast: NowcastReading?
    /// The official warnings (기상특보) in force at some hour of the window for the place's zones; nil when the
    /// source gave no answer (JSON `alerts` is then null, and `[]` when it answered that none is in force).
    package var alerts: AlertsReading?
    /// The pollen grades for the window's day; nil when the source gave none.
    package var pollen: PollenReading?

    package static let none = Readings()

    package init(
        air: AirQualityReading? = nil, uv: UVForecast? = nil, nowcast: NowcastReading? = nil,
        alerts: AlertsReading? = nil, pollen: PollenReading? = nil
    ) {
        (self.air, self.uv, self.nowcast, self.alerts, self.pollen) = (air, uv, nowcast, alerts, pollen)
    }

    /// What the way home at `time` reads: the same air, UV and pollen, and the warnings not lifted by then; what
    /// the nowcast says of now is not said of it again.
    func home(at time: KSTDateTime) -> Readings {
        var alerts = alerts
        alerts?.alerts.removeAll { $0.until.map { $0 <= time } ?? false }
        return Readings(air: air, uv: uv, alerts: alerts, pollen: pollen)
    }
}

/// The ultra-short sources for a window: the observation of the current hour and the forecast's next hours.
package struct NowcastReading: Equatable, Sendable {
    package var observation: HourlyForecast?
    package var forecast: [HourlyForecast]

    package init(observation: HourlyForecast?, forecast: [HourlyForecast]) {
        (self.observation, self.forecast) = (observation, forecast)
    }
}
