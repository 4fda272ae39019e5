/// `--format oneline`: one short line for notifications and status bars, never coloured.
public enum OneLineRenderer {
    /// Garments shown; the full list is in the other formats.
    static let itemLimit = 2

    public static func render(_ report: AdviceReport, language lang: OutputLanguage) -> String {
        var parts: [String] = []
        var head = ""
        if report.demo { head += lang == .ko ? "[예시] " : "[SAMPLE] " }
        if report.stale != nil { head += lang == .ko ? "[지난 예보] " : "[STALE] " }
        let place =
            report.location.name.map { String($0.split(separator: " ").last ?? Substring($0)) }
            ?? "\(report.location.nx),\(report.location.ny)"
        let window = TimeText.hoursOnly(report.window.start, report.window.end, lang)
        var first = head + place + " " + window
        let c = report.conditions
        if let low = c.feelsLikeMin, let high = c.feelsLikeMax {
            let (x, y) = (NumberText.whole(low), NumberText.whole(high))
            let span = x == y ? x : x + (lang == .ko ? "~" : " to ") + y
            first += (lang == .ko ? " 체감 " : " feels ") + span + "°C"
        }
        parts.append(first)
        let items = report.outfit.items.filter { $0.id != "umbrella" }.prefix(itemLimit).map { $0.label.in(lang) }
        if !items.isEmpty { parts.append(items.joined(separator: ", ")) }
        switch lang {
        case .ko: parts.append(report.outfit.umbrella ? "우산 필요" : "우산 필요 없음")
        case .en: parts.append(report.outfit.umbrella ? "umbrella" : "no umbrella")
        }
        return parts.joined(separator: " · ") + "\n"
    }
}
