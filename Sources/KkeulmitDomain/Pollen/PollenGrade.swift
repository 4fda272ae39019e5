/// KMA's pollen risk grade, the same scale for every species (docs/POLLEN.md); the raw value is the CLI contract's
/// JSON number (0 `low` 낮음, 1 `moderate` 보통, 2 `high` 높음, 3 `veryHigh` 매우높음).
package enum PollenGrade: Int, IndexGrade {
    case low, moderate, high, veryHigh

    /// A value as sent: `"0"`…`"3"` (or the number); nil, never 낮음, for `""` (not published yet) and anything else.
    package init?(sent text: String?) {
        guard let text = text?.trimmingSpaces, text.utf8.count == 1, let value = Int(text) else { return nil }
        self.init(rawValue: value)
    }
}
