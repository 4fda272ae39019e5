import Foundation
import KkeulmitFuzzSupport
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

/// The rule table's protection steps (masks by dust grade, sun items by UV index, loaded from a user's table),
/// and the engine applying them: items, accessories worn, notes, the way home.
@Suite("Protection steps of the outfit rule table")
struct OutfitProtectionTests {
    static let builtIn = OutfitRuleTable.Protection.builtIn

    @Test(
        "dust: KF80 at 나쁨, KF94 at 매우나쁨, nothing below",
        arguments: [(nil, []), (.good, []), (.moderate, []), (.bad, ["mask-kf80"]), (.veryBad, ["mask-kf94"])]
            as [(DustGrade?, [String])])
    func dust(grade: DustGrade?, ids: [String]) {
        #expect(Self.builtIn.items(dust: grade).map(\.id) == ids)
    }

    @Test(
        "UV: sunscreen from 3, hat and sunglasses too from 6",
        arguments: [
            (nil, []), (0, []), (2, []), (3, ["sunscreen"]), (5, ["sunscreen"]),
            (6, ["sunscreen", "hat", "sunglasses"]),
            (11, ["sunscreen", "hat", "sunglasses"]),
        ] as [(Int?, [String])])
    func uv(index: Int?, ids: [String]) {
        #expect(Self.builtIn.items(uvIndex: index).map(\.id) == ids)
    }

    // MARK: the engine decides

    static let morning = OutfitFixture.novemberMorning

    static func advice(measured: DustGrade?, forecast: DustGrade?, uv: Int? = nil, back: Bool = false) throws
        -> OutfitAdvice
    {
        let measurement = measured.map {
            StationMeasurement(station: "종로구", time: morning, pm10: 50, pm25: 20, pm10Grade: $0, pm25Grade: $0)
        }
        let issued = KSTDateTime(date: morning.date, hour: 6)
        let forecastUV = uv.map { index in
            UVForecast(
                areaNo: "1111000000", issued: issued,
                points: stride(from: 0, to: 24, by: 3).map {
                    UVForecast.Point(time: issued.adding(hours: $0), index: $0 == 6 ? index : 0)
                })
        }
        let slots = OutfitFixture.hours(from: morning, count: 6) { _, slot in slot.temperature = -3 }
        let readings = Readings(
            air: AirQualityReading(measurement: measurement, forecastGrade: forecast), uv: forecastUV)
        var trip: ReturnTrip?
        if back {
            let home = OutfitFixture.hours(from: morning.adding(hours: 12), count: 1) { _, s in s.temperature = -3 }
            trip = ReturnTrip(time: morning.adding(hours: 12), conditions: try OutfitFixture.conditions(home))
        }
        return OutfitEngine.advise(conditions: try OutfitFixture.conditions(slots), back: trip, readings: readings)
    }

    @Test(
        "the mask: the worse of the 1-hour and the forecast grade; 나쁨 → mask-kf80, 매우나쁨 → mask-kf94",
        arguments: [
            (DustGrade.bad, DustGrade.moderate, "mask-kf80"), (.moderate, .bad, "mask-kf80"), (.bad, .bad, "mask-kf80"),
            (.veryBad, .moderate, "mask-kf94"), (.bad, .veryBad, "mask-kf94"), (nil, .bad, "mask-kf80"),
            (.veryBad, nil, "mask-kf94"), (.moderate, .moderate, nil), (.good, .moderate, nil), (.good, nil, nil),
            (nil, nil, nil),
        ] as [(DustGrade?, DustGrade?, String?)])
    func mask(measured: DustGrade?, forecast: DustGrade?, expected: String?) throws {
        let advice = try Self.advice(measured: measured, forecast: forecast)
        let masks = advice.items.map(\.id).filter { $0.hasPrefix("mask-") }
        #expect(masks == (expected.map { [$0] } ?? []))
        // Worn as an accessory, after the band's scarf and before the shoes; the note says why.
        let worn = advice.outfit.filter { $0.pick.id.hasPrefix("mask-") }
        #expect(worn.map(\.pick.id) == masks)
        #expect(worn.allSatisfy { $0.layer == .accessory && $0.ruleId == .fineDust && $0.owned == nil })
        #expect((advice.note("fine-dust") != nil) == (expected != nil))
        #expect(advice.air?.grade == measured && advice.air?.forecastGrade == forecast)
    }

    @Test("the sun items come from the window's largest index, are worn, and are named in the uv note")
    func sun() throws {
        let advice = try Self.advice(measured: nil, forecast: nil, uv: 7)
        #expect(advice.uv?.max == 7 && advice.uv?.grade == .high)
        #expect(Array(advice.items.map(\.id).suffix(3)) == ["sunscreen", "hat", "sunglasses"])
        #expect(
            advice.outfit.map(\.pick.id) == [
                "long-padded-coat", "knit", "thermal-base-layer", "long-underwear", "fleece-lined-pants", "scarf",
                "sunscreen", "hat", "sunglasses", "winter-boots",
            ])
        #expect(advice.note("uv")?.text.in(.ko) == "자외선 높음 (최고 7, 12시): 선크림, 모자, 선글라스 챙기세요")
        #expect(advice.notes.last?.id == "uv")
    }

    @Test("the way home wears the same mask; the evening sun asks for nothing, and nothing is carried for it")
    func backProtection() throws {
        let advice = try Self.advice(measured: .bad, forecast: nil, uv: 7, back: true)
        let back = try #require(advice.back)
        #expect(back.outfit.contains { $0.pick.id == "mask-kf80" })
        #expect(!back.outfit.contains { $0.pick.id == "sunscreen" })
        #expect(back.carry.isEmpty && back.takeOff.isEmpty)
    }

    @Test("a user's table can move the steps; a table without protection keeps the built-in ones")
    func userTable() throws {
        var table = OutfitRuleTable.builtIn
        table.protection = .init(
            dust: [.init(from: 2, items: [.init(id: "mask", ko: "마스크", en: "mask", layer: .accessory)])], uv: [])
        let loaded = try OutfitRuleTable.load(json: table.jsonData())
        #expect(loaded.effectiveProtection.items(dust: .moderate).map(\.id) == ["mask"])
        #expect(loaded.effectiveProtection.items(uvIndex: 9).isEmpty)
        table.protection = nil
        #expect(try OutfitRuleTable.load(json: table.jsonData()).effectiveProtection == Self.builtIn)
    }

    @Test(
        "bad steps name the field",
        arguments: [
            (#"{"dust": [{"from": 5, "items": []}]}"#, "protection.dust[0].from"),
            (#"{"uv": [{"from": 6, "items": []}, {"from": 3, "items": []}]}"#, "protection.uv[1].from"),
            (
                #"{"uv": [{"from": 3, "items": [{"id": "Sun Screen", "ko": "a", "en": "b", "layer": "accessory"}]}]}"#,
                "protection.uv[0].items[0].id"
            ),
            (#"{"dust": [], "sun": []}"#, "protection.sun"),
        ])
    func invalid(protection: String, path: String) throws {
        var object = try #require(
            try JSONSerialization.jsonObject(with: OutfitRuleTable.builtIn.jsonData()) as? [String: Any])
        object["protection"] = try JSONSerialization.jsonObject(with: Data(protection.utf8))
        let data = try JSONSerialization.data(withJSONObject: object)
        #expect {
            _ = try OutfitRuleTable.load(json: data)
        } throws: { ($0 as? OutfitRuleTableError)?.path == path }
    }
}
