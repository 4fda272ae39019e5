/// When someone comes home, and the weather of that hour.
package struct ReturnTrip: Equatable, Sendable {
    /// The return time, KST, with its minutes.
    package var time: KSTDateTime
    /// The hour of `time` (one hourly slot).
    package var conditions: WindowConditions

    package init(time: KSTDateTime, conditions: WindowConditions) { (self.time, self.conditions) = (time, conditions) }
}

/// The advice for coming home: the outfit that hour calls for, what to take along for it in the morning, and
/// what can come off when the way home is warmer than leaving.
package struct ReturnAdvice: Equatable, Sendable {
    package var time: KSTDateTime
    package var conditions: WindowConditions
    package var band: Int
    package var basisTemperature: Double
    package var umbrella: Bool
    package var outfit: [LayerChoice]
    /// The return hour's insulation (ISO 11079), as `OutfitAdvice.insulation` is the window's.
    package var insulation: OutfitInsulation?
    /// What the way home needs that the outfit for leaving lacks: garments to put on before leaving (`wear`: base
    /// layers, shoes for a wet way home, a warmer garment in place of one worn) and garments to take along (`take`:
    /// a scarf or a cardigan for a colder evening). Never a garment for warmth when the way home is warmer than
    /// leaving: then only the gear rain, snow, dust or sun call for.
    package var carry: [LayerChoice] { wear + take }
    /// Garments to put on before leaving: they cannot be put on in the street, or they replace one worn.
    package var wear: [LayerChoice]
    /// Garments to take along and put on for the way home.
    package var take: [LayerChoice]
    /// What can come off for a warmer way home, by insulation: the garments worn when leaving that the outfit for
    /// that hour does without (a scarf and gloves in the afternoon sun), the lightest first.
    package var takeOff: [LayerChoice]
    /// True when the way home is wet and leaving is not.
    package var carryUmbrella: Bool
    /// The `back` note, also among the leaving advice's notes.
    package var note: AdviceNote

    /// Compares the outfit for leaving (`leaving`, chosen for basis temperature `basis`, with or without an `umbrella`,
    /// on the window's first `day`, which the note's time is relative to) with `home`, the advice for the return hour.
    init(
        trip: ReturnTrip, leaving: [LayerChoice], basis: Double, umbrella leavingUmbrella: Bool, day: KSTDate,
        home: OutfitAdvice
    ) {
        (time, conditions, band, basisTemperature) = (trip.time, trip.conditions, home.band, home.basisTemperature)
        (umbrella, outfit, insulation) = (home.umbrella, home.outfit, home.insulation)
        let warmer = home.basisTemperature > basis
        let worn = Dictionary(leaving.map { ($0.slot, $0) }, uniquingKeysWith: { first, _ in first })
        // Weather gear (shoes for a wet way home, a mask, sunscreen) goes along either way; garments for warmth
        // only for a colder way home: what the leaving outfit has none of, then, while that still insulates less
        // than ISO 11079 asks of the return hour, a warmer garment in place of one worn (outside in).
        let added = home.outfit.filter { worn[$0.slot] == nil && (!warmer || $0.isWeatherGear) }
        var swaps: [LayerChoice] = []
        if !warmer, let need = home.insulation?.requiredClo {
            var clo = leaving.clo + added.clo
            for choice in home.outfit where clo < need - 0.005 {
                guard let same = worn[choice.slot], same.pick.id != choice.pick.id else { continue }
                let gain = (choice.pick.clo ?? 0) - (same.pick.clo ?? 0)
                guard gain > 0.005 else { continue }
                swaps.append(choice)
                clo += gain
            }
        }
        // Shoes and base layers are not changed in the street, nor a garment swapped for a warmer one.
        wear = added.filter { $0.layer == .shoes || $0.layer == .base } + swaps
        wear.sortOutsideIn()
        take = added.filter { $0.layer != .shoes && $0.layer != .base }
        takeOff =
            warmer
            ? Self.removable(leaving, keeping: home.outfit.filter { !$0.isWeatherGear }, home: home.outfit) : []
        carryUmbrella = home.umbrella && !leavingUmbrella
        let takeAlong = take.map(\.pick) + (carryUmbrella ? [OutfitEngine.umbrellaItem] : [])
        let feelsLike = home.conditions.feelsLikeMin
        note = AdviceNote(
            id: "back", ruleId: .back,
            values: [
                .time("time", trip.time), .number("feelsLike", feelsLike), .number("band", Double(home.band)),
                .number("basisTemperature", home.basisTemperature),
                .number("carry", Double(wear.count + takeAlong.count)), .number("takeOff", Double(takeOff.count)),
            ],
            text: NoteText.back(
                when: ClockText.moment(trip.time, from: day), feelsLike: feelsLike, wear: wear.map(\.pick),
                take: takeAlong,
                takeOff: takeOff.map(\.pick), colder: home.outfit.clo > leaving.clo + 0.005))
    }

    /// What can come off `outfit` while it still insulates at least what `keeping` does, the lightest first:
    /// accessories, then the outer layer, of those `home` (the outfit for the way home) does without; never the
    /// top, the bottom, base layers (not in the street), shoes or gear against the weather.
    static func removable(_ outfit: [LayerChoice], keeping: [LayerChoice], home: [LayerChoice]) -> [LayerChoice] {
        var clo = outfit.clo
        var off: [LayerChoice] = []
        let kept = Set(home.map(\.pick.id))
        let candidates = [GarmentLayer.accessory, .outer].flatMap { layer in
            outfit.filter { $0.layer == layer && !$0.isWeatherGear && !kept.contains($0.pick.id) }
        }
        for choice in candidates where clo - choice.pick.clo! >= keeping.clo - 0.005 {
            off.append(choice)
            clo -= choice.pick.clo!
        }
        return off
    }
}
