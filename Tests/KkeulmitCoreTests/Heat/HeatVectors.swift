import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

/// The reference's §6 test vectors V1–V16 (`reference/heat-stress.md`), both tables, as printed: computed with
/// [PTC] pythermalcomfort 4.8.0 by its Appendix A script. Nil where the table says nan.
struct HeatVector: CustomTestStringConvertible, Sendable {
    var id: String
    var name: String
    /// The KMA slot, KST.
    var time: KSTDateTime
    var latitude: Double
    var longitude: Double
    var tmp: Double
    var reh: Double
    var wsd: Double
    var sky: Int
    var pty: Int
    var clo: Double
    /// Altitude and azimuth, degrees.
    var sun: (altitude: Double, azimuth: Double)
    var oktas: Double
    var ghi: Double
    var dni: Double
    var dhi: Double
    var erf: Double
    var dmrt: Double
    var tr: Double
    var utci: Double?
    var category: UTCICategory?
    var sweat: Double?
    var water: Int?
    var tre: Double?
    var lossLimit: Double?
    var treLimit: Double?

    var testDescription: String { "\(id) \(name)" }

    /// KMA's SKY code as the heat model takes it.
    var heatSky: SkyCondition? { SkyCondition(rawValue: sky) }

    /// The hour through the pipeline, as a caller maps a KMA slot.
    var hour: HeatHour {
        HeatHour(
            instant: time.instant, latitude: latitude, longitude: longitude, temperature: tmp, humidity: reh,
            windSpeed: wsd, sky: heatSky, precipitating: pty != 0)
    }

    /// The PHS conditions of the reference's commuter, with the table's `tr`.
    var strain: HeatStrainConditions {
        .commuter(temperature: tmp, radiantTemperature: tr, windSpeed: wsd, humidity: reh, clo: clo)
    }

    init(
        _ id: String, _ name: String, _ time: KSTDateTime, _ latitude: Double, _ longitude: Double, tmp: Double,
        reh: Double, wsd: Double, sky: Int, pty: Int, clo: Double, sun: (Double, Double), oktas: Double, ghi: Double,
        dni: Double, dhi: Double, erf: Double, dmrt: Double, tr: Double, utci: Double?, category: UTCICategory?,
        sweat: Double?, water: Int?, tre: Double?, lossLimit: Double?, treLimit: Double?
    ) {
        (self.id, self.name, self.time, self.latitude, self.longitude) = (id, name, time, latitude, longitude)
        (self.tmp, self.reh, self.wsd, self.sky, self.pty, self.clo) = (tmp, reh, wsd, sky, pty, clo)
        (self.sun, self.oktas, self.ghi, self.dni, self.dhi) = (sun, oktas, ghi, dni, dhi)
        (self.erf, self.dmrt, self.tr, self.utci, self.category) = (erf, dmrt, tr, utci, category)
        (self.sweat, self.water, self.tre, self.lossLimit, self.treLimit) = (sweat, water, tre, lossLimit, treLimit)
    }

