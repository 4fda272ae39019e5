import Foundation

/// Everything ISO 7933:2023's Predicted Heat Strain depends on, with the reference's pedestrian as the defaults
/// (`reference/heat-stress.md` §4): standing, walking 0.9 m/s in no set direction, acclimatized, free to drink,
/// 75 kg and 1.8 m ([PTC] pythermalcomfort 4.8.0 `phs` defaults).
package struct HeatStrainConditions: Equatable, Sendable {
    /// The body's radiating area as a fraction of its DuBois area, by posture.
    package enum Posture: Sendable {
        case standing
        case sitting
        case crouching

        var radiatingAreaFraction: Double {
            switch self {
            case .standing: 0.77
            case .sitting: 0.7
            case .crouching: 0.67
            }
        }
    }

    /// 1 met in W/m² ([PTC] `met_to_w_m2`).
    package static let met = 58.15
    /// KMA's 10 m wind to body height: the power law with exponent 0.25 for stability class D, `0.2^0.25 ≈ 0.669`
    /// ([CLIMAPP], after Liljegren 2008).
    package static let windToBodyHeight = pow(0.2, 0.25)
    /// Walking 3.2 km/h ("Walking 2mph", [PTC] `utilities.py`): 2.0 met, 116.3 W/m².
    package static let walkingMetabolicRate = 2.0 * met
    /// 3.2 km/h, to match that metabolic rate.
    package static let walkingSpeedDefault = 0.9

    /// Air temperature, °C.
    package var airTemperature: Double
    /// Mean radiant temperature, °C.
    package var radiantTemperature: Double
    /// Air speed at body height, m/s (not the 10 m wind: see `windToBodyHeight`).
    package var airVelocity: Double
    /// Relative humidity, %.
    package var humidity: Double
    /// Metabolic rate, W/m².
    package var metabolicRate: Double
    /// Static clothing insulation, clo.
    package var clo: Double
    package var posture: Posture
    /// Walking speed, m/s; 0 lets the standard derive `0.0052·(M − 58)`, at most 0.7 m/s.
    package var walkingSpeed: Double
    /// Angle between walking and wind direction, degrees; 0 means walking in no particular direction (relative air
    /// speed `max(v, walkingSpeed)`), as [PTC] reads `theta == 0`.
    package var walkingAngle: Double
    /// Acclimatized: maximum sweat rate 500 W/m² and wettedness 1.0 (400 and 0.85 otherwise).
    package var acclimatized: Bool
    /// Free to drink: a dehydration limit of 5 % of body mass (3 % otherwise).
    package var canDrink: Bool
    /// Body mass, kg.
    package var weight: Double
    /// Height, m.
    package var height: Double

    package init(
        airTemperature: Double, radiantTemperature: Double? = nil, airVelocity: Double, humidity: Double,
        metabolicRate: Double = walkingMetabolicRate, clo: Double, posture: Posture = .standing,
        walkingSpeed: Double = walkingSpeedDefault, walkingAngle: Double = 0, acclimatized: Bool = true,
        canDrink: Bool = true, weight: Double = 75, height: Double = 1.8
    ) {
        (self.airTemperature, self.radiantTemperature) = (airTemperature, radiantTemperature ?? airTemperature)
        (self.airVelocity, self.humidity, self.metabolicRate, self.clo) = (airVelocity, humidity, metabolicRate, clo)
        (self.posture, self.walkingSpeed, self.walkingAngle) = (posture, walkingSpeed, walkingAngle)
        (self.acclimatized, self.canDrink, self.weight, self.height) = (acclimatized, canDrink, weight, height)
    }

    /// The reference's commuter for one forecast hour: KMA's `TMP`, `REH` and 10 m `WSD` (brought to body height, not
    /// raised to UTCI's 0.5 m/s floor), the hour's mean radiant temperature and the outfit's clo; defaults otherwise.
    package static func commuter(
        temperature: Double, radiantTemperature: Double, windSpeed: Double, humidity: Double, clo: Double
    ) -> HeatStrainConditions {
        HeatStrainConditions(
            airTemperature: temperature, radiantTemperature: radiantTemperature,
            airVelocity: windSpeed * windToBodyHeight, humidity: humidity, clo: clo)
    }

    /// Partial vapour pressure of the air, kPa, by Tetens as the 2023 edition computes it.
    package var vapourPressure: Double {
        0.6105 * exp(17.27 * airTemperature / (airTemperature + 237.3)) * humidity / 100
    }

    /// Within ISO 7933:2023 Annex A Table A.1's limits, inclusive as [PTC]'s `_valid_range` applies them (a night
    /// hour with `tr = tdb` runs): tdb 15–50 °C, tr − tdb 0–60 K, air speed (not the relative one) 0–3 m/s,
    /// pa 0.5–4.5 kPa, M 56–250 W/m², clo 0.1–1.0. Outside, every PHS output is nil. The body and walking inputs are
    /// checked for sanity only ([PTC] raises on a weight above 1000 kg).
    package var isApplicable: Bool {
        (15...50).contains(airTemperature) && (0...60).contains(radiantTemperature - airTemperature)
            && (0...3).contains(airVelocity) && (0.5...4.5).contains(vapourPressure)
            && (56...250).contains(metabolicRate) && (0.1...1.0).contains(clo)
            && weight > 0 && weight <= 1000 && height > 0 && walkingSpeed >= 0 && walkingAngle.isFinite
    }
}
