/// The sentences of the engine's notes, in both languages: the engine decides and supplies the numbers, this says them.
enum NoteText {
    static func windowTruncated(end: ClockLabel, covered: Int, requested: Int) -> LocalizedText {
        LocalizedText(
            ko: "시간별 예보가 \(end.text(.ko))까지라 \(covered)시간만 봤어요 (요청 \(requested)시간)",
            en: "The hourly forecast ends at \(end.text(.en)): advice covers \(covered) of the \(requested) hours")
    }

    /// When the wet hours (`runs`, end exclusive) of the window from `start` to `end` fall: one run from some hour
    /// to the end, one run from the start, else every run as a range.
    static func rainTiming(
        _ kind: PrecipitationKind, _ runs: [(from: KSTDateTime, until: KSTDateTime)], start: KSTDateTime,
        end: KSTDateTime
    ) -> LocalizedText {
        let day = start.date
        if runs.count == 1, runs[0].from > start, runs[0].until == end {
            let from = ClockLabel(runs[0].from, from: day)
            return LocalizedText(
                ko: "\(kind.koreanTopic) \(from.text(.ko))부터 와요", en: "\(kind.englishName) from \(from.text(.en))")
        }
        if runs.count == 1, runs[0].from == start {
            let until = ClockLabel(runs[0].until, from: day, isEnd: true)
            return LocalizedText(
                ko: "\(kind.koreanTopic) \(until.text(.ko))까지 와요",
                en: "\(kind.englishName) until \(until.text(.en))")
        }
        let ranges = runs.map { (ClockLabel($0.from, from: day), ClockLabel($0.until, from: day, isEnd: true)) }
        return LocalizedText(
            ko: "\(kind.koreanTopic) \(ranges.map { formatRange($0.0, $0.1, .ko) }.joined(separator: ", "))에 와요",
            en: "\(kind.englishName) \(englishList(ranges.map { formatRange($0.0, $0.1, .en) }))")
    }

    static func foldingUmbrella(probability pop: Int) -> LocalizedText {
        LocalizedText(
            ko: "강수확률이 최고 \(pop)%라 접이식 우산을 챙기면 좋아요",
            en: "Up to \(pop)% chance of rain: take a folding umbrella just in case")
    }

    /// `체감온도 차이가 14도예요 — 14시쯤 겉옷을 벗어도 돼요`: the garment insulation lets come off (or asks to go
    /// on), and when; without one, that nothing can come off even in the warmest hours.
    static func swing(size: Double, daily: Bool, change: LocalizedText?) -> LocalizedText {
        let n = NumberText.compact(size)
        let change =
            change ?? LocalizedText(ko: "따뜻할 때도 벗을 만한 옷은 없어요", en: "nothing can come off even in the warmest hours")
        return LocalizedText(
            ko: "\(daily ? "일교차" : "체감온도 차이")가 \(n)도예요 — \(change.ko)",
            en:
                "A \(n) °C swing \(daily ? "between the day's low and high" : "in feels-like temperature"): \(change.en)"
        )
    }

    /// When the swing lets a layer come off, or asks for it to go on; when it came off, the hour it goes back on.
    static func layerChange(_ choice: LayerChoice, at: ClockLabel, takeOff: Bool, backOn: ClockLabel?) -> LocalizedText
    {
        let (ko, en) = (at.text(.ko), at.text(.en))
        let again = backOn.map { (ko: $0.text(.ko), en: $0.text(.en)) }
        switch (choice.layer, takeOff) {
        case (.outer, true):
            return LocalizedText(
                ko: "\(ko)쯤 겉옷을 벗어도 돼요" + (again.map { " (\($0.ko)부터 다시 입으세요)" } ?? ""),
                en: "you can take your outer layer off around \(en)" + (again.map { " (back on from \($0.en))" } ?? ""))
        case (.outer, false):
            return LocalizedText(ko: "\(ko)부터는 겉옷을 입으세요", en: "put your outer layer on from \(en)")
        case (_, true):
            return LocalizedText(
                ko: "\(ko)쯤엔 \(choice.pick.ko) 없이도 괜찮아요" + (again.map { " (\($0.ko)부터 다시 필요해요)" } ?? ""),
                en: "you can do without the \(choice.pick.en) from around \(en)"
                    + (again.map { " (needed again from \($0.en))" } ?? ""))
        case (_, false):
            return LocalizedText(
                ko: "\(ko)부터는 " + withParticle(choice.pick.ko, "이", "가") + " 필요해요",
                en: "you will want the \(choice.pick.en) from \(en)")
        }
    }

    static func windChill(difference: Double) -> LocalizedText {
        let d = NumberText.compact(difference)
        return LocalizedText(
            ko: "바람 때문에 체감온도가 기온보다 최대 \(d)도 낮아요", en: "Wind makes it feel up to \(d) °C colder than the air")
    }

