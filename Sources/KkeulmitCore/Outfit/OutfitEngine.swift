/// Turns a window's conditions and what the optional sources read into outfit advice: values in, advice out,
/// nothing else.
///
/// Dress for the coldest part of the window (basisTemperature = min feels-like + personal offset) and add notes
/// for everything the chart cannot say: rain gear, a removable layer, snow, ice, wind, heat and cold levels; then
/// what the readings ask for (the official warnings in force, first; a mask against fine dust or pollen, sun
/// protection, rain now). Every item and note names its
/// rule and the numbers that triggered it.
public enum OutfitEngine {
    /// The umbrella added to the items when the umbrella rule fires.
    public static let umbrellaItem = OutfitRuleTable.Item(id: "umbrella", ko: "우산", en: "umbrella")

    /// - Parameters:
    ///   - conditions: the window's conditions.
    ///   - rules: the chart and thresholds (the built-in table or a user's).
    ///   - temperatureOffset: added to the min feels-like before choosing a band; negative for someone who runs
    ///     cold. Also applied to the warmer band named by the swing note.
    ///   - wardrobe: the garments to pick from; nil: the chart's first choices.
    ///   - learned: the offset learned from feedback, added to `temperatureOffset`; nil: none.
    ///   - back: when and into what weather the person comes home; nil: no return advice.
    ///   - readings: what the optional sources said (fine dust, UV, the nowcast, warnings, pollen); `.none`: nothing.
    ///   - place: where the sun is computed for (UTCI every hour, ISO 7933 at the hottest); nil: no summer numbers.
    ///     The way home gets none: it is one hour, and the heat advice is the window's.
    public static func advise(
        conditions c: WindowConditions, rules: OutfitRuleTable = .builtIn, temperatureOffset: Double = 0,
        wardrobe: Wardrobe? = nil, learned: LearnedOffset? = nil, back: ReturnTrip? = nil,
        readings: Readings = .none, place: HeatPlace? = nil
    ) -> OutfitAdvice {
        let t = rules.thresholds
        let offset = temperatureOffset + (learned?.value ?? 0)
        let basis = roundedToTenth(c.feelsLikeMin + offset)
        let band = rules.band(for: basis)

        var bandFacts: [AdviceFact] = [
            .number("feelsLikeMin", c.feelsLikeMin), .number("temperatureOffset", offset),
            .number("basisTemperature", basis), .number("band", Double(band.band)),
        ]
        if let minimum = band.minimumTemperature { bandFacts.append(.number("bandMinimumTemperature", minimum)) }
        if let learned { bandFacts.append(.number("learnedOffset", learned.value)) }
        var items = band.items.map {
            OutfitItem(id: $0.id, ko: $0.ko, en: $0.en, ruleId: .temperatureBand, values: bandFacts)
        }
        let wet = Dresser.WetWeather(c)
        let dresser = Dresser(rules: rules, wardrobe: wardrobe, wet: wet, coldHands: c.feelsLikeMin < t.coldCaution)
        let cold = OutfitInsulation.requirement(c, offset: offset)
        var outfit = dress(
            band, dresser: dresser, required: cold?.required.map { ($0.iclMinimal * 100).rounded() / 100 })
        let summer = Summer(c, place: place)
        outfit = summer.picks(outfit, coldRequired: cold?.required != nil)

        let wetSlots = c.slots.filter(\.isWet)
        let pop = c.precipitationProbabilityMax
        let umbrella = !wetSlots.isEmpty || (pop ?? 0) >= t.umbrellaProbability
        if umbrella {
            var facts: [AdviceFact] = [.number("wetHours", Double(wetSlots.count))]
            if let first = wetSlots.first { facts.append(.time("firstWetHour", first.time)) }
            if let pop { facts.append(.number("precipitationProbabilityMax", Double(pop))) }
            facts.append(.number("umbrellaProbability", Double(t.umbrellaProbability)))
            let u = umbrellaItem
            items.append(OutfitItem(id: u.id, ko: u.ko, en: u.en, ruleId: .umbrella, values: facts))
        }
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

        // The warnings in force lead: named first, before anything the forecast says.
        var notes = protection.alertNotes
        notes += readings.nowcast.map { nowcastNotes($0, end: c.end) } ?? []
        if let truncation = c.truncation { notes.append(truncatedNote(truncation, c)) }
        if let note = rainTimingNote(c) { notes.append(note) }
        if !umbrella, let pop, pop >= t.foldingUmbrellaProbability, pop < t.umbrellaProbability {
            notes.append(
                AdviceNote(
                    id: "folding-umbrella", ruleId: .foldingUmbrella,
                    values: [
                        .number("precipitationProbabilityMax", Double(pop)),
                        .number("foldingUmbrellaProbability", Double(t.foldingUmbrellaProbability)),
                    ],
                    text: NoteText.foldingUmbrella(probability: pop)))
        }
        var warmerBand: Int?
        if let (note, warmer) = swingNote(c, rules: rules, band: band, outfit: outfit, offset: offset, dresser: dresser)
        {
            notes.append(note)
            warmerBand = warmer
        }
        var returnAdvice: ReturnAdvice?
        if let back {
            let home = advise(
                conditions: back.conditions, rules: rules, temperatureOffset: temperatureOffset, wardrobe: wardrobe,
                learned: learned, readings: readings.home(at: back.time))
            let leaving = ReturnAdvice.Leaving(
                day: c.start.date, band: band.band, basisTemperature: basis, outfit: outfit, umbrella: umbrella)
            let trip = ReturnAdvice(trip: back, leaving: leaving, home: home)
            notes.append(trip.note)
            returnAdvice = trip
        }
        notes += protection.weather
        if let insulation, let note = limitedExposureNote(insulation) { notes.append(note) }
        let heat = summer.heat(outfit)
        notes += summer.notes(heat, from: c.start.date)
        if let note = wardrobeMissingNote(outfit, band: band, rules: rules, wet: wet) { notes.append(note) }
        if let learned, let note = learnedOffsetNote(learned) { notes.append(note) }
        if let note = rulesLayerNote(band, rules: rules) { notes.append(note) }
        notes += protection.notes

        var advice = OutfitAdvice(
            conditions: c, band: band.band, basisTemperature: basis, temperatureOffset: offset,
            layers: band.layers, umbrella: umbrella, warmerBand: warmerBand, items: items, notes: notes,
            outfit: outfit, learnedOffset: learned, back: returnAdvice)
        advice.air = readings.air
        advice.uv = protection.uv
        advice.alerts = readings.alerts
        advice.pollen = readings.pollen
        advice.insulation = insulation
        advice.heat = heat
        advice.heatHours = summer.hours
        return advice
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

    private static func truncatedNote(_ tr: WindowTruncation, _ c: WindowConditions) -> AdviceNote {
        AdviceNote(
            id: "window-truncated", ruleId: .windowTruncated,
            values: [
                .number("requestedHours", Double(tr.requestedHours)),
                .number("coveredHours", Double(tr.coveredHours)), .time("hourlyEnd", tr.end),
                .time("requestedEnd", tr.requestedEnd),
            ],
            text: NoteText.windowTruncated(
                end: ClockLabel(tr.end, from: c.start.date, isEnd: true), covered: tr.coveredHours,
                requested: tr.requestedHours))
    }

    /// Precipitation in only part of the window: when it falls, as from/until/ranges of the wet hours.
    private static func rainTimingNote(_ c: WindowConditions) -> AdviceNote? {
        let wet = c.slots.filter(\.isWet)
        guard !wet.isEmpty, wet.count < c.slots.count else { return nil }
        let kind = PrecipitationKind(Set(wet.compactMap(\.forecast.precipitationType)))

        var runs: [(from: KSTDateTime, until: KSTDateTime)] = []
        for slot in wet {
            if let last = runs.last, last.until == slot.time {
                runs[runs.count - 1].until = slot.time.adding(hours: 1)
            } else {
                runs.append((slot.time, slot.time.adding(hours: 1)))
            }
        }
        var facts: [AdviceFact] = [.text("precipitation", kind.rawValue)]
        for run in runs { facts += [.time("from", run.from), .time("until", run.until)] }

        let day = c.start.date
        let said: NoteText.RainRuns
        if runs.count == 1, runs[0].from > c.start, runs[0].until == c.end {
            said = .from(ClockLabel(runs[0].from, from: day))
        } else if runs.count == 1, runs[0].from == c.start {
            said = .until(ClockLabel(runs[0].until, from: day, isEnd: true))
        } else {
            said = .ranges(runs.map { (ClockLabel($0.from, from: day), ClockLabel($0.until, from: day, isEnd: true)) })
        }
        return AdviceNote(
            id: "rain-timing", ruleId: .rainTiming, values: facts, text: NoteText.rainTiming(kind, said))
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
