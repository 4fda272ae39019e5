/// A land warning zone (특보구역) of KMA's zone sheet (docs/ALERTS.md, "Zones"): `L1100200` 서울동북권, below
/// `L1100000` 서울특별시, below `L1000000` 전국. Warnings are issued per zone.
package struct WarningZone: Hashable, Sendable, CustomStringConvertible {
    /// `REG_ID`: `L` and 7 digits.
    package let id: String
    /// `TM_ST`, `TM_ED`: the zone exists from `validFrom` until before `validUntil` (zones are split and
    /// renumbered: a wave of splits took effect on 2026-05-31 13:30).
    package let validFrom: KSTDateTime
    package let validUntil: KSTDateTime
    /// `REG_UP`: the zone above it; nil for 전국. Island zones (서해5도, 흑산도.홍도, 울릉도.독도) lie directly under
    /// 전국, and some zones under another province's (군위 under 대구, 강화 and 옹진 under 인천).
    package let parent: String?
    /// `REG_NAME`, the full name providers print (`서울동북권`, `달성군북부`; not `REG_KO`'s short `달성북부`): what the
    /// advice shows, never the answer's `areaName`, which can arrive garbled. `REG_SP` (undocumented kind and
    /// coastal flags, by inference) is not relied on.
    package let name: String

    /// Whether the zone exists at `time`.
    package func isValid(at time: KSTDateTime) -> Bool { validFrom <= time && time < validUntil }

    /// The name without a trailing parenthetical (`영광군(낙월면 제외)` → `영광군`), as place names are compared.
    var plainName: String {
        guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else { return name }
        return String(name[..<open])
    }

    package var description: String { "\(id) \(name)" }
}
