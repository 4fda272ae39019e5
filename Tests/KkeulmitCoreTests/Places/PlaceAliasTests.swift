import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("Places as Korea names them today (aliases of the 2023 table)")
struct PlaceAliasTests {
    static let directory = PlaceDirectory.official

    @Test("the embedded aliases hold exactly the CSV's rows and values")
    func embeddedMatchesCSV() {
        let embedded = PlaceAliasTable.aliases
        let csv = GridFixtures.aliases
        #expect(embedded.count == csv.count)
        #expect(PlaceAliasData.rowCount == csv.count)
        var differing: [String] = []
        for (alias, row) in zip(embedded, csv) {
            let same =
                alias.name == row.alias && alias.effective.description == row.effective && alias.targets == row.targets
                && alias.representative == row.representative && (alias.areaCode ?? "") == row.areaNo
                && (alias.kind == .old) == row.note.hasPrefix("old-name row")
            if !same { differing.append(row.alias) }
        }
        #expect(differing.isEmpty, "aliases that differ from the CSV: \(differing.prefix(20))")
    }

    @Test("every target and representative is a row of the table; an old name is its row's name")
    func targetsExist() {
        let table = Dictionary(PlaceTable.places.map { ($0.code, $0) }, uniquingKeysWith: { a, _ in a })
        for alias in PlaceAliasTable.aliases {
            for code in alias.targets + [alias.representative] {
                #expect(table[code] != nil, "\(alias.name): \(code) is not in the table")
            }
            #expect(alias.targets.contains(alias.representative), "\(alias.name)")
            if alias.kind == .old { #expect(table[alias.targets[0]]?.name == alias.name) }
            if let code = alias.areaCode { #expect(code.count == 10 && !AreaCode.isRetired(code), "\(alias.name)") }
        }
    }

    @Test("a representative's cell is the new unit's cell where the CSV's note names it (KMA's 2026 table)")
    func representativeCells() throws {
        let table = Dictionary(PlaceTable.places.map { ($0.code, $0) }, uniquingKeysWith: { a, _ in a })
        let cell = try Regex(#"row (\d+)/(\d+)"#)
        var checked = 0
        for row in GridFixtures.aliases {
            guard let m = row.note.firstMatch(of: cell), let place = table[row.representative] else { continue }
            #expect("\(place.cell.nx)/\(place.cell.ny)" == "\(m.output[1].substring!)/\(m.output[2].substring!)")
            checked += 1
        }
        #expect(checked >= 8)
    }

    @Test("a short form stands for a full name with the same rows, and is no name of the table")
    func shortForms() {
        for alias in PlaceAliasTable.aliases {
            guard case .short(let full) = alias.kind else { continue }
            #expect(full.hasSuffix(" " + alias.name))
            #expect(
                !Self.directory.places.contains { $0.level2 == alias.name || $0.level3 == alias.name }, "\(alias.name)")
        }
    }

    /// A query, the row whose cell it gets, its area code, and the name it shows.
    struct Resolved: Sendable, CustomTestStringConvertible {
        var query: String
        var row: String
        var areaNo: String
        var name: String
        var rows = 1
        var testDescription: String { "\(query) → \(name)" }
    }

    // The reference's own examples (docs/PLACES.md) and the issue's.
    static let resolved: [Resolved] = [
        Resolved(query: "인천광역시 검단구", row: "2826071000", areaNo: "2829000000", name: "인천광역시 검단구", rows: 7),
        Resolved(query: "검단구", row: "2826071000", areaNo: "2829000000", name: "인천광역시 검단구", rows: 7),
        Resolved(query: "인천 검단구", row: "2826071000", areaNo: "2829000000", name: "인천광역시 검단구", rows: 7),
        Resolved(query: "Geomdan-gu", row: "2826071000", areaNo: "2829000000", name: "인천광역시 검단구", rows: 7),
        Resolved(
            query: "인천광역시 서구 검단동", row: "2826068000", areaNo: "2829051000", name: "인천광역시 검단구 검단동"),
        Resolved(
            query: "인천광역시 검단구 아라2동", row: "2826074000", areaNo: "2829058000", name: "인천광역시 검단구 아라2동"),
        Resolved(query: "검단구 당하동", row: "2826071000", areaNo: "2829054000", name: "인천광역시 검단구 당하동"),
        Resolved(query: "인천광역시 영종구", row: "2811062200", areaNo: "2815500000", name: "인천광역시 영종구", rows: 4),
        Resolved(query: "제물포구", row: "2811053000", areaNo: "2812500000", name: "인천광역시 제물포구", rows: 18),
        Resolved(query: "서해구", row: "2826053000", areaNo: "2827500000", name: "인천광역시 서해구", rows: 16),
        Resolved(query: "인천광역시 중구", row: "2811000000", areaNo: "2812500000", name: "인천광역시 중구"),
        Resolved(query: "대구광역시 군위군", row: "4772000000", areaNo: "2772000000", name: "대구광역시 군위군"),
        Resolved(query: "군위군", row: "4772000000", areaNo: "2772000000", name: "대구광역시 군위군"),
        Resolved(
            query: "대구광역시 군위군 삼국유사면", row: "4772038000", areaNo: "2772037000", name: "대구광역시 군위군 삼국유사면"),
        Resolved(query: "전남광주통합특별시 북구", row: "2917000000", areaNo: "1230000000", name: "전남광주통합특별시 북구"),
        Resolved(query: "광주광역시 북구", row: "2917000000", areaNo: "1230000000", name: "전남광주통합특별시 북구"),
        Resolved(query: "광주 북구", row: "2917000000", areaNo: "1230000000", name: "전남광주통합특별시 북구"),
        Resolved(query: "광주특별시 북구", row: "2917000000", areaNo: "1230000000", name: "전남광주통합특별시 북구"),
        Resolved(query: "전남광주통합특별시 목포시", row: "4611000000", areaNo: "1211000000", name: "전남광주통합특별시 목포시"),
        Resolved(
            query: "전남광주통합특별시 목포시 용당1동", row: "4611051000", areaNo: "1211051000",
            name: "전남광주통합특별시 목포시 용당1동"),
        Resolved(query: "광주광역시 서구 양동", row: "2914057500", areaNo: "1224057500", name: "전남광주통합특별시 서구 양동"),
        Resolved(query: "광주광역시 북구 중흥2동", row: "2917052000", areaNo: "1230053500", name: "전남광주통합특별시 북구 중흥2동"),
        Resolved(query: "전라남도", row: "4600000000", areaNo: "1200000000", name: "전라남도"),
        Resolved(query: "전북특별자치도 전주시덕진구", row: "4511300000", areaNo: "5211300000", name: "전북특별자치도 전주시덕진구"),
        Resolved(query: "전주시완산구", row: "4511100000", areaNo: "5211100000", name: "전북특별자치도 전주시완산구"),
        Resolved(query: "강원도 춘천시", row: "5111000000", areaNo: "5111000000", name: "강원특별자치도 춘천시"),
        Resolved(query: "경기도 화성시 동탄구", row: "4159058500", areaNo: "4159700000", name: "경기도 화성시 동탄구", rows: 8),
        Resolved(query: "화성시 동탄구", row: "4159058500", areaNo: "4159700000", name: "경기도 화성시 동탄구", rows: 8),
        Resolved(query: "봉담읍", row: "4159025300", areaNo: "4159325000", name: "경기도 화성시 효행구 봉담읍"),
        Resolved(query: "동탄9동", row: "4159061000", areaNo: "4159759000", name: "경기도 화성시 동탄구 동탄9동"),
        Resolved(query: "경기도 화성시", row: "4159000000", areaNo: "4159100000", name: "경기도 화성시"),
        Resolved(query: "경기도 부천시 원미구 중동", row: "4119061000", areaNo: "4119262000", name: "경기도 부천시 원미구 중동"),
        Resolved(query: "원미구 중동", row: "4119061000", areaNo: "4119262000", name: "경기도 부천시 원미구 중동"),
        Resolved(query: "원미구", row: "4119060600", areaNo: "4119200000", name: "경기도 부천시 원미구", rows: 5),
        Resolved(query: "경기도 부천시 심곡동", row: "4119060300", areaNo: "4119200000", name: "경기도 부천시 심곡동"),
        Resolved(query: "세종 어진동", row: "3611052000", areaNo: "3611052300", name: "세종특별자치시 어진동"),
        Resolved(query: "경기도 과천시 원문동", row: "4129052000", areaNo: "4129052000", name: "경기도 과천시 원문동"),
        Resolved(query: "서울 종로구", row: "1111000000", areaNo: "1111000000", name: "서울특별시 종로구"),
    ]

    @Test("today's names and the old ones find their rows and the area code the services answer", arguments: resolved)
    func resolves(_ c: Resolved) {
        guard case .found(let match) = Self.directory.lookup(c.query) else {
            Issue.record("\(c.query): \(Self.directory.lookup(c.query))")
            return
        }
        #expect(match.place.code == c.row)
        #expect(match.areaCode == c.areaNo)
        #expect(match.name == c.name)
        #expect(match.rows.count == c.rows)
    }

    @Test("the issue's cells: 검단구 55 127, 영종구 53 125, 제물포구 54 125, 군위군 88 99, 북구 59 75, 동탄구 62 119")
    func issueCells() {
        for (query, nx, ny) in [
            ("검단구", 55, 127), ("인천광역시 영종구", 53, 125), ("제물포구", 54, 125), ("대구광역시 군위군", 88, 99),
            ("전남광주통합특별시 북구", 59, 75), ("경기도 화성시 동탄구", 62, 119),
        ] {
            guard case .found(let match) = Self.directory.lookup(query) else {
                Issue.record("\(query) not found")
                continue
            }
            #expect(match.cell == GridCell(nx: nx, ny: ny), "\(query)")
        }
    }

    @Test("short names shared by several places stay ambiguous", arguments: ["서구", "중동", "상동", "검단동", "북구"])
    func stillAmbiguous(_ query: String) {
        guard case .ambiguous(let places) = Self.directory.lookup(query) else {
            Issue.record("\(query): \(Self.directory.lookup(query))")
            return
        }
        #expect(places.count > 1)
    }

    @Test("a new unit made of several rows says which: the rows in table order, the representative among them")
    func compositeRows() throws {
        guard case .found(let match) = Self.directory.lookup("검단구") else {
            Issue.record("검단구 not found")
            return
        }
        #expect(match.isComposite)
        #expect(match.rows.map(\.code) == match.rows.map(\.code).sorted())
        #expect(match.rows.map(\.level3) == ["검단동", "불로대곡동", "원당동", "당하동", "오류왕길동", "마전동", "아라동"])
        #expect(match.rows.contains(match.place))
    }

    /// A query and the notice it gives (nil: none).
    struct Notice: Sendable, CustomTestStringConvertible {
        var query: String
        var english: String?
        var korean: String?
        var testDescription: String { query }
    }

    static let notices: [Notice] = [
        Notice(
            query: "인천광역시 중구",
            english: "인천광역시 중구 was split on 2026-07-01 into 인천광역시 제물포구 and 인천광역시 영종구",
            korean: "인천광역시 중구는 2026년 7월 1일에 인천광역시 제물포구, 인천광역시 영종구로 나뉘었어요"),
        Notice(
            query: "인천광역시 서구",
            english: "인천광역시 서구 was split on 2026-07-01 into 인천광역시 서해구 and 인천광역시 검단구",
            korean: "인천광역시 서구는 2026년 7월 1일에 인천광역시 서해구, 인천광역시 검단구로 나뉘었어요"),
        Notice(
            query: "광주광역시 북구", english: "광주광역시 북구 has been 전남광주통합특별시 북구 since 2026-07-01",
            korean: "광주광역시 북구는 2026년 7월 1일부터 전남광주통합특별시 북구예요"),
        Notice(
            query: "인천 서구 당하동", english: "인천광역시 서구 당하동 has been 인천광역시 검단구 당하동 since 2026-07-01",
            korean: "인천광역시 서구 당하동은 2026년 7월 1일부터 인천광역시 검단구 당하동이에요"),
        Notice(
            query: "경기도 화성시",
            english: "경기도 화성시 was split on 2026-02-01 into 경기도 화성시 만세구, 경기도 화성시 효행구, "
                + "경기도 화성시 병점구 and 경기도 화성시 동탄구", korean: nil),
        Notice(
            query: "부천시 심곡동",
            english: "경기도 부천시 심곡동 was split on 2024-01-01 into 경기도 부천시 원미구 심곡2동, "
                + "경기도 부천시 원미구 심곡3동, 경기도 부천시 원미구 원미2동 and 경기도 부천시 원미구 소사동",
            korean: "경기도 부천시 심곡동은 2024년 1월 1일에 경기도 부천시 원미구 심곡2동, 경기도 부천시 원미구 심곡3동, "
                + "경기도 부천시 원미구 원미2동, 경기도 부천시 원미구 소사동으로 나뉘었어요"),
        Notice(
            query: "경상북도 군위군", english: "경상북도 군위군 has been 대구광역시 군위군 since 2023-07-01", korean: nil),
        Notice(
            query: "인천광역시 중구 영종2동",
            english: "인천광역시 중구 영종2동 has been 인천광역시 영종구 영종2동 since 2026-07-01", korean: nil),
        Notice(
            query: "전라북도", english: "전라북도 has been 전북특별자치도 since 2024-01-18",
            korean: "전라북도는 2024년 1월 18일부터 전북특별자치도예요"),
        // Today's names, and old rows typed without their old words, give none.
        Notice(query: "검단구", english: nil, korean: nil),
        Notice(query: "광주 북구", english: nil, korean: nil),
        Notice(query: "당하동", english: nil, korean: nil),
        Notice(query: "전북 전주시완산구", english: nil, korean: nil),
        Notice(query: "봉담읍", english: nil, korean: nil),
        Notice(query: "전남광주통합특별시 북구", english: nil, korean: nil),
        Notice(query: "서울특별시 종로구", english: nil, korean: nil),
    ]

    @Test("an old name resolves and adds one notice: renamed or split, and when", arguments: notices)
    func notice(_ c: Notice) {
        guard case .found(let match) = Self.directory.lookup(c.query) else {
            Issue.record("\(c.query): \(Self.directory.lookup(c.query))")
            return
        }
        #expect(match.renamed?.english == c.english)
        if let korean = c.korean { #expect(match.renamed?.korean == korean) }
    }

    @Test("an abolished row whose successor is a row of the table names it")
    func abolishedIntoRow() throws {
        guard case .found(let match) = Self.directory.lookup("경상북도 경주시 중부동") else {
            Issue.record("중부동 not found")
            return
        }
        #expect(match.renamed?.successors == ["경상북도 경주시 황오동"])
        #expect(match.areaCode == "4713053000")
    }

    @Test(
        "misspelt new names suggest them",
        arguments: [("검단고", "인천광역시 검단구"), ("동탄그", "경기도 화성시 동탄구"), ("전남광주통합특별시 북고", "전남광주통합특별시 북구")])
    func suggestions(_ query: String, _ suggestion: String) {
        guard case .notFound(let suggestions) = Self.directory.lookup(query) else {
            Issue.record("\(query): \(Self.directory.lookup(query))")
            return
        }
        #expect(suggestions.contains(suggestion), "\(suggestions)")
    }

    @Test("romanized new names are found", arguments: [("Yeongjong-gu", "인천광역시 영종구"), ("Dongtan-gu", "경기도 화성시 동탄구")])
    func romanized(_ query: String, _ name: String) {
        guard case .found(let match) = Self.directory.lookup(query) else {
            Issue.record("\(query): \(Self.directory.lookup(query))")
            return
        }
        #expect(match.name == name)
    }

    @Test("a cell's nearest row takes the area code the rule gives")
    func areaCodesByPosition() throws {
        let row = try #require(Self.directory.place(code: "2917000000"))
        #expect(Self.directory.areaCodes(for: row) == ["1230000000", "1200000000"])
        let jeonju = try #require(Self.directory.place(code: "4511100000"))
        #expect(Self.directory.areaCodes(for: jeonju) == ["5211100000", "5200000000"])
        let dang = try #require(Self.directory.place(code: "2826071000"))
        #expect(Self.directory.areaCodes(for: dang) == ["2829054000", "2829000000", "2800000000"])
    }
}
