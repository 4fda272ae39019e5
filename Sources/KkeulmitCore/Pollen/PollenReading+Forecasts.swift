/// A reading from the pollen service's issues.
extension PollenReading {
    /// From the species' issues for `day`; nil when no species has a grade for it.
    package init?(forecasts: [PollenForecast], day: KSTDate) {
        let usable = forecasts.filter { $0.grade(on: day) != nil }
        guard let issued = usable.map(\.issued).max() else { return nil }
        func grade(_ species: PollenSpecies) -> PollenGrade? {
            forecasts.filter { $0.species == species }.max { $0.issued < $1.issued }?.grade(on: day)
        }
        self.init(issued: issued, day: day, oak: grade(.oak), pine: grade(.pine), weeds: grade(.weeds))
    }
}
