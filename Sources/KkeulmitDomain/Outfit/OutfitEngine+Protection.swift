extension OutfitEngine {
    /// What official warnings, fine dust, the sun and pollen add to an outfit, decided once from the readings and the
    /// rule table's steps (CLI contract, "Advice from the new sources", "Official weather warnings", "Pollen"): each
    /// warning in force, named first with what its type adds; the mask for the worse of the measured and the forecast
    /// dust grade; the sun items for the window's largest UV index; a mask for the day's highest pollen grade. Each as
    /// an item, as gear worn, and as a note naming the numbers behind it. Only the strongest mask is worn.
    struct Protection {
        /// The window's UV peak (JSON `uv`), when the UV issue has values for its hours.
        var uv: UVReading?
        /// The items, after the chart's and the umbrella: the warnings' first.
        var items: [OutfitItem] = []
        /// Worn as accessories (or shoes).
        var gear: [LayerChoice] = []
        /// `fine-dust`, then `uv`, then `pollen`.
        var notes: [AdviceNote] = []
        /// `alert-<type>`, one per warning in force, most severe first: they lead the advice.
        var alertNotes: [AdviceNote] = []
        /// The weather notes no warning outranks (a 한파 warning in force says what `cold-caution` would).
        var weather: [AdviceNote] = []

        private let steps: OutfitRuleTable.Protection

        /// - Parameter weather: the notes on the weather itself (`OutfitEngine.weatherNotes`); a warning in force
        ///   outranks those of its kind and says their numbers.
        init(_ readings: Readings, conditions c: WindowConditions, rules: OutfitRuleTable, weather: [AdviceNote]) {
            steps = rules.effectiveProtection
            self.weather = weather
            for alert in readings.alerts?.alerts ?? [] { warn(alert) }
            if let air = readings.air, let grade = DustGrade.worse(air.grade, air.forecastGrade) {
                let masks = steps.items(dust: grade)
                var values: [AdviceFact] = [.number("grade", Double(grade.rawValue))]
                if let measured = air.grade { values.append(.number("measuredGrade", Double(measured.rawValue))) }
                if let forecast = air.forecastGrade {
                    values.append(.number("forecastGrade", Double(forecast.rawValue)))
                }
                if air.grade != nil {
                    if let pm10 = air.pm10 { values.append(.number("pm10", Double(pm10))) }
                    if let pm25 = air.pm25 { values.append(.number("pm25", Double(pm25))) }
                }
                add(masks, rule: .fineDust, values: values) { ProtectionText.fineDust(air, items: $0, start: c.start) }
            }
            uv = readings.uv.flatMap { UVReading(forecast: $0, from: c.start, hours: c.hours) }
            if let uv {
                let sun = steps.items(uvIndex: uv.max)
                let values: [AdviceFact] = [.number("max", Double(uv.max)), .number("hour", Double(uv.maxAt.hour))]
                add(sun, rule: .uvIndex, values: values) { ProtectionText.uv(uv, items: $0, start: c.start) }
            }
            if let pollen = readings.pollen, let grade = pollen.grade {
                var values: [AdviceFact] = [.number("grade", Double(grade.rawValue))]
                for species in PollenSpecies.allCases {
                    if let g = pollen[species] { values.append(.number(species.rawValue, Double(g.rawValue))) }
                }
                add(steps.items(pollen: grade), rule: .pollen, values: values) {
                    AlertText.pollen(pollen, items: $0)
                }
            }
        }

        /// A warning's note and gear. A 한파 or 폭염 warning takes the place of the feels-like level note of its
        /// kind, a 강풍 or 태풍 warning that of the strong-wind note: one message, with their numbers.
        private mutating func warn(_ alert: WeatherAlert) {
            let kind: OutfitRule? =
                switch alert.type {
                case .coldWave: .coldLevel
                case .heatWave: .heatLevel
                case .strongWind, .typhoon: .strongWind
                default: nil
                }
            let outranked = weather.filter { $0.ruleId == kind }
            weather.removeAll { $0.ruleId == kind }
            var values: [AdviceFact] = [
                .text("type", alert.type.rawValue), .text("level", alert.level.rawValue), .text("zone", alert.zone),
                .number("warnVar", Double(alert.code)),
                .number("warnStress", Double(AlertLevel.allCases.firstIndex(of: alert.level)!)),
                .time("since", alert.since),
            ]
            if let until = alert.until { values.append(.time("until", until)) }
            values += outranked.flatMap(\.values)
            let gear = steps.items(alert: alert.type)
            for item in gear { wear(item, rule: .alert, values: values) }
            alertNotes.append(
                AdviceNote(
                    id: "alert-\(alert.type.rawValue)", ruleId: .alert, values: values,
                    text: AlertText.alert(alert, items: gear, outranked: outranked.first?.values)))
        }

        /// The step's items as items and as gear worn, and, when it adds any, its note (id: the rule's).
        private mutating func add(
            _ steps: [OutfitRuleTable.Item], rule: OutfitRule, values: [AdviceFact],
            text: ([OutfitRuleTable.Item]) -> LocalizedText
        ) {
            guard !steps.isEmpty else { return }
            for item in steps { wear(item, rule: rule, values: values) }
            notes.append(AdviceNote(id: rule.rawValue, ruleId: rule, values: values, text: text(steps)))
        }

        /// One item, once; a mask only when no stronger one is worn, replacing a weaker one.
        private mutating func wear(_ item: OutfitRuleTable.Item, rule: OutfitRule, values: [AdviceFact]) {
            guard !items.contains(where: { $0.id == item.id }) else { return }
            if let strength = steps.maskStrength(item),
                let worn = gear.firstIndex(where: { steps.maskStrength($0.pick) != nil })
            {
                guard strength > steps.maskStrength(gear[worn].pick)! else { return }
                let id = gear[worn].pick.id
                gear.remove(at: worn)
                items.removeAll { $0.id == id }
            }
            items.append(OutfitItem(item, ruleId: rule, values: values))
            gear.append(LayerChoice(layer: item.layer ?? .accessory, pick: item, ruleId: rule))
        }

        /// `outfit` with the gear worn: accessories after the garments of their layer (a mask after the scarf),
        /// before the shoes; a garment the outfit already has (a hat) is not worn twice; shoes a warning calls for
        /// take the place of the outfit's, which stay as the alternative.
        func wear(_ outfit: [LayerChoice]) -> [LayerChoice] {
            var worn = outfit
            for choice in gear where !worn.contains(where: { $0.pick.id == choice.pick.id }) {
                if choice.layer != .accessory, let held = worn.firstIndex(where: { $0.layer == choice.layer }) {
                    var replaced = choice
                    replaced.alternatives =
                        [worn[held].pick] + worn[held].alternatives.filter { $0.id != choice.pick.id }
                    worn[held] = replaced
                    continue
                }
                let index = worn.lastIndex { $0.layer <= choice.layer }.map { $0 + 1 } ?? 0
                worn.insert(choice, at: index)
            }
            return worn
        }
    }
}
