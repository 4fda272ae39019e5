/// What the window has the person wear, before anything is said of it.
extension OutfitEngine {
    /// The band's items and outfit with the umbrella, what the warnings, dust, the sun and pollen add, the summer's
    /// picks, and how warm the whole keeps in the coldest hour; with what dressed it, for the notes.
    struct Dressing {
        var items: [OutfitItem]
        var outfit: [LayerChoice]
        var umbrella: Bool
        var protection: Protection
        var summer: Summer
        /// The outfit's insulation against the coldest hour; nil where the cold standard does not apply.
        var insulation: OutfitInsulation?
        var dresser: Dresser
        /// The window's rain or snow; nil: dry.
        var wet: Dresser.WetWeather?
    }

    static func dressing(
        _ band: OutfitRuleTable.Band, conditions c: WindowConditions, rules: OutfitRuleTable, wardrobe: Wardrobe?,
        offset: Double, basis: Double, learned: LearnedOffset?, readings: Readings, place: HeatPlace?
    ) -> Dressing {
        let t = rules.thresholds
        var items = bandItems(band, feelsLikeMin: c.feelsLikeMin, offset: offset, basis: basis, learned: learned)
        let wet = Dresser.WetWeather(c)
        let dresser = Dresser(rules: rules, wardrobe: wardrobe, wet: wet, coldHands: c.feelsLikeMin < t.coldCaution)
        let cold = OutfitInsulation.requirement(c, offset: offset)
        var outfit = dress(
            band, dresser: dresser, required: cold?.required.map { ($0.iclMinimal * 100).rounded() / 100 })
        let summer = Summer(c, place: place)
        outfit = summer.picks(outfit, coldRequired: cold?.required != nil)

        let umbrellaGear = umbrellaAdvice(c, t)
        let umbrella = umbrellaGear != nil
        items += umbrellaGear.map { [$0] } ?? []
        let protection = Protection(
            readings, conditions: c, rules: rules, weather: weatherNotes(c, t, umbrella: umbrella))
        // An item listed for the cold and asked for again (gloves and a hat by a 한파 warning, a hat by the sun) is
        // listed once, for the protection that asks for it.
        items.removeAll { item in protection.items.contains { $0.id == item.id } }
        items += protection.items + summer.items
        outfit = summer.wear(protection.wear(outfit))
        // After the gear: a sun hat keeps a head warm too.
        let insulation = cold.map {
            OutfitInsulation(outfit: outfit, hour: $0.hour, conditions: $0.conditions, required: $0.required)
        }
        return Dressing(
            items: items, outfit: outfit, umbrella: umbrella, protection: protection, summer: summer,
            insulation: insulation, dresser: dresser, wet: wet)
    }

    /// The band's own items, each with the facts that chose the band.
    private static func bandItems(
        _ band: OutfitRuleTable.Band, feelsLikeMin: Double, offset: Double, basis: Double, learned: LearnedOffset?
    ) -> [OutfitItem] {
        var facts: [AdviceFact] = [
            .number("feelsLikeMin", feelsLikeMin), .number("temperatureOffset", offset),
            .number("basisTemperature", basis), .number("band", Double(band.band)),
        ]
        if let minimum = band.minimumTemperature { facts.append(.number("bandMinimumTemperature", minimum)) }
        if let learned { facts.append(.number("learnedOffset", learned.value)) }
        return band.items.map { OutfitItem($0, ruleId: .temperatureBand, values: facts) }
    }

    /// The umbrella, when an hour is wet or rain is likely enough, with the facts that call for it.
    private static func umbrellaAdvice(_ c: WindowConditions, _ t: OutfitRuleTable.Thresholds) -> OutfitItem? {
        let wetSlots = c.slots.filter(\.isWet)
        let pop = c.precipitationProbabilityMax
        guard !wetSlots.isEmpty || (pop ?? 0) >= t.umbrellaProbability else { return nil }
        var facts: [AdviceFact] = [.number("wetHours", Double(wetSlots.count))]
        if let first = wetSlots.first { facts.append(.time("firstWetHour", first.time)) }
        if let pop { facts.append(.number("precipitationProbabilityMax", Double(pop))) }
        facts.append(.number("umbrellaProbability", Double(t.umbrellaProbability)))
        return OutfitItem(umbrellaItem, ruleId: .umbrella, values: facts)
    }
}
