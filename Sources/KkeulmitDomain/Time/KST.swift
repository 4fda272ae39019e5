import Foundation

/// Korea Standard Time, the only time zone kkeulmit reasons in. KMA issues, slots and windows are civil times in
/// Asia/Seoul. Korea has used UTC+9 without daylight saving since 1988, so the conversion is fixed arithmetic (never
/// the host's `TZ`, locale or tz database): output is byte-identical on a UTC cron host and a laptop in Seoul.
package enum KST {
    /// Seconds east of UTC.
    package static let offsetSeconds = 9 * 3600
}

/// A civil date in Korea.
public struct KSTDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    package var year: Int
    package var month: Int
    package var day: Int

    package init(year: Int, month: Int, day: Int) { (self.year, self.month, self.day) = (year, month, day) }

    /// Parses KMA's `YYYYMMDD`; nil for anything else, including impossible dates.
    package init?(kmaString s: String) {
        var s = s
        guard let date = s.withUTF8(KSTDate.init(kmaDigits:)) else { return nil }
        self = date
    }

    /// `init(kmaString:)` over the text's UTF-8, wherever it is held (a cached issue's bytes). Not generic: a
    /// generic from another module is not specialised, and this runs for every time of a cached issue.
    package init?(kmaDigits u: UnsafeBufferPointer<UInt8>) {
        guard u.count == 8, let y = Self.digits(u.prefix(4)), let m = Self.digits(u.dropFirst(4).prefix(2)),
            let d = Self.digits(u.dropFirst(6))
        else { return nil }
        guard (1...12).contains(m), d >= 1, d <= Self.daysInMonth(year: y, month: m) else { return nil }
        self.init(year: y, month: m, day: d)
    }

    /// `YYYYMMDD`, as KMA's `base_date` and `fcstDate` spell it.
    package var kmaString: String { pad(year, 4) + pad(month, 2) + pad(day, 2) }

    /// `YYYY-MM-DD`.
    public var description: String { pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) }

    /// Days since 1970-01-01 (proleptic Gregorian).
    package var daysSinceEpoch: Int {
        // Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146097 + doe - 719468
    }

    package init(daysSinceEpoch z0: Int) {
        let z = z0 + 719468
        let era = (z >= 0 ? z : z - 146096) / 146097
        let doe = z - era * 146097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        self.init(year: yoe + era * 400 + (m <= 2 ? 1 : 0), month: m, day: d)
    }

    package func adding(days: Int) -> KSTDate { KSTDate(daysSinceEpoch: daysSinceEpoch + days) }

    /// ISO weekday: 1 = Monday … 7 = Sunday.
    package var isoWeekday: Int {
        let w = (daysSinceEpoch + 3) % 7  // 1970-01-01 was a Thursday.
        return (w < 0 ? w + 7 : w) + 1
    }

    public static func < (a: KSTDate, b: KSTDate) -> Bool { a.daysSinceEpoch < b.daysSinceEpoch }

    package static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// The bytes as a decimal number, nil unless all are digits. Any sequence of bytes, so that a string's UTF-8
    /// is read in place: every row of every cached issue has its date and time read this way.
    package static func digits<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Int? {
        var v = 0
        for b in bytes {
            guard b >= 48, b <= 57 else { return nil }
            v = v * 10 + Int(b - 48)
        }
        return v
    }
}

/// A civil date and time in Korea, to the minute.
public struct KSTDateTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    package var date: KSTDate
    package var hour: Int
    package var minute: Int

    package init(date: KSTDate, hour: Int, minute: Int = 0) {
        (self.date, self.hour, self.minute) = (date, hour, minute)
    }

    package init(year: Int, month: Int, day: Int, hour: Int, minute: Int = 0) {
        self.init(date: KSTDate(year: year, month: month, day: day), hour: hour, minute: minute)
    }

    /// The KST civil time of an instant (seconds are dropped).
    package init(_ instant: Date) {
        let local = Int((instant.timeIntervalSince1970).rounded(.down)) + KST.offsetSeconds
        let days = local >= 0 ? local / 86400 : (local - 86399) / 86400
        let secs = local - days * 86400
        self.init(date: KSTDate(daysSinceEpoch: days), hour: secs / 3600, minute: (secs % 3600) / 60)
    }

    /// Parses KMA's `YYYYMMDD` + `HHmm` pair.
    package init?(kmaDate: String, kmaTime: String) {
        var (date, time) = (kmaDate, kmaTime)
        guard let parsed = date.withUTF8({ d in time.withUTF8 { t in KSTDateTime(kmaDate: d, kmaTime: t) } })
        else { return nil }
        self = parsed
    }

    /// `init(kmaDate:kmaTime:)` over the texts' UTF-8, wherever it is held (a cached issue's bytes).
    package init?(kmaDate: UnsafeBufferPointer<UInt8>, kmaTime t: UnsafeBufferPointer<UInt8>) {
        guard let d = KSTDate(kmaDigits: kmaDate) else { return nil }
        guard t.count == 4, let h = KSTDate.digits(t.prefix(2)), let m = KSTDate.digits(t.dropFirst(2)), h < 24, m < 60
        else { return nil }
        self.init(date: d, hour: h, minute: m)
    }

    /// The instant this civil time denotes.
    package var instant: Date {
        Date(timeIntervalSince1970: TimeInterval(minutesSinceEpoch * 60 - KST.offsetSeconds))
    }

    /// Minutes since 1970-01-01T00:00 KST civil time; handy for ordering and arithmetic.
    package var minutesSinceEpoch: Int { (date.daysSinceEpoch * 24 + hour) * 60 + minute }

    package init(minutesSinceEpoch m: Int) {
        let days = m >= 0 ? m / 1440 : (m - 1439) / 1440
        let rest = m - days * 1440
        self.init(date: KSTDate(daysSinceEpoch: days), hour: rest / 60, minute: rest % 60)
    }

    package func adding(minutes: Int) -> KSTDateTime { KSTDateTime(minutesSinceEpoch: minutesSinceEpoch + minutes) }
    package func adding(hours: Int) -> KSTDateTime { adding(minutes: hours * 60) }

    /// The same day and hour with the minutes dropped.
    package var startOfHour: KSTDateTime { KSTDateTime(date: date, hour: hour) }

    /// `HHmm`, as KMA's `base_time` and `fcstTime` spell it.
    package var kmaTime: String { pad(hour, 2) + pad(minute, 2) }

    /// ISO 8601 with the `+09:00` offset: `2026-11-30T07:00:00+09:00`.
    package var iso8601: String { date.description + "T" + pad(hour, 2) + ":" + pad(minute, 2) + ":00+09:00" }

    /// `HH:mm`.
    package var clock: String { pad(hour, 2) + ":" + pad(minute, 2) }

    public var description: String { iso8601 }

    public static func < (a: KSTDateTime, b: KSTDateTime) -> Bool { a.minutesSinceEpoch < b.minutesSinceEpoch }
}

@inline(__always)
package func pad(_ value: Int, _ width: Int) -> String {
    let s = String(value)
    return s.count >= width ? s : String(repeating: "0", count: width - s.count) + s
}
