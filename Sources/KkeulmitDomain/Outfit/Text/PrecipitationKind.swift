/// How advice text names the precipitation of some hours: 비, 눈, 비나 눈 or 소나기.
enum PrecipitationKind: String, CaseIterable, NamedCase, Sendable {
    case rain
    case snow
    case rainOrSnow
    case shower

    /// Drizzle reads as rain and flurries as snow; rain and snow together (or sleet) as "rain or snow"; showers
    /// only when every wet hour is a shower.
    init(_ types: Set<PrecipitationType>) {
        let rainy: Set<PrecipitationType> = [.rain, .drizzle, .shower]
        let snowy: Set<PrecipitationType> = [.snow, .snowFlurries]
        let mixed: Set<PrecipitationType> = [.rainSnow, .drizzleSnowFlurries]
        if !types.isEmpty, types.isSubset(of: [.shower]) {
            self = .shower
        } else if !types.isEmpty, types.isSubset(of: snowy) {
            self = .snow
        } else if !types.isDisjoint(with: mixed) || (!types.isDisjoint(with: rainy) && !types.isDisjoint(with: snowy)) {
            self = .rainOrSnow
        } else {
            self = .rain
        }
    }

    /// 비, 눈, 비나 눈, 소나기; sentence-initial English: Rain, Snow, Rain or snow, Showers.
    static let names: [PrecipitationKind: (ko: String, en: String)] = [
        .rain: ("비", "Rain"), .snow: ("눈", "Snow"), .rainOrSnow: ("비나 눈", "Rain or snow"), .shower: ("소나기", "Showers"),
    ]

    /// With the topic particle: 비는, 눈은, 비나 눈은, 소나기는.
    var koreanTopic: String { withParticle(koreanName, "은", "는") }
}
