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
        self.issued = issued
        self.day = day
        self.oak = oak
        self.pine = pine
        self.weeds = weeds
    }

    /// From the species' issues for `day`; nil when no species has a grade for it.
    package init?(forecasts: [PollenForecast], day: KSTDate) {
        let usable = forecasts.filter { $0.grade(on: day) != nil }
        guard let issued = usable.map(\.issued).max() else { return nil }
        func grade(_ species: PollenSpecies) -> PollenGrade? {
            forecasts.filter { $0.species == species }.max { $0.issued < $1.issued }?.grade(on: day)
        }
        self.init(issued: issued, day: day, oak: grade(.oak), pine: grade(.pine), weeds: grade(.weeds))
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
