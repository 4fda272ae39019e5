import Foundation
import TestSupport
import Testing

/// `now --demo summer`: the built-in July sample through the real binary, as the acceptance reads it: a
/// clear noon in 서울특별시 종로구 at 33 °C and 55 % gives the reference's V1 (tr 68.9 °C, UTCI 42.4 °C) and PHS in
/// the outfit chosen, the water note and the parasol; the winter demo stays the default.
@Suite("kkeulmit now --demo summer end to end")
struct SummerDemoEndToEndTests {
    static func json(_ arguments: [String]) async throws -> [String: Any] {
        let run = try await BinaryRunner.run(arguments, environment: [:])
        #expect(run.status == 0 && run.stderr == "", "stderr: \(run.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    }

    @Test("V1 at noon: tr, UTCI, PHS sweat, water, limit and the parasol; labelled as a sample")
    func summerNoon() async throws {
        let j = try await Self.json(["now", "--demo", "summer", "--json"])
        #expect(j["demo"] as? Bool == true)
        let hourly = try #require(j["hourly"] as? [[String: Any]])
        let noon = try #require(hourly.first)
        #expect(noon["time"] as? String == "2026-07-20T12:00:00+09:00")
        #expect(abs((noon["meanRadiantTemperature"] as? Double ?? 0) - 68.94) <= 0.1)
        #expect(noon["utci"] as? Double == 42.4 && noon["utciCategory"] as? String == "veryStrongHeatStress")
        let outfit = try #require(j["outfit"] as? [String: Any])
        let heat = try #require(outfit["heat"] as? [String: Any])
        #expect(heat["hour"] as? String == "2026-07-20T12:00:00+09:00" && heat["clo"] as? Double == 0.29)
        // pythermalcomfort 4.8.0 at V1's hour and clo 0.29: 503.6 g in the first hour (±2 %).
        #expect(abs(Double(heat["sweatMlPerHour"] as? Int ?? 0) - 503.6) <= 0.02 * 503.6)
        #expect(heat["waterMlPerHour"] as? Int == 550 && heat["limitMinutes"] as? Int == 380)
        let notes = (outfit["notes"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(notes.contains("heat-water") && notes.contains("heat-limit") && notes.contains("parasol"))
        let items = (outfit["items"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(items.contains("parasol"))
        let again = String(decoding: try JSONSerialization.data(withJSONObject: j), as: UTF8.self)
        #expect(AdviceClaims.check(json: again).isEmpty)

        let text = try await BinaryRunner.run(["now", "--demo", "summer"], environment: [:])
        #expect(text.stdout.hasPrefix("예시 데이터") && text.stdout.contains("양산"))
        #expect(text.stdout.contains("물 550mL") && text.stdout.contains("체감 더위 지수(UTCI) 42.4°C"))
    }

    @Test("the winter demo stays the default: a cold morning with ISO 11079 and no heat")
    func winterDefault() async throws {
        let j = try await Self.json(["now", "--demo", "--json"])
        let outfit = try #require(j["outfit"] as? [String: Any])
        #expect(outfit["heat"] is NSNull && outfit["insulation"] is [String: Any])
        let bad = try await BinaryRunner.run(["now", "--demo=autumn"], environment: [:])
        #expect(bad.status == 64 && bad.stderr.contains("--demo takes no value or 'summer'"))
    }
}
