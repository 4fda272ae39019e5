/// The scale KMA's weather indices share (UV, pollen: docs/AIR-UV.md, docs/POLLEN.md), lowest first: 낮음, 보통,
/// 높음, 매우높음 and, for UV alone, 위험. A grade's words are those of its rank, so each index lists its cases once.
package protocol IndexGrade: CaseIterable, Comparable, Sendable {}

extension IndexGrade {
    /// 0 for the lowest grade.
    private var rank: Int { Array(Self.allCases).firstIndex(of: self)! }

    /// As KMA's 날씨누리 names it.
    package var koreanName: String { ["낮음", "보통", "높음", "매우높음", "위험"][rank] }

    /// The name in English text: `low` … `extreme`.
    package var englishName: String { ["low", "moderate", "high", "very high", "extreme"][rank] }

    package static func < (a: Self, b: Self) -> Bool { a.rank < b.rank }
}