    /// KMA's winter levels (caution, warning, danger) and heat levels (폭염주의보, 폭염경보): the note ids.
    enum Level: String {
        case coldCaution = "cold-caution"
        case coldWarning = "cold-warning"
        case coldDanger = "cold-danger"
        case heatAdvisory = "heat-advisory"
        case heatWarning = "heat-warning"

        /// What the level asks of a person.
        var advice: LocalizedText {
            switch self {
            case .coldDanger:
                LocalizedText(ko: "추위 위험 단계예요 — 바깥에 오래 있지 마세요", en: "cold danger level: keep time outdoors short")
            case .coldWarning:
                LocalizedText(ko: "추위 경고 단계예요 — 드러난 피부를 가리세요", en: "cold warning level: cover exposed skin")
            case .coldCaution:
                LocalizedText(ko: "추위 주의 단계예요 — 장갑과 모자를 챙기세요", en: "cold caution level: take gloves and a hat")
            case .heatWarning:
                LocalizedText(
                    ko: "폭염경보 수준이에요 — 한낮 바깥 활동은 피하세요", en: "heat-warning level: avoid being outside at midday")
            case .heatAdvisory:
                LocalizedText(
                    ko: "폭염주의보 수준이에요 — 물을 자주 마시고 그늘에서 쉬세요",
                    en: "heat-advisory level: drink water often and rest in the shade")
            }
        }
    }

    /// `체감온도가 영하 8.7도까지 내려가 추위 주의 단계예요 — …`, `체감온도가 최고 34도로 폭염주의보 수준이에요 — …`.
    static func level(_ level: Level, feelsLike f: Double) -> LocalizedText {
        let (ko, en) = (formatDegrees(f, .ko), formatDegrees(f, .en))
        switch level {
        case .coldCaution, .coldWarning, .coldDanger:
            return LocalizedText(
                ko: "체감온도가 \(ko)까지 내려가 \(level.advice.ko)", en: "Feels like \(en) at the coldest, \(level.advice.en)")
        case .heatAdvisory, .heatWarning:
            return LocalizedText(
                ko: "체감온도가 최고 \(ko)로 \(level.advice.ko)", en: "Feels like up to \(en), \(level.advice.en)")
        }
    }

    static func snow(totalCentimetres total: Double) -> LocalizedText {
        let n = NumberText.compact(total)
        return LocalizedText(
            ko: (total >= 1 ? "눈이 \(n)cm 이상 쌓일 수 있어요" : "눈 소식이 있어요") + " — 미끄럽지 않은 신발을 신으세요",
            en: (total >= 1 ? "At least \(n) cm of snow expected" : "Snow expected") + ": wear non-slip shoes")
    }

    static func icyRoads(_ kind: PrecipitationKind, at: ClockLabel, feelsLike f: Double) -> LocalizedText {
        LocalizedText(
            ko:
                "\(withParticle(kind.koreanName, "이", "가")) 오는 \(at.text(.ko))에 체감온도가 \(formatDegrees(f, .ko))라 길이 얼 수 있어요",
            en:
                "\(kind.englishName) at \(at.text(.en)) with a feels-like of \(formatDegrees(f, .en)): roads may be icy"
        )
    }

    static func strongWind(_ speed: Double, umbrella: Bool) -> LocalizedText {
        let n = NumberText.compact(speed)
        return LocalizedText(
            ko: "바람이 최대 \(n)m/s로 강하게 불어요" + (umbrella ? " — 우산이 뒤집히지 않게 조심하세요" : ""),
            en: "Strong wind up to \(n) m/s" + (umbrella ? ": hold on to your umbrella" : ""))
    }

    /// `가진 옷 중 8단계 겉옷이 없어요: 패딩 추천`. `ofBand`: the band's layers without an owned garment;
    /// `ofWeather`: rain or snow layers, each with whether it is snow's.
    static func wardrobeMissing(
        band: Int, ofBand: [GarmentLayer], ofWeather: [(layer: GarmentLayer, snow: Bool)], picks: [OutfitRuleTable.Item]
    ) -> LocalizedText {
        var parts = ofWeather.map { layer, snow in
            LocalizedText(
                ko: (snow ? "눈길·빙판길 " : "비 오는 날 ") + layer.koreanName,
                en: (snow ? "snow-and-ice " : "rain ") + layer.englishName)
        }
        if !ofBand.isEmpty {
            let ko = "\(band)단계 " + ofBand.map(\.koreanName).joined(separator: ", ")
            parts.insert(LocalizedText(ko: ko, en: "band-\(band) " + englishOrList(ofBand.map(\.englishName))), at: 0)
        }
        return LocalizedText(
            ko: "가진 옷 중 " + withParticle(parts.map(\.ko).joined(separator: ", "), "이", "가") + " 없어요: "
                + picks.map(\.ko).joined(separator: ", ") + " 추천",
            en: "Your wardrobe has no \(englishOrList(parts.map(\.en))): \(englishList(picks.map(\.en))) recommended")
    }

