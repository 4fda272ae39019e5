import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("TimelineMerger: observation > ultra-short forecast > short-term forecast, value by value")
struct TimelineMergerTests {
    static let day = KSTDate(year: 2026, month: 11, day: 30)

    static func slot(
        _ hour: Int, _ source: SlotSource, temperature: Double? = nil, pop: Int? = nil, humidity: Double? = nil
    ) -> HourlyForecast {
        var slot = HourlyForecast(time: KSTDateTime(date: day, hour: hour))
        slot.source = source
        slot.temperature = temperature
        slot.precipitationProbability = pop
        slot.humidity = humidity
        return slot
    }

    static func timeline(_ slots: [HourlyForecast]) -> ForecastTimeline {
        ForecastTimeline(
            base: ForecastBase(date: day, hour: 5)!, cell: GridCell(nx: 60, ny: 127)!, slots: slots, daily: [])
    }

    @Test("each value comes from the highest source that has it; the slot's source follows its temperature")
    func perValue() {
        let short = Self.timeline([
            Self.slot(7, .shortForecast, temperature: -3, pop: 10, humidity: 40),
            Self.slot(8, .shortForecast, temperature: -2, pop: 20, humidity: 42),
            Self.slot(9, .shortForecast, temperature: 0, pop: 30, humidity: 44),
        ])
        let ultra = [
            Self.slot(8, .ultraShortForecast, temperature: -1.7), Self.slot(9, .ultraShortForecast, humidity: 50),
        ]
        let observation = Self.slot(7, .observation, temperature: -2.4, humidity: 55)
        let merged = TimelineMerger.merge(short, ultraShort: ultra, observation: observation)

        #expect(merged.slots.map(\.temperature) == [-2.4, -1.7, 0])
        #expect(merged.slots.map(\.source) == [.observation, .ultraShortForecast, .shortForecast])
        #expect(merged.slots.map(\.precipitationProbability) == [10, 20, 30], "POP only the short-term has")
        #expect(merged.slots.map(\.humidity) == [55, 42, 50])
    }

    @Test("an observation beats an ultra-short forecast for the same hour")
    func observationWins() {
        let merged = TimelineMerger.merge(
            Self.timeline([Self.slot(7, .shortForecast, temperature: -3)]),
            ultraShort: [Self.slot(7, .ultraShortForecast, temperature: -2)],
            observation: Self.slot(7, .observation, temperature: -2.4))
        #expect(merged.slots.map(\.temperature) == [-2.4])
    }

    @Test("the current hour before the short-term forecast's first slot is added in time order")
    func insertsCurrentHour() {
        let merged = TimelineMerger.merge(
            Self.timeline([Self.slot(6, .shortForecast, temperature: -3)]), ultraShort: [],
            observation: Self.slot(5, .observation, temperature: -3.5))
        #expect(merged.slots.map(\.time.hour) == [5, 6])
        #expect(merged.hourlyEnd == KSTDateTime(date: Self.day, hour: 7))
    }

    @Test("nothing to merge leaves the timeline as it was")
    func identity() {
        let short = Self.timeline([Self.slot(7, .shortForecast, temperature: -3, pop: 10)])
        #expect(TimelineMerger.merge(short, ultraShort: [], observation: nil) == short)
    }
}
