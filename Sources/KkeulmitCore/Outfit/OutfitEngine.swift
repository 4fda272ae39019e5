/// Turns a window's conditions into outfit advice: values in, advice out, nothing else.
///
/// Dress for the coldest part of the window (basisTemperature = min feels-like + personal offset) and add notes
/// for everything the chart cannot say: rain gear, a removable layer, snow, ice, wind, heat and cold levels.
/// Every item and note names its rule and the numbers that triggered it.
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
    public static func advise(
        conditions c: WindowConditions, rules: OutfitRuleTable = .builtIn, temperatureOffset: Double = 0,
        wardrobe: Wardrobe? = nil, learned: LearnedOffset? = nil, back: ReturnTrip? = nil
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
        let wet = LayerPicker.WetWeather(c)
        let outfit = LayerPicker.dress(band, wet: wet, rules: rules, wardrobe: wardrobe)

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

        var notes: [AdviceNote] = []
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
                    ko: "강수확률이 최고 \(pop)%라 접이식 우산을 챙기면 좋아요",
                    en: "Up to \(pop)% chance of rain: take a folding umbrella just in case"))
        }
        var warmerBand: Int?
        if let (note, warmer) = swingNote(
            c, rules: rules, band: band, outfit: outfit, offset: offset, wardrobe: wardrobe)
        {
            notes.append(note)
            warmerBand = warmer
        }
        var returnAdvice: ReturnAdvice?
        if let back {
            let home = advise(
                conditions: back.conditions, rules: rules, temperatureOffset: temperatureOffset, wardrobe: wardrobe,
                learned: learned)
            let leaving = ReturnAdvice.Leaving(
                day: c.start.date, band: band.band, basisTemperature: basis, outfit: outfit, umbrella: umbrella)
            let trip = ReturnAdvice(trip: back, leaving: leaving, home: home)
            notes.append(trip.note)
            returnAdvice = trip
        }
        if let note = windChillNote(c, t) { notes.append(note) }
        if let note = coldNote(c, t) { notes.append(note) }
        if let note = heatNote(c, t) { notes.append(note) }
        if let note = snowNote(c) { notes.append(note) }
        if let note = icyRoadsNote(c) { notes.append(note) }
        if let max = c.windSpeedMax, max >= t.strongWind {
            let at = c.slots.first { $0.forecast.windSpeed == max }!.time
            let n = formatNumber(max)
            notes.append(
                AdviceNote(
                    id: "strong-wind", ruleId: .strongWind,
                    values: [.number("windSpeedMax", max), .time("at", at), .number("strongWind", t.strongWind)],
                    ko: "바람이 최대 \(n)m/s로 강하게 불어요" + (umbrella ? " — 우산이 뒤집히지 않게 조심하세요" : ""),
                    en: "Strong wind up to \(n) m/s" + (umbrella ? ": hold on to your umbrella" : "")))
        }
        if let note = wardrobeMissingNote(outfit, band: band, rules: rules, wet: wet) { notes.append(note) }
        if let learned, let note = learnedOffsetNote(learned) { notes.append(note) }
        if let note = rulesLayerNote(band, rules: rules) { notes.append(note) }

        return OutfitAdvice(
            conditions: c, band: band.band, basisTemperature: basis, temperatureOffset: offset,
            layers: band.layers, umbrella: umbrella, warmerBand: warmerBand, items: items, notes: notes,
            outfit: outfit, learnedOffset: learned, back: returnAdvice)
    }

    private static func truncatedNote(_ tr: WindowTruncation, _ c: WindowConditions) -> AdviceNote {
        let end = ClockLabel(tr.end, from: c.start.date, isEnd: true)
        return AdviceNote(
            id: "window-truncated", ruleId: .windowTruncated,
            values: [
                .number("requestedHours", Double(tr.requestedHours)),
                .number("coveredHours", Double(tr.coveredHours)), .time("hourlyEnd", tr.end),
                .time("requestedEnd", tr.requestedEnd),
            ],
            ko: "시간별 예보가 \(end.text(.ko))까지라 \(tr.coveredHours)시간만 봤어요 (요청 \(tr.requestedHours)시간)",
            en: "The hourly forecast ends at \(end.text(.en)): advice covers \(tr.coveredHours) of the "
                + "\(tr.requestedHours) hours")
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
        let ko: String
        let en: String
        if runs.count == 1, runs[0].from > c.start, runs[0].until == c.end {
            let from = ClockLabel(runs[0].from, from: day)
            ko = "\(kind.koreanTopic) \(from.text(.ko))부터 와요"
            en = "\(kind.englishSubject) from \(from.text(.en))"
        } else if runs.count == 1, runs[0].from == c.start {
            let until = ClockLabel(runs[0].until, from: day, isEnd: true)
            ko = "\(kind.koreanTopic) \(until.text(.ko))까지 와요"
            en = "\(kind.englishSubject) until \(until.text(.en))"
        } else {
            func ranges(_ language: Language) -> [String] {
                runs.map {
                    formatRange(ClockLabel($0.from, from: day), ClockLabel($0.until, from: day, isEnd: true), language)
                }
            }
            ko = "\(kind.koreanTopic) \(ranges(.ko).joined(separator: ", "))에 와요"
            en = "\(kind.englishSubject) \(englishList(ranges(.en)))"
        }
        return AdviceNote(id: "rain-timing", ruleId: .rainTiming, values: facts, ko: ko, en: en)
    }

    private static func windChillNote(_ c: WindowConditions, _ t: OutfitRuleTable.Thresholds) -> AdviceNote? {
        var best: (slot: WindowSlot, difference: Double)?
        for slot in c.slots where slot.feelsLikeFormula == .windChill {
            let difference = roundedToTenth(slot.forecast.temperature! - slot.feelsLike!)
            if difference > (best?.difference ?? -.infinity) { best = (slot, difference) }
        }
        guard let best, best.difference >= t.windChillDifference else { return nil }
        let d = formatNumber(best.difference)
        return AdviceNote(
            id: "wind-chill", ruleId: .windChill,
            values: [
                .number("difference", best.difference), .number("temperature", best.slot.forecast.temperature!),
                .number("windSpeed", best.slot.forecast.windSpeed!), .number("feelsLike", best.slot.feelsLike!),
                .time("at", best.slot.time), .number("windChillDifference", t.windChillDifference),
            ],
            ko: "바람 때문에 체감온도가 기온보다 최대 \(d)도 낮아요",
            en: "Wind makes it feel up to \(d) °C colder than the air")
    }

    /// KMA's winter levels on the coldest winter-month hour: below caution, warning, danger.
    private static func coldNote(_ c: WindowConditions, _ t: OutfitRuleTable.Thresholds) -> AdviceNote? {
        let winter = c.slots.filter { !FeelsLike.isSummer(month: $0.time.date.month) && $0.feelsLike != nil }
        guard let coldest = winter.min(by: { $0.feelsLike! < $1.feelsLike! }) else { return nil }
        let f = coldest.feelsLike!
        let level: (id: String, threshold: Double, ko: String, en: String)
        if f < t.coldDanger {
            level = (
                "cold-danger", t.coldDanger, "추위 위험 단계예요 — 바깥에 오래 있지 마세요", "cold danger level: keep time outdoors short"
            )
        } else if f < t.coldWarning {
            level = (
                "cold-warning", t.coldWarning, "추위 경고 단계예요 — 드러난 피부를 가리세요", "cold warning level: cover exposed skin"
            )
        } else if f < t.coldCaution {
            level = (
                "cold-caution", t.coldCaution, "추위 주의 단계예요 — 장갑과 모자를 챙기세요", "cold caution level: take gloves and a hat"
            )
        } else {
            return nil
        }
        return AdviceNote(
            id: level.id, ruleId: .coldLevel,
            values: [.number("feelsLikeMin", f), .time("at", coldest.time), .number("threshold", level.threshold)],
            ko: "체감온도가 \(formatDegrees(f, .ko))까지 내려가 \(level.ko)",
            en: "Feels like \(formatDegrees(f, .en)) at the coldest, \(level.en)")
    }

    /// The heat advisory and warning levels on the hottest summer-month hour.
    private static func heatNote(_ c: WindowConditions, _ t: OutfitRuleTable.Thresholds) -> AdviceNote? {
        let summer = c.slots.filter { FeelsLike.isSummer(month: $0.time.date.month) && $0.feelsLike != nil }
        guard let hottest = summer.max(by: { $0.feelsLike! < $1.feelsLike! }) else { return nil }
        let f = hottest.feelsLike!
        let level: (id: String, threshold: Double, ko: String, en: String)
        if f >= t.heatWarning {
            level = (
                "heat-warning", t.heatWarning, "폭염경보 수준이에요 — 한낮 바깥 활동은 피하세요",
                "heat-warning level: avoid being outside at midday"
            )
        } else if f >= t.heatAdvisory {
            level = (
                "heat-advisory", t.heatAdvisory, "폭염주의보 수준이에요 — 물을 자주 마시고 그늘에서 쉬세요",
                "heat-advisory level: drink water often and rest in the shade"
            )
        } else {
            return nil
        }
        return AdviceNote(
            id: level.id, ruleId: .heatLevel,
            values: [.number("feelsLikeMax", f), .time("at", hottest.time), .number("threshold", level.threshold)],
            ko: "체감온도가 최고 \(formatDegrees(f, .ko))로 \(level.ko)",
            en: "Feels like up to \(formatDegrees(f, .en)), \(level.en)")
    }

    /// Snow in some hour of the window (a wet hour whose type involves snow or that brings new snow).
    private static func snowNote(_ c: WindowConditions) -> AdviceNote? {
        let snowy = c.slots.filter(\.isSnowy)
        guard let first = snowy.first else { return nil }
        let total = roundedToTenth(snowy.map { $0.forecast.snowCentimetres ?? 0 }.reduce(0, +))
        let n = formatNumber(total)
        return AdviceNote(
            id: "snow-shoes", ruleId: .snow,
            values: [
                .time("firstSnowHour", first.time), .number("snowCentimetresTotal", total),
                .number("snowHours", Double(snowy.count)),
            ],
            ko: (total >= 1 ? "눈이 \(n)cm 이상 쌓일 수 있어요" : "눈 소식이 있어요") + " — 미끄럽지 않은 신발을 신으세요",
            en: (total >= 1 ? "At least \(n) cm of snow expected" : "Snow expected") + ": wear non-slip shoes")
    }

    /// Precipitation in an hour that feels at or below 0 °C: the coldest such hour, and what falls then.
    private static func icyRoadsNote(_ c: WindowConditions) -> AdviceNote? {
        let icy = c.slots.filter(\.isIcy)
        guard let coldest = icy.min(by: { $0.feelsLike! < $1.feelsLike! }) else { return nil }
        let kind = PrecipitationKind(Set(icy.compactMap(\.forecast.precipitationType)))
        let f = coldest.feelsLike!
        let at = ClockLabel(coldest.time, from: c.start.date)
        return AdviceNote(
            id: "icy-roads", ruleId: .icyRoads,
            values: [
                .number("feelsLike", f), .time("at", coldest.time), .number("icyHours", Double(icy.count)),
                .text("precipitation", kind.rawValue),
            ],
            ko: "\(kind.koreanSubject) 오는 \(at.text(.ko))에 체감온도가 \(formatDegrees(f, .ko))라 길이 얼 수 있어요",
            en: "\(kind.englishSubject) at \(at.text(.en)) with a feels-like of \(formatDegrees(f, .en)): "
                + "roads may be icy")
    }
}
