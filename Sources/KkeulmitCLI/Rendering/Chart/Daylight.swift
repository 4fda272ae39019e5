import Foundation
import KkeulmitCore

/// Whether the sun is up at a slot's hour, where the forecast is for: the chart draws a clear sky as ☀ by day and
/// ☾ by night.
///
/// The rule: a slot is night when the sun's centre is more than 0.833° below the horizon at the slot's time (KMA
/// forecasts each slot for its exact hour) at the grid cell's centre: the sunrise and sunset of almanacs, refraction
/// and the sun's radius included. A fixed clock rule would be wrong for hours a year (in Seoul the sun sets at 17:13
/// in early December and at 19:57 in late June, and rises between 05:10 and 07:47), and Korea's west and east coasts
/// differ by half an hour. The sun's position is the Astronomical Almanac's low-precision formula (about 0.01°,
/// seconds of time), which is exact enough for whole hours.
enum Daylight {
    /// Standard altitude of sunrise and sunset, degrees.
    static let horizon = -0.833

    static func isNight(_ time: KSTDateTime, latitude: Double, longitude: Double) -> Bool {
        sunElevation(time, latitude: latitude, longitude: longitude) < horizon
    }

    /// The sun's elevation above the horizon in degrees at `time` seen from the coordinate.
    static func sunElevation(_ time: KSTDateTime, latitude: Double, longitude: Double) -> Double {
        // Days since J2000.0 (2000-01-01 12:00 UTC); KST is UTC+9.
        let n = Double(time.minutesSinceEpoch - 9 * 60) / 1440 - 10957.5
        let meanLongitude = 280.460 + 0.9856474 * n
        let meanAnomaly = radians(357.528 + 0.9856003 * n)
        let eclipticLongitude = radians(meanLongitude + 1.915 * sin(meanAnomaly) + 0.020 * sin(2 * meanAnomaly))
        let obliquity = radians(23.439 - 0.0000004 * n)
        let rightAscension = atan2(cos(obliquity) * sin(eclipticLongitude), cos(eclipticLongitude))
        let declination = asin(sin(obliquity) * sin(eclipticLongitude))
        let siderealDegrees = (18.697374558 + 24.06570982441908 * n) * 15
        let hourAngle = radians(siderealDegrees + longitude) - rightAscension
        let phi = radians(latitude)
        let sine = sin(phi) * sin(declination) + cos(phi) * cos(declination) * cos(hourAngle)
        return asin(max(-1, min(1, sine))) * 180 / .pi
    }

    /// The coordinate a report is for: its own, else its grid cell's centre.
    static func coordinate(_ location: ResolvedLocation) -> (latitude: Double, longitude: Double)? {
        if let latitude = location.latitude, let longitude = location.longitude { return (latitude, longitude) }
        let centre = LambertProjection.coordinate(of: location.cell)
        return (centre.latitude, centre.longitude)
    }

    private static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
}
