import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("getPwnCd: the answers, the replay of events, what is in force for a place")
struct WarningReplayTests {
    static func t(_ text: String) -> KSTDateTime { AlertFixtures.time(text) }

    static func state(_ names: String...) -> WarningState {
        WarningState(rows: names.flatMap(AlertFixtures.rows))
    }

    @Test("the recorded page of 2026-09-21..27 decodes with every field, numbers and strings as sent")
    func recordedPage() throws {
        let rows = AlertFixtures.rows("pwn-cd-recorded-20260921-20260927.json")
        #expect(rows.count == 6)
        let first = try #require(rows.first)
        #expect(first[.areaCode] == "L1090500" && first[.areaName] == "제주도산지" && first[.command] == "2")
        #expect(first[.tmFc] == "202609261200" && first[.allEndTime] == "202609261200" && first[.startTime] == "0")
        #expect(Set(first.fields.keys) == Set(WarningEventField.allCases))
        let event = try #require(WarningEvent(first))
        #expect(event.isRelease && event.effective == Self.t("202609261200") && event.start == nil)
    }

    @Test(
        "the recorded page replays as KMA announced it: 호우 raised at 11:00 and lifted at 12:00; 풍랑 from 10:00 to 12:00")
    func recordedReplay() {
        let s = Self.state("pwn-cd-recorded-20260921-20260927.json")
        #expect(s.level(zone: "L1090500", warnVar: 2, at: Self.t("202609260900")) == 0)
        #expect(s.level(zone: "L1090500", warnVar: 2, at: Self.t("202609261130")) == 1)
        #expect(s.level(zone: "L1090500", warnVar: 2, at: Self.t("202609261200")) == nil)
        #expect(s.level(zone: "L1090500", warnVar: 1, at: Self.t("202609261100")) == nil)
        // Announced at 08:00 for 10:00, lifted at 10:30 for 12:00: in force between.
        #expect(s.level(zone: "S1322200", warnVar: 6, at: Self.t("202609260900")) == nil)
        #expect(s.level(zone: "S1322200", warnVar: 6, at: Self.t("202609261100")) == 0)
        #expect(s.level(zone: "S1322200", warnVar: 6, at: Self.t("202609261200")) == nil)
    }

