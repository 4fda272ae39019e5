import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("TimeOfDay")
struct ScheduleTimeOfDayTests {
    @Test(
        "parses HH:mm and a one-digit hour",
        arguments: [
            ("07:30", 7, 30), ("7:30", 7, 30), ("00:00", 0, 0), ("23:59", 23, 59), ("12:05", 12, 5),
        ])
    func parses(_ text: String, _ hour: Int, _ minute: Int) {
        let t = TimeOfDay(parsing: text)
        #expect(t?.hour == hour)
        #expect(t?.minute == minute)
    }

    @Test(
        "refuses anything else",
        arguments: [
            "7:3", "24:00", "23:60", "0730", "07:30:00", "", ":", "07:", "-1:30", "+7:30", "７:30", "07-30", "007:30",
        ])
    func refuses(_ text: String) {
        #expect(TimeOfDay(parsing: text) == nil)
    }

    @Test("prints HH:mm")
    func prints() {
        #expect(TimeOfDay(hour: 7, minute: 5)?.description == "07:05")
    }

    @Test(
        "counts every hourly slot a span touches, past midnight meaning the next day",
        arguments: [
            ("07:00", "21:00", 14),
            ("07:30", "09:00", 2),
            ("07:30", "09:15", 3),
            ("07:30", "08:00", 1),
            ("07:00", "07:01", 1),
            ("22:00", "02:00", 4),
            ("22:30", "00:00", 2),
            ("08:00", "07:00", 23),
            ("00:00", "23:59", 24),
        ])
    func slotCount(_ from: String, _ to: String, _ expected: Int) {
        let count = TimeOfDay.slotCount(from: TimeOfDay(parsing: from)!, to: TimeOfDay(parsing: to)!)
        #expect(count == expected)
    }

    @Test("an empty span has no slot count")
    func emptySpan() {
        #expect(TimeOfDay.slotCount(from: TimeOfDay(hour: 7)!, to: TimeOfDay(hour: 7)!) == nil)
    }
}
