import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("AirKoreaDemoSample and UVDemoSample")
struct AirDemoSampleTests {
    static func same(_ embedded: String, _ fixture: Data) throws -> Bool {
        let a = try JSONSerialization.jsonObject(with: Data(embedded.utf8)) as? NSDictionary
        let b = try JSONSerialization.jsonObject(with: fixture)
        return a?.isEqual(b) == true
    }

    @Test(
        "each embedded JSON is its fixture, value for value (regenerate with `make generate`)",
        arguments: [
            (AirKoreaDemoSample.stationsJSON, "AirKorea", "nearby-msrstn-list-jongno-success.json"),
            (AirKoreaDemoSample.measurementsJSON, "AirKorea", "msrstn-rltm-mesure-dnsty-jongno-0620.json"),
            (AirKoreaDemoSample.dustForecastJSON, "AirKorea", "minu-dust-frcst-dspth-20261130-0500.json"),
            (UVDemoSample.json, "UV", "uv-idx-v5-1111000000-2026113006-success.json"),
        ])
    func matchesFixture(embedded: String, folder: String, name: String) throws {
        #expect(try Self.same(embedded, AirFixtures.data(name, in: folder)))
        #expect(!embedded.contains("\n  "), "embedded without indentation")
    }

    @Test("the air sample at the demo's moment: 종로구 06:00, PM10 86, PM2.5 40, grades 3, forecast 2")
    func airReading() throws {
        let reading = try #require(try AirKoreaDemoSample.reading())
        #expect(reading.station == "종로구")
        #expect(reading.time?.iso8601 == "2026-11-30T06:00:00+09:00")
        #expect(reading.pm10 == 86 && reading.pm25 == 40)
        #expect(reading.pm10Grade == .bad && reading.pm25Grade == .bad && reading.grade == .bad)
        #expect(reading.forecastGrade == .moderate)
        #expect(try AirKoreaDemoSample.stations().first?.name == AirKoreaDemoSample.station)
    }

    @Test("the sample's place is 서울특별시 종로구, whose forecast region is 서울")
    func place() throws {
        let place = try #require(PlaceDirectory.official.place(code: AirKoreaDemoSample.areaCode))
        #expect(place.name == AirKoreaDemoSample.placeName)
        #expect(DustForecastRegion.regions(for: place) == [.seoul])
        #expect(UVDemoSample.areaNo == AirKoreaDemoSample.areaCode)
        #expect(
            try AirKoreaDemoSample.dustForecast().fineDustGrade(
                on: AirKoreaDemoSample.now.date, in: DustForecastRegion.regions(for: place)) == .moderate)
    }

    @Test("every demo sample is what was published by the demo's one moment (06:20), and nothing later is in it")
    func published() throws {
        let now = DemoSample.now
        #expect(AirKoreaDemoSample.now == now)
        #expect(ForecastBase.latest(publishedBy: now) == DemoSample.base)
        #expect(now.startOfHour == DemoSample.base.time.adding(hours: 1), "the window starts at the issue's first slot")
        #expect(
            IssueSchedule.airKoreaMeasurement.latest(publishedBy: now) == (try AirKoreaDemoSample.measurement())?.time)
        let rows = try PortalResponseDecoder.decode(
            MeasurementRow.self, status: 200, body: Data(AirKoreaDemoSample.measurementsJSON.utf8)
        ).rows
        #expect(rows.compactMap { StationMeasurement(row: $0, station: "종로구")?.time }.allSatisfy { $0 <= now })
        #expect(IssueSchedule.uvIndex.latest(publishedBy: now) == UVDemoSample.issued)
        #expect(
            try AirKoreaDemoSample.dustForecast().entries.allSatisfy {
                $0.issued == IssueSchedule.airKoreaDustForecast.latest(publishedBy: now)
            })
        #expect(DemoNowcastSample.observationBase.time <= now && DemoNowcastSample.forecastBase.time <= now)
        #expect(ForecastBase.latest(publishedBy: now, product: .ultraSrtNcst) == DemoNowcastSample.observationBase)
        #expect(ForecastBase.latest(publishedBy: now, product: .ultraSrtFcst) == DemoNowcastSample.forecastBase)
    }

    @Test("the UV sample: the 06시 issue, 보통 with its maximum of 4 at noon")
    func uvReading() throws {
        let forecast = try #require(try UVDemoSample.forecast())
        #expect(forecast.issued == UVDemoSample.issued)
        let reading = try #require(
            UVReading(forecast: forecast, from: KSTDateTime(year: 2026, month: 11, day: 30, hour: 6), hours: 18))
        #expect(reading.max == 4 && reading.grade == .moderate)
        #expect(reading.maxAt.iso8601 == "2026-11-30T12:00:00+09:00")
    }
}
