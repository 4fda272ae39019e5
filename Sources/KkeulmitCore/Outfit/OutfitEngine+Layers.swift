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

        var koWhen = ""
        var enWhen = ""
        if let change = layerChange(c, rules: rules, outfit: outfit, offset: offset) {
            let at = ClockLabel(change.at, from: c.start.date)
            let (ko, en) = change.text(at)
            koWhen = " — " + ko
            enWhen = "; " + en
            facts += [
                .text("layer", change.choice.layer.rawValue),
                .time(change.takeOff ? "takeOffAt" : "putOnAt", change.at),
            ]
        }

        let daily = (dailyRange ?? -.infinity) > windowSwing
        let size = formatNumber(daily ? dailyRange! : windowSwing)
        let warm = LayerPicker.dress(warmer, wet: nil, rules: rules, wardrobe: wardrobe)
        let koWarm = warmer.band < band.band ? " (따뜻할 때는 \(warm.picksText(in: .ko)))" : ""
        let enWarm = warmer.band < band.band ? " (warmer hours: \(warm.picksText(in: .en)))" : ""
        let note = AdviceNote(
            id: "temperature-swing", ruleId: .temperatureSwing, values: facts,
            ko: "\(daily ? "일교차" : "체감온도 차이")가 \(size)도라 벗기 쉬운 겉옷을 챙기세요" + koWhen + koWarm,
            en: "A \(size) °C swing \(daily ? "between the day's low and high" : "in feels-like temperature"): "
                + "wear a layer you can take off" + enWhen + enWarm)
        return (note, warmer.band)
    }

    /// The layer the swing makes removable, and the hour it can come off (or must go on).
    struct LayerChange {
        var choice: LayerChoice
        var at: KSTDateTime
        /// True: it can come off at `at`; false: the window starts warm and it goes on at `at`.
        var takeOff: Bool

        func text(_ at: ClockLabel) -> (ko: String, en: String) {
            let (ko, en) = (at.text(.ko), at.text(.en))
            switch (choice.layer, takeOff) {
            case (.outer, true): return ("\(ko)쯤 겉옷을 벗어도 돼요", "you can take your outer layer off around \(en)")
            case (.outer, false): return ("\(ko)부터는 겉옷을 입으세요", "put your outer layer on from \(en)")
            case (_, true):
                return (
                    "\(ko)쯤엔 \(choice.pick.ko) 없이도 괜찮아요", "you can do without the \(choice.pick.en) from around \(en)"
                )
            case (_, false):
                return (
                    "\(ko)부터는 " + withParticle(choice.pick.ko, "이", "가") + " 필요해요",
                    "you will want the \(choice.pick.en) from \(en)"
                )
            }
        }
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
            guard let choice = outfit.choice(for: layer), let first = hours.first,
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
        let ofBand = missing.filter { bandLayers.contains($0.layer) }
        let ofWeather = missing.filter { !bandLayers.contains($0.layer) }
        var koParts: [String] = []
        var enParts: [String] = []
        if !ofBand.isEmpty {
            koParts.append("\(band.band)단계 " + ofBand.map(\.layer.korean).joined(separator: ", "))
            enParts.append("band-\(band.band) " + englishOrList(ofBand.map(\.layer.english)))
        }
        for choice in ofWeather {
            koParts.append((wet == .snow ? "눈길·빙판길 " : "비 오는 날 ") + choice.layer.korean)
            enParts.append((wet == .snow ? "snow-and-ice " : "rain ") + choice.layer.english)
        }
        let koPicks = missing.map(\.pick.ko).joined(separator: ", ")
        return AdviceNote(
            id: "wardrobe-missing", ruleId: .wardrobeMissing,
            values: [.number("band", Double(band.band)), .number("missingLayers", Double(missing.count))],
            ko: "가진 옷 중 " + withParticle(koParts.joined(separator: ", "), "이", "가") + " 없어요: \(koPicks) 추천",
            en: "Your wardrobe has no \(englishOrList(enParts)): \(englishList(missing.map(\.pick.en))) recommended")
    }

    /// How many answers the learned offset rests on, and what it adds.
    static func learnedOffsetNote(_ learned: LearnedOffset) -> AdviceNote? {
        guard learned.answers > 0 else { return nil }
        let values: [AdviceFact] = [
            .number("learnedOffset", learned.value), .number("answers", Double(learned.answers)),
            .number("minimumAnswers", Double(LearnedOffset.minimumAnswers)),
        ]
        let n = learned.answers
        guard learned.isActive else {
            let least = LearnedOffset.minimumAnswers
            return AdviceNote(
                id: "learned-offset", ruleId: .learnedOffset, values: values,
                ko: "피드백 답이 \(n)개예요 — \(least)개부터 체감온도 보정에 반영해요",
                en: "\(n) feedback answer\(n == 1 ? "" : "s") so far: the offset is learned from \(least) on")
        }
        let signed = (learned.value > 0 ? "+" : "") + formatNumber(learned.value)
        return AdviceNote(
            id: "learned-offset", ruleId: .learnedOffset, values: values,
            ko: "피드백 답 \(n)개로 배운 보정 \(signed)도를 체감온도에 더했어요",
            en: "Learned from \(n) feedback answers: \(signed) °C added to the feels-like temperature")
    }

    /// A user's band whose garments have no layer the engine can tell: they count as tops, which may be wrong.
    static func rulesLayerNote(_ band: OutfitRuleTable.Band, rules: OutfitRuleTable) -> AdviceNote? {
        let unknown = band.items.filter { rules.layer(of: $0) == nil }
        guard !unknown.isEmpty else { return nil }
        return AdviceNote(
            id: "rules-layer-missing", ruleId: .rulesLayerMissing,
            values: [.number("band", Double(band.band)), .number("garments", Double(unknown.count))],
            ko: "규칙 표의 \(unknown.map(\.ko).joined(separator: ", "))에 layer가 없어 상의로 봤어요 — \"layer\"를 넣어 주세요",
            en: "Your rules table gives no \"layer\" for \(englishList(unknown.map(\.en))), so they count as tops: "
                + "add one to each")
    }
}
