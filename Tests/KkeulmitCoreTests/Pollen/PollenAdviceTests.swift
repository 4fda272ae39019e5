import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

/// Pollen in the advice (CLI contract, "Pollen"): grade ≥ 높음 adds a KF80 mask unless a stronger one is already
/// worn, and the `pollen` note names the species and the grade; one mask is worn, the strongest any reading asks for.
@Suite("Pollen and the masks in the advice")
struct PollenAdviceTests {
    static let april = KSTDateTime(year: 2027, month: 4, day: 20, hour: 7)

    static func pollen(oak: PollenGrade?, pine: PollenGrade? = nil, weeds: PollenGrade? = nil) -> PollenReading {
        PollenReading(
            issued: KSTDateTime(year: 2027, month: 4, day: 20, hour: 6), day: april.date, oak: oak, pine: pine,
            weeds: weeds)
    }

    static func advice(dust: DustGrade? = nil, yellowDust: Bool = false, pollen: PollenReading? = nil) throws
        -> OutfitAdvice
    {
        let slots = OutfitFixture.hours(from: april, count: 6) { _, s in s.temperature = 14 }
        let alerts = AlertsReading(
            alerts: yellowDust
                ? [
                    WeatherAlert(
                        type: .yellowDust, level: .advisory, zone: "L1100400", zoneName: "서울서북권", since: april,
                        until: nil, code: 9)
                ] : [], zones: .none)
        let readings = Readings(
            air: AirQualityReading(measurement: nil, forecastGrade: dust), alerts: alerts, pollen: pollen)
        return OutfitEngine.advise(conditions: try OutfitFixture.conditions(slots), readings: readings)
    }

    @Test(
        "the note names the species at the highest grade, and the grade",
        arguments: [
            (pollen(oak: .high, pine: .moderate), "꽃가루(참나무) 높음 — 마스크를 챙기세요", "Pollen (oak) high: take a mask"),
            (
                pollen(oak: .veryHigh, pine: .veryHigh, weeds: nil), "꽃가루(참나무·소나무) 매우높음 — 마스크를 챙기세요",
                "Pollen (oak and pine) very high: take a mask"
            ),
            (pollen(oak: nil, pine: nil, weeds: .high), "꽃가루(잡초류) 높음 — 마스크를 챙기세요", "Pollen (weeds) high: take a mask"),
        ] as [(PollenReading, String, String)])
    func note(reading: PollenReading, ko: String, en: String) throws {
        let advice = try Self.advice(pollen: reading)
        let note = try #require(advice.note("pollen"))
        #expect(note.text.in(.ko) == ko && note.text.in(.en) == en)
        #expect(note.ruleId == .pollen && advice.notes.last?.id == "pollen")
        #expect(note.values.number("grade") == Double(reading.grade!.rawValue))
        #expect(advice.pollen == reading)
    }

    @Test(
        "below 높음: no mask, no note; the reading is kept for JSON",
        arguments: [pollen(oak: .moderate), pollen(oak: .low, pine: .low), pollen(oak: nil)])
    func low(reading: PollenReading) throws {
        let advice = try Self.advice(pollen: reading)
        #expect(advice.note("pollen") == nil && !advice.items.contains { $0.id.hasPrefix("mask-") })
        #expect(advice.pollen == reading)
    }

    @Test(
        "one mask, the strongest any reading asks for: fine dust, 황사, pollen",
        arguments: [
            (nil, false, nil, nil),
            (DustGrade.bad, false, nil, "mask-kf80"),
            (nil, false, PollenGrade.high, "mask-kf80"),
            (.bad, false, .veryHigh, "mask-kf80"),
            (.veryBad, false, .high, "mask-kf94"),
            (nil, true, .high, "mask-kf94"),
            (.bad, true, nil, "mask-kf94"),
            (.moderate, true, .low, "mask-kf94"),
        ] as [(DustGrade?, Bool, PollenGrade?, String?)])
    func strongestMask(dust: DustGrade?, yellowDust: Bool, grade: PollenGrade?, mask: String?) throws {
        let advice = try Self.advice(dust: dust, yellowDust: yellowDust, pollen: grade.map { Self.pollen(oak: $0) })
        #expect(advice.items.map(\.id).filter { $0.hasPrefix("mask-") } == (mask.map { [$0] } ?? []))
        #expect(advice.outfit.map(\.pick.id).filter { $0.hasPrefix("mask-") } == (mask.map { [$0] } ?? []))
        // Each reading still says its part.
        #expect((advice.note("pollen") != nil) == ((grade ?? .low) >= .high))
        #expect((advice.note("alert-yellowDust") != nil) == yellowDust)
    }
}
