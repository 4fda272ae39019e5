/// KMA's UV index grades (docs/AIR-UV.md, "UV index"); the raw value is JSON's word (docs/kkeulmit.schema.json).
package enum UVGrade: String, CaseIterable, Comparable, Sendable {
    /// 낮음, 0–2
    case low
    /// 보통, 3–5
    case moderate
    /// 높음, 6–7
    case high
    /// 매우높음, 8–10
    case veryHigh
    /// 위험, 11 and above
    case extreme

    /// The grade of an index value; negative values count as 0.
    package init(index: Int) {
        switch index {
        case ..<3: self = .low
        case 3...5: self = .moderate
        case 6...7: self = .high
        case 8...10: self = .veryHigh
        default: self = .extreme
        }
    }

    /// As KMA's 날씨누리 names it.
    package var koreanName: String {
        switch self {
        case .low: "낮음"
        case .moderate: "보통"
        case .high: "높음"
        case .veryHigh: "매우높음"
        case .extreme: "위험"
        }
    }

    /// The name in English text: `low` … `extreme`.
    package var englishName: String {
        switch self {
        case .low: "low"
        case .moderate: "moderate"
        case .high: "high"
        case .veryHigh: "very high"
        case .extreme: "extreme"
        }
    }

    package static func < (a: UVGrade, b: UVGrade) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
