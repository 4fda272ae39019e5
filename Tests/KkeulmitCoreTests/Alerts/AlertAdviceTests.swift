import Foundation
import KkeulmitFuzzSupport
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

/// The official warnings in the advice, decided by the engine (CLI contract, "Official weather warnings"): each
/// warning in force named first with its zone and since when, note `alert-<type>`, and what its type adds; a heat or
/// cold warning outranks the feels-like notes of its kind, a wind warning the strong-wind note.
@Suite("Official warnings in the advice")
struct AlertAdviceTests {
    static let december = KSTDateTime(year: 2026, month: 12, day: 2, hour: 7)
    static let july = KSTDateTime(year: 2026, month: 7, day: 20, hour: 7)

    static func alert(
        _ type: AlertType, _ level: AlertLevel = .warning, zone: String = "L1100200", name: String = "서울동북권",
        since: KSTDateTime = KSTDateTime(year: 2026, month: 12, day: 1, hour: 21), until: KSTDateTime? = nil,
        code: Int = 3
    ) -> WeatherAlert {
        WeatherAlert(type: type, level: level, zone: zone, zoneName: name, since: since, until: until, code: code)
    }

    static func reading(_ alerts: [WeatherAlert], precision: WarningZonePrecision = .member) -> AlertsReading {
        AlertsReading(
            alerts: alerts,
            zones: PlaceZones(
                zones: ["L1100200"], applicable: ["L1100200", "L1100000", "L1000000"], precision: precision)
        )
    }

    /// Advice for six calm hours from `start` at `temperature`, with `alerts` in force.
    static func advice(
        _ alerts: [WeatherAlert]?, start: KSTDateTime = december, temperature: Double = 3,
        readings extra: Readings = .none, back: KSTDateTime? = nil,
        _ configure: (Int, inout HourlyForecast) -> Void = { _, _ in }
    ) throws -> OutfitAdvice {
        let slots = OutfitFixture.hours(from: start, count: 6) { i, slot in
            slot.temperature = temperature
            configure(i, &slot)
        }
        var readings = extra
        readings.alerts = alerts.map { reading($0) }
        var trip: ReturnTrip?
        if let back {
            let home = OutfitFixture.hours(from: back, count: 1) { _, s in s.temperature = temperature }
            trip = ReturnTrip(time: back, conditions: try OutfitFixture.conditions(home))
        }
        return OutfitEngine.advise(conditions: try OutfitFixture.conditions(slots), back: trip, readings: readings)
    }

    @Test(
        "each type: its note leads, named with its zone and since when, with what the type asks and adds",
        arguments: [
            (AlertType.coldWave, ["gloves", "hat"], "한파경보 — 서울동북권, 12월 1일 21시부터: 장갑과 모자를 챙기세요"),
            (.heatWave, [], "폭염경보 — 서울동북권, 12월 1일 21시부터: 한낮 햇볕을 피하고 물을 챙기세요"),
            (.heavyRain, ["rain-boots"], "호우경보 — 서울동북권, 12월 1일 21시부터: 레인부츠를 신으세요"),
            (.heavySnow, ["winter-boots"], "대설경보 — 서울동북권, 12월 1일 21시부터: 방한화를 신으세요"),
            (.yellowDust, ["mask-kf94"], "황사경보 — 서울동북권, 12월 1일 21시부터: KF94 마스크를 챙기세요"),
            (
                .strongWind, [],
                "강풍경보 — 서울동북권, 12월 1일 21시부터: 우산은 버티지 못하니 모자 달린 옷이나 우비를 챙기세요"
            ),
            (.typhoon, [], "태풍경보 — 서울동북권, 12월 1일 21시부터: 우산은 버티지 못하니 모자 달린 옷이나 우비를 챙기세요"),
            (.dry, [], "건조경보 — 서울동북권, 12월 1일 21시부터: 불씨를 조심하세요"),
            (.windWave, [], "풍랑경보 — 서울동북권, 12월 1일 21시부터: 바닷가는 피하세요"),
            (.tropicalNight, [], "열대야경보 — 서울동북권, 12월 1일 21시부터"),
            (.other, [], "기타특보 — 서울동북권, 12월 1일 21시부터"),
        ] as [(AlertType, [String], String)])
    func perType(type: AlertType, gear: [String], text: String) throws {
        let advice = try Self.advice([Self.alert(type)])
        let note = try #require(advice.notes.first)
        #expect(note.id == "alert-\(type.rawValue)" && note.ruleId == .alert && note.isAlert)
        #expect(note.text.in(.ko) == text)
        #expect(advice.items.filter { $0.ruleId == .alert }.map(\.id) == gear)
        // Worn: accessories among the accessories, boots as the shoes.
        let worn = advice.outfit.filter { $0.ruleId == .alert }
        #expect(worn.map(\.pick.id) == gear)
        #expect(worn.allSatisfy { $0.layer == ($0.pick.id.hasSuffix("boots") ? .shoes : .accessory) })
        #expect(advice.alerts?.alerts.map(\.type) == [type])
    }

