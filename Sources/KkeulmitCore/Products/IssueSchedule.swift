/// When a data.go.kr product is issued and when each issue can be asked for.
///
/// KMA names an issue by its base time (`base_date` + `base_time`) and serves it only some minutes later; an
/// issue asked for before then answers `03 NO_DATA`. Times are KST civil times (docs/KMA.md):
/// - `getVilageFcst`: 02, 05, …, 23 h on the hour, callable 10 minutes later;
/// - `getUltraSrtNcst`: every hour on the hour (HH00), callable from HH:10;
/// - `getUltraSrtFcst`: every hour at half past (HH30), callable from HH:45 (one 2026 measurement says HH:40;
///   asking at HH:45 satisfies both readings).
public struct IssueSchedule: Hashable, Sendable {
    /// The hours of the day an issue is based on, ascending, within 0…23.
    public let hours: [Int]
    /// The minute of the base time (0, or 30 for the ultra-short forecast).
    public let minute: Int
    /// How long after its base time an issue becomes callable.
    public let publishDelayMinutes: Int

    /// - Precondition: `hours` is non-empty, ascending and within 0…23; `minute` within 0…59.
    public init(hours: [Int], minute: Int = 0, publishDelayMinutes: Int) {
        precondition(!hours.isEmpty && hours == hours.sorted() && hours.allSatisfy { (0...23).contains($0) })
        precondition((0...59).contains(minute) && publishDelayMinutes >= 0)
        self.hours = hours
        self.minute = minute
        self.publishDelayMinutes = publishDelayMinutes
    }

    /// The short-term forecast's eight issues a day.
    public static let shortTermForecast = IssueSchedule(hours: ForecastBase.hours, publishDelayMinutes: 10)
    /// The ultra-short observation (초단기실황): HH00, callable from HH:10.
    public static let ultraShortObservation = IssueSchedule(hours: Array(0...23), publishDelayMinutes: 10)
    /// The ultra-short forecast (초단기예보): HH30, callable from HH:45.
    public static let ultraShortForecast = IssueSchedule(hours: Array(0...23), minute: 30, publishDelayMinutes: 15)

    /// True when `time` is one of this schedule's base times.
    public func isIssue(_ time: KSTDateTime) -> Bool {
        time.minute == minute && hours.contains(time.hour)
    }

    /// The newest issue callable at `now`: never one whose callable time is still ahead.
    public func latest(publishedBy now: KSTDateTime) -> KSTDateTime {
        let shifted = now.adding(minutes: -publishDelayMinutes)
        if let hour = hours.last(where: { $0 < shifted.hour || ($0 == shifted.hour && minute <= shifted.minute) }) {
            return KSTDateTime(date: shifted.date, hour: hour, minute: minute)
        }
        return KSTDateTime(date: shifted.date.adding(days: -1), hour: hours.last!, minute: minute)
    }

    /// The issue before `issue`.
    ///
    /// - Precondition: `isIssue(issue)`.
    public func previous(_ issue: KSTDateTime) -> KSTDateTime {
        precondition(isIssue(issue), "not an issue of this schedule: \(issue)")
        if let hour = hours.last(where: { $0 < issue.hour }) {
            return KSTDateTime(date: issue.date, hour: hour, minute: minute)
        }
        return KSTDateTime(date: issue.date.adding(days: -1), hour: hours.last!, minute: minute)
    }

    /// When `issue` becomes callable.
    public func callableAt(_ issue: KSTDateTime) -> KSTDateTime { issue.adding(minutes: publishDelayMinutes) }
}
