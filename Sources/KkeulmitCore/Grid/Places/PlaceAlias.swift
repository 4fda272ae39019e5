/// A name Korea uses today (or used before) for places of KMA's 2023 table, from Fixtures/Grid/kma-place-aliases.csv
/// (docs/PLACES.md): 검단구 for the seven 동 of 인천 서구 it took over, 전남광주통합특별시 for 광주 and 전남, the old
/// names the table still spells (`인천광역시 중구`) with the area code their successor answers to.
package struct PlaceAlias: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        /// A name in use today: `인천광역시 검단구`, `경기도 화성시 동탄구 동탄1동`.
        case current
        /// Another spelling of a current name for the same rows (`광주특별시`, the bill's short name).
        case variant
        /// A short form of the current name `full` (`검단구` for `인천광역시 검단구`), listed only where no table row
        /// and no other alias has it.
        case short(full: String)
        /// A name of the table that is no longer in use (`인천광역시 중구`, `경기도 화성시 봉담읍`); `areaCode` is the
        /// code its successor answers to.
        case old
    }

    /// As the CSV writes it, words separated by one space.
    package let name: String
    /// The day the name (or, for an old name, its successor's code) took effect.
    package let effective: KSTDate
    /// The codes of the table rows the name stands for.
    package let targets: [String]
    /// The target whose cell the name uses (chosen to equal the new unit's own cell in KMA's 2026 table).
    package let representative: String
    /// The code UV and pollen answer for the name today; nil when no source has seen the new code.
    package let areaCode: String?
    package let kind: Kind

    package init(
        name: String, effective: KSTDate, targets: [String], representative: String, areaCode: String?, kind: Kind
    ) {
        (self.name, self.effective, self.targets, self.representative) = (name, effective, targets, representative)
        (self.areaCode, self.kind) = (areaCode.flatMap { $0.isEmpty ? nil : $0 }, kind)
    }

    /// The full name the alias shows as: a short form's full name, else its own.
    package var fullName: String {
        if case .short(let full) = kind { return full }
        return name
    }

    /// Whether the name is in use today (current, variant or short), as opposed to an old name of the table.
    package var isInUse: Bool { kind != .old }
}
