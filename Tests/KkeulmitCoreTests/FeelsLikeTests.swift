import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("Feels-like temperature")
struct FeelsLikeTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var air: Double
        var wind: Double?
        var humidity: Double?
        var month: Int
        var expected: Double
        var formula: FeelsLike.Formula
        var testDescription: String {
            "\(air) °C, \(wind.map { "\($0) m/s" } ?? "no wind"), \(humidity.map { "\($0) %" } ?? "no RH"), "
                + "month \(month) → \(expected)"
        }
    }

    // Expected values hand-computed from the reference formulas (Python, double precision), then rounded.
    @Test(
        "matches hand-computed values",
        arguments: [
            // Winter wind chill.
            Case(air: 0, wind: 5, humidity: 50, month: 1, expected: -4.9, formula: .windChill),  // -4.935
            Case(air: 10, wind: 1.3, humidity: 50, month: 12, expected: 9.9, formula: .windChill),  // 9.856
            Case(air: -10, wind: 10, humidity: 50, month: 2, expected: -20.3, formula: .windChill),  // -20.303
            Case(air: 5, wind: 3, humidity: nil, month: 11, expected: 2.5, formula: .windChill),  // 2.490
            Case(air: -5, wind: 7, humidity: 50, month: 3, expected: -12.4, formula: .windChill),  // -12.364
            Case(air: -8, wind: 6, humidity: 50, month: 1, expected: -15.6, formula: .windChill),  // -15.628
            // Winter, but too warm, too calm or no wind: the air temperature.
            Case(air: 10.1, wind: 5, humidity: 50, month: 1, expected: 10.1, formula: .air),
            Case(air: 5, wind: 1.2, humidity: 50, month: 1, expected: 5, formula: .air),
            Case(air: 5, wind: nil, humidity: 50, month: 1, expected: 5, formula: .air),
            // Summer formula (Stull wet-bulb).
            Case(air: 35, wind: 2, humidity: 30, month: 7, expected: 32.0, formula: .summer),  // 32.036
            Case(air: 35, wind: 2, humidity: 55, month: 7, expected: 35.0, formula: .summer),  // 34.972
            Case(air: 25, wind: 2, humidity: 50, month: 6, expected: 24.6, formula: .summer),  // 24.649
            Case(air: 30, wind: 2, humidity: 70, month: 8, expected: 31.3, formula: .summer),  // 31.289
            Case(air: 33, wind: 2, humidity: 60, month: 9, expected: 33.5, formula: .summer),  // 33.450
            Case(air: 32, wind: 2, humidity: 80, month: 8, expected: 34.1, formula: .summer),  // 34.148
            // Summer ignores the wind, even when cold and windy.
            Case(air: 5, wind: 8, humidity: 50, month: 5, expected: 5.5, formula: .summer),  // 5.487
            // Summer without humidity: the air temperature.
            Case(air: 35, wind: 2, humidity: nil, month: 7, expected: 35, formula: .air),
        ])
    func handComputed(_ c: Case) {
        #expect(
            FeelsLike.temperature(air: c.air, windSpeed: c.wind, humidity: c.humidity, month: c.month) == c.expected)
        #expect(FeelsLike.formula(air: c.air, windSpeed: c.wind, humidity: c.humidity, month: c.month) == c.formula)
    }

    @Test("the unrounded formulas match the reference to 1e-9")
    func unrounded() {
        #expect(abs(FeelsLike.windChill(air: 0, windSpeed: 5) - -4.935273251789413) < 1e-9)
        #expect(abs(FeelsLike.summer(air: 35, humidity: 30) - 32.03644304893665) < 1e-9)
        #expect(abs(FeelsLike.summer(air: 35, humidity: 55) - 34.972097415043585) < 1e-9)
        #expect(abs(FeelsLike.wetBulb(air: 35, humidity: 30) - 22.144021861510847) < 1e-9)
    }

    @Test(
        "summer is May to September, winter the other months",
        arguments: Array(1...12))
    func seasons(month: Int) {
        let formula = FeelsLike.formula(air: 5, windSpeed: 5, humidity: 50, month: month)
        #expect(formula == ((5...9).contains(month) ? .summer : .windChill))
    }

    struct Boundary: CustomTestStringConvertible, Sendable {
        var date: KSTDate
        var formula: FeelsLike.Formula
        var expected: Double
        var testDescription: String { "\(date) → \(formula) \(expected)" }
    }

    // 8 °C, 4 m/s, 40 %: the wind chill gives 5.5, the summer formula 7.9.
    // 9 °C, 3 m/s, 80 %: the wind chill gives 7.3, the summer formula 10.8.
    @Test(
        "switches formula on the month boundaries of a slot's KST date",
        arguments: [
            (Boundary(date: KSTDate(year: 2026, month: 4, day: 30), formula: .windChill, expected: 5.5), 8.0, 40.0),
            (Boundary(date: KSTDate(year: 2026, month: 5, day: 1), formula: .summer, expected: 7.9), 8.0, 40.0),
            (Boundary(date: KSTDate(year: 2026, month: 9, day: 30), formula: .summer, expected: 10.8), 9.0, 80.0),
            (Boundary(date: KSTDate(year: 2026, month: 10, day: 1), formula: .windChill, expected: 7.3), 9.0, 80.0),
        ])
    func monthBoundaries(_ b: Boundary, air: Double, humidity: Double) {
        // 23:00 on the last day and 00:00 on the first: the KST date decides, not the hour.
        let hour = b.date.day == 1 ? 0 : 23
        let slot = WindowSlot(
            forecast: OutfitFixture.hour(KSTDateTime(date: b.date, hour: hour)) {
                $0.temperature = air
                $0.windSpeed = air == 8 ? 4 : 3
                $0.humidity = humidity
            })
        #expect(slot.feelsLikeFormula == b.formula)
        #expect(slot.feelsLike == b.expected)
    }

    @Test("rounding never yields negative zero")
    func noNegativeZero() {
        let value = FeelsLike.temperature(air: -0.04, windSpeed: nil, humidity: nil, month: 1)
        #expect(value == 0)
        #expect(value.sign == .plus)
    }

    @Test("a slot without a temperature has no feels-like")
    func missingTemperature() {
        let slot = WindowSlot(forecast: OutfitFixture.hour(OutfitFixture.novemberMorning) { $0.temperature = nil })
        #expect(slot.feelsLike == nil)
        #expect(slot.feelsLikeFormula == nil)
    }
}
