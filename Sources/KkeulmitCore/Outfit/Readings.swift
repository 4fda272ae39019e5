/// What the optional sources said about a window, typed, for the engine to decide what it adds: fine dust (the
/// station's measurement and the dust forecast's grade), the UV index hour by hour, and the ultra-short sources'
/// observed hour and forecast. Each is nil when its source gave nothing. The engine turns them into items, layers
/// and notes like any other condition; the official weather alerts and pollen join here the same way.
public struct Readings: Equatable, Sendable {
    /// Fine dust for the window's date: the measurement near the place and the forecast's grade for its region.
    package var air: AirQualityReading?
    /// The UV index issue, every 3 hours: the engine reads the window's peak and the return hour from it.
    package var uv: UVForecast?
    /// The observed current hour (초단기실황) and the ultra-short forecast's hours (초단기예보).
    package var nowcast: NowcastReading?

    /// Nothing from any optional source.
    public static let none = Readings()

    package init(air: AirQualityReading? = nil, uv: UVForecast? = nil, nowcast: NowcastReading? = nil) {
        self.air = air
        self.uv = uv
        self.nowcast = nowcast
    }
}

/// The ultra-short sources for a window: the observation of the current hour and the forecast's next hours.
package struct NowcastReading: Equatable, Sendable {
    package var observation: HourlyForecast?
    package var forecast: [HourlyForecast]

    package init(observation: HourlyForecast?, forecast: [HourlyForecast]) {
        self.observation = observation
        self.forecast = forecast
    }
}
