import Foundation
import KkeulmitCore
import Testing

@testable import KkeulmitCLI

/// The official warnings and pollen in every output (CLI contract, "Official weather warnings", "Pollen"): the text
/// leads with each warning, JSON `alerts` ([] when none, null without an answer) and `pollen`, the one-line format
/// and `{alerts}`, waybar's classes `alert` and `alert-<type>`.
@Suite("Warnings and pollen in the output")
struct AlertRenderingTests {
    static let coldWave = WeatherAlert(
        type: .coldWave, level: .warning, zone: "L1100200", zoneName: "서울동북권",
        since: KSTDateTime(year: 2026, month: 11, day: 29, hour: 21), until: nil, code: 3)
    static let wind = WeatherAlert(
        type: .strongWind, level: .advisory, zone: "L1100000", zoneName: "서울특별시",
        since: KSTDateTime(year: 2026, month: 11, day: 30, hour: 6),
        until: KSTDateTime(year: 2026, month: 11, day: 30, hour: 15), code: 1)
    static let zones = PlaceZones(
        zones: ["L1100200"], applicable: ["L1100200", "L1100000", "L1000000"], precision: .member)
    static let pollen = PollenReading(
        issued: KSTDateTime(year: 2026, month: 11, day: 30, hour: 6), day: ReportSamples.start.date, oak: .high,
        pine: .moderate, weeds: nil)

    static func report(_ alerts: [WeatherAlert]?, pollen: PollenReading? = nil) -> AdviceReport {
        ReportSamples.coldMorning(
            readings: Readings(alerts: alerts.map { AlertsReading(alerts: $0, zones: zones) }, pollen: pollen))
    }

    @Test("the text leads with each warning, before the outfit; the other notes follow it")
    func textLeads() {
        let text = TextRenderer.render(Self.report([Self.coldWave, Self.wind]), language: .ko, colour: false)
        let lines = text.split(separator: "\n").map(String.init)
        // It stands in for the cold-caution note, with its number.
        #expect(lines[0] == "! 한파경보 — 서울동북권, 11월 29일 21시부터: 체감 영하 8.7도까지, 장갑과 모자를 챙기세요")
        #expect(!text.contains("추위 주의 단계"))
        #expect(
            lines[1]
                == "! 강풍주의보 — 서울특별시, 11월 30일 6시부터 11월 30일 15시까지: 우산은 버티지 못하니 모자 달린 옷이나 우비를 챙기세요")
        #expect(lines[2].contains("패딩") && lines[2].contains("장갑") && lines[2].contains("모자"))
        #expect(!lines.dropFirst(2).contains { $0.hasPrefix("! 한파") })
        let english = TextRenderer.render(Self.report([Self.coldWave]), language: .en, colour: false)
        #expect(
            english.hasPrefix(
                "! Cold wave warning — Seoul northeast, from Nov 29 21:00: feels like -8.7 °C at the coldest; take gloves "
                    + "and a hat\n"))
    }

    @Test(
        "JSON alerts: the contract's entry with the place's precision; [] when none; null without an answer",
        arguments: [
            (
                [coldWave] as [WeatherAlert]?,
                #"[{"type":"coldWave","level":"warning","zone":"L1100200","zoneName":"서울동북권","#
                    + #""since":"2026-11-29T21:00:00+09:00","until":null,"precision":"member"}]"#
            ),
            ([], "[]"), (nil, "null"),
        ] as [([WeatherAlert]?, String)])
    func json(alerts: [WeatherAlert]?, expected: String) throws {
        let value = JSONRenderer.value(Self.report(alerts), language: .ko)
        #expect(JSONWriter.write(try #require(value["alerts"])) == expected)
        #expect(value["pollen"] == .null)
        let notes = JSONWriter.write(try #require(value["outfit"]?["notes"]))
        #expect(notes.contains(#""id":"alert-coldWave""#) == (alerts?.isEmpty == false))
    }

    @Test("JSON: an undocumented type keeps its code; pollen as the contract writes it")
    func jsonOtherAndPollen() throws {
        var other = Self.coldWave
        other.type = .other
        other.code = 14
        let value = JSONRenderer.value(Self.report([other], pollen: Self.pollen), language: .ko)
        #expect(JSONWriter.write(try #require(value["alerts"])).hasSuffix(#""precision":"member","code":14}]"#))
        #expect(
            JSONWriter.write(try #require(value["pollen"]))
                == #"{"issued":"2026-11-30T06:00:00+09:00","day":"2026-11-30","oak":2,"pine":1,"weeds":null,"grade":2}"#
        )
        let notes = JSONWriter.write(try #require(value["outfit"]?["notes"]))
        #expect(
            notes.contains(#"{"id":"pollen","text":"꽃가루(참나무) 높음 — 마스크를 챙기세요","values":{"grade":2,"oak":2,"pine":1}}"#))
    }

    @Test("one line: the warnings lead; {alerts} names them, empty without any")
    func oneLine() throws {
        let report = Self.report([Self.coldWave, Self.wind])
        #expect(OneLineRenderer.render(report, language: .ko).hasPrefix("한파경보, 강풍주의보 · 종로구 07–19시 체감 "))
        #expect(
            OneLineRenderer.render(report, language: .en).hasPrefix(
                "cold wave warning, strong wind advisory · Jongno-gu"))
        let template = try OutputTemplate(parsing: "{alerts}|{mask}")
        #expect(template.render(report, language: .ko) == "한파경보, 강풍주의보|\n")
        #expect(template.render(Self.report([]), language: .ko) == "|\n")
        #expect(template.render(Self.report(nil, pollen: Self.pollen), language: .en) == "|KF80 mask\n")
        #expect(!OneLineRenderer.render(Self.report([]), language: .ko).contains("·  ·"))
    }

    @Test("waybar: classes alert and alert-<type>, the most severe warning leads the text")
    func waybar() {
        let report = Self.report([Self.coldWave, Self.wind])
        #expect(WaybarRenderer.classes(report) == ["band-8", "alert", "alert-coldWave", "alert-strongWind"])
        #expect(WaybarRenderer.text(report, .ko).hasPrefix("한파경보 -"))
        #expect(WaybarRenderer.classes(Self.report([])) == ["band-8"])
        #expect(WaybarRenderer.classes(Self.report(nil)) == ["band-8"])
    }
}
