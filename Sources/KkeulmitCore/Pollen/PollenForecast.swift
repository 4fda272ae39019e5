/// One species' issue for an area (domain): the grades by day. An issue of 06시 covers its day and the two after,
/// one of 18시 the next three days; a day not published yet has no grade, never 낮음.
package struct PollenForecast: Hashable, Sendable {
    package var species: PollenSpecies
    package var areaNo: String?
    package var issued: KSTDateTime
    package var grades: [KSTDate: PollenGrade]
}

extension PollenForecast {

    /// From one row; nil when its `date` is not an issue time (`YYYYMMDDHH`).
    package init?(row: PollenRow, species: PollenSpecies) {
        guard let date = row.date?.trimmingSpaces, date.utf8.count == 10,
            let issued = KSTDateTime(kmaDate: String(date.prefix(8)), kmaTime: String(date.suffix(2)) + "00")
        else { return nil }
        var grades: [KSTDate: PollenGrade] = [:]
        for (offset, value) in row.days {
            if let grade = PollenGrade(sent: value) { grades[issued.date.adding(days: offset)] = grade }
        }
        self.init(species: species, areaNo: row.areaNo?.trimmingSpaces, issued: issued, grades: grades)
    }

    /// The newest issue among `rows` for `areaNo` (a row without `areaNo` is that area's); nil when none is readable.
    package static func newest(rows: [PollenRow], species: PollenSpecies, areaNo: String? = nil) -> PollenForecast? {
        rows.filter { areaNo == nil || $0.areaNo == nil || $0.areaNo?.trimmingSpaces == areaNo }
            .compactMap { PollenForecast(row: $0, species: species) }
            .max { ($0.issued, $0.grades.count) < ($1.issued, $1.grades.count) }
    }

    /// The grade for `day`; nil when the issue has none for it.
    package func grade(on day: KSTDate) -> PollenGrade? { grades[day] }

    /// The days after its date an issue of `hour` describes: 06시 its day and the two after, 18시 the three after.
    package static func days(issuedAt hour: Int) -> ClosedRange<Int> { hour < 12 ? 0...2 : 1...3 }
}
