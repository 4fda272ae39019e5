import Testing

@testable import KkeulmitCLI

@Suite("OneLineRenderer")
struct OneLineRendererTests {
    @Test(
        "fits place, hours, feels-like, clothes and umbrella on one line",
        arguments: [
            (ReportSamples.coldMorning, OutputLanguage.ko, "종로구 07–19시 체감 -8~1°C · 패딩, 목도리 · 우산 필요 없음\n"),
            (ReportSamples.coldMorning, .en, "종로구 07:00–19:00 feels -8 to 1°C · padded jacket, scarf · no umbrella\n"),
            (ReportSamples.wetNight, .ko, "[예시] [지난 예보] 98,76 20–02시 체감 25°C · 반팔 · 우산 필요\n"),
            (ReportSamples.wetNight, .en, "[SAMPLE] [STALE] 98,76 20:00–02:00 feels 25°C · T-shirt · umbrella\n"),
        ])
    func oneLine(report: AdviceReport, lang: OutputLanguage, expected: String) {
        #expect(OneLineRenderer.render(report, language: lang) == expected)
    }
}
