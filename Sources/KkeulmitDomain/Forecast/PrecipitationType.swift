/// 강수형태 (PTY), both code sets in one type. The short-term forecast uses 0–4 (4 = shower); the ultra-short services use
/// 0–3 and 5–7. The codes do not overlap, so one enum reads either service.
public enum PrecipitationType: Int, Sendable, CaseIterable {
    case none = 0
    case rain = 1
    case rainSnow = 2
    case snow = 3
    case shower = 4
    case drizzle = 5
    case drizzleSnowFlurries = 6
    case snowFlurries = 7

    /// The name used in JSON output.
    package var jsonName: String { Self.jsonNames[rawValue] }
    private static let jsonNames = [
        "none", "rain", "rainSnow", "snow", "shower", "drizzle", "drizzleSnowFlurries", "snowFlurries",
    ]

    public var isPrecipitating: Bool { self != .none }

    /// True where snow is part of it (non-slip shoes).
    package var involvesSnow: Bool { [.rainSnow, .snow, .drizzleSnowFlurries, .snowFlurries].contains(self) }
}
