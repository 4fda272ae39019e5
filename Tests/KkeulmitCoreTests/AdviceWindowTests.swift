import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("Advice window")
struct AdviceWindowTests {
    let start = KSTDateTime(year: 2026, month: 11, day: 30, hour: 7)

    @Test("accepts 1 to 48 hours and ends start + hours later", arguments: [1, 12, 48])
    func validHours(hours: Int) throws {
        let window = try AdviceWindow(start: start, hours: hours)
        #expect(window.end == start.adding(hours: hours))
    }

    @Test("rejects hour counts outside 1–48", arguments: [0, -1, 49, 100])
    func invalidHours(hours: Int) {
        #expect(throws: AdviceWindowError.hoursOutOfRange(hours)) { try AdviceWindow(start: start, hours: hours) }
    }

    @Test("rejects a start that is not on the hour")
    func notOnTheHour() {
        let late = start.adding(minutes: 30)
        #expect(throws: AdviceWindowError.startNotOnTheHour(late)) { try AdviceWindow(start: late, hours: 3) }
    }

    @Test("a window crossing midnight ends on the next day")
    func acrossMidnight() throws {
        let window = try AdviceWindow(start: KSTDateTime(year: 2026, month: 12, day: 31, hour: 20), hours: 6)
        #expect(window.end == KSTDateTime(year: 2027, month: 1, day: 1, hour: 2))
    }

    @Test("errors say what was wrong in one line")
    func errorText() {
        #expect(AdviceWindowError.hoursOutOfRange(49).description == "the window must span 1–48 hours (got 49)")
        let text = AdviceWindowError.startsBeforeForecast(start: start, firstSlot: start.adding(hours: 2)).description
        #expect(text.contains("2026-11-30T07:00:00+09:00") && text.contains("2026-11-30T09:00:00+09:00"))
    }
}
