/// Where a garment sits on the body. An outfit wears one garment per layer: a padded jacket *or* a heavy coat,
/// never both.
public enum GarmentLayer: String, CaseIterable, Comparable, Sendable {
    case outer
    case top
    case bottom
    case accessory
    case shoes

    /// 겉옷, 상의, 하의, 소품, 신발.
    public var korean: String {
        switch self {
        case .outer: "겉옷"
        case .top: "상의"
        case .bottom: "하의"
        case .accessory: "소품"
        case .shoes: "신발"
        }
    }

    /// `outer layer`, `top`, `bottom`, `accessory`, `shoes`.
    public var english: String {
        switch self {
        case .outer: "outer layer"
        case .top: "top"
        case .bottom: "bottom"
        case .accessory: "accessory"
        case .shoes: "shoes"
        }
    }

    public func name(in language: Language) -> String { language == .ko ? korean : english }

    /// Outside in, as an outfit is read: outer, top, bottom, accessory, shoes.
    public static func < (a: GarmentLayer, b: GarmentLayer) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
