import Foundation
import KkeulmitCore
import Testing

@testable import KkeulmitCLI

@Suite("ChartRenderer")
struct ChartRendererTests {
    static func chart(
        _ hours: Int, ascii: Bool, lang: OutputLanguage = .en, back: Int? = nil, colour: Bool = false
    ) -> String {
        ChartRenderer.render(
            ChartSamples.report(hours: hours, back: back), language: lang, ascii: ascii, colour: colour)
    }

    /// (hours, ascii, language, return after so many hours, the exact chart).
    static let snapshots: [(Int, Bool, OutputLanguage, Int?, String)] = [
        (
            6, true, OutputLanguage.en, nil,
            """
            feels like -8.1 to -0.4°C · rain chance up to 0%
                   07 08 09 10 11 12
            sky    o  o  o  o  %  %
            feels  __ .. -- == ++ ##
            rain%
            mm
            o clear  % mostly cloudy

            """
        ),
        (
            6, false, OutputLanguage.ko, nil,
            """
            체감 -8.1~-0.4°C · 강수확률 최대 0%
                   07 08 09 10 11 12
            날씨   ☀  ☀  ☀  ☀  ◐  ◐
            체감   ▁▁ ▂▂ ▃▃ ▅▅ ▆▆ ██
            강수%
            mm
            ☀ 맑음  ◐ 구름많음

            """
        ),
        (
            12, false, OutputLanguage.en, 9,
            """
            feels like -8.1 to 1.8°C · rain chance up to 70% · up to 5 mm
                   07 08 09 10 11 12 13 14 15 16 17 18
            sky    ☀  ☀  ☀  ☀  ◐  ◐  ◐  ◐  ☁  ☁  ☂  ☂
            feels  ▁▁ ▂▂ ▃▃ ▄▄ ▅▅ ▆▆ ▇▇ ██ ██ ▇▇ ▆▆ ▄▄
            rain%                    ▃▃ ▃▃ ▃▃ ▃▃ ▅▅ ▆▆
            mm                                   ▂▂ ▄▄
            out    ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            ☀ clear  ◐ mostly cloudy  ☁ overcast  ☂ rain  ━ out

            """
        ),
        (
            12, true, OutputLanguage.ko, 9,
            """
            체감 -8.1~1.8°C · 강수확률 최대 70% · 최대 5mm
                   07 08 09 10 11 12 13 14 15 16 17 18
            날씨   o  o  o  o  %  %  %  %  @  @  /  /
            체감   __ .. -- ~~ == ++ ** ## ## ** ++ ~~
            강수%                    -- -- -- -- == ++
            mm                                   .. ~~
            외출   =============================
            o 맑음  % 구름많음  @ 흐림  / 비  = 외출

            """
        ),
        (
            48, false, OutputLanguage.en, nil,
            """
            feels like -8.1 to 1.8°C · rain chance up to 100% · up to 7.5 mm
                   11/30                                              12/1
                   07 08 09 10 11 12 13 14 15 16 17 18 19 20 21 22 23 00 01 02 03 04 05 06
            sky    ☀  ☀  ☀  ☀  ◐  ◐  ◐  ◐  ☁  ☁  ☂  ☂  ☃  ❄  ❄  ☁  ☁  ☀  ☀  ☀  ☀  ☀  ☀  ☀
            feels  ▁▁ ▂▂ ▃▃ ▄▄ ▅▅ ▆▆ ▇▇ ██ ██ ▇▇ ▆▆ ▄▄ ▃▃ ▃▃ ▂▂ ▂▂ ▁▁ ▁▁ ▁▁ ▁▁ ▁▁ ▁▁ ▁▁ ▁▁
            rain%                    ▃▃ ▃▃ ▃▃ ▃▃ ▅▅ ▆▆ ▇▇ ██ ██ ▃▃ ▃▃
            mm                                   ▂▂ ▄▄ ▄▄

                   12/1                                               12/2
                   07 08 09 10 11 12 13 14 15 16 17 18 19 20 21 22 23 00 01 02 03 04 05 06
            sky    ☀  ☀  ☀  ☀  ◐  ◐  ◐  ◐  ☁  ☁  ☂  ☂  ☃  ❄  ❄  ☁  ☁  ☀  ☀  ☀  ☀  ☀  ☀  ☀
            feels  ▁▁ ▂▂ ▃▃ ▄▄ ▅▅ ▆▆ ▇▇ ██ ██ ▇▇ ▆▆ ▄▄ ▃▃ ▃▃ ▂▂ ▂▂ ▁▁ ▁▁ ▁▁ ▁▁ ▁▁ ▁▁ ▁▁ ▁▁
            rain%                    ▃▃ ▃▃ ▃▃ ▃▃ ▅▅ ▆▆ ▇▇ ██ ██ ▃▃ ▃▃
            mm                                   ▂▂ ▄▄ ▄▄
            ☀ clear  ◐ mostly cloudy  ☁ overcast  ☂ rain  ❄ snow  ☃ rain and snow

            """
        ),
        (
            48, true, OutputLanguage.ko, nil,
            """
            체감 -8.1~1.8°C · 강수확률 최대 100% · 최대 7.5mm
                   11/30                                              12/1
                   07 08 09 10 11 12 13 14 15 16 17 18 19 20 21 22 23 00 01 02 03 04 05 06
            날씨   o  o  o  o  %  %  %  %  @  @  /  /  &  *  *  @  @  o  o  o  o  o  o  o
            체감   __ .. -- ~~ == ++ ** ## ## ** ++ ~~ -- -- .. .. __ __ __ __ __ __ __ __
            강수%                    -- -- -- -- == ++ ** ## ## -- --
            mm                                   .. ~~ ~~

                   12/1                                               12/2
                   07 08 09 10 11 12 13 14 15 16 17 18 19 20 21 22 23 00 01 02 03 04 05 06
            날씨   o  o  o  o  %  %  %  %  @  @  /  /  &  *  *  @  @  o  o  o  o  o  o  o
            체감   __ .. -- ~~ == ++ ** ## ## ** ++ ~~ -- -- .. .. __ __ __ __ __ __ __ __
            강수%                    -- -- -- -- == ++ ** ## ## -- --
            mm                                   .. ~~ ~~
            o 맑음  % 구름많음  @ 흐림  / 비  * 눈  & 비·눈

            """
        ),
    ]

