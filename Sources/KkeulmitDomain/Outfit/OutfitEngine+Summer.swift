extension OutfitEngine {
    /// The parasol (양산) the `parasol` rule adds: worn as an accessory of no insulation.
    package static let parasolItem = OutfitRuleTable.builtInGarments["parasol"]!

    /// The summer side of a window (CLI contract, "Summer: the sun, UTCI, ISO 7933"): every hour's UTCI from the
    /// sun at the place, the hottest hour by UTCI, and what it asks of the outfit: the garments PHS finds least
    /// straining, a parasol in strong sun, and water for the sweat.
    struct Summer {
        /// Sweat from which the water note is given, mL an hour (contract).
        static let waterNoteSweat = 250.0
        /// The parasol's conditions: the sun at least this high (degrees), UTCI at least this (°C, strong heat stress).
        static let parasolAltitude = 30.0
        static let parasolUTCI = 32.0
        /// A garment gives way to another of its layer only when PHS finds at least this much less sweat, mL an
        /// hour: a tenth of the water note's 50 mL step, so that a few hundredths of a clo do not swap a garment.
        static let pickMargin = 5.0

        /// Each slot's heat, in order; empty without a place.
        let hours: [HeatHour?]
        /// The hottest hour by UTCI, with its heat.
        let hottest: (slot: WindowSlot, heat: HeatHour)?

        init(_ c: WindowConditions, place: HeatPlace?) {
            let hours = place.map { c.slots.map($0.hour) } ?? []
            self.hours = hours
            hottest = OutfitHeat.hottest(hours).map { (c.slots[$0], hours[$0]!) }
        }

        /// When the hottest hour's sun is direct and strong, the numbers behind the parasol (the sun's altitude and
        /// UTCI then, and the thresholds): a clear or 구름많음 sky without precipitation (an overcast sky has little
        /// beam for a parasol to shade), the sun at least 30° up and UTCI at least 32 °C; nil otherwise.
        var parasol: [AdviceFact]? {
            guard let (slot, heat) = hottest, let utci = heat.utci?.temperature, !slot.isWet,
                slot.forecast.sky == .clear || slot.forecast.sky == .mostlyCloudy,
                heat.altitude >= Self.parasolAltitude, utci >= Self.parasolUTCI
            else { return nil }
            return [
                .number("altitude", (heat.altitude * 10).rounded() / 10), .number("utci", utci),
                .number("parasolAltitude", Self.parasolAltitude), .number("parasolUtci", Self.parasolUTCI),
                .time("hour", slot.time),
            ]
        }

        /// The summer picks: when the hottest hour is one of heat stress (UTCI above 26 °C), within ISO 7933's
        /// limits, and no cold hour asks for insulation, each garment chosen for its warmth (outer, top, bottom,
        /// shoes) gives way to the alternative of its layer with which PHS finds the least sweat, by at least
        /// `pickMargin`. PHS decides, not a rule of thumb: in the shade less clothing sweats less, while under a
        /// high sun a light covering layer shields the body from the beam and sweats less than bare arms.
        func picks(_ outfit: [LayerChoice], coldRequired: Bool) -> [LayerChoice] {
            guard !coldRequired, let (slot, heat) = hottest, heat.utciCategory?.isHeatStress == true else {
                return outfit
            }
            var outfit = outfit
            for index in outfit.indices {
                let choice = outfit[index]
                guard choice.ruleId == .temperatureBand, !choice.layer.isStackable, !choice.alternatives.isEmpty,
                    let worn = OutfitHeat.sweat(clo: outfit.clo, slot: slot, heat: heat)
                else { continue }
                let others = outfit.clo - (choice.pick.clo ?? 0)
                let sweats = choice.alternatives.compactMap { item in
                    OutfitHeat.sweat(clo: others + (item.clo ?? 0), slot: slot, heat: heat).map { (item, $0) }
                }
                guard let (best, sweat) = sweats.min(by: { $0.1 < $1.1 }), sweat <= worn - Self.pickMargin else {
                    continue
                }
                var swapped = choice
                swapped.pick = best
                swapped.alternatives = ([choice.pick] + choice.alternatives).filter { $0.id != best.id }
                outfit[index] = swapped
            }
            return outfit
        }

        /// `outfit` with the parasol among the accessories, when the sun asks for one.
        func wear(_ outfit: [LayerChoice]) -> [LayerChoice] {
            guard parasol != nil, !outfit.contains(where: { $0.pick.id == OutfitEngine.parasolItem.id }) else {
                return outfit
            }
            var worn = outfit
            let index = worn.lastIndex { $0.layer <= .accessory }.map { $0 + 1 } ?? 0
            worn.insert(LayerChoice(layer: .accessory, pick: OutfitEngine.parasolItem, ruleId: .parasol), at: index)
            return worn
        }

        /// The parasol item, when the sun asks for one.
        var items: [OutfitItem] {
            guard let facts = parasol else { return [] }
            return [OutfitItem(OutfitEngine.parasolItem, ruleId: .parasol, values: facts)]
        }

        /// PHS for the outfit finally worn, at the hottest hour.
        func heat(_ outfit: [LayerChoice]) -> OutfitHeat? {
            hottest.flatMap { OutfitHeat(clo: (outfit.clo * 100).rounded() / 100, slot: $0.slot, heat: $0.heat) }
        }

        /// `heat-water`, `heat-limit` and `parasol`, in that order.
        func notes(_ heat: OutfitHeat?, from day: KSTDate) -> [AdviceNote] {
            var notes: [AdviceNote] = []
            if let h = heat, Double(h.sweatMillilitresPerHour) >= Self.waterNoteSweat {
                notes.append(
                    AdviceNote(
                        id: "heat-water", ruleId: .heatWater,
                        values: [
                            .number("sweatMlPerHour", Double(h.sweatMillilitresPerHour)),
                            .number("waterMlPerHour", Double(h.waterMillilitresPerHour)), .number("utci", h.utci),
                            .number("clo", h.clo), .time("hour", h.hour),
                        ],
                        text: HeatText.water(
                            millilitres: h.waterMillilitresPerHour, utci: h.utci, at: ClockLabel(h.hour, from: day))))
            }
            if let h = heat, let minutes = h.limitMinutes {
                notes.append(
                    AdviceNote(
                        id: "heat-limit", ruleId: .heatLimit,
                        values: [
                            .number("limitMinutes", Double(minutes)), .number("clo", h.clo), .time("hour", h.hour),
                        ],
                        text: HeatText.limit(minutes: minutes)))
            }
            if let facts = parasol, let (slot, _) = hottest {
                notes.append(
                    AdviceNote(
                        id: "parasol", ruleId: .parasol, values: facts,
                        text: HeatText.parasol(at: ClockLabel(slot.time, from: day))))
            }
            return notes
        }
    }
}
