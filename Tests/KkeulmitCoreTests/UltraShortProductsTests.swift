import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("Ultra-short products: getUltraSrtNcst and getUltraSrtFcst rows to slots")
struct UltraShortProductsTests {
    static let day = KSTDate(year: 2026, month: 11, day: 30)

    static func items(_ fixture: String) throws -> [KMAItem] {
        try KMAResponseDecoder.decode(status: 200, headers: [:], body: Fixtures.data(fixture)).body?.items ?? []
    }

    @Test("the 07:00 observation gives every observed value of the current hour")
    func observation() throws {
        let base = KSTDateTime(date: Self.day, hour: 7)
        let slot = try #require(
            UltraShortProducts.observation(items: Self.items("ultra-srt-ncst-0700-success.json"), base: base))
        #expect(slot.time == base)
        #expect(slot.source == .observation)
        #expect(slot.temperature == -2.4)
        #expect(slot.humidity == 55)
        #expect(slot.windSpeed == 3.1)
        #expect(slot.precipitationType == PrecipitationType.none)
        #expect(slot.precipitationMillimetres == 0)
        #expect(slot.precipitationProbability == nil, "the observation has no POP")
    }

    @Test("sentinels, '-' and empty values are missing, the rest of the observation stands")
    func sentinels() throws {
        let base = KSTDateTime(date: Self.day, hour: 7)
        let slot = try #require(
            UltraShortProducts.observation(items: Self.items("ultra-srt-ncst-0700-sentinels.json"), base: base))
        #expect(slot.temperature == nil)
        #expect(slot.humidity == nil)
        #expect(slot.windSpeed == nil)
        #expect(slot.windDirection == 318)
    }

    @Test("a single row sent as an object instead of an array is read")
    func singleRow() throws {
        let items = try Self.items("ultra-srt-ncst-0700-single-row.json")
        #expect(items.count == 1)
        let slot = UltraShortProducts.observation(items: items, base: KSTDateTime(date: Self.day, hour: 7))
        #expect(slot?.temperature == -2.4)
    }

    @Test("rows of another base time, or with no usable value, give no observation")
    func wrongBase() throws {
        let items = try Self.items("ultra-srt-ncst-0700-success.json")
        #expect(UltraShortProducts.observation(items: items, base: KSTDateTime(date: Self.day, hour: 8)) == nil)
        #expect(UltraShortProducts.observation(items: [], base: KSTDateTime(date: Self.day, hour: 7)) == nil)
    }

    @Test(
        "the 15:30 forecast gives six hourly slots from 16:00 whatever the row order, with or without POP",
        arguments: [("ultra-srt-fcst-1530-success.json", true), ("ultra-srt-fcst-1530-without-pop.json", false)])
    func forecast(fixture: String, hasPOP: Bool) throws {
        let base = KSTDateTime(date: Self.day, hour: 15, minute: 30)
        let slots = UltraShortProducts.forecast(items: try Self.items(fixture), base: base)
        #expect(slots.map(\.time.hour) == [16, 17, 18, 19, 20, 21])
        #expect(slots.allSatisfy { $0.source == .ultraShortForecast && !$0.isExtended })
        #expect(slots.map(\.precipitationMillimetres) == [0.1, 1.2, 1.2, 0.1, 0.1, 0])
        #expect(slots.map { $0.precipitationType == .rain } == [true, true, true, true, true, false])
        #expect(slots.allSatisfy { ($0.precipitationProbability != nil) == hasPOP })
        #expect(slots.first?.temperature == 6.3)
    }

    @Test("slots outside the six hours after the base are not part of the issue")
    func outsideHorizon() throws {
        let items = try Self.items("ultra-srt-fcst-1530-success.json")
        let slots = UltraShortProducts.forecast(items: items, base: KSTDateTime(date: Self.day, hour: 16, minute: 30))
        #expect(slots.map(\.time.hour) == [17, 18, 19, 20, 21])
    }
}
