/// How advice text names the precipitation of some hours: 비, 눈, 비나 눈 or 소나기.
enum PrecipitationKind: String, Sendable {
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

    /// With the topic particle: 비는, 눈은, 비나 눈은, 소나기는.
    var koreanTopic: String {
        switch self {
        case .rain: "비는"
        case .snow: "눈은"
        case .rainOrSnow: "비나 눈은"
        case .shower: "소나기는"
        }
    }

    /// With the subject particle: 비가, 눈이, 비나 눈이, 소나기가.
    var koreanSubject: String {
        switch self {
        case .rain: "비가"
        case .snow: "눈이"
        case .rainOrSnow: "비나 눈이"
        case .shower: "소나기가"
        }
    }

    /// Sentence-initial English: Rain, Snow, Rain or snow, Showers.
    var englishSubject: String {
        switch self {
        case .rain: "Rain"
        case .snow: "Snow"
        case .rainOrSnow: "Rain or snow"
        case .shower: "Showers"
        }
    }
}
