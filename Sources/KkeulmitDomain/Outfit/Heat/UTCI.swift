import Foundation

/// The Universal Thermal Climate Index: the air temperature of a reference environment that strains the reference
/// person as the real one does ([UTCI]; `reference/heat-stress.md` §3). Ported from [PTC] pythermalcomfort 4.8.0
/// `models/utci.py` `utci(limit_inputs=True)`: the same vapour pressure, limits and rounding.
package enum UTCI {
    /// The applicability limits, inclusive, as `UTCI_a002.f90` checks its inputs ([PTC]'s docstring): wind up to
    /// 17 m/s, its documentation's limit, although that program accepts 30.
    package static let airTemperatureRange = -50.0...50.0
    package static let radiantDifferenceRange = -30.0...70.0
    package static let windSpeedRange = 0.5...17.0
    package static let humidityRange = 0.0...100.0
    package static let vapourPressureRange = 0.0...5.0

    /// One hour's UTCI and its stress category.
    package struct Reading: Equatable, Sendable {
        /// UTCI, °C, rounded to 0.1 as [PTC] returns it.
        package var temperature: Double
        package var category: UTCICategory
    }

    /// UTCI, °C, unrounded, from the air and mean radiant temperatures (°C), the 10 m wind (m/s, KMA's `WSD` as is:
    /// the caller raises calm hours to 0.5 m/s, as the reference does; winds above 17 m/s are not capped, the index
    /// does not apply) and the relative humidity (%); nil outside the limits above.
    package static func temperature(
        airTemperature tdb: Double, radiantTemperature tr: Double, windSpeed v: Double, humidity rh: Double
    ) -> Double? {
        let pa = saturationVapourPressure(tdb) * rh / 100 / 10
        guard airTemperatureRange.contains(tdb), radiantDifferenceRange.contains(tr - tdb),
            windSpeedRange.contains(v), humidityRange.contains(rh), vapourPressureRange.contains(pa)
        else { return nil }
        let value = tdb + offset(tdb: tdb, v: v, delta: tr - tdb, pa: pa)
        return value.isFinite ? value : nil
    }

    /// UTCI rounded to 0.1 °C and its category (categorised after the rounding, as [PTC] does); nil outside the limits.
    package static func reading(
        airTemperature: Double, radiantTemperature: Double, windSpeed: Double, humidity: Double
    ) -> Reading? {
        guard
            let value = temperature(
                airTemperature: airTemperature, radiantTemperature: radiantTemperature, windSpeed: windSpeed,
                humidity: humidity)
        else { return nil }
        let rounded = round(value)
        return Reading(temperature: rounded, category: UTCICategory(rounded))
    }

    /// numpy's `round(x, 1)`: scale, round half to even, scale back.
    package static func round(_ x: Double) -> Double { (x * 10).rounded(.toNearestOrEven) / 10 }

    /// Saturation vapour pressure over water, hPa: Hardy's (ITS-90) formulation, [PTC]'s `exponential(t_db)`. A
    /// Magnus formula instead moves UTCI by 0.01–0.04 °C.
    package static func saturationVapourPressure(_ t: Double) -> Double {
        let g = [
            -2836.5744, -6028.076559, 19.54263612, -0.02737830188, 0.000016261698, 7.0229056e-10, -1.8680009e-13,
        ]
        let tk = t + 273.15
        var es = 2.7150305 * log(tk)
        for (count, gi) in g.enumerated() {
            es += gi * pow(tk, Double(count - 2))
        }
        return exp(es) * 0.01
    }
}
