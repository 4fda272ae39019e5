extension OutfitEngine {
    /// What fine dust and the sun add to an outfit, decided once from the readings and the rule table's steps (CLI
    /// contract, "Advice from the new sources"): the mask for the worse of the measured and the forecast dust grade,
    /// the sun items for the window's largest UV index; each as an item, as an accessory worn, and as a note naming
    /// the numbers behind it.
    struct Protection {
        /// The window's UV peak (JSON `uv`), when the UV issue has values for its hours.
        var uv: UVReading?
        /// The items, after the chart's and the umbrella.
        var items: [OutfitItem] = []
        /// Worn as accessories.
        var gear: [LayerChoice] = []
        /// `fine-dust`, then `uv`.
        var notes: [AdviceNote] = []

        init(_ readings: Readings, conditions c: WindowConditions, rules: OutfitRuleTable) {
            let steps = rules.effectiveProtection
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
        }

        /// The step's items as items and as gear worn, and, when it adds any, its note (id: the rule's).
        private mutating func add(
            _ steps: [OutfitRuleTable.Item], rule: OutfitRule, values: [AdviceFact],
            text: ([OutfitRuleTable.Item]) -> LocalizedText
        ) {
            guard !steps.isEmpty else { return }
            for item in steps where !items.contains(where: { $0.id == item.id }) {
                items.append(OutfitItem(id: item.id, ko: item.ko, en: item.en, ruleId: rule, values: values))
                gear.append(LayerChoice(layer: item.layer ?? .accessory, pick: item, ruleId: rule))
            }
            notes.append(AdviceNote(id: rule.rawValue, ruleId: rule, values: values, text: text(steps)))
        }

        /// `outfit` with the gear worn: after the garments of its layer (a mask after the scarf), before the shoes;
        /// a garment the outfit already has (a hat) is not worn twice.
        func wear(_ outfit: [LayerChoice]) -> [LayerChoice] {
            var worn = outfit
            for choice in gear where !worn.contains(where: { $0.pick.id == choice.pick.id }) {
                let index = worn.lastIndex { $0.layer <= choice.layer }.map { $0 + 1 } ?? 0
                worn.insert(choice, at: index)
            }
            return worn
        }
    }
}
