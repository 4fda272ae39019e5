import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("AirStation: getNearbyMsrstnList rows → stations, nearest first")
struct AirStationTests {
    @Test("the demo list: 종로구 1.2 km, 중구 1.5, 종로 1.9, with addresses")
    func demoList() throws {
        let stations = AirStation.nearestFirst(
            try AirFixtures.rows(NearbyStationRow.self, "nearby-msrstn-list-jongno-success.json"))
        #expect(stations.map(\.name) == ["종로구", "중구", "종로"])
        #expect(stations.map(\.distanceKm) == [1.2, 1.5, 1.9])
        #expect(stations.allSatisfy { $0.address?.hasPrefix("서울 ") == true })
    }

    @Test(
        "unsorted rows are sorted; tm as text is read; no tm sorts last; a nameless row is dropped; a repeat keeps its nearest"
    )
    func unsorted() throws {
        let stations = AirStation.nearestFirst(
            try AirFixtures.rows(NearbyStationRow.self, "nearby-msrstn-list-unsorted.json"))
        #expect(stations.map(\.name) == ["종로구", "중구", "종로", "서대문구"])
        #expect(stations.map(\.distanceKm) == [1.2, 1.5, 1.9, nil])
    }

    @Test("a single row object and an empty list")
    func shapes() throws {
        #expect(
            AirStation.nearestFirst(try AirFixtures.rows(NearbyStationRow.self, "nearby-msrstn-list-single-row.json"))
                .map(\.name) == ["종로구"])
        #expect(
            AirStation.nearestFirst(try AirFixtures.rows(NearbyStationRow.self, "nearby-msrstn-list-empty.json"))
                .isEmpty)
    }

    @Test(
        "a distance is a finite, non-negative number or none: never NaN",
        arguments: [
            ("1.5", 1.5), ("0", 0), (" 2.7 ", 2.7), ("NaN", nil), ("nan", nil), ("inf", nil), ("-1.0", nil), ("", nil),
            ("-", nil), ("1.5km", nil),
        ] as [(String, Double?)])
    func distances(tm: String, expected: Double?) {
        let stations = AirStation.nearestFirst([NearbyStationRow([.stationName: "a", .tm: tm])])
        #expect(stations.first?.distanceKm == expected)
        #expect(stations.first?.distanceKm?.isNaN != true)
    }

    @Test("tm sent as a JSON number, a string or not at all")
    func tmForms() throws {
        let json = #"""
            {"response":{"header":{"resultCode":"00","resultMsg":"NORMAL_CODE"},"body":{"items":[
            {"stationName":"b","tm":1},{"stationName":"a","tm":"0.4"},{"stationName":"c","tm":null},
            {"stationName":"d","tm":true},{"stationName":"e","tm":1.0}],"totalCount":5}}}
            """#
        let rows = try PortalResponseDecoder.decode(NearbyStationRow.self, status: 200, body: .init(json.utf8)).rows
        let stations = AirStation.nearestFirst(rows)
        #expect(stations.map(\.name) == ["a", "b", "e", "c", "d"])
        #expect(stations.map(\.distanceKm) == [0.4, 1, 1, nil, nil])
    }

    @Test("order is the same whatever order the rows come in")
    func orderIndependent() throws {
        let rows = try AirFixtures.rows(NearbyStationRow.self, "nearby-msrstn-list-unsorted.json")
        let expected = AirStation.nearestFirst(rows)
        for shift in 0..<rows.count {
            let rotated = Array(rows[shift...] + rows[..<shift])
            #expect(AirStation.nearestFirst(rotated) == expected)
            #expect(AirStation.nearestFirst(rotated.reversed()) == expected)
        }
    }
}
