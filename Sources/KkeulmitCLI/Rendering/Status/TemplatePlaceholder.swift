import KkeulmitCore

/// A `{name}` in a `--format` template, and the text it stands for. Values that do not apply are empty, so a
/// status bar shows nothing rather than "none".
package enum TemplatePlaceholder: String, Sendable, CaseIterable {
    case feels
    case feelsMin
    case feelsMax
    case tempMin
    case tempMax
    case band
    case basis
    case outfit
    case pick
    case umbrella
    case mask
    case alerts
    case pop
    case rainStart
    case place
    case window
    case demo
    case stale
    case oneline

    /// What the placeholder gives, for help and docs/CLI.md.
    package var meaning: String {
        switch self {
        case .feels: "feels-like span over the window, whole degrees: -8~1 (ko), -8 to 1 (en)"
        case .feelsMin: "lowest feels-like temperature, one decimal: -8.1"
        case .feelsMax: "highest feels-like temperature, one decimal: 1.2"
        case .tempMin: "lowest air temperature: -3"
        case .tempMax: "highest air temperature: 4"
        case .band: "the outfit band, 1 (hot) to 8 (cold)"
        case .basis: "the temperature the band was chosen from (feels-like minimum + offsets): -8.1"
        case .outfit: "one garment per layer: 패딩 + 기모 제품 + 목도리"
        case .pick: "the outermost garment: 패딩"
        case .umbrella: "우산 / umbrella when one is advised, else empty"
        case .mask: "the mask advised (KF80 마스크 …), else empty"
        case .alerts: "the official warnings in force, most severe first: 한파경보, 강풍주의보 / cold wave warning, else empty"
        case .pop: "highest rain probability, percent: 60"
        case .rainStart: "the first hour with rain or snow, 17:00, else empty"
        case .place: "the place's last name part (종로구, Jongno-gu), else the cell: 60,127"
        case .window: "the window's hours: 07–19시 / 07:00–19:00"
        case .demo: "[예시] / [SAMPLE] with --demo, else empty"
        case .stale: "[지난 예보] / [STALE] when a cached forecast stood in, else empty"
        case .oneline: "the whole --format oneline line"
        }
    }

    func value(_ report: AdviceReport, _ lang: OutputLanguage) -> String {
        let c = report.conditions
        let advice = report.advice
        switch self {
        case .feels: return Self.feels(report, lang)
        case .feelsMin: return NumberText.format(c.feelsLikeMin, places: 1, fixed: true)
        case .feelsMax: return NumberText.format(c.feelsLikeMax, places: 1, fixed: true)
        case .tempMin: return NumberText.compact(c.temperatureMin)
        case .tempMax: return NumberText.compact(c.temperatureMax)
        case .band: return String(advice.band)
        case .basis: return NumberText.format(advice.basisTemperature, places: 1, fixed: true)
        case .outfit: return advice.outfit.picksText(in: lang)
        case .pick: return Self.pick(report, lang) ?? ""
        case .umbrella: return advice.umbrella ? OutfitEngine.umbrellaItem.label(in: lang) : ""
        case .mask: return advice.outfit.first { $0.pick.id.hasPrefix("mask-") }?.pick.label(in: lang) ?? ""
        case .alerts: return AlertText.short(report.alertsInForce).in(lang)
        case .pop: return c.precipitationProbabilityMax.map(String.init) ?? ""
        case .rainStart: return c.wetHours.min().map { ClockText.hour($0.hour, .en) } ?? ""
        case .place: return PlaceText.short(report.location.name, cell: report.location.cell, lang)
        case .window: return ClockText.hoursOnly(report.window.start, report.window.end, lang)
        case .demo: return report.demo ? ReportText.demoTag.in(lang) : ""
        case .stale: return report.stale != nil ? ReportText.staleTag.in(lang) : ""
        case .oneline: return String(OneLineRenderer.render(report, language: lang).dropLast())
        }
    }

    /// `-8~1` / `-8 to 1`, one number when both ends round alike.
    static func feels(_ report: AdviceReport, _ lang: OutputLanguage) -> String {
        ReportText.wholeSpan(report.conditions.feelsLikeMin, report.conditions.feelsLikeMax).in(lang)
    }

    /// The outer layer's pick, else the first garment of the outfit.
    static func pick(_ report: AdviceReport, _ lang: OutputLanguage) -> String? {
        report.advice.outfit.first?.pick.label(in: lang)
    }
}
