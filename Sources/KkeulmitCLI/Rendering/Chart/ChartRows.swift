import KkeulmitCore

/// The rows the chart draws for a block of hours: the hours (those out highlighted), the sky, the feels-like
/// sparkline, the chance of rain, the rain and snow amounts, and the line under the hours out.
struct ChartRows {
    let glyphs: ChartGlyphs
    let style: ANSIStyle
    let lang: OutputLanguage
    /// The lowest and highest feels-like of the whole chart, which the sparkline spans in every block.
    let scale: (Double, Double)
    /// The hours out (`--back`); nil: no such row.
    let out: ClosedRange<KSTDateTime>?
    let night: Set<KSTDateTime>
    /// Whether any hour of the chart snows: the snow row is drawn in every block then, in none otherwise.
    let snows: Bool

    func lines(_ block: [AdviceReport.Hour]) -> [String] {
        var lines: [String] = []
        func row(_ label: String, _ cell: (AdviceReport.Hour) -> String) {
            lines.append(glyphs.padded(label) + block.map(cell).joined())
        }
        row("") { h in
            let hh = h.time.hour < 10 ? "0\(h.time.hour)" : "\(h.time.hour)"
            return " " + (out?.contains(h.time) == true ? style.highlight(hh) : hh)
        }
        row(ChartText.sky.in(lang)) { h in
            glyphs.symbol(glyphs.weather(h, night: night.contains(h.time)))
        }
        row(ChartText.feels.in(lang)) { h in
            guard let v = h.feelsLike else { return glyphs.blank }
            return glyphs.bar(glyphs.levels[ChartRenderer.level(v, scale)]) { style.temperature($0, v) }
        }
        row(ChartText.rainChance.in(lang)) { h in
            guard let p = h.precipitationProbability, p > 0 else { return glyphs.blank }
            return glyphs.bar(glyphs.levels[min(7, (p * 8 - 1) / 100)], style.rain)
        }
        row("mm") { h in
            guard let mm = h.precipitationMm, mm > 0 else { return glyphs.blank }
            return glyphs.bar(glyphs.levels[ChartRenderer.level(mm, steps: ChartRenderer.rainSteps)], style.rain)
        }
        if snows {
            row("cm") { h in
                guard let cm = h.snowCm, cm > 0 else { return glyphs.blank }
                return glyphs.bar(glyphs.levels[ChartRenderer.level(cm, steps: ChartRenderer.snowSteps)], style.rain)
            }
        }
        if let out {
            row(ChartText.out.in(lang)) { h in
                // One line under the hours, from the first one's digits; dashed where the glyph is two
                // columns wide and so cannot join its neighbours.
                guard out.contains(h.time) else { return glyphs.blank }
                let joined = out.contains(h.time.adding(hours: -1)) && h.time != block.first?.time
                return glyphs.line(glyphs.out, joined: joined)
            }
        }
        return lines
    }
}

/// The characters `--chart` draws with: Unicode blocks and weather symbols, or plain ASCII (`--ascii`,
/// `TERM=dumb`). The blocks, `◐` and `━` are East Asian ambiguous-width characters: the chart measures every glyph
/// (`DisplayWidth`) so its columns line up whether the terminal draws them one column wide or two.
struct ChartGlyphs: Sendable {
    /// Eight levels, lowest first, for the feels-like sparkline and the bars.
    var levels: [Character]
    var clear: Character
    /// A clear sky at night (`Daylight`).
    var clearNight: Character
    var mostlyCloudy: Character
    var overcast: Character
    var rain: Character
    var snow: Character
    /// Rain and snow together (진눈깨비, 빗방울눈날림).
    var mixed: Character
    /// Marks the hours you are out.
    var out: Character
    /// How wide the terminal draws the ambiguous-width glyphs.
    var ambiguous = AmbiguousWidth.narrow

    static let unicode = ChartGlyphs(
        levels: ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"], clear: "☀", clearNight: "☾", mostlyCloudy: "◐", overcast: "☁",
        rain: "☂", snow: "❄", mixed: "☃", out: "━")
    static let ascii = ChartGlyphs(
        levels: ["_", ".", "-", "~", "=", "+", "*", "#"], clear: "o", clearNight: ")", mostlyCloudy: "%", overcast: "@",
        rain: "/", snow: "*", mixed: "&", out: "=")

    /// The precipitation symbol when it rains or snows, else the sky's; nil when neither is known.
    func weather(_ hour: AdviceReport.Hour, night: Bool = false) -> Character? {
        if let type = hour.precipitationType, type.isPrecipitating {
            let bothKinds = type == .rainSnow || type == .drizzleSnowFlurries
            return bothKinds ? mixed : (type.involvesSnow ? snow : rain)
        }
        switch hour.sky {
        case .clear?: return night ? clearNight : clear
        case .mostlyCloudy?: return mostlyCloudy
        case .overcast?: return overcast
        case nil: return nil
        }
    }

    /// The legend entries, in a fixed order, for the symbols `used`.
    func legend(_ used: Set<Character>, _ lang: OutputLanguage) -> [String] {
        let words: [(Character, LocalizedText)] = [
            (clear, ChartText.clear), (clearNight, ChartText.clearNight), (mostlyCloudy, ChartText.mostlyCloudy),
            (overcast, ChartText.overcast), (rain, ChartText.rain), (snow, ChartText.snow),
            (mixed, ChartText.rainAndSnow),
        ]
        return words.filter { used.contains($0.0) }.map { "\($0.0) " + $0.1.in(lang) }
    }
}
