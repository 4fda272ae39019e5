import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("AirKoreaRequest and the AirKorea schedules")
struct AirKoreaRequestTests {
    @Test("nearby stations: the MsrstnInfoInqireSvc operation with the place's TM point, no ver")
    func nearby() throws {
        let place = try #require(PlaceDirectory.official.place(code: "1111000000"))
        let request = AirKoreaRequest.nearbyStations(try #require(AirKoreaTMProjection.project(place)))
        #expect(request.path == "MsrstnInfoInqireSvc/getNearbyMsrstnList")
        #expect(request.percentEncodedQuery.hasPrefix("returnType=json&tmX=198308.5"))
        #expect(request.percentEncodedQuery.contains("&tmY=452010.2"))
        #expect(!request.query.contains { $0.name == "ver" })
    }

    @Test("measurements: ver 1.3, DAILY, 100 rows, the station's name percent-encoded")
    func measurements() {
        let request = AirKoreaRequest.measurements(station: "중앙동(강원)")
        #expect(request.path == "ArpltnInforInqireSvc/getMsrstnAcctoRltmMesureDnsty")
        #expect(
            request.percentEncodedQuery
                == "returnType=json&numOfRows=100&pageNo=1&stationName=%EC%A4%91%EC%95%99%EB%8F%99%28%EA%B0%95%EC%9B%90%29"
                + "&dataTerm=DAILY&ver=1.3")
    }

    @Test("dust forecast: the issue date as YYYY-MM-DD, every pollutant, 100 rows")
    func forecast() {
        let request = AirKoreaRequest.dustForecast(issuedOn: KSTDate(year: 2026, month: 11, day: 30))
        #expect(request.path == "ArpltnInforInqireSvc/getMinuDustFrcstDspth")
        #expect(request.percentEncodedQuery == "returnType=json&numOfRows=100&pageNo=1&searchDate=2026-11-30&ver=1.1")
        #expect(!request.query.contains { $0.name == "InformCode" })
    }

    @Test(
        "percent-encoding leaves only letters, digits and -._~",
        arguments: [("종로구", "%EC%A2%85%EB%A1%9C%EA%B5%AC"), ("a b+c/=", "a%20b%2Bc%2F%3D"), ("A-z_0.9~", "A-z_0.9~")])
    func encoding(value: String, encoded: String) {
        #expect(ServiceRequest.percentEncoded(value) == encoded)
    }

    static func at(_ h: Int, _ m: Int) -> KSTDateTime {
        KSTDateTime(year: 2026, month: 11, day: 30, hour: h, minute: m)
    }

    @Test(
        "the hour a measurement is expected for: published about HH:15",
        arguments: [(7, 30, 7), (7, 15, 7), (7, 14, 6), (0, 10, 23)])
    func measurementHour(hour: Int, minute: Int, expected: Int) {
        #expect(IssueSchedule.airKoreaMeasurement.latest(publishedBy: Self.at(hour, minute)).hour == expected)
    }

    @Test(
        "the dust forecast issue: 05, 11, 17 and 23시, callable 10 minutes later",
        arguments: [(7, 30, 5), (5, 9, 23), (5, 10, 5), (11, 30, 11), (23, 59, 23), (16, 0, 11)])
    func forecastIssue(hour: Int, minute: Int, expected: Int) {
        #expect(IssueSchedule.airKoreaDustForecast.latest(publishedBy: Self.at(hour, minute)).hour == expected)
    }
}
