import Foundation

/// ISO 7933:2023 Predicted Heat Strain: the sweat a walk costs and how long it can go on, as [PTC] pythermalcomfort
/// 4.8.0 `phs(..., model="7933-2023")` computes it ([ISO] via [PTC]; `reference/heat-stress.md` §4); its heat balance
/// is `HeatStrainBody`. Nil exactly where [PTC] answers NaN: outside `HeatStrainConditions.isApplicable`.
package enum PredictedHeatStrain {
    /// NIOSH's ceiling on drinking: "not more than 48 oz (1½ quarts) per hour", mL ([NIOSH]).
    package static let maximumWaterPerHour = 1400
    /// Water advice is given in steps of this many mL.
    package static let waterStep = 50
    /// The longer run that finds the allowable exposures: 8 hours (a limit not reached reads 480).
    package static let workShiftMinutes = 480

    /// One run of the model.
    package struct Result: Equatable, Sendable {
        /// The run's length, minutes.
        package var minutes: Int
        /// Cumulative water loss of the whole person (regulatory sweat plus respiratory evaporation), g ≈ mL.
        package var sweatLossGrams: Double
        /// Rectal temperature at the end, °C.
        package var rectalTemperature: Double
        /// Minute at which the water loss reaches the dehydration limit (5 % of body mass when free to drink,
        /// else 3 %, then × 0.6) ([PTC] `d_lim_loss_50`, equal to `_95` in 2023); `minutes` when not reached.
        package var lossLimitMinutes: Double
        /// Minute at which the rectal temperature first reaches 38.0 °C ([PTC] `d_lim_t_re`); `minutes` if never.
        package var rectalLimitMinutes: Double
    }

    /// The heat advice for one hour: the first hour's sweat and the exposure limits of an 8-hour run.
    package struct Assessment: Equatable, Sendable {
        /// Sweat over the first 60 minutes, g (= mL per hour): the contract's `sweatMlPerHour`.
        package var sweatGramsPerHour: Double
        /// Rectal temperature after 60 minutes, °C.
        package var rectalTemperatureAfterHour: Double
        /// `d_lim_loss_50` of the 480-minute run.
        package var lossLimitMinutes: Double
        /// `d_lim_t_re` of the 480-minute run.
        package var rectalLimitMinutes: Double

        /// Water to carry per hour, mL: the contract's `waterMlPerHour`.
        package var waterMillilitresPerHour: Int { PredictedHeatStrain.water(sweatGrams: sweatGramsPerHour) }
        /// The shorter allowable exposure, when under 8 hours: the contract's `limitMinutes`.
        package var limitMinutes: Int? {
            PredictedHeatStrain.limitMinutes(lossLimit: lossLimitMinutes, rectalLimit: rectalLimitMinutes)
        }
    }

    /// Runs the model for `minutes` minutes (one-minute steps) from a body at rest temperature; nil outside the
    /// standard's limits or for a run shorter than a minute.
    package static func simulate(_ c: HeatStrainConditions, minutes duration: Int) -> Result? {
        guard c.isApplicable, duration >= 1 else { return nil }
        let body = HeatStrainBody(c)
        var state = HeatStrainBody.State()
        var lossLimit = 0.0
        var rectalLimit = 0.0
        for time in 1...duration {
            guard let next = body.step(state, minute: time) else { return nil }
            state = next
            if rectalLimit == 0 && state.rectal >= 38 { rectalLimit = Double(time) }
            if lossLimit == 0 && body.sweatGrams(state) >= body.dehydrationLimit { lossLimit = Double(time) }
        }
        // [PTC]: "in the standard the if statement is within the while loop, causing it to decay exponentially".
        if !c.canDrink { lossLimit *= 0.6 }
        return Result(
            minutes: duration, sweatLossGrams: body.sweatGrams(state), rectalTemperature: state.rectal,
            lossLimitMinutes: lossLimit == 0 ? Double(duration) : lossLimit,
            rectalLimitMinutes: rectalLimit == 0 ? Double(duration) : rectalLimit)
    }

    /// The reference's two runs: 60 minutes for the sweat (a 60-minute run caps both limits at 60), 480 for the
    /// limits. Nil outside the standard's limits.
    package static func assess(_ c: HeatStrainConditions) -> Assessment? {
        guard let hour = simulate(c, minutes: 60), let shift = simulate(c, minutes: workShiftMinutes) else {
            return nil
        }
        return Assessment(
            sweatGramsPerHour: hour.sweatLossGrams, rectalTemperatureAfterHour: hour.rectalTemperature,
            lossLimitMinutes: shift.lossLimitMinutes, rectalLimitMinutes: shift.rectalLimitMinutes)
    }

    /// Water to carry per hour, mL: the hour's sweat (1 g ≈ 1 mL) rounded up to 50 mL, at most 1,400 (NIOSH).
    package static func water(sweatGrams: Double) -> Int {
        let steps = (max(sweatGrams, 0) / Double(waterStep)).rounded(.up)
        return min(maximumWaterPerHour, Int(steps) * waterStep)
    }

    /// The allowable exposure, whole minutes: the shorter of the dehydration and rectal-temperature limits, or nil
    /// when both reach 480 (not reached in 8 hours).
    package static func limitMinutes(lossLimit: Double, rectalLimit: Double) -> Int? {
        let limit = min(lossLimit, rectalLimit)
        return limit < Double(workShiftMinutes) ? Int(limit.rounded(.down)) : nil
    }
}
