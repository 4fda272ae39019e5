import Foundation
import KkeulmitCore
import Testing

@testable import KkeulmitCLI

@Suite("Rendering the comparison and the schedule")
struct ComparisonRenderingTests {
    static func comparison(_ change: Double, _ verdict: TomorrowComparison.Verdict) -> AdviceReport.Comparison {
        AdviceReport.Comparison(
            previousDate: KSTDate(year: 2026, month: 11, day: 30), hours: 14, previousMin: 2, previousMax: 9,
            tomorrowMin: -1, tomorrowMax: 6.5, meanChange: change, verdict: verdict)
    }

    static func report(_ comparison: AdviceReport.Comparison?) -> AdviceReport {
        ReportSamples.coldMorning(comparison: comparison)
    }

    @Test(
        "text says how tomorrow compares with today, in both languages",
        arguments: [
            (-2.6, TomorrowComparison.Verdict.colder, OutputLanguage.ko, "오늘보다 3도 낮아요 (오늘 2~9°C → -1~6.5°C)"),
            (-2.6, .colder, .en, "3 °C colder than today (today 2 to 9°C → -1 to 6.5°C)"),
            (4.0, .warmer, .ko, "오늘보다 4도 높아요 (오늘 2~9°C → -1~6.5°C)"),
            (2.0, .warmer, .en, "2 °C warmer than today"),
            (-0.4, .similar, .ko, "오늘과 비슷해요"),
            (1.9, .similar, .en, "about as warm as today"),
        ])
    func text(change: Double, verdict: TomorrowComparison.Verdict, lang: OutputLanguage, expected: String) {
        let text = TextRenderer.render(Self.report(Self.comparison(change, verdict)), language: lang, colour: false)
        #expect(text.split(separator: "\n").contains { $0.hasPrefix(expected) })
        #expect(!text.contains("어제") && !text.contains("yesterday"), "tomorrow's day before is today")
    }

    @Test(
        "now says how the hours compare with the same hours yesterday",
        arguments: [
            (-2.6, TomorrowComparison.Verdict.colder, OutputLanguage.ko, "어제 이 시간보다 3도 낮아요 (어제 2~9°C → -1~6.5°C)"),
            (-2.6, .colder, .en, "3 °C colder than this time yesterday (yesterday 2 to 9°C → -1 to 6.5°C)"),
            (-0.4, .similar, .ko, "어제 이 시간과 비슷해요"),
        ])
    func nowText(change: Double, verdict: TomorrowComparison.Verdict, lang: OutputLanguage, expected: String) {
        var comparison = Self.comparison(change, verdict)
        comparison.kind = .now
        let text = TextRenderer.render(Self.report(comparison), language: lang, colour: false)
        #expect(text.split(separator: "\n").contains { $0.hasPrefix(expected) })
    }

    @Test("no comparison, no line and no key: now's output is unchanged")
    func absent() {
        let report = Self.report(nil)
        #expect(!TextRenderer.render(report, language: .ko, colour: false).contains("어제"))
        #expect(!JSONRenderer.render(report, language: .en).contains("comparison"))
        #expect(!JSONRenderer.render(report, language: .en).contains("\"schedule\""))
    }

    @Test("JSON carries a comparison object with its numbers and verdict")
    func json() throws {
        let text = JSONRenderer.render(Self.report(Self.comparison(-2.6, .colder)), language: .ko)
        #expect(
            text.contains(
                #""comparison":{"previousDate":"2026-11-30","hours":14,"previousMin":2,"previousMax":9,"#
                    + #""tomorrowMin":-1,"tomorrowMax":6.5,"meanChange":-2.6,"verdict":"colder","kind":"tomorrow"}"#))
    }

    @Test("JSON names the schedule and its occurrence for run-schedule")
    func schedule() {
        let report = ReportSamples.coldMorning(
            schedule: .init(
                name: "commute", occurrence: KSTDateTime(year: 2026, month: 11, day: 30, hour: 7, minute: 30)))
        #expect(
            JSONRenderer.render(report, language: .ko).contains(
                #""schedule":{"name":"commute","occurrence":"2026-11-30T07:30:00+09:00"}"#))
    }

    @Test("one line ends with the comparison")
    func oneline() {
        let line = OneLineRenderer.render(Self.report(Self.comparison(-2.6, .colder)), language: .ko)
        #expect(line.hasSuffix(" · 오늘보다 3도 낮음\n"))
    }
}
