import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("Warning zones and where places lie among them")
struct WarningZoneTests {
    static let table = WarningZoneTable.official
    static let map = WarningZoneMap.official
    static let after = AlertFixtures.time("202612010900")
    static let before = AlertFixtures.time("202605010900")

    @Test("the embedded zones and map hold exactly the CSVs' rows")
    func embeddedMatchesCSV() {
        let zones = AlertFixtures.csv("kma-warning-zones.csv")
        #expect(Self.table.zones.count == zones.count && WarningZoneData.zoneCount == zones.count)
        for (zone, row) in zip(Self.table.zones, zones) {
            let same =
                zone.id == row[0] && zone.validFrom == AlertFixtures.time(row[1])
                && zone.validUntil == AlertFixtures.time(row[2]) && (zone.parent ?? "0") == row[4]
                && zone.name == row[6]
            #expect(same, "\(row[0])")
        }
        let rows = AlertFixtures.csv("kma-warning-zone-map.csv")
        let parsed = WarningZoneMap.parse(WarningZoneData.map)
        #expect(parsed.count == rows.count && WarningZoneData.mapCount == rows.count)
        for (entry, row) in zip(parsed, rows) {
            let same =
                entry.level1 == row[0] && entry.level2 == row[1] && entry.level3 == row[2]
                && entry.zones == row[3].split(separator: " ").map(String.init) && entry.precision.rawValue == row[4]
                && entry.basis == row[5]
            #expect(same, "\(row[0]) \(row[1]) \(row[2])")
        }
    }

