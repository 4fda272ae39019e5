import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("PlaceDirectory")
struct PlaceDirectoryTests {
    static let directory = PlaceDirectory.official

    /// A query and the code of the one place it must find.
    struct Found: Sendable, CustomTestStringConvertible {
        var query: String
        var code: String
        var name: String
        var testDescription: String { "\(query) → \(name)" }
    }

    static let found: [Found] = [
        // 시·군·구, bare, with the 시·도 in full or short, spaced or not.
        Found(query: "종로구", code: "1111000000", name: "서울특별시 종로구"),
        Found(query: "서울 종로구", code: "1111000000", name: "서울특별시 종로구"),
        Found(query: "서울특별시 종로구", code: "1111000000", name: "서울특별시 종로구"),
        Found(query: "서울특별시종로구", code: "1111000000", name: "서울특별시 종로구"),
        Found(query: "  서울특별시   종로구 ", code: "1111000000", name: "서울특별시 종로구"),
        Found(query: "서울\t종로구", code: "1111000000", name: "서울특별시 종로구"),
        Found(query: "서울\u{3000}종로구", code: "1111000000", name: "서울특별시 종로구"),
        Found(query: "서울시 종로구", code: "1111000000", name: "서울특별시 종로구"),
        Found(query: "강남구", code: "1168000000", name: "서울특별시 강남구"),
        Found(query: "부산 중구", code: "2611000000", name: "부산광역시 중구"),
        Found(query: "경남 고성군", code: "4882000000", name: "경상남도 고성군"),
        Found(query: "강원 고성군", code: "5182000000", name: "강원특별자치도 고성군"),
        Found(query: "강원도 고성군", code: "5182000000", name: "강원특별자치도 고성군"),
        // A name missing its last syllable.
        Found(query: "종로", code: "1111000000", name: "서울특별시 종로구"),
        Found(query: "청운효자", code: "1111051500", name: "서울특별시 종로구 청운효자동"),
        // 시·도 alone: the level-1 row, in full, short and old/new forms.
        Found(query: "서울특별시", code: "1100000000", name: "서울특별시"),
        Found(query: "서울", code: "1100000000", name: "서울특별시"),
        Found(query: "부산", code: "2600000000", name: "부산광역시"),
        Found(query: "대구", code: "2700000000", name: "대구광역시"),
        Found(query: "인천", code: "2800000000", name: "인천광역시"),
        Found(query: "광주", code: "2900000000", name: "광주광역시"),
        Found(query: "대전", code: "3000000000", name: "대전광역시"),
        Found(query: "울산", code: "3100000000", name: "울산광역시"),
        Found(query: "세종", code: "3600000000", name: "세종특별자치시"),
        Found(query: "세종특별자치시", code: "3600000000", name: "세종특별자치시"),
        Found(query: "경기", code: "4100000000", name: "경기도"),
        Found(query: "강원", code: "5100000000", name: "강원특별자치도"),
        Found(query: "강원도", code: "5100000000", name: "강원특별자치도"),
        Found(query: "강원특별자치도", code: "5100000000", name: "강원특별자치도"),
        Found(query: "충북", code: "4300000000", name: "충청북도"),
        Found(query: "충남", code: "4400000000", name: "충청남도"),
        // The table's 전라북도 shows as today's 전북특별자치도.
        Found(query: "전북", code: "4500000000", name: "전북특별자치도"),
        Found(query: "전북특별자치도", code: "4500000000", name: "전북특별자치도"),
        Found(query: "전남", code: "4600000000", name: "전라남도"),
        Found(query: "경북", code: "4700000000", name: "경상북도"),
        Found(query: "경남", code: "4800000000", name: "경상남도"),
        Found(query: "제주", code: "5000000000", name: "제주특별자치도"),
        Found(query: "제주도", code: "5000000000", name: "제주특별자치도"),
        // 광주 alone is the metropolitan city; 광주시 is the city in 경기도.
        Found(query: "광주시", code: "4161000000", name: "경기도 광주시"),
        // 이어도 is listed twice under one name and cell.
        Found(query: "이어도", code: "5019000000", name: "이어도"),
        // 세종's one 시·군·구 has the 시·도's name.
        Found(query: "세종특별자치시 세종특별자치시", code: "3611000000", name: "세종특별자치시 세종특별자치시"),
        Found(query: "세종시 조치원읍", code: "3611025000", name: "세종특별자치시 세종특별자치시 조치원읍"),
        // 읍·면·동, bare and qualified.
        Found(query: "청운효자동", code: "1111051500", name: "서울특별시 종로구 청운효자동"),
        Found(query: "종로구 청운효자동", code: "1111051500", name: "서울특별시 종로구 청운효자동"),
        Found(query: "서울 청운효자동", code: "1111051500", name: "서울특별시 종로구 청운효자동"),
        Found(query: "서울특별시 종로구 청운효자동", code: "1111051500", name: "서울특별시 종로구 청운효자동"),
        Found(query: "강남구 신사동", code: "1168051000", name: "서울특별시 강남구 신사동"),
        Found(query: "관악구 신사동", code: "1162068500", name: "서울특별시 관악구 신사동"),
        Found(query: "대정읍/마라도포함", code: "5013025000", name: "제주특별자치도 서귀포시 대정읍/마라도포함"),
        // Districts of cities with districts, written as KMA does, with a space, or alone.
        Found(query: "수원시장안구", code: "4111100000", name: "경기도 수원시장안구"),
        Found(query: "수원시 장안구", code: "4111100000", name: "경기도 수원시장안구"),
        Found(query: "장안구", code: "4111100000", name: "경기도 수원시장안구"),
        Found(query: "경기도 수원시 장안구 파장동", code: "4111156000", name: "경기도 수원시장안구 파장동"),
    ]

