/// The notes on the weather itself, in their fixed order: wind chill, cold and heat levels, snow, icy roads,
/// strong wind. Each holds in the hours it names (CLI contract, "Advice that agrees with its own numbers").
extension OutfitEngine {
    static func weatherNotes(_ c: WindowConditions, _ t: OutfitRuleTable.Thresholds, umbrella: Bool) -> [AdviceNote] {
        [
            windChillNote(c, t), levelNote(c, t, cold: true), levelNote(c, t, cold: false), snowNote(c),
            icyRoadsNote(c),
            strongWindNote(c, t, umbrella: umbrella),
        ].compactMap { $0 }
    }

    private static func windChillNote(_ c: WindowConditions, _ t: OutfitRuleTable.Thresholds) -> AdviceNote? {
        var best: (slot: WindowSlot, difference: Double)?
        for slot in c.slots where slot.feelsLikeFormula == .windChill {
            let difference = roundedToTenth(slot.forecast.temperature! - slot.feelsLike!)
            if difference > (best?.difference ?? -.infinity) { best = (slot, difference) }
        }
        guard let best, best.difference >= t.windChillDifference else { return nil }
        return AdviceNote(
            id: "wind-chill", ruleId: .windChill,
            values: [
                .number("difference", best.difference), .number("temperature", best.slot.forecast.temperature!),
                .number("windSpeed", best.slot.forecast.windSpeed!), .number("feelsLike", best.slot.feelsLike!),
                .time("at", best.slot.time), .number("windChillDifference", t.windChillDifference),
            ],
            text: NoteText.windChill(difference: best.difference))
    }

    /// KMA's winter levels on the coldest winter-month hour (below caution, warning, danger), or its heat levels on
    /// the hottest summer-month hour (at or above advisory, warning): the most severe level reached.
    private static func levelNote(_ c: WindowConditions, _ t: OutfitRuleTable.Thresholds, cold: Bool) -> AdviceNote? {
        let season = c.slots.filter { FeelsLike.isSummer(month: $0.time.date.month) != cold && $0.feelsLike != nil }
        let extreme = cold ? season.min { $0.feelsLike! < $1.feelsLike! } : season.max { $0.feelsLike! < $1.feelsLike! }
        guard let slot = extreme, let f = slot.feelsLike else { return nil }
        let levels: [(NoteText.Level, Double)] =
            cold
            ? [(.coldDanger, t.coldDanger), (.coldWarning, t.coldWarning), (.coldCaution, t.coldCaution)]
            : [(.heatWarning, t.heatWarning), (.heatAdvisory, t.heatAdvisory)]
        guard let (level, threshold) = levels.first(where: { cold ? f < $0.1 : f >= $0.1 }) else { return nil }
        return AdviceNote(
            id: level.rawValue, ruleId: cold ? .coldLevel : .heatLevel,
            values: [
                .number(cold ? "feelsLikeMin" : "feelsLikeMax", f), .time("at", slot.time),
                .number("threshold", threshold),
            ],
            text: NoteText.level(level, feelsLike: f))
    }

    /// Snow in some hour of the window (a wet hour whose type involves snow or that brings new snow).
    private static func snowNote(_ c: WindowConditions) -> AdviceNote? {
        let snowy = c.slots.filter(\.isSnowy)
        guard let first = snowy.first else { return nil }
        let total = roundedToTenth(snowy.map { $0.forecast.snowCentimetres ?? 0 }.reduce(0, +))
        return AdviceNote(
            id: "snow-shoes", ruleId: .snow,
            values: [
                .time("firstSnowHour", first.time), .number("snowCentimetresTotal", total),
                .number("snowHours", Double(snowy.count)),
            ],
            text: NoteText.snow(totalCentimetres: total))
    }

    /// Precipitation in an hour that feels at or below 0 °C: the coldest such hour, and what falls then.
    private static func icyRoadsNote(_ c: WindowConditions) -> AdviceNote? {
        let icy = c.slots.filter(\.isIcy)
        guard let coldest = icy.min(by: { $0.feelsLike! < $1.feelsLike! }) else { return nil }
        let kind = PrecipitationKind(Set(icy.compactMap(\.forecast.precipitationType)))
        let f = coldest.feelsLike!
        return AdviceNote(
            id: "icy-roads", ruleId: .icyRoads,
            values: [
                .number("feelsLike", f), .time("at", coldest.time), .number("icyHours", Double(icy.count)),
                .text("precipitation", kind.rawValue),
            ],
            text: NoteText.icyRoads(kind, at: ClockLabel(coldest.time, from: c.start.date), feelsLike: f))
    }

    private static func strongWindNote(_ c: WindowConditions, _ t: OutfitRuleTable.Thresholds, umbrella: Bool)
        -> AdviceNote?
    {
        guard let max = c.windSpeedMax, max >= t.strongWind else { return nil }
        let at = c.slots.first { $0.forecast.windSpeed == max }!.time
        return AdviceNote(
            id: "strong-wind", ruleId: .strongWind,
            values: [.number("windSpeedMax", max), .time("at", at), .number("strongWind", t.strongWind)],
            text: NoteText.strongWind(max, umbrella: umbrella))
    }
}
