import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

/// NOAA/Meeus solar position (`reference/heat-stress.md` §2.2) against Meeus's worked example and the §6 vectors.
@Suite("Heat: solar position (NOAA/Meeus)")
struct SolarPositionTests {
    /// Meeus example 25.a, 1992-10-13 0h TD (JD 2448908.5): δ −7.78507°, λ 199.90895° (the method gives 199.90894,
    /// as the reference's script prints); example 28.b's equation of time 13 m 42.6 s (13.711 min with this series).
    @Test("Meeus 25.a: declination −7.78507°, longitude 199.90894°, equation of time 13.711 min")
    func meeusExample() {
        let sun = SolarPosition.sunCoordinates(julianDay: 2_448_908.5)
        #expect(abs(sun.declination - -7.78507) < 0.000_01)
        #expect(abs(sun.longitude - 199.90894) < 0.000_01)
        #expect(abs(sun.equationOfTime - 13.711) < 0.001)
        #expect(abs(sun.equationOfTime - (13 + 42.6 / 60)) < 0.01)
    }

    @Test("Julian day: 1992-10-13 00:00 UTC (09:00 KST) is JD 2448908.5; the Unix epoch JD 2440587.5")
    func julianDay() {
        let instant = KSTDateTime(year: 1992, month: 10, day: 13, hour: 9).instant
        #expect(SolarPosition.julianDay(instant) == 2_448_908.5)
        #expect(SolarPosition.julianDay(Date(timeIntervalSince1970: 0)) == 2_440_587.5)
    }

    /// Tolerance ±0.05° for altitude and azimuth (§6); the azimuth only with the sun more than 1° up.
    @Test("§6 vectors: altitude and azimuth within 0.05°", arguments: HeatVector.all)
    func vectors(_ v: HeatVector) {
        let sun = SolarPosition(instant: v.time.instant, latitude: v.latitude, longitude: v.longitude)
        #expect(abs(sun.altitude - v.sun.altitude) <= 0.05)
        if v.sun.altitude > 1 {
            #expect(abs(sun.azimuth - v.sun.azimuth) <= 0.05)
        }
    }

    /// KST is UTC+9 with no daylight saving: the same KST wall time is the same instant whatever the host's zone,
    /// and 12:00 KST in Seoul (126.98° E, 9° west of the zone's meridian) comes before solar noon.
    @Test("KST noon in Seoul is morning sun (azimuth east of south); the sun is highest about 12:30 KST")
    func seoulNoon() {
        func position(_ hour: Int, _ minute: Int) -> SolarPosition {
            SolarPosition(
                instant: KSTDateTime(year: 2025, month: 7, day: 20, hour: hour, minute: minute).instant,
                latitude: 37.57, longitude: 126.98)
        }
        #expect(position(12, 0).azimuth < 180)
        #expect(position(13, 0).azimuth > 180)
        #expect(position(12, 35).altitude > position(12, 0).altitude)
        #expect(position(12, 35).altitude > position(13, 10).altitude)
    }
}