    @Test(
        "the English note",
        arguments: [
            (
                alert(.coldWave), "Cold wave warning — Seoul northeast, from Dec 1 21:00: take gloves and a hat"
            ),
            (
                alert(.strongWind, .advisory, until: KSTDateTime(year: 2026, month: 12, day: 2, hour: 11)),
                "Strong wind advisory — Seoul northeast, from Dec 1 21:00 until Dec 2 11:00: an umbrella will not "
                    + "hold, so wear a hood or a raincoat instead"
            ),
            (
                alert(.heavyRain, .severe),
                "Heavy rain severe warning — Seoul northeast, from Dec 1 21:00: wear rain boots"
            ),
        ] as [(WeatherAlert, String)])
    func english(alert: WeatherAlert, text: String) throws {
        #expect(try Self.advice([alert]).notes.first?.text.in(.en) == text)
    }

    @Test("a lift already announced is said: 12월 1일 21시부터 12월 2일 11시까지")
    func until() throws {
        let lifted = Self.alert(.coldWave, .advisory, until: KSTDateTime(year: 2026, month: 12, day: 2, hour: 11))
        #expect(
            try Self.advice([lifted]).notes.first?.text.in(.ko)
                == "한파주의보 — 서울동북권, 12월 1일 21시부터 12월 2일 11시까지: 장갑과 모자를 챙기세요")
    }

    @Test("several warnings: one note each, in the reading's order (most severe first), all before the rest")
    func several() throws {
        let advice = try Self.advice(
            [Self.alert(.heavySnow), Self.alert(.coldWave, .advisory), Self.alert(.strongWind, .advisory)]) { _, s in
                s.windSpeed = 10
            }
        #expect(Array(advice.notes.prefix(3).map(\.id)) == ["alert-heavySnow", "alert-coldWave", "alert-strongWind"])
        #expect(!advice.notes.dropFirst(3).contains { $0.isAlert })
    }

    @Test("none in force: no note, no gear; JSON alerts [] (an empty reading) or null (no reading)")
    func none() throws {
        let empty = try Self.advice([])
        #expect(empty.alerts?.alerts == [] && !empty.notes.contains { $0.isAlert })
        let unknown = try Self.advice(nil)
        #expect(unknown.alerts == nil)
        #expect(empty.outfit == unknown.outfit && empty.items == unknown.items)
    }

    // MARK: One message, not two

    @Test(
        "a 한파 warning outranks the cold level the feels-like reaches, and says its number",
        arguments: [
            (-5.0, "cold-caution", "한파경보 — 서울동북권, 12월 1일 21시부터: 체감 영하 5도까지, 장갑과 모자를 챙기세요"),
            (-12.0, "cold-warning", "한파경보 — 서울동북권, 12월 1일 21시부터: 체감 영하 12도까지, 장갑과 모자를 챙기세요"),
            (-16.0, "cold-danger", "한파경보 — 서울동북권, 12월 1일 21시부터: 체감 영하 16도까지, 장갑과 모자를 챙기세요"),
            (3.0, nil, "한파경보 — 서울동북권, 12월 1일 21시부터: 장갑과 모자를 챙기세요"),
        ] as [(Double, String?, String)])
    func coldOutranked(temperature: Double, level: String?, text: String) throws {
        let without = try Self.advice([], temperature: temperature)
        #expect(without.notes.map(\.id).contains { $0.hasPrefix("cold-") } == (level != nil))
        if let level { #expect(without.note(level) != nil) }
        let with = try Self.advice([Self.alert(.coldWave)], temperature: temperature)
        #expect(!with.notes.contains { $0.id.hasPrefix("cold-") })
        let note = try #require(with.note("alert-coldWave"))
        #expect(note.text.in(.ko) == text)
        #expect(note.values.number("feelsLikeMin") == (level == nil ? nil : temperature))
    }

    @Test("a 폭염 warning outranks the heat level; a 한파 warning leaves the heat notes, and the other way round")
    func heatOutranked() throws {
        let level = try #require(try Self.advice([], start: Self.july, temperature: 36).note("heat-warning"))
        #expect(level.values.number("feelsLikeMax") == 35.4)
        let hot = try Self.advice([Self.alert(.heatWave, .advisory)], start: Self.july, temperature: 36)
        #expect(!hot.notes.contains { $0.id.hasPrefix("heat-") })
        let note = try #require(hot.note("alert-heatWave"))
        #expect(note.text.in(.ko).hasSuffix(": 체감 최고 35.4도, 한낮 햇볕을 피하고 물을 챙기세요"))
        #expect(note.text.in(.en).hasSuffix(": feels like up to 35.4 °C; avoid the midday sun and carry water"))
        #expect(note.values.number("feelsLikeMax") == 35.4 && note.values.number("threshold") == 35)
        let unrelated = try Self.advice([Self.alert(.coldWave)], start: Self.july, temperature: 36)
        #expect(unrelated.note("heat-warning") != nil)
        let cold = try Self.advice([Self.alert(.heatWave)], temperature: -12)
        #expect(cold.note("cold-warning") != nil)
    }

    @Test(
        "a 강풍 or 태풍 warning outranks the strong-wind note and says the wind",
        arguments: [AlertType.strongWind, .typhoon])
    func windOutranked(type: AlertType) throws {
        let windy = try Self.advice([Self.alert(type, .advisory)]) { _, s in s.windSpeed = 12 }
        #expect(windy.note("strong-wind") == nil)
        let note = try #require(windy.note("alert-\(type.rawValue)"))
        #expect(note.text.in(.ko).contains(": 바람 최대 12m/s, 우산은 버티지 못하니"))
        #expect(note.values.number("windSpeedMax") == 12)
        #expect(try Self.advice([]) { _, s in s.windSpeed = 12 }.note("strong-wind") != nil)
    }

    // MARK: Gear

    @Test("boots a warning calls for take the place of the outfit's shoes, which stay as the alternative")
    func shoes() throws {
        let snowy = try Self.advice([Self.alert(.heavySnow)], temperature: -2) { _, s in
            s.precipitationType = .snow
            s.snowCentimetres = 2
        }
        let shoes = snowy.outfit.filter { $0.layer == .shoes }
        #expect(shoes.map(\.pick.id) == ["winter-boots"])
        #expect(shoes.first?.alternatives.map(\.id) == ["non-slip-shoes"])
        // Rain boots the rain already put on are not worn twice.
        let wet = try Self.advice([Self.alert(.heavyRain)]) { _, s in s.precipitationType = .rain }
        #expect(wet.outfit.filter { $0.layer == .shoes }.map(\.pick.id) == ["rain-boots"])
    }

    @Test("the way home wears a warning's gear while it is in force, not after its lift")
    func wayHome() throws {
        let lift = KSTDateTime(year: 2026, month: 12, day: 2, hour: 15)
        let open = try Self.advice([Self.alert(.coldWave)], back: KSTDateTime(year: 2026, month: 12, day: 2, hour: 19))
        #expect(open.back?.outfit.contains { $0.pick.id == "gloves" } == true)
        #expect(open.back?.carry.isEmpty == true)
        let lifted = try Self.advice(
            [Self.alert(.coldWave, until: lift)], back: KSTDateTime(year: 2026, month: 12, day: 2, hour: 19))
        #expect(lifted.back?.outfit.contains { $0.pick.id == "gloves" } == false)
    }

    @Test("from the replay of a recorded-shape answer: 노원구 under the 서울동북권 한파경보")
    func fromReplay() throws {
        let state = WarningState(rows: AlertFixtures.rows("pwn-cd-coldwave-seoul-northeast.json"))
        let start = KSTDateTime(year: 2026, month: 11, day: 30, hour: 7)
        let place = try #require(PlaceDirectory.official.place(code: "1135000000"))
        let reading = AlertsReading(
            state: state, zones: WarningZoneMap.official.zones(for: place, at: start), from: start,
            until: start.adding(hours: 12))
        let slots = OutfitFixture.hours(from: start, count: 12) { _, s in s.temperature = -4 }
        let advice = OutfitEngine.advise(
            conditions: try OutfitFixture.conditions(slots), readings: Readings(alerts: reading))
        #expect(advice.notes.first?.text.in(.ko) == "한파경보 — 서울동북권, 11월 30일 5시부터: 체감 영하 4도까지, 장갑과 모자를 챙기세요")
        #expect(advice.items.suffix(2).map(\.id) == ["gloves", "hat"])
    }
}

