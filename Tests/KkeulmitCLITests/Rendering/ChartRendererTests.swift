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
            sky    )  o  o  o  %  %
            feels  __ .. -- == ++ ##
            rain%
            mm
            o clear  ) clear night  % mostly cloudy

            """
        ),
        (
            6, false, OutputLanguage.ko, nil,
            """
            체감 -8.1~-0.4°C · 강수확률 최대 0%
                   07 08 09 10 11 12
            날씨   ☾  ☀  ☀  ☀  ◐  ◐
            체감   ▁▁ ▂▂ ▃▃ ▅▅ ▆▆ ██
            강수%
            mm
            ☀ 맑음  ☾ 맑은 밤  ◐ 구름많음

            """
        ),
        (
            12, false, OutputLanguage.en, 9,
            """
            feels like -8.1 to 1.8°C · rain chance up to 70% · up to 5 mm
                   07 08 09 10 11 12 13 14 15 16 17 18
            sky    ☾  ☀  ☀  ☀  ◐  ◐  ◐  ◐  ☁  ☁  ☂  ☂
            feels  ▁▁ ▂▂ ▃▃ ▄▄ ▅▅ ▆▆ ▇▇ ██ ██ ▇▇ ▆▆ ▄▄
            rain%                    ▃▃ ▃▃ ▃▃ ▃▃ ▅▅ ▆▆
            mm                                   ▂▂ ▄▄
            out    ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            ☀ clear  ☾ clear night  ◐ mostly cloudy  ☁ overcast  ☂ rain  ━ out

            """
        ),
        (
            12, true, OutputLanguage.ko, 9,
            """
            체감 -8.1~1.8°C · 강수확률 최대 70% · 최대 5mm
                   07 08 09 10 11 12 13 14 15 16 17 18
            날씨   )  o  o  o  %  %  %  %  @  @  /  /
            체감   __ .. -- ~~ == ++ ** ## ## ** ++ ~~
            강수%                    -- -- -- -- == ++
            mm                                   .. ~~
            외출   =============================
            o 맑음  ) 맑은 밤  % 구름많음  @ 흐림  / 비  = 외출

            """
        ),
        (
            48, false, OutputLanguage.en, nil,
            """
            feels like -8.1 to 1.8°C · rain chance up to 100% · up to 7.5 mm · new snow up to 1 cm
                   11/30                                              12/1
                   07 08 09 10 11 12 13 14 15 16 17 18 19 20 21 22 23 00 01 02 03 04 05 06
            sky    ☾  ☀  ☀  ☀  ◐  ◐  ◐  ◐  ☁  ☁  ☂  ☂  ☃  ❄  ❄  ☁  ☁  ☾  ☾  ☾  ☾  ☾  ☾  ☾
            feels  ▁▁ ▂▂ ▃▃ ▄▄ ▅▅ ▆▆ ▇▇ ██ ██ ▇▇ ▆▆ ▄▄ ▃▃ ▃▃ ▂▂ ▂▂ ▁▁ ▁▁ ▁▁ ▁▁ ▁▁ ▁▁ ▁▁ ▁▁
            rain%                    ▃▃ ▃▃ ▃▃ ▃▃ ▅▅ ▆▆ ▇▇ ██ ██ ▃▃ ▃▃
            mm                                   ▂▂ ▄▄ ▄▄
            cm                                            ▃▃ ▃▃ ▃▃ ▃▃

                   12/1                                               12/2
                   07 08 09 10 11 12 13 14 15 16 17 18 19 20 21 22 23 00 01 02 03 04 05 06
            sky    ☾  ☀  ☀  ☀  ◐  ◐  ◐  ◐  ☁  ☁  ☂  ☂  ☃  ❄  ❄  ☁  ☁  ☾  ☾  ☾  ☾  ☾  ☾  ☾
            feels  ▁▁ ▂▂ ▃▃ ▄▄ ▅▅ ▆▆ ▇▇ ██ ██ ▇▇ ▆▆ ▄▄ ▃▃ ▃▃ ▂▂ ▂▂ ▁▁ ▁▁ ▁▁ ▁▁ ▁▁ ▁▁ ▁▁ ▁▁
            rain%                    ▃▃ ▃▃ ▃▃ ▃▃ ▅▅ ▆▆ ▇▇ ██ ██ ▃▃ ▃▃
            mm                                   ▂▂ ▄▄ ▄▄
            cm                                            ▃▃ ▃▃ ▃▃ ▃▃
            ☀ clear  ☾ clear night  ◐ mostly cloudy  ☁ overcast  ☂ rain  ❄ snow  ☃ rain and snow

            """
        ),
        (
            48, true, OutputLanguage.ko, nil,
            """
            체감 -8.1~1.8°C · 강수확률 최대 100% · 최대 7.5mm · 적설 최대 1cm
                   11/30                                              12/1
                   07 08 09 10 11 12 13 14 15 16 17 18 19 20 21 22 23 00 01 02 03 04 05 06
            날씨   )  o  o  o  %  %  %  %  @  @  /  /  &  *  *  @  @  )  )  )  )  )  )  )
            체감   __ .. -- ~~ == ++ ** ## ## ** ++ ~~ -- -- .. .. __ __ __ __ __ __ __ __
            강수%                    -- -- -- -- == ++ ** ## ## -- --
            mm                                   .. ~~ ~~
            cm                                            -- -- -- --

                   12/1                                               12/2
                   07 08 09 10 11 12 13 14 15 16 17 18 19 20 21 22 23 00 01 02 03 04 05 06
            날씨   )  o  o  o  %  %  %  %  @  @  /  /  &  *  *  @  @  )  )  )  )  )  )  )
            체감   __ .. -- ~~ == ++ ** ## ## ** ++ ~~ -- -- .. .. __ __ __ __ __ __ __ __
            강수%                    -- -- -- -- == ++ ** ## ## -- --
            mm                                   .. ~~ ~~
            cm                                            -- -- -- --
            o 맑음  ) 맑은 밤  % 구름많음  @ 흐림  / 비  * 눈  & 비·눈

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

    @Test(
        "every window of 1–48 hours fits 40–80 columns under both ambiguous widths, glyphs inside their hour's cell",
        arguments: 1...48)
    func fitsTheWidth(hours: Int) {
        for width in [80, 60, 47, 40, 30] {
            for ambiguous in AmbiguousWidth.allCases {
                for ascii in [true, false] {
                    for lang in OutputLanguage.allCases {
                        let chart = ChartRenderer.render(
                            ChartSamples.report(hours: hours, back: hours / 2), language: lang, ascii: ascii,
                            colour: false, width: width, ambiguous: ambiguous)
                        Self.checkLayout(chart, hours: hours, width: width, ambiguous)
                    }
                }
            }
        }
    }

    /// The chart's lines fit `width` (at least 40), the hour rows hold every hour once, and in every row each glyph
    /// lies within one hour's cell: the columns line up.
    static func checkLayout(
        _ chart: String, hours: Int, width: Int, _ ambiguous: AmbiguousWidth,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let lines = chart.split(separator: "\n").map(String.init)
        for line in lines {
            #expect(
                DisplayWidth.of(line, ambiguous: ambiguous) <= max(width, ChartRenderer.minimumWidth), "\(line)",
                sourceLocation: sourceLocation)
        }
        let hourRows = lines.filter { $0.hasPrefix("       ") && !$0.contains("/") }
        let cells = hourRows.flatMap { $0.split(separator: " ") }.filter { $0.count == 2 && Int($0) != nil }
        #expect(cells.count == hours, sourceLocation: sourceLocation)
        let label = ChartRenderer.labelWidth
        let labels = ["날씨", "체감", "강수%", "mm", "cm", "외출", "sky", "feels", "rain%", "out"]
        // A row: its label padded to the label column, then cells that each start with a space.
        let rows =
            hourRows
            + lines.filter { line in
                labels.contains { name in
                    let head = name + String(repeating: " ", count: label - DisplayWidth.of(name))
                    return line.hasPrefix(head) && (line.count == head.count || line.dropFirst(head.count).first == " ")
                }
            }
        for row in rows {
            #expect(DisplayWidth.of(row, ambiguous: ambiguous) < max(width, ChartRenderer.minimumWidth), "\(row)")
        }
        for row in rows {
            var column = 0
            for character in row {
                let size = DisplayWidth.of(String(character), ambiguous: ambiguous)
                if column >= label && character != " " {
                    let cell = (column - label) / ChartRenderer.cellWidth
                    let end = (column + size - 1 - label) / ChartRenderer.cellWidth
                    #expect(cell == end, "\(row): \(character) at \(column)", sourceLocation: sourceLocation)
                }
                column += size
            }
        }
    }

    @Test(
        "every day in a row is dated above its first hour, never above another day's: every width 40–100, 1–48 hours",
        arguments: [0, 7, 22, 23])
    func datesStandAboveTheirDays(startHour: Int) {
        let start = KSTDateTime(year: 2026, month: 11, day: 30, hour: startHour)
        for hours in 1...48 {
            let report = ChartSamples.report(hours: hours, start: start)
            for width in 40...100 {
                let chart = ChartRenderer.render(report, language: .ko, ascii: true, colour: false, width: width)
                Self.checkDates(chart, report: report, width: width)
            }
        }
    }

    /// Each block's date row labels every date whose hours the block holds, in order, each label touching the
    /// digits of its date's first hour in the block and no other day's digits.
    static func checkDates(
        _ chart: String, report: AdviceReport, width: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let spans = report.hourly.first?.time.date != report.hourly.last?.time.date
        let lines = chart.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var next = 0
        for (index, line) in lines.enumerated()
        where line.hasPrefix("       ") && line.dropFirst(7).prefix(2).allSatisfy(\.isNumber) && !line.contains("/") {
            let digits = line.indices.filter { line[$0].isNumber && (line.index(after: $0) < line.endIndex) }
                .map { line.distance(from: line.startIndex, to: $0) }.filter { ($0 - 7) % 3 == 0 }
            let block = Array(report.hourly[next..<next + digits.count])
            next += digits.count
            guard spans else { continue }
            let dateRow = Array(lines[index - 1])
            #expect(dateRow.count < width, "\(String(dateRow))", sourceLocation: sourceLocation)
            // The labels: runs of non-spaces, with where they start and end.
            var labels: [(text: String, from: Int, to: Int)] = []
            for (c, ch) in dateRow.enumerated() where ch != " " {
                if let last = labels.last, last.to == c - 1 {
                    labels[labels.count - 1] = (last.text + String(ch), last.from, c)
                } else {
                    labels.append((String(ch), c, c))
                }
            }
            let days = block.indices.filter { $0 == 0 || block[$0].time.hour == 0 }
            #expect(
                labels.map(\.text) == days.map { "\(block[$0].time.date.month)/\(block[$0].time.date.day)" },
                "\(report.hourly.count) hours, \(width) columns:\n\(chart)", sourceLocation: sourceLocation)
            for (label, day) in zip(labels, days) {
                let touched = digits.indices.filter { digits[$0] <= label.to && digits[$0] + 1 >= label.from }
                #expect(touched.contains(day), "\(label.text) misses its hour", sourceLocation: sourceLocation)
                #expect(
                    touched.allSatisfy { block[$0].time.date == block[day].time.date },
                    "\(label.text) stands above another day's hour:\n\(String(dateRow))\n\(line)",
                    sourceLocation: sourceLocation)
            }
        }
        #expect(next == report.hourly.count, sourceLocation: sourceLocation)
    }

    @Test("hours per row: 24 in 80 columns, 17 in 60, 10 in 40 and below")
    func hoursPerRow() {
        #expect(ChartRenderer.hoursPerBlock(width: 80) == 24)
        #expect(ChartRenderer.hoursPerBlock(width: 60) == 17)
        #expect(ChartRenderer.hoursPerBlock(width: 40) == 10)
        #expect(ChartRenderer.hoursPerBlock(width: 20) == 10)
    }

    @Test("a wide-ambiguous terminal gets one block per bar and a dashed out line, in the same columns")
    func wideAmbiguous() {
        let chart = ChartRenderer.render(
            ChartSamples.report(hours: 6, back: 3), language: .en, ascii: false, colour: false, width: 80,
            ambiguous: .wide)
        #expect(
            chart == """
                feels like -8.1 to -0.4°C · rain chance up to 0%
                       07 08 09 10 11 12
                sky    ☾  ☀  ☀  ☀  ◐ ◐
                feels  ▁ ▂ ▃ ▅ ▆ █
                rain%
                mm
                out    ━ ━ ━ ━
                ☀ clear  ☾ clear night  ◐ mostly cloudy  ━ out

                """)
    }

    @Test("the title and legend wrap at the width, between their parts")
    func titleAndLegendWrap() {
        let chart = ChartRenderer.render(
            ChartSamples.report(hours: 48), language: .en, ascii: false, colour: false, width: 40, ambiguous: .narrow)
        let lines = chart.split(separator: "\n").map(String.init)
        #expect(
            Array(lines.prefix(3)) == [
                "feels like -8.1 to 1.8°C ·", "rain chance up to 100% · up to 7.5 mm ·", "new snow up to 1 cm",
            ])
        #expect(
            Array(lines.suffix(3)) == [
                "☀ clear  ☾ clear night  ◐ mostly cloudy", "☁ overcast  ☂ rain  ❄ snow", "☃ rain and snow",
            ])
    }

    @Test("a clear sky shows ☀ by day and ☾ by night, by the sun at the place; clouds and rain look the same")
    func night() {
        let chart = ChartRenderer.render(
            ChartSamples.report(hours: 24), language: .ko, ascii: false, colour: false, width: 80, ambiguous: .narrow)
        let sky = chart.split(separator: "\n").first { $0.hasPrefix("날씨") }.map(String.init) ?? ""
        // 07 (sunrise 07:27) to 06 the next morning: night at 07, 18–06; day 08–17.
        #expect(sky == "날씨   ☾  ☀  ☀  ☀  ◐  ◐  ◐  ◐  ☁  ☁  ☂  ☂  ☃  ❄  ❄  ☁  ☁  ☾  ☾  ☾  ☾  ☾  ☾  ☾")
        #expect(chart.contains("☾ 맑은 밤"))
    }

    @Test("new snow gets a cm row and its peak in the title; a window without snow has no cm row")
    func snowRow() {
        let snowy = ChartRenderer.render(
            ChartSamples.report(hours: 24), language: .ko, ascii: false, colour: false, width: 80, ambiguous: .narrow)
        let cells = String(repeating: "   ", count: 13) + " ▃▃ ▃▃ ▃▃ ▃▃"
        #expect(snowy.split(separator: "\n").contains { $0 == "cm    " + cells }, "\(snowy)")
        #expect(snowy.hasPrefix("체감 -8.1~1.8°C · 강수확률 최대 100% · 최대 7.5mm · 적설 최대 1cm\n"))
        let dry = ChartRenderer.render(
            ChartSamples.report(hours: 12), language: .en, ascii: false, colour: false, width: 80, ambiguous: .narrow)
        #expect(!dry.contains("\ncm") && !dry.contains("snow up to"))
    }

    @Test("the ASCII chart draws in ASCII: only the labels, ° and · are not")
    func asciiIsASCII() {
        for lang in OutputLanguage.allCases {
            let chart = Self.chart(48, ascii: true, lang: lang, back: 10)
            let labels = ["체감", "날씨", "강수", "외출", "맑은 밤", "맑음", "구름많음", "흐림", "비", "눈", "확률", "최대", "적설", "·", "°"]
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
        let report = ChartSamples.report(hours: 12)
        #expect(ChartRenderer.outHours(report) == nil)
        let scheduled = ReportSamples.report(
            report.hourly.map(\.forecast), schedule: .init(name: "commute", occurrence: ChartSamples.start))
        #expect(ChartRenderer.outHours(scheduled) == ChartSamples.start...ChartSamples.start.adding(hours: 11))
        let back = ChartSamples.report(hours: 12, back: 4)
        #expect(ChartRenderer.outHours(back) == ChartSamples.start...ChartSamples.start.adding(hours: 4))
    }
}
