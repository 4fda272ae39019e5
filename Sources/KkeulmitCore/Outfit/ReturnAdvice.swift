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

/// The advice for coming home: the outfit that hour calls for, what to take along for it in the morning, and
/// what can come off when the way home is warmer than leaving.
public struct ReturnAdvice: Equatable, Sendable {
    public var time: KSTDateTime
    public var conditions: WindowConditions
    public var band: Int
    public var basisTemperature: Double
    public var umbrella: Bool
    public var outfit: [LayerChoice]
    /// The layers the way home needs that the outfit for leaving has none of: a scarf or a cardigan to take along
    /// for a colder evening, rain boots to put on before leaving. Never a garment for warmth when the way home is
    /// warmer than leaving: then only the shoes rain or snow call for.
    public var carry: [LayerChoice]
    /// The layers worn when leaving that the warmer way home does without (a scarf in the afternoon sun).
    public var takeOff: [LayerChoice]
    /// True when the way home is wet and leaving is not.
    public var carryUmbrella: Bool
    /// The `back` note, also among the leaving advice's notes.
    public var note: AdviceNote

    /// What the outfit for leaving was chosen for: the day the window starts (the note's time is said relative to
    /// it), its band and basis temperature, the outfit and the umbrella.
    struct Leaving {
        var day: KSTDate
        var band: Int
        var basisTemperature: Double
        var outfit: [LayerChoice]
        var umbrella: Bool
    }

    /// Compares the outfit for leaving with the one for `home`, the advice for the return hour.
    init(trip: ReturnTrip, leaving: Leaving, home: OutfitAdvice) {
        time = trip.time
        conditions = trip.conditions
        band = home.band
        basisTemperature = home.basisTemperature
        umbrella = home.umbrella
        outfit = home.outfit
        let warmer = home.basisTemperature > leaving.basisTemperature
        let worn = Set(leaving.outfit.map(\.layer))
        let kept = Set(home.outfit.map(\.layer))
        // Shoes for a wet way home are weather, not warmth: they go on when leaving either way.
        carry = home.outfit.filter { !worn.contains($0.layer) && (!warmer || $0.layer == .shoes) }
        takeOff = warmer ? leaving.outfit.filter { $0.layer != .shoes && !kept.contains($0.layer) } : []
        carryUmbrella = home.umbrella && !leaving.umbrella
        note = Self.note(
            trip: trip, day: leaving.day, feelsLike: home.conditions.feelsLikeMin, carry: carry, takeOff: takeOff,
            umbrella: carryUmbrella, colder: home.band > leaving.band, band: home.band,
            basis: home.basisTemperature)
    }

    private static func note(
        trip: ReturnTrip, day: KSTDate, feelsLike: Double, carry: [LayerChoice], takeOff: [LayerChoice],
        umbrella: Bool, colder: Bool, band: Int, basis: Double
    ) -> AdviceNote {
        // Shoes cannot be carried: a wet way home means wearing them when leaving.
        let shoes = carry.filter { $0.layer == .shoes }.map(\.pick)
        let take = carry.filter { $0.layer != .shoes }.map(\.pick) + (umbrella ? [OutfitEngine.umbrellaItem] : [])
        let off = takeOff.map(\.pick)
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
        var koAdvice = koParts.isEmpty ? "" : koParts.joined(separator: "고 ") + "세요"
        var enAdvice = enParts.joined(separator: " and ")
        if !off.isEmpty {
            let koOff = withParticle(off.map(\.ko).joined(separator: ", "), "은", "는") + " 벗어도 돼요"
            let enOff = "you can take off your " + englishList(off.map(\.en))
            koAdvice = koAdvice.isEmpty ? koOff : koAdvice + ", " + koOff
            enAdvice = enAdvice.isEmpty ? enOff : enAdvice + "; " + enOff
        }
        if koAdvice.isEmpty {
            if colder {
                koAdvice = "나갈 때보다 추우니 한 겹 더 챙기세요"
                enAdvice = "colder than when you leave, so take an extra layer"
            } else {
                koAdvice = "지금 옷차림이면 돼요"
                enAdvice = "what you wear now will do"
            }
        }
        return AdviceNote(
            id: "back", ruleId: .back,
            values: [
                .time("time", trip.time), .number("feelsLike", feelsLike), .number("band", Double(band)),
                .number("basisTemperature", basis), .number("carry", Double(shoes.count + take.count)),
                .number("takeOff", Double(off.count)),
            ],
            ko: "\(koreanWhen(trip.time, day))엔 체감 \(degrees)도: \(koAdvice)",
            en: "Back at \(englishWhen(trip.time, day)) it feels like \(degrees) °C: \(enAdvice)")
    }

    /// `저녁 7시`, `저녁 7시 30분`, `다음 날 아침 8시`.
    private static func koreanWhen(_ t: KSTDateTime, _ day: KSTDate) -> String {
        ClockLabel(t.startOfHour, from: day).koreanDayPrefix + spokenKoreanTime(hour: t.hour, minute: t.minute)
    }

    /// `19:00`, `19:30`, `08:00 the next day`.
    private static func englishWhen(_ t: KSTDateTime, _ day: KSTDate) -> String {
        t.clock + ClockLabel(t.startOfHour, from: day).englishDaySuffix
    }
}