/// The rule table's warning and pollen rules: what each adds, loaded from a user's table, checked with field paths.
@Suite("Warning and pollen rules of the outfit rule table")
struct AlertRuleTableTests {
    @Test(
        "built in: gloves and a hat for 한파, rain boots for 호우, winter boots for 대설, a KF94 mask for 황사",
        arguments: AlertType.allCases)
    func builtIn(type: AlertType) {
        let expected: [AlertType: [String]] = [
            .coldWave: ["gloves", "hat"], .heavyRain: ["rain-boots"], .heavySnow: ["winter-boots"],
            .yellowDust: ["mask-kf94"],
        ]
        #expect(OutfitRuleTable.Protection.builtIn.items(alert: type).map(\.id) == expected[type, default: []])
    }

    @Test(
        "pollen: a KF80 mask from 높음",
        arguments: [(nil, []), (.low, []), (.moderate, []), (.high, ["mask-kf80"]), (.veryHigh, ["mask-kf80"])]
            as [(PollenGrade?, [String])])
    func pollen(grade: PollenGrade?, ids: [String]) {
        #expect(OutfitRuleTable.Protection.builtIn.items(pollen: grade).map(\.id) == ids)
    }

    static func load(_ protection: String) throws -> OutfitRuleTable {
        var object = try #require(
            try JSONSerialization.jsonObject(with: OutfitRuleTable.builtIn.jsonData()) as? [String: Any])
        object["protection"] = try JSONSerialization.jsonObject(with: Data(protection.utf8))
        return try OutfitRuleTable.load(json: try JSONSerialization.data(withJSONObject: object))
    }

    @Test("a user's table moves them; one written before they existed keeps the built-in ones; [] turns them off")
    func userTable() throws {
        let moved = try Self.load(
            #"{"pollen": [{"from": 1, "items": [{"id": "glasses", "ko": "안경", "en": "glasses", "layer": "accessory"}]}], "#
                + #""alerts": {"dry": [{"id": "lip-balm", "ko": "립밤", "en": "lip balm", "layer": "accessory"}]}}"#
        )
        #expect(moved.effectiveProtection.items(pollen: .moderate).map(\.id) == ["glasses"])
        #expect(moved.effectiveProtection.items(alert: .dry).map(\.id) == ["lip-balm"])
        #expect(moved.effectiveProtection.items(alert: .coldWave).isEmpty)
        let older = try Self.load(#"{"dust": [], "uv": []}"#)
        #expect(older.effectiveProtection.pollen == OutfitRuleTable.Protection.builtIn.pollen)
        #expect(older.effectiveProtection.alerts == OutfitRuleTable.Protection.builtIn.alerts)
        let off = try Self.load(#"{"pollen": [], "alerts": {}}"#)
        #expect(off.effectiveProtection.items(pollen: .veryHigh).isEmpty)
        #expect(off.effectiveProtection.items(alert: .coldWave).isEmpty)
        // The template round-trips.
        #expect(try OutfitRuleTable.load(json: OutfitRuleTable.builtIn.jsonData()) == .builtIn)
    }

    @Test(
        "bad rules name the field",
        arguments: [
            (#"{"pollen": [{"from": 4, "items": []}]}"#, "protection.pollen[0].from"),
            (#"{"alerts": {"blizzard": []}}"#, "protection.alerts.blizzard"),
            (#"{"alerts": {"dry": [{"id": "x", "ko": "x", "en": "x"}]}}"#, "protection.alerts.dry[0].layer"),
            (
                #"{"alerts": {"dry": [{"id": "Lip Balm", "ko": "x", "en": "x", "layer": "accessory"}]}}"#,
                "protection.alerts.dry[0].id"
            ),
            (#"{"alerts": [{"type": "dry", "items": []}]}"#, "protection.alerts"),
        ])
    func invalid(protection: String, path: String) throws {
        #expect {
            _ = try Self.load(protection)
        } throws: { ($0 as? OutfitRuleTableError)?.path == path }
    }
}

@Suite("Warning zones in English: the place romanized, then its part in English")
struct WarningZoneNameTests {
    @Test(
        "a zone's English name is its parts",
        arguments: [
            ("서울서북권", "Seoul northwest"), ("서울동남권", "Seoul southeast"), ("강릉시산지", "Gangneung-si mountains"),
            ("경주시중북부", "Gyeongju-si north-central"), ("양평군동부", "Yangpyeong-gun east"),
            ("서귀포시중산간", "Seogwipo-si uplands"), ("서해5도", "Seohae5-do"),
        ])
    func english(korean: String, english: String) {
        #expect(WarningZoneName.english(korean) == english)
    }
}
