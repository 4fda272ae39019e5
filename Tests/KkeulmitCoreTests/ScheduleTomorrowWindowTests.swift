import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

/// Instants in UTC, expectations in KST.
@Suite("TomorrowWindow")
struct ScheduleTomorrowWindowTests {
    private static func utc(_ text: String) -> Date { ISO8601.parse(text + "Z")! }

    @Test(
        "tomorrow is the KST day after today, except before 04:00 when it is the day just begun",
        arguments: [
            ("2026-11-30T12:00:00", KSTDate(year: 2026, month: 12, day: 1)),  // 21:00 KST Mon 30 Nov
            ("2026-11-29T23:00:00", KSTDate(year: 2026, month: 12, day: 1)),  // 08:00 KST 30 Nov (UTC still the 29th)
            ("2026-11-30T14:59:00", KSTDate(year: 2026, month: 12, day: 1)),  // 23:59 KST 30 Nov
            ("2026-11-30T15:30:00", KSTDate(year: 2026, month: 12, day: 1)),  // 00:30 KST 1 Dec: still "tomorrow" 1 Dec
            ("2026-11-30T18:59:00", KSTDate(year: 2026, month: 12, day: 1)),  // 03:59 KST 1 Dec
            ("2026-11-30T19:00:00", KSTDate(year: 2026, month: 12, day: 2)),  // 04:00 KST 1 Dec
            ("2026-12-31T13:00:00", KSTDate(year: 2027, month: 1, day: 1)),  // 22:00 KST 31 Dec
            ("2028-02-28T12:00:00", KSTDate(year: 2028, month: 2, day: 29)),  // leap year
        ])
    func date(_ now: String, _ expected: KSTDate) {
        let w = TomorrowWindow(now: Self.utc(now))!
        #expect(w.date == expected)
        #expect(w.start == KSTDateTime(date: expected, hour: 7))
        #expect(w.hours == 14)
        #expect(w.end == KSTDateTime(date: expected, hour: 21))
    }

    @Test("the rollover hour is configurable: 0 makes tomorrow strictly the next calendar day")
    func rollover() {
        let w = TomorrowWindow(now: Self.utc("2026-11-30T15:30:00"), rolloverHour: 0)!
        #expect(w.date == KSTDate(year: 2026, month: 12, day: 2))
    }

    @Test(
        "a configured daytime sets the start slot and the hours",
        arguments: [
            ("06:30", "23:00", 6, 17),
            ("08:00", "18:00", 8, 10),
            ("20:00", "02:00", 20, 6),
        ])
    func configured(_ from: String, _ until: String, _ startHour: Int, _ hours: Int) {
        let w = TomorrowWindow(
            now: Self.utc("2026-11-30T12:00:00"), from: TimeOfDay(parsing: from)!, until: TimeOfDay(parsing: until)!)!
        #expect(w.start == KSTDateTime(year: 2026, month: 12, day: 1, hour: startHour))
        #expect(w.hours == hours)
    }

    @Test("an empty daytime or an impossible rollover hour is refused")
    func refused() {
        let now = Self.utc("2026-11-30T12:00:00")
        #expect(TomorrowWindow(now: now, from: TimeOfDay(hour: 7)!, until: TimeOfDay(hour: 7)!) == nil)
        #expect(TomorrowWindow(now: now, rolloverHour: 24) == nil)
        #expect(TomorrowWindow(now: now, rolloverHour: -1) == nil)
    }
}
