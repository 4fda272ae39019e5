/// Dresses a band: one garment per layer the band lists, completed (a top, a bottom and shoes always; an outer
/// layer below 20 °C), the shoes rain or snow call for, gloves and a hat when the cold asks, chosen from the
/// wardrobe when there is one; and raises the outfit to an insulation target.
struct Dresser {
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

    /// The layers an outfit always has one garment of (the outer only below 20 °C).
    static let coreLayers: [GarmentLayer] = [.outer, .top, .bottom, .shoes]

    let wardrobe: Wardrobe?
    let wet: WetWeather?
    /// Gloves and a hat: some hour of the window feels below KMA's cold-caution level.
    var coldHands: Bool
    /// The table's garments by band and layer, read once: dressing runs for every band and raises through colder ones.
    let index: Index

    init(rules: OutfitRuleTable, wardrobe: Wardrobe?, wet: WetWeather?, coldHands: Bool) {
        (self.wardrobe, self.wet, self.coldHands, index) = (wardrobe, wet, coldHands, Index.of(rules, wet: wet))
    }

    /// The bands, warmest first.
    var bands: [OutfitRuleTable.Band] { index.bands }

    /// `items` the wardrobe holds, in their order: all of them without a wardrobe.
    func held(_ items: [OutfitRuleTable.Item]) -> [OutfitRuleTable.Item] {
        guard let wardrobe else { return items }
        return items.filter { wardrobe.allows($0.id) }
    }

    /// `LayerChoice.owned` for a garment: nil without a wardrobe.
    func owned(_ item: OutfitRuleTable.Item) -> Bool? { wardrobe.map { $0.allows(item.id) } }

    /// True for a garment rain or snow called for.
    func isWeatherGear(_ item: OutfitRuleTable.Item) -> Bool { index.weatherGarments.contains { $0.id == item.id } }

    /// The table's garment with `id`, else the built-in one.
    func garment(_ id: String) -> OutfitRuleTable.Item? { index.byID[id] }

    /// The outfit for `band` as the chart says it: the band's pick in each layer (or the first garment the wardrobe
    /// holds), completed from the nearest band that has the layer, outer layer first.
    func chart(_ band: OutfitRuleTable.Band) -> [LayerChoice] {
        // A band of another table has no garments here.
        guard let at = index.position(of: band) else { return [] }
        var outfit: [LayerChoice] = []
        outfit.reserveCapacity(Self.coreLayers.count + 4)
        for (i, layer) in Self.coreLayers.enumerated() {
            if let choice = choose(layer, index.charted[at][i]) { outfit.append(choice) }
        }
        for layer in [GarmentLayer.base, .accessory] {
            let items = index.listed[at][layer.rank]
            // Tables written before base layers and stacked accessories wear the first accessory unless picked.
            var worn = items.filter { band.picks.contains($0.id) }
            if worn.isEmpty, layer == .accessory, let first = items.first { worn = [first] }
            for item in worn { outfit.append(LayerChoice(layer: layer, pick: item, owned: owned(item))) }
        }
        if coldHands {
            for id in ["gloves", "hat"] where !outfit.wears(id) {
                guard let item = garment(id) else { continue }
                outfit.append(LayerChoice(layer: .accessory, pick: item, owned: owned(item)))
            }
        }
        outfit.sortOutsideIn()
        return outfit
    }

    /// One layer's choice from `items` (in order of preference): the first the wardrobe holds, the others it holds as
    /// alternatives; else the garment of that layer it holds whose insulation is nearest the chart's first choice
    /// (borrowed from another band); with none of that layer at all, the chart's first choice, `owned: false`.
    func choose(_ layer: GarmentLayer, _ items: [OutfitRuleTable.Item]) -> LayerChoice? {
        guard let first = items.first else { return nil }
        let rule: OutfitRule = layer == .shoes && isWeatherGear(first) ? .wetShoes : .temperatureBand
        guard let wardrobe else {
            return LayerChoice(layer: layer, pick: first, alternatives: Array(items.dropFirst()), ruleId: rule)
        }
        let owned = items.filter { wardrobe.allows($0.id) }
        if let pick = owned.first {
            return LayerChoice(
                layer: layer, pick: pick, owned: true, alternatives: Array(owned.dropFirst()), ruleId: rule)
        }
        // The weather's shoes are not borrowed: a sneaker is no rain boot.
        let elsewhere =
            layer == .shoes && isWeatherGear(first)
            ? []
            : index.everyGarment[layer.rank].filter { wardrobe.allows($0.id) }
        if let borrowed = elsewhere.min(by: { abs($0.clo! - first.clo!) < abs($1.clo! - first.clo!) }) {
            return LayerChoice(layer: layer, pick: borrowed, owned: true)
        }
        return LayerChoice(
            layer: layer, pick: first, owned: false, alternatives: Array(items.dropFirst()), ruleId: rule)
    }

