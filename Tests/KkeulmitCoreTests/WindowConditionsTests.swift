import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("Window conditions")
struct WindowConditionsTests {
    let start = OutfitFixture.novemberMorning

    /// 10 hourly slots from 07:00, then 3-hourly extended slots at 18:00, 21:00, 00:00.
    func timelineWithExtendedTail() -> ForecastTimeline {
        var slots = OutfitFixture.hours(from: start, count: 10)
        for offset in [11, 14, 17] {
            var slot = OutfitFixture.hour(start.adding(hours: offset))
            slot.isExtended = true
            slots.append(slot)
        }
        return OutfitFixture.timeline(slots)
    }

    @Test("covers exactly the window's hourly slots, in order, each with its feels-like")
    func coversWindow() throws {
        let timeline = OutfitFixture.timeline(
            OutfitFixture.hours(from: start.adding(hours: -2), count: 24) { i, slot in
                slot.temperature = Double(i)
                slot.windSpeed = 5
            })
        let c = try WindowConditions(timeline: timeline, window: AdviceWindow(start: start, hours: 5))
        #expect(c.slots.map(\.time) == (0..<5).map { start.adding(hours: $0) })
        #expect(c.hours == 5)
        #expect(!c.isTruncated)
        #expect(c.end == start.adding(hours: 5))
        // 2 °C at 5 m/s in November: wind chill; 0 °C at 5 m/s → −4.9 is checked in FeelsLikeTests.
        #expect(c.slots[0].feelsLike == FeelsLike.temperature(air: 2, windSpeed: 5, humidity: 50, month: 11))
        #expect(c.temperatureMin == 2 && c.temperatureMax == 6)
        #expect(c.feelsLikeMin == c.slots.compactMap(\.feelsLike).min())
        #expect(c.feelsLikeMax == c.slots.compactMap(\.feelsLike).max())
    }

    @Test("a window past the hourly slots is cut where they end; 3-hourly slots never count")
    func truncated() throws {
        let window = try AdviceWindow(start: start.adding(hours: 5), hours: 12)
        let c = try WindowConditions(timeline: timelineWithExtendedTail(), window: window)
        #expect(c.hours == 5)
        #expect(c.slots.allSatisfy { !$0.forecast.isExtended })
        #expect(c.isTruncated && c.window.hours == 12)
        #expect(c.end == start.adding(hours: 10))
        #expect(c.window == window)
    }

    @Test("a window ending exactly where the hourly slots end is not truncated")
    func exactFit() throws {
        let c = try WindowConditions(
            timeline: timelineWithExtendedTail(), window: AdviceWindow(start: start, hours: 10))
        #expect(!c.isTruncated)
        #expect(c.hours == 10)
    }

    @Test("a window starting before the first slot throws instead of covering nothing")
    func startsBefore() throws {
        let window = try AdviceWindow(start: start.adding(hours: -1), hours: 3)
        #expect(throws: AdviceWindowError.startsBeforeForecast(start: window.start, firstSlot: start)) {
            try WindowConditions(timeline: timelineWithExtendedTail(), window: window)
        }
    }

    @Test("a window starting where the hourly slots have ended throws", arguments: [10, 11, 14])
    func startsAfter(offset: Int) throws {
        let window = try AdviceWindow(start: start.adding(hours: offset), hours: 3)
        #expect(
            throws: AdviceWindowError.startsAfterHourlyForecast(start: window.start, hourlyEnd: start.adding(hours: 10))
        ) {
            try WindowConditions(timeline: timelineWithExtendedTail(), window: window)
        }
    }

    @Test("an empty forecast throws")
    func emptyForecast() throws {
        let window = try AdviceWindow(start: start, hours: 3)
        #expect(throws: AdviceWindowError.emptyForecast) {
            try WindowConditions(timeline: OutfitFixture.timeline([]), window: window)
        }
    }

    @Test("a window without any temperature throws; one missing hour is skipped")
    func missingTemperatures() throws {
        let none = OutfitFixture.hours(from: start, count: 3) { _, slot in slot.temperature = nil }
        #expect(throws: AdviceWindowError.noTemperature(start: start, end: start.adding(hours: 3))) {
            try OutfitFixture.conditions(none)
        }
        let one = OutfitFixture.hours(from: start, count: 3) { i, slot in
            slot.temperature = i == 1 ? nil : Double(i * 10)
        }
        let c = try OutfitFixture.conditions(one)
        #expect(c.hours == 3)
        #expect(c.temperatureMin == 0 && c.temperatureMax == 20)
        #expect(c.slots[1].feelsLike == nil)
    }

    @Test("precipitation and wind are summarised as maxima")
    func aggregates() throws {
        let slots = OutfitFixture.hours(from: start, count: 5) { i, slot in
            slot.precipitationProbability = [10, 70, 40, 20, 0][i]
            slot.precipitationType = [.none, .rain, .snow, .rain, PrecipitationType.none][i]
            slot.precipitationMillimetres = [0, 0.1, 6.2, 30, 0][i]
            slot.snowCentimetres = [0, 0, 0.1, 1, 0][i]
            slot.windSpeed = [1, 4.5, 9.2, 3, 2][i]
        }
        let c = try OutfitFixture.conditions(slots)
        #expect(c.precipitationProbabilityMax == 70)
        #expect(c.precipitationTypes == [.rain, .snow])
        #expect(c.windSpeedMax == 9.2)
    }

    @Test("missing POP and wind are nil, not zero")
    func missingOptional() throws {
        let slots = OutfitFixture.hours(from: start, count: 2) { _, slot in
            slot.precipitationProbability = nil
            slot.windSpeed = nil
            slot.precipitationType = nil
        }
        let c = try OutfitFixture.conditions(slots)
        #expect(c.precipitationProbabilityMax == nil)
        #expect(c.windSpeedMax == nil)
        #expect(c.precipitationTypes.isEmpty)
    }

    @Test("TMN/TMX of the dates the window touches, and only those that carry one")
    func dailyExtremes() throws {
        let day1 = KSTDate(year: 2026, month: 11, day: 30)
        let daily = [
            DailyExtremes(date: day1.adding(days: -1), minimum: -20, maximum: 20),
            DailyExtremes(date: day1, minimum: nil, maximum: 8),
            DailyExtremes(date: day1.adding(days: 1), minimum: -3, maximum: 9),
            DailyExtremes(date: day1.adding(days: 2), minimum: -30, maximum: 30),
            DailyExtremes(date: day1.adding(days: 3)),
        ]
        // 20:00 on the 30th to 01:00 on the 1st.
        let slots = OutfitFixture.hours(from: KSTDateTime(date: day1, hour: 20), count: 5)
        let c = try OutfitFixture.conditions(slots, daily: daily)
        #expect(c.dailyExtremes == [daily[1], daily[2]])
        // Only the 1st has both: 9 − (−3).
        #expect(c.dailyRange == 12)

        let sameDay = try OutfitFixture.conditions(
            OutfitFixture.hours(from: KSTDateTime(date: day1, hour: 8), count: 3), daily: daily)
        #expect(sameDay.dailyExtremes == [daily[1]])
        #expect(sameDay.dailyRange == nil)
    }
}
