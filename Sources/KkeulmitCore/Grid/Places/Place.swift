/// An administrative area from KMA's official place table: a 시·도 (level 1), a 시·군·구 (level 2) or an
/// 읍·면·동 (level 3), with the grid cell KMA assigns it.
package struct Place: Hashable, Sendable, CustomStringConvertible {
    /// The 10-digit administrative code, e.g. `1111000000` for 서울특별시 종로구.
    package let code: String
    /// 시·도, e.g. `서울특별시`.
    package let level1: String
    /// 시·군·구, e.g. `종로구` or `수원시장안구` (KMA writes a city's district without a space); nil for a level-1 row.
    package let level2: String?
    /// 읍·면·동, e.g. `청운효자동`; nil for level-1 and level-2 rows.
    package let level3: String?
    /// The grid cell from the table. For a named place it wins over projecting the coordinates: the two disagree
    /// by one cell for about 1% of rows.
    package let cell: GridCell
    /// Latitude and longitude from the table, degrees. KMA gives 0, 0 for 이어도 (see `hasCoordinates`).
    package let latitude: Double
    package let longitude: Double

    package init(
        code: String, level1: String, level2: String?, level3: String?, cell: GridCell, latitude: Double,
        longitude: Double
    ) {
        (self.code, self.level1, self.cell, self.latitude, self.longitude) = (code, level1, cell, latitude, longitude)
        self.level2 = level2.flatMap { $0.isEmpty ? nil : $0 }
        self.level3 = level3.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// 1, 2 or 3: how deep in the administrative hierarchy the row is.
    package var level: Int { level3 != nil ? 3 : level2 != nil ? 2 : 1 }

    /// The full name, levels joined by spaces: `서울특별시 종로구 청운효자동`.
    package var name: String { [level1, level2, level3].compactMap { $0 }.joined(separator: " ") }

    /// False where the table has no real coordinates (the 이어도 rows carry 0, 0).
    package var hasCoordinates: Bool { !(latitude == 0 && longitude == 0) }

    package var description: String { name }
}
