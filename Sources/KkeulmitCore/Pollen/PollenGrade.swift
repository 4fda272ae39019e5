/// KMA's pollen risk grade, the same scale for every species (docs/POLLEN.md); the raw value is the CLI contract's
/// JSON number (0 `low` 낮음, 1 `moderate` 보통, 2 `high` 높음, 3 `veryHigh` 매우높음).
package enum PollenGrade: Int, CaseIterable, Comparable, Sendable {
    case low, moderate, high, veryHigh

    /// A value as sent: `"0"`…`"3"` (or the number); nil for `""` (not published yet) and anything else, which
    /// must never read as 낮음.
    package init?(sent text: String?) {
        guard let text = text?.trimmingSpaces, text.utf8.count == 1, let value = Int(text) else { return nil }
        self.init(rawValue: value)
    }

    /// The contract's word: `low` … `veryHigh`.
    package var name: String {
        switch self {
        case .low: "low"
        case .moderate: "moderate"
        case .high: "high"
        case .veryHigh: "veryHigh"
        }
    }

    package var koreanName: String {
        switch self {
        case .low: "낮음"
        case .moderate: "보통"
        case .high: "높음"
        case .veryHigh: "매우높음"
        }
    }

    package var englishName: String {
        switch self {
        case .low: "low"
        case .moderate: "moderate"
        case .high: "high"
        case .veryHigh: "very high"
        }
    }

    package static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}
