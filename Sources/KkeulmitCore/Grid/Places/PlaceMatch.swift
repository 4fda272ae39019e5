/// What a place name resolved to: a row of KMA's table, or a name of today (an alias) standing for one or more
/// rows, with the name to show, the cell to ask the forecast for and the area codes to ask UV and pollen with.
package struct PlaceMatch: Hashable, Sendable, CustomStringConvertible {
    /// The name to show: today's name where the aliases give one (`인천광역시 검단구`, `전남광주통합특별시 북구`),
    /// else the table's (`인천광역시 중구`, which was split).
    package let name: String
    /// The row whose cell and point stand for the name: the row itself, or an alias's representative.
    package let place: Place
    /// The rows of the table the name stands for, in table order (one for a row of the table).
    package let rows: [Place]
    /// The `areaNo` to ask UV and pollen with, in order: the code the services answer for the place today, then
    /// its 시군구 and 시도 codes (`AreaCode.candidates`).
    package let areaCodes: [String]
    /// Set when the name shown is an old one, or the user typed one: what it became and when.
    package let renamed: PlaceRenaming?
    /// 1, 2 or 3, as `Place.level`; an alias's level counts `화성시 동탄구` as one level, as KMA writes `수원시장안구`.
    package let level: Int
    /// Table order of `place`, which orders candidates.
    let order: Int

    /// The grid cell the forecast is asked for.
    package var cell: GridCell { place.cell }

    /// The `areaNo` asked first.
    package var areaCode: String? { areaCodes.first }

    /// Whether the name stands for several rows of the table (a new unit made of old ones).
    package var isComposite: Bool { rows.count > 1 }

    package var description: String { name }
}
