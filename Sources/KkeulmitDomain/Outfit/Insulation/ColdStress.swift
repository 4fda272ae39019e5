import Foundation

/// ISO 11079's required clothing insulation (IREQ, ICL) and duration-limited exposure (DLE): the heat balance of the
/// Holmér–Nilsson program, as the reference implementations solve it (docs/OUTFIT.md, "Insulation"). Pure functions of
/// the conditions; outside the standard's applicability (air above 10 °C, relative air velocity outside 0.4–18 m/s,
/// metabolic rate outside 58–400 W/m², a walking speed below the stationary floor or above 1.2 m/s) they answer nil
/// rather than a made-up number.
package enum ColdStress {
    /// 1 met in W/m².
    package static let met = 58.15
    /// 1 clo in m²K/W.
    package static let clo = 0.155

    /// Everything the balance depends on.
    package struct Conditions: Equatable, Sendable {
        /// Air temperature, °C.
        package var airTemperature: Double
        /// Mean radiant temperature, °C.
        package var radiantTemperature: Double
        /// Relative air velocity, m/s.
        package var airVelocity: Double
        /// Relative humidity, %.
        package var humidity: Double
        /// Metabolic rate, W/m².
        package var metabolicRate: Double
        /// Walking speed (or work-created air movement), m/s.
        package var walkingSpeed: Double
        /// Air permeability of the clothing, l/(m²·s).
        package var permeability: Double

        package init(
            airTemperature: Double, radiantTemperature: Double? = nil, airVelocity: Double, humidity: Double,
            metabolicRate: Double, walkingSpeed: Double, permeability: Double
        ) {
            (self.airTemperature, self.radiantTemperature) = (airTemperature, radiantTemperature ?? airTemperature)
            (self.airVelocity, self.humidity, self.metabolicRate) = (airVelocity, humidity, metabolicRate)
            (self.walkingSpeed, self.permeability) = (walkingSpeed, permeability)
        }

        /// Within ISO 11079's limits (and the physics' own: humidity 0–100 %, a positive permeability).
        package var isApplicable: Bool {
            let floor = min(0.0052 * (metabolicRate - 58), 1.2)
            return (58...400).contains(metabolicRate) && airTemperature <= 10 && (0.4...18).contains(airVelocity)
                && walkingSpeed >= floor && walkingSpeed <= 1.2 && (0...100).contains(humidity)
                && permeability > 0 && airTemperature.isFinite && radiantTemperature.isFinite
        }
    }

    /// The required insulation, clo: resultant (`ireq…`, wind and walking included) and basic (`icl…`, what a
    /// garment table sums to) at the minimal and neutral criteria.
    package struct Requirement: Equatable, Sendable {
        package var ireqMinimal: Double
        package var ireqNeutral: Double
        package var iclMinimal: Double
        package var iclNeutral: Double
    }

    /// The two criteria: mean skin temperature and skin wettedness for a metabolic rate.
    enum Criterion: CaseIterable {
        /// The lower bound: balance kept only at a cooler skin.
        case minimal
        /// Thermal neutrality.
        case neutral

        func skinTemperature(_ m: Double) -> Double { self == .minimal ? 33.34 - 0.0354 * m : 35.7 - 0.0285 * m }
        func wetness(_ m: Double) -> Double { self == .minimal ? 0.06 : 0.001 * m }
    }

    /// IREQ and ICL; nil outside the standard's limits or when a value comes out negative.
    package static func required(_ c: Conditions) -> Requirement? {
        guard c.isApplicable else { return nil }
        // Of the conditions alone: worked out once for both criteria (the same values either way).
        let air = airLayer(c)
        let factor = correction(c)
        func values(_ criterion: Criterion) -> (ireq: Double, icl: Double)? {
            let ireq = Balance(c, criterion).requiredResultantInsulation()
            let fcl = 1 + 1.197 * ireq
            let icl = ((ireq + air / fcl) / factor - 0.085 / fcl) / clo
            guard ireq >= 0, icl >= 0 else { return nil }
            return (ireq / clo, icl)
        }
        guard let minimal = values(.minimal), let neutral = values(.neutral) else { return nil }
        return Requirement(
            ireqMinimal: minimal.ireq, ireqNeutral: neutral.ireq, iclMinimal: minimal.icl, iclNeutral: neutral.icl)
    }

    /// How long, in hours, the worn basic insulation `worn` (clo) keeps the body's heat debt within 40 W·h/m² at the
    /// minimal and neutral criteria; nil for a criterion means more than 8 hours (or no net cooling at all). Nil
    /// altogether outside the standard's limits.
    package static func exposureLimit(_ c: Conditions, worn: Double) -> (minimal: Double?, neutral: Double?)? {
        guard c.isApplicable, worn >= 0 else { return nil }
        func hours(_ criterion: Criterion) -> Double? {
            let storage = Balance(c, criterion).storage(worn: worn * clo)
            let dle = -40 / storage
            return dle > 8 || dle < 0 || !dle.isFinite ? nil : dle
        }
        return (hours(.minimal), hours(.neutral))
    }

    /// The boundary air layer's resultant insulation, m²K/W.
    static func airLayer(_ c: Conditions) -> Double {
        0.092 * exp(-0.15 * c.airVelocity - 0.22 * c.walkingSpeed) - 0.0045
    }

    /// Annex A's wind and permeability correction of the total insulation.
    static func correction(_ c: Conditions) -> Double {
        0.54 * exp(-0.15 * c.airVelocity - 0.22 * c.walkingSpeed) * pow(c.permeability, 0.075)
            - 0.06 * log(c.permeability) + 0.5
    }

    /// `0.1333·exp(18.6686 − 4030.183/(t + 235))`, kPa: the program's saturation pressure.
    static func saturation(_ t: Double) -> Double { 0.1333 * exp(18.6686 - 4030.183 / (t + 235)) }

    /// The heat balance at one criterion, solved for the insulation (IREQ) or the heat storage (DLE).
    struct Balance {
        let c: Conditions
        let m: Double
        let skin: Double
        let wetness: Double
        let air: Double
        let ambientVapour: Double
        let skinVapour: Double
        let respiration: Double
        /// (273 + t_r)⁴, which every step of the solvers reads: the radiant temperature does not change.
        let radiantPower: Double

        init(_ c: Conditions, _ criterion: Criterion) {
            self.c = c
            m = c.metabolicRate
            skin = criterion.skinTemperature(m)
            wetness = criterion.wetness(m)
            air = ColdStress.airLayer(c)
            ambientVapour = c.humidity / 100 * ColdStress.saturation(c.airTemperature)
            skinVapour = ColdStress.saturation(skin)
            let expired = 29 + 0.2 * c.airTemperature
            respiration =
                0.0014 * m * (expired - c.airTemperature)
                + 0.0173 * m * (ColdStress.saturation(expired) - ambientVapour)
            radiantPower = pow(273 + c.radiantTemperature, 4)
        }

        /// Radiation plus convection from the clothing surface at `tcl` through `fcl`, and the surface's own
        /// temperature, for resultant insulation `i` and heat storage `s`.
        func loss(insulation i: Double, fcl: Double, storage s: Double) -> (dry: Double, evaporation: Double) {
            let evaporation = wetness * (skinVapour - ambientVapour) / ((0.06 / 0.38) * (air + i))
            let tcl = skin - i * (m - evaporation - respiration - s)
            let tr = c.radiantTemperature
            let radiative: Double
            if abs(tcl - tr) < 1e-4 {
                // The limit of the difference quotient: the programs divide by zero here.
                radiative = 4 * 5.67e-8 * 0.95 * 0.77 * pow(273 + (tcl + tr) / 2, 3)
            } else {
                radiative = 5.67e-8 * 0.95 * 0.77 * (pow(273 + tcl, 4) - radiantPower) / (tcl - tr)
            }
            let convective = 1 / air - radiative
            let dry = fcl * radiative * (tcl - tr) + fcl * convective * (tcl - c.airTemperature)
            return (dry, evaporation)
        }

        /// IREQ, m²K/W: the resultant insulation that balances the heat flow (bisection as the program steps it).
        func requiredResultantInsulation() -> Double {
            var i = 0.5
            var step = 0.5
            for _ in 0..<500 {
                let (dry, evaporation) = loss(insulation: i, fcl: 1 + 1.197 * i, storage: 0)
                let balance = m - evaporation - respiration - dry
                if abs(balance) <= 0.01 { break }
                if balance > 0 {
                    i -= step
                    step /= 2
                } else {
                    i += step
                }
            }
            // IREQ = (tsk − tcl)/(R + C) at the balanced iterate.
            let (dry, evaporation) = loss(insulation: i, fcl: 1 + 1.197 * i, storage: 0)
            let tcl = skin - i * (m - evaporation - respiration)
            return (skin - tcl) / dry
        }

        /// The heat storage S, W/m², at which the worn basic insulation `worn` (m²K/W) balances.
        func storage(worn: Double) -> Double {
            var s = -40.0
            var step = 500.0
            var resultant = worn
            let factor = ColdStress.correction(c)
            for _ in 0..<500 {
                let fcl = 1 + 1.197 * resultant
                resultant = (worn + 0.085 / fcl) * factor - air / fcl
                let (dry, evaporation) = loss(insulation: resultant, fcl: fcl, storage: s)
                let balance = m - evaporation - respiration - dry - s
                if abs(balance) <= 0.01 { break }
                if balance > 0 {
                    s += step
                    step /= 2
                } else {
                    s -= step
                }
            }
            return s
        }
    }
}
