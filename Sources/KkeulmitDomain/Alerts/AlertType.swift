/// The kind of an official warning (특보 종류), by `warnVar`; the raw value is the CLI contract's JSON `type`.
package enum AlertType: String, CaseIterable, Sendable {
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

    /// As KMA names it: 한파, 폭염 …; 기타특보 for `other`.
    package var koreanName: String {
        switch self {
        case .strongWind: "강풍"
        case .heavyRain: "호우"
        case .coldWave: "한파"
        case .dry: "건조"
        case .stormSurge: "폭풍해일"
        case .windWave: "풍랑"
        case .typhoon: "태풍"
        case .heavySnow: "대설"
        case .yellowDust: "황사"
        case .heatWave: "폭염"
        case .tropicalNight: "열대야"
        case .other: "기타"
        }
    }

    /// In English text: `cold wave`, `heat wave` ….
    package var englishName: String {
        switch self {
        case .strongWind: "strong wind"
        case .heavyRain: "heavy rain"
        case .coldWave: "cold wave"
        case .dry: "dry air"
        case .stormSurge: "storm surge"
        case .windWave: "high seas"
        case .typhoon: "typhoon"
        case .heavySnow: "heavy snow"
        case .yellowDust: "yellow dust"
        case .heatWave: "heat wave"
        case .tropicalNight: "tropical night"
        case .other: "weather"
        }
    }
}

/// Which `warnVar` is which for 7, 8 and 9: KMA's guide says 7 태풍, 8 대설, 9 황사; one project says 7 대설, 8 황사,
/// 9 태풍 "cross-checked with real data", and the 60 live days checked elsewhere hold no 대설 to settle it
/// (docs/ALERTS.md, "Uncertain"). Either reading can be chosen; `consistent(with:)` says which agree with KMA's own
/// status text.
package enum WarnVarReading: String, CaseIterable, Sendable {
    case guide
    case alternative
}
