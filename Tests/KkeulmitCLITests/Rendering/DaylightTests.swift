import KkeulmitCore
import Testing

@testable import KkeulmitCLI

/// The chart's night hours: the sun below −0.833° at the slot's hour, at the place.
@Suite("Daylight")
struct DaylightTests {
    /// Seoul (37.5665, 126.978): sunrise and sunset as KASI's almanac gives them, around the solstices, an equinox
    /// and the demo's day.
    @Test(
        "Seoul's night hours across the year",
        arguments: [
            // 2026-12-21: sunrise 07:43, sunset 17:17.
            (2026, 12, 21, 7, true), (2026, 12, 21, 8, false), (2026, 12, 21, 17, false), (2026, 12, 21, 18, true),
            // 2026-06-21: sunrise 05:11, sunset 19:57.
            (2026, 6, 21, 5, true), (2026, 6, 21, 6, false), (2026, 6, 21, 19, false), (2026, 6, 21, 20, true),
            // 2026-03-20: sunrise 06:37, sunset 18:44.
            (2026, 3, 20, 6, true), (2026, 3, 20, 7, false), (2026, 3, 20, 18, false), (2026, 3, 20, 19, true),
            // 2026-11-30 (the demo's day): sunrise 07:27, sunset 17:15.
            (2026, 11, 30, 7, true), (2026, 11, 30, 8, false), (2026, 11, 30, 17, false), (2026, 11, 30, 0, true),
            (2026, 11, 30, 12, false),
        ])
    func seoul(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ night: Bool) {
        let time = KSTDateTime(year: year, month: month, day: day, hour: hour)
        #expect(Daylight.isNight(time, latitude: 37.5665, longitude: 126.978) == night)
    }

    @Test("the sun's height at noon is 90° less the latitude, plus the declination")
    func noon() {
        // 12:30 KST is near solar noon in Seoul (126.98° E: 31 minutes after noon on the 135° meridian).
        let june = Daylight.sunElevation(
            KSTDateTime(year: 2026, month: 6, day: 21, hour: 12, minute: 30), latitude: 37.5665, longitude: 126.978)
        let december = Daylight.sunElevation(
            KSTDateTime(year: 2026, month: 12, day: 21, hour: 12, minute: 30), latitude: 37.5665, longitude: 126.978)
        #expect(abs(june - (90 - 37.5665 + 23.44)) < 0.3)
        #expect(abs(december - (90 - 37.5665 - 23.44)) < 0.3)
    }

    @Test("the east coast sees the sun before the west: 06 on an equinox morning is day in 울릉도, night in 백령도")
    func eastAndWest() {
        let time = KSTDateTime(year: 2026, month: 3, day: 22, hour: 6, minute: 30)
        #expect(!Daylight.isNight(time, latitude: 37.48, longitude: 130.9))
        #expect(Daylight.isNight(time, latitude: 37.97, longitude: 124.7))
    }

    @Test("a report without coordinates uses its grid cell's centre")
    func gridCell() {
        let cell = GridCell(nx: 60, ny: 127)!
        let place = ResolvedLocation(cell: cell).coordinate
        #expect(abs(place.latitude - 37.58) < 0.05 && abs(place.longitude - 126.98) < 0.05)
        #expect(ResolvedLocation(cell: cell, latitude: 35, longitude: 129).coordinate == (35, 129))
    }
}
