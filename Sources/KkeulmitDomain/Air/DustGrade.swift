/// 환경부's four fine-dust grades as AirKorea numbers them (docs/AIR-UV.md, "Grades and masks"); worse of two: `max`.
package enum DustGrade: Int, Comparable, CaseIterable, NamedCase, Sendable {
    /// 좋음
    case good = 1
    /// 보통
    case moderate = 2
    /// 나쁨
    case bad = 3
    /// 매우나쁨
    case veryBad = 4

    /// The service's grade field: `"1"` … `"4"`. Nil for `null`, `""`, `"-"`, `"*"` or anything else, which is how
    /// AirKorea writes a grade it has not computed.
    package init?(serviceValue text: String?) {
        guard let n = text.flatMap({ Int($0.trimmingSpaces) }) else { return nil }
        self.init(rawValue: n)
    }

    /// A forecast's word: `좋음`, `보통`, `나쁨`, `매우나쁨`. Nil for `예보없음` (no forecast) and anything else.
    package init?(word: String) {
        guard let grade = Self.allCases.first(where: { $0.koreanName == word.trimmingSpaces }) else { return nil }
        self = grade
    }

    /// The grade of a PM10 concentration (µg/m³): 좋음 ≤ 30, 보통 ≤ 80, 나쁨 ≤ 150, else 매우나쁨. An integer on a
    /// boundary belongs to the lower band. Nil for a negative or non-finite value.
    package static func pm10(_ concentration: Double) -> DustGrade? {
        grade(concentration, bounds: (30, 80, 150))
    }

    /// The grade of a PM2.5 concentration (µg/m³): 좋음 ≤ 15, 보통 ≤ 35, 나쁨 ≤ 75, else 매우나쁨 (the bands since 2018-03-27).
    package static func pm25(_ concentration: Double) -> DustGrade? {
        grade(concentration, bounds: (15, 35, 75))
    }

    /// The grade's name as AirKorea and the advice write it (`좋음` … `매우나쁨`), and in English text.
    package static let names: [DustGrade: (ko: String, en: String)] = [
        .good: ("좋음", "good"), .moderate: ("보통", "moderate"), .bad: ("나쁨", "bad"), .veryBad: ("매우나쁨", "very bad"),
    ]

    package static func < (a: DustGrade, b: DustGrade) -> Bool { a.rawValue < b.rawValue }

    /// The worse of two grades, either of which may be unknown.
    package static func worse(_ a: DustGrade?, _ b: DustGrade?) -> DustGrade? {
        [a, b].compactMap { $0 }.max()
    }

    private static func grade(_ value: Double, bounds: (Double, Double, Double)) -> DustGrade? {
        guard value.isFinite, value >= 0 else { return nil }
        if value <= bounds.0 { return .good }
        if value <= bounds.1 { return .moderate }
        if value <= bounds.2 { return .bad }
        return .veryBad
    }
}