    @Test(
        "every command: issue, extend, correct, change (the 주의보 lifted and a 경보 issued at once), lift; cancelled rows ignored"
    )
    func lifecycle() {
        let s = Self.state("pwn-cd-lifecycle-dry.json")
        let level = { (time: String) in s.level(zone: "L1012000", warnVar: 4, at: Self.t(time)) }
        #expect(level("202611211030") == nil)  // announced at 10:00, from 11:00
        #expect(level("202611211100") == 0)
        #expect(level("202611231200") == 0)
        #expect(level("202611241000") == 1)
        #expect(level("202611251600") == 1)  // the cancelled issue at 16:00 changes nothing
        #expect(level("202611251800") == nil)
        let intervals = s.intervals(
            zone: "L1012000", warnVar: 4, from: Self.t("202611200000"), until: Self.t("202611270000"))
        #expect(
            intervals == [
                .init(level: 0, since: Self.t("202611211100"), until: Self.t("202611241000")),
                .init(level: 1, since: Self.t("202611241000"), until: Self.t("202611251800")),
            ])
    }

    @Test("replaying again, or in another order, or an old row after its lift, changes nothing")
    func idempotent() {
        let rows = AlertFixtures.rows("pwn-cd-coldwave-lifted.json")
        let once = WarningState(rows: rows)
        var twice = once
        twice.apply(rows.compactMap(WarningEvent.init))
        #expect(twice == once)
        #expect(WarningState(rows: rows.reversed()) == once)
        var late = once
        late.apply(AlertFixtures.rows("pwn-cd-coldwave-seoul-northeast.json").compactMap(WarningEvent.init))
        #expect(late == once)
        #expect(late.level(zone: "L1100200", warnVar: 3, at: Self.t("202611301200")) == nil)
    }

    @Test("pages that repeat a row at their boundary replay as one; the first page is full, so a second is asked")
    func paging() {
        let first = AlertFixtures.rows("pwn-cd-paging-page1.json")
        let second = AlertFixtures.rows("pwn-cd-paging-page2.json")
        #expect(first.count == 3 && second.count == 2 && first.last == second.first)
        let request = WarningEventsRequest(day: KSTDate(year: 2026, month: 11, day: 30), numOfRows: 3)
        #expect(request.needsNextPage(rows: first.count))
        #expect(!request.nextPage().needsNextPage(rows: second.count))
        #expect(request.nextPage().pageNo == 2)
        let both = WarningState(rows: first + second)
        #expect(both.keys.count == 4)
        #expect(both == WarningState(rows: second + first + second))
    }

    @Test(
        "allEndTime on a 열대야 release ends only 열대야: 부산서부's 폭염 stays; a 경보 announced for tomorrow 11:00 leaves the 주의보 until then"
    )
    func allEndTimeAndScheduled() {
        let s = Self.state("pwn-cd-busan-heat-tropical-night.json")
        #expect(s.level(zone: "L1082700", warnVar: 12, at: Self.t("202608301200")) == 0)
        #expect(s.level(zone: "L1082700", warnVar: 12, at: Self.t("202608311000")) == 0)
        #expect(s.level(zone: "L1082700", warnVar: 12, at: Self.t("202608311100")) == 1)
        #expect(s.level(zone: "L1082700", warnVar: 13, at: Self.t("202609021700")) == nil)
        #expect(s.level(zone: "L1082700", warnVar: 12, at: Self.t("202609031200")) == 1)
    }

    @Test("an empty day answers 03 or 00 without rows: either reads as no events")
    func emptyDay() {
        #expect(AlertFixtures.rows("pwn-cd-empty-day-03.json").isEmpty)
        #expect(AlertFixtures.rows("pwn-cd-empty-day-00.json").isEmpty)
    }

    @Test(
        "refusals stay failures: a day past the reach (99), a key not registered (30, JSON 403 or XML), the quota (22)",
        arguments: [
            ("pwn-cd-recorded-result-99-range.json", 200, "99"),
            ("pwn-cd-recorded-gateway-key-not-registered-http403.json", 403, "30"),
            ("pwn-cd-gateway-key-not-registered.xml", 200, "30"),
            ("pwn-cd-gateway-quota-exceeded-http429.xml", 429, "22"),
        ])
    func failures(_ name: String, _ status: Int, _ code: String) {
        guard case .failure(let error) = WarningEventsAnswer.classify(status: status, body: AlertFixtures.alerts(name))
        else {
            Issue.record("\(name) decoded")
            return
        }
        #expect(error.resultCode?.rawValue == code)
    }

    @Test("result code 0, as the guide's examples print it, is a success like 00; fields sent as text are read")
    func resultCodeZero() {
        let body =
            #"{"response":{"header":{"resultCode":"0","resultMsg":"NORMAL_SERVICE"},"body":{"items":{"item":[{"areaCode":"L1100200","warnVar":"3","warnStress":"1","command":"1","cancel":"0","tmFc":"202611300500","tmSeq":"530","startTime":"202611300500"}]}}}}"#
        guard case .success(let rows) = WarningEventsAnswer.classify(status: 200, body: Data(body.utf8)) else {
            Issue.record("not read")
            return
        }
        #expect(WarningState(rows: rows).level(zone: "L1100200", warnVar: 3, at: Self.morning) == 1)
    }

    @Test("one row sent as an object is read as a page of one")
    func singleRow() {
        #expect(AlertFixtures.rows("pwn-cd-single-row-object.json").count == 1)
    }

    static let morning = Self.t("202611300700")
    static let evening = Self.t("202611301900")

    static func reading(
        _ state: WarningState, _ code: String, from: KSTDateTime = morning, until: KSTDateTime = evening
    )
        -> AlertsReading
    {
        let place = PlaceDirectory.official.place(code: code)!
        let zones = WarningZoneMap.official.zones(for: place, at: from)
        return AlertsReading(state: state, zones: zones, from: from, until: until)
    }

    @Test("노원구 in 서울동북권: the 한파경보 in force since 05:00, its zone and name; 종로구 in 서울서북권: the 주의보")
    func coldWave() throws {
        let s = Self.state("pwn-cd-coldwave-seoul-northeast.json")
        let nowon = Self.reading(s, "1135000000")
        #expect(
            nowon.alerts == [
                WeatherAlert(
                    type: .coldWave, level: .warning, zone: "L1100200", zoneName: "서울동북권",
                    since: Self.t("202611300500"),
                    until: nil, code: 3)
            ])
        #expect(nowon.alerts.first?.koreanName == "한파경보" && nowon.precision == .member)
        let jongno = Self.reading(s, "1111000000")
        #expect(jongno.alerts.map(\.level) == [.advisory] && jongno.alerts.first?.since == Self.t("202611292100"))
        #expect(Self.reading(s, "2611000000").alerts.isEmpty)  // 부산 중구
    }

    @Test("a lifted warning: in force until its end, gone after")
    func lifted() {
        let s = Self.state("pwn-cd-coldwave-lifted.json")
        let morning = Self.reading(s, "1135000000")
        #expect(morning.alerts.first?.until == Self.t("202611301100"))
        let afternoon = Self.reading(s, "1135000000", from: Self.t("202611301200"))
        #expect(afternoon.alerts.isEmpty)
    }

    @Test("중대경보 outranks: alerts come most severe first, one per type")
    func severity() {
        var s = Self.state("pwn-cd-heat-severe.json")
        s.apply([
            WarningEvent(
                zone: "L1082800", warnVar: 1, level: 0, command: 1, announced: Self.t("202607311600"), sequence: 498,
                start: Self.t("202607311600"))
        ])
        let ulsan = Self.reading(s, "3111000000", from: Self.t("202608010900"), until: Self.t("202608012100"))
        #expect(ulsan.alerts.map(\.type) == [.heatWave, .strongWind])
        #expect(ulsan.alerts.first?.level == .severe && ulsan.alerts.first?.koreanName == "폭염중대경보")
    }

    @Test("warnVar 7/8/9 under either reading; KMA's status text tells which agrees")
    func warnVarReadings() {
        #expect(AlertType(warnVar: 8, reading: .guide) == .heavySnow)
        #expect(AlertType(warnVar: 8, reading: .alternative) == .yellowDust)
        #expect(
            AlertType(warnVar: 7, reading: .guide) == .typhoon
                && AlertType(warnVar: 7, reading: .alternative) == .heavySnow)
        #expect(
            AlertType(warnVar: 9, reading: .guide) == .yellowDust
                && AlertType(warnVar: 9, reading: .alternative) == .typhoon)
        #expect(AlertType(warnVar: 11) == .other)
        let s = Self.state("pwn-cd-warnvar-8.json")
        let cheorwon = PlaceDirectory.official.lookup("철원군")
        guard case .found(let match) = cheorwon else {
            Issue.record("철원군: \(cheorwon)")
            return
        }
        let at = Self.t("202612150600")
        let zones = WarningZoneMap.official.zones(for: match, at: at)
        for reading in WarnVarReading.allCases {
            let alerts = AlertsReading(state: s, zones: zones, from: at, until: at.adding(hours: 12), reading: reading)
            #expect(alerts.alerts.map(\.type) == [reading == .guide ? .heavySnow : .yellowDust])
        }
        let status = Self.status("pwn-status-heavy-snow.json")
        #expect(status.namesInForce == ["대설경보"])
        #expect(WarnVarReading.consistent(with: status, inForce: [(8, 1)]) == [.guide])
    }

    static func status(_ name: String) -> WarningStatusRow {
        let result = PortalResponseDecoder.classify(
            WarningStatusRow.self, status: 200, headers: [:], body: AlertFixtures.alerts(name))
        guard case .success(let response) = result, let row = response.rows.first else {
            preconditionFailure("\(name) is not a getPwnStatus answer")
        }
        return row
    }

    @Test("KMA's status text: 'o 없 음' names nothing; each 'o' line names one warning")
    func statusText() {
        #expect(Self.status("pwn-status-recorded-nothing-in-force.json").namesInForce.isEmpty)
        let row = WarningStatusRow(t6: "o 호우경보 : 제주도(제주도산지)\r\no 호우주의보 : 제주도(서귀포시남부, 서귀포시동부, 서귀포시중산간)")
        #expect(row.namesInForce == ["호우경보", "호우주의보"])
    }

    @Test("a request asks for one KST day, pages of 1,000; a replay asks the days back to the one given")
    func request() {
        let request = WarningEventsRequest(day: KSTDate(year: 2026, month: 11, day: 30))
        #expect(
            request.serviceRequest(maxBytes: 1).percentEncodedQuery
                == "pageNo=1&numOfRows=1000&dataType=JSON&fromTmFc=20261130&toTmFc=20261130")
        let days = WarningEventsSource.days(at: Self.morning)
        #expect(days.prefix(3).map(\.description) == ["2026-11-30", "2026-11-29", "2026-11-28"])
        #expect(days.count == WarningEventsSource.lookbackDays + 1)
    }
}
