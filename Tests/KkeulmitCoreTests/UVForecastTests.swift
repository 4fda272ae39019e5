import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("UVForecast: getUVIdxV5 rows → an issue's values by hour")
struct UVForecastTests {
    static func at(_ d: Int, _ h: Int, month: Int = 11) -> KSTDateTime {
        KSTDateTime(year: 2026, month: month, day: d, hour: h)
    }

    static func demo() throws -> UVForecast {
        try #require(
            UVForecast.newest(
                rows: try AirFixtures.rows(UVIndexRow.self, "uv-idx-v5-1111000000-2026113006-success.json", in: "UV")))
    }

    @Test("the demo issue: 2026-11-30 06시, h0…h57 usable, the far hours h60–h75 empty and missing")
    func demoIssue() throws {
        let forecast = try Self.demo()
        #expect(forecast.issued == Self.at(30, 6))
        #expect(forecast.areaNo == "1111000000")
        #expect(forecast.points.count == 20)
        #expect(forecast.points.first?.time == Self.at(30, 6))
        #expect(forecast.points.last?.time == KSTDateTime(year: 2026, month: 12, day: 2, hour: 15))
        #expect(forecast.points.map(\.time) == forecast.points.map(\.time).sorted())
    }

    @Test(
        "hN is the issue plus N hours; each value holds for its 3-hour step",
        arguments: [
            (30, 6, 0), (30, 9, 1), (30, 11, 1), (30, 12, 4), (30, 13, 4), (30, 14, 4), (30, 15, 2), (30, 18, 0),
            (30, 23, 0),
        ])
    func values(day: Int, hour: Int, index: Int) throws {
        #expect(try Self.demo().index(at: Self.at(day, hour)) == index)
    }

    @Test("no value before the issue, nor past the last usable step")
    func outside() throws {
        let forecast = try Self.demo()
        #expect(forecast.index(at: Self.at(30, 5)) == nil)
        #expect(forecast.index(at: KSTDateTime(year: 2026, month: 12, day: 2, hour: 17)) == 1)
        #expect(forecast.index(at: KSTDateTime(year: 2026, month: 12, day: 2, hour: 18)) == nil)
    }

    @Test(
        "the peak over the window's hours and the first hour it occurs",
        arguments: [
            (30, 6, 13, 4, 30, 12),  // the demo's day: 4 at noon
            (30, 13, 6, 4, 30, 13),  // a window starting inside the noon step peaks at its first hour
            (30, 15, 12, 2, 30, 15),
            (30, 18, 12, 0, 30, 18),  // night: 0, which is a value
            (30, 6, 48, 4, 30, 12),
            (1, 6, 12, 3, 1, 12),
        ])
    func peak(day: Int, hour: Int, hours: Int, max: Int, peakDay: Int, peakHour: Int) throws {
        let start = day == 1 ? KSTDateTime(year: 2026, month: 12, day: 1, hour: hour) : Self.at(day, hour)
        let peak = try #require(try Self.demo().peak(from: start, hours: hours))
        #expect(peak.index == max)
        let at = peakDay == 1 ? KSTDateTime(year: 2026, month: 12, day: 1, hour: peakHour) : Self.at(peakDay, peakHour)
        #expect(peak.at == at)
    }

    @Test("a window with no usable hour has no peak")
    func noPeak() throws {
        let forecast = try Self.demo()
        #expect(forecast.peak(from: Self.at(29, 0), hours: 6) == nil)
        #expect(forecast.peak(from: Self.at(30, 12), hours: 0) == nil)
    }

    @Test(
        "night hours sent as empty (the other recorded form) are missing; the summer issue peaks at 11 the second day")
    func nightEmpty() throws {
        let forecast = try #require(
            UVForecast.newest(
                rows: try AirFixtures.rows(
                    UVIndexRow.self, "uv-idx-v5-1111000000-2026080112-night-empty.json", in: "UV")))
        let night = KSTDateTime(year: 2026, month: 8, day: 1, hour: 22)
        #expect(forecast.index(at: night) == nil)
        #expect(forecast.peak(from: night, hours: 6) == nil)
        let peak = try #require(forecast.peak(from: KSTDateTime(year: 2026, month: 8, day: 1, hour: 12), hours: 60))
        #expect(peak.index == 11 && peak.at == KSTDateTime(year: 2026, month: 8, day: 3, hour: 12))
    }

    @Test("a single row object is read as the row")
    func singleRow() throws {
        let rows = try AirFixtures.rows(UVIndexRow.self, "uv-idx-v5-single-row-object.json", in: "UV")
        #expect(UVForecast.newest(rows: rows)?.issued == Self.at(30, 6))
    }

    @Test(
        "values: a number from 0 to 30; empty, negative sentinels and text are missing",
        arguments: [
            ("0", 0), ("4", 4), (" 11 ", 11), ("3.6", 4), ("", nil), (" ", nil), ("-", nil), ("-999", nil), ("-1", nil),
            ("99", nil), ("높음", nil), ("NaN", nil),
        ] as [(String, Int?)])
    func value(text: String, expected: Int?) {
        #expect(UVForecast.value(text) == expected)
    }

    @Test(
        "the issue is YYYYMMDDHH",
        arguments: [
            ("2026113006", KSTDateTime(year: 2026, month: 11, day: 30, hour: 6)),
            ("2026092612", KSTDateTime(year: 2026, month: 9, day: 26, hour: 12)), ("202611300", nil),
            ("2026113024", nil),
            ("2026113106", nil), ("20261130060", nil), ("", nil),
        ] as [(String, KSTDateTime?)])
    func issue(text: String, expected: KSTDateTime?) {
        #expect(UVForecast.issueTime(text) == expected)
    }

    @Test("the newest of several rows wins whatever their order; other areas and unreadable rows are passed over")
    func newest() {
        let a = UVIndexRow(areaNo: "1111000000", date: "2026113003", hours: [0: "1"])
        let b = UVIndexRow(areaNo: "1111000000", date: "2026113006", hours: [0: "2"])
        let c = UVIndexRow(areaNo: "2600000000", date: "2026113009", hours: [0: "3"])
        let d = UVIndexRow(areaNo: "1111000000", date: "bad", hours: [0: "4"])
        for rows in [[a, b, c, d], [d, c, b, a]] {
            #expect(UVForecast.newest(rows: rows, areaNo: "1111000000")?.issued.hour == 6)
        }
        #expect(UVForecast.newest(rows: [a, b, c, d])?.issued.hour == 9)
        #expect(UVForecast.newest(rows: [d]) == nil)
    }

    @Test("hN keys are read from h0 to h99, values as strings or numbers; other keys are ignored")
    func keys() throws {
        let json = #"""
            {"response":{"header":{"resultCode":"00","resultMsg":"NORMAL_SERVICE"},"body":{"dataType":"JSON",
            "items":{"item":[{"code":"A07_2","areaNo":1111000000,"date":2026113006,"h0":"1","h3":5,"h78":"6",
            "hx":"9","h":"9","h100":"9","H6":"9"}]},"pageNo":1,"numOfRows":10,"totalCount":1}}}
            """#
        let row = try #require(
            try PortalResponseDecoder.decode(UVIndexRow.self, status: 200, body: .init(json.utf8)).rows.first)
        #expect(row.hours == [0: "1", 3: "5", 78: "6"])
        #expect(row.areaNo == "1111000000" && row.date == "2026113006")
    }
}

@Suite("UVReading, UVGrade and sun protection")
struct UVGradeTests {
    @Test(
        "grades: 0–2 low, 3–5 moderate, 6–7 high, 8–10 veryHigh, 11+ extreme",
        arguments: [
            (0, UVGrade.low), (2, .low), (3, .moderate), (5, .moderate), (6, .high), (7, .high), (8, .veryHigh),
            (10, .veryHigh), (11, .extreme), (15, .extreme), (-1, .low),
        ])
    func grades(index: Int, grade: UVGrade) {
        #expect(UVGrade(index: index) == grade)
    }

    @Test("the contract's words and KMA's names, in order")
    func names() {
        #expect(UVGrade.allCases.map(\.rawValue) == ["low", "moderate", "high", "veryHigh", "extreme"])
        #expect(UVGrade.allCases.map(\.koreanName) == ["낮음", "보통", "높음", "매우높음", "위험"])
        #expect(UVGrade.allCases.map(\.englishName) == ["low", "moderate", "high", "very high", "extreme"])
        #expect(UVGrade.allCases == UVGrade.allCases.sorted())
    }

    @Test("pollen grades share the scale's words and order, without 위험")
    func pollenNames() {
        #expect(PollenGrade.allCases.map(\.koreanName) == ["낮음", "보통", "높음", "매우높음"])
        #expect(PollenGrade.allCases.map(\.englishName) == ["low", "moderate", "high", "very high"])
        #expect(PollenGrade.allCases == PollenGrade.allCases.sorted() && PollenGrade.veryHigh > .low)
    }

    @Test("the reading over an advice window: issue, max, grade, when it peaks")
    func reading() throws {
        let forecast = try UVForecastTests.demo()
        let start = KSTDateTime(year: 2026, month: 11, day: 30, hour: 7)
        let reading = try #require(UVReading(forecast: forecast, from: start, hours: 12))
        #expect(
            reading
                == UVReading(
                    issued: KSTDateTime(year: 2026, month: 11, day: 30, hour: 6), max: 4,
                    maxAt: KSTDateTime(year: 2026, month: 11, day: 30, hour: 12)))
        #expect(reading.grade == .moderate)
    }

    @Test("no reading when the window has no value")
    func noReading() throws {
        let forecast = try UVForecastTests.demo()
        #expect(
            UVReading(forecast: forecast, from: KSTDateTime(year: 2026, month: 11, day: 29, hour: 7), hours: 12) == nil)
    }
}
