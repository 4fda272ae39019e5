import KkeulmitCore
import Testing

@testable import KkeulmitCLI

@Suite("TextRenderer")
struct TextRendererTests {
    @Test("Korean text leads with what to wear and the umbrella, then notes and the numbers behind them")
    func koreanColdMorning() {
        #expect(
            TextRenderer.render(ReportSamples.coldMorning, language: .ko, colour: false) == """
                패딩, 목도리, 기모 제품 · 우산 필요 없음
                · 바람 때문에 체감온도가 기온보다 5도가량 낮습니다
                체감 -8.1~1.2°C · 기온 -3~4°C · 강수확률 최대 10% · 비·눈 소식 없음 · 바람 최대 5.0m/s
                서울특별시 종로구 (격자 60,127) · 11월 30일 07–19시 (12시간) · 11월 30일 05시 발표

                """)
    }

    @Test("English text says the same in English")
    func englishColdMorning() {
        #expect(
            TextRenderer.render(ReportSamples.coldMorning, language: .en, colour: false) == """
                Wear: padded jacket, scarf, fleece-lined clothes · no umbrella needed
                · Wind makes it feel about 5 °C colder
                Feels like -8.1 to 1.2°C · air -3 to 4°C · rain chance up to 10% · no rain or snow expected · wind up to 5.0 m/s
                서울특별시 종로구 (grid 60,127) · Nov 30 07:00–19:00 (12 h) · issued Nov 30 05:00

                """)
    }

    @Test("sample, stale and truncation are labelled; rain hours are grouped across midnight")
    func koreanWetNight() {
        #expect(
            TextRenderer.render(ReportSamples.wetNight, language: .ko, colour: false) == """
                예시 데이터입니다 — 실제 예보가 아닙니다
                지난 예보입니다 — 기상청 응답이 없어 3시간 5분 전에 받은 예보를 썼습니다
                반팔 · 우산 필요
                체감 25.0°C · 기온 24.5°C · 강수확률 최대 70% · 비 20–22시, 7월 15일 00–01시
                격자 98,76 · 7월 14일 20시 – 7월 15일 02시 (6시간) · 7월 14일 17시 발표
                ! 예보가 7월 15일 02시까지만 있어 6시간만 봅니다

                """)
    }

    @Test("English sample label")
    func englishWetNight() {
        #expect(
            TextRenderer.render(ReportSamples.wetNight, language: .en, colour: false) == """
                SAMPLE DATA — not a real forecast
                STALE — KMA failed, so this uses a forecast fetched 3 h 5 min ago
                Wear: T-shirt · take an umbrella
                Feels like 25.0°C · air 24.5°C · rain chance up to 70% · rain 20:00–22:00, Jul 15 00:00–01:00
                grid 98,76 · Jul 14 20:00 – Jul 15 02:00 (6 h) · issued Jul 14 17:00
                ! The forecast ends at Jul 15 02:00; only 6 hours are covered

                """)
    }

    @Test("colour wraps the headline, numbers and labels in ANSI codes only when enabled")
    func colour() {
        let plain = TextRenderer.render(ReportSamples.wetNight, language: .ko, colour: false)
        let coloured = TextRenderer.render(ReportSamples.wetNight, language: .ko, colour: true)
        #expect(!plain.contains("\u{1B}["))
        #expect(coloured.hasPrefix("\u{1B}[33m예시 데이터입니다 — 실제 예보가 아닙니다\u{1B}[0m\n"))
        #expect(coloured.contains("\u{1B}[1m반팔 · 우산 필요\u{1B}[0m\n"))
        #expect(
            coloured.replacingOccurrences(of: "\u{1B}[33m", with: "").replacingOccurrences(of: "\u{1B}[1m", with: "")
                .replacingOccurrences(of: "\u{1B}[2m", with: "").replacingOccurrences(of: "\u{1B}[0m", with: "")
                == plain)
    }

    @Test(
        "names precipitation by kind",
        arguments: [
            ([PrecipitationType.rain], "비"), ([.snow], "눈"), ([.rain, .snow], "비·눈"), ([.rainSnow], "비·눈"),
            ([.snowFlurries], "눈"), ([], "비"),
        ])
    func precipitationWord(types: [PrecipitationType], expected: String) {
        #expect(TextRenderer.precipitationWord(types, .ko) == expected)
    }

    @Test("writes a window ending at midnight as 24시", arguments: [OutputLanguage.ko, .en])
    func midnight(lang: OutputLanguage) {
        let start = KSTDateTime(year: 2026, month: 11, day: 30, hour: 18)
        let text = TimeText.range(start, start.adding(hours: 6), lang, withDate: false)
        #expect(text == (lang == .ko ? "18–24시" : "18:00–24:00"))
    }
}
