import Foundation

/// Where the sun is, seen from a place at an instant: the NOAA solar calculator's equations, Meeus's lower-accuracy
/// solar coordinates (ch. 25) and equation of time (eq. 28.3) ([NOAA], [MEEUS]; `reference/heat-stress.md` §2.2),
/// good to about 0.01° in solar longitude, far below what the body's radiation balance can tell apart. The instant is
/// a UTC `Date` (a KMA slot's KST wall time goes through `KSTDateTime.instant`, UTC+9, no daylight saving), so
/// neither the host's time zone nor a `Calendar` ever enters.
package struct SolarPosition: Equatable, Sendable {
    /// Geometric solar altitude above the horizon, degrees: no refraction, because the Erbs split downstream wants
    /// the true zenith, and NOAA's correction is under 0.2° once the sun is 5° up.
    package var altitude: Double
    /// Azimuth clockwise from north, degrees (reported only: SolarCal takes the angle to the body instead).
    package var azimuth: Double

    /// The sun's coordinates that do not depend on the place.
    package struct SunCoordinates: Equatable, Sendable {
        /// Declination δ, degrees.
        package var declination: Double
        /// Equation of time, minutes (true minus mean solar time).
        package var equationOfTime: Double
        /// Apparent ecliptic longitude λ, degrees in [0, 360).
        package var longitude: Double
    }

    /// The sun's position for `instant` at `latitude` (degrees north) and `longitude` (degrees east).
    package init(instant: Date, latitude: Double, longitude: Double) {
        let seconds = instant.timeIntervalSince1970
        let sun = Self.sunCoordinates(julianDay: Self.julianDay(instant))
        let secondsOfDay = seconds - (seconds / 86_400).rounded(.down) * 86_400
        let trueSolarMinutes = Self.modulo(secondsOfDay / 60 + sun.equationOfTime + 4 * longitude, 1440)
        let hourAngle = trueSolarMinutes / 4 - 180
        (altitude, azimuth) = Self.horizontal(
            hourAngle: hourAngle, declination: sun.declination, latitude: latitude)
    }

    /// Julian day (UT) of an instant: the Unix epoch is JD 2440587.5. Equal to Meeus's calendar formula (ch. 7) for
    /// any Gregorian date, without the NOAA spreadsheet's 1901–2099 shortcut.
    package static func julianDay(_ instant: Date) -> Double {
        instant.timeIntervalSince1970 / 86_400 + 2_440_587.5
    }

    /// Declination, equation of time and apparent longitude at Julian day `jd` (Meeus ch. 25, eq. 28.3), as the NOAA
    /// spreadsheet computes them. Meeus's example 25.a (JD 2448908.5) gives δ −7.78507°, λ 199.90895°.
    package static func sunCoordinates(julianDay jd: Double) -> SunCoordinates {
        let t = (jd - 2_451_545) / 36_525
        let l0 = modulo(280.46646 + t * (36_000.76983 + t * 0.0003032), 360)
        let m = radians(357.52911 + t * (35_999.05029 - 0.0001537 * t))
        let e = 0.016708634 - t * (0.000042037 + 0.0000001267 * t)
        let centre =
            sin(m) * (1.914602 - t * (0.004817 + 0.000014 * t)) + sin(2 * m) * (0.019993 - 0.000101 * t)
            + sin(3 * m) * 0.000289
        let omega = radians(125.04 - 1934.136 * t)
        let lambda = l0 + centre - 0.00569 - 0.00478 * sin(omega)
        let meanObliquity = 23 + (26 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60) / 60
        let epsilon = radians(meanObliquity + 0.00256 * cos(omega))
        let declination = degrees(asin(sin(epsilon) * sin(radians(lambda))))
        let y = pow(tan(epsilon / 2), 2)
        let l2 = radians(2 * l0)
        let eot =
            y * sin(l2) - 2 * e * sin(m) + 4 * e * y * sin(m) * cos(l2) - 0.5 * y * y * sin(2 * l2)
            - 1.25 * e * e * sin(2 * m)
        return SunCoordinates(
            declination: declination, equationOfTime: 4 * degrees(eot), longitude: modulo(lambda, 360))
    }

    /// Altitude and azimuth from the hour angle (degrees, negative before solar noon), declination and latitude.
    static func horizontal(hourAngle: Double, declination: Double, latitude: Double) -> (Double, Double) {
        let phi = radians(latitude)
        let delta = radians(declination)
        let cosZenith = sin(phi) * sin(delta) + cos(phi) * cos(delta) * cos(radians(hourAngle))
        let zenith = acos(clamp(cosZenith))
        // At the zenith the azimuth is undefined; NOAA reports 180°.
        guard sin(zenith) >= 1e-9 else { return (90 - degrees(zenith), 180) }
        let cosAzimuth = (sin(phi) * cos(zenith) - sin(delta)) / (cos(phi) * sin(zenith))
        let a = degrees(acos(clamp(cosAzimuth)))
        return (90 - degrees(zenith), modulo(hourAngle > 0 ? a + 180 : 540 - a, 360))
    }

    /// `x mod m` in [0, m), as Python's `%` for a positive modulus.
    static func modulo(_ x: Double, _ m: Double) -> Double {
        let r = x.truncatingRemainder(dividingBy: m)
        return r < 0 ? r + m : r
    }

    static func clamp(_ x: Double) -> Double { min(1, max(-1, x)) }
    static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
    static func degrees(_ radians: Double) -> Double { radians * 180 / .pi }
}
