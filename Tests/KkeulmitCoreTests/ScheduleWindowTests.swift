import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

/// Every instant here is written in UTC, as a cron host on UTC would see it; the expectations are KST.
@Suite("ScheduleWindow")
struct ScheduleWindowTests {
    private static func utc(_ text: String) -> Date { ISO8601.parse(text + "Z")! }
    private static func kst(_ y: Int, _ mo: Int, _ d: Int, _ h: Int, _ mi: Int = 0) -> KSTDateTime {
        KSTDateTime(year: y, month: mo, day: d, hour: h, minute: mi)
    }
    private static func schedule(_ days: String, _ time: String, _ span: ScheduleSpan = .hours(12)) -> Schedule {
        Schedule(name: "s", days: try! DaySet(parsing: days), time: TimeOfDay(parsing: time)!, span: span)
    }

    /// How a run relates to its occurrence: after it (or at it) by this many minutes, or before the coming one.
    enum Timing: Hashable, Sendable {
        case late(minutes: Int)
        case upcoming(minutes: Int)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let label: String
        let schedule: Schedule
        let firedAtUTC: String
        let occurrence: KSTDateTime
        let timing: Timing
        var testDescription: String { label }
    }

    // 2026-11-30 is a Monday.
    static let commute = schedule("mon-fri", "07:30")
    static let cases: [Case] = [
        Case(
            label: "on time", schedule: commute, firedAtUTC: "2026-11-29T22:30:00",
            occurrence: kst(2026, 11, 30, 7, 30), timing: .late(minutes: 0)),
        Case(
            label: "seconds after the minute", schedule: commute, firedAtUTC: "2026-11-29T22:30:59",
            occurrence: kst(2026, 11, 30, 7, 30), timing: .late(minutes: 0)),
        Case(
            label: "seven minutes late", schedule: commute, firedAtUTC: "2026-11-29T22:37:00",
            occurrence: kst(2026, 11, 30, 7, 30), timing: .late(minutes: 7)),
        Case(
            label: "repeated two hours later", schedule: commute, firedAtUTC: "2026-11-30T00:45:00",
            occurrence: kst(2026, 11, 30, 7, 30), timing: .late(minutes: 135)),
        Case(
            label: "twelve hours late is still that run", schedule: commute, firedAtUTC: "2026-11-30T10:30:00",
            occurrence: kst(2026, 11, 30, 7, 30), timing: .late(minutes: 720)),
        Case(
            label: "past the look-back: the next run", schedule: commute, firedAtUTC: "2026-11-30T10:31:00",
            occurrence: kst(2026, 12, 1, 7, 30), timing: .upcoming(minutes: 719)),
        Case(
            label: "a minute early: the coming run", schedule: commute, firedAtUTC: "2026-11-29T22:29:00",
            occurrence: kst(2026, 11, 30, 7, 30), timing: .upcoming(minutes: 1)),
        Case(
            label: "by hand on Sunday: Monday's run", schedule: commute, firedAtUTC: "2026-11-29T03:00:00",
            occurrence: kst(2026, 11, 30, 7, 30), timing: .upcoming(minutes: 1170)),
        Case(
            label: "Friday night: Monday's run", schedule: commute, firedAtUTC: "2026-12-04T14:00:00",
            occurrence: kst(2026, 12, 7, 7, 30), timing: .upcoming(minutes: 3390)),
        Case(
            label: "UTC date is the day before KST's", schedule: schedule("mon", "08:00"),
            firedAtUTC: "2026-11-29T23:05:00", occurrence: kst(2026, 11, 30, 8), timing: .late(minutes: 5)),
        Case(
            label: "a late-night run that lands after midnight", schedule: schedule("sat", "23:50"),
            firedAtUTC: "2026-11-28T15:05:00", occurrence: kst(2026, 11, 28, 23, 50), timing: .late(minutes: 15)),
        Case(
            label: "a weekly schedule run by hand the day after: next week",
            schedule: schedule("sat", "09:00"), firedAtUTC: "2026-11-29T03:00:00",
            occurrence: kst(2026, 12, 5, 9), timing: .upcoming(minutes: 8460)),
        Case(
            label: "across the year end", schedule: schedule("daily", "06:00"), firedAtUTC: "2026-12-31T21:10:00",
            occurrence: kst(2027, 1, 1, 6), timing: .late(minutes: 10)),
    ]

    @Test("a run belongs to its scheduled occurrence, late or repeated", arguments: cases)
    func occurrence(_ c: Case) {
        let window = ScheduleWindow(schedule: c.schedule, firedAt: Self.utc(c.firedAtUTC))
        #expect(window.occurrence == c.occurrence)
        let minutes = KSTDateTime(Self.utc(c.firedAtUTC)).minutesSinceEpoch - window.occurrence.minutesSinceEpoch
        #expect((minutes >= 0 ? Timing.late(minutes: minutes) : .upcoming(minutes: -minutes)) == c.timing)
        #expect(window.start == c.occurrence.startOfHour)
        #expect(window.hours == c.schedule.hours)
        #expect(window.occurrenceInstant == c.occurrence.instant)
    }

    @Test("late and repeated runs of one occurrence give the same window")
    func sameWindow() {
        let fired = ["2026-11-29T22:30:00", "2026-11-29T22:31:12", "2026-11-29T22:37:00", "2026-11-30T03:00:00"]
        let windows = Set(fired.map { ScheduleWindow(schedule: Self.commute, firedAt: Self.utc($0)) }.map(\.start))
        #expect(windows == [Self.kst(2026, 11, 30, 7)])
    }

    @Test("the window starts at the scheduled hour and spans the schedule's hours")
    func windowBounds() {
        let w = ScheduleWindow(
            schedule: Self.schedule("daily", "22:30", .until(TimeOfDay(hour: 2)!)),
            firedAt: Self.utc("2026-11-30T13:31:00"))
        #expect(w.start == Self.kst(2026, 11, 30, 22))
        #expect(w.hours == 4)
        #expect(w.end == Self.kst(2026, 12, 1, 2))
    }

    @Test("pinned to raw epoch seconds: 1795991820 is 07:37 KST on Monday 30 November 2026")
    func epochSeconds() {
        let w = ScheduleWindow(schedule: Self.commute, firedAt: Date(timeIntervalSince1970: 1_795_991_820))
        #expect(w.occurrence.iso8601 == "2026-11-30T07:30:00+09:00")
        #expect(w.start.iso8601 == "2026-11-30T07:00:00+09:00")
        #expect(w.end.iso8601 == "2026-11-30T19:00:00+09:00")
    }

    @Test("the look-back is configurable", arguments: [(0, false), (1, true), (24, true)])
    func lookback(_ hours: Int, _ belongsToMorning: Bool) {
        let w = ScheduleWindow(schedule: Self.commute, firedAt: Self.utc("2026-11-29T22:50:00"), lookbackHours: hours)
        #expect((w.occurrence == Self.kst(2026, 11, 30, 7, 30)) == belongsToMorning)
    }
}
