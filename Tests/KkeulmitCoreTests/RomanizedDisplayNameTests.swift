import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

/// Place and station names for English output: Revised Romanization, capitalised, the unit after a hyphen, the
/// smallest part first.
@Suite("Romanization.displayName")
struct RomanizedDisplayNameTests {
    @Test(
        "KMA's place names and AirKorea's station names as English text writes them",
        arguments: [
            ("서울특별시 종로구", "Jongno-gu, Seoul"), ("서울특별시 종로구 청운효자동", "Cheongunhyoja-dong, Jongno-gu, Seoul"),
            ("부산광역시 해운대구", "Haeundae-gu, Busan"), ("세종특별자치시", "Sejong"),
            ("경기도 수원시 장안구", "Jangan-gu, Suwon-si, Gyeonggi-do"),
            ("제주특별자치도 서귀포시", "Seogwipo-si, Jeju-do"), ("강원특별자치도 춘천시", "Chuncheon-si, Gangwon-do"),
            ("충청북도 청주시 상당구", "Sangdang-gu, Cheongju-si, Chungcheongbuk-do"), ("관악구 신림동", "Sillim-dong, Gwanak-gu"),
            ("경상북도 울릉군 울릉읍", "Ulleung-eup, Ulleung-gun, Gyeongsangbuk-do"),
            // AirKorea stations: a district, a neighbourhood, a road.
            ("종로구", "Jongno-gu"), ("중구", "Jung-gu"), ("종로", "Jongno"), ("한강대로", "Hangangdaero"),
            ("종로1.2.3.4가동", "Jongno1.2.3.4ga-dong"), ("", ""),
        ])
    func displayName(_ korean: String, _ english: String) {
        #expect(Romanization.displayName(korean) == english)
    }
}
