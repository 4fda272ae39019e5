import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("DemoSample")
struct DemoSampleTests {
    @Test("the embedded JSON is the 0500 fixture, value for value (regenerate with `make generate`)")
    func matchesFixture() throws {
        let embedded = try JSONSerialization.jsonObject(with: Data(DemoSample.json.utf8)) as? NSDictionary
        let fixture = try JSONSerialization.jsonObject(with: Fixtures.data("vilage-fcst-0500-success.json"))
        #expect(embedded?.isEqual(fixture) == true)
        #expect(!DemoSample.json.contains("\n  "), "the sample is embedded without indentation")
    }

    @Test("the sample decodes through the client's decoder to the 907-row 05시 issue for 종로구")
    func decodes() throws {
        let forecast = try DemoSample.forecast()
        #expect(forecast.items.count == 907)
        #expect(forecast.cell == GridCell(nx: 60, ny: 127))
        #expect(forecast.base == ForecastBase(date: KSTDate(year: 2026, month: 11, day: 30), hour: 5))
        #expect(DemoSample.placeName == "서울특별시 종로구")
        #expect(forecast.items.allSatisfy { $0.nx == 60 && $0.ny == 127 && $0.baseDate == "20261130" })
        #expect(forecast.items.allSatisfy { $0.baseTime == "0500" })
    }

    @Test("the sample's day is the advertised one: cold windy morning, +8 °C afternoon, rain 16–20시")
    func weather() throws {
        let timeline = try DemoSample.forecast().timeline().timeline
        let day = timeline.slots.filter { $0.time.date == KSTDate(year: 2026, month: 11, day: 30) }
        #expect(day.count == 18)
        let morning = day.filter { (6...8).contains($0.time.hour) }
        #expect(morning.allSatisfy { ($0.temperature ?? 99) <= -2 && (4...6).contains($0.windSpeed ?? 0) })
        #expect(day.compactMap(\.temperature).max() == 8)
        let wet = day.filter { $0.precipitationType == .rain }.map(\.time.hour)
        #expect(wet == [16, 17, 18, 19, 20])
        #expect(
            day.filter { $0.precipitationType == .rain }.allSatisfy {
                (60...80).contains($0.precipitationProbability ?? 0)
            })
        #expect(
            day.filter { $0.precipitationType == PrecipitationType.none }.allSatisfy {
                ($0.precipitationProbability ?? 100) <= 30
            })
    }
}
