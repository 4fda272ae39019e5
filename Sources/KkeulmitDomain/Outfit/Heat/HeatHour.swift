import Foundation

/// One forecast hour through the heat pipeline (`reference/heat-stress.md`, "Pipeline"): the sun's position, the
/// irradiance under KMA's sky, SolarCal's ΔMRT for a standing person, the mean radiant temperature and UTCI. The
/// long-wave part of the mean radiant temperature is taken as the air temperature (a clear night sky, colder, and
/// sunlit asphalt, hotter, are not modelled), so with the sun down `meanRadiantTemperature == temperature`.
package struct HeatHour: Equatable, Sendable {
    /// Where the sun is (geometric altitude; the sun counts when above 0°).
    package var sun: SolarPosition
    /// Ground irradiance under the hour's sky, W/m².
    package var irradiance: SolarIrradiance
    /// ERF and ΔMRT on the body.
    package var gain: SolarCal.Gain
    /// Air temperature plus ΔMRT, °C: the contract's `meanRadiantTemperature`.
    package var meanRadiantTemperature: Double
    /// UTCI (rounded to 0.1 °C) and its category; nil outside its limits (wind > 17 m/s, air past ±50 °C, pa > 5 kPa).
    package var utci: UTCI.Reading?

    /// Solar altitude, degrees.
    package var altitude: Double { sun.altitude }
    /// ΔMRT, K.
    package var deltaMeanRadiantTemperature: Double { gain.deltaMeanRadiantTemperature }
    /// The contract's `utciCategory`.
    package var utciCategory: UTCICategory? { utci?.category }

    /// The hour at `instant` (UTC; a KMA slot's `KSTDateTime.instant`) at `latitude`/`longitude` (degrees), with
    /// KMA's `TMP` (°C), `REH` (%), `WSD` (m/s at 10 m), `SKY` (nil when missing: read as 구름많음) and whether `PTY`
    /// is anything but 0. The ASHRAE month and Erbs day of year are the KST civil date's.
    package init(
        instant: Date, latitude: Double, longitude: Double, temperature: Double, humidity: Double,
        windSpeed: Double, sky: SkyCondition?, precipitating: Bool, exposure: SolarCal.Exposure = .open
    ) {
        sun = SolarPosition(instant: instant, latitude: latitude, longitude: longitude)
        let date = KSTDateTime(instant).date
        let dayOfYear = date.daysSinceEpoch - KSTDate(year: date.year, month: 1, day: 1).daysSinceEpoch + 1
        irradiance = SolarIrradiance(
            altitude: sun.altitude, month: date.month, dayOfYear: dayOfYear, sky: sky, precipitating: precipitating)
        // Nil only for a SHARP outside 0–180° (the altitude never exceeds 90°): no sun on the body then.
        gain =
            SolarCal.gain(
                altitude: sun.altitude, direct: irradiance.direct, diffuse: irradiance.diffuse, exposure: exposure)
            ?? SolarCal.Gain(effectiveRadiantField: 0, deltaMeanRadiantTemperature: 0)
        meanRadiantTemperature = temperature + gain.deltaMeanRadiantTemperature
        // UTCI's procedure starts at 0.5 m/s and KMA's WSD can be lower: calm hours are raised to it; winds above
        // 17 m/s are not capped (UTCI does not apply).
        utci = UTCI.reading(
            airTemperature: temperature, radiantTemperature: meanRadiantTemperature,
            windSpeed: max(windSpeed, UTCI.windSpeedRange.lowerBound), humidity: humidity)
    }
}