    @Test("names find their one place", arguments: found)
    func finds(_ c: Found) {
        guard case .found(let place) = Self.directory.lookup(c.query) else {
            Issue.record("\(c.query): \(Self.directory.lookup(c.query))")
            return
        }
        #expect(place.place.code == c.code)
        #expect(place.name == c.name)
    }

    /// A query and the full names of all its candidates, in table order.
    struct Ambiguous: Sendable, CustomTestStringConvertible {
        var query: String
        var names: [String]
        var testDescription: String { query }
    }

    static let ambiguous: [Ambiguous] = [
        Ambiguous(
            query: "중구",
            names: [
                "서울특별시 중구", "부산광역시 중구", "대구광역시 중구", "인천광역시 중구", "대전광역시 중구",
                "울산광역시 중구",
            ]),
        Ambiguous(query: "고성군", names: ["경상남도 고성군", "강원특별자치도 고성군"]),
        Ambiguous(query: "신사동", names: ["서울특별시 관악구 신사동", "서울특별시 강남구 신사동"]),
        Ambiguous(query: "서울 신사동", names: ["서울특별시 관악구 신사동", "서울특별시 강남구 신사동"]),
        Ambiguous(
            query: "교동",
            names: [
                "충청북도 제천시 교동", "경상남도 밀양시 교동", "강원특별자치도 춘천시 교동", "강원특별자치도 속초시 교동",
                "강원특별자치도 삼척시 교동",
            ]),
        Ambiguous(
            query: "수원시",
            names: ["경기도 수원시장안구", "경기도 수원시권선구", "경기도 수원시팔달구", "경기도 수원시영통구"]),
        Ambiguous(query: "고성", names: ["경상남도 고성군", "강원특별자치도 고성군"]),
        Ambiguous(
            query: "수원",
            names: ["경기도 수원시장안구", "경기도 수원시권선구", "경기도 수원시팔달구", "경기도 수원시영통구"]),
    ]

    @Test("ambiguous names list every candidate's full name in table order", arguments: ambiguous)
    func ambiguity(_ c: Ambiguous) {
        guard case .ambiguous(let places) = Self.directory.lookup(c.query) else {
            Issue.record("\(c.query): \(Self.directory.lookup(c.query))")
            return
        }
        #expect(places.map(\.name) == c.names)
    }

    @Test("남구 includes the 남구 of 포항시, which KMA writes 포항시남구")
    func districtOfCityIsAmongNamesakes() throws {
        guard case .ambiguous(let places) = Self.directory.lookup("남구") else {
            Issue.record("남구 is not ambiguous")
            return
        }
        #expect(places.contains { $0.name == "경상북도 포항시남구" })
        #expect(places.contains { $0.name == "부산광역시 남구" })
        #expect(places.allSatisfy { $0.level == 2 })
    }

    @Test("중앙동 lists all 32 of them")
    func manyNeighbourhoods() {
        guard case .ambiguous(let places) = Self.directory.lookup("중앙동") else {
            Issue.record("중앙동 is not ambiguous")
            return
        }
        #expect(places.count == 32)
        #expect(places.allSatisfy { $0.place.level3 == "중앙동" })
        #expect(places.map(\.place.code) == places.map(\.place.code).sorted())
    }

    /// An unknown query and a suggestion it must include.
    struct Misspelt: Sendable, CustomTestStringConvertible {
        var query: String
        var suggestion: String
        var testDescription: String { "\(query) → \(suggestion)?" }
    }

    static let misspelt: [Misspelt] = [
        Misspelt(query: "종노구", suggestion: "서울특별시 종로구"),
        Misspelt(query: "강냠구", suggestion: "서울특별시 강남구"),
        Misspelt(query: "서울특별시 종노구", suggestion: "서울특별시 종로구"),
        Misspelt(query: "종로구청", suggestion: "서울특별시 종로구"),
        Misspelt(query: "청운효자둥", suggestion: "서울특별시 종로구 청운효자동"),
        // The beginning of a name comes first.
        Misspelt(query: "수원시장", suggestion: "경기도 수원시장안구"),
        Misspelt(query: "청운효", suggestion: "서울특별시 종로구 청운효자동"),
    ]

