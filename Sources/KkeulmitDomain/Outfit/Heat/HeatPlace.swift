/// Where a window's sun is computed for: the report's own coordinate, else its grid cell's centre (the place the
/// chart's day and night are drawn for). Without one the engine gives no summer numbers, not some other place's sun.
package struct HeatPlace: Equatable, Sendable {
    /// Degrees north.
    package var latitude: Double
    /// Degrees east.
    package var longitude: Double

    package init(latitude: Double, longitude: Double) { (self.latitude, self.longitude) = (latitude, longitude) }

    /// One slot through the heat pipeline; nil for a slot without a temperature, humidity or wind (KMA's `TMP`,
    /// `REH`, `WSD`), which UTCI cannot do without.
    package func hour(_ slot: WindowSlot) -> HeatHour? {
        let f = slot.forecast
        guard let temperature = f.temperature, let humidity = f.humidity, let wind = f.windSpeed else { return nil }
        return HeatHour(
            instant: slot.time.instant, latitude: latitude, longitude: longitude, temperature: temperature,
            humidity: humidity, windSpeed: wind, sky: f.sky,
            precipitating: slot.isWet)
    }
}
