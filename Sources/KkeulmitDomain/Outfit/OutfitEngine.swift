/// Turns a window's conditions and the optional sources' readings into outfit advice (values in, advice out, nothing
/// else): dress for the coldest part (basisTemperature = min feels-like + personal offset), add notes for all the chart
/// cannot say (rain gear, a removable layer, snow, ice, wind, heat and cold levels), then what the readings ask for
/// (the official warnings in force first; a mask against fine dust or pollen, sun protection, rain now). Every item and
/// note names its rule and the numbers that triggered it.
package enum OutfitEngine {
    /// The umbrella added to the items when the umbrella rule fires.
    package static let umbrellaItem = OutfitRuleTable.Item(id: "umbrella", ko: "우산", en: "umbrella")

    /// Advice from `rules` (chart and thresholds: the built-in table or a user's) and `wardrobe` (nil: the chart's
    /// first choices). `temperatureOffset` (negative for someone who runs cold) plus `learned` (from feedback; nil:
    /// none) is added to the min feels-like before choosing a band, and to the swing note's warmer band. `back`: when
    /// and into what weather the person comes home (nil: no return advice); `readings`: fine dust, UV, nowcast,
    /// warnings, pollen (`.none`: nothing); `place`: where the sun is computed for (UTCI every hour, ISO 7933 at the
    /// hottest; nil: no summer numbers). The way home gets none: it is one hour, and the heat advice is the window's.
    package static func advise(
        conditions c: WindowConditions, rules: OutfitRuleTable = .builtIn, temperatureOffset: Double = 0,
        wardrobe: Wardrobe? = nil, learned: LearnedOffset? = nil, back: ReturnTrip? = nil,
        readings: Readings = .none, place: HeatPlace? = nil
    ) -> OutfitAdvice {
        let t = rules.thresholds
        let offset = temperatureOffset + (learned?.value ?? 0)
        let basis = roundedToTenth(c.feelsLikeMin + offset)
        let band = rules.band(for: basis)

        let d = dressing(
            band, conditions: c, rules: rules, wardrobe: wardrobe, offset: offset, basis: basis, learned: learned,
            readings: readings, place: place)

        // The warnings in force lead: named first, before anything the forecast says.
        var notes = d.protection.alertNotes
        notes += timingNotes(c, t, umbrella: d.umbrella, nowcast: readings.nowcast)
        let swing = swingNote(c, rules: rules, band: band, outfit: d.outfit, offset: offset, dresser: d.dresser)
        notes += swing.map { [$0.note] } ?? []
        // The way home is advised as a window of its own, against what the person left in.
        let returnAdvice = back.map { trip in
            ReturnAdvice(
                trip: trip, leaving: d.outfit, basis: basis, umbrella: d.umbrella, day: c.start.date,
                home: advise(
                    conditions: trip.conditions, rules: rules, temperatureOffset: temperatureOffset,
                    wardrobe: wardrobe, learned: learned, readings: readings.home(at: trip.time)))
        }
        notes += returnAdvice.map { [$0.note] } ?? []
        notes += d.protection.weather
        let heat = d.summer.heat(d.outfit)
        notes += outfitNotes(
            d.outfit, band: band, rules: rules, wet: d.wet, insulation: d.insulation,
            heat: d.summer.notes(heat, from: c.start.date),
            learned: learned)
        notes += d.protection.notes

        return OutfitAdvice(
            conditions: c, band: band.band, basisTemperature: basis, temperatureOffset: offset, layers: band.layers,
            umbrella: d.umbrella, warmerBand: swing?.warmerBand, items: d.items, outfit: d.outfit,
            learnedOffset: learned, back: returnAdvice, air: readings.air, uv: d.protection.uv, alerts: readings.alerts,
            pollen: readings.pollen, insulation: d.insulation, heat: heat, heatHours: d.summer.hours, notes: notes)
    }

    /// What the outfit says of itself, after the weather: how long it keeps warm enough, the heat in it, garments
    /// the wardrobe lacks, the learned offset and the layers of a user's chart.
    private static func outfitNotes(
        _ outfit: [LayerChoice], band: OutfitRuleTable.Band, rules: OutfitRuleTable, wet: Dresser.WetWeather?,
        insulation: OutfitInsulation?, heat: [AdviceNote], learned: LearnedOffset?
    ) -> [AdviceNote] {
        var notes: [AdviceNote] = []
        if let insulation, let note = limitedExposureNote(insulation) { notes.append(note) }
        notes += heat
        if let note = wardrobeMissingNote(outfit, band: band, rules: rules, wet: wet) { notes.append(note) }
        if let learned, let note = learnedOffsetNote(learned) { notes.append(note) }
        if let note = rulesLayerNote(band, rules: rules) { notes.append(note) }
        return notes
    }

    /// What the forecast says of the window's hours, after the warnings: rain now and in the next hours, a window
    /// cut short, when the rain comes, and a folding umbrella for rain likely but not enough for the umbrella.
    private static func timingNotes(
        _ c: WindowConditions, _ t: OutfitRuleTable.Thresholds, umbrella: Bool, nowcast: NowcastReading?
    ) -> [AdviceNote] {
        var notes = nowcast.map { nowcastNotes($0, end: c.end) } ?? []
        if c.isTruncated { notes.append(truncatedNote(c)) }
        if let note = rainTimingNote(c) { notes.append(note) }
        if !umbrella, let pop = c.precipitationProbabilityMax, pop >= t.foldingUmbrellaProbability,
            pop < t.umbrellaProbability
        {
            notes.append(
                AdviceNote(
                    id: "folding-umbrella", ruleId: .foldingUmbrella,
                    values: [
                        .number("precipitationProbabilityMax", Double(pop)),
                        .number("foldingUmbrellaProbability", Double(t.foldingUmbrellaProbability)),
                    ],
                    text: NoteText.foldingUmbrella(probability: pop)))
        }
        return notes
    }

    /// The band's outfit raised to `required` (clo) where the garments allow, and never lighter than what a warmer
    /// band would wear in the same hours: each band from the warmest down is dressed to at least the one before it,
    /// so that colder weather never gets less insulation. Under ISO 11079 an alternative stays only when wearing it
    /// instead keeps the outfit at the requirement (no sneakers for the winter boots the cold asked for).
    /// Gloves and a hat for the cold likewise never leave less than the outfit without them would insulate.
    static func dress(_ band: OutfitRuleTable.Band, dresser: Dresser, required: Double?) -> [LayerChoice] {
        var floor = required ?? 0
        if dresser.coldHands {
            var bare = dresser
            bare.coldHands = false
            floor = max(floor, dress(band, dresser: bare, required: required).clo)
        }
        var outfit: [LayerChoice] = []
        for warmer in dresser.bands where warmer.band <= band.band {
            outfit = dresser.dress(warmer, target: max(required ?? 0, floor))
            floor = outfit.clo
        }
        guard let required else { return outfit }
        let slack = max(0, outfit.clo - required)
        return outfit.map { choice in
            var choice = choice
            let least = (choice.pick.clo ?? 0) - slack - 0.005
            choice.alternatives = choice.alternatives.filter { ($0.clo ?? 0) >= least }
            return choice
        }
    }

    /// `limited-exposure`: the outfit falls short of ISO 11079's requirement, and for how long it will do.
    static func limitedExposureNote(_ insulation: OutfitInsulation) -> AdviceNote? {
        guard let minutes = insulation.limitMinutes, let required = insulation.requiredClo else { return nil }
        return AdviceNote(
            id: "limited-exposure", ruleId: .limitedExposure,
            values: [
                .number("limitMinutes", Double(minutes)), .number("clo", insulation.clo),
                .number("requiredClo", required), .time("coldestHour", insulation.coldestHour),
            ],
            text: NoteText.limitedExposure(minutes: minutes))
    }

    private static func truncatedNote(_ c: WindowConditions) -> AdviceNote {
        AdviceNote(
            id: "window-truncated", ruleId: .windowTruncated,
            values: [
                .number("requestedHours", Double(c.window.hours)), .number("coveredHours", Double(c.hours)),
                .time("hourlyEnd", c.end), .time("requestedEnd", c.window.end),
            ],
            text: NoteText.windowTruncated(
                end: ClockLabel(c.end, from: c.start.date, isEnd: true), covered: c.hours, requested: c.window.hours))
    }

    /// Precipitation in only part of the window: when it falls, as from/until/ranges of the wet hours.
    private static func rainTimingNote(_ c: WindowConditions) -> AdviceNote? {
        let wet = c.slots.filter(\.isWet)
        guard !wet.isEmpty, wet.count < c.slots.count else { return nil }
        let kind = PrecipitationKind(Set(wet.compactMap(\.forecast.precipitationType)))
        let runs = ClockText.spans(wet.map(\.time))
        var facts: [AdviceFact] = [.text("precipitation", kind.rawValue)]
        for run in runs { facts += [.time("from", run.from), .time("until", run.until)] }
        return AdviceNote(
            id: "rain-timing", ruleId: .rainTiming, values: facts,
            text: NoteText.rainTiming(kind, runs, start: c.start, end: c.end))
    }

    /// `raining-now` when the observation reports precipitation; `rain-stops` with the hour when the ultra-short
    /// forecast shows it stopping by `end`.
    private static func nowcastNotes(_ n: NowcastReading, end: KSTDateTime) -> [AdviceNote] {
        var notes: [AdviceNote] = []
        let rainingNow = n.observation?.precipitationType.map { $0 != .none } ?? false
        if rainingNow {
            notes.append(AdviceNote(id: "raining-now", ruleId: .rainingNow, values: [], text: NoteText.rainingNow))
        }
        let raining = rainingNow || (n.forecast.first?.precipitationType.map { $0 != .none } ?? false)
        if raining,
            let stop = n.forecast.first(where: { $0.precipitationType == PrecipitationType.none && $0.time <= end })
        {
            notes.append(
                AdviceNote(
                    id: "rain-stops", ruleId: .rainStops,
                    values: [.number("hour", Double(stop.time.hour)), .time("at", stop.time)],
                    text: NoteText.rainStops(at: stop.time.hour)))
        }
        return notes
    }
}
