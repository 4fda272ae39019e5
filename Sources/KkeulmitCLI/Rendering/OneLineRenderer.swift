/// `--format oneline`: one short line for notifications and status bars, never coloured.
package enum OneLineRenderer {
    /// Garments shown when the report has no layers; otherwise one per layer.
    static let itemLimit = 2

    package static func render(_ report: AdviceReport, language lang: OutputLanguage) -> String {
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
        if !report.outfit.layers.isEmpty {
            parts.append(report.outfit.layers.map { $0.pick.label.in(lang) }.joined(separator: " + "))
        } else {
            let items = report.outfit.items.filter { $0.id != "umbrella" }.prefix(itemLimit).map { $0.label.in(lang) }
            if !items.isEmpty { parts.append(items.joined(separator: ", ")) }
        }
        switch lang {
        case .ko: parts.append(report.outfit.umbrella ? "우산 필요" : "우산 필요 없음")
        case .en: parts.append(report.outfit.umbrella ? "umbrella" : "no umbrella")
        }
        if let c = report.comparison {
            let degrees = NumberText.whole(abs(c.meanChange))
            let than = c.comparedWith.ko
            switch (c.verdict, lang) {
            case (.colder, .ko): parts.append("\(than)보다 \(degrees)도 낮음")
            case (.warmer, .ko): parts.append("\(than)보다 \(degrees)도 높음")
            case (.similar, .ko): parts.append("\(than)과 비슷")
            case (.colder, .en): parts.append("\(degrees)°C colder")
            case (.warmer, .en): parts.append("\(degrees)°C warmer")
            case (.similar, .en): parts.append("like \(c.earlierDay.en)")
            }
        }
        return parts.joined(separator: " · ") + "\n"
    }
}
