/// When someone comes home, and the weather of that hour.
public struct ReturnTrip: Equatable, Sendable {
    /// The return time, KST, with its minutes.
    public var time: KSTDateTime
    /// The hour of `time` (one hourly slot).
    public var conditions: WindowConditions

    public init(time: KSTDateTime, conditions: WindowConditions) {
        self.time = time
        self.conditions = conditions
    }
}

/// The advice for coming home: the outfit that hour calls for and what to take along for it in the morning.
public struct ReturnAdvice: Equatable, Sendable {
    public var time: KSTDateTime
    public var conditions: WindowConditions
    public var band: Int
    public var basisTemperature: Double
    public var umbrella: Bool
    public var outfit: [LayerChoice]
    /// The layers the way home needs that the outfit for leaving has none of: a scarf or a cardigan to take along,
    /// rain boots to put on before leaving.
    public var carry: [LayerChoice]
    /// True when the way home is wet and leaving is not.
    public var carryUmbrella: Bool
    /// The `back` note, also among the leaving advice's notes.
    public var note: AdviceNote

    /// Compares the outfit for leaving with the one for `home`, the advice for the return hour; `leaving.day` is
    /// the day the window starts, which the note's time is said relative to.
    init(
        trip: ReturnTrip, leaving: (day: KSTDate, band: Int, outfit: [LayerChoice], umbrella: Bool),
        home: OutfitAdvice
    ) {
        time = trip.time
        conditions = trip.conditions
        band = home.band
        basisTemperature = home.basisTemperature
        umbrella = home.umbrella
        outfit = home.outfit
        let worn = Set(leaving.outfit.map(\.layer))
        carry = home.outfit.filter { !worn.contains($0.layer) }
        carryUmbrella = home.umbrella && !leaving.umbrella
        note = Self.note(
            trip: trip, day: leaving.day, feelsLike: home.conditions.feelsLikeMin, carry: carry,
            umbrella: carryUmbrella,
            colder: home.band > leaving.band, band: home.band, basis: home.basisTemperature)
    }

    private static func note(
        trip: ReturnTrip, day: KSTDate, feelsLike: Double, carry: [LayerChoice], umbrella: Bool, colder: Bool,
        band: Int,
        basis: Double
    ) -> AdviceNote {
        // Shoes cannot be carried: a wet way home means wearing them when leaving.
        let shoes = carry.filter { $0.layer == .shoes }.map(\.pick)
        let take = carry.filter { $0.layer != .shoes }.map(\.pick) + (umbrella ? [OutfitEngine.umbrellaItem] : [])
        let degrees = formatWholeDegrees(feelsLike)
        var koParts: [String] = []
        var enParts: [String] = []
        if !shoes.isEmpty {
            koParts.append(withParticle(shoes.map(\.ko).joined(separator: ", "), "을", "를") + " 신고 나가")
            enParts.append("wear your " + englishList(shoes.map(\.en)))
        }
        if !take.isEmpty {
            koParts.append(withParticle(take.map(\.ko).joined(separator: ", "), "을", "를") + " 챙기")
            enParts.append("take your " + englishList(take.map(\.en)))
        }
        let koAdvice: String
        let enAdvice: String
        if !koParts.isEmpty {
            koAdvice = koParts.joined(separator: "고 ") + "세요"
            enAdvice = enParts.joined(separator: " and ")
        } else if colder {
            koAdvice = "나갈 때보다 추우니 한 겹 더 챙기세요"
            enAdvice = "colder than when you leave, so take an extra layer"
        } else {
            koAdvice = "지금 옷차림이면 돼요"
            enAdvice = "what you wear now will do"
        }
        return AdviceNote(
            id: "back", ruleId: .back,
            values: [
                .time("time", trip.time), .number("feelsLike", feelsLike), .number("band", Double(band)),
                .number("basisTemperature", basis), .number("carry", Double(shoes.count + take.count)),
            ],
            ko: "\(koreanWhen(trip.time, day))엔 체감 \(degrees)도: \(koAdvice)",
            en: "Back at \(englishWhen(trip.time, day)) it feels like \(degrees) °C: \(enAdvice)")
    }

    /// `저녁 19시`, `저녁 19시 30분`, `다음 날 아침 8시`.
    private static func koreanWhen(_ t: KSTDateTime, _ day: KSTDate) -> String {
        let part: String
        switch t.hour {
        case 0...4: part = "새벽"
        case 5...8: part = "아침"
        case 9...11: part = "오전"
        case 12...16: part = "오후"
        case 17...20: part = "저녁"
        default: part = "밤"
        }
        let label = ClockLabel(t.startOfHour, from: day)
        return label.koreanDayPrefix + part + " \(t.hour)시" + (t.minute == 0 ? "" : " \(t.minute)분")
    }

    /// `19:00`, `19:30`, `08:00 the next day`.
    private static func englishWhen(_ t: KSTDateTime, _ day: KSTDate) -> String {
        t.clock + ClockLabel(t.startOfHour, from: day).englishDaySuffix
    }
}
