/// A short-term forecast issue time (`base_date` + `base_time`): 02, 05, 08, 11, 14, 17, 20 or 23 o'clock KST.
public struct ForecastBase: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The eight issue hours of `getVilageFcst`.
    public static let hours = [2, 5, 8, 11, 14, 17, 20, 23]
    /// An issue becomes available this many minutes after its base time.
    public static let publishDelayMinutes = 10

    public let time: KSTDateTime

    /// Nil unless `time` is on one of the eight issue hours, on the hour.
    public init?(_ time: KSTDateTime) {
        guard time.minute == 0, Self.hours.contains(time.hour) else { return nil }
        self.time = time
    }

    public init?(date: KSTDate, hour: Int) {
        self.init(KSTDateTime(date: date, hour: hour))
    }

    /// The latest base published by `now` (base + 10 min). Before 02:10 that is the previous day's 2300.
    public static func latest(publishedBy now: KSTDateTime) -> ForecastBase {
        let shifted = now.adding(minutes: -publishDelayMinutes)
        let hour = hours.last { $0 <= shifted.hour }
        if let hour { return ForecastBase(date: shifted.date, hour: hour)! }
        return ForecastBase(date: shifted.date.adding(days: -1), hour: 23)!
    }

    /// The base three hours earlier.
    public var previous: ForecastBase { ForecastBase(time.adding(hours: -3))! }
    /// The base three hours later.
    public var next: ForecastBase { ForecastBase(time.adding(hours: 3))! }

    /// When KMA publishes this issue.
    public var publishedAt: KSTDateTime { time.adding(minutes: Self.publishDelayMinutes) }

    /// `base_date`, `YYYYMMDD`.
    public var baseDate: String { time.date.kmaString }
    /// `base_time`, `HHmm`.
    public var baseTime: String { time.kmaTime }

    public var description: String { baseDate + " " + baseTime }

    public static func < (a: ForecastBase, b: ForecastBase) -> Bool { a.time < b.time }
}
