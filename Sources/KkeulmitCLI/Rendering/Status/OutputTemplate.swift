import KkeulmitCore

/// `--format 'TEMPLATE'`: any `--format` value holding `{` is a template, since no format name has one.
/// `{name}` is replaced by a `TemplatePlaceholder`'s value, `{{` and `}}` stand for braces; the result is printed
/// as one line. An unknown or unclosed placeholder is a usage error naming it.
package struct OutputTemplate: Equatable, Sendable {
    enum Segment: Equatable, Sendable {
        case literal(String)
        case placeholder(TemplatePlaceholder)
    }

    var segments: [Segment]

    /// Whether a `--format` value is a template rather than a format name.
    package static func isTemplate(_ value: String) -> Bool { value.contains("{") }

    /// The problem in one sentence when `text` is not a valid template.
    package init(parsing text: String) throws(TemplateError) {
        var segments: [Segment] = []
        var literal = ""
        var rest = Substring(text)
        while let c = rest.first {
            rest = rest.dropFirst()
            if c == "{" && rest.first == "{" || c == "}" && rest.first == "}" {
                literal.append(c)
                rest = rest.dropFirst()
            } else if c == "{" {
                guard let close = rest.firstIndex(of: "}") else { throw TemplateError.unclosed(String(rest)) }
                let name = String(rest[..<close])
                guard let placeholder = TemplatePlaceholder(rawValue: name) else {
                    throw TemplateError.unknown(name)
                }
                if !literal.isEmpty { segments.append(.literal(literal)) }
                literal = ""
                segments.append(.placeholder(placeholder))
                rest = rest[rest.index(after: close)...]
            } else if c == "}" {
                throw TemplateError.strayBrace
            } else {
                literal.append(c)
            }
        }
        if !literal.isEmpty { segments.append(.literal(literal)) }
        self.segments = segments
    }

    /// The filled-in template and a newline; a newline already at its end is not doubled.
    package func render(_ report: AdviceReport, language: OutputLanguage) -> String {
        let text = segments.map { segment in
            switch segment {
            case .literal(let s): s
            case .placeholder(let p): p.value(report, language)
            }
        }.joined()
        return text.hasSuffix("\n") ? text : text + "\n"
    }
}

/// Why a `--format` template cannot be used.
package enum TemplateError: Error, Equatable, Sendable {
    case unknown(String)
    case unclosed(String)
    case strayBrace

    /// One line for the usage error.
    package var message: String {
        let known = TemplatePlaceholder.allCases.map { "{\($0.rawValue)}" }.joined(separator: " ")
        switch self {
        case .unknown(let name):
            let hint = CommandLineParser.suggestion(
                name, among: TemplatePlaceholder.allCases.map(\.rawValue))
            return "--format template: unknown placeholder {\(name)}\(hint); known: \(known)"
        case .unclosed(let rest):
            return "--format template: '{\(rest)' has no closing '}' (write {{ for a brace)"
        case .strayBrace:
            return "--format template: a '}' without its '{' (write }} for a brace)"
        }
    }
}

/// A `{name}` in a `--format` template, and the text it stands for (each one's in docs/CLI.md's placeholder table).
/// Values that do not apply are empty, so a status bar shows nothing rather than "none".
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

    func value(_ report: AdviceReport, _ lang: OutputLanguage) -> String {
        let c = report.conditions
        let advice = report.advice
        switch self {
        // `-8~1` / `-8 to 1`, one number when both ends round alike.
        case .feels: return ReportText.wholeSpan(c.feelsLikeMin, c.feelsLikeMax).in(lang)
        case .feelsMin: return NumberText.format(c.feelsLikeMin, places: 1, fixed: true)
        case .feelsMax: return NumberText.format(c.feelsLikeMax, places: 1, fixed: true)
        case .tempMin: return NumberText.compact(c.temperatureMin)
        case .tempMax: return NumberText.compact(c.temperatureMax)
        case .band: return String(advice.band)
        case .basis: return NumberText.format(advice.basisTemperature, places: 1, fixed: true)
        case .outfit: return advice.outfit.picksText(in: lang)
        // The outer layer's pick, else the first garment of the outfit.
        case .pick: return advice.outfit.first?.pick.label(in: lang) ?? ""
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
}
