import Foundation
import KkeulmitCore

/// `--chart`: the window as a compact terminal chart, one cell of three columns per hour: the hour, the sky or
/// precipitation symbol (☾ for a clear night, `Daylight`), feels-like as a sparkline, rain probability, amount (mm)
/// and new snow (cm) as bars, and (with `--back` or for a schedule) the hours you are out. As many hours as fit the
/// width go on a row (24 in 80 columns, 10 in 40, the narrowest laid out); longer windows wrap into equal blocks
/// drawn on one scale. Every cell is measured (`DisplayWidth`), so columns line up under either ambiguous width.
package enum ChartRenderer {
    /// Row labels are padded to this many columns.
    static let labelWidth = 6
    static let cellWidth = 3
    /// The narrowest width the rows are laid out for.
    static let minimumWidth = 40

    /// Hours per row for a terminal `width` columns wide: 24 in 80, 17 in 60, 10 in 40. The last column stays
    /// free, since some terminals wrap a line that fills it.
    static func hoursPerBlock(width: Int) -> Int {
        (max(width, minimumWidth) - 2 - labelWidth) / cellWidth
    }

    /// `width` nil: not a terminal, so rows are laid out for 80 columns and the title and legend are not wrapped.
    package static func render(
        _ report: AdviceReport, language lang: OutputLanguage, ascii: Bool, colour: Bool, width: Int? = nil,
        ambiguous: AmbiguousWidth = .narrow
    ) -> String {
        var glyphs = ascii ? ChartGlyphs.ascii : .unicode
        glyphs.ambiguous = ambiguous
        let hours = report.hourly
        guard !hours.isEmpty else { return "" }
        let feels = hours.compactMap(\.feelsLike)
        let out = outHours(report)
        let night = nightHours(report)
        let rows = ChartRows(
            glyphs: glyphs, style: ANSIStyle(enabled: colour), lang: lang, scale: (feels.min() ?? 0, feels.max() ?? 0),
            out: out, night: night, snows: hours.contains { ($0.snowCm ?? 0) > 0 })
        let maxPerBlock = hoursPerBlock(width: width ?? TextLayout.defaultWidth)
        let spansDays = hours.first?.time.date != hours.last?.time.date
        func wrapped(_ pieces: [LineWrapper.Piece]) -> [String] {
            guard let width else { return [pieces.map { $0.separator + $0.text }.joined()] }
            return LineWrapper.wrap(pieces, width: width, ambiguous: ambiguous)
        }

        var lines = wrapped(LineWrapper.pieces(title(report, lang)))
        for range in blockRanges(hours.map(\.time), maxPerBlock: maxPerBlock) {
            let block = Array(hours[range])
            if range.lowerBound > 0 { lines.append("") }
            if spansDays { lines.append(dateRow(block, glyphs, maxPerBlock: maxPerBlock)) }
            lines += rows.lines(block)
        }
        let used = Set(hours.compactMap { glyphs.weather($0, night: night.contains($0.time)) })
        var legend = glyphs.legend(used, lang)
        if out != nil { legend.append("\(glyphs.out) " + ChartText.out.in(lang)) }
        if !legend.isEmpty {
            lines += wrapped(legend.enumerated().map { .init(text: $1, separator: $0 == 0 ? "" : "  ") })
        }
        return lines.map { $0.replacing(#/ +$/#, with: "") }.joined(separator: "\n") + "\n"
    }

    /// `체감 -8.1~1.2°C · 강수확률 최대 60% · 최대 3mm · 적설 최대 1cm`: the sparkline's min and max, the bars' peaks.
    static func title(_ report: AdviceReport, _ lang: OutputLanguage) -> String {
        let feels = report.hourly.compactMap(\.feelsLike)
        var parts: [String] = []
        if let low = feels.min(), let high = feels.max() {
            let span = ReportText.span(low, high, fixed: true, lang)
            parts.append(ReportText.feelsLike(span).in(lang))
        }
        if let pop = report.hourly.compactMap(\.precipitationProbability).max() {
            parts.append(ReportText.rainChance(pop).in(lang))
        }
        if let mm = report.hourly.compactMap(\.precipitationMm).max(), mm > 0 {
            parts.append(ChartText.rainAmount(mm).in(lang))
        }
        if let cm = report.hourly.compactMap(\.snowCm).max(), cm > 0 {
            parts.append(ChartText.snowAmount(cm).in(lang))
        }
        return parts.joined(separator: " · ")
    }

    /// The hours you are out: until the return with `--back`, the whole window for a schedule, else none.
    static func outHours(_ report: AdviceReport) -> ClosedRange<KSTDateTime>? {
        if let back = report.advice.back, back.time >= report.window.start {
            return report.window.start...back.time
        }
        if report.schedule != nil, report.window.hours > 0 {
            return report.window.start...report.window.start.adding(hours: report.window.hours - 1)
        }
        return nil
    }

    /// The report's hours the sun is down at the place (`Daylight`).
    static func nightHours(_ report: AdviceReport) -> Set<KSTDateTime> {
        let place = report.location.coordinate
        return Set(
            report.hourly.map(\.time).filter {
                Daylight.isNight($0, latitude: place.latitude, longitude: place.longitude)
            })
    }

    /// 0–7 on the window's own feels-like scale; the middle when the window is flat.
    static func level(_ value: Double, _ scale: (Double, Double)) -> Int {
        guard scale.1 > scale.0 else { return 3 }
        return Int(((value - scale.0) / (scale.1 - scale.0) * 7).rounded())
    }

    /// 0–7: the first of `steps` that `value` is under, else 7.
    static func level(_ value: Double, steps: [Double]) -> Int { steps.firstIndex { value < $0 } ?? 7 }
    /// KMA's amount categories: under 1, 1, 3, 5, 10, 20, 30, 50 mm and more.
    static let rainSteps: [Double] = [1, 3, 5, 10, 20, 30, 50]
    /// New snow in an hour: under 0.5 cm (KMA's `0.5cm 미만`), then 0.5, 1, 2, 3, 4, 5 cm (KMA's `5.0cm 이상`), 10 cm.
    static let snowSteps = [0.5, 1, 2, 3, 4, 5, 10]

    /// The hours of each row: equal blocks of at most `maxPerBlock`, except that a full row never ends on a
    /// midnight, whose date would not fit above its last cell: that hour starts the next row instead.
    static func blockRanges(_ times: [KSTDateTime], maxPerBlock: Int) -> [Range<Int>] {
        guard !times.isEmpty else { return [] }
        let count = (times.count + maxPerBlock - 1) / maxPerBlock
        var sizes = (0..<count).map { times.count / count + ($0 < times.count % count ? 1 : 0) }
        var i = 0
        var start = 0
        while i < sizes.count {
            let last = start + sizes[i] - 1
            if sizes[i] > maxPerBlock || (sizes[i] == maxPerBlock && sizes[i] > 1 && times[last].hour == 0) {
                sizes[i] -= 1
                if i + 1 < sizes.count { sizes[i + 1] += 1 } else { sizes.append(1) }
                continue
            }
            start += sizes[i]
            i += 1
        }
        var end = 0
        return sizes.map { size in
            end += size
            return end - size..<end
        }
    }

    /// `12/1` above the first hour of each day in the block: the block's first hour and each midnight, starting
    /// at its hour's digits. The first date ends at its hour's digits instead (in the label column) when a midnight
    /// follows too closely for both, so that no date is dropped and none stands above another day's hours.
    private static func dateRow(_ block: [AdviceReport.Hour], _ glyphs: ChartGlyphs, maxPerBlock: Int) -> String {
        // The row may use the columns a full row would, bar the terminal's last.
        let end = labelWidth + maxPerBlock * cellWidth + 1
        let starts = block.indices.filter { $0 == 0 || block[$0].time.hour == 0 }
        var text = glyphs.padded("")
        for (n, i) in starts.enumerated() {
            let label = "\(block[i].time.date.month)/\(block[i].time.date.day)"
            var column = labelWidth + i * cellWidth + 1
            if n == 0, n + 1 < starts.count,
                column + label.count >= labelWidth + starts[n + 1] * cellWidth + 1
            {
                column = column + 2 - label.count
                text = String(text.prefix(column))
            }
            let used = DisplayWidth.of(text)
            if used < column || (n == 0 && used == column), column + label.count <= end {
                text += String(repeating: " ", count: column - used) + label
            }
        }
        return text
    }
}

/// A chart cell's text, `cellWidth` columns: a space, then the content filled or padded to two columns by the glyphs'
/// display width under the terminal's ambiguous width (`▄▄` where a block is one column, `▄` where two).
extension ChartGlyphs {
    var blank: String { String(repeating: " ", count: ChartRenderer.cellWidth) }

    /// The label padded to `labelWidth` columns.
    func padded(_ label: String) -> String {
        label + String(repeating: " ", count: max(0, ChartRenderer.labelWidth - DisplayWidth.of(label)))
    }

    /// One symbol after a space, padded: ` ☀ `, ` ◐` + padding.
    func symbol(_ glyph: Character?) -> String {
        guard let glyph else { return blank }
        return " " + fill(String(glyph), columns: ChartRenderer.cellWidth - 1)
    }

    /// A bar: the glyph as many times as fit two columns, `styled` (colour goes around the glyphs only).
    func bar(_ glyph: Character, _ styled: (String) -> String = { $0 }) -> String {
        let glyphs = repeated(glyph, columns: ChartRenderer.cellWidth - 1)
        let rest = ChartRenderer.cellWidth - 1 - DisplayWidth.of(glyphs, ambiguous: ambiguous)
        return " " + styled(glyphs) + String(repeating: " ", count: rest)
    }

    /// The out row's cell: the line's glyph filling the cell, its first column only when `joined` to the hour
    /// before and the glyph is one column wide.
    func line(_ glyph: Character, joined: Bool) -> String {
        let lead = joined ? fill(repeated(glyph, columns: 1), columns: 1) : " "
        return lead + fill(repeated(glyph, columns: ChartRenderer.cellWidth - 1), columns: ChartRenderer.cellWidth - 1)
    }

    /// As many `glyph`s as fit `columns` (none when one does not).
    private func repeated(_ glyph: Character, columns: Int) -> String {
        let width = max(1, DisplayWidth.of(String(glyph), ambiguous: ambiguous))
        return String(repeating: String(glyph), count: columns / width)
    }

    /// `text` padded with spaces to `columns`.
    private func fill(_ text: String, columns: Int) -> String {
        text + String(repeating: " ", count: max(0, columns - DisplayWidth.of(text, ambiguous: ambiguous)))
    }
}

/// Chart colours (none with colour off): feels-like blue (cold) to red (hot), rain blue, hours out in reverse video.
extension ANSIStyle {
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
}

/// Whether the sun is up at a slot's hour where the forecast is for: the chart draws a clear sky as ☀ by day, ☾ by
/// night. A slot is night when the sun's centre is more than 0.833° below the horizon at the slot's time (KMA forecasts
/// each slot for its exact hour) at the grid cell's centre: almanacs' sunrise and sunset, refraction and the sun's
/// radius included. A fixed clock rule would be wrong for hours a year (in Seoul the sun sets at 17:13 in early
/// December and 19:57 in late June, and rises between 05:10 and 07:47), and Korea's west and east coasts differ by half
/// an hour. The sun's position is the Astronomical Almanac's low-precision formula (about 0.01°, seconds of time),
/// exact enough for whole hours.
enum Daylight {
    /// Standard altitude of sunrise and sunset, degrees.
    static let horizon = -0.833

    static func isNight(_ time: KSTDateTime, latitude: Double, longitude: Double) -> Bool {
        sunElevation(time, latitude: latitude, longitude: longitude) < horizon
    }

    /// The sun's elevation above the horizon in degrees at `time` seen from the coordinate.
    static func sunElevation(_ time: KSTDateTime, latitude: Double, longitude: Double) -> Double {
        // Days since J2000.0 (2000-01-01 12:00 UTC); KST is UTC+9.
        let n = Double(time.minutesSinceEpoch - 9 * 60) / 1440 - 10957.5
        let meanLongitude = 280.460 + 0.9856474 * n
        let meanAnomaly = radians(357.528 + 0.9856003 * n)
        let eclipticLongitude = radians(meanLongitude + 1.915 * sin(meanAnomaly) + 0.020 * sin(2 * meanAnomaly))
        let obliquity = radians(23.439 - 0.0000004 * n)
        let rightAscension = atan2(cos(obliquity) * sin(eclipticLongitude), cos(eclipticLongitude))
        let declination = asin(sin(obliquity) * sin(eclipticLongitude))
        let siderealDegrees = (18.697374558 + 24.06570982441908 * n) * 15
        let hourAngle = radians(siderealDegrees + longitude) - rightAscension
        let phi = radians(latitude)
        let sine = sin(phi) * sin(declination) + cos(phi) * cos(declination) * cos(hourAngle)
        return asin(max(-1, min(1, sine))) * 180 / .pi
    }

    private static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
}
