import KkeulmitCore
import Testing

@testable import KkeulmitCLI

@Suite("TextRenderer")
struct TextRendererTests {
    @Test("Korean text leads with what to wear and the umbrella, then notes and the numbers behind them")
    func koreanColdMorning() {
        #expect(
            TextRenderer.render(ReportSamples.coldMorning, language: .ko, colour: false) == """
                롱패딩 + 니트 + 히트텍 + 내복 하의 + 기모바지 + 목도리 + 장갑 + 모자 + 방한화 · 우산 필요 없음
                · 바람 때문에 체감온도가 기온보다 최대 5.7도 낮아요
                · 체감온도가 영하 8.7도까지 내려가 추위 주의 단계예요 — 장갑과 모자를 챙기세요
                · 이 옷차림이면 밖에서는 2시간 10분쯤까지가 적당해요
                체감 -8.7~0.1°C · 기온 -3~4°C · 강수확률 최대 10% · 비·눈 소식 없음 · 바람 최대 5.0m/s
                서울특별시 종로구 (격자 60,127) · 11월 30일 07–19시 (12시간) · 11월 30일 05시 발표

                """)
    }

    @Test("English text says the same in English")
    func englishColdMorning() {
        #expect(
            TextRenderer.render(ReportSamples.coldMorning, language: .en, colour: false) == """
                Wear: long padded coat + knit + thermal base layer + long underwear + fleece-lined pants + scarf + gloves + hat + winter boots · no umbrella needed
                · Wind makes it feel up to 5.7 °C colder than the air
                · Feels like -8.7 °C at the coldest, cold caution level: take gloves and a hat
                · Dressed like this, about 2 h 10 min outside is the limit
                Feels like -8.7 to 0.1°C · air -3 to 4°C · rain chance up to 10% · no rain or snow expected · wind up to 5.0 m/s
                Jongno-gu, Seoul (grid 60,127) · Nov 30 07:00–19:00 (12 h) · issued Nov 30 05:00

                """)
    }

    @Test("sample, stale and truncation are labelled; rain hours are grouped across midnight, said one way")
    func koreanWetNight() {
        #expect(
            TextRenderer.render(ReportSamples.wetNight, language: .ko, colour: false) == """
                예시 데이터입니다 — 실제 예보가 아닙니다
                지난 예보입니다 — 기상청 응답이 없어 3시간 5분 전에 받은 예보를 썼습니다
                반팔(또는 얇은 셔츠) + 반바지(또는 면바지) + 레인부츠(또는 방수 신발) · 우산 필요
                · 시간별 예보가 다음 날 2시까지라 6시간만 봤어요 (요청 12시간)
                · 비는 20–22시, 다음 날 0–1시에 와요
                체감 27.2°C · 기온 24.5°C · 강수확률 최대 70% · 비 20–22시, 다음 날 0–1시 · 바람 최대 2.3m/s
                격자 98,76 · 7월 14일 20시 – 7월 15일 02시 (6시간) · 7월 14일 17시 발표

                """)
    }

    @Test("English sample label")
    func englishWetNight() {
        #expect(
            TextRenderer.render(ReportSamples.wetNight, language: .en, colour: false) == """
                SAMPLE DATA — not a real forecast
                STALE — KMA failed, so this uses a forecast fetched 3 h 5 min ago
                Wear: T-shirt (or thin shirt) + shorts (or chinos) + rain boots (or waterproof shoes) · take an umbrella
                · The hourly forecast ends at 02:00 the next day: advice covers 6 of the 12 hours
                · Rain 20:00–22:00 and 00:00–01:00 the next day
                Feels like 27.2°C · air 24.5°C · rain chance up to 70% · rain 20:00–22:00, 00:00–01:00 the next day · wind up to 2.3 m/s
                grid 98,76 · Jul 14 20:00 – Jul 15 02:00 (6 h) · issued Jul 14 17:00

                """)
    }

    @Test("colour wraps the headline, numbers and labels in ANSI codes only when enabled")
    func colour() {
        let plain = TextRenderer.render(ReportSamples.wetNight, language: .ko, colour: false)
        let coloured = TextRenderer.render(ReportSamples.wetNight, language: .ko, colour: true)
        #expect(!plain.contains("\u{1B}["))
        #expect(coloured.hasPrefix("\u{1B}[33m예시 데이터입니다 — 실제 예보가 아닙니다\u{1B}[0m\n"))
        #expect(coloured.contains("\u{1B}[1m반팔(또는 얇은 셔츠) + 반바지(또는 면바지) + 레인부츠(또는 방수 신발) · 우산 필요\u{1B}[0m\n"))
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
        #expect(ReportText.precipitationWord(types, .ko) == expected)
    }

    @Test("writes a window ending at midnight as 24시", arguments: [OutputLanguage.ko, .en])
    func midnight(lang: OutputLanguage) {
        let start = KSTDateTime(year: 2026, month: 11, day: 30, hour: 18)
        let text = ClockText.range(start, start.adding(hours: 6), lang, withDate: false)
        #expect(text == (lang == .ko ? "18–24시" : "18:00–24:00"))
    }
}
