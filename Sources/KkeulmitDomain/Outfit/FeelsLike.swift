import Foundation

/// 체감온도 as KMA computes it (docs/OUTFIT.md, "Feels-like temperature"): the winter wind-chill formula from October
/// to April, the summer (wet-bulb) formula from May to September, the air temperature otherwise. Every month belongs
/// to exactly one season, so the switch-over days are 30 April / 1 May and 30 September / 1 October.
package enum FeelsLike {
    /// Which formula produced a feels-like value.
    package enum Formula: String, Sendable, CaseIterable {
        /// KMA's winter wind chill (JAG/TI), wind in km/h.
        case windChill
        /// KMA's summer formula from the Stull (2011) wet-bulb temperature.
        case summer
        /// Neither applies (mild or calm winter hour, missing wind or humidity): the air temperature.
        case air
    }

    /// The wind chill only applies at or below this air temperature, °C.
    package static let windChillMaximumTemperature = 10.0
    /// …and at or above this wind speed, m/s.
    package static let windChillMinimumWindSpeed = 1.3
    /// The months KMA uses the summer formula in; every other month is winter.
    package static let summerMonths = 5...9

    /// True for May–September.
    package static func isSummer(month: Int) -> Bool { summerMonths.contains(month) }

    /// The formula that applies to one hour.
    package static func formula(air: Double, windSpeed: Double?, humidity: Double?, month: Int) -> Formula {
        if isSummer(month: month) { return humidity == nil ? .air : .summer }
        guard let windSpeed, air <= windChillMaximumTemperature, windSpeed >= windChillMinimumWindSpeed else {
            return .air
        }
        return .windChill
    }

    /// The feels-like temperature of one hour, °C, rounded to one decimal, from TMP (°C), WSD (m/s; nil: no wind
    /// chill), REH (%; nil: no summer formula) and the hour's KST month (1–12).
    package static func temperature(air: Double, windSpeed: Double?, humidity: Double?, month: Int) -> Double {
        switch formula(air: air, windSpeed: windSpeed, humidity: humidity, month: month) {
        case .windChill: roundedToTenth(windChill(air: air, windSpeed: windSpeed!))
        case .summer: roundedToTenth(summer(air: air, humidity: humidity!))
        case .air: roundedToTenth(air)
        }
    }

    /// KMA's winter wind chill, unrounded: `13.12 + 0.6215·T − 11.37·V^0.16 + 0.3965·V^0.16·T`, V in km/h.
    package static func windChill(air t: Double, windSpeed metresPerSecond: Double) -> Double {
        let v016 = pow(metresPerSecond * 3.6, 0.16)
        return 13.12 + 0.6215 * t - 11.37 * v016 + 0.3965 * v016 * t
    }

    /// KMA's summer feels-like, unrounded, from the air temperature and relative humidity (percent).
    package static func summer(air ta: Double, humidity: Double) -> Double {
        let tw = wetBulb(air: ta, humidity: humidity)
        return -0.2442 + 0.55399 * tw + 0.45535 * ta - 0.0022 * tw * tw + 0.00278 * tw * ta + 3.0
    }

    /// Stull's (2011) wet-bulb temperature, °C, unrounded.
    package static func wetBulb(air ta: Double, humidity rh: Double) -> Double {
        ta * atan(0.151977 * (rh + 8.313659).squareRoot()) + atan(ta + rh) - atan(rh - 1.676331)
            + 0.00391838 * pow(rh, 1.5) * atan(0.023101 * rh) - 4.686035
    }
}

/// Rounds to one decimal, half away from zero, and never yields −0.0 (which would print as `-0.0`).
package func roundedToTenth(_ value: Double) -> Double {
    (value * 10).rounded() / 10 + 0.0
}