    @Test(
        "snapshot: 6, 12 and 48 hours in Unicode and ASCII, Korean and English labels",
        arguments: 0..<snapshots.count)
    func snapshot(index: Int) {
        let (hours, ascii, lang, back, expected) = Self.snapshots[index]
        #expect(Self.chart(hours, ascii: ascii, lang: lang, back: back) == expected)
    }

    @Test("every window from 1 to 48 hours fits 80 columns, and each hour appears once", arguments: 1...48)
    func fitsEightyColumns(hours: Int) {
        for ascii in [true, false] {
            for lang in OutputLanguage.allCases {
                let chart = Self.chart(hours, ascii: ascii, lang: lang, back: hours / 2)
                for line in chart.split(separator: "\n") {
                    #expect(ChartRenderer.displayWidth(String(line)) <= 80, "\(hours) h: \(line)")
                }
                let hourRows = chart.split(separator: "\n").filter {
                    $0.hasPrefix("       0") || $0.hasPrefix("       1") || $0.hasPrefix("       2")
                }
                let cells = hourRows.flatMap { $0.split(separator: " ") }.filter { $0.count == 2 && Int($0) != nil }
                #expect(cells.count == hours)
            }
        }
    }

    @Test("the ASCII chart draws in ASCII: only the labels, ° and · are not")
    func asciiIsASCII() {
        for lang in OutputLanguage.allCases {
            let chart = Self.chart(48, ascii: true, lang: lang, back: 10)
            let labels = ["체감", "날씨", "강수", "외출", "맑음", "구름많음", "흐림", "비", "눈", "확률", "최대", "·", "°"]
            var rest = chart
            for label in labels { rest = rest.replacingOccurrences(of: label, with: "") }
            #expect(rest.unicodeScalars.allSatisfy { $0.isASCII }, "\(rest)")
        }
    }

    @Test("colour only when asked: ANSI codes with colour, none without")
    func colour() {
        #expect(!Self.chart(12, ascii: false).contains("\u{1B}"))
        let coloured = Self.chart(12, ascii: false, back: 3, colour: true)
        #expect(coloured.contains("\u{1B}[34m"))
        #expect(coloured.contains("\u{1B}[7m07\u{1B}[0m"))
    }

    @Test("the out row follows --back and schedules, and is absent otherwise")
    func outHours() {
        var report = ChartSamples.report(hours: 12)
        #expect(ChartRenderer.outHours(report) == nil)
        report.schedule = .init(name: "commute", occurrence: ChartSamples.start)
        #expect(ChartRenderer.outHours(report) == ChartSamples.start...ChartSamples.start.adding(hours: 11))
        let back = ChartSamples.report(hours: 12, back: 4)
        #expect(ChartRenderer.outHours(back) == ChartSamples.start...ChartSamples.start.adding(hours: 4))
    }
}
