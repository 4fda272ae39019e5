import Foundation

/// Parses an HTTP `Retry-After` value (RFC 9110 §10.2.3): delay-seconds, or an HTTP-date in any of the three
/// forms HTTP has used (IMF-fixdate, RFC 850, asctime). Hand-written so nothing depends on the host's locale or
/// zone.
package enum RetryAfter {
    /// Seconds to wait from `now`, or nil when `value` is neither form. A date in the past means 0.
    package static func seconds(from value: String, now: Date) -> Double? {
        let text = value.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return nil }
        if text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) {
            return Double(text)
        }
        guard let date = httpDate(text, now: now) else { return nil }
        return max(0, date.timeIntervalSince(now))
    }

    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
    private static let shortDays = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
    private static let longDays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

    /// The instant an HTTP-date names. `now` resolves RFC 850's two-digit years: a year more than 50 years in the
    /// future is taken to be in the past century.
    static func httpDate(_ text: String, now: Date) -> Date? {
        let tokens = text.split(separator: " ").map { $0.lowercased() }
        guard let first = tokens.first else { return nil }
        if first.hasSuffix(",") {
            let weekday = String(first.dropLast())
            if tokens.count == 6, shortDays.contains(weekday), tokens[5] == "gmt" {
                // IMF-fixdate: Sun, 06 Nov 1994 08:49:37 GMT
                return instant(
                    year: number(tokens[3], digits: 4), month: month(tokens[2]), day: number(tokens[1], digits: 2),
                    time: tokens[4])
            }
            if tokens.count == 4, longDays.contains(weekday), tokens[3] == "gmt" {
                // RFC 850: Sunday, 06-Nov-94 08:49:37 GMT
                let dmy = tokens[1].split(separator: "-", omittingEmptySubsequences: false).map(String.init)
                guard dmy.count == 3, let yy = number(dmy[2], digits: 2) else { return nil }
                let nowDays = Int((now.timeIntervalSince1970 / 86_400).rounded(.down))
                let nowYear = KSTDate(daysSinceEpoch: nowDays).year
                var year = nowYear - nowYear % 100 + yy
                if year > nowYear + 50 { year -= 100 }
                return instant(year: year, month: month(dmy[1]), day: number(dmy[0], digits: 2), time: tokens[2])
            }
            return nil
        }
        // asctime: Sun Nov  6 08:49:37 1994
        guard tokens.count == 5, shortDays.contains(first) else { return nil }
        return instant(
            year: number(tokens[4], digits: 4), month: month(tokens[1]), day: number(tokens[2], digits: nil),
            time: tokens[3])
    }

    private static func month(_ token: String) -> Int? {
        months.firstIndex(of: token).map { $0 + 1 }
    }

    /// A decimal number of exactly `digits` digits (1 or 2 when nil).
    private static func number(_ token: String, digits: Int?) -> Int? {
        guard !token.isEmpty, token.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
        if let digits {
            guard token.utf8.count == digits else { return nil }
        } else {
            guard token.utf8.count <= 2 else { return nil }
        }
        return Int(token)
    }

    private static func instant(year: Int?, month: Int?, day: Int?, time: String) -> Date? {
        let hms = time.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard let year, let month, let day, hms.count == 3, let h = number(hms[0], digits: 2),
            let m = number(hms[1], digits: 2), let s = number(hms[2], digits: 2),
            day >= 1, day <= KSTDate.daysInMonth(year: year, month: month), h < 24, m < 60, s <= 60
        else { return nil }
        // HTTP-dates are GMT; KSTDate's day count is plain proleptic Gregorian arithmetic, zone-free.
        let days = KSTDate(year: year, month: month, day: day).daysSinceEpoch
        return Date(timeIntervalSince1970: Double(days * 86_400 + h * 3_600 + m * 60 + s))
    }
}
