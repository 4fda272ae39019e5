/// What ISO 7933's Predicted Heat Strain says of the outfit at the window's hottest hour (JSON `outfit.heat`): the
/// contract's walking commuter (2.0 met at 0.9 m/s, acclimatized, free to drink) in that hour's air, sun, wind and
/// humidity, wearing the outfit chosen; the summer counterpart of `OutfitInsulation` (`reference/heat-stress.md` §4).
/// The hottest hour has the highest UTCI (the earliest on ties): UTCI weighs the sun and the wind as the feels-like
/// does not, so a clear noon outranks a hotter but overcast afternoon when it is the harder hour.
package struct OutfitHeat: Equatable, Sendable {
    /// The window's hottest hour by UTCI.
    package var hour: KSTDateTime
    /// Air temperature, °C.
    package var temperature: Double
    /// Air temperature plus the sun's ΔMRT, °C.
    package var meanRadiantTemperature: Double
    /// The forecast's 10 m wind, m/s, as KMA gives it.
    package var windSpeed: Double
    /// Relative humidity, %.
    package var humidity: Double
    /// The outfit's intrinsic insulation, clo: the plain sum of the picks (sun gear included).
    package var clo: Double
    /// UTCI at that hour, °C (rounded to 0.1), and its category.
    package var utci: Double
    package var utciCategory: UTCICategory
    /// The sun's altitude at that hour, degrees.
    package var altitude: Double
    package var assessment: PredictedHeatStrain.Assessment

    /// The conditions PHS was given (the defaults but for the hour and the clo).
    package var conditions: HeatStrainConditions {
        .commuter(
            temperature: temperature, radiantTemperature: meanRadiantTemperature, windSpeed: windSpeed,
            humidity: humidity, clo: clo)
    }

    /// Air speed at body height, m/s: the 10 m wind × 0.2^0.25 (JSON `airVelocity`).
    package var airVelocity: Double { conditions.airVelocity }
    /// The hour's sweat, mL (1 g ≈ 1 mL), to the millilitre: JSON `sweatMlPerHour`.
    package var sweatMillilitresPerHour: Int { Int(assessment.sweatGramsPerHour.rounded()) }
    /// Water to carry per hour, mL: the sweat as reported, rounded up to 50 mL (JSON `waterMlPerHour`), so that the
    /// two numbers agree for whoever reads them (498 → 500; 350 → 350, not 400 for 350.3).
    package var waterMillilitresPerHour: Int {
        PredictedHeatStrain.water(sweatGrams: Double(sweatMillilitresPerHour))
    }
    /// The shorter allowable exposure when under 8 hours, minutes: JSON `limitMinutes`.
    package var limitMinutes: Int? { assessment.limitMinutes }

    /// The index of the window's hottest hour among `hours` (the slots' heat, in order): the highest UTCI, the
    /// earliest on ties; nil when no hour has a UTCI.
    package static func hottest(_ hours: [HeatHour?]) -> Int? {
        var best: (index: Int, utci: Double)?
        for (index, hour) in hours.enumerated() {
            guard let utci = hour?.utci?.temperature, utci > (best?.utci ?? -.infinity) else { continue }
            best = (index, utci)
        }
        return best?.index
    }

    /// PHS for `clo` at `slot` whose heat is `heat`; nil outside ISO 7933's limits (air below 15 °C, wind above
    /// 4.5 m/s at 10 m, very humid air, clo outside 0.1–1.0) or without UTCI.
    package init?(clo: Double, slot: WindowSlot, heat: HeatHour) {
        guard let utci = heat.utci, let c = Self.commuter(clo: clo, slot: slot, heat: heat),
            let assessment = PredictedHeatStrain.assess(c)
        else { return nil }
        (hour, temperature, meanRadiantTemperature) = (slot.time, c.airTemperature, c.radiantTemperature)
        (windSpeed, humidity, self.clo, self.assessment) = (slot.forecast.windSpeed!, c.humidity, clo, assessment)
        (self.utci, utciCategory, altitude) = (utci.temperature, utci.category, heat.altitude)
    }

    /// The first hour's sweat alone for `clo` (the 60-minute run), g: how the summer picks compare garments.
    package static func sweat(clo: Double, slot: WindowSlot, heat: HeatHour) -> Double? {
        commuter(clo: clo, slot: slot, heat: heat).flatMap {
            PredictedHeatStrain.simulate($0, minutes: 60)?.sweatLossGrams
        }
    }

    /// The contract's commuter at `slot` in `heat`'s sun, wearing `clo`; nil without the hour's TMP, REH or WSD.
    private static func commuter(clo: Double, slot: WindowSlot, heat: HeatHour) -> HeatStrainConditions? {
        let f = slot.forecast
        guard let temperature = f.temperature, let humidity = f.humidity, let wind = f.windSpeed else { return nil }
        return .commuter(
            temperature: temperature, radiantTemperature: heat.meanRadiantTemperature, windSpeed: wind,
            humidity: humidity, clo: clo)
    }
}
