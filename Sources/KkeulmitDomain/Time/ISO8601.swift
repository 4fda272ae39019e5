import Foundation

/// Parses the timestamps users type and `KKEULMIT_NOW` carries. Accepted: `2026-11-30T07:30:00+09:00`, `…Z`, `…+0900`,
/// fractional seconds, and (when `allowLocal` is set) the zone-less `2026-11-30T08:00` / `2026-11-30 08:00`, read as
/// KST. Hand-written so that nothing depends on the host's locale or zone and start-up pays for no formatter.
package enum ISO8601 {
    package static func parse(_ text: String, allowLocal: Bool = false) -> Date? {
        // Read from the bytes: `trimmingCharacters(in:)` bridges to NSString, which costs more than the rest of a
        // cached run's time parsing (state file, `KKEULMIT_NOW`), so only text that is not all ASCII pays for it,
        // to lose Unicode spaces such as U+00A0 and U+3000; what is left must then be ASCII to be a timestamp.
        var text = text
        if !text.utf8.allSatisfy({ $0 < 0x80 }) { text = text.trimmingCharacters(in: .whitespaces) }
        return text.withUTF8 { parseASCII($0, allowLocal: allowLocal) }
    }

    /// `parse` over the bytes of ASCII text; nil for anything else. Leading and trailing spaces and tabs are the
    /// ASCII members of `CharacterSet.whitespaces`.
    private static func parseASCII(_ bytes: UnsafeBufferPointer<UInt8>, allowLocal: Bool) -> Date? {
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        var start = 0
        var end = bytes.count
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        var i = start
        func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
        func take(_ n: Int) -> Int? {
            guard end - i >= n, let value = KSTDate.digits(bytes[i..<(i + n)]) else { return nil }
            i += n
            return value
        }
        func expect(_ c: UInt8) -> Bool {
            guard i < end, bytes[i] == c else { return false }
            i += 1
            return true
        }
        guard let y = take(4), expect(0x2D), let mo = take(2), expect(0x2D), let d = take(2) else { return nil }
        guard expect(0x54) || expect(0x20) || expect(0x74) else { return nil }  // T, space, t
        guard let h = take(2), expect(0x3A), let mi = take(2) else { return nil }
        var sec = 0.0
        if expect(0x3A) {
            guard let whole = take(2) else { return nil }
            sec = Double(whole)
            if expect(0x2E) || expect(0x2C) {  // . or ,
                let digits = i
                while i < end, isDigit(bytes[i]) { i += 1 }
                guard i > digits else { return nil }
                sec += Double("0." + String(decoding: bytes[digits..<i], as: UTF8.self)) ?? 0
            }
        }
        guard (1...12).contains(mo), d >= 1, d <= KSTDate.daysInMonth(year: y, month: mo), h < 24, mi < 60, sec < 60
        else { return nil }
        let offset: Int
        if i == end {
            guard allowLocal else { return nil }
            offset = KST.offsetSeconds
        } else if expect(0x5A) || expect(0x7A) {  // Z, z
            offset = 0
        } else {
            let sign = bytes[i]
            guard sign == 0x2B || sign == 0x2D else { return nil }
            i += 1
            guard let oh = take(2) else { return nil }
            _ = expect(0x3A)
            guard let om = take(2), oh < 24, om < 60 else { return nil }
            offset = (sign == 0x2B ? 1 : -1) * (oh * 3600 + om * 60)
        }
        guard i == end else { return nil }
        let days = KSTDate(year: y, month: mo, day: d).daysSinceEpoch
        let local = Double(days * 86400 + h * 3600 + mi * 60) + sec
        return Date(timeIntervalSince1970: local - Double(offset))
    }
}
