import Foundation

/// Parses the timestamps users type and `KKEULMIT_NOW` carries.
///
/// Accepted: `2026-11-30T07:30:00+09:00`, `…Z`, `…+0900`, fractional seconds, and (when `allowLocal` is set)
/// the zone-less `2026-11-30T08:00` / `2026-11-30 08:00`, read as KST. Hand-written so that nothing depends on
/// the host's locale or zone and start-up pays for no formatter.
public enum ISO8601 {
    public static func parse(_ text: String, allowLocal: Bool = false) -> Date? {
        var s = Substring(text.trimmingCharacters(in: .whitespaces))
        func take(_ n: Int) -> Int? {
            guard s.count >= n else { return nil }
            let head = s.prefix(n)
            guard head.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            s = s.dropFirst(n)
            return Int(head)
        }
        func expect(_ c: Character) -> Bool {
            guard s.first == c else { return false }
            s = s.dropFirst()
            return true
        }
        guard let y = take(4), expect("-"), let mo = take(2), expect("-"), let d = take(2) else { return nil }
        guard s.first == "T" || s.first == " " || s.first == "t" else { return nil }
        s = s.dropFirst()
        guard let h = take(2), expect(":"), let mi = take(2) else { return nil }
        var sec = 0.0
        if expect(":") {
            guard let whole = take(2) else { return nil }
            sec = Double(whole)
            if expect(".") || expect(",") {
                let frac = s.prefix(while: { $0.isASCII && $0.isNumber })
                guard !frac.isEmpty else { return nil }
                sec += Double("0." + frac) ?? 0
                s = s.dropFirst(frac.count)
            }
        }
        guard (1...12).contains(mo), d >= 1, d <= KSTDate.daysInMonth(year: y, month: mo), h < 24, mi < 60, sec < 60
        else { return nil }
        let offset: Int
        if s.isEmpty {
            guard allowLocal else { return nil }
            offset = KST.offsetSeconds
        } else if expect("Z") || expect("z") {
            offset = 0
        } else {
            guard let sign = s.first, sign == "+" || sign == "-" else { return nil }
            s = s.dropFirst()
            guard let oh = take(2) else { return nil }
            _ = expect(":")
            guard let om = take(2), oh < 24, om < 60 else { return nil }
            offset = (sign == "+" ? 1 : -1) * (oh * 3600 + om * 60)
        }
        guard s.isEmpty else { return nil }
        let days = KSTDate(year: y, month: mo, day: d).daysSinceEpoch
        let local = Double(days * 86400 + h * 3600 + mi * 60) + sec
        return Date(timeIntervalSince1970: local - Double(offset))
    }
}
