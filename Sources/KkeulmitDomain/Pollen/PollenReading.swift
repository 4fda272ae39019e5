/// What the advice knows about pollen for a window's day: the CLI contract's JSON `pollen` object
/// (`{"issued": "…", "day": "2027-04-20", "oak": 2, "pine": 1, "weeds": null, "grade": 2}`) and what the outfit
/// engine reads (grade ≥ 높음 adds a mask and the note naming the species).
package struct PollenReading: Hashable, Sendable {
    /// The newest issue the grades come from.
    package var issued: KSTDateTime
    package var day: KSTDate
    /// Per species; nil out of season or without a grade for the day.
    package var oak: PollenGrade?
    package var pine: PollenGrade?
    package var weeds: PollenGrade?

    package init(issued: KSTDateTime, day: KSTDate, oak: PollenGrade?, pine: PollenGrade?, weeds: PollenGrade?) {
        (self.issued, self.day, self.oak, self.pine, self.weeds) = (issued, day, oak, pine, weeds)
    }

    package subscript(species: PollenSpecies) -> PollenGrade? {
        switch species {
        case .oak: oak
        case .pine: pine
        case .weeds: weeds
        }
    }

    /// The highest grade of the three (JSON `grade`).
    package var grade: PollenGrade? { PollenSpecies.allCases.compactMap { self[$0] }.max() }

    /// The species at the highest grade, in the order oak, pine, weeds: what the note names.
    package var worst: [PollenSpecies] {
        guard let top = grade else { return [] }
        return PollenSpecies.allCases.filter { self[$0] == top }
    }
}