    @Test("every place of the map is a row of the place table, every zone of it a zone of the sheet")
    func mapIsConsistent() {
        let names = Set(PlaceTable.places.map { [$0.level1, $0.level2 ?? "", $0.level3 ?? ""] })
        for entry in WarningZoneMap.parse(WarningZoneData.map) {
            #expect(names.contains([entry.level1, entry.level2, entry.level3]), "\(entry.key)")
            for zone in entry.zones { #expect(Self.table[zone] != nil, "\(zone)") }
        }
    }

    @Test("a place's row is found by its names alone: the first row of exactly those names, none for another spelling")
    func rowByNames() {
        let parsed = WarningZoneMap.parse(WarningZoneData.map)
        for entry in parsed {
            let first = parsed.first { $0.key == entry.key }
            #expect(Self.map.row(entry.level1, entry.level2, entry.level3) == first, "\(entry.key)")
        }
        #expect(Self.map.row("서울특별시", "종로", "") == nil)
        #expect(Self.map.row("서울특별시", "", "") == parsed.first { $0.key == "서울특별시||" })
        #expect(Self.map.row("", "", "") == nil)
    }

    @Test("every (시도, 시군구) of the place table has a row of the map")
    func everyDistrictIsMapped() {
        let rows = Set(WarningZoneMap.parse(WarningZoneData.map).map(\.key))
        let missing = Set(PlaceTable.places.map { $0.level1 + "|" + ($0.level2 ?? "") + "|" })
            .subtracting(rows)
        #expect(missing.isEmpty, "\(missing.sorted())")
    }

    @Test("the tree: 권역 under their city, island groups and 군위 where KMA files them")
    func tree() {
        #expect(Self.table.ancestors(of: "L1100200") == ["L1100000", "L1000000"])
        #expect(Self.table.ancestors(of: "L1014200") == ["L1014000", "L1000000"])
        #expect(Self.table.ancestors(of: "L1070200") == ["L1140000", "L1000000"])
        #expect(Self.table.descendants(of: "L1013700") == ["L1013710", "L1013720", "L1013730"])
        #expect(Self.table["L1082700"]?.name == "부산서부")
        #expect(Self.table["L1000000"]?.parent == nil)
    }

    /// A row of the place table, its zones (own, then the ones above) and how precise.
    struct Placed: Sendable, CustomTestStringConvertible {
        var code: String
        var zones: [String]
        var above: [String]
        var precision: WarningZonePrecision
        var testDescription: String { code }
    }

    // The reference's worked examples (docs/ALERTS.md), on 2026-12-01.
    static let placed: [Placed] = [
        Placed(code: "1111000000", zones: ["L1100400"], above: ["L1100000", "L1000000"], precision: .member),  // 종로구
        Placed(code: "1135000000", zones: ["L1100200"], above: ["L1100000", "L1000000"], precision: .member),  // 노원구
        Placed(code: "2611000000", zones: ["L1082700"], above: ["L1150000", "L1000000"], precision: .member),  // 부산 중구
        Placed(code: "2711000000", zones: ["L1140100"], above: ["L1140000", "L1000000"], precision: .member),  // 대구 중구
        Placed(
            code: "4148000000", zones: ["L1013700", "L1013710", "L1013720", "L1013730"],
            above: ["L1010000", "L1000000"], precision: .split),  // 파주시
        Placed(code: "4111100000", zones: ["L1011900"], above: ["L1010000", "L1000000"], precision: .exact),  // 수원시장안구
        Placed(code: "4772000000", zones: ["L1070200"], above: ["L1140000", "L1000000"], precision: .moved),  // 군위군
        Placed(code: "2872033000", zones: ["L1014200"], above: ["L1014000", "L1000000"], precision: .island),  // 백령면
        Placed(
            code: "5013025900", zones: ["L1091400", "L1091410", "L1091420", "L1091430", "L1091440", "L1090500"],
            above: ["L1090000", "L1000000"], precision: .split),  // 서귀포시 성산읍
        Placed(
            code: "5115000000", zones: ["L1022500", "L1022510", "L1022520"], above: ["L1020000", "L1000000"],
            precision: .split),  // 강릉시, under 강원도
        Placed(code: "4511100000", zones: ["L1061300"], above: ["L1060000", "L1000000"], precision: .exact),  // 전주시완산구
    ]

    @Test("places get their zones and the zones above them", arguments: placed)
    func zonesOfPlaces(_ c: Placed) throws {
        let place = try #require(PlaceDirectory.official.place(code: c.code), "no row \(c.code)")
        let zones = Self.map.zones(for: place, at: Self.after)
        #expect(zones.zones == c.zones)
        #expect(zones.applicable == c.zones + c.above)
        #expect(zones.precision == c.precision)
    }

    @Test("a 시도 is its zone and every zone under it; 이어도 has none")
    func provinceAndNone() throws {
        let seoul = try #require(PlaceDirectory.official.place(code: "1100000000"))
        let zones = Self.map.zones(for: seoul, at: Self.after)
        #expect(zones.zones == ["L1100000", "L1100100", "L1100200", "L1100300", "L1100400"])
        #expect(zones.precision == .province)
        let ieodo = try #require(PlaceDirectory.official.place(code: "5019000000"))
        #expect(Self.map.zones(for: ieodo, at: Self.after) == .none)
    }

    @Test("a city split on 2026-05-31 maps both before and after: before, its province's zones, said as such")
    func splitBeforeAndAfter() throws {
        let paju = try #require(PlaceDirectory.official.place(code: "4148000000"))
        let later = Self.map.zones(for: paju, at: AlertFixtures.time("202605311330"))
        #expect(later.zones.first == "L1013700" && later.precision == .split)
        let earlier = Self.map.zones(for: paju, at: AlertFixtures.time("202605311329"))
        #expect(earlier.zones.first == "L1010000" && earlier.precision == .province)
        #expect(!earlier.applicable.contains("L1013700"))
        #expect(earlier.zones.contains("L1011900"))  // 수원, a zone of 경기도 then
        #expect(earlier.zones.allSatisfy { Self.table[$0]!.isValid(at: AlertFixtures.time("202605311329")) })
        // 제주시: its 제주도산지 existed before, the city zone did not: still the province's.
        let jeju = try #require(PlaceDirectory.official.place(code: "5011000000"))
        #expect(Self.map.zones(for: jeju, at: Self.before).precision == .province)
    }

    @Test(
        "an inferred sub-zone (파주 문산읍, 인천's 구, 강릉 연곡면) is trusted: that zone, said as derived",
        arguments: [("4148025000", "L1013710"), ("2817700000", "L1110120"), ("5115037000", "L1022520")])
    func readings(_ code: String, _ derived: String) throws {
        let place = try #require(PlaceDirectory.official.place(code: code), "no row \(code)")
        let trusted = Self.map.zones(for: place, at: Self.after)
        #expect(trusted.zones == [derived] && trusted.precision == .derived)
    }

    @Test("a name of today standing for several rows takes the union of their zones")
    func namesOfToday() throws {
        func zones(_ query: String) throws -> PlaceZones {
            guard case .found(let match) = PlaceDirectory.official.lookup(query) else {
                throw CancellationError()
            }
            return Self.map.zones(for: match, at: Self.after)
        }
        #expect(try zones("검단구").zones == ["L1110130"])
        #expect(try zones("인천광역시 영종구").zones == ["L1110110"])
        #expect(try zones("제물포구").zones == ["L1110120"])
        #expect(try zones("대구광역시 군위군").zones == ["L1070200"])
        #expect(try zones("전남광주통합특별시 북구").zones == ["L1130120"])
    }

    @Test("names the map lacks go by KMA's name rules: province spellings, city prefixes, counties filed elsewhere")
    func nameRules() throws {
        let cell = try #require(GridCell(nx: 60, ny: 127))
        func place(_ l1: String, _ l2: String?) -> Place {
            Place(code: "9999999999", level1: l1, level2: l2, level3: nil, cell: cell, latitude: 0, longitude: 0)
        }
        let jeonju = Self.map.zones(for: place("전북특별자치도", "전주시덕진구"), at: Self.after)
        #expect(jeonju.zones == ["L1061300"] && jeonju.precision == .exact)
        let gunwi = Self.map.zones(for: place("대구광역시", "군위군"), at: Self.after)
        #expect(gunwi.zones == ["L1070200"] && gunwi.precision == .exact)
        let ganghwa = Self.map.zones(for: place("경기도", "강화군"), at: Self.after)  // filed under 인천
        #expect(ganghwa.zones == ["L1010900"] && ganghwa.precision == .moved)
        let gangneung = Self.map.zones(for: place("강원특별자치도", "강릉시"), at: Self.after)
        #expect(gangneung.zones == ["L1022500", "L1022510", "L1022520"] && gangneung.precision == .split)
        let unknown = Self.map.zones(for: place("경기도", "없는시"), at: Self.after)
        #expect(unknown.zones == ["L1010000"] && unknown.precision == .province)
        let nowhere = Self.map.zones(for: place("없는도", nil), at: Self.after)
        #expect(nowhere == .none)
    }

    @Test("a cell or a coordinate takes the zones of its nearest place of the table")
    func nearest() {
        func zones(_ latitude: Double, _ longitude: Double) -> PlaceZones? {
            let location = ResolvedLocation(cell: GridCell(nx: 60, ny: 127)!, latitude: latitude, longitude: longitude)
            return SourcePlace(location).map {
                WeatherAlertsDeclaration.zones(location: location, place: $0, at: Self.after)
            }
        }
        // 노원구 (37.6515, 127.0584) and 백령도 (37.97, 124.68); no place near a point that is not one.
        #expect(zones(37.6515, 127.0584)?.zones == ["L1100200"])
        #expect(zones(37.97, 124.68)?.zones == ["L1014200"])
        #expect(zones(.nan, 127) == nil)
    }
}

extension WarningZoneMap.Row {
    /// The row's names, one string to compare.
    var key: String { level1 + "|" + level2 + "|" + level3 }
}
