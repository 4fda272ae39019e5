import Foundation

/// An HTTP-date (RFC 9110 §5.6.7) in any of its three forms, parsed by hand so neither the host's locale nor its
/// time zone matter:
///
/// - IMF-fixdate `Sun, 06 Nov 1994 08:49:37 GMT`, the one servers should send;
/// - RFC 850 `Sunday, 06-Nov-94 08:49:37 GMT`, with a two-digit year;
/// - asctime `Sun Nov  6 08:49:37 1994`, which is in GMT without saying so.
///
/// Names are matched without regard to case, as recipients are asked to.
enum HTTPDate {
    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
    private static let shortDays = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
    private static let longDays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

    /// Seconds since 1970 (UTC), or nil.
    ///
    /// - Parameter referenceYear: resolves RFC 850's two-digit year: the year with those last digits within 49
    ///   years before and 50 after it (never more than 50 years ahead, RFC 9110's rule, with the response's own
    ///   date standing in for "now"). Without one, 70–99 are read as 1970–1999 and 00–69 as 2000–2069.
    static func parse(_ s: String, referenceYear: Int? = nil) -> Double? {
        let tokens = s.trimmingSpaces.split(separator: " ").map { $0.lowercased() }
        guard let first = tokens.first else { return nil }
        if first.hasSuffix(",") {
            let weekday = String(first.dropLast())
            if tokens.count == 6, shortDays.contains(weekday), tokens[5] == "gmt" {
                return instant(
                    year: number(tokens[3], digits: 4), month: month(tokens[2]), day: number(tokens[1], digits: 2),
                    time: tokens[4])
            }
            if tokens.count == 4, longDays.contains(weekday), tokens[3] == "gmt" {
                let dmy = tokens[1].split(separator: "-", omittingEmptySubsequences: false).map(String.init)
                guard dmy.count == 3, let yy = number(dmy[2], digits: 2) else { return nil }
                return instant(
                    year: fullYear(yy, reference: referenceYear), month: month(dmy[1]),
                    day: number(dmy[0], digits: 2), time: tokens[2])
            }
            return nil
        }
        // asctime pads a one-digit day with a space, which `split` drops: `Sun Nov  6 …` has five tokens.
        guard tokens.count == 5, shortDays.contains(first) else { return nil }
        return instant(
            year: number(tokens[4], digits: 4), month: month(tokens[1]), day: number(tokens[2], digits: nil),
            time: tokens[3])
    }

    /// The UTC year of an instant from `parse`.
    static func year(of seconds: Double) -> Int {
        KSTDate(daysSinceEpoch: Int((seconds / 86_400).rounded(.down))).year
    }

    private static func fullYear(_ yy: Int, reference: Int?) -> Int {
        guard let reference else { return yy < 70 ? 2000 + yy : 1900 + yy }
        let year = reference - reference % 100 + yy
        if year > reference + 50 { return year - 100 }
        return year <= reference - 50 ? year + 100 : year
    }

    private static func month(_ token: String) -> Int? {
        months.firstIndex(of: token).map { $0 + 1 }
    }

    /// A decimal number of exactly `digits` digits (1 or 2 when nil).
    private static func number(_ token: String, digits: Int?) -> Int? {
        guard !token.isEmpty, token.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            return nil
        }
        guard token.utf8.count == digits ?? min(token.utf8.count, 2) else { return nil }
        return Int(token)
    }

    private static func instant(year: Int?, month: Int?, day: Int?, time: String) -> Double? {
        let hms = time.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard let year, let month, let day, hms.count == 3, let h = number(hms[0], digits: 2),
            let m = number(hms[1], digits: 2), let sec = number(hms[2], digits: 2),
            h < 24, m < 60, sec <= 60, day >= 1, day <= KSTDate.daysInMonth(year: year, month: month)
        else { return nil }
        // KSTDate's day count is plain proleptic Gregorian arithmetic, free of any zone.
        let days = KSTDate(year: year, month: month, day: day).daysSinceEpoch
        return Double(days * 86_400 + h * 3_600 + m * 60 + sec)
    }
}

extension HTTPAnswer {
    /// The answer's `Date` header (an HTTP-date) as an instant; nil when absent or unreadable.
    package var serverDate: Date? {
        KMAResponseDecoder.header(headers, "Date").flatMap { HTTPDate.parse($0) }.map {
            Date(timeIntervalSince1970: $0)
        }
    }
}