    /// `band`'s outfit raised until its insulation reaches `target` (clo): warmer picks within the band, then the
    /// colder bands' garments and base layers, band by band, then a scarf, gloves and a hat; each step only with
    /// what the wardrobe holds. Stops as soon as the target is met; may stay below it when nothing warmer is left.
    func dress(_ band: OutfitRuleTable.Band, target: Double) -> [LayerChoice] {
        var outfit = chart(band)
        guard outfit.clo < target else { return outfit }
        raising: do {
            for (at, colder) in bands.enumerated() where colder.band >= band.band {
                let stock = index.stocked[at]
                for layer in Self.coreLayers {
                    let worn = outfit.position(of: layer)
                    let current = worn.map { outfit[$0].pick.clo! } ?? -1
                    let candidates = held(stock[layer.rank])
                    guard let warmest = candidates.max(by: { $0.clo! < $1.clo! }), warmest.clo! > current else {
                        continue
                    }
                    let choice = LayerChoice(
                        layer: layer, pick: warmest, owned: owned(warmest),
                        alternatives: candidates.filter { $0.id != warmest.id },
                        ruleId: layer == .shoes && isWeatherGear(warmest) ? .wetShoes : .temperatureBand)
                    if let worn { outfit[worn] = choice } else { outfit.append(choice) }
                    if outfit.clo >= target { break raising }
                }
                for item in held(stock[GarmentLayer.base.rank]) where !outfit.wears(item.id) {
                    outfit.append(LayerChoice(layer: .base, pick: item, owned: owned(item)))
                    if outfit.clo >= target { break raising }
                }
            }
            for id in ["scarf", "gloves", "hat"] where !outfit.wears(id) {
                guard let item = garment(id), wardrobe?.allows(id) ?? true else { continue }
                outfit.append(LayerChoice(layer: .accessory, pick: item, owned: owned(item)))
                if outfit.clo >= target { break }
            }
        }
        outfit.sortOutsideIn()
        return outfit
    }
}

extension Array where Element == LayerChoice {
    /// The outfit's intrinsic insulation, clo: the plain sum of the picks' garment values.
    package var clo: Double {
        // By index, in order (the same sum as a reduce): reading each pick in place, where a reduce's closure gets
        // a copy of every choice, its names retained and released, for every step of dressing.
        var total = 0.0
        for i in indices { total += self[i].pick.clo ?? 0 }
        return total
    }

    /// Where the outfit's first choice of `layer` is, read in place like `clo` (`firstIndex(where:)` copies choices).
    func position(of layer: GarmentLayer) -> Int? {
        for i in indices where self[i].layer == layer { return i }
        return nil
    }

    /// True when the outfit wears the garment `id`; read in place like `clo`.
    func wears(_ id: String) -> Bool { indices.contains { self[$0].pick.id == id } }

    /// Puts the outfit in reading order, outer layer first, one layer's garments as put on; in place: dressing sorts an
    /// outfit at every step, and a copy would retain and release every garment's names each time.
    mutating func sortOutsideIn() {
        // Insertion sort: stable, quick for an outfit's handful of garments; the buffer's swaps move choices, not copy.
        withUnsafeMutableBufferPointer { outfit in
            for i in outfit.indices.dropFirst() {
                var j = i
                while j > 0, outfit[j].layer < outfit[j - 1].layer {
                    outfit.swapAt(j, j - 1)
                    j -= 1
                }
            }
        }
    }
}
