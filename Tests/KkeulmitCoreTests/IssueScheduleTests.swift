import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("IssueSchedule: which issue is callable when")
struct IssueScheduleTests {
    static func at(_ day: Int, _ hour: Int, _ minute: Int = 0) -> KSTDateTime {
        KSTDateTime(date: KSTDate(year: 2026, month: 11, day: day), hour: hour, minute: minute)
    }

    @Test(
        "the ultra-short observation (HH00) is callable from HH:10; before that, the hour before",
        arguments: [
            (at(30, 7, 10), at(30, 7)), (at(30, 7, 9), at(30, 6)), (at(30, 7, 59), at(30, 7)),
            (at(30, 0, 9), at(29, 23)), (at(30, 0, 10), at(30, 0)),
        ])
    func observation(now: KSTDateTime, issue: KSTDateTime) {
        #expect(IssueSchedule.ultraShortObservation.latest(publishedBy: now) == issue)
    }

    @Test(
        "the ultra-short forecast (HH30) is callable from HH:45; before that, the one an hour earlier",
        arguments: [
            (at(30, 15, 45), at(30, 15, 30)), (at(30, 15, 44), at(30, 14, 30)), (at(30, 16, 10), at(30, 15, 30)),
            (at(30, 0, 44), at(29, 23, 30)), (at(30, 0, 45), at(30, 0, 30)),
        ])
    func ultraShortForecast(now: KSTDateTime, issue: KSTDateTime) {
        #expect(IssueSchedule.ultraShortForecast.latest(publishedBy: now) == issue)
    }

    @Test(
        "the short-term schedule agrees with ForecastBase at every minute of a day",
        arguments: Array(stride(from: 0, to: 24 * 60, by: 7)))
    func shortTermMatchesForecastBase(minute: Int) {
        let now = Self.at(30, 0).adding(minutes: minute)
        #expect(IssueSchedule.shortTermForecast.latest(publishedBy: now) == ForecastBase.latest(publishedBy: now).time)
    }

    @Test("no issue is ever chosen before its callable time, and the one before it is one step back")
    func neverAheadOfPublication() {
        for schedule in [IssueSchedule.ultraShortObservation, .ultraShortForecast, .shortTermForecast] {
            for minute in stride(from: 0, to: 48 * 60, by: 1) {
                let now = Self.at(29, 0).adding(minutes: minute)
                let issue = schedule.latest(publishedBy: now)
                #expect(schedule.isIssue(issue))
                #expect(schedule.callableAt(issue) <= now)
                // The next issue after the chosen one is not callable yet.
                let later = schedule.latest(publishedBy: now.adding(minutes: 24 * 60))
                var next = later
                while schedule.previous(next) > issue { next = schedule.previous(next) }
                #expect(next == issue || schedule.callableAt(next) > now)
            }
        }
    }

    @Test(
        "one step back crosses midnight",
        arguments: [
            (IssueSchedule.ultraShortObservation, at(30, 0), at(29, 23)),
            (IssueSchedule.ultraShortForecast, at(30, 0, 30), at(29, 23, 30)),
            (IssueSchedule.shortTermForecast, at(30, 2), at(29, 23)),
        ])
    func previous(schedule: IssueSchedule, issue: KSTDateTime, expected: KSTDateTime) {
        #expect(schedule.previous(issue) == expected)
    }
}
