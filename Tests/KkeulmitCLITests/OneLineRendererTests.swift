import Testing

@testable import KkeulmitCLI

@Suite("OneLineRenderer")
struct OneLineRendererTests {
    @Test(
        "fits place, hours, feels-like, clothes (the main layers and the weather's gear, the rest counted) and umbrella on one line",
        arguments: [
            (ReportSamples.coldMorning, OutputLanguage.ko, "종로구 07–19시 체감 -9~0°C · 롱패딩 + 니트 + 기모바지 외 6개 · 우산 필요 없음\n"),
            (
                ReportSamples.coldMorning, .en,
                "Jongno-gu 07:00–19:00 feels -9 to 0°C · long padded coat + knit + fleece-lined pants + 6 more · no umbrella\n"
            ),
            (ReportSamples.wetNight, .ko, "[예시] [지난 예보] 98,76 20–02시 체감 27°C · 반팔 + 반바지 + 레인부츠 · 우산 필요\n"),
            (
                ReportSamples.wetNight, .en,
                "[SAMPLE] [STALE] 98,76 20:00–02:00 feels 27°C · T-shirt + shorts + rain boots · umbrella\n"
            ),
        ])
    func oneLine(report: AdviceReport, lang: OutputLanguage, expected: String) {
        #expect(OneLineRenderer.render(report, language: lang) == expected)
    }
}
