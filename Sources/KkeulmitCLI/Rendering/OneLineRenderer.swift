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
