/// How warm the outfit is against what ISO 11079 asks of it at the window's coldest hour (JSON `outfit.insulation`):
/// the contract's walking commuter (2.3 met at 1.0 m/s, clothing of air permeability 50) in the coldest hour's air
/// and wind, shifted by the person's offsets.
package struct OutfitInsulation: Equatable, Sendable {
    /// The outfit's intrinsic insulation, clo: the plain sum of the garments worn.
    package var clo: Double
    /// ISO 11079's minimal required basic insulation (I_cl,min) at the coldest hour; nil outside the standard's
    /// limits (air warmer than 10 °C once shifted) or without the hour's humidity.
    package var requiredClo: Double?
    /// I_cl,neutral: the upper bound, thermal neutrality.
    package var neutralClo: Double?
    /// When the outfit falls short of `requiredClo` even at its warmest: how long outside keeps the body's heat debt
    /// within the standard's limit (DLE at the minimal criterion), minutes, rounded down to 10 (to 5 under half an
    /// hour), at most 480 (ISO 11079 says "more than 8 hours" beyond); nil when the outfit meets the requirement.
    package var limitMinutes: Int?
    /// The window's coldest hour (the lowest feels-like), which the requirement is for.
    package var coldestHour: KSTDateTime
    /// The conditions ISO 11079 was given.
    package var conditions: ColdStress.Conditions

    /// The contract's walking commuter.
    static let metabolicRate = 2.3 * ColdStress.met
    static let walkingSpeed = 1.0
    static let permeability = 50.0
    /// The forecast's 10 m wind brought to body height (ClimApp's factor to 2 m).
    static let windToBodyHeight = 0.67

    /// The requirement at the coldest hour (lowest feels-like), air and radiant temperature moved by `offset` (negative
    /// for someone who runs cold); nil when that hour's air is above 10 °C or unknown, where the chart alone decides.
    static func requirement(_ c: WindowConditions, offset: Double) -> Requirement? {
        let withFeels = c.slots.filter { $0.feelsLike != nil }
        return withFeels.min { $0.feelsLike! < $1.feelsLike! }.flatMap { requirement($0, offset: offset) }
    }

    /// The requirement of one hour: see `requirement(_:offset:)`.
    static func requirement(_ slot: WindowSlot, offset: Double) -> Requirement? {
        guard let air = slot.forecast.temperature, air <= 10 else { return nil }
        let velocity = min(18, max(0.4, windToBodyHeight * (slot.forecast.windSpeed ?? 0)))
        let conditions = ColdStress.Conditions(
            airTemperature: air + offset, airVelocity: velocity, humidity: slot.forecast.humidity ?? .nan,
            metabolicRate: metabolicRate, walkingSpeed: walkingSpeed, permeability: permeability)
        return Requirement(hour: slot.time, conditions: conditions, required: ColdStress.required(conditions))
    }

    /// An hour, the conditions ISO 11079 gets for it, and what it requires (nil outside its limits).
    struct Requirement {
        var hour: KSTDateTime
        var conditions: ColdStress.Conditions
        var required: ColdStress.Requirement?
    }

    /// The insulation of `outfit` against the requirement, with the exposure limit when it falls short.
    init(outfit: [LayerChoice], hour: KSTDateTime, conditions: ColdStress.Conditions, required: ColdStress.Requirement?)
    {
        clo = (outfit.clo * 100).rounded() / 100
        requiredClo = required.map { ($0.iclMinimal * 100).rounded() / 100 }
        neutralClo = required.map { ($0.iclNeutral * 100).rounded() / 100 }
        (coldestHour, self.conditions) = (hour, conditions)
        // Compared as reported, to the hundredth: an outfit of 2.07 meets a requirement of 2.07.
        if let needed = requiredClo, clo < needed,
            let limits = ColdStress.exposureLimit(conditions, worn: outfit.clo)
        {
            // Just short of the requirement the heat debt grows so slowly that ISO 11079 says "more than 8 hours":
            // then 8 hours, which is still a limit.
            let minutes = Int((limits.minimal ?? 8) * 60)
            limitMinutes = minutes >= 30 ? minutes / 10 * 10 : max(5, minutes / 5 * 5)
        }
    }
}
