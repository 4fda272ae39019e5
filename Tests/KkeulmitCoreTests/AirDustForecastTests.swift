import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("Dust forecast: informGrade, regions and the newest issue per pollutant and date")
struct AirDustForecastTests {
    static let today = KSTDate(year: 2026, month: 11, day: 30)
    static let tomorrow = KSTDate(year: 2026, month: 12, day: 1)
    static let dayAfter = KSTDate(year: 2026, month: 12, day: 2)

    static func forecast(_ name: String) throws -> DustForecast {
        DustForecast(rows: try AirFixtures.rows(DustForecastRow.self, name))
    }

    @Test(
        "informGrade text → region grades; 예보없음, unknown regions and words, and malformed entries are left out",
        arguments: [
            ("서울 : 나쁨,제주 : 보통", [DustForecastRegion.seoul: DustGrade.bad, .jeju: .moderate]),
            ("서울:나쁨, 제주 :보통 ", [.seoul: .bad, .jeju: .moderate]),
            ("서울 : 예보없음,인천 : 좋음", [.incheon: .good]),
            ("영서 : 나쁨,강원영동 : 매우나쁨", [.yeongseo: .bad, .yeongdong: .veryBad]),
            ("경기북부 : 나쁨,경기남부 : 보통", [.gyeonggiNorth: .bad, .gyeonggiSouth: .moderate]),
            ("서울 : 나쁨,서울 : 좋음", [.seoul: .bad]),
            ("서울 나쁨,부산 : 보통,", [.busan: .moderate]),
            ("미지 : 나쁨,서울 : 아주나쁨", [:]),
            ("", [:]),
        ] as [(String, [DustForecastRegion: DustGrade])])
    func informGrade(text: String, expected: [DustForecastRegion: DustGrade]) {
        #expect(RegionalGrades(informGrade: text).grades == expected)
    }

    @Test("a real-length informGrade lists all 19 regions")
    func allRegions() throws {
        let rows = try AirFixtures.rows(DustForecastRow.self, "minu-dust-frcst-dspth-20261130-0500.json")
        for row in rows {
            #expect(RegionalGrades(informGrade: row[.informGrade] ?? "").grades.count == 19)
        }
        #expect(DustForecastRegion.allCases.count == 19)
    }

