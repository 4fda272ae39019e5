/// One layer of an outfit: the garment to wear and the ones that could stand in for it.
package struct LayerChoice: Equatable, Sendable {
    package var layer: GarmentLayer
    package var pick: OutfitRuleTable.Item
    /// Whether the wardrobe holds `pick`; nil without a wardrobe. False means nothing owned fits this layer and
    /// the chart's first choice is shown instead.
    package var owned: Bool?
    /// Other garments of the layer, in order of preference (only owned ones when the wardrobe has any).
    package var alternatives: [OutfitRuleTable.Item] = []
    /// The rule that put it on: the chart (`temperature-band`) for garments; `wet-shoes` for the shoes rain or snow
    /// call for, `fine-dust` or `uv` for a mask or sun protection: gear against the weather, not warmth.
    package var ruleId: OutfitRule = .temperatureBand

    /// True for what is worn against the weather rather than for warmth: the shoes for rain or snow, masks and sun
    /// protection. Such gear may be taken along for a warmer way home; it never "comes off" for warmth.
    package var isWeatherGear: Bool { ruleId != .temperatureBand }

    /// What two outfits are compared by: the layer for garments (one per layer), the garment for base layers,
    /// accessories and gear (several may be worn, or the weather's shoes stand in for the dry ones).
    var slot: String { layer.isStackable || isWeatherGear ? "\(layer.rawValue):\(pick.id)" : layer.rawValue }
}

extension Array where Element == LayerChoice {
    /// `패딩 + 기모 제품 + 목도리`.
    package func picksText(in language: Language) -> String {
        map { $0.pick.label(in: language) }.joined(separator: " + ")
    }
}
