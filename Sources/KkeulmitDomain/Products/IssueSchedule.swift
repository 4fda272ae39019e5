/// When a data.go.kr product is issued and can be asked for. KMA names an issue by its base time (`base_date` +
/// `base_time`) and serves it some minutes later (asked earlier: `03 NO_DATA`). Times: KST civil (docs/KMA.md):
/// - `getVilageFcst`: 02, 05, …, 23 h on the hour, callable 10 minutes later;
/// - `getUltraSrtNcst`: hourly on the hour (HH00), callable from HH:10;
/// - `getUltraSrtFcst`: hourly at HH30, callable from HH:45 (one 2026 measurement says HH:40; HH:45 satisfies both);
/// - an answer without issues, asked again at most every few minutes (`getPwnCd`), takes several minutes an hour as
///   its "issues", callable at once.
package struct IssueSchedule: Hashable, Sendable {
    /// The hours of the day an issue is based on, ascending, within 0…23.
    package let hours: [Int]
    /// The minutes of the hour an issue is based on, ascending, within 0…59 (0, or 30 for the ultra-short
    /// forecast; every 10 minutes for the warnings).
    package let minutes: [Int]
    /// How long after its base time an issue becomes callable.
    package let publishDelayMinutes: Int

    package init(hours: [Int], minutes: [Int] = [0], publishDelayMinutes: Int) {
        precondition(!hours.isEmpty && hours == hours.sorted() && hours.allSatisfy { (0...23).contains($0) })
        precondition(!minutes.isEmpty && minutes == minutes.sorted() && minutes.allSatisfy { (0...59).contains($0) })
        precondition(publishDelayMinutes >= 0)
        (self.hours, self.minutes, self.publishDelayMinutes) = (hours, minutes, publishDelayMinutes)
    }

    /// The short-term forecast's eight issues a day.
    package static let shortTermForecast = IssueSchedule(hours: ForecastBase.hours, publishDelayMinutes: 10)
    /// The ultra-short observation (초단기실황): HH00, callable from HH:10.
    package static let ultraShortObservation = IssueSchedule(hours: Array(0...23), publishDelayMinutes: 10)
    /// The ultra-short forecast (초단기예보): HH30, callable from HH:45.
    package static let ultraShortForecast = IssueSchedule(hours: Array(0...23), minutes: [30], publishDelayMinutes: 15)

    /// True when `time` is one of this schedule's base times.
    package func isIssue(_ time: KSTDateTime) -> Bool {
        minutes.contains(time.minute) && hours.contains(time.hour)
    }

    /// The newest issue callable at `now`: never one whose callable time is still ahead.
    package func latest(publishedBy now: KSTDateTime) -> KSTDateTime {
        let shifted = now.adding(minutes: -publishDelayMinutes)
        return last(before: shifted.hour * 60 + shifted.minute + 1, on: shifted.date)
    }

    /// The issue before `issue`, which must be one of this schedule's.
    package func previous(_ issue: KSTDateTime) -> KSTDateTime {
        precondition(isIssue(issue), "not an issue of this schedule: \(issue)")
        return last(before: issue.hour * 60 + issue.minute, on: issue.date)
    }

    /// The last issue of `date` based before minute `limit` of the day, else the day before's last.
    private func last(before limit: Int, on date: KSTDate) -> KSTDateTime {
        for hour in hours.reversed() {
            if let minute = minutes.last(where: { hour * 60 + $0 < limit }) {
                return KSTDateTime(date: date, hour: hour, minute: minute)
            }
        }
        return KSTDateTime(date: date.adding(days: -1), hour: hours.last!, minute: minutes.last!)
    }

    /// When `issue` becomes callable.
    package func callableAt(_ issue: KSTDateTime) -> KSTDateTime { issue.adding(minutes: publishDelayMinutes) }
}
