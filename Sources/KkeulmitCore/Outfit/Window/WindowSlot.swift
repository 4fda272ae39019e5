/// One hourly slot of a window: the forecast and its feels-like temperature.
public struct WindowSlot: Equatable, Sendable {
    public var forecast: HourlyForecast
    /// One decimal; nil when the slot has no temperature.
    public var feelsLike: Double?
    /// The formula behind `feelsLike`; nil when the slot has no temperature.
    public var feelsLikeFormula: FeelsLike.Formula?

    /// Computes the feels-like temperature from the slot's temperature, wind, humidity and month.
    public init(forecast: HourlyForecast) {
        self.forecast = forecast
        if let air = forecast.temperature {
            let args = (air, forecast.windSpeed, forecast.humidity, forecast.time.date.month)
            feelsLikeFormula = FeelsLike.formula(air: args.0, windSpeed: args.1, humidity: args.2, month: args.3)
            feelsLike = FeelsLike.temperature(air: args.0, windSpeed: args.1, humidity: args.2, month: args.3)
        } else {
            feelsLike = nil
            feelsLikeFormula = nil
        }
    }

    public var time: KSTDateTime { forecast.time }

    /// True when KMA forecasts precipitation of some kind (PTY ≠ 0) in this hour.
    public var isWet: Bool { forecast.precipitationType?.isPrecipitating ?? false }
}
