import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("PlaceTable")
struct PlaceTableTests {
    @Test("the embedded table holds exactly the CSV's rows and values")
    func embeddedMatchesCSV() {
        let embedded = PlaceTable.places
        let csv = GridFixtures.rows
        #expect(embedded.count == csv.count)
        #expect(PlaceTableData.rowCount == csv.count)
        var differing: [String] = []
        for (place, row) in zip(embedded, csv) {
            let same =
                place.code == row.code && place.level1 == row.level1 && (place.level2 ?? "") == row.level2
                && (place.level3 ?? "") == row.level3 && place.cell.nx == row.nx && place.cell.ny == row.ny
                && place.latitude == row.latitude && place.longitude == row.longitude
            if !same { differing.append(row.code) }
        }
        #expect(differing.isEmpty, "rows that differ from the CSV: \(differing.prefix(20))")
    }

    @Test("codes are unique")
    func uniqueCodes() {
        #expect(Set(PlaceTable.places.map(\.code)).count == PlaceTable.places.count)
    }

    @Test("the level-2 repeat marker is expanded to the previous row's level 2")
    func repeatMarker() {
        let text = "1,0,종로구,,60,127,37.5,126.9\n2,0,=,청운효자동,60,127,37.58,126.97\n3,1,,,98,76,35.1,129.0\n"
        let places = PlaceTable.parse(text, level1Names: ["서울특별시", "부산광역시"])
        #expect(places.map(\.name) == ["서울특별시 종로구", "서울특별시 종로구 청운효자동", "부산광역시"])
        #expect(places.map(\.level) == [2, 3, 1])
        #expect(places[2].cell == GridCell(nx: 98, ny: 76))
    }

    @Test("a place's name joins its levels with spaces")
    func names() throws {
        let place = try #require(PlaceDirectory.official.place(code: "1111051500"))
        #expect(place.name == "서울특별시 종로구 청운효자동")
        #expect(place.level1 == "서울특별시")
        #expect(place.level2 == "종로구")
        #expect(place.level3 == "청운효자동")
        #expect(place.cell == GridCell(nx: 60, ny: 127))
        #expect(place.latitude == 37.584137)
        #expect(place.longitude == 126.970652)
        #expect(place.hasCoordinates)
    }

    @Test("이어도 is listed without coordinates")
    func ieodo() throws {
        let place = try #require(PlaceDirectory.official.place(code: "5019000000"))
        #expect(!place.hasCoordinates)
        #expect(place.cell == GridCell(nx: 28, ny: 8))
    }
}
