@testable import KkeulmitCore
@testable import KkeulmitDomain

/// Builds forecasts for the outfit tests from plain values: mild, dry and calm unless a test says otherwise.
enum OutfitFixture {
    static let base = ForecastBase(date: KSTDate(year: 2026, month: 11, day: 30), hour: 5)!
    static let cell = GridCell(nx: 60, ny: 127)!

    /// One hour at 15 °C, 50 %, 0.5 m/s, POP 0, no precipitation.
    static func hour(_ time: KSTDateTime, _ configure: (inout HourlyForecast) -> Void = { _ in }) -> HourlyForecast {
        var slot = HourlyForecast(time: time)
        slot.temperature = 15
        slot.humidity = 50
        slot.windSpeed = 0.5
        slot.precipitationProbability = 0
        slot.precipitationType = PrecipitationType.none
        slot.precipitationMillimetres = 0
        slot.snowCentimetres = 0
        slot.sky = .clear
        configure(&slot)
        return slot
    }

    /// `count` consecutive hourly slots from `start`; `configure` gets the hour's index.
    static func hours(
        from start: KSTDateTime, count: Int, _ configure: (Int, inout HourlyForecast) -> Void = { _, _ in }
    ) -> [HourlyForecast] {
        (0..<count).map { i in hour(start.adding(hours: i)) { configure(i, &$0) } }
    }

    static func timeline(_ slots: [HourlyForecast], daily: [DailyExtremes] = []) -> ForecastTimeline {
        ForecastTimeline(base: base, cell: cell, slots: slots, daily: daily)
    }

    /// Conditions of a window that covers exactly `slots` (which must be consecutive hours).
    static func conditions(_ slots: [HourlyForecast], daily: [DailyExtremes] = []) throws -> WindowConditions {
        try WindowConditions(
            timeline: timeline(slots, daily: daily), window: AdviceWindow(start: slots[0].time, hours: slots.count))
    }

    /// Advice for hours with the given temperatures (calm, dry, 50 %) starting at `start`.
    static func advice(
        temperatures: [Double], start: KSTDateTime = KSTDateTime(year: 2026, month: 11, day: 30, hour: 7),
        rules: OutfitRuleTable = .builtIn, offset: Double = 0, wardrobe: Wardrobe? = nil,
        learned: LearnedOffset? = nil, _ configure: (Int, inout HourlyForecast) -> Void = { _, _ in }
    ) throws -> OutfitAdvice {
        let slots = hours(from: start, count: temperatures.count) { i, slot in
            slot.temperature = temperatures[i]
            configure(i, &slot)
        }
        return OutfitEngine.advise(
            conditions: try conditions(slots), rules: rules, temperatureOffset: offset, wardrobe: wardrobe,
            learned: learned)
    }

    /// A November morning, where feels-like equals the air temperature in calm air.
    static let novemberMorning = KSTDateTime(year: 2026, month: 11, day: 30, hour: 7)
    /// A July morning (summer formula).
    static let julyMorning = KSTDateTime(year: 2026, month: 7, day: 20, hour: 7)
}
