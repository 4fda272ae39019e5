/// The kind of an official warning (특보 종류), by `warnVar`; the raw value is the CLI contract's JSON `type`.
package enum AlertType: String, CaseIterable, NamedCase, Sendable {
    case strongWind, heavyRain, coldWave, dry, stormSurge, windWave, typhoon, heavySnow, yellowDust, heatWave
    case tropicalNight
    /// A code no source documents: kept, shown as 기타특보, with its `code` in JSON.
    case other

    /// The type of a `warnVar` by `reading` (the guide's, unless told otherwise).
    package init(warnVar: Int, reading: WarnVarReading = .guide) {
        switch (warnVar, reading) {
        case (1, _): self = .strongWind
        case (2, _): self = .heavyRain
        case (3, _): self = .coldWave
        case (4, _): self = .dry
        case (5, _): self = .stormSurge
        case (6, _): self = .windWave
        case (7, .guide), (9, .alternative): self = .typhoon
        case (8, .guide), (7, .alternative): self = .heavySnow
        case (9, .guide), (8, .alternative): self = .yellowDust
        case (12, _): self = .heatWave
        case (13, _): self = .tropicalNight
        default: self = .other
        }
    }

    /// As KMA names it (한파, 폭염 …; 기타 for `other`, said 기타특보) and in English text (`cold wave` …).
    package static let names: [AlertType: (ko: String, en: String)] = [
        .strongWind: ("강풍", "strong wind"), .heavyRain: ("호우", "heavy rain"), .coldWave: ("한파", "cold wave"),
        .dry: ("건조", "dry air"), .stormSurge: ("폭풍해일", "storm surge"), .windWave: ("풍랑", "high seas"),
        .typhoon: ("태풍", "typhoon"), .heavySnow: ("대설", "heavy snow"), .yellowDust: ("황사", "yellow dust"),
        .heatWave: ("폭염", "heat wave"), .tropicalNight: ("열대야", "tropical night"), .other: ("기타", "weather"),
    ]
}

/// Which `warnVar` is which for 7, 8 and 9: KMA's guide says 7 태풍, 8 대설, 9 황사; one project says 7 대설, 8 황사, 9 태풍
/// "cross-checked with real data", and the 60 live days checked elsewhere hold no 대설 to settle it (docs/ALERTS.md,
/// "Uncertain"). Either reading can be chosen; `consistent(with:)` says which agree with KMA's own status text.
package enum WarnVarReading: String, CaseIterable, Sendable {
    case guide
    case alternative
}
