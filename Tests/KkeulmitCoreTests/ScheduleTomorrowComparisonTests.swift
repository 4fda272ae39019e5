import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("TomorrowComparison")
struct ScheduleTomorrowComparisonTests {
    // 21:00 KST on 30 November: tomorrow is 1 December, 07:00–21:00.
    private static let window = TomorrowWindow(now: ISO8601.parse("2026-11-30T12:00:00Z")!)!

    private static func slots(_ date: KSTDate, _ temps: [Int: Double?]) -> [HourlyForecast] {
        temps.keys.sorted().map { hour in
            var slot = HourlyForecast(time: KSTDateTime(date: date, hour: hour))
            slot.temperature = temps[hour]!
            return slot
        }
    }

    private static let today = KSTDate(year: 2026, month: 11, day: 30)
    private static let tomorrow = KSTDate(year: 2026, month: 12, day: 1)

    private static func day(_ f: (Int) -> Double) -> [Int: Double?] {
        Dictionary(uniqueKeysWithValues: (7..<21).map { ($0, Optional(f($0))) })
    }

    @Test("compares the same hours of both days")
    func compares() throws {
        let c = try #require(
            TomorrowComparison(
                start: Self.window.start, hours: Self.window.hours,
                slots: Self.slots(Self.tomorrow, Self.day { Double($0) - 10 }),
                previousDay: Self.slots(Self.today, Self.day { Double($0) - 7 })))
        #expect(c.hours == 14)
        #expect(c.previousMin == 0)
        #expect(c.previousMax == 13)
        #expect(c.tomorrowMin == -3)
        #expect(c.tomorrowMax == 10)
        #expect(c.meanChange == -3)
        #expect(c.verdict() == .colder)
    }

    @Test(
        "the verdict follows the mean change and the threshold",
        arguments: [(2.0, TomorrowComparison.Verdict.warmer), (1.9, .similar), (-1.9, .similar), (-2.0, .colder)])
    func verdict(_ change: Double, _ expected: TomorrowComparison.Verdict) throws {
        let c = try #require(
            TomorrowComparison(
                start: Self.window.start, hours: Self.window.hours,
                slots: Self.slots(Self.tomorrow, Self.day { _ in 5 + change }),
                previousDay: Self.slots(Self.today, Self.day { _ in 5 })))
        #expect(c.verdict() == expected)
    }

    @Test("only hours known on both days count; slots outside the window are ignored")
    func partial() throws {
        var previous = Self.day { _ in 10 }
        for hour in 7..<12 { previous[hour] = nil }  // the morning was not cached
        previous[6] = -50  // outside the window
        var next = Self.day { _ in 12 }
        next[21] = 40  // outside the window
        next[15] = .some(nil)  // a slot without a temperature
        let c = try #require(
            TomorrowComparison(
                start: Self.window.start, hours: Self.window.hours, slots: Self.slots(Self.tomorrow, next),
                previousDay: Self.slots(Self.today, previous.compactMapValues { $0 }.mapValues { Optional($0) })))
        #expect(c.hours == 8)  // 12…20 minus 15
        #expect(c.previousMin == 10)
        #expect(c.tomorrowMax == 12)
        #expect(c.meanChange == 2)
    }

    @Test("fewer than half the window's hours matched: no comparison")
    func tooFew() {
        let previous = Dictionary(uniqueKeysWithValues: (7..<13).map { ($0, Optional(10.0)) })  // 6 of 14 hours
        #expect(
            TomorrowComparison(
                start: Self.window.start, hours: Self.window.hours,
                slots: Self.slots(Self.tomorrow, Self.day { _ in 12 }),
                previousDay: Self.slots(Self.today, previous)) == nil)
        #expect(
            TomorrowComparison(start: Self.window.start, hours: Self.window.hours, slots: [], previousDay: []) == nil)
    }

    @Test("the previous day's slots must be the same hours a day earlier, not any day")
    func sameHoursOnly() {
        let twoDaysBefore = Self.today.adding(days: -1)
        #expect(
            TomorrowComparison(
                start: Self.window.start, hours: Self.window.hours,
                slots: Self.slots(Self.tomorrow, Self.day { _ in 12 }),
                previousDay: Self.slots(twoDaysBefore, Self.day { _ in 10 })) == nil)
    }
}