    @Test(
        "the demo's 05시 issue: 서울 보통 today, 보통 tomorrow, 나쁨 the day after; 경기북부 나쁨 today (PM2.5)",
        arguments: [
            (DustForecastRegion.seoul, today, DustGrade.moderate), (.seoul, tomorrow, .moderate),
            (.seoul, dayAfter, .bad),
            (.gyeonggiNorth, today, .bad), (.gyeonggiSouth, today, .moderate), (.jeju, today, .good),
            (.yeongdong, tomorrow, .good), (.gyeonggiSouth, tomorrow, .moderate),
        ])
    func demoIssue(region: DustForecastRegion, date: KSTDate, grade: DustGrade) throws {
        #expect(
            try Self.forecast("minu-dust-frcst-dspth-20261130-0500.json").fineDustGrade(on: date, in: [region]) == grade
        )
    }

    @Test(
        "several issues, unsorted: the newest issue per pollutant and date decides, even when it is lower",
        arguments: [
            (DustPollutant.pm10, DustForecastRegion.seoul, today, 23, DustGrade.bad),
            (.pm25, .seoul, today, 23, .moderate),
            (.pm10, .seoul, tomorrow, 23, .good),
            (.pm25, .seoul, tomorrow, 23, .good),
            (.pm10, .seoul, dayAfter, 17, .moderate),
            // 17시 says 예보없음 for the capital region the day after: the 05시 grade stands.
            (.pm25, .seoul, dayAfter, 5, .bad),
            (.pm25, .jeju, dayAfter, 17, .moderate),
            // 11시 had 나쁨 for 경기남부 today; 23시 says 보통.
            (.pm10, .gyeonggiSouth, today, 23, .moderate),
        ])
    func newestIssue(
        pollutant: DustPollutant, region: DustForecastRegion, date: KSTDate, issueHour: Int, grade: DustGrade
    ) throws {
        let forecast = try Self.forecast("minu-dust-frcst-dspth-20261130-several-issues.json")
        #expect(forecast.grade(pollutant, on: date, in: [region]) == grade, "the \(issueHour)시 issue's")
    }

    @Test(
        "the fine-dust grade for a place: the worse of PM10 and PM2.5, for its region (the worse of two when its side is unknown)",
        arguments: [
            ("1111000000", today, DustGrade.bad),  // 서울: PM10 나쁨, PM2.5 보통
            ("1111000000", tomorrow, .good),
            ("1111000000", dayAfter, .bad),
            ("4111100000", today, .moderate),  // 수원시장안구: 경기남부
            ("4128100000", today, .bad),  // 고양시덕양구: 경기북부
            ("4113100000", tomorrow, .moderate),  // 성남시수정구: worse of 북부 and 남부
            ("4100000000", today, .bad),  // 경기도 itself
            ("5000000000", tomorrow, .good),  // 제주
            ("2600000000", today, .moderate),  // 부산
        ])
    func placeGrade(code: String, date: KSTDate, grade: DustGrade) throws {
        let place = try #require(PlaceDirectory.official.place(code: code))
        let forecast = try Self.forecast("minu-dust-frcst-dspth-20261130-several-issues.json")
        #expect(forecast.fineDustGrade(on: date, in: DustForecastRegion.regions(for: place)) == grade)
    }

    @Test("nothing known for a date or region the answer does not cover")
    func unknown() throws {
        let forecast = try Self.forecast("minu-dust-frcst-dspth-20261130-0500.json")
        #expect(forecast.fineDustGrade(on: KSTDate(year: 2026, month: 12, day: 3), in: [.seoul]) == nil)
        #expect(forecast.fineDustGrade(on: Self.today, in: []) == nil)
        #expect(DustForecast(rows: []).fineDustGrade(on: Self.today, in: [.seoul]) == nil)
    }

    @Test("the result does not depend on the order of the rows")
    func orderIndependent() throws {
        let rows = try AirFixtures.rows(DustForecastRow.self, "minu-dust-frcst-dspth-20261130-several-issues.json")
        let expected = DustForecast(rows: rows)
        for shift in stride(from: 0, to: rows.count, by: 5) {
            let rotated = Array(rows[shift...] + rows[..<shift])
            let forecast = DustForecast(rows: rotated.reversed())
            for date in [Self.today, Self.tomorrow, Self.dayAfter] {
                for region in DustForecastRegion.allCases {
                    #expect(
                        forecast.fineDustGrade(on: date, in: [region]) == expected.fineDustGrade(on: date, in: [region])
                    )
                }
            }
        }
    }

    static func row(_ code: String?, _ date: String?, _ issue: String?, _ grade: String?) -> DustForecastRow {
        DustForecastRow([.informCode: code, .informData: date, .dataTime: issue, .informGrade: grade])
    }

    @Test("ozone is not part of the fine-dust grade; rows it cannot read are dropped")
    func ozoneAndUnreadable() {
        let forecast = DustForecast(rows: [
            Self.row("O3", "2026-11-30", "2026-11-30 05시 발표", "서울 : 매우나쁨"),
            Self.row("PM10", "2026-11-30", "2026-11-30 05시 발표", "서울 : 보통"),
            Self.row("PM10", "2026-11-30", "2026-11-30 11:00", "서울 : 매우나쁨"),
            Self.row("PM10", "20261130", "2026-11-30 11시 발표", "서울 : 매우나쁨"),
            Self.row("CO", "2026-11-30", "2026-11-30 11시 발표", "서울 : 매우나쁨"),
            Self.row(nil, "2026-11-30", "2026-11-30 11시 발표", "서울 : 매우나쁨"),
            Self.row("PM25", "2026-11-30", "2026-11-30 11시 발표", nil),
        ])
        #expect(forecast.entries.count == 2)
        #expect(forecast.fineDustGrade(on: Self.today, in: [.seoul]) == .moderate)
        #expect(forecast.grade(.o3, on: Self.today, in: [.seoul]) == .veryBad)
    }

    @Test("PM2.5 written PM2.5 or pm25 is read too", arguments: ["PM25", "PM2.5", "pm25", " PM25 "])
    func pm25Codes(code: String) {
        #expect(DustPollutant(informCode: code) == .pm25)
    }

    @Test("two rows of one issue, pollutant and date count as their worse grade")
    func duplicates() {
        let a = Self.row("PM10", "2026-11-30", "2026-11-30 05시 발표", "서울 : 보통")
        let b = Self.row("PM10", "2026-11-30", "2026-11-30 05시 발표", "서울 : 나쁨")
        #expect(DustForecast(rows: [a, b]).grade(.pm10, on: Self.today, in: [.seoul]) == .bad)
        #expect(DustForecast(rows: [b, a]).grade(.pm10, on: Self.today, in: [.seoul]) == .bad)
    }
}

