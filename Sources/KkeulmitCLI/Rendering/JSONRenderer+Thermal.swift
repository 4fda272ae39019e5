import KkeulmitCore

/// `outfit.insulation` (ISO 11079 at the coldest hour), `outfit.heat` (ISO 7933 at the hottest) and each hour's
/// sun and UTCI: the thermal physics behind the outfit, with the conditions each standard was given.
extension JSONRenderer {
    /// `{"clo", "requiredClo", "limitMinutes", "neutralClo", "coldestHour", "temperature", "airVelocity", "humidity",
    /// "metabolicRate", "walkingSpeed", "airPermeability"}`: the outfit against ISO 11079 in the conditions given.
    static func insulation(_ i: OutfitInsulation) -> JSONValue {
        let c = i.conditions
        let hundredths = { (v: Double?) in v.map { JSONValue.decimal($0, places: 2, fixed: false) } ?? .null }
        return .object([
            ("clo", hundredths(i.clo)),
            ("requiredClo", hundredths(i.requiredClo)),
            ("limitMinutes", i.limitMinutes.map { .integer($0) } ?? .null),
            ("neutralClo", hundredths(i.neutralClo)),
            ("coldestHour", .string(i.coldestHour.iso8601)),
            ("temperature", compact(c.airTemperature)),
            ("airVelocity", compact(c.airVelocity)),
            ("humidity", c.humidity.isNaN ? .null : compact(c.humidity)),
            ("metabolicRate", compact(c.metabolicRate / ColdStress.met)),
            ("walkingSpeed", compact(c.walkingSpeed)),
            ("airPermeability", compact(c.permeability)),
        ])
    }

    /// `{"hour", "temperature", "meanRadiantTemperature", "airVelocity", "humidity", "clo", "metabolicRate",
    /// "walkingSpeed", "utci", "utciCategory", "sweatMlPerHour", "waterMlPerHour", "limitMinutes"}`: the outfit
    /// against ISO 7933 at the hottest hour by UTCI and the conditions it was given (`airVelocity` at body height).
    static func heat(_ h: OutfitHeat) -> JSONValue {
        let c = h.conditions
        return .object([
            ("hour", .string(h.hour.iso8601)),
            ("temperature", compact(h.temperature)),
            ("meanRadiantTemperature", compact(h.meanRadiantTemperature)),
            ("airVelocity", .decimal(c.airVelocity, places: 2, fixed: false)),
            ("humidity", compact(h.humidity)),
            ("clo", .decimal(h.clo, places: 2, fixed: false)),
            ("metabolicRate", compact(c.metabolicRate / HeatStrainConditions.met)),
            ("walkingSpeed", compact(c.walkingSpeed)),
            ("utci", compact(h.utci)),
            ("utciCategory", .string(h.utciCategory.rawValue)),
            ("sweatMlPerHour", .integer(h.sweatMillilitresPerHour)),
            ("waterMlPerHour", .integer(h.waterMillilitresPerHour)),
            ("limitMinutes", h.limitMinutes.map { .integer($0) } ?? .null),
        ])
    }

    /// An hour's `meanRadiantTemperature`, `utci` and `utciCategory`: null without the place or the hour's
    /// temperature, humidity and wind, and UTCI null outside its limits.
    static func sun(_ heat: HeatHour?) -> [(String, JSONValue)] {
        [
            ("meanRadiantTemperature", compact(heat?.meanRadiantTemperature)),
            ("utci", compact(heat?.utci?.temperature)),
            ("utciCategory", heat?.utciCategory.map { .string($0.rawValue) } ?? .null),
        ]
    }
}
