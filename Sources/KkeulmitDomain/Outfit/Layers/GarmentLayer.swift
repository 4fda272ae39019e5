/// Where a garment sits on the body. An outfit wears one garment per layer: a padded jacket *or* a heavy coat,
/// never both. Base layers (히트텍, 내복) and accessories are the exception: several may be worn, each on its own.
package enum GarmentLayer: String, CaseIterable, Comparable, Encodable, Sendable {
    case outer
    case top
    /// Worn under the top and the bottom in the cold: a thermal top, long underwear.
    case base
    case bottom
    case accessory
    case shoes

    /// True for the layers an outfit may wear several garments of (each its own choice): base and accessory.
    package var isStackable: Bool { self == .base || self == .accessory }

    /// 겉옷, 상의, 내의, 하의, 소품, 신발.
    package var korean: String {
        switch self {
        case .outer: "겉옷"
        case .top: "상의"
        case .base: "내의"
        case .bottom: "하의"
        case .accessory: "소품"
        case .shoes: "신발"
        }
    }

    /// `outer layer`, `top`, `base layer`, `bottom`, `accessory`, `shoes`.
    package var english: String {
        switch self {
        case .outer: "outer layer"
        case .top: "top"
        case .base: "base layer"
        case .bottom: "bottom"
        case .accessory: "accessory"
        case .shoes: "shoes"
        }
    }

    /// Outside in, as an outfit is read: outer, top, base, bottom, accessory, shoes.
    package static func < (a: GarmentLayer, b: GarmentLayer) -> Bool { a.rank < b.rank }

    /// The layer's place in `allCases` (outside in), without building `allCases`: what `<` compares, and what the
    /// dresser's tables are indexed by.
    var rank: Int {
        switch self {
        case .outer: 0
        case .top: 1
        case .base: 2
        case .bottom: 3
        case .accessory: 4
        case .shoes: 5
        }
    }
}
