/// One hourly slot of a window: the forecast and its feels-like temperature.
package struct WindowSlot: Equatable, Sendable {
    package var forecast: HourlyForecast
    /// One decimal; nil when the slot has no temperature.
    package var feelsLike: Double?
    /// The formula behind `feelsLike`; nil when the slot has no temperature.
    package var feelsLikeFormula: FeelsLike.Formula?

    /// Computes the feels-like temperature from the slot's temperature, wind, humidity and month.
    package init(forecast: HourlyForecast) {
        self.forecast = forecast
        guard let air = forecast.temperature else { return }
        let (wind, humidity, month) = (forecast.windSpeed, forecast.humidity, forecast.time.date.month)
        feelsLikeFormula = FeelsLike.formula(air: air, windSpeed: wind, humidity: humidity, month: month)
        feelsLike = FeelsLike.temperature(air: air, windSpeed: wind, humidity: humidity, month: month)
    }

    package var time: KSTDateTime { forecast.time }

    /// True when KMA forecasts precipitation of some kind (PTY ≠ 0) in this hour.
    package var isWet: Bool { forecast.precipitationType?.isPrecipitating ?? false }

    /// True when snow falls in this hour: it is wet, and its type involves snow or it brings new snow (SNO > 0).
    package var isSnowy: Bool {
        isWet && ((forecast.precipitationType?.involvesSnow ?? false) || (forecast.snowCentimetres ?? 0) > 0)
    }

    /// True when what falls in this hour may freeze on the ground: it is wet and feels at or below 0 °C then.
    /// The same hour, not the window's coldest: a dry frosty morning and an evening rain at +3 °C are not ice.
    package var isIcy: Bool { isWet && (feelsLike ?? .infinity) <= 0 }
}
