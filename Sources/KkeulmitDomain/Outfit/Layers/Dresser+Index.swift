extension Dresser {
    /// What dressing reads of a rule table in one weather (rain, snow or dry), worked out once. `OutfitEngine.dress`
    /// dresses every band from the warmest down to the window's (twice when the cold asks for gloves), and each raising
    /// reads every layer of the colder bands: rebuilding these lists per read was most of its time. A class, so that
    /// copying a `Dresser` (or capturing it in a closure) costs a retain, not a copy of every table.
    final class Index: Sendable {
        /// The bands, warmest first; every table below is in this order.
        let bands: [OutfitRuleTable.Band]
        /// Each band's own garments by layer (`GarmentLayer.rank`), in order of preference, insulation filled in.
        let listed: [[[OutfitRuleTable.Item]]]
        /// `Dresser.garments(_:of:)` of each band by layer: the band's own with the weather's.
        let stocked: [[[OutfitRuleTable.Item]]]
        /// What the chart chooses from in each of `Dresser.coreLayers` (in that order) for each band: the band's
        /// garments, else, where the layer is needed, the nearest band's.
        let charted: [[[OutfitRuleTable.Item]]]
        /// Every garment of the table (then the built-in table's) by id, insulation filled in.
        let byID: [String: OutfitRuleTable.Item]
        /// The table's garments by layer (`GarmentLayer.rank`), for borrowing.
        let everyGarment: [[OutfitRuleTable.Item]]
        /// The garments rain or snow call for, in order of preference, insulation and layer filled in.
        let weatherGarments: [OutfitRuleTable.Item]

        init(_ rules: OutfitRuleTable, wet: WetWeather?) {
            let layers = GarmentLayer.allCases
            bands = rules.bands.sorted { $0.band < $1.band }
            listed = bands.map { band in
                var byLayer = Array(repeating: [OutfitRuleTable.Item](), count: layers.count)
                for group in rules.layered(band) { byLayer[group.layer.rank] = group.items.map(rules.resolved) }
                return byLayer
            }
            let precipitation = rules.precipitationGarments
            let weather = wet.map { ($0 == .rain ? precipitation.rain : precipitation.snow).map(rules.resolved) } ?? []
            weatherGarments = weather
            stocked =
                weather.isEmpty
                ? listed
                : listed.map { own in layers.map { Self.stock($0, own: own[$0.rank], weather: weather) } }
            let garments = rules.allGarments.map(rules.resolved)
            var byID: [String: OutfitRuleTable.Item] = [:]
            for item in OutfitRuleTable.builtIn.allGarments.map(rules.resolved) + garments { byID[item.id] = item }
            self.byID = byID
            var everyGarment = Array(repeating: [OutfitRuleTable.Item](), count: layers.count)
            for item in garments { everyGarment[(item.layer ?? .top).rank].append(item) }
            self.everyGarment = everyGarment
            let (bands, stocked) = (bands, stocked)
            charted = bands.indices.map { at in
                Dresser.coreLayers.map { layer in
                    let needed = layer != .outer || (bands[at].minimumTemperature.map { $0 < 20 } ?? true)
                    let items = stocked[at][layer.rank]
                    return items.isEmpty && needed ? Self.nearest(layer, to: at, bands: bands, stocked: stocked) : items
                }
            }
        }

        /// The built-in table's, dry, in rain and in snow: the table nearly every run dresses by, indexed once per
        /// process rather than once per window (a batch advises a thousand).
        private static let builtInDry = Index(.builtIn, wet: nil)
        private static let builtInRain = Index(.builtIn, wet: .rain)
        private static let builtInSnow = Index(.builtIn, wet: .snow)

        /// The index of `rules` in `wet`: the built-in table's is kept (telling a copy of it is cheap: its arrays
        /// share the built-in one's storage), another table's is worked out.
        static func of(_ rules: OutfitRuleTable, wet: WetWeather?) -> Index {
            guard rules == .builtIn else { return Index(rules, wet: wet) }
            return switch wet {
            case nil: builtInDry
            case .rain: builtInRain
            case .snow: builtInSnow
            }
        }

        /// The position of `band` in `bands`, by number.
        func position(of band: OutfitRuleTable.Band) -> Int? { bands.firstIndex { $0.band == band.band } }

        /// A band's garments of `layer`, in order of preference, insulation filled in: for shoes in rain or snow,
        /// the weather's; the weather's garments of another layer the band has come after the band's own.
        private static func stock(
            _ layer: GarmentLayer, own: [OutfitRuleTable.Item], weather: [OutfitRuleTable.Item]
        ) -> [OutfitRuleTable.Item] {
            let weather = weather.filter { $0.layer == layer }
            if layer == .shoes, !weather.isEmpty { return weather }
            guard !own.isEmpty else { return [] }
            return own + weather.filter { item in !own.contains { $0.id == item.id } }
        }

        /// The garments of `layer` of the band nearest the one at `at` (the colder one first on a tie) that lists any.
        private static func nearest(
            _ layer: GarmentLayer, to at: Int, bands: [OutfitRuleTable.Band], stocked: [[[OutfitRuleTable.Item]]]
        ) -> [OutfitRuleTable.Item] {
            let band = bands[at].band
            let others = bands.indices.filter { bands[$0].band != band }
                .sorted {
                    (abs(bands[$0].band - band), -bands[$0].band) < (abs(bands[$1].band - band), -bands[$1].band)
                }
            for other in others where !stocked[other][layer.rank].isEmpty { return stocked[other][layer.rank] }
            return []
        }
    }
}
