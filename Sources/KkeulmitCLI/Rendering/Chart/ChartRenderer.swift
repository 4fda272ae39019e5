import KkeulmitCore

/// `--chart`: the window as a compact terminal chart, one column of three characters per hour: the hour, the
/// sky or precipitation symbol, feels-like as a sparkline, rain probability and amount as bars, and (with
/// `--back` or for a schedule) the hours you are out. Up to 24 hours fit 80 columns; longer windows wrap into
/// equal blocks (48 hours: two of 24) drawn on one scale.
package enum ChartRenderer {
    /// Columns the chart may use.
    static let width = 80
    /// Row labels are padded to this many columns.
    static let labelWidth = 6
    static let cellWidth = 3
    /// Hours per block: 24 in 80 columns.
    static var hoursPerBlock: Int { (width - 2 - labelWidth) / cellWidth }

    package static func render(
        _ report: AdviceReport, language lang: OutputLanguage, ascii: Bool, colour: Bool
    ) -> String {
        let glyphs = ascii ? ChartGlyphs.ascii : ChartGlyphs.unicode
        let style = ChartStyle(enabled: colour)
        let hours = report.hourly
        guard !hours.isEmpty else { return "" }
        let feels = hours.compactMap(\.feelsLike)
        let scale = (feels.min() ?? 0, feels.max() ?? 0)
        let out = outHours(report)
        let blocks = (hours.count + hoursPerBlock - 1) / hoursPerBlock
        let perBlock = (hours.count + blocks - 1) / blocks
        let spansDays = hours.first?.time.date != hours.last?.time.date

        var lines = [title(report, lang)]
        for start in stride(from: 0, to: hours.count, by: perBlock) {
            let block = Array(hours[start..<min(start + perBlock, hours.count)])
            if start > 0 { lines.append("") }
            if spansDays { lines.append(dateRow(block, lang)) }
            lines.append(
                row(
                    "", block,
                    { h in
                        let hh = h.time.hour < 10 ? "0\(h.time.hour)" : "\(h.time.hour)"
                        return " " + (out?.contains(h.time) == true ? style.highlight(hh) : hh)
                    }))
            lines.append(
                row(lang == .ko ? "날씨" : "sky", block) { " " + String(glyphs.weather($0) ?? " ") + " " })
            lines.append(
                row(lang == .ko ? "체감" : "feels", block) { h in
                    guard let v = h.feelsLike else { return "   " }
                    let g = glyphs.levels[level(v, scale)]
                    return " " + style.temperature(String([g, g]), v)
                })
            lines.append(
                row(lang == .ko ? "강수%" : "rain%", block) { h in
                    guard let p = h.precipitationProbability, p > 0 else { return "   " }
                    let g = glyphs.levels[min(7, (p * 8 - 1) / 100)]
                    return " " + style.rain(String([g, g]))
                })
            lines.append(
                row("mm", block) { h in
                    guard let mm = h.precipitationMm, mm > 0 else { return "   " }
                    let g = glyphs.levels[amountLevel(mm)]
                    return " " + style.rain(String([g, g]))
                })
            if let out {
                lines.append(
                    row(lang == .ko ? "외출" : "out", block) { h in
                        // One unbroken line under the hours, starting under the first one's digits.
                        guard out.contains(h.time) else { return "   " }
                        let joined = out.contains(h.time.adding(hours: -1)) && h.time != block.first?.time
                        return String(joined ? glyphs.out : " ") + String([glyphs.out, glyphs.out])
                    })
            }
        }
        var legend = glyphs.legend(Set(hours.compactMap(glyphs.weather)), lang)
        if out != nil { legend.append("\(glyphs.out) " + (lang == .ko ? "외출" : "out")) }
        if !legend.isEmpty { lines.append(legend.joined(separator: "  ")) }
        return lines.map { trimmed($0) }.joined(separator: "\n") + "\n"
    }

    /// `체감 -8.1~1.2°C · 강수확률 최대 60% · 최대 3mm`: the sparkline's min and max, the bars' peaks.
    static func title(_ report: AdviceReport, _ lang: OutputLanguage) -> String {
        let feels = report.hourly.compactMap(\.feelsLike)
        var parts: [String] = []
        if let low = feels.min(), let high = feels.max() {
            let span = TextRenderer.span(low, high, fixed: true, lang) ?? ""
            parts.append((lang == .ko ? "체감 " : "feels like ") + span + "°C")
        }
        if let pop = report.hourly.compactMap(\.precipitationProbability).max() {
            parts.append(lang == .ko ? "강수확률 최대 \(pop)%" : "rain chance up to \(pop)%")
        }
        if let mm = report.hourly.compactMap(\.precipitationMm).max(), mm > 0 {
            parts.append((lang == .ko ? "최대 " : "up to ") + NumberText.compact(mm) + (lang == .ko ? "mm" : " mm"))
        }
        return parts.joined(separator: " · ")
    }

    /// The hours you are out: until the return with `--back`, the whole window for a schedule, else none.
    static func outHours(_ report: AdviceReport) -> ClosedRange<KSTDateTime>? {
        if let back = report.outfit.back, back.time >= report.window.start {
            return report.window.start...back.time
        }
        if report.schedule != nil, report.window.hours > 0 {
            return report.window.start...report.window.start.adding(hours: report.window.hours - 1)
        }
        return nil
    }

    /// 0–7 on the window's own feels-like scale; the middle when the window is flat.
    static func level(_ value: Double, _ scale: (Double, Double)) -> Int {
        guard scale.1 > scale.0 else { return 3 }
        return Int(((value - scale.0) / (scale.1 - scale.0) * 7).rounded())
    }

    /// 0–7 on KMA's amount categories: under 1, 1, 3, 5, 10, 20, 30, 50 mm and more.
    static func amountLevel(_ mm: Double) -> Int {
        let steps: [Double] = [1, 3, 5, 10, 20, 30, 50]
        return steps.firstIndex { mm < $0 } ?? 7
    }

    /// A row: the label padded to `labelWidth` columns, then one cell per hour.
    private static func row(
        _ label: String, _ block: [AdviceReport.Hour], _ cell: (AdviceReport.Hour) -> String
    ) -> String {
        padded(label) + block.map(cell).joined()
    }

    /// `12/1` at the block's first hour and at each midnight, where it does not run into the previous one.
    private static func dateRow(_ block: [AdviceReport.Hour], _ lang: OutputLanguage) -> String {
        var text = padded("")
        for (i, h) in block.enumerated() where i == 0 || h.time.hour == 0 {
            let column = labelWidth + i * cellWidth + 1
            let label = "\(h.time.date.month)/\(h.time.date.day)"
            if text.count < column {
                text += String(repeating: " ", count: column - text.count) + label
            }
        }
        return text
    }

    private static func padded(_ label: String) -> String {
        label + String(repeating: " ", count: max(0, labelWidth - displayWidth(label)))
    }

    /// Terminal columns: Hangul syllables and jamo take two.
    static func displayWidth(_ s: String) -> Int {
        s.unicodeScalars.reduce(0) { width, scalar in
            let v = scalar.value
            let wide = (0x1100...0x115F).contains(v) || (0x3130...0x318F).contains(v) || (0xAC00...0xD7A3).contains(v)
            return width + (wide ? 2 : 1)
        }
    }

    private static func trimmed(_ line: String) -> String {
        var line = line
        while line.hasSuffix(" ") { line.removeLast() }
        return line
    }
}

/// The chart's colours, none when colour is off: feels-like from blue (cold) to red (hot), rain in blue, the
/// hours you are out in reverse video.
struct ChartStyle {
    let enabled: Bool

    func temperature(_ s: String, _ feelsLike: Double) -> String {
        let code =
            switch feelsLike {
            case ..<5: "34"
            case ..<12: "36"
            case ..<20: "32"
            case ..<23: "33"
            default: "31"
            }
        return wrap(s, code)
    }

    func rain(_ s: String) -> String { wrap(s, "34") }
    func highlight(_ s: String) -> String { wrap(s, "7") }

    private func wrap(_ s: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m" + s + "\u{1B}[0m" : s
    }
}
