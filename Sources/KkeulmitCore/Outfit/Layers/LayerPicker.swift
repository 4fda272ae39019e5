/// Dresses a band: one garment per layer the band lists, plus the shoes rain or snow call for, chosen from the
/// wardrobe when there is one.
enum LayerPicker {
    /// What falls in a window, as far as the shoes are concerned. Snow, and rain in an hour that feels at or below
    /// 0 °C (the icy-roads note), call for the table's snow garments: a rain boot slips on ice.
    enum WetWeather: String, Sendable {
        case rain
        case snow

        init?(_ c: WindowConditions) {
            guard c.slots.contains(where: \.isWet) else { return nil }
            self = c.slots.contains { $0.isSnowy || $0.isIcy } ? .snow : .rain
        }
    }

    /// The outfit for `band`, outer layer first.
    ///
    /// In each layer the pick is the first garment, in order of preference, that the wardrobe holds; the others it
    /// holds are the alternatives. When it holds none, the chart's first choice is the pick (`owned: false`) and
    /// the chart's others are the alternatives. Rain or snow garments join the band's: as a layer of their own
    /// (shoes), or after the band's garments of the same layer.
    static func dress(
        _ band: OutfitRuleTable.Band, wet: WetWeather?, rules: OutfitRuleTable, wardrobe: Wardrobe?
    ) -> [LayerChoice] {
        var groups = rules.layered(band)
        if let wet {
            let garments = wet == .rain ? rules.precipitationGarments.rain : rules.precipitationGarments.snow
            for item in garments {
                let layer = rules.layer(of: item) ?? .shoes
                if let g = groups.firstIndex(where: { $0.layer == layer }) {
                    if !groups[g].items.contains(where: { $0.id == item.id }) { groups[g].items.append(item) }
                } else {
                    groups.append((layer, [item]))
                }
            }
            groups.sort { $0.layer < $1.layer }
        }
        return groups.map { group in
            guard let wardrobe else {
                return LayerChoice(
                    layer: group.layer, pick: group.items[0], alternatives: Array(group.items.dropFirst()))
            }
            let owned = group.items.filter { wardrobe.allows($0.id) }
            if let first = owned.first {
                return LayerChoice(layer: group.layer, pick: first, owned: true, alternatives: Array(owned.dropFirst()))
            }
            return LayerChoice(
                layer: group.layer, pick: group.items[0], owned: false, alternatives: Array(group.items.dropFirst()))
        }
    }
}
