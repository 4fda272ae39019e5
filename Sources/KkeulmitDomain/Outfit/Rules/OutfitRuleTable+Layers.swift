extension OutfitRuleTable {
    /// Every built-in garment's layer, by id: how a table written before layers existed gets its layers.
    static let builtInLayers: [String: GarmentLayer] = {
        var layers: [String: GarmentLayer] = [:]
        for item in builtIn.allGarments { layers[item.id] = item.layer }
        return layers
    }()

    /// The insulation of every garment the built-in table knows, by id: how a user's garment without `clo` gets one.
    static let builtInClo: [String: Double] = {
        var clo: [String: Double] = [:]
        let protection = Protection.builtIn.dust.flatMap(\.items) + Protection.builtIn.uv.flatMap(\.items)
        for item in builtIn.allGarments + protection { clo[item.id] = item.clo ?? clo[item.id] }
        return clo
    }()

    /// A typical insulation for a garment of `layer` that names none and is not one of the built-in table's.
    static func typicalClo(_ layer: GarmentLayer) -> Double {
        switch layer {
        case .outer: 0.45
        case .top: 0.25
        case .base: 0.18
        case .bottom: 0.20
        case .accessory: 0.05
        case .shoes: 0.03
        }
    }

    /// The garment's intrinsic insulation, clo: its own, else the built-in garment of the same id's, else a typical
    /// value for its layer (0 for a mask or sunscreen, which cover next to nothing).
    package func clo(of item: Item) -> Double {
        item.clo ?? Self.builtInClo[item.id] ?? Self.typicalClo(layer(of: item) ?? .top)
    }

    /// The item with its insulation filled in.
    package func resolved(_ item: Item) -> Item {
        var out = item
        out.clo = clo(of: item)
        out.layer = layer(of: item) ?? .top
        return out
    }

    /// Every garment of the table, bands first, then rain and snow, each id once (first occurrence).
    package var allGarments: [Item] {
        var seen: Set<String> = []
        let wet = precipitation.map { $0.rain + $0.snow } ?? []
        return (bands.flatMap(\.items) + wet).filter { seen.insert($0.id).inserted }
    }

    /// What rain and snow call for: the table's own, else the built-in ones.
    package var precipitationGarments: Precipitation {
        precipitation ?? Self.builtIn.precipitation ?? Precipitation(rain: [], snow: [])
    }

    /// The item's own layer, else the built-in garment of the same id's; nil when neither says.
    package func layer(of item: Item) -> GarmentLayer? {
        item.layer ?? Self.builtInLayers[item.id]
    }

    /// A band's garments layer by layer (outer first), each layer's list in order of preference: the band's pick
    /// for it, then the others in chart order. A garment with no layer at all counts as a top.
    package func layered(_ band: Band) -> [(layer: GarmentLayer, items: [Item])] {
        var groups: [GarmentLayer: [Item]] = [:]
        for item in band.items { groups[layer(of: item) ?? .top, default: []].append(item) }
        return GarmentLayer.allCases.compactMap { layer in
            guard var items = groups[layer] else { return nil }
            if let pick = band.picks.first(where: { id in items.contains { $0.id == id } }),
                let index = items.firstIndex(where: { $0.id == pick })
            {
                items.insert(items.remove(at: index), at: 0)
            }
            return (layer, items)
        }
    }

    /// A garment listed without a `layer`.
    package struct LayerGap: Equatable, Sendable {
        /// `bands[2].items[1]` or `precipitation.rain[0]`.
        package var path: String
        package var id: String
        /// The built-in garment's layer when the id is one of its; nil: the engine counts it as a top.
        package var inferred: GarmentLayer?
    }

    /// The garments without a `layer`, in table order. Empty for every table written with layers.
    package var layerGaps: [LayerGap] {
        var gaps: [LayerGap] = []
        for (i, band) in bands.enumerated() {
            for (j, item) in band.items.enumerated() where item.layer == nil {
                gaps.append(
                    LayerGap(path: "bands[\(i)].items[\(j)]", id: item.id, inferred: Self.builtInLayers[item.id]))
            }
        }
        return gaps
    }

    /// What to tell the owner of a table with `layerGaps`: one line saying what to add, and what happens until then.
    package static func describe(_ gaps: [LayerGap]) -> String? {
        guard !gaps.isEmpty else { return nil }
        let names = GarmentLayer.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        let known = gaps.filter { $0.inferred != nil }
        let unknown = gaps.filter { $0.inferred == nil }
        var text =
            "\(gaps.count) garment\(gaps.count == 1 ? " has" : "s have") no \"layer\": add \"layer\": one of \(names) "
            + "to each (docs/outfit-rules.json shows every garment with its layer)"
        if !known.isEmpty {
            text +=
                "; the built-in chart's layer is used for " + sample(known) { "\($0.id) → \($0.inferred!.rawValue)" }
        }
        if !unknown.isEmpty {
            text += "; counted as tops until then: " + sample(unknown) { "\($0.path) \"\($0.id)\"" }
        }
        return text
    }

    private static func sample(_ gaps: [LayerGap], _ describe: (LayerGap) -> String) -> String {
        gaps.prefix(4).map(describe).joined(separator: ", ") + (gaps.count > 4 ? " and \(gaps.count - 4) more" : "")
    }
}
