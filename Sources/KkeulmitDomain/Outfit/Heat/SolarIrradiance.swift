import Foundation

extension SkyCondition {
    /// The class's midpoint in tenths of sky cover (2.5, 7, 9.5): a neutral choice within each class (§2.4 [E]).
    /// 맑음 is 0–5 tenths since the 2019-06-04 merge of 맑음 and 구름조금 ([SKY]), 구름많음 6–8, 흐림 9–10.
    var tenths: Double {
        switch self {
        case .clear: 2.5
        case .mostlyCloudy: 7
        case .overcast: 9.5
        }
    }
}

/// Solar irradiance on the ground for one forecast hour, W/m²: the ASHRAE (1985) clear sky, dimmed by Kasten &
/// Czeplak's cloud factor and split into beam and diffuse (`reference/heat-stress.md` §2.3–2.5).
package struct SolarIrradiance: Equatable, Sendable {
    /// Direct normal irradiance (DNI).
    package var direct: Double
    /// Diffuse horizontal irradiance (DHI).
    package var diffuse: Double
    /// Global horizontal irradiance (GHI).
    package var global: Double

    package static let zero = SolarIrradiance(direct: 0, diffuse: 0, global: 0)

    package init(direct: Double, diffuse: Double, global: Double) {
        (self.direct, self.diffuse, self.global) = (direct, diffuse, global)
    }

    /// The hour's irradiance at solar `altitude` (degrees) in `month` (1–12, KST) on `dayOfYear` (1–366, KST). 맑음
    /// without precipitation keeps the clear-sky split and scales both parts, as EMEP's `CloudAtten` does: that keeps
    /// the low morning beam a GHI decomposition loses (Erbs gives ≈ 5 W/m² DNI on a clear 5° sun instead of ≈ 106).
    /// Every other sky splits the dimmed GHI by Erbs. `sky` nil (a missing or retired SKY code): the reference is
    /// silent, so it is read as 구름많음, the middle class.
    package init(altitude: Double, month: Int, dayOfYear: Int, sky: SkyCondition?, precipitating: Bool) {
        guard altitude > 0 else {
            self = .zero
            return
        }
        let clear = Self.clearSky(altitude: altitude, month: month)
        let k = Self.cloudFactor(oktas: Self.oktas(sky: sky, precipitating: precipitating))
        if sky == .clear && !precipitating {
            self.init(direct: k * clear.direct, diffuse: k * clear.diffuse, global: k * clear.global)
        } else {
            self = Self.erbs(global: k * clear.global, altitude: altitude, dayOfYear: dayOfYear)
        }
    }

    /// ASHRAE (1985) clear-sky coefficients for the 21st of each month, January first ([ASH85], as transcribed in
    /// `JamieMBright/clear-sky-models` `R/6-ASHRAE.R`): apparent extraterrestrial irradiance A (W/m²), optical
    /// depth B, diffuse ratio C. The 1972 set (Iqbal) differs by ~3 % in July DNI; this one has a diffuse term and
    /// the hazier summer B.
    static let ashrae: [(a: Double, b: Double, c: Double)] = [
        (1230, 0.142, 0.058), (1215, 0.144, 0.060), (1186, 0.156, 0.071), (1136, 0.180, 0.097),
        (1104, 0.196, 0.121), (1088, 0.205, 0.134), (1085, 0.207, 0.136), (1107, 0.201, 0.122),
        (1152, 0.177, 0.092), (1193, 0.160, 0.073), (1221, 0.149, 0.063), (1234, 0.142, 0.057),
    ]

    /// Clear-sky irradiance at sea level: `DNI = A·exp(−B/sin β)`, `DHI = C·DNI`, `GHI = DNI·sin β + DHI`; zero
    /// with the sun down. Monthly steps, no interpolation between the 21sts.
    package static func clearSky(altitude: Double, month: Int) -> SolarIrradiance {
        guard altitude > 0 else { return .zero }
        let (a, b, c) = ashrae[min(max(month, 1), 12) - 1]
        let s = sin(altitude * .pi / 180)
        let dni = a * exp(-b / s)
        return SolarIrradiance(direct: dni, diffuse: c * dni, global: dni * s + c * dni)
    }

    /// Cloud amount in oktas: the SKY class's midpoint in tenths × 0.8, or 8 (full overcast) whenever anything falls
    /// (PTY ≠ 0), whatever SKY says. Nil SKY counts as 구름많음 (see `init`).
    package static func oktas(sky: SkyCondition?, precipitating: Bool) -> Double {
        precipitating ? 8 : (sky ?? .mostlyCloudy).tenths * 0.8
    }

    /// Kasten & Czeplak (1980): `G/G_clear = 1 − 0.75·(N/8)^3.4` with N in oktas ([KC]); independent of the sun's
    /// elevation, pooled over cloud types.
    package static func cloudFactor(oktas n: Double) -> Double {
        1 - 0.75 * pow(n / 8, 3.4)
    }

    /// Extraterrestrial irradiance on day `dayOfYear`: pvlib's `get_extra_radiation(solar_constant=1366.1,
    /// method='spencer')`, which its `erbs` uses.
    static func extraterrestrial(dayOfYear: Int) -> Double {
        let b = 2 * Double.pi * Double(dayOfYear - 1) / 365
        return 1366.1
            * (1.00011 + 0.034221 * cos(b) + 0.00128 * sin(b) + 0.000719 * cos(2 * b) + 0.000077 * sin(2 * b))
    }

    /// Erbs, Klein & Duffie (1982) split of a global horizontal irradiance into beam and diffuse, as pvlib's
    /// `erbs` codes it ([ERBS]): clearness index against `max(cos Z, 0.065)`, clipped to [0, 1]; the beam is zero,
    /// and all of GHI diffuse, below 3° of altitude or when the split comes out negative.
    package static func erbs(global ghi: Double, altitude: Double, dayOfYear: Int) -> SolarIrradiance {
        let cosZenith = cos((90 - altitude) * .pi / 180)
        let kt = min(max(ghi / (extraterrestrial(dayOfYear: dayOfYear) * max(cosZenith, 0.065)), 0), 1)
        let fraction: Double
        if kt <= 0.22 {
            fraction = 1 - 0.09 * kt
        } else if kt > 0.8 {
            fraction = 0.165
        } else {
            fraction = 0.9511 - 0.1604 * kt + 4.388 * kt * kt - 16.638 * pow(kt, 3) + 12.336 * pow(kt, 4)
        }
        let dni = cosZenith > 0 ? (ghi - fraction * ghi) / cosZenith : 0
        if 90 - altitude > 87 || ghi < 0 || dni < 0 {
            return SolarIrradiance(direct: 0, diffuse: ghi, global: ghi)
        }
        return SolarIrradiance(direct: dni, diffuse: fraction * ghi, global: ghi)
    }
}
