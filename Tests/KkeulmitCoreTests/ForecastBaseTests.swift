import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("ForecastBase")
struct ForecastBaseTests {
    /// A KST wall-clock time and the base published by then (`yyyyMMdd HHmm`).
    struct Case: Sendable, CustomTestStringConvertible {
        var now: KSTDateTime
        var base: String
        var testDescription: String { "\(now.date) \(now.clock) → \(base)" }
        init(_ y: Int, _ mo: Int, _ d: Int, _ h: Int, _ mi: Int, _ base: String) {
            now = KSTDateTime(year: y, month: mo, day: d, hour: h, minute: mi)
            self.base = base
        }
    }

    static let cases: [Case] = [
        // Between midnight and 02:10 the latest issue is yesterday's 2300.
        Case(2026, 11, 30, 0, 0, "20261129 2300"),
        Case(2026, 11, 30, 0, 9, "20261129 2300"),
        Case(2026, 11, 30, 0, 10, "20261129 2300"),
        Case(2026, 11, 30, 1, 0, "20261129 2300"),
        Case(2026, 11, 30, 2, 0, "20261129 2300"),
        Case(2026, 11, 30, 2, 9, "20261129 2300"),
        Case(2026, 11, 30, 2, 10, "20261130 0200"),
        // Every boundary: one minute before publication, at publication.
        Case(2026, 11, 30, 5, 9, "20261130 0200"),
        Case(2026, 11, 30, 5, 10, "20261130 0500"),
        Case(2026, 11, 30, 8, 9, "20261130 0500"),
        Case(2026, 11, 30, 8, 10, "20261130 0800"),
        Case(2026, 11, 30, 11, 9, "20261130 0800"),
        Case(2026, 11, 30, 11, 10, "20261130 1100"),
        Case(2026, 11, 30, 14, 9, "20261130 1100"),
        Case(2026, 11, 30, 14, 10, "20261130 1400"),
        Case(2026, 11, 30, 17, 9, "20261130 1400"),
        Case(2026, 11, 30, 17, 10, "20261130 1700"),
        Case(2026, 11, 30, 20, 9, "20261130 1700"),
        Case(2026, 11, 30, 20, 10, "20261130 2000"),
        Case(2026, 11, 30, 23, 9, "20261130 2000"),
        Case(2026, 11, 30, 23, 10, "20261130 2300"),
        Case(2026, 11, 30, 23, 59, "20261130 2300"),
        // Between issues.
        Case(2026, 11, 30, 7, 30, "20261130 0500"),
        Case(2026, 11, 30, 12, 0, "20261130 1100"),
        // Month and year rollover, leap years.
        Case(2027, 1, 1, 1, 0, "20261231 2300"),
        Case(2026, 3, 1, 0, 30, "20260228 2300"),
        Case(2028, 3, 1, 0, 5, "20280229 2300"),
        Case(2028, 3, 1, 2, 10, "20280301 0200"),
        Case(2026, 12, 1, 2, 9, "20261130 2300"),
    ]

    @Test("the latest base is the last one published by now (base + 10 min)", arguments: cases)
    func latest(_ c: Case) {
        #expect(ForecastBase.latest(publishedBy: c.now).description == c.base)
    }

    /// The same instants as a UTC cron host sees them: seconds since 1970 (computed independently), never a zone.
    @Test(
        "a UTC instant chooses the KST base, whatever the host zone",
        arguments: [
            (1_795_968_300.0, "20261129 2300"),  // 2026-11-29T16:05Z = 01:05 KST
            (1_795_972_200, "20261130 0200"),  // 2026-11-29T17:10Z = 02:10 KST
            (1_795_972_199, "20261129 2300"),  // one second earlier
            (1_795_991_400, "20261130 0500"),  // 2026-11-29T22:30Z = 07:30 KST
            (1_798_732_800, "20261231 2300"),  // 2026-12-31T16:00Z = 2027-01-01 01:00 KST
            (1_772_292_600, "20260228 2300"),  // 2026-02-28T15:30Z = 2026-03-01 00:30 KST
            (1_835_449_500, "20280229 2300"),  // 2028-02-29T15:05Z = 2028-03-01 00:05 KST
        ])
    func fromInstant(epochSeconds: Double, base: String) {
        let now = KSTDateTime(Date(timeIntervalSince1970: epochSeconds))
        #expect(ForecastBase.latest(publishedBy: now).description == base)
    }

    @Test("every minute of a day maps to a base at most 3 h 10 min old and already published")
    func wholeDay() {
        let day = KSTDate(year: 2026, month: 11, day: 30)
        var wrong: [String] = []
        for minute in 0..<(24 * 60) {
            let now = KSTDateTime(date: day, hour: minute / 60, minute: minute % 60)
            let base = ForecastBase.latest(publishedBy: now)
            let age = now.minutesSinceEpoch - base.time.minutesSinceEpoch
            if !(10..<190).contains(age) || base.product.schedule.callableAt(base.time) > now
                || base.next.product.schedule.callableAt(base.next.time) <= now
            {
                wrong.append(now.clock)
            }
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }

    @Test(
        "previous and next step three hours, across midnight and year ends",
        arguments: [
            ("20261130", 2, "20261129 2300", "20261130 0500"), ("20261130", 23, "20261130 2000", "20261201 0200"),
            ("20270101", 2, "20261231 2300", "20270101 0500"), ("20261231", 23, "20261231 2000", "20270101 0200"),
            ("20280301", 2, "20280229 2300", "20280301 0500"),
        ])
    func stepping(date: String, hour: Int, previous: String, next: String) throws {
        let day = try #require(KSTDate(kmaString: date))
        let base = try #require(ForecastBase(date: day, hour: hour))
        #expect(base.previous.description == previous)
        #expect(base.next.description == next)
        #expect(base.previous.next == base)
        #expect(base.next.previous == base)
    }

    @Test("only the eight issue hours on the hour are bases", arguments: 0..<24)
    func validHours(hour: Int) {
        let date = KSTDate(year: 2026, month: 11, day: 30)
        #expect((ForecastBase(date: date, hour: hour) != nil) == [2, 5, 8, 11, 14, 17, 20, 23].contains(hour))
        #expect(ForecastBase(KSTDateTime(date: date, hour: hour, minute: 30)) == nil)
    }

    @Test("base_date, base_time and publication time")
    func fields() throws {
        let base = try #require(ForecastBase(date: KSTDate(year: 2026, month: 3, day: 1), hour: 5))
        #expect(base.baseDate == "20260301")
        #expect(base.baseTime == "0500")
        #expect(
            base.product.schedule.callableAt(base.time)
                == KSTDateTime(year: 2026, month: 3, day: 1, hour: 5, minute: 10))
        #expect(base < base.next)
    }
}

extension ForecastBase {
    /// The base after this one.
    var next: ForecastBase {
        var candidate = time.adding(minutes: 1)
        while !product.schedule.isIssue(candidate) { candidate = candidate.adding(minutes: 1) }
        return ForecastBase(candidate, product: product)!
    }
}
