/// The ways AirKorea writes dates and times, all KST civil times (docs/AIR-UV.md, "Measurements" and "Dust forecast").
package enum AirKoreaTime {
    /// A measurement's `dataTime`, `YYYY-MM-DD HH:mm`. Midnight is written `24:00` of the day before (the hour
    /// that ends then), so `2026-11-30 24:00` is 2026-12-01 00:00. Nil for anything else.
    package static func measurement(_ text: String) -> KSTDateTime? {
        let u = Array(text.trimmingSpaces.utf8)
        guard u.count == 16, u[10] == UInt8(ascii: " "), u[13] == UInt8(ascii: ":"),
            let day = date(bytes: u[0..<10]), let hour = KSTDate.digits(u[11..<13]),
            let minute = KSTDate.digits(u[14..<16]), minute < 60
        else { return nil }
        if hour == 24 {
            return minute == 0 ? KSTDateTime(date: day.adding(days: 1), hour: 0) : nil
        }
        return hour < 24 ? KSTDateTime(date: day, hour: hour, minute: minute) : nil
    }

    /// A forecast's target date `informData`, or any `YYYY-MM-DD`.
    package static func date(_ text: String) -> KSTDate? {
        let u = Array(text.trimmingSpaces.utf8)
        return u.count == 10 ? date(bytes: u[0..<10]) : nil
    }

    /// A forecast's issue, its `dataTime`: `YYYY-MM-DD HH시 발표` (the `발표` and the spaces are optional).
    package static func forecastIssue(_ text: String) -> KSTDateTime? {
        let trimmed = text.trimmingSpaces
        let u = Array(trimmed.utf8)
        guard u.count >= 11, let day = date(bytes: u[0..<10]) else { return nil }
        var rest = String(decoding: u[10...], as: UTF8.self).trimmingSpaces
        if rest.hasSuffix("발표") { rest = String(rest.dropLast(2)).trimmingSpaces }
        guard rest.hasSuffix("시") else { return nil }
        let digits = Array(rest.dropLast().utf8)
        guard (1...2).contains(digits.count), let hour = KSTDate.digits(digits[...]) else { return nil }
        if hour == 24 { return KSTDateTime(date: day.adding(days: 1), hour: 0) }
        return hour < 24 ? KSTDateTime(date: day, hour: hour) : nil
    }

    private static func date(bytes u: ArraySlice<UInt8>) -> KSTDate? {
        let b = Array(u)
        guard b.count == 10, b[4] == UInt8(ascii: "-"), b[7] == UInt8(ascii: "-") else { return nil }
        return KSTDate(kmaString: String(decoding: b[0..<4] + b[5..<7] + b[8..<10], as: UTF8.self))
    }
}
