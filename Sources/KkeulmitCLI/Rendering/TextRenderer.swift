import KkeulmitCore

/// The default output: official warnings in force first, then what to wear, why, and the numbers behind it. Every
/// sentence comes from `ReportText` and the engine's notes; this lays them out. On a terminal (`layout.width` set) each
/// line is wrapped to its width, notes and warnings with continuation lines under the text after the bullet.
package enum TextRenderer {
    package static func render(
        _ report: AdviceReport, language lang: OutputLanguage, colour: Bool, layout: TextLayout = .unwrapped
    ) -> String {
        let style = ANSIStyle(enabled: colour)
        var lines: [String] = []
        // Styled line by line, so that a wrapped line's escape codes do not count towards its width.
        func add(_ text: LocalizedText, bullet: String = "", _ styled: (String) -> String = { $0 }) {
            lines += layout.lines(text.in(lang), bullet: bullet).map(styled)
        }
        if report.demo { add(ReportText.demoBanner, style.warning) }
        if let stale = report.stale { add(ReportText.staleBanner(ageMinutes: stale.ageMinutes), style.warning) }
        let (alerts, notes) = (report.advice.notes.filter(\.isAlert), report.advice.notes.filter { !$0.isAlert })
        for note in alerts { add(note.text, bullet: "! ", style.warning) }
        if let current = report.current.flatMap(ReportText.current) { add(current) }
        add(ReportText.headline(report.advice), style.bold)
        for note in notes { add(note.text, bullet: "· ") }
        if let comparison = report.comparison { add(comparisonLine(comparison)) }
        add(ReportText.numbers(report.conditions), style.dim)
        let (location, window) = (report.location, report.window)
        add(
            ReportText.whereAndWhen(
                name: location.name, cell: location.cell, start: window.start, hours: window.hours,
                base: report.forecastBase), style.dim)
        for warning in report.warnings { add(warning.text, bullet: "! ", style.warning) }
        for line in sourceLines(report.sources) { add(line, style.dim) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One short line per failed optional source, except that a source says nothing an earlier one of the same service
    /// already said (AirKorea's forecast after its measurement): one registration, so a key lacking it is told once.
    static func sourceLines(_ sources: [AdviceReport.SourceLine]) -> [LocalizedText] {
        var told: [(service: LocalizedText, status: SourceStatus)] = []
        return sources.compactMap { line in
            if let service = line.names?.service {
                if told.contains(where: { $0.service == service && $0.status == line.status }) { return nil }
                told.append((service, line.status))
            }
            return ReportText.sourceFailure(line.names, line.status)
        }
    }

    /// The comparison with the day before, as the text says it (`short` for one-line formats).
    static func comparisonLine(_ c: AdviceReport.Comparison, short: Bool = false) -> LocalizedText {
        ReportText.comparison(
            againstToday: c.kind == .tomorrow, verdict: c.verdict, meanChange: c.meanChange,
            before: (c.previousMin, c.previousMax), after: (c.tomorrowMin, c.tomorrowMax), short: short)
    }
}

/// ANSI styling that is a no-op when colour is off.
struct ANSIStyle {
    let enabled: Bool

    func bold(_ s: String) -> String { wrap(s, "1") }
    func dim(_ s: String) -> String { wrap(s, "2") }
    func warning(_ s: String) -> String { wrap(s, "33") }

    /// `s` in SGR `code`, then reset.
    func wrap(_ s: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m" + s + "\u{1B}[0m" : s
    }
}
