/// How strong a warning is (특보 강도, `warnStress`); the raw value is the CLI contract's JSON `level`.
package enum AlertLevel: String, CaseIterable, Comparable, NamedCase, Sendable {
    /// 0, 주의보
    case advisory
    /// 1, 경보
    case warning
    /// 2, 중대경보 (first seen in 2026)
    case severe

    /// The level of a `warnStress`; a value past 2 counts as 중대경보, one below 0 as 주의보.
    package init(warnStress: Int) {
        self = warnStress <= 0 ? .advisory : warnStress == 1 ? .warning : .severe
    }

    package static let names: [AlertLevel: (ko: String, en: String)] = [
        .advisory: ("주의보", "advisory"), .warning: ("경보", "warning"), .severe: ("중대경보", "severe warning"),
    ]

    package static func < (a: Self, b: Self) -> Bool { allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)! }
}