    static func learnedOffset(answers n: Int, value: Double, active: Bool, least: Int) -> LocalizedText {
        guard active else {
            return LocalizedText(
                ko: "피드백 답이 \(n)개예요 — \(least)개부터 체감온도 보정에 반영해요",
                en: "\(n) feedback answer\(n == 1 ? "" : "s") so far: the offset is learned from \(least) on")
        }
        let signed = (value > 0 ? "+" : "") + NumberText.compact(value)
        return LocalizedText(
            ko: "피드백 답 \(n)개로 배운 보정 \(signed)도를 체감온도에 더했어요",
            en: "Learned from \(n) feedback answers: \(signed) °C added to the feels-like temperature")
    }

    static func rulesLayerMissing(_ garments: [OutfitRuleTable.Item]) -> LocalizedText {
        LocalizedText(
            ko: "규칙 표의 \(garments.map(\.ko).joined(separator: ", "))에 layer가 없어 상의로 봤어요 — \"layer\"를 넣어 주세요",
            en: "Your rules table gives no \"layer\" for \(englishList(garments.map(\.en))), so they count as tops: "
                + "add one to each")
    }

    /// `오후 3시엔 체감 6도: 목도리는 벗어도 돼요`, `저녁 7시엔 체감 -6도: 목도리를 챙기세요`.
    static func back(
        when: LocalizedText, feelsLike: Double, wear: [OutfitRuleTable.Item], take: [OutfitRuleTable.Item],
        takeOff off: [OutfitRuleTable.Item], colder: Bool
    ) -> LocalizedText {
        let shoes = wear.filter { $0.layer == .shoes }
        let clothes = wear.filter { item in !shoes.contains { $0.id == item.id } }
        let list = { (items: [OutfitRuleTable.Item], a: String, b: String) in
            withParticle(items.map(\.ko).joined(separator: ", "), a, b)
        }
        var koParts: [String] = []
        var enParts: [String] = []
        if !wear.isEmpty {
            let dress = clothes.isEmpty ? nil : list(clothes, "을", "를") + " 입고"
            let shod = shoes.isEmpty ? nil : list(shoes, "을", "를") + " 신고"
            koParts.append([dress, shod].compactMap { $0 }.joined(separator: " ") + " 나가")
            enParts.append("wear your " + englishList(wear.map(\.en)))
        }
        if !take.isEmpty {
            koParts.append(list(take, "을", "를") + " 챙기")
            enParts.append("take your " + englishList(take.map(\.en)))
        }
        var ko = koParts.isEmpty ? "" : koParts.joined(separator: "고 ") + "세요"
        var en = enParts.joined(separator: " and ")
        if !off.isEmpty {
            let koOff = withParticle(off.map(\.ko).joined(separator: ", "), "은", "는") + " 벗어도 돼요"
            let enOff = "you can take off your " + englishList(off.map(\.en))
            ko = ko.isEmpty ? koOff : ko + " — " + koOff
            en = en.isEmpty ? enOff : en + "; " + enOff
        }
        if ko.isEmpty {
            (ko, en) =
                colder
                ? ("나갈 때보다 추우니 한 겹 더 챙기세요", "colder than when you leave, so take an extra layer")
                : ("지금 옷차림이면 돼요", "what you wear now will do")
        }
        let degrees = NumberText.whole(feelsLike)
        return LocalizedText(
            ko: "\(when.ko)엔 체감 \(degrees)도: \(ko)", en: "Back at \(when.en) it feels like \(degrees) °C: \(en)")
    }

    /// `이 옷차림이면 밖에서는 1시간 30분쯤까지가 적당해요`.
    /// `minutes` is at least 5 (`OutfitInsulation.limitMinutes`), so it reads as `ReportText.age` says it.
    static func limitedExposure(minutes: Int) -> LocalizedText {
        let span = ReportText.age(minutes: minutes)
        return LocalizedText(
            ko: "이 옷차림이면 밖에서는 \(span.ko)쯤까지가 적당해요", en: "Dressed like this, about \(span.en) outside is the limit")
    }

    static let rainingNow = LocalizedText(ko: "지금 비가 와요", en: "It is raining now")

    static func rainStops(at hour: Int) -> LocalizedText {
        LocalizedText(ko: "\(hour)시쯤 그쳐요", en: "It should stop around \(ClockText.hour(hour, .en))")
    }
}
