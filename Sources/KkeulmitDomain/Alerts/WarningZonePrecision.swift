/// How well a place's zones are known (JSON `alerts` says it: over-warning is never hidden), from the zone map's
/// `precision` column (docs/ALERTS.md, "From a place to its zones").
package enum WarningZonePrecision: String, CaseIterable, Comparable, Sendable {
    /// One zone without sub-zones.
    case exact
    /// From a membership table (서울's 4 권역, 부산, 울산, 광주).
    case member
    /// A 읍면 with its own island zone (two ids: it holds both).
    case island
    /// A zone filed under another province (군위 under 대구).
    case moved
    /// From indirect evidence (인천's 권역 by elimination, one 파주 읍): may be wrong.
    case derived
    /// A city zone and all its sub-zones: the place is in one of them, unknown which, so it may be over-warned.
    case split
    /// A 시도-level place, or one whose own zones did not exist yet then: the province's zone and everything under it.
    case province
    /// No land zone (이어도).
    case none

    /// Most to least precise, the order `<` follows: a place of several rows is as precise as its least precise row.
    package static func < (a: Self, b: Self) -> Bool { allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)! }
}
