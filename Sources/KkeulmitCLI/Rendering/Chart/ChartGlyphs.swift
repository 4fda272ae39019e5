import KkeulmitCore

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
