import Foundation

/// The per-person constants of ISO 7933:2023's heat balance and its minute-by-minute body state, ported line by
/// line from [PTC] pythermalcomfort 4.8.0 `models/phs.py` `_phs_optimized_scalar` (`model="7933-2023"`; issue
/// #151, PR #374): Tetens vapour pressure, `fcl = 1 + 0.28·clo`, `hc_dyn` at `t_cl = tr + 0.1`, reflective factor
/// `1 − f_r` with `f_r = 0.42`, core and rectal start at 36.8 °C, minute 1 forces the skin to equilibrium.
struct HeatStrainBody {
    /// Static moisture permeability index, reflective-clothing body fraction, its emissivity: [PTC]'s 2023 defaults.
    static let permeabilityIndex = 0.38
    static let reflectiveFraction = 0.54
    static let reflectiveEmissivity = 0.42
    /// One-minute decay factors of the core equilibrium, skin and sweat rate (time constants 10, 3, 10 min).
    static let coreDecay = exp(-1.0 / 10)
    static let skinDecay = exp(-1.0 / 3)
    static let sweatDecay = exp(-1.0 / 10)

    let c: HeatStrainConditions
    let pa: Double
    let dubois: Double
    let specificHeat: Double
    let dehydrationLimit: Double
    let maximumSweat: Double
    let maximumWettedness: Double
    let fcl: Double
    let clothingInsulation: Double
    let evaporativeResistance: Double
    let respiratoryConvection: Double
    let respiratoryEvaporation: Double
    let convectiveCoefficient: Double
    let radiativeFactor: Double
    let coreEquilibrium: Double
    let skinClothedBase: Double
    let skinNudeBase: Double

    init(_ c: HeatStrainConditions) {
        self.c = c
        let met = c.metabolicRate
        let (tdb, tr, v) = (c.airTemperature, c.radiantTemperature, c.airVelocity)
        pa = c.vapourPressure
        dubois = 0.202 * pow(c.weight, 0.425) * pow(c.height, 0.725)
        specificHeat = HeatStrainConditions.met * c.weight / dubois
        dehydrationLimit = (c.canDrink ? 0.05 : 0.03) * c.weight * 1000
        maximumSweat = c.acclimatized ? 500 : 400
        maximumWettedness = c.acclimatized ? 1 : 0.85
        fcl = 1 + 0.28 * c.clo
        let (relativeSpeed, insulation, resistance) = Self.dynamicInsulation(c, fcl: fcl)
        clothingInsulation = insulation
        evaporativeResistance = resistance
        let expired = 28.56 + 0.115 * tdb + 0.641 * pa
        respiratoryConvection = 0.001516 * met * (expired - tdb)
        respiratoryEvaporation = 0.00127 * met * (59.34 + 0.53 * tdb - 11.63 * pa)
        let forced = relativeSpeed > 1 ? 8.7 * pow(relativeSpeed, 0.6) : 3.5 + 5.2 * relativeSpeed
        convectiveCoefficient = max(2.38 * pow(abs(tr + 0.1 - tdb), 0.25), forced)
        let emissivity =
            (1 - Self.reflectiveFraction) * 0.97 + Self.reflectiveFraction * (1 - Self.reflectiveEmissivity)
        radiativeFactor = emissivity * 5.67e-8 * c.posture.radiatingAreaFraction
        coreEquilibrium = 0.0036 * met + 36.6
        skinClothedBase = 12.165 + 0.02017 * tdb + 0.04361 * tr + 0.19354 * pa - 0.25315 * v + 0.005346 * met
        skinNudeBase = 7.191 + 0.064 * tdb + 0.061 * tr + 0.198 * pa - 0.348 * v
    }

    /// Relative air speed, dynamic clothing insulation (m²K/W) and dynamic evaporative resistance (m²kPa/W):
    /// ISO 7933's corrections of the static values for wind and walking.
    static func dynamicInsulation(_ c: HeatStrainConditions, fcl: Double) -> (Double, Double, Double) {
        let v = c.airVelocity
        var walk = c.walkingSpeed
        let relative: Double
        if walk != 0 {
            if c.walkingAngle != 0 {
                relative = abs(v - walk * cos(3.14159 * c.walkingAngle / 180))
            } else {
                relative = max(v, walk)
            }
        } else {
            walk = min(0.0052 * (c.metabolicRate - 58), 0.7)
            relative = v
        }
        let vux = min(relative, 3)
        let wux = min(walk, 1.5)
        let corrCl = min(1.044 * exp((0.066 * vux - 0.398) * vux + (0.094 * wux - 0.378) * wux), 1)
        let corrIa = min(exp((0.047 * relative - 0.472) * relative + (0.117 * wux - 0.342) * wux), 1)
        let corrTot = c.clo <= 0.6 ? ((0.6 - c.clo) * corrIa + c.clo * corrCl) / 0.6 : corrCl
        let staticAir = 0.111
        let totalDynamic = (c.clo * 0.155 + staticAir / fcl) * corrTot
        let clothing = totalDynamic - corrIa * staticAir / fcl
        let corrE = (2.6 * corrTot - 6.5) * corrTot + 4.9
        let permeability = min(permeabilityIndex * corrE, 0.9)
        return (relative, clothing, totalDynamic / permeability / 16.7)
    }

    /// The body at the end of a minute.
    struct State {
        var skin = 34.1
        var core = 36.8
        var rectal = 36.8
        var coreEquilibrium = 36.8
        var skinCoreWeight = 0.3
        /// Regulatory sweat rate, W/m².
        var sweatRate = 0.0
        /// Sweat plus respiratory evaporation summed over the minutes, W·min/m².
        var evaporativeLoad = 0.0
    }

