import Foundation
import KkeulmitCore
import Testing

@testable import KkeulmitCLI

/// What `kkeulmit completion --list-places PREFIX` offers for `--place`.
@Suite("Place names for completion")
struct PlaceNamesTests {
    static let places = PlaceDirectory.official.places

    @Test(
        "a prefix without a space matches the short names a lookup accepts, each once, in order",
        arguments: [
            ("종로", ["종로1.2.3.4가동", "종로5.6가동", "종로구"]),
            ("서울", ["서울특별시"]),
            ("청운", ["청운면", "청운효자동"]),
            ("없는곳", []),
        ])
    func shortNames(prefix: String, expected: [String]) {
        #expect(PlaceNames.matching(prefix, in: Self.places) == expected)
    }

    @Test(
        "a Latin prefix matches the romanized names, hyphenated before the unit, in the case it was typed",
        arguments: [
            ("Jongno", ["Jongno-gu", "Jongno1.2.3.4ga-dong", "Jongno5.6ga-dong"]),
            ("jongno-", ["jongno-gu"]),
            ("JONGNOG", ["JONGNOGu"]),
            ("Haeundae", ["Haeundae-gu"]),
            ("Xyz", []),
        ])
    func romanized(prefix: String, expected: [String]) {
        #expect(PlaceNames.matching(prefix, in: Self.places) == expected)
    }

    @Test(
        "several words, each typed in any form the lookup takes, complete the next level (no dead ends)",
        arguments: [
            ("Seoul", ["Seoul"]),
            ("Seoul Jong", ["Seoul Jongno-gu"]),
            ("seoul-teukbyeolsi Jongno", ["seoul-teukbyeolsi Jongno-gu"]),
            ("Busan Haeun", ["Busan Haeundae-gu"]),
            ("서울 종로", ["서울 종로구"]),
            ("서울시 종로", ["서울시 종로구"]),
            ("경기 수원시장", ["경기 수원시장안구"]),
            ("Seoul Jongno-gu Cheongun", ["Seoul Jongno-gu Cheongunhyoja-dong"]),
            ("Seoul Xyz", []),
        ])
    func severalWords(prefix: String, expected: [String]) {
        #expect(PlaceNames.matching(prefix, in: Self.places) == expected)
        for name in expected {
            switch PlaceDirectory.official.lookup(name) {
            case .found, .ambiguous: break
            default: Issue.record("\(name) does not resolve")
            }
        }
    }

    @Test("after Latin words and a space, the next level is offered in Latin too")
    func latinNextLevel() {
        let names = PlaceNames.matching("Seoul ", in: Self.places)
        #expect(
            names.contains("Seoul Jongno-gu") && names.allSatisfy { PlaceNames.isLatin($0.replacing(" ", with: "")) })
    }

    @Test("every romanized name offered is one the lookup finds")
    func romanizedResolve() throws {
        for name in PlaceNames.matching("Seocho", in: Self.places) + PlaceNames.matching("gangnam", in: Self.places) {
            switch PlaceDirectory.official.lookup(name) {
            case .found, .ambiguous: break
            default: Issue.record("\(name) does not resolve")
            }
        }
    }

    @Test("an ambiguous name is offered once")
    func ambiguousOnce() {
        let names = PlaceNames.matching("중구", in: Self.places)
        #expect(names.filter { $0 == "중구" }.count == 1)
    }

    @Test(
        "with a space, full names one level deeper than the words typed",
        arguments: [
            ("서울특별시 중", ["서울특별시 중구", "서울특별시 중랑구"]),
            ("서울특별시  중", ["서울특별시 중구", "서울특별시 중랑구"]),
            ("서울특별시 종로구 청운", ["서울특별시 종로구 청운효자동"]),
        ])
    func fullNames(prefix: String, expected: [String]) {
        #expect(PlaceNames.matching(prefix, in: Self.places) == expected)
    }

    @Test("a trailing space asks for the next level under the name")
    func nextLevel() {
        let names = PlaceNames.matching("세종특별자치시 ", in: Self.places)
        #expect(!names.isEmpty)
        #expect(names.allSatisfy { $0.hasPrefix("세종특별자치시 ") && $0.split(separator: " ").count == 2 })
    }

    @Test("Hangul typed as separate jamo (NFD) matches")
    func decomposed() {
        let nfd = "종로".decomposedStringWithCanonicalMapping
        #expect(PlaceNames.matching(nfd, in: Self.places).contains("종로구"))
    }

    @Test("the empty prefix offers every short name")
    func empty() {
        let names = PlaceNames.matching("", in: Self.places)
        #expect(names.contains("종로구") && names.contains("서울특별시") && names.contains("청운효자동"))
    }

    @Test(
        "today's names are offered too, word by word",
        arguments: [
            ("검단", ["검단구", "검단동"]),
            ("인천광역시 검", ["인천광역시 검단구"]),
            ("경기도 화성시 동탄구 동탄9", ["경기도 화성시 동탄구 동탄9동"]),
            ("전남광주통합특별시 북", ["전남광주통합특별시 북구"]),
        ])
    func todaysNames(prefix: String, expected: [String]) {
        #expect(PlaceNames.matching(prefix, in: Self.places, aliases: PlaceDirectory.official.aliases) == expected)
    }

    @Test("a trailing space after a 시·도 offers its new 구")
    func newDistricts() {
        let names = PlaceNames.matching("인천광역시 ", in: Self.places, aliases: PlaceDirectory.official.aliases)
        for name in ["인천광역시 제물포구", "인천광역시 영종구", "인천광역시 서해구", "인천광역시 검단구", "인천광역시 부평구"] {
            #expect(names.contains(name), "\(name)")
        }
    }
}
