import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("StationMeasurement: ver 1.3 rows → the current hour")
struct AirMeasurementTests {
    static let demoNow = KSTDateTime(year: 2026, month: 11, day: 30, hour: 7, minute: 30)

    static func rows(_ name: String) throws -> [MeasurementRow] {
        try AirFixtures.rows(MeasurementRow.self, name)
    }

    @Test(
        "a value is a finite non-negative number with a clear flag; -, empty, null and flagged values are missing",
        arguments: [
            ("88", nil, 88), (" 41 ", nil, 41), ("0", nil, 0), ("87.6", nil, 88), ("-", nil, nil), ("", nil, nil),
            (nil, nil, nil), ("*", nil, nil), ("-5", nil, nil), ("NaN", nil, nil), ("88", "통신장애", nil),
            ("35", "점검및교정", nil), ("12", "장비점검", nil), ("12", "자료이상", nil), ("88", "", 88), ("88", " ", 88),
            ("88", "null", 88),
        ] as [(String?, String?, Int?)])
    func concentration(value: String?, flag: String?, expected: Int?) {
        #expect(StationMeasurement.concentration(value, flag: flag) == expected)
    }

    @Test("the demo station at 07:30: the 07:00 row, PM10 88 and PM2.5 41, both 1-hour grades 나쁨")
    func demo() throws {
        let m = try #require(
            StationMeasurement.current(
                rows: try Self.rows("msrstn-rltm-mesure-dnsty-jongno-success.json"), station: "종로구", now: Self.demoNow))
        #expect(
            m
                == StationMeasurement(
                    station: "종로구", time: KSTDateTime(year: 2026, month: 11, day: 30, hour: 7), pm10: 88, pm25: 41,
                    pm10Grade: .bad, pm25Grade: .bad))
        #expect(m.grade == .bad)
    }

    @Test("the 1-hour grade is the service's, never the 24-hour one (2 here), even where they disagree")
    func oneHourGrade() throws {
        let rows = try Self.rows("msrstn-rltm-mesure-dnsty-jongno-success.json")
        #expect(rows[0][.pm10Grade] == "2" && rows[0][.pm25Grade] == "2")
        let m = try #require(StationMeasurement(row: rows[0], station: "종로구"))
        #expect(m.pm10Grade == .bad && m.pm25Grade == .bad)
    }

    @Test(
        "the service's 1-hour grade wins; without one the grade comes from the value; without a value there is none",
        arguments: [
            ("88", "2", DustGrade.moderate), ("88", nil, .bad), ("88", "", .bad), ("88", "-", .bad), ("88", "*", .bad),
            ("25", nil, .good), ("151", nil, .veryBad), ("-", "1", nil), ("-", nil, nil),
        ] as [(String, String?, DustGrade?)])
    func pm10Grade(value: String, grade: String?, expected: DustGrade?) throws {
        let row = MeasurementRow([.dataTime: "2026-11-30 07:00", .pm10Value: value, .pm10Grade1h: grade])
        #expect(StationMeasurement(row: row, station: "x")?.pm10Grade == expected)
    }

    @Test("PM2.5 the same way, with its own bands")
    func pm25Grade() {
        let row = MeasurementRow([.dataTime: "2026-11-30 07:00", .pm25Value: "36"])
        #expect(StationMeasurement(row: row, station: "x")?.pm25Grade == .bad)
        let flagged = MeasurementRow([
            .dataTime: "2026-11-30 07:00", .pm25Value: "36", .pm25Grade1h: "3", .pm25Flag: "통신장애",
        ])
        #expect(StationMeasurement(row: flagged, station: "x")?.pm25Grade == nil)
    }

    @Test(
        "24:00 is the newest hour: at 00:40 the row of 2026-11-30 24:00 (12-01 00:00) wins; its flagged PM10 is missing, though its 24-hour grade says 1"
    )
    func midnightAndFlags() throws {
        let rows = try Self.rows("msrstn-rltm-mesure-dnsty-dash-flags-2400.json")
        let now = KSTDateTime(year: 2026, month: 12, day: 1, hour: 0, minute: 40)
        let m = try #require(StationMeasurement.current(rows: rows, station: "종로구", now: now))
        #expect(m.time == KSTDateTime(year: 2026, month: 12, day: 1, hour: 0))
        #expect(m.pm10 == nil && m.pm10Grade == nil)
        #expect(m.pm25 == 23 && m.pm25Grade == .moderate)
        #expect(m.grade == .moderate)
        #expect(!m.hasBothValues && m.hasAnyValue)
    }

    @Test("the 23:00 row: a flagged PM2.5 that still has a number is missing; an empty 1-hour grade is computed")
    func flaggedNumber() throws {
        let rows = try Self.rows("msrstn-rltm-mesure-dnsty-dash-flags-2400.json")
        let row = try #require(rows.first { $0[.dataTime] == "2026-11-30 23:00" })
        #expect(row[.pm25Value] == "35" && row[.pm25Flag] == "점검및교정")
        let m = try #require(StationMeasurement(row: row, station: "종로구"))
        #expect(m.pm10 == 45 && m.pm10Grade == .moderate)
        #expect(m.pm25 == nil && m.pm25Grade == nil)
    }

    @Test(
        "a measurement stands for now up to 3 hours old, and up to an hour ahead",
        arguments: [
            (7, 0, true), (7, 30, true), (10, 0, true), (10, 1, false), (12, 0, false), (6, 0, true), (5, 59, false),
        ])
    func freshness(hour: Int, minute: Int, current: Bool) {
        let m = StationMeasurement(
            station: "x", time: KSTDateTime(year: 2026, month: 11, day: 30, hour: 7), pm10: 40, pm25: 20)
        #expect(m.isCurrent(at: KSTDateTime(year: 2026, month: 11, day: 30, hour: hour, minute: minute)) == current)
    }

    @Test("a station whose newest row is days old has nothing current")
    func stale() throws {
        #expect(
            StationMeasurement.current(
                rows: try Self.rows("msrstn-rltm-mesure-dnsty-stale.json"), station: "종로구", now: Self.demoNow)
                == nil)
    }

    @Test("an unknown station (00, no rows) has nothing current")
    func unknownStation() throws {
        #expect(
            StationMeasurement.current(
                rows: try Self.rows("msrstn-rltm-mesure-dnsty-unknown-station.json"), station: "없는역", now: Self.demoNow)
                == nil)
    }

    @Test("a single row object is read as the one row")
    func singleRow() throws {
        let m = StationMeasurement.current(
            rows: try Self.rows("msrstn-rltm-mesure-dnsty-single-row.json"), station: "종로구", now: Self.demoNow)
        #expect(m?.pm10 == 88)
    }

    @Test("the nearest station's current hour being out (-) is not replaced by an older hour of it")
    func noOlderHour() throws {
        let rows = try Self.rows("msrstn-rltm-mesure-dnsty-nearest-dash.json")
        #expect(rows[1][.pm10Value] == "86")
        #expect(StationMeasurement.current(rows: rows, station: "종로구", now: Self.demoNow) == nil)
    }

    @Test("the newest row is found whatever the order, and a row far in the future is not believed")
    func order() throws {
        var rows = try Self.rows("msrstn-rltm-mesure-dnsty-jongno-success.json")
        rows.reverse()
        rows.append(MeasurementRow([.dataTime: "2026-11-30 12:00", .pm10Value: "5", .pm25Value: "2"]))
        let m = StationMeasurement.current(rows: rows, station: "종로구", now: Self.demoNow)
        #expect(m?.time.hour == 7 && m?.pm10 == 88)
        // 08:00 is within the hour ahead allowed (a row has been seen four minutes early).
        rows.append(MeasurementRow([.dataTime: "2026-11-30 08:00", .pm10Value: "90", .pm25Value: "42"]))
        #expect(StationMeasurement.current(rows: rows, station: "종로구", now: Self.demoNow)?.pm10 == 90)
    }

    @Test("two rows for one hour: the one with more values, then the worse, whatever their order")
    func duplicates() {
        let a = MeasurementRow([.dataTime: "2026-11-30 07:00", .pm10Value: "-", .pm25Value: "30"])
        let b = MeasurementRow([.dataTime: "2026-11-30 07:00", .pm10Value: "50", .pm25Value: "30"])
        let c = MeasurementRow([.dataTime: "2026-11-30 07:00", .pm10Value: "90", .pm25Value: "30"])
        for rows in [[a, b, c], [c, b, a], [b, a, c]] {
            #expect(StationMeasurement.current(rows: rows, station: "x", now: Self.demoNow)?.pm10 == 90)
        }
    }

    @Test("rows with an unreadable time are skipped")
    func unreadableTime() {
        let rows = [
            MeasurementRow([.pm10Value: "99"]),
            MeasurementRow([.dataTime: "2026-11-30 7:00", .pm10Value: "98"]),
            MeasurementRow([.dataTime: "2026-11-30 06:00", .pm10Value: "40"]),
        ]
        #expect(StationMeasurement.current(rows: rows, station: "x", now: Self.demoNow)?.pm10 == 40)
    }
}