    static let all: [HeatVector] = [
        HeatVector(
            "V1", "clear noon, Seoul", KSTDateTime(year: 2025, month: 7, day: 20, hour: 12), 37.57, 126.98,
            tmp: 33, reh: 55, wsd: 2.0, sky: 1, pty: 0, clo: 0.36,
            sun: (71.11, 151.1), oktas: 2.0, ghi: 937, dni: 866, dhi: 118, erf: 156.4, dmrt: 35.94, tr: 68.94,
            utci: 42.4, category: .veryStrongHeatStress, sweat: 498, water: 500, tre: 37.52, lossLimit: 383,
            treLimit: 480),
        HeatVector(
            "V2", "clear afternoon, Seoul", KSTDateTime(year: 2025, month: 7, day: 20, hour: 15), 37.57, 126.98,
            tmp: 34, reh: 50, wsd: 2.0, sky: 1, pty: 0, clo: 0.36,
            sun: (55.03, 251.0), oktas: 2.0, ghi: 800, dni: 837, dhi: 114, erf: 168.4, dmrt: 38.72, tr: 72.72,
            utci: 43.9, category: .veryStrongHeatStress, sweat: 552, water: 600, tre: 37.57, lossLimit: 348,
            treLimit: 480),
        HeatVector(
            "V3", "cloudy (구름많음) noon", KSTDateTime(year: 2025, month: 7, day: 20, hour: 12), 37.57, 126.98,
            tmp: 31, reh: 65, wsd: 2.5, sky: 3, pty: 0, clo: 0.36,
            sun: (71.11, 151.1), oktas: 5.6, ghi: 733, dni: 410, dhi: 345, erf: 170.6, dmrt: 39.21, tr: 70.21,
            utci: 40.9, category: .veryStrongHeatStress, sweat: 451, water: 500, tre: 37.47, lossLimit: 422,
            treLimit: 480),
        HeatVector(
            "V4", "overcast rain (흐림, 비)", KSTDateTime(year: 2025, month: 7, day: 15, hour: 15), 37.57, 126.98,
            tmp: 26, reh: 90, wsd: 3.0, sky: 4, pty: 1, clo: 0.57,
            sun: (55.47, 252.3), oktas: 8.0, ghi: 203, dni: 4, dhi: 199, erf: 67.1, dmrt: 15.43, tr: 41.43,
            utci: 30.4, category: .moderateHeatStress, sweat: 152, water: 200, tre: 37.24, lossLimit: 480, treLimit: 480
        ),
        HeatVector(
            "V5", "early morning", KSTDateTime(year: 2025, month: 7, day: 21, hour: 6), 37.57, 126.98,
            tmp: 26, reh: 85, wsd: 1.0, sky: 1, pty: 0, clo: 0.57,
            sun: (5.12, 68.0), oktas: 2.0, ghi: 24, dni: 106, dhi: 14, erf: 22.6, dmrt: 5.20, tr: 31.20,
            utci: 29.8, category: .moderateHeatStress, sweat: 145, water: 150, tre: 37.25, lossLimit: 480, treLimit: 480
        ),
        HeatVector(
            "V6", "low evening sun", KSTDateTime(year: 2025, month: 7, day: 20, hour: 18), 37.57, 126.98,
            tmp: 31, reh: 60, wsd: 1.5, sky: 1, pty: 0, clo: 0.36,
            sun: (19.78, 281.2), oktas: 2.0, ghi: 277, dni: 585, dhi: 79, erf: 131.3, dmrt: 30.18, tr: 61.18,
            utci: 39.4, category: .veryStrongHeatStress, sweat: 415, water: 450, tre: 37.44, lossLimit: 455,
            treLimit: 480),
        HeatVector(
            "V7", "night (열대야)", KSTDateTime(year: 2025, month: 7, day: 21, hour: 22), 37.57, 126.98,
            tmp: 28, reh: 75, wsd: 1.5, sky: 1, pty: 0, clo: 0.36,
            sun: (-21.11, 320.1), oktas: 2.0, ghi: 0, dni: 0, dhi: 0, erf: 0.0, dmrt: 0.00, tr: 28.00,
            utci: 29.7, category: .moderateHeatStress, sweat: 135, water: 150, tre: 37.26, lossLimit: 480, treLimit: 480
        ),
        HeatVector(
            "V8", "windy hot day", KSTDateTime(year: 2025, month: 8, day: 5, hour: 14), 37.57, 126.98,
            tmp: 34, reh: 45, wsd: 4.0, sky: 1, pty: 0, clo: 0.36,
            sun: (62.59, 226.6), oktas: 2.0, ghi: 885, dni: 877, dhi: 107, erf: 164.9, dmrt: 37.91, tr: 71.91,
            utci: 41.4, category: .veryStrongHeatStress, sweat: 502, water: 550, tre: 37.59, lossLimit: 382,
            treLimit: 480),
        HeatVector(
            "V9", "humid 30 °C, Busan", KSTDateTime(year: 2025, month: 8, day: 10, hour: 13), 35.18, 129.08,
            tmp: 30, reh: 85, wsd: 1.5, sky: 3, pty: 0, clo: 0.36,
            sun: (69.13, 201.3), oktas: 5.6, ghi: 733, dni: 423, dhi: 338, erf: 171.2, dmrt: 39.35, tr: 69.35,
            utci: 42.8, category: .veryStrongHeatStress, sweat: 494, water: 500, tre: 37.41, lossLimit: 384,
            treLimit: 480),
        HeatVector(
            "V10", "dry 35 °C, Daegu", KSTDateTime(year: 2025, month: 8, day: 1, hour: 14), 35.87, 128.6,
            tmp: 35, reh: 35, wsd: 2.0, sky: 1, pty: 0, clo: 0.36,
            sun: (63.55, 233.2), oktas: 2.0, ghi: 894, dni: 878, dhi: 107, erf: 164.1, dmrt: 37.72, tr: 72.72,
            utci: 43.8, category: .veryStrongHeatStress, sweat: 566, water: 600, tre: 37.62, lossLimit: 340,
            treLimit: 480),
        HeatVector(
            "V11", "mild spring noon", KSTDateTime(year: 2025, month: 4, day: 20, hour: 12), 37.57, 126.98,
            tmp: 20, reh: 45, wsd: 3.0, sky: 1, pty: 0, clo: 0.61,
            sun: (63.09, 163.0), oktas: 2.0, ghi: 912, dni: 922, dhi: 89, erf: 165.1, dmrt: 37.95, tr: 57.95,
            utci: 27.3, category: .moderateHeatStress, sweat: 142, water: 150, tre: 37.19, lossLimit: 480, treLimit: 480
        ),
        HeatVector(
            "V12", "PHS limit: wind", KSTDateTime(year: 2025, month: 8, day: 5, hour: 14), 37.57, 126.98,
            tmp: 33, reh: 50, wsd: 7.0, sky: 1, pty: 0, clo: 0.36,
            sun: (62.59, 226.6), oktas: 2.0, ghi: 885, dni: 877, dhi: 107, erf: 164.9, dmrt: 37.91, tr: 70.91,
            utci: 39.0, category: .veryStrongHeatStress, sweat: nil, water: nil, tre: nil, lossLimit: nil, treLimit: nil
        ),
        HeatVector(
            "V13", "PHS limit: clo", KSTDateTime(year: 2025, month: 4, day: 20, hour: 8), 37.57, 126.98,
            tmp: 16, reh: 60, wsd: 2.0, sky: 1, pty: 0, clo: 1.2,
            sun: (24.56, 94.3), oktas: 2.0, ghi: 375, dni: 732, dhi: 71, erf: 154.4, dmrt: 35.49, tr: 51.49,
            utci: 25.3, category: .noThermalStress, sweat: nil, water: nil, tre: nil, lossLimit: nil, treLimit: nil),
        HeatVector(
            "V14", "PHS limit: air temp", KSTDateTime(year: 2025, month: 3, day: 15, hour: 9), 37.57, 126.98,
            tmp: 12, reh: 50, wsd: 2.0, sky: 3, pty: 0, clo: 0.96,
            sun: (25.39, 114.6), oktas: 5.6, ghi: 320, dni: 319, dhi: 183, erf: 118.1, dmrt: 27.16, tr: 39.16,
            utci: 18.7, category: .noThermalStress, sweat: nil, water: nil, tre: nil, lossLimit: nil, treLimit: nil),
        HeatVector(
            "V15", "limits: humidity, calm", KSTDateTime(year: 2025, month: 7, day: 25, hour: 13), 37.57, 126.98,
            tmp: 33, reh: 95, wsd: 0.3, sky: 4, pty: 0, clo: 0.36,
            sun: (71.44, 196.0), oktas: 7.6, ghi: 350, dni: 14, dhi: 336, erf: 114.2, dmrt: 26.26, tr: 59.26,
            utci: 49.1, category: .extremeHeatStress, sweat: nil, water: nil, tre: nil, lossLimit: nil, treLimit: nil),
        HeatVector(
            "V16", "limits: typhoon wind", KSTDateTime(year: 2025, month: 8, day: 20, hour: 15), 35.18, 129.08,
            tmp: 28, reh: 95, wsd: 18.0, sky: 4, pty: 1, clo: 0.57,
            sun: (48.62, 246.1), oktas: 8.0, ghi: 185, dni: 4, dhi: 182, erf: 61.3, dmrt: 14.09, tr: 42.09,
            utci: nil, category: nil, sweat: nil, water: nil, tre: nil, lossLimit: nil, treLimit: nil),
    ]
}
