/// The notes that follow from wearing one garment per layer: which garment the swing lets you take off and when (by
/// insulation), what the wardrobe lacks, what feedback taught, and what a rule table without layers leaves unclear.
extension OutfitEngine {
    static func swingNote(
        _ c: WindowConditions, rules: OutfitRuleTable, band: OutfitRuleTable.Band, outfit: [LayerChoice],
        offset: Double, dresser: Dresser
    ) -> (note: AdviceNote, warmerBand: Int)? {
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
        if let layer = layerChange(c, rules: rules, outfit: outfit, offset: offset, dresser: dresser) {
            change = NoteText.layerChange(
                layer.choice, at: ClockLabel(layer.at, from: c.start.date), takeOff: layer.takeOff,
                backOn: layer.backOn.map { ClockLabel($0, from: c.start.date) })
            facts += [
                .text("layer", layer.choice.layer.rawValue),
                .time(layer.takeOff ? "takeOffAt" : "putOnAt", layer.at),
            ]
            if let backOn = layer.backOn { facts.append(.time("putBackOnAt", backOn)) }
        }

        let daily = (dailyRange ?? -.infinity) > windowSwing
        let note = AdviceNote(
            id: "temperature-swing", ruleId: .temperatureSwing, values: facts,
            text: NoteText.swing(size: daily ? dailyRange! : windowSwing, daily: daily, change: change))
        return (note, warmer.band)
    }

    /// The layer the swing makes removable, and the hour it can come off (or must go on).
    struct LayerChange {
        var choice: LayerChoice
        var at: KSTDateTime
        /// True: it can come off at `at`; false: the window starts warm and it goes on at `at`.
        var takeOff: Bool
        /// When it came off: the later hour that needs it again, if one does.
        var backOn: KSTDateTime?
    }

    /// The garment the swing lets come off (or asks to go on), by insulation: the outfit is dressed for the coldest
    /// hour; a garment may come off from the first hour at which the outfit without it still insulates what that hour
    /// asks for (its band's chart outfit, or ISO 11079's requirement for it when that is more), after an hour that
    /// needed it, for two hours at least, and the hour it goes back on when a later one needs it again; when the window
    /// starts that warm, it goes on from the first hour that needs it. The outer layer is looked at first, then
    /// accessories; never the top, the bottom, base layers, shoes or the gear against rain, dust or sun.
    static func layerChange(
        _ c: WindowConditions, rules: OutfitRuleTable, outfit: [LayerChoice], offset: Double, dresser: Dresser
    ) -> LayerChange? {
        // What each band's chart outfit insulates, never less than a warmer band's (as `dress` dresses them).
        var floors: [Int: Double] = [:]
        var floor = 0.0
        for band in dresser.bands {
            floor = max(floor, dresser.chart(band).clo)
            floors[band.band] = floor
        }
        let hours = c.slots.compactMap { slot -> (time: KSTDateTime, need: Double)? in
            guard let feels = slot.feelsLike else { return nil }
            let band = rules.band(for: roundedToTenth(feels + offset))
            let required = OutfitInsulation.requirement(slot, offset: offset)?.required?.iclMinimal ?? 0
            return (slot.time, max(floors[band.band] ?? 0, required))
        }
        guard let first = hours.first else { return nil }
        let worn = outfit.clo
        let candidates = [GarmentLayer.outer, .accessory].flatMap { layer in
            outfit.filter { $0.layer == layer && !$0.isWeatherGear }
        }
        for choice in candidates {
            // A small margin: rounding must not make a garment come and go.
            let without = worn - choice.pick.clo! + 0.005
            let needed = { (hour: (time: KSTDateTime, need: Double)) in without < min(hour.need, worn) }
            let neededAtFirst = needed(first)
            guard let change = hours.firstIndex(where: { needed($0) != neededAtFirst }) else { continue }
            let again = neededAtFirst ? hours[change...].firstIndex(where: needed) : nil
            // Off for a single hour before it goes back on is no advice.
            if let again, again - change < 2 { continue }
            return LayerChange(
                choice: choice, at: hours[change].time, takeOff: neededAtFirst, backOn: again.map { hours[$0].time })
        }
        return nil
    }

    /// `가진 옷 중 8단계 겉옷이 없어요: 패딩 추천`, for every layer the wardrobe has nothing for, not even in another
    /// band (those are borrowed by insulation first).
    static func wardrobeMissingNote(
        _ outfit: [LayerChoice], band: OutfitRuleTable.Band, rules: OutfitRuleTable, wet: Dresser.WetWeather?
    ) -> AdviceNote? {
        let missing = outfit.filter { $0.owned == false }
        guard !missing.isEmpty else { return nil }
        var layers: [GarmentLayer] = []
        for choice in missing where !choice.isWeatherGear && !layers.contains(choice.layer) {
            layers.append(choice.layer)
        }
        return AdviceNote(
            id: "wardrobe-missing", ruleId: .wardrobeMissing,
            values: [.number("band", Double(band.band)), .number("missingLayers", Double(missing.count))],
            text: NoteText.wardrobeMissing(
                band: band.band, ofBand: layers,
                ofWeather: missing.filter(\.isWeatherGear).map { ($0.layer, wet == .snow) },
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