@Suite("StationFallback: the nearest station with a usable value, the next ones when it has none")
struct AirStationFallbackTests {
    static let now = AirMeasurementTests.demoNow

    /// `StationFallback.choose` over each station's answer rows, nearest station first, as the source asks them.
    static func choose(_ stations: [AirStation], _ rows: [String: [MeasurementRow]]) -> StationMeasurement? {
        StationFallback.choose(
            stations.map { station in
                rows[station.name].flatMap { StationMeasurement.current(rows: $0, station: station.name, now: now) }
            })
    }

    @Test("the nearest station reporting - falls back to the next: 중구 at 07:00, PM10 76 (보통), PM2.5 44 (나쁨)")
    func fallsBack() throws {
        let stations = AirStation.nearestFirst(
            try AirFixtures.rows(NearbyStationRow.self, "nearby-msrstn-list-jongno-success.json"))
        let rows = [
            "종로구": try AirFixtures.rows(MeasurementRow.self, "msrstn-rltm-mesure-dnsty-nearest-dash.json"),
            "중구": try AirFixtures.rows(MeasurementRow.self, "msrstn-rltm-mesure-dnsty-junggu-success.json"),
        ]
        let m = try #require(Self.choose(stations, rows))
        #expect(m.station == "중구")
        #expect(m.pm10 == 76 && m.pm10Grade == .moderate && m.pm25 == 44 && m.pm25Grade == .bad && m.grade == .bad)
    }

