import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("KSTDate")
struct KSTDateTests {
    @Test(
        "KMA's YYYYMMDD parses to the civil date",
        arguments: [
            ("20261130", 2026, 11, 30), ("20270101", 2027, 1, 1), ("20280229", 2028, 2, 29), ("20000229", 2000, 2, 29),
            ("19991231", 1999, 12, 31), ("20260430", 2026, 4, 30),
        ])
    func parses(text: String, year: Int, month: Int, day: Int) {
        #expect(KSTDate(kmaString: text) == KSTDate(year: year, month: month, day: day))
    }

    @Test(
        "impossible or malformed dates are rejected",
        arguments: [
            "20261331",  // month 13
            "20260001",  // month 0
            "20261100",  // day 0
            "20260230",  // 30 February
            "20260229",  // 2026 is not a leap year
            "21000229",  // nor is 2100
            "20260431",  // April has 30 days
            "2026113",  // seven digits
            "202611300",  // nine digits
            "2026-11-30",
            "",
            "2026113a",
            " 2026113",
            "+2026113",
            "２０２６１１３０",  // full-width digits
        ])
    func rejects(_ text: String) {
        #expect(KSTDate(kmaString: text) == nil)
    }

    @Test("kmaString and description spell the date with zero padding")
    func spelling() {
        let date = KSTDate(year: 2026, month: 3, day: 1)
        #expect(date.kmaString == "20260301")
        #expect(date.description == "2026-03-01")
        #expect(KSTDate(year: 987, month: 1, day: 2).kmaString == "09870102")
    }

    @Test(
        "days since the epoch match the proleptic Gregorian calendar",
        arguments: [
            (1970, 1, 1, 0), (1900, 1, 1, -25567), (2000, 2, 29, 11016), (2026, 11, 30, 20787),
            (2100, 12, 31, 47846), (1600, 3, 1, -135080), (9999, 12, 31, 2_932_896),
        ])
    func daysSinceEpoch(year: Int, month: Int, day: Int, days: Int) {
        let date = KSTDate(year: year, month: month, day: day)
        #expect(date.daysSinceEpoch == days)
        #expect(KSTDate(daysSinceEpoch: days) == date)
    }

    @Test(
        "days since the epoch round-trip across four centuries either side",
        arguments: -200..<200)
    func roundTrip(yearOffset: Int) {
        // One year per case, every day of it: 146,000 days from 1770 to 2169.
        let year = 1970 + yearOffset
        var expected = KSTDate(year: year, month: 1, day: 1).daysSinceEpoch
        var wrong: [KSTDate] = []
        for month in 1...12 {
            for day in 1...KSTDate.daysInMonth(year: year, month: month) {
                let date = KSTDate(year: year, month: month, day: day)
                if date.daysSinceEpoch != expected || KSTDate(daysSinceEpoch: expected) != date { wrong.append(date) }
                expected += 1
            }
        }
        #expect(wrong.isEmpty, "\(wrong)")
        #expect(expected == KSTDate(year: year + 1, month: 1, day: 1).daysSinceEpoch)
    }

    @Test(
        "ISO weekday: 1 is Monday, 7 is Sunday, before and after the epoch",
        arguments: [
            (1970, 1, 1, 4), (1969, 12, 31, 3), (1969, 12, 28, 7), (1969, 12, 29, 1), (2026, 11, 30, 1),
            (2026, 11, 29, 7), (2000, 2, 29, 2), (2100, 12, 31, 5), (1600, 3, 1, 3),
        ])
    func isoWeekday(year: Int, month: Int, day: Int, weekday: Int) {
        #expect(KSTDate(year: year, month: month, day: day).isoWeekday == weekday)
    }

    @Test(
        "adding days crosses months, years and leap days",
        arguments: [
            (2026, 12, 31, 1, 2027, 1, 1), (2028, 2, 28, 1, 2028, 2, 29), (2028, 3, 1, -1, 2028, 2, 29),
            (2026, 3, 1, -1, 2026, 2, 28), (2026, 1, 1, 365, 2027, 1, 1),
        ])
    func addingDays(y: Int, m: Int, d: Int, days: Int, ey: Int, em: Int, ed: Int) {
        #expect(KSTDate(year: y, month: m, day: d).adding(days: days) == KSTDate(year: ey, month: em, day: ed))
    }

    @Test("days in month follow the Gregorian leap rules")
    func daysInMonth() {
        #expect(
            (1...12).map { KSTDate.daysInMonth(year: 2026, month: $0) } == [
                31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
            ])
        #expect(KSTDate.daysInMonth(year: 2028, month: 2) == 29)
        #expect(KSTDate.daysInMonth(year: 2000, month: 2) == 29)
        #expect(KSTDate.daysInMonth(year: 1900, month: 2) == 28)
    }

    @Test("dates order by day")
    func ordering() {
        #expect(KSTDate(year: 2026, month: 12, day: 31) < KSTDate(year: 2027, month: 1, day: 1))
        #expect(!(KSTDate(year: 2027, month: 1, day: 1) < KSTDate(year: 2026, month: 12, day: 31)))
    }
}
