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
        let worn = Set(leaving.outfit.map(\.slot))
        let kept = Set(home.outfit.map(\.slot))
        // Weather gear (shoes for a wet way home, a mask, sunscreen) goes along either way; garments for warmth
        // only for a colder way home.
        carry = home.outfit.filter { !worn.contains($0.slot) && (!warmer || $0.isWeatherGear) }
        takeOff = warmer ? leaving.outfit.filter { !$0.isWeatherGear && !kept.contains($0.slot) } : []
        carryUmbrella = home.umbrella && !leaving.umbrella
        // Shoes cannot be carried: a wet way home means wearing them when leaving.
        let shoes = carry.filter { $0.layer == .shoes }.map(\.pick)
        let take = carry.filter { $0.layer != .shoes }.map(\.pick) + (carryUmbrella ? [OutfitEngine.umbrellaItem] : [])
        let feelsLike = home.conditions.feelsLikeMin
        note = AdviceNote(
            id: "back", ruleId: .back,
            values: [
                .time("time", trip.time), .number("feelsLike", feelsLike), .number("band", Double(home.band)),
                .number("basisTemperature", home.basisTemperature),
                .number("carry", Double(shoes.count + take.count)), .number("takeOff", Double(takeOff.count)),
            ],
            text: NoteText.back(
                when: ClockText.moment(trip.time, from: leaving.day), feelsLike: feelsLike, wear: shoes, take: take,
                takeOff: takeOff.map(\.pick), colder: home.band > leaving.band))
    }
}