    @Test("with the nearest station current, it is used and the next is never needed")
    func nearestWins() throws {
        let stations = AirStation.nearestFirst(
            try AirFixtures.rows(NearbyStationRow.self, "nearby-msrstn-list-jongno-success.json"))
        let rows = [
            "종로구": try AirFixtures.rows(MeasurementRow.self, "msrstn-rltm-mesure-dnsty-jongno-success.json"),
            "중구": try AirFixtures.rows(MeasurementRow.self, "msrstn-rltm-mesure-dnsty-junggu-success.json"),
        ]
        #expect(Self.choose(stations, rows)?.station == "종로구")
        let first = StationMeasurement.current(rows: rows["종로구"]!, station: "종로구", now: Self.now)
        #expect(!StationFallback.needsAnotherStation(after: [first]))
    }

    static func m(_ name: String, _ pm10: Int?, _ pm25: Int?) -> StationMeasurement {
        StationMeasurement(station: name, time: now.startOfHour, pm10: pm10, pm25: pm25)
    }

    @Test(
        "one station supplies the reading: the nearest with both values, else the nearest with either",
        arguments: [
            ([m("a", 40, 20), m("b", 50, 25)], "a"),
            ([m("a", 40, nil), m("b", 50, 25)], "b"),
            ([m("a", nil, 20), m("b", 50, nil)], "a"),
            ([m("a", nil, nil), m("b", nil, 25)], "b"),
            ([nil, m("b", 50, 25)], "b"),
            ([nil, nil], nil),
            ([], nil),
        ] as [([StationMeasurement?], String?)])
    func choice(candidates: [StationMeasurement?], station: String?) {
        #expect(StationFallback.choose(candidates)?.station == station)
    }

    @Test(
        "another station is worth asking until one has both values",
        arguments: [
            ([], true), ([nil], true), ([m("a", 40, nil)], true), ([m("a", 40, nil), m("b", 40, 20)], false),
            ([m("a", 40, 20)], false),
        ] as [([StationMeasurement?], Bool)])
    func needsAnother(candidates: [StationMeasurement?], expected: Bool) {
        #expect(StationFallback.needsAnotherStation(after: candidates) == expected)
    }

    @Test("stations without rows (failed, unknown) are passed over")
    func missingRows() throws {
        let stations = [AirStation(name: "a", distanceKm: 1), AirStation(name: "b", distanceKm: 2)]
        let rows = ["b": try AirFixtures.rows(MeasurementRow.self, "msrstn-rltm-mesure-dnsty-junggu-success.json")]
        #expect(Self.choose(stations, rows)?.station == "b")
    }
}
