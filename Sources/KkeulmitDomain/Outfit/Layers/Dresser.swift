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

    let rules: OutfitRuleTable
    let wardrobe: Wardrobe?
    let wet: WetWeather?
    /// Gloves and a hat: some hour of the window feels below KMA's cold-caution level.
    var coldHands: Bool
    /// Each band's garments by layer, in order of preference, insulation filled in (read once: dressing runs for
    /// every band and hour).
    private let listed: [Int: [GarmentLayer: [OutfitRuleTable.Item]]]
    /// Every garment of the table (then the built-in table's) by id, insulation filled in.
    private let byID: [String: OutfitRuleTable.Item]
    /// The table's garments by layer, for borrowing.
    private let everyGarment: [GarmentLayer: [OutfitRuleTable.Item]]
    /// The bands, warmest first.
    let bands: [OutfitRuleTable.Band]
    /// The garments rain or snow call for, in order of preference, insulation and layer filled in.
    let weatherGarments: [OutfitRuleTable.Item]

    init(rules: OutfitRuleTable, wardrobe: Wardrobe?, wet: WetWeather?, coldHands: Bool) {
        self.rules = rules
        self.wardrobe = wardrobe
        self.wet = wet
        self.coldHands = coldHands
        bands = rules.bands.sorted { $0.band < $1.band }
        var listed: [Int: [GarmentLayer: [OutfitRuleTable.Item]]] = [:]
        for band in bands {
            for group in rules.layered(band) {
                listed[band.band, default: [:]][group.layer] = group.items.map(rules.resolved)
            }
        }
        self.listed = listed
        let garments = rules.allGarments.map(rules.resolved)
        var byID: [String: OutfitRuleTable.Item] = [:]
        for item in OutfitRuleTable.builtIn.allGarments.map(rules.resolved) + garments { byID[item.id] = item }
        self.byID = byID
        everyGarment = Dictionary(grouping: garments) { $0.layer ?? .top }
        let precipitation = rules.precipitationGarments
        weatherGarments = wet.map { ($0 == .rain ? precipitation.rain : precipitation.snow).map(rules.resolved) } ?? []
    }

    func allows(_ item: OutfitRuleTable.Item) -> Bool { wardrobe?.allows(item.id) ?? true }

    /// `LayerChoice.owned` for a garment: nil without a wardrobe.
    func owned(_ item: OutfitRuleTable.Item) -> Bool? { wardrobe.map { $0.allows(item.id) } }

    /// True for a garment rain or snow called for.
    func isWeatherGear(_ item: OutfitRuleTable.Item) -> Bool { weatherGarments.contains { $0.id == item.id } }

    /// The garments of `layer` a band lists, in order of preference, insulation filled in: for shoes in rain or
    /// snow, the weather's; the weather's garments of another layer the band has come after the band's own.
    func garments(_ layer: GarmentLayer, of band: OutfitRuleTable.Band) -> [OutfitRuleTable.Item] {
        let weather = weatherGarments.filter { $0.layer == layer }
        if layer == .shoes, !weather.isEmpty { return weather }
        let own = listed[band.band]?[layer] ?? []
        guard !own.isEmpty else { return [] }
        return own + weather.filter { item in !own.contains { $0.id == item.id } }
    }

    /// The table's garment with `id`, else the built-in one.
    func garment(_ id: String) -> OutfitRuleTable.Item? { byID[id] }

    /// The outfit for `band` as the chart says it: the band's pick in each layer (or the first garment the wardrobe
    /// holds), completed from the nearest band that has the layer, outer layer first.
    func chart(_ band: OutfitRuleTable.Band) -> [LayerChoice] {
        var outfit: [LayerChoice] = []
        for layer in Self.coreLayers {
            var items = garments(layer, of: band)
            let needed = layer != .outer || (band.minimumTemperature.map { $0 < 20 } ?? true)
            if items.isEmpty, needed { items = nearestBand(with: layer, to: band) }
            if let choice = choose(layer, items) { outfit.append(choice) }
        }
        for layer in [GarmentLayer.base, .accessory] {
            let items = listed[band.band]?[layer] ?? []
            // Tables written before base layers and stacked accessories wear the first accessory unless picked.
            let picked = items.filter { band.picks.contains($0.id) }
            let worn = picked.isEmpty && layer == .accessory ? Array(items.prefix(1)) : picked
            outfit += worn.map { LayerChoice(layer: layer, pick: $0, owned: owned($0)) }
        }
        if coldHands {
            for id in ["gloves", "hat"] where !outfit.contains(where: { $0.pick.id == id }) {
                guard let item = garment(id) else { continue }
                outfit.append(LayerChoice(layer: .accessory, pick: item, owned: owned(item)))
            }
        }
        return outfit.outsideIn
    }

    /// One layer's choice from `items` (in order of preference): the first the wardrobe holds, the others it holds
    /// as alternatives; when it holds none, the garment of that layer it does hold whose insulation is nearest the
    /// chart's first choice (borrowed from another band); when it holds none of that layer at all, the chart's
    /// first choice, `owned: false`.
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
            : (everyGarment[layer] ?? []).filter { wardrobe.allows($0.id) }
        if let borrowed = elsewhere.min(by: { abs($0.clo! - first.clo!) < abs($1.clo! - first.clo!) }) {
            return LayerChoice(layer: layer, pick: borrowed, owned: true)
        }
        return LayerChoice(
            layer: layer, pick: first, owned: false, alternatives: Array(items.dropFirst()), ruleId: rule)
    }

    /// The garments of `layer` of the band nearest `band` (the colder one first on a tie) that lists any.
    func nearestBand(with layer: GarmentLayer, to band: OutfitRuleTable.Band) -> [OutfitRuleTable.Item] {
        let others = bands.filter { $0.band != band.band }
            .sorted { (abs($0.band - band.band), -$0.band) < (abs($1.band - band.band), -$1.band) }
        for other in others {
            let items = garments(layer, of: other)
            if !items.isEmpty { return items }
        }
        return []
    }

    /// `band`'s outfit raised until its insulation reaches `target` (clo): warmer picks within the band, then the
    /// colder bands' garments and base layers, band by band, then a scarf, gloves and a hat; each step only with
    /// what the wardrobe holds. Stops as soon as the target is met; may stay below it when nothing warmer is left.
    func dress(_ band: OutfitRuleTable.Band, target: Double) -> [LayerChoice] {
        var outfit = chart(band)
        guard outfit.clo < target else { return outfit }
        for colder in bands where colder.band >= band.band {
            for layer in Self.coreLayers {
                let worn = outfit.firstIndex { $0.layer == layer }
                let current = worn.map { outfit[$0].pick.clo! } ?? -1
                let candidates = garments(layer, of: colder).filter(allows)
                guard let warmest = candidates.max(by: { $0.clo! < $1.clo! }), warmest.clo! > current else { continue }
                let choice = LayerChoice(
                    layer: layer, pick: warmest, owned: owned(warmest),
                    alternatives: candidates.filter { $0.id != warmest.id },
                    ruleId: layer == .shoes && isWeatherGear(warmest) ? .wetShoes : .temperatureBand)
                if let worn { outfit[worn] = choice } else { outfit.append(choice) }
                if outfit.clo >= target { return outfit.outsideIn }
            }
            for item in garments(.base, of: colder).filter(allows)
            where !outfit.contains(where: { $0.pick.id == item.id }) {
                outfit.append(LayerChoice(layer: .base, pick: item, owned: owned(item)))
                if outfit.clo >= target { return outfit.outsideIn }
            }
        }
        for id in ["scarf", "gloves", "hat"] where !outfit.contains(where: { $0.pick.id == id }) {
            guard let item = garment(id), allows(item) else { continue }
            outfit.append(LayerChoice(layer: .accessory, pick: item, owned: owned(item)))
            if outfit.clo >= target { break }
        }
        return outfit.outsideIn
    }
}

extension Array where Element == LayerChoice {
    /// The outfit's intrinsic insulation, clo: the plain sum of the picks' garment values.
    package var clo: Double { reduce(0) { $0 + ($1.pick.clo ?? 0) } }

    /// In the order an outfit is read, outer layer first; garments of one layer in the order they were put on.
    var outsideIn: [LayerChoice] {
        enumerated().sorted { ($0.element.layer, $0.offset) < ($1.element.layer, $1.offset) }.map(\.element)
    }
}
