import Foundation

/// ASHRAE 55 Appendix C's SolarCal for a standing person outdoors: the sun's effective radiant field (ERF) on the body
/// and the rise ΔMRT it gives the mean radiant temperature ([A55]; `reference/heat-stress.md` §2.6). As coded in [PTC]
/// pythermalcomfort 4.8.0 `models/solar_gain.py` and [CBE] `erf.js`, except for the diffuse sky: they hard-code
/// `I_diff = 0.2·I_dir`, which leaves an overcast sky with almost no ΔMRT (0.7 K instead of 26.3 K in the reference's
/// V15). Here the diffuse horizontal irradiance is an input, as in [LBC] `outdoor_sky_heat_exch`; with `DHI = 0.2·DNI`
/// the result equals `solar_gain`'s.
package enum SolarCal {
    /// Fraction of the body surface that exchanges radiation with the surroundings, standing (0.696 seated).
    package static let effectiveRadiatingArea = 0.725
    /// Radiative heat transfer coefficient, W/(m²·K), that turns ERF into ΔMRT.
    package static let radiativeCoefficient = 6.0
    /// Long-wave absorptivity (emissivity) of skin and clothing.
    static let longWaveAbsorptivity = 0.95

    /// How the person meets the sun; the defaults are a pedestrian in the open (§2.6 table).
    package struct Exposure: Equatable, Sendable {
        /// Solar horizontal angle relative to the front of the person (SHARP), 0–180°. 135°: [LBC]'s default (people
        /// turn side or back to the sun against glare), and within 0.005 of f_p averaged over every heading.
        package var sharp = 135.0
        /// Fraction of the sky vault the body sees (f_svv): 1 in an open field, 0.3–0.6 in a street.
        package var skyViewFraction = 1.0
        /// Fraction of the body surface in the direct beam (f_bes): 1 in the open, 0 in shade or under a parasol.
        package var sunlitFraction = 1.0
        /// Short-wave absorptivity of skin and clothing (a_sw): [PTC]'s default, "average skin, medium clothing".
        package var absorptivity = 0.7
        /// Ground reflectance: [LBC]'s outdoor 0.25 (grass, dry soil), not [PTC]'s indoor 0.6 (+16–20 K ΔMRT at noon).
        package var floorReflectance = 0.25

        /// A person in the open: the reference's defaults.
        package static let open = Exposure()
    }

    /// The sun's effect on the body.
    package struct Gain: Equatable, Sendable {
        /// Effective radiant field, W/m².
        package var effectiveRadiantField: Double
        /// Rise of the mean radiant temperature, K.
        package var deltaMeanRadiantTemperature: Double
    }

    /// ERF and ΔMRT for the sun at `altitude` (degrees) with direct normal `direct` and diffuse horizontal `diffuse`
    /// irradiance (W/m²), transmittance 1 (outdoors). Zero with the sun down; nil only for angles outside Fanger's
    /// table (altitude above 90°, SHARP outside 0–180°), where [PTC] answers NaN.
    package static func gain(
        altitude: Double, direct: Double, diffuse: Double, exposure: Exposure = .open
    ) -> Gain? {
        guard altitude > 0 else { return Gain(effectiveRadiantField: 0, deltaMeanRadiantTemperature: 0) }
        guard let fp = projectedAreaFactor(altitude: altitude, sharp: exposure.sharp) else { return nil }
        let fEff = effectiveRadiatingArea
        let global = direct * sin(altitude * .pi / 180) + diffuse
        let beam = fEff * fp * exposure.sunlitFraction * direct
        let sky = fEff * exposure.skyViewFraction * 0.5 * diffuse
        let ground = fEff * exposure.skyViewFraction * 0.5 * global * exposure.floorReflectance
        let erf = (beam + sky + ground) * exposure.absorptivity / longWaveAbsorptivity
        return Gain(effectiveRadiantField: erf, deltaMeanRadiantTemperature: erf / (radiativeCoefficient * fEff))
    }

    /// Solar altitudes of the table's columns, degrees.
    static let altitudes: [Double] = [0, 15, 30, 45, 60, 75, 90]
    /// SHARP of the table's rows, degrees.
    static let sharps: [Double] = [0, 15, 30, 45, 60, 75, 90, 105, 120, 135, 150, 165, 180]

    /// Fanger's projected area factor f_p for a standing person, one row per SHARP (0°, 15°, … 180°), one column per
    /// altitude (0°, 15°, … 90°). Ported from [PTC] `_FP_TABLE_STANDING`.
    static let standingProjectedArea: [[Double]] = [
        [0.35, 0.35, 0.314, 0.258, 0.206, 0.144, 0.082],
        [0.342, 0.342, 0.31, 0.252, 0.2, 0.14, 0.082],
        [0.33, 0.33, 0.3, 0.244, 0.19, 0.132, 0.082],
        [0.31, 0.31, 0.275, 0.228, 0.175, 0.124, 0.082],
        [0.283, 0.283, 0.251, 0.208, 0.16, 0.114, 0.082],
        [0.252, 0.252, 0.228, 0.188, 0.15, 0.108, 0.082],
        [0.23, 0.23, 0.214, 0.18, 0.148, 0.108, 0.082],
        [0.242, 0.242, 0.222, 0.18, 0.153, 0.112, 0.082],
        [0.274, 0.274, 0.245, 0.203, 0.165, 0.116, 0.082],
        [0.304, 0.304, 0.27, 0.22, 0.174, 0.121, 0.082],
        [0.328, 0.328, 0.29, 0.234, 0.183, 0.125, 0.082],
        [0.344, 0.344, 0.304, 0.244, 0.19, 0.128, 0.082],
        [0.347, 0.347, 0.308, 0.246, 0.191, 0.128, 0.082],
    ]

    /// f_p by bilinear interpolation between the four surrounding table entries, exactly as [PTC]
    /// `_projected_area_factor`; nil outside altitude 0–90° or SHARP 0–180°.
    package static func projectedAreaFactor(altitude: Double, sharp: Double) -> Double? {
        guard let i = span(altitudes, altitude), let j = span(sharps, sharp) else { return nil }
        let (alt1, alt2) = (altitudes[i], altitudes[i + 1])
        let (az1, az2) = (sharps[j], sharps[j + 1])
        let t = standingProjectedArea
        var fp = t[j][i] * (az2 - sharp) * (alt2 - altitude)
        fp += t[j + 1][i] * (sharp - az1) * (alt2 - altitude)
        fp += t[j][i + 1] * (az2 - sharp) * (altitude - alt1)
        fp += t[j + 1][i + 1] * (sharp - az1) * (altitude - alt1)
        return fp / ((az2 - az1) * (alt2 - alt1))
    }

    /// The first interval `[grid[i], grid[i+1]]` holding `x` ([PTC] `_find_span`: a value on a grid line belongs to
    /// the interval below it).
    static func span(_ grid: [Double], _ x: Double) -> Int? {
        grid.indices.dropLast().first { grid[$0 + 1] >= x && x >= grid[$0] }
    }
}