@Suite("DustForecastRegion: a place of KMA's table → its forecast region(s)")
struct AirDustForecastRegionTests {
    @Test(
        "places of the official table",
        arguments: [
            ("1111000000", [DustForecastRegion.seoul]), ("1111065000", [.seoul]), ("2611000000", [.busan]),
            ("2700000000", [.daegu]), ("2871000000", [.incheon]), ("2900000000", [.gwangju]),
            ("3000000000", [.daejeon]),
            ("3100000000", [.ulsan]), ("3600000000", [.sejong]), ("4300000000", [.chungbuk]),
            ("4400000000", [.chungnam]), ("4500000000", [.jeonbuk]), ("4600000000", [.jeonnam]),
            ("4700000000", [.gyeongbuk]), ("4800000000", [.gyeongnam]), ("5000000000", [.jeju]),
            ("5019099000", [.jeju]),
            ("4111100000", [.gyeonggiSouth]), ("4119000000", [.gyeonggiSouth]), ("4167000000", [.gyeonggiSouth]),
            ("4128100000", [.gyeonggiNorth]), ("4115000000", [.gyeonggiNorth]), ("4180000000", [.gyeonggiNorth]),
            ("4113100000", [.gyeonggiNorth, .gyeonggiSouth]), ("4157000000", [.gyeonggiNorth, .gyeonggiSouth]),
            ("4161000000", [.gyeonggiNorth, .gyeonggiSouth]), ("4183000000", [.gyeonggiNorth, .gyeonggiSouth]),
            ("4100000000", [.gyeonggiNorth, .gyeonggiSouth]),
            ("5111000000", [.yeongseo]), ("5113000000", [.yeongseo]), ("5181000000", [.yeongseo]),
            ("5115000000", [.yeongdong]), ("5119000000", [.yeongdong]), ("5182000000", [.yeongdong]),
            ("5183000000", [.yeongdong]), ("5100000000", [.yeongseo, .yeongdong]),
        ] as [(String, [DustForecastRegion])])
    func official(code: String, regions: [DustForecastRegion]) throws {
        let place = try #require(PlaceDirectory.official.place(code: code))
        #expect(DustForecastRegion.regions(for: place) == regions)
    }

    @Test(
        "codes of other catalog years: 강원 42, 전북 52, the merged 전남광주 12; the 시·도 name when the code is unknown",
        arguments: [
            ("4211000000", "강원도", "춘천시", [DustForecastRegion.yeongseo]),
            ("4215000000", "강원도", "강릉시", [.yeongdong]),
            ("5211000000", "전북특별자치도", "전주시완산구", [.jeonbuk]),
            ("1221000000", "전남광주통합특별시", "동구", [.gwangju]),
            ("1233000000", "전남광주통합특별시", "광산구", [.gwangju]),
            ("1211000000", "전남광주통합특별시", "목포시", [.jeonnam]),
            ("1200000000", "전남광주통합특별시", nil, [.gwangju, .jeonnam]),
            ("0000000000", "경상남도", "창원시", [.gyeongnam]),
            ("9900000000", "어딘가", nil, []),
        ] as [(String, String, String?, [DustForecastRegion])])
    func otherCodes(code: String, level1: String, level2: String?, regions: [DustForecastRegion]) {
        let place = Place(
            code: code, level1: level1, level2: level2, level3: nil, cell: GridCell(nx: 60, ny: 127)!, latitude: 0,
            longitude: 0)
        #expect(DustForecastRegion.regions(for: place) == regions)
    }

    @Test("every place of the official table has a region")
    func everyPlace() {
        let missing = PlaceDirectory.official.places.filter { DustForecastRegion.regions(for: $0).isEmpty }
        #expect(missing.isEmpty, "\(missing.prefix(5))")
    }

    @Test("every 강원 city has one side; in 경기 exactly the eight cities the sources place differently have two")
    func splitProvinces() {
        let places = PlaceDirectory.official.places.filter { $0.level == 2 }
        let gangwon = places.filter { $0.code.hasPrefix("51") }
        #expect(gangwon.count == 18)
        #expect(gangwon.allSatisfy { DustForecastRegion.regions(for: $0).count == 1 })
        let both = places.filter { $0.code.hasPrefix("41") && DustForecastRegion.regions(for: $0).count == 2 }
        let cities = Set(both.map { PlaceDirectory.splitCityDistrict($0.level2!)?.city ?? $0.level2! })
        #expect(cities == ["김포시", "구리시", "남양주시", "하남시", "가평군", "양평군", "광주시", "성남시"])
    }

    @Test("region names as informGrade writes them, and the long 강원 forms")
    func names() {
        #expect(DustForecastRegion(name: "영동") == .yeongdong)
        #expect(DustForecastRegion(name: "강원영서") == .yeongseo)
        #expect(DustForecastRegion(name: " 경기북부 ") == .gyeonggiNorth)
        #expect(DustForecastRegion(name: "강원") == nil)
    }
}
