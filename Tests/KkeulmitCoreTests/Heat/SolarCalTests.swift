import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

/// SolarCal (ASHRAE 55 Appendix C, `reference/heat-stress.md` §2.6) against [PTC] pythermalcomfort 4.8.0
/// `solar_gain` and the §6 vectors.
@Suite("Heat: SolarCal ERF and ΔMRT")
struct SolarCalTests {
    /// [PTC]'s built-in diffuse, `I_diff = 0.2·I_dir`, as `_solar_gain_scalar` codes it (its 0.0174532925 included).
    static func builtInDiffuse(altitude: Double, direct: Double, sharp: Double) -> Double {
        let fp = SolarCal.projectedAreaFactor(altitude: altitude, sharp: sharp)!
        let diffuse = 0.2 * direct
        let eDiff = 0.725 * 0.5 * diffuse
        let eDirect = 0.725 * fp * direct
        let eReflected = 0.725 * 0.5 * (direct * sin(altitude * 0.0174532925) + diffuse) * 0.25
        return (eDiff + eDirect + eReflected) * 0.7 / 0.95
    }

    /// The reference's script check: `solar_gain(…, f_svv=1, floor_reflectance=0.25, standing)` at (30°, 600 W/m²)
    /// and (72°, 820 W/m²) gives 146.640789 and 164.480906 W/m²; the explicit-diffuse form at DHI = 0.2·DNI equals it.
    @Test(
        "Explicit diffuse at DHI = 0.2·DNI equals solar_gain's built-in form (Appendix A check)",
        arguments: [(30.0, 600.0, 146.640789), (72, 820, 164.480906)])
    func appendixCheck(altitude: Double, direct: Double, erf: Double) throws {
        let gain = try #require(SolarCal.gain(altitude: altitude, direct: direct, diffuse: 0.2 * direct))
        #expect(abs(gain.effectiveRadiantField - erf) < 1e-6)
        #expect(abs(gain.deltaMeanRadiantTemperature - erf / (6 * 0.725)) < 1e-6)
    }

    /// `solar_gain(sol_altitude, sharp, 700 W/m², f_svv 1, f_bes 1, a_sw 0.7, standing, floor 0.25)` over grid lines
    /// and cells of Fanger's table (computed with [PTC] 4.8.0, unrounded): the bilinear interpolation agrees.
    @Test(
        "Built-in-diffuse equality and f_p interpolation against solar_gain at 700 W/m²",
        arguments: [
            (5.0, 0.0, 181.69895757576523), (5, 135, 164.49737862839683), (5, 97, 138.91937862839686),
            (15, 45, 174.7651928513183), (15, 180, 188.6012454828972), (22.5, 97, 149.39275735093287),
            (30, 135, 171.08092102841186), (45, 0, 176.27443207777398), (45, 97, 147.10653734093188),
            (71.11, 135, 141.35674275023865), (71.11, 97, 135.97801676193455), (89.9, 45, 124.25516038451758),
            (90, 135, 124.15052631578948),
        ])
    func solarGainGrid(altitude: Double, sharp: Double, erf: Double) throws {
        let exposure = SolarCal.Exposure(sharp: sharp)
        let gain = try #require(SolarCal.gain(altitude: altitude, direct: 700, diffuse: 140, exposure: exposure))
        #expect(abs(gain.effectiveRadiantField - erf) < 1e-6)
        #expect(abs(Self.builtInDiffuse(altitude: altitude, direct: 700, sharp: sharp) - erf) < 1e-6)
    }

    /// §2.6's f_p(135°) column: 0.304, 0.270, 0.220, 0.174, 0.121 at 15°, 30°, 45°, 60°, 75°.
    @Test(
        "f_p at SHARP 135° on the table's altitudes",
        arguments: [(15.0, 0.304), (30, 0.270), (45, 0.220), (60, 0.174), (75, 0.121), (90, 0.082)])
    func projectedArea(altitude: Double, fp: Double) {
        #expect(abs(SolarCal.projectedAreaFactor(altitude: altitude, sharp: 135)! - fp) < 1e-12)
    }

    @Test("f_p is nil outside Fanger's table (altitude 0–90°, SHARP 0–180°), as solar_gain's NaN")
    func outsideTable() {
        #expect(SolarCal.projectedAreaFactor(altitude: 90.5, sharp: 135) == nil)
        #expect(SolarCal.projectedAreaFactor(altitude: 30, sharp: 181) == nil)
        #expect(SolarCal.projectedAreaFactor(altitude: 30, sharp: -1) == nil)
        #expect(SolarCal.gain(altitude: 30, direct: 700, diffuse: 100, exposure: .init(sharp: 200)) == nil)
    }

    @Test("The sun down adds nothing")
    func sunDown() {
        let gain = SolarCal.gain(altitude: -0.1, direct: 500, diffuse: 100)
        #expect(gain == SolarCal.Gain(effectiveRadiantField: 0, deltaMeanRadiantTemperature: 0))
    }

    /// ERF ±0.5 W/m², ΔMRT and tr ±0.1 K (§6), through the whole pipeline from the KMA slot.
    @Test("§6 vectors: ERF within 0.5 W/m², ΔMRT and tr within 0.1 K", arguments: HeatVector.all)
    func vectors(_ v: HeatVector) {
        let hour = v.hour
        #expect(abs(hour.gain.effectiveRadiantField - v.erf) <= 0.5)
        #expect(abs(hour.deltaMeanRadiantTemperature - v.dmrt) <= 0.1)
        #expect(abs(hour.meanRadiantTemperature - v.tr) <= 0.1)
    }

    /// §2.7's presets on V1: street (f_svv 0.5) 25.1 K, shade (f_bes 0) 21.6 K, parasol (both) 10.8 K.
    @Test(
        "§2.7 presets on V1: street, shade, parasol",
        arguments: [(0.5, 1.0, 25.1), (1, 0, 21.6), (0.5, 0, 10.8)])
    func presets(skyView: Double, sunlit: Double, dmrt: Double) throws {
        let v1 = try #require(HeatVector.all.first { $0.id == "V1" })
        let hour = HeatHour(
            instant: v1.time.instant, latitude: v1.latitude, longitude: v1.longitude, temperature: v1.tmp,
            humidity: v1.reh, windSpeed: v1.wsd, sky: v1.heatSky, precipitating: false,
            exposure: SolarCal.Exposure(skyViewFraction: skyView, sunlitFraction: sunlit))
        #expect(abs(hour.deltaMeanRadiantTemperature - dmrt) <= 0.1)
    }
}
