/// The notes that follow from wearing one garment per layer: which layer the swing lets you take off and when,
/// what the wardrobe lacks, what feedback taught, and what a rule table without layers leaves unclear.
extension OutfitEngine {
    static func swingNote(
        _ c: WindowConditions, rules: OutfitRuleTable, band: OutfitRuleTable.Band, outfit: [LayerChoice],
        offset: Double, wardrobe: Wardrobe?
    ) -> (AdviceNote, Int)? {
        let windowSwing = roundedToTenth(c.feelsLikeMax - c.feelsLikeMin)
        let dailyRange = c.dailyRange.map(roundedToTenth)
        let threshold = rules.thresholds.swing
        guard windowSwing >= threshold || (dailyRange ?? -.infinity) >= threshold else { return nil }
        // A removable layer only matters when the warmest hour dresses differently from the coldest: a swing
        // inside one band (−20 to −6 °C is band 8 throughout) leaves nothing to take off.
        let warmer = rules.band(for: roundedToTenth(c.feelsLikeMax + offset))
        guard warmer.band != band.band else { return nil }

        var facts: [AdviceFact] = [
            .number("feelsLikeMin", c.feelsLikeMin), .number("feelsLikeMax", c.feelsLikeMax),
            .number("windowSwing", windowSwing),
        ]
        if let dailyRange { facts.append(.number("dailyRange", dailyRange)) }
        facts += [.number("swing", threshold), .number("warmerBand", Double(warmer.band))]

        var change: LocalizedText?
        if let layer = layerChange(c, rules: rules, outfit: outfit, offset: offset) {
            change = NoteText.layerChange(
                layer.choice, at: ClockLabel(layer.at, from: c.start.date), takeOff: layer.takeOff)
            facts += [
                .text("layer", layer.choice.layer.rawValue),
                .time(layer.takeOff ? "takeOffAt" : "putOnAt", layer.at),
            ]
        }

        let daily = (dailyRange ?? -.infinity) > windowSwing
        let warm = LayerPicker.dress(warmer, wet: nil, rules: rules, wardrobe: wardrobe)
        let warmText = LocalizedText(ko: warm.picksText(in: .ko), en: warm.picksText(in: .en))
        let note = AdviceNote(
            id: "temperature-swing", ruleId: .temperatureSwing, values: facts,
            text: NoteText.swing(
                size: daily ? dailyRange! : windowSwing, daily: daily, change: change,
                warmer: warmer.band < band.band ? warmText : nil))
        return (note, warmer.band)
    }

    /// The layer the swing makes removable, and the hour it can come off (or must go on).
    struct LayerChange {
        var choice: LayerChoice
        var at: KSTDateTime
        /// True: it can come off at `at`; false: the window starts warm and it goes on at `at`.
        var takeOff: Bool
    }

    /// The outer layer, else the accessory, when some hour's band (feels-like + offset) does without it: from the
    /// first hour that does, after a colder one; or, when the window starts that warm, from the first hour that
    /// needs it again.
    static func layerChange(
        _ c: WindowConditions, rules: OutfitRuleTable, outfit: [LayerChoice], offset: Double
    ) -> LayerChange? {
        let hours = c.slots.compactMap { slot in
            slot.feelsLike.map {
                (time: slot.time, layers: Set(rules.layered(rules.band(for: roundedToTenth($0 + offset))).map(\.layer)))
            }
        }
        for layer in [GarmentLayer.outer, .accessory] {
            guard let choice = outfit.first(where: { $0.layer == layer && !$0.isWeatherGear }), let first = hours.first,
                hours.contains(where: { !$0.layers.contains(layer) })
            else { continue }
            let wornAtFirst = first.layers.contains(layer)
            guard let change = hours.first(where: { $0.layers.contains(layer) != wornAtFirst }) else { continue }
            return LayerChange(choice: choice, at: change.time, takeOff: wornAtFirst)
        }
        return nil
    }

    /// `가진 옷 중 8단계 겉옷이 없어요: 패딩 추천`, for every layer the wardrobe has nothing for.
    static func wardrobeMissingNote(
        _ outfit: [LayerChoice], band: OutfitRuleTable.Band, rules: OutfitRuleTable, wet: LayerPicker.WetWeather?
    ) -> AdviceNote? {
        let missing = outfit.filter { $0.owned == false }
        guard !missing.isEmpty else { return nil }
        let bandLayers = Set(rules.layered(band).map(\.layer))
        return AdviceNote(
            id: "wardrobe-missing", ruleId: .wardrobeMissing,
            values: [.number("band", Double(band.band)), .number("missingLayers", Double(missing.count))],
            text: NoteText.wardrobeMissing(
                band: band.band, ofBand: missing.filter { bandLayers.contains($0.layer) }.map(\.layer),
                ofWeather: missing.filter { !bandLayers.contains($0.layer) }.map { ($0.layer, wet == .snow) },
                picks: missing.map(\.pick)))
    }

    /// How many answers the learned offset rests on, and what it adds.
    static func learnedOffsetNote(_ learned: LearnedOffset) -> AdviceNote? {
        guard learned.answers > 0 else { return nil }
        let values: [AdviceFact] = [
            .number("learnedOffset", learned.value), .number("answers", Double(learned.answers)),
            .number("minimumAnswers", Double(LearnedOffset.minimumAnswers)),
        ]
        return AdviceNote(
            id: "learned-offset", ruleId: .learnedOffset, values: values,
            text: NoteText.learnedOffset(
                answers: learned.answers, value: learned.value, active: learned.isActive,
                least: LearnedOffset.minimumAnswers))
    }

    /// A user's band whose garments have no layer the engine can tell: they count as tops, which may be wrong.
    static func rulesLayerNote(_ band: OutfitRuleTable.Band, rules: OutfitRuleTable) -> AdviceNote? {
        let unknown = band.items.filter { rules.layer(of: $0) == nil }
        guard !unknown.isEmpty else { return nil }
        return AdviceNote(
            id: "rules-layer-missing", ruleId: .rulesLayerMissing,
            values: [.number("band", Double(band.band)), .number("garments", Double(unknown.count))],
            text: NoteText.rulesLayerMissing(unknown))
    }
}
