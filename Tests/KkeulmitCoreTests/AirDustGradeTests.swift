import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("DustGrade: 환경부 bands, service values and forecast words")
struct AirDustGradeTests {
    @Test(
        "PM10 bands: 좋음 ≤ 30, 보통 ≤ 80, 나쁨 ≤ 150, 매우나쁨 above; a boundary belongs to the lower band",
        arguments: [
            (0.0, DustGrade.good), (30, .good), (30.4, .moderate), (31, .moderate), (80, .moderate), (81, .bad),
            (88, .bad), (150, .bad), (151, .veryBad), (999, .veryBad),
        ])
    func pm10(value: Double, grade: DustGrade) {
        #expect(DustGrade.pm10(value) == grade)
    }

    @Test(
        "PM2.5 bands (since 2018-03-27): 좋음 ≤ 15, 보통 ≤ 35, 나쁨 ≤ 75, 매우나쁨 above",
        arguments: [
            (0.0, DustGrade.good), (15, .good), (16, .moderate), (35, .moderate), (36, .bad), (41, .bad), (75, .bad),
            (76, .veryBad), (200, .veryBad),
        ])
    func pm25(value: Double, grade: DustGrade) {
        #expect(DustGrade.pm25(value) == grade)
    }

    @Test("no grade for a negative or non-finite concentration", arguments: [-1.0, .nan, .infinity, -.infinity])
    func noGrade(value: Double) {
        #expect(DustGrade.pm10(value) == nil)
        #expect(DustGrade.pm25(value) == nil)
    }

    @Test(
        "service grades are \"1\"…\"4\"; null, empty, - and * (and anything else) are none",
        arguments: [
            ("1", DustGrade.good), ("2", .moderate), ("3", .bad), ("4", .veryBad), (" 3 ", .bad), (nil, nil),
            ("", nil), ("-", nil), ("*", nil), ("0", nil), ("5", nil), ("3.0", nil), ("나쁨", nil),
        ] as [(String?, DustGrade?)])
    func serviceValues(text: String?, grade: DustGrade?) {
        #expect(DustGrade(serviceValue: text) == grade)
    }

    @Test(
        "forecast words; 예보없음 is no grade",
        arguments: [
            ("좋음", DustGrade.good), ("보통", .moderate), ("나쁨", .bad), ("매우나쁨", .veryBad), (" 나쁨 ", .bad),
            ("예보없음", nil), ("", nil), ("매우 나쁨", nil),
        ] as [(String, DustGrade?)])
    func words(word: String, grade: DustGrade?) {
        #expect(DustGrade(word: word) == grade)
    }

    @Test("names and numbers match the contract's grades 1 좋음, 2 보통, 3 나쁨, 4 매우나쁨")
    func names() {
        #expect(DustGrade.allCases.map(\.rawValue) == [1, 2, 3, 4])
        #expect(DustGrade.allCases.map(\.koreanName) == ["좋음", "보통", "나쁨", "매우나쁨"])
        #expect(DustGrade.allCases.map(\.englishName) == ["good", "moderate", "bad", "very bad"])
    }

    @Test(
        "the worse of two grades, either unknown",
        arguments: [
            (DustGrade.good, DustGrade.bad, DustGrade.bad), (.veryBad, .moderate, .veryBad),
            (nil, .moderate, .moderate),
            (.bad, nil, .bad), (nil, nil, nil),
        ] as [(DustGrade?, DustGrade?, DustGrade?)])
    func worse(a: DustGrade?, b: DustGrade?, expected: DustGrade?) {
        #expect(DustGrade.worse(a, b) == expected)
        #expect(DustGrade.worse(b, a) == expected)
    }
}
