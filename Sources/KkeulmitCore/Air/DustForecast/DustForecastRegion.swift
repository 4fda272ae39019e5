/// The 19 regions of AirKorea's dust forecast, named as `informGrade` names them (docs/AIR-UV.md, "Dust forecast").
package enum DustForecastRegion: String, CaseIterable, Sendable {
    case seoul = "서울"
    case incheon = "인천"
    case gyeonggiNorth = "경기북부"
    case gyeonggiSouth = "경기남부"
    case yeongseo = "영서"
    case yeongdong = "영동"
    case daejeon = "대전"
    case sejong = "세종"
    case chungnam = "충남"
    case chungbuk = "충북"
    case gwangju = "광주"
    case jeonbuk = "전북"
    case jeonnam = "전남"
    case busan = "부산"
    case daegu = "대구"
    case ulsan = "울산"
    case gyeongbuk = "경북"
    case gyeongnam = "경남"
    case jeju = "제주"

    /// A region as `informGrade` writes it; also the long forms `강원영서`/`강원영동` some clients use.
    package init?(name: String) {
        let trimmed = name.trimmingSpaces
        guard let region = Self(rawValue: trimmed) ?? ["강원영서": .yeongseo, "강원영동": .yeongdong][trimmed] else {
            return nil
        }
        self = region
    }

    /// The region or regions whose forecast applies to a place of KMA's table: one, or two when the place's side of a
    /// split province is not known (a 시·도 row itself, a city of 경기 the sources place differently, a name not in the
    /// lists); the forecast then takes the worse of their grades. Empty for a code this table does not know.
    package static func regions(for place: Place) -> [DustForecastRegion] {
        switch provinceByPrefix[String(place.code.prefix(2))] ?? provinceByName[place.level1] {
        case .single(let region): return [region]
        case .gyeonggi:
            return side(of: place.level2, .gyeonggiNorth, gyeonggiNorthCities, .gyeonggiSouth, gyeonggiSouthCities)
        case .gangwon: return side(of: place.level2, .yeongseo, yeongseoCities, .yeongdong, yeongdongCities)
        case .jeonnamGwangju: return jeonnamGwangju(code: place.code, level2: place.level2)
        case nil: return []
        }
    }

    // MARK: - Tables

    private enum Province {
        case single(DustForecastRegion)
        case gyeonggi, gangwon, jeonnamGwangju
    }

    /// By the first two digits of the administrative code; 강원 and 전북 appear under both their old (42, 45) and
    /// new (51, 52) codes, and the 2026 catalog's merged 전남광주통합특별시 as 12.
    private static let provinceByPrefix: [String: Province] = [
        "11": .single(.seoul), "26": .single(.busan), "27": .single(.daegu), "28": .single(.incheon),
        "29": .single(.gwangju), "30": .single(.daejeon), "31": .single(.ulsan), "36": .single(.sejong),
        "41": .gyeonggi, "42": .gangwon, "51": .gangwon, "43": .single(.chungbuk), "44": .single(.chungnam),
        "45": .single(.jeonbuk), "52": .single(.jeonbuk), "46": .single(.jeonnam), "47": .single(.gyeongbuk),
        "48": .single(.gyeongnam), "50": .single(.jeju), "12": .jeonnamGwangju,
    ]

    /// For a code whose prefix is not in the table: by the 시·도 name, old and new.
    private static let provinceByName: [String: Province] = [
        "서울특별시": .single(.seoul), "부산광역시": .single(.busan), "대구광역시": .single(.daegu),
        "인천광역시": .single(.incheon), "광주광역시": .single(.gwangju), "대전광역시": .single(.daejeon),
        "울산광역시": .single(.ulsan), "세종특별자치시": .single(.sejong), "경기도": .gyeonggi,
        "강원도": .gangwon, "강원특별자치도": .gangwon, "충청북도": .single(.chungbuk), "충청남도": .single(.chungnam),
        "전라북도": .single(.jeonbuk), "전북특별자치도": .single(.jeonbuk), "전라남도": .single(.jeonnam),
        "경상북도": .single(.gyeongbuk), "경상남도": .single(.gyeongnam), "제주특별자치도": .single(.jeju),
        "이어도": .single(.jeju), "전남광주통합특별시": .jeonnamGwangju,
    ]

    /// 경기 cities that both sources put in the north: TodayWeather's 북부/남부 table and the 경기도 alert zones (their 북부).
    private static let gyeonggiNorthCities: Set<String> = ["고양", "의정부", "파주", "연천", "양주", "동두천", "포천"]
    /// 경기 cities that both put in the south (the alert zones' 중부 and 남부).
    private static let gyeonggiSouthCities: Set<String> = [
        "수원", "안산", "안양", "부천", "시흥", "광명", "군포", "의왕", "과천", "화성", "오산", "용인", "평택", "안성",
        "이천", "여주",
    ]
    // The rest (김포, 구리, 남양주, 하남, 가평, 양평, 광주, 성남) the two place differently: both regions, the worse grade.

    /// 강원's 영동 (east of the ridge); 태백 (영서 to TodayWeather) is 영동 in KECO's own alert zones, the more credible source.
    private static let yeongdongCities: Set<String> = ["강릉", "동해", "삼척", "속초", "고성", "양양", "태백"]
    private static let yeongseoCities: Set<String> = [
        "춘천", "원주", "홍천", "횡성", "영월", "평창", "정선", "철원", "화천", "양구", "인제",
    ]

    /// 전남광주통합특별시's districts that were 광주광역시 (sgg codes 12210–12330); the rest was 전라남도.
    private static let formerGwangjuDistricts: Set<String> = ["12210", "12240", "12270", "12300", "12330"]

    /// The side of a split province whose (disjoint) list has the city; both when neither has or it is not known.
    private static func side(
        of level2: String?, _ a: DustForecastRegion, _ aCities: Set<String>, _ b: DustForecastRegion,
        _ bCities: Set<String>
    ) -> [DustForecastRegion] {
        guard let city = cityStem(level2) else { return [a, b] }
        return aCities.contains(city) ? [a] : bCities.contains(city) ? [b] : [a, b]
    }

    private static func jeonnamGwangju(code: String, level2: String?) -> [DustForecastRegion] {
        guard level2 != nil, code.count >= 5 else { return [.gwangju, .jeonnam] }
        return formerGwangjuDistricts.contains(String(code.prefix(5))) ? [.gwangju] : [.jeonnam]
    }

    /// `수원시장안구` → `수원`, `연천군` → `연천`, `광주시` → `광주`: the city without its district and its 시/군.
    private static func cityStem(_ level2: String?) -> String? {
        guard let level2, !level2.isEmpty else { return nil }
        let city = PlaceDirectory.splitCityDistrict(level2)?.city ?? level2
        guard city.count > 1, city.hasSuffix("시") || city.hasSuffix("군") else { return city }
        return String(city.dropLast())
    }
}
