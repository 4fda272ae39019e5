/// Turns KMA's value strings into numbers. Every `fcstValue` is a string, and several categories use category strings
/// rather than numbers (docs/KMA.md, "Categories"). Each function returns nil for a missing or unreadable value, never
/// throws: one odd value must not sink a whole forecast.
package enum ForecastValue {
    /// A plain number. KMA marks missing values with numbers ≥ 900 or ≤ −900 (sea cells send `-998.9`, `-999`).
    package static func number(_ raw: String?) -> Double? {
        guard let raw, let v = decimal(raw.trimmingSpaces) else { return nil }
        guard v.isFinite, v < 900, v > -900 else { return nil }
        return v
    }

    /// PCP / forecast RN1: the lower bound of the category in millimetres. `강수없음`, `-`, empty and `0` → 0; `1mm 미만` and
    /// `1.0mm 미만` → 0.1; `6.2mm` → 6.2; `30.0~50.0mm` → 30; `50.0mm 이상` → 50. On the extended 3-hourly day
    /// (`extended`), the bare codes 1/2/3 mean weak (< 3 mm/h), moderate (3–15) and heavy (≥ 15) rain, read as 0.1, 3
    /// and 15. A bare number elsewhere (`0.4`, seen in the hourly day+3 slots of late issues) is taken as millimetres.
    package static func precipitationMillimetres(_ raw: String?, extended: Bool = false) -> Double? {
        amount(raw, unit: "mm", none: "강수없음", extendedCodes: extended ? rainCodes : nil)
    }

    /// SNO: the lower bound of the category in centimetres. `적설없음`, `-`, empty and `0` → 0;
    /// `0.5cm 미만` (older `1.0cm 미만`) → 0.1; `1.0cm` → 1; `5.0cm 이상` → 5. Extended-day codes: 1 (< 1 cm/h) → 0.1,
    /// 2 (≥ 1 cm/h) → 1.
    package static func snowCentimetres(_ raw: String?, extended: Bool = false) -> Double? {
        amount(raw, unit: "cm", none: "적설없음", extendedCodes: extended ? snowCodes : nil)
    }

    /// WSD in m/s. On the extended day KMA sends codes 1 (< 4 m/s), 2 (4–9) and 3 (≥ 9), read as their lower
    /// bounds 0, 4 and 9 so that the strong-wind rule still fires on code 3.
    package static func windSpeed(_ raw: String?, extended: Bool = false) -> Double? {
        if extended, let raw, let code = Int(raw.trimmingSpaces), let v = windCodes[code] { return v }
        guard let v = number(raw), v >= 0 else { return nil }
        return v
    }

    /// A code-valued category (SKY, PTY): KMA sends `"1"`, occasionally `"1.0"`.
    package static func code(_ raw: String?) -> Int? {
        guard let v = number(raw), v == v.rounded() else { return nil }
        return Int(v)
    }

    private static func amount(_ raw: String?, unit: String, none: String, extendedCodes: [Int: Double]?) -> Double? {
        guard let raw else { return 0 }
        // Most rows say `강수없음`/`적설없음`: compared byte for byte first, since `==` on non-ASCII text goes the
        // slow way (canonical equivalence) for every such row of every issue.
        var (text, noneText) = (raw, none)
        if text.utf8.count == noneText.utf8.count,
            text.withUTF8({ bytes in noneText.withUTF8 { bytes.elementsEqual($0) } })
        {
            return 0
        }
        var s = raw.trimmingSpaces
        if s.isEmpty || s == "-" || s == none || s == "null" { return 0 }
        if let codes = extendedCodes, let code = Int(s), let v = codes[code] { return v }
        // A value ending in its unit (`6.2mm`) is no number: `decimal` would hand it to `strtod` to find so.
        if s.utf8.last != unit.utf8.last, let v = decimal(s) {
            guard v.isFinite, v < 900, v > -900 else { return nil }
            return max(0, v)
        }
        // "1mm 미만": something, but less than the stated amount. The amount must still read, so that an
        // unreadable value ending in 미만 is nil like any other unreadable value.
        if s.hasSuffix("미만") {
            var bound = String(s.dropLast(2)).trimmingSpaces
            if bound.hasSuffix(unit) { bound = String(bound.dropLast(unit.count)).trimmingSpaces }
            guard let v = decimal(bound), v.isFinite, v > 0, v < 900 else { return nil }
            return 0.1
        }
        let atLeast = s.hasSuffix("이상")
        if atLeast { s = String(s.dropLast(2)).trimmingSpaces }
        if let range = s.firstIndex(of: "~") { s = String(s[..<range]) }
        if s.hasSuffix(unit) { s = String(s.dropLast(unit.count)).trimmingSpaces }
        guard let v = decimal(s), v.isFinite, v >= 0, v < 900 else { return nil }
        return v
    }

    /// The extended day's codes (see the functions above): tables made once, not a dictionary a value.
    private static let rainCodes: [Int: Double] = [1: 0.1, 2: 3, 3: 15]
    private static let snowCodes: [Int: Double] = [1: 0.1, 2: 1]
    private static let windCodes: [Int: Double] = [1: 0, 2: 4, 3: 9]

    /// `Double(text)`, with KMA's usual values (`-4`, `6.3`, `80`: an optional minus, at most 15 digits, an optional
    /// fraction) read without `strtod` (it was a tenth of mapping a cached issue). Exact: a mantissa below 2^53 over a
    /// power of ten up to 10^22, both exact doubles, is one correctly rounded division. Anything else: `Double(text)`.
    package static func decimal(_ text: String) -> Double? {
        var bytes = text
        // Read from the string's own bytes (its UTF-8 view's iterator was a tenth of mapping a cached issue).
        return bytes.withUTF8(exactDecimal) ?? Double(text)
    }

    /// The fast path of `decimal(_:)`: nil for anything it does not read.
    private static func exactDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        guard !bytes.isEmpty, bytes.count <= 17 else { return nil }
        let negative = bytes[0] == UInt8(ascii: "-")
        var mantissa = 0
        var digits = 0
        var point: Int?
        for i in (negative ? 1 : 0)..<bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "."), point == nil, digits > 0 {
                point = digits
            } else if b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9"), digits < 15 {
                mantissa = mantissa * 10 + Int(b - UInt8(ascii: "0"))
                digits += 1
            } else {
                return nil
            }
        }
        let fractionDigits = point.map { digits - $0 } ?? 0
        guard digits > 0, point == nil || fractionDigits > 0 else { return nil }
        let value = Double(mantissa) / powersOfTen[fractionDigits]
        return negative ? -value : value
    }

    private static let powersOfTen: [Double] = [
        1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
    ]
}

extension String {
    /// Trims ASCII spaces and tabs without pulling in Foundation's character sets on the hot path.
    package var trimmingSpaces: String {
        // Hot path (every value of every row): most strings have nothing to trim, which two byte checks show.
        var text = self
        guard text.withUTF8({ $0.first.map { $0 <= 0x20 } == true || $0.last.map { $0 <= 0x20 } == true }) else {
            return self
        }
        var sub = Substring(self)
        // `isASCII && isWhitespace` also covers "\r\n", one Swift Character (a key file saved on Windows ends with it).
        while let f = sub.first, f.isASCII && f.isWhitespace { sub = sub.dropFirst() }
        while let l = sub.last, l.isASCII && l.isWhitespace { sub = sub.dropLast() }
        return String(sub)
    }
}
