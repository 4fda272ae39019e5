/// Where a garment sits on the body. An outfit wears one garment per layer: a padded jacket *or* a heavy coat,
/// never both. Base layers (히트텍, 내복) and accessories are the exception: several may be worn, each on its own.
package enum GarmentLayer: String, CaseIterable, Comparable, NamedCase, Sendable {
    case outer
    case top
    /// Worn under the top and the bottom in the cold: a thermal top, long underwear.
    case base
    case bottom
    case accessory
    case shoes

    /// True for the layers an outfit may wear several garments of (each its own choice): base and accessory.
    package var isStackable: Bool { self == .base || self == .accessory }

    package static let names: [GarmentLayer: (ko: String, en: String)] = [
        .outer: ("겉옷", "outer layer"), .top: ("상의", "top"), .base: ("내의", "base layer"), .bottom: ("하의", "bottom"),
        .accessory: ("소품", "accessory"), .shoes: ("신발", "shoes"),
    ]

    /// Outside in, as an outfit is read: outer, top, base, bottom, accessory, shoes.
    package static func < (a: GarmentLayer, b: GarmentLayer) -> Bool { a.rank < b.rank }

    /// The layer's place in `allCases` (outside in), not building it: what `<` compares, the dresser's tables' index.
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
