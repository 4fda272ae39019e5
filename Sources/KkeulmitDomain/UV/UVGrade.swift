/// KMA's UV index grades (docs/AIR-UV.md, "UV index"); the raw value is JSON's word (docs/kkeulmit.schema.json).
package enum UVGrade: String, IndexGrade {
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
}
