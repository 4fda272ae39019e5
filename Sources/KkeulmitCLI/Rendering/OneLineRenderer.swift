import KkeulmitCore

/// `--format oneline`: one short line for notifications and status bars, never coloured; the warnings in force
/// lead (`한파경보 · 노원구 07–19시 체감 -8~1°C · …`).
package enum OneLineRenderer {
    package static func render(_ report: AdviceReport, language lang: OutputLanguage) -> String {
        var parts: [String] = []
        var head = ""
        if report.demo { head += ReportText.demoTag.in(lang) + " " }
        if report.stale != nil { head += ReportText.staleTag.in(lang) + " " }
        if !report.alertsInForce.isEmpty { head += AlertText.short(report.alertsInForce).in(lang) + " · " }
        let place = PlaceText.short(report.location.name, cell: report.location.cell, lang)
        let window = ClockText.hoursOnly(report.window.start, report.window.end, lang)
        parts.append(head + place + " " + window + " " + ReportText.feelsShort(report.conditions).in(lang))
        parts.append(ReportText.outfitShort(report.advice.outfit).in(lang))
        parts.append(ReportText.umbrellaShort(report.advice.umbrella).in(lang))
        if let c = report.comparison {
            parts.append(TextRenderer.comparisonLine(c, short: true).in(lang))
        }
        return parts.joined(separator: " · ") + "\n"
    }
}

/// Place names in one-line output as the output language writes them: KMA's Korean for `ko`, the Revised
/// Romanization for `en` (`Jongno-gu`). JSON keeps the Korean names, which are the data.
enum PlaceText {
    /// The name's last part (`종로구` / `Jongno-gu`), else the grid cell (`60,127`).
    static func short(_ name: String?, cell: GridCell, _ lang: OutputLanguage) -> String {
        guard let name else { return "\(cell.nx),\(cell.ny)" }
        let last = String(name.split(separator: " ").last ?? Substring(name))
        return lang == .en ? Romanization.displayName(last) : last
    }
}

/// `--format waybar`: one JSON line for a waybar custom module (`"return-type": "json"`). `text` is short
/// (`-8~1°C 패딩 ☂`, led by the most severe warning in force: `한파경보 -8~1°C 패딩`), `tooltip` the whole text advice,
/// `class` a list (`band-8`, plus `rain` when an umbrella is advised, `alert` and `alert-<type>` for each warning in
/// force, `demo`, `stale`) for CSS, `alt` the band for `format-icons`. waybar reads text and tooltip as Pango markup,
/// so `&`, `<` and `>` are escaped.
package enum WaybarRenderer {
    package static func render(_ report: AdviceReport, language lang: OutputLanguage) -> String {
        let tooltip = TextRenderer.render(report, language: lang, colour: false)
        let value = JSONValue.object([
            ("text", .string(markup(text(report, lang)))),
            ("tooltip", .string(markup(String(tooltip.dropLast(tooltip.hasSuffix("\n") ? 1 : 0))))),
            ("class", .array(classes(report).map { .string($0) })),
            ("alt", .string("band-\(report.advice.band)")),
        ])
        return JSONWriter.write(value) + "\n"
    }

    /// Feels-like span, the outer garment, the umbrella.
    static func text(_ report: AdviceReport, _ lang: OutputLanguage) -> String {
        var parts: [String] = []
        if report.demo { parts.append(ReportText.demoTag.in(lang)) }
        if let first = report.alertsInForce.first { parts.append(AlertText.name(first).in(lang)) }
        parts.append(TemplatePlaceholder.feels.value(report, lang) + "°C")
        let pick = TemplatePlaceholder.pick.value(report, lang)
        if !pick.isEmpty { parts.append(pick) }
        if report.advice.umbrella { parts.append("☂") }
        return parts.joined(separator: " ")
    }

    static func classes(_ report: AdviceReport) -> [String] {
        var classes = ["band-\(report.advice.band)"]
        if report.advice.umbrella { classes.append("rain") }
        if !report.alertsInForce.isEmpty { classes.append("alert") }
        for alert in report.alertsInForce where !classes.contains("alert-\(alert.type.rawValue)") {
            classes.append("alert-\(alert.type.rawValue)")
        }
        if report.demo { classes.append("demo") }
        if report.stale != nil { classes.append("stale") }
        return classes
    }

    static func markup(_ s: String) -> String {
        s.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
    }
}
