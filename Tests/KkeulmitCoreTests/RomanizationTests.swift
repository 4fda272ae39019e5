import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("Revised Romanization of place names")
struct RomanizationTests {
    /// Official romanizations (road signs, the 시·도 and 시·군·구 own English names), hyphen left out.
    @Test(
        "place names romanize as their official spellings",
        arguments: [
            ("종로구", "Jongno-gu"), ("해운대구", "Haeundae-gu"), ("강남구", "Gangnam-gu"), ("수원시", "Suwon-si"),
            ("청운효자동", "Cheongunhyoja-dong"), ("신림동", "Sillim-dong"), ("제주도", "Jeju-do"),
            ("전라북도", "Jeollabuk-do"), ("강릉시", "Gangneung-si"), ("부산진구", "Busanjin-gu"),
            ("중구", "Jung-gu"), ("성북구", "Seongbuk-gu"), ("왕십리도선동", "Wangsimnidoseon-dong"),
            ("독립문", "Dongnimmun"), ("별내면", "Byeollae-myeon"), ("백암면", "Baegam-myeon"),
            ("울릉군", "Ulleung-gun"), ("의정부시", "Uijeongbu-si"), ("경상북도", "Gyeongsangbuk-do"),
        ])
    func officialSpellings(_ korean: String, _ official: String) {
        #expect(Romanization.placeName(korean) == RomanizedNames.key(official))
    }

    @Test("a 시·도 romanizes as its short name too: 서울특별시 Seoul, 부산광역시 Busan")
    func provinces() {
        #expect(Romanization.stem("서울특별시") == "seoul")
        #expect(Romanization.stem("부산광역시") == "busan")
        #expect(Romanization.stem("제주특별자치도") == "jeju")
    }

    @Test(
        "romanized queries find the table's places, whatever the case, hyphens and spaces",
        arguments: [
            ("Jongno-gu", "서울특별시 종로구"), ("jongno", "서울특별시 종로구"), ("JONGNO GU", "서울특별시 종로구"),
            ("Seoul", "서울특별시"), ("Haeundae", "부산광역시 해운대구"), ("Haeundae-gu", "부산광역시 해운대구"),
            ("Busan", "부산광역시"), ("Jeju-do", "제주특별자치도"), ("Gangnam-gu", "서울특별시 강남구"),
            ("Seoul Jongno-gu", "서울특별시 종로구"), ("Cheongunhyoja-dong", "서울특별시 종로구 청운효자동"),
        ])
    func lookups(_ query: String, _ name: String) {
        guard case .found(let place) = PlaceDirectory.official.lookup(query) else {
            Issue.record("\(query): \(PlaceDirectory.official.lookup(query))")
            return
        }
        #expect(place.name == name)
    }

    @Test("the new province names stand for the table's: 전북특별자치도, 강원특별자치도")
    func newProvinceNames() {
        for (new, old) in [("전북특별자치도", "전라북도"), ("강원특별자치도", "강원도"), ("강원도", "강원특별자치도")] {
            let a = PlaceDirectory.official.lookup(new)
            let b = PlaceDirectory.official.lookup(old)
            guard case .found(let x) = a, case .found(let y) = b else {
                Issue.record("\(new): \(a); \(old): \(b)")
                continue
            }
            #expect(x.place == y.place, "\(new) / \(old)")
        }
    }

    @Test("a romanized name nobody has is not found; a shared one is ambiguous")
    func misses() {
        #expect(PlaceDirectory.official.lookup("Xyzzy") == .notFound(suggestions: []))
        if case .ambiguous(let places) = PlaceDirectory.official.lookup("Jung-gu") {
            #expect(places.count > 1)
        } else {
            Issue.record("Jung-gu should be ambiguous")
        }
    }
}
