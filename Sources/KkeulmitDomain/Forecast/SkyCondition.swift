/// 하늘상태 (SKY). Code 2 (구름조금) was retired in 2019 and is treated as unknown.
public enum SkyCondition: Int, Sendable, CaseIterable {
    case clear = 1
    case mostlyCloudy = 3
    case overcast = 4

    /// The name used in JSON output (contract: `clear`, `mostlyCloudy`, `overcast`).
    package var jsonName: String {
        switch self {
        case .clear: "clear"
        case .mostlyCloudy: "mostlyCloudy"
        case .overcast: "overcast"
        }
    }
}
