/// Decimal text without floating-point noise or `-0`: `-8.1`, `0.3` (never `0.30000000000000004`), `5.0`.
package enum NumberText {
    /// `value` rounded half away from zero to `places` decimals. With `fixed`, exactly that many decimals are
    /// written (`5.0`); otherwise trailing zeros and a bare point are dropped (`30`, `6.2`).
    package static func format(_ value: Double, places: Int, fixed: Bool) -> String {
        guard value.isFinite else { return "0" }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (value * scale).rounded(.toNearestOrAwayFromZero)
        // Past 2^53 a Double has no decimals left to write; past Int's range `Int(_:)` would trap, and a batch
        // line's id may be any JSON number (`1e20`), so there it is written as Swift spells it (`1e+20`).
        guard abs(scaled) < 9e15 else { return Int(exactly: value.rounded()).map(String.init) ?? "\(value.rounded())" }
        let units = Int(scaled)
        let negative = units < 0
        let magnitude = negative ? -units : units
        var whole = String(magnitude)
        var fraction = ""
        if places > 0 {
            let divisor = Int(scale)
            whole = String(magnitude / divisor)
            fraction = String(magnitude % divisor)
            fraction = String(repeating: "0", count: places - fraction.count) + fraction
            if !fixed {
                while fraction.hasSuffix("0") { fraction.removeLast() }
            }
        }
        let body = fraction.isEmpty ? whole : whole + "." + fraction
        return negative ? "-" + body : body
    }

    /// Compact one-decimal text: `-3`, `6.2`.
    package static func compact(_ value: Double) -> String { format(value, places: 1, fixed: false) }

    /// Rounded to a whole number: `-8`, `1`.
    package static func whole(_ value: Double) -> String { format(value, places: 0, fixed: false) }
}
