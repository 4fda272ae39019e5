import Foundation
import KkeulmitCore
import Testing

@testable import KkeulmitCLI

@Suite("ComparisonBuilder")
struct ComparisonBuilderTests {
    static let cell = GridCell(nx: 60, ny: 127)!
    /// An evening check on 30 November: tomorrow is 1 December, 07–21 h.
    static let now = KSTDateTime(year: 2026, month: 11, day: 30, hour: 19, minute: 30)
    static let window = TomorrowWindow(now: now.instant)!

    /// An issue at `baseHour` on 30 November whose slots run over `hours` (offsets from 30 Nov 00:00) with
    /// temperature `value(offset)`.
    static func issue(baseHour: Int, hours: Range<Int>, value: (Int) -> Double) -> ForecastTimeline {
        let midnight = KSTDateTime(year: 2026, month: 11, day: 30, hour: 0)
        let slots = hours.map { offset -> HourlyForecast in
            var slot = HourlyForecast(time: midnight.adding(hours: offset))
            slot.temperature = value(offset)
            return slot
        }
        return ForecastTimeline(
            base: ForecastBase(date: midnight.date, hour: baseHour)!, cell: cell, slots: slots, daily: [])
    }

    @Test("takes each of the day before's hours from the newest issue that has it")
    func newestIssueWins() throws {
        // The 0500 issue says 10 °C all of 30 November; the 1700 issue, from 18 h, says 4 °C; tomorrow is 5 °C.
        let morning = Self.issue(baseHour: 5, hours: 6..<48) { $0 < 24 ? 10 : 5 }
        let evening = Self.issue(baseHour: 17, hours: 18..<60) { $0 < 24 ? 4 : 5 }
        let c = try #require(
            ComparisonBuilder.comparison(
                window: .init(Self.window), slots: evening.slots, issues: [morning, evening], publishedBy: Self.now))
        #expect(c.previousDate == KSTDate(year: 2026, month: 11, day: 30))
        #expect(c.hours == 14)
        #expect(c.previousMin == 4 && c.previousMax == 10)
        #expect(c.tomorrowMin == 5 && c.tomorrowMax == 5)
        // 11 hours at 10 and 3 at 4 → mean change (11 × −5 + 3 × 1) / 14 = −3.71…
        #expect(c.meanChange == -3.7)
        #expect(c.verdict == .colder)
    }

    @Test("without the day before's hours there is no comparison")
    func missingHours() {
        let evening = Self.issue(baseHour: 17, hours: 18..<60) { _ in 5 }
        #expect(
            ComparisonBuilder.comparison(
                window: .init(Self.window), slots: evening.slots, issues: [evening], publishedBy: Self.now) == nil)
    }

    @Test("issues based after the run's time are not read (a replay must not see the future)")
    func futureIssuesIgnored() {
        let evening = Self.issue(baseHour: 17, hours: 18..<60) { _ in 5 }
        let later = Self.issue(baseHour: 20, hours: 0..<24) { _ in 1 }
        #expect(
            ComparisonBuilder.comparison(
                window: .init(Self.window), slots: evening.slots, issues: [evening, later], publishedBy: Self.now)
                == nil)
        let atNight = KSTDateTime(year: 2026, month: 11, day: 30, hour: 20, minute: 15)
        #expect(
            ComparisonBuilder.comparison(
                window: .init(Self.window), slots: evening.slots, issues: [evening, later], publishedBy: atNight) != nil
        )
    }
}
