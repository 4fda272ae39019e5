/// One layer of an outfit: the garment to wear and the ones that could stand in for it.
public struct LayerChoice: Equatable, Sendable {
    public var layer: GarmentLayer
    public var pick: OutfitRuleTable.Item
    /// Whether the wardrobe holds `pick`; nil without a wardrobe. False means nothing owned fits this layer and
    /// the chart's first choice is shown instead.
    public var owned: Bool?
    /// Other garments of the layer, in order of preference (only owned ones when the wardrobe has any).
    public var alternatives: [OutfitRuleTable.Item]

    public init(
        layer: GarmentLayer, pick: OutfitRuleTable.Item, owned: Bool? = nil, alternatives: [OutfitRuleTable.Item] = []
    ) {
        self.layer = layer
        self.pick = pick
        self.owned = owned
        self.alternatives = alternatives
    }
}

extension Array where Element == LayerChoice {
    /// `패딩 + 기모 제품 + 목도리`.
    public func picksText(in language: Language) -> String {
        map { $0.pick.label(in: language) }.joined(separator: " + ")
    }

    /// The choice for `layer`, if the outfit has that layer.
    public func choice(for layer: GarmentLayer) -> LayerChoice? { first { $0.layer == layer } }
}
