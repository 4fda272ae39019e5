/// A forecast row's `informGrade` by region: `서울 : 나쁨,제주 : 보통,…`, entries split on `,`, each into a region and a word
/// on `:`, spaces trimmed, in no fixed order. `예보없음` (no forecast), an unknown word or region, and an entry without `:`
/// are left out, so a region without a grade is absent; a region listed twice keeps its worse grade.
package struct RegionalGrades: Hashable, Sendable {
    package var grades: [DustForecastRegion: DustGrade]

    package init(_ grades: [DustForecastRegion: DustGrade] = [:]) {
        self.grades = grades
    }

    package init(informGrade text: String) {
        var grades: [DustForecastRegion: DustGrade] = [:]
        for entry in text.split(separator: ",") {
            let parts = entry.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, let region = DustForecastRegion(name: String(parts[0])),
                let grade = DustGrade(word: String(parts[1]))
            else { continue }
            grades[region] = DustGrade.worse(grades[region], grade)
        }
        self.grades = grades
    }

    /// The worse grade of `regions` that have one; nil when none has.
    package func worst(of regions: [DustForecastRegion]) -> DustGrade? {
        regions.compactMap { grades[$0] }.max()
    }
}
