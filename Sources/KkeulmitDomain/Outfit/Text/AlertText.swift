/// The sentences of the official warnings (기상특보) and of pollen: the alert notes, which name the warning first with
/// its zone and since when (`한파경보 — 서울동북권, 12월 1일 21시부터: 장갑과 모자를 챙기세요`), the short names the
/// one-line formats use, and the pollen note (`꽃가루(참나무) 높음 — 마스크를 챙기세요`).
package enum AlertText {
    /// The number of the weather note a warning took the place of, from that note's facts, said in the warning's
    /// note: the window's coldest feels-like (`cold-*`), its warmest (`heat-*`) or its strongest wind (`strong-wind`).
    static func figure(_ facts: [AdviceFact]) -> LocalizedText? {
        if let f = facts.number("feelsLikeMin") {
            return LocalizedText(
                ko: "체감 \(formatDegrees(f, .ko))까지", en: "feels like \(formatDegrees(f, .en)) at the coldest")
        }
        if let f = facts.number("feelsLikeMax") {
            return LocalizedText(ko: "체감 최고 \(formatDegrees(f, .ko))", en: "feels like up to \(formatDegrees(f, .en))")
        }
        return facts.number("windSpeedMax").map(NumberText.compact).map {
            LocalizedText(ko: "바람 최대 \($0)m/s", en: "wind up to \($0) m/s")
        }
    }

    /// `한파경보 — 서울동북권, 12월 1일 21시부터` / `Cold wave warning — Seouldongbukgwon, from Dec 1 21:00`, with
    /// `…까지` / `until …` when the lift is announced.
    package static func headline(_ alert: WeatherAlert) -> LocalizedText {
        let since = ClockText.dayAndHour(alert.since)
        let until = alert.until.map(ClockText.dayAndHour)
        let name = name(alert)
        return LocalizedText(
            ko: "\(name.ko) — \(alert.zoneName), \(since.ko)부터" + (until.map { " \($0.ko)까지" } ?? ""),
            en: "\(name.en) — \(WarningZoneName.english(alert.zoneName)), from \(since.en)"
                + (until.map { " until \($0.en)" } ?? ""))
    }

    /// `한파경보` / `Cold wave warning`.
    package static func name(_ alert: WeatherAlert) -> LocalizedText {
        let en = alert.type == .other ? "Weather \(alert.level.englishName)" : alert.englishName
        return LocalizedText(ko: alert.koreanName, en: en.prefix(1).uppercased() + en.dropFirst())
    }

    /// `한파경보, 강풍주의보` / `cold wave warning, strong wind advisory`: what `{alerts}` and one-line format say, or empty.
    package static func short(_ alerts: [WeatherAlert]) -> LocalizedText {
        LocalizedText(
            ko: alerts.map(\.koreanName).joined(separator: ", "),
            en: alerts.map { name($0).en.lowercased() }.joined(separator: ", "))
    }

    /// The whole note: the headline, then the number of the weather note it stands for (the facts of the one it
    /// outranked), what the type asks, and what it adds (`장갑과 모자를 챙기세요`, `레인부츠를 신으세요`).
    static func alert(_ alert: WeatherAlert, items: [OutfitRuleTable.Item], outranked: [AdviceFact]?) -> LocalizedText {
        var parts = [outranked.flatMap(figure), advice(alert.type)].compactMap { $0 }
        if !items.isEmpty {
            let shoes = items.allSatisfy { $0.layer == .shoes }
            parts.append(
                LocalizedText(
                    ko: withParticle(koreanAnd(items.map(\.ko)), "을", "를") + (shoes ? " 신으세요" : " 챙기세요"),
                    en: (shoes ? "wear " : "take ") + englishList(items.map { article($0.en) })))
        }
        let head = headline(alert)
        return LocalizedText(
            ko: head.ko + (parts.isEmpty ? "" : ": " + parts.map(\.ko).joined(separator: ", ")),
            en: head.en + (parts.isEmpty ? "" : ": " + parts.map(\.en).joined(separator: "; ")))
    }

    /// What a type of warning asks beyond its gear.
    static func advice(_ type: AlertType) -> LocalizedText? {
        switch type {
        case .heatWave:
            LocalizedText(ko: "한낮 햇볕을 피하고 물을 챙기세요", en: "avoid the midday sun and carry water")
        case .strongWind, .typhoon:
            LocalizedText(
                ko: "우산은 버티지 못하니 모자 달린 옷이나 우비를 챙기세요",
                en: "an umbrella will not hold, so wear a hood or a raincoat instead")
        case .stormSurge, .windWave:
            LocalizedText(ko: "바닷가는 피하세요", en: "keep away from the shore")
        case .dry:
            LocalizedText(ko: "불씨를 조심하세요", en: "be careful with fire")
        default:
            nil
        }
    }

    /// `꽃가루(참나무) 높음 — 마스크를 챙기세요`; the species at the highest grade, the mask said plainly (a stronger
    /// one may be worn against dust), other items by name.
    static func pollen(_ reading: PollenReading, items: [OutfitRuleTable.Item]) -> LocalizedText {
        let grade = reading.grade ?? .low
        let species = reading.worst
        let masks = items.allSatisfy { $0.id.hasPrefix("mask-") }
        let take =
            masks
            ? LocalizedText(ko: "마스크를 챙기세요", en: "take a mask")
            : LocalizedText(
                ko: withParticle(koreanAnd(items.map(\.ko)), "을", "를") + " 챙기세요",
                en: "take " + englishList(items.map { article($0.en) }))
        return LocalizedText(
            ko: "꽃가루(\(species.map(\.koreanName).joined(separator: "·"))) \(grade.koreanName) — \(take.ko)",
            en: "Pollen (\(englishList(species.map(\.englishName)))) \(grade.englishName): \(take.en)")
    }

    /// `a hat`, `gloves`, `rain boots`: plurals and mass nouns without an article.
    private static func article(_ noun: String) -> String {
        noun.hasSuffix("s") ? noun : ("aeiou".contains(noun.prefix(1).lowercased()) ? "an " : "a ") + noun
    }
}