    /// Cumulative water loss of the whole person, g.
    func sweatGrams(_ s: State) -> Double { s.evaporativeLoad * 2.67 * dubois / 1.8 / 60 }

    /// Minute `time` (from 1) of the simulation; nil if an iteration does not converge (never in ISO 7933's limits).
    func step(_ s0: State, minute time: Int) -> State? {
        var s = s0
        s.coreEquilibrium = s0.coreEquilibrium * Self.coreDecay + coreEquilibrium * (1 - Self.coreDecay)
        let storedEq = specificHeat * (s.coreEquilibrium - s0.coreEquilibrium) * (1 - s0.skinCoreWeight)
        let skinEq = skinEquilibrium(rectal: s0.rectal)
        s.skin = time == 1 ? skinEq : s0.skin * Self.skinDecay + skinEq * (1 - Self.skinDecay)
        guard let (dry, _) = dryHeatLoss(skin: s.skin) else { return nil }
        let skinVapour = 0.6105 * exp(17.27 * s.skin / (s.skin + 237.3))
        var eMax = (skinVapour - pa) / evaporativeResistance
        if eMax == 0 { eMax = 0.001 }
        var eReq = c.metabolicRate - storedEq - respiratoryConvection - respiratoryEvaporation - dry
        let required: Double
        (eReq, eMax, required) = requiredSweat(eReq: eReq, eMax: eMax)
        s.sweatRate = s0.sweatRate * Self.sweatDecay + required * (1 - Self.sweatDecay)
        let predicted: Double
        if s.sweatRate <= 0 {
            s.sweatRate = 0
            predicted = 0
        } else {
            let k = eMax / max(s.sweatRate, 1e-6)
            let wettedness = min(k >= 0.5 ? -k + (k * k + 2).squareRoot() : 1, maximumWettedness)
            predicted = wettedness * eMax
        }
        guard let (core, weight) = coreTemperature(s0, skin: s.skin, storage: eReq - predicted + storedEq)
        else { return nil }
        (s.core, s.skinCoreWeight) = (core, weight)
        s.rectal = s0.rectal + (2 * core - 1.962 * s0.rectal - 1.31) / 9
        s.evaporativeLoad = s0.evaporativeLoad + s.sweatRate + respiratoryEvaporation
        return s
    }

    /// Equilibrium skin temperature: the clothed model from 0.6 clo, the nude one to 0.2 clo, linear between.
    func skinEquilibrium(rectal: Double) -> Double {
        let clothed = skinClothedBase + 0.51274 * rectal
        let nude = skinNudeBase + 0.616 * rectal
        if c.clo >= 0.6 { return clothed }
        if c.clo <= 0.2 { return nude }
        return nude + 2.5 * (clothed - nude) * (c.clo - 0.2)
    }

    /// Convection plus radiation from the clothing surface, W/m², and that surface's temperature, found by the
    /// standard's damped fixed point (tolerance 0.001 K) from `tr + 0.1`.
    func dryHeatLoss(skin: Double) -> (Double, Double)? {
        let (tdb, tr) = (c.airTemperature, c.radiantTemperature)
        var tcl = tr + 0.1
        for _ in 0..<10_000 {
            let hr = radiativeFactor * (pow(tcl + 273, 4) - pow(tr + 273, 4)) / (tcl - tr)
            let next =
                (fcl * (convectiveCoefficient * tdb + hr * tr) + skin / clothingInsulation)
                / (fcl * (convectiveCoefficient + hr) + 1 / clothingInsulation)
            guard next.isFinite else { return nil }
            if abs(tcl - next) <= 0.001 {
                return (fcl * convectiveCoefficient * (tcl - tdb) + fcl * hr * (tcl - tr), tcl)
            }
            tcl = (tcl + next) / 2
        }
        return nil
    }

    /// The required sweat rate, W/m², with the required evaporation and the evaporative capacity as the standard
    /// clamps them (no evaporation needed, none possible, or wettedness beyond 1.7).
    func requiredSweat(eReq: Double, eMax: Double) -> (Double, Double, Double) {
        let wettedness = eReq / eMax
        if eReq <= 0 { return (0, eMax, 0) }
        if eMax <= 0 { return (eReq, 0, maximumSweat) }
        if wettedness >= 1.7 { return (eReq, eMax, maximumSweat) }
        let efficiency = max(0.05, wettedness > 1 ? pow(2 - wettedness, 2) / 2 : 1 - pow(wettedness, 2) / 2)
        return (eReq, eMax, min(eReq / efficiency, maximumSweat))
    }

    /// Core temperature, skin/core weighting after storing `storage` W/m² a minute (damped fixed point, tol 0.001 K).
    func coreTemperature(_ s0: State, skin: Double, storage: Double) -> (Double, Double)? {
        var guess = s0.core
        for _ in 0..<10_000 {
            let weight = max(min(0.3 - 0.09 * (guess - 36.8), 0.3), 0.1)
            var core = storage / specificHeat + s0.skin * s0.skinCoreWeight / 2 - skin * weight / 2
            core = (core + s0.core * (1 - s0.skinCoreWeight / 2)) / (1 - weight / 2)
            guard core.isFinite else { return nil }
            if abs(core - guess) <= 0.001 { return (core, weight) }
            guess = (guess + core) / 2
        }
        return nil
    }
}