    @Test("unknown names suggest names spelt alike", arguments: misspelt)
    func suggests(_ c: Misspelt) {
        guard case .notFound(let suggestions) = Self.directory.lookup(c.query) else {
            Issue.record("\(c.query): \(Self.directory.lookup(c.query))")
            return
        }
        #expect(suggestions.contains(c.suggestion), "\(suggestions)")
        #expect(suggestions.count <= PlaceDirectory.maximumSuggestions)
        #expect(Set(suggestions).count == suggestions.count)
    }

    @Test("the closest suggestion comes first")
    func closestFirst() {
        #expect(Self.directory.lookup("종노구") == .notFound(suggestions: ["서울특별시 종로구"]))
    }

    @Test(
        "nonsense finds nothing and suggests nothing",
        arguments: ["", "   ", "Xyzzy", "zzzzzzzz", "가나다라마바사아자차", "12345"])
    func nonsense(_ query: String) {
        #expect(Self.directory.lookup(query) == .notFound(suggestions: []))
    }

    @Test("Hangul typed decomposed (NFD) finds the same place")
    func decomposedHangul() {
        let nfd = "서울 종로구".decomposedStringWithCanonicalMapping
        #expect(Array(nfd.unicodeScalars).count > Array("서울 종로구".unicodeScalars).count)
        #expect(Self.directory.lookup(nfd) == Self.directory.lookup("서울 종로구"))
    }

    @Test("every place can be found by its own full name")
    func everyFullName() {
        var failures: [String] = []
        for place in Self.directory.places {
            switch Self.directory.lookup(place.name) {
            case .found(let p) where p.place.name == place.name: continue
            default: failures.append(place.name)
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(20))")
    }

    @Test("province aliases follow the names the table uses")
    func renamedProvince() throws {
        // A table that already uses 전북특별자치도 answers to the old name and the short form.
        let cell = try #require(GridCell(nx: 63, ny: 89))
        let places = [
            Place(
                code: "5200000000", level1: "전북특별자치도", level2: nil, level3: nil, cell: cell, latitude: 35.82,
                longitude: 127.1),
            Place(
                code: "5211100000", level1: "전북특별자치도", level2: "전주시완산구", level3: nil, cell: cell,
                latitude: 35.81, longitude: 127.12),
        ]
        let directory = PlaceDirectory(places: places)
        for query in ["전북특별자치도", "전라북도", "전북"] {
            #expect(Self.found(directory, query) == places[0], "\(query)")
        }
        for query in ["전라북도 전주시완산구", "전북 완산구", "전주시 완산구", "전주시"] {
            #expect(Self.found(directory, query) == places[1], "\(query)")
        }
    }

    @Test("names given with spaces or decomposed Hangul are matched in normal form")
    func unusualTableSpelling() throws {
        let cell = try #require(GridCell(nx: 60, ny: 121))
        let place = Place(
            code: "4111100000", level1: "경기도", level2: "수원시 장안구".decomposedStringWithCanonicalMapping,
            level3: nil, cell: cell, latitude: 37.3, longitude: 127.01)
        let directory = PlaceDirectory(places: [place])
        for query in ["수원시장안구", "경기 수원시 장안구", "장안구", "수원시"] {
            #expect(Self.found(directory, query) == place, "\(query)")
        }
    }

    /// The one row a query finds, nil when it finds none or several.
    static func found(_ directory: PlaceDirectory, _ query: String) -> Place? {
        guard case .found(let match) = directory.lookup(query) else { return nil }
        return match.place
    }

    @Test("edit distance counts syllables and gives up past the limit")
    func editDistance() {
        func d(_ a: String, _ b: String, _ limit: Int = 10) -> Int? {
            PlaceDirectory.editDistance(Array(a), Array(b), limit: limit)
        }
        #expect(d("종로구", "종로구") == 0)
        #expect(d("종노구", "종로구") == 1)
        #expect(d("종로", "종로구") == 1)
        #expect(d("", "종로구") == 3)
        #expect(d("kitten", "sitting") == 3)
        #expect(d("kitten", "sitting", 2) == nil)
    }

    @Test(
        "a city's district splits into city and district",
        arguments: [
            ("수원시장안구", "수원시", "장안구"), ("포항시남구", "포항시", "남구"), ("창원시마산합포구", "창원시", "마산합포구"),
            ("고양시일산동구", "고양시", "일산동구"),
        ])
    func splitsDistrict(level2: String, city: String, district: String) throws {
        let split = try #require(PlaceDirectory.splitCityDistrict(level2))
        #expect(split.city == city)
        #expect(split.district == district)
    }

    @Test("names that are not a city's district do not split", arguments: ["종로구", "시흥시", "부산진구", "중구", "세종특별자치시"])
    func doesNotSplit(_ level2: String) {
        #expect(PlaceDirectory.splitCityDistrict(level2) == nil)
    }
}
