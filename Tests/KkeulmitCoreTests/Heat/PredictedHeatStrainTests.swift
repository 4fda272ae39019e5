import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

/// ISO 7933:2023 PHS (`reference/heat-stress.md` §4) against [PTC] pythermalcomfort 4.8.0
/// `phs(..., model="7933-2023")` and the §6 vectors.
@Suite("Heat: ISO 7933:2023 predicted heat strain")
struct PredictedHeatStrainTests {
    /// Sweat ±2 % or ±3 g (the larger), t_re ±0.02 °C, d_lim_* ±1 min, water exact; nil exactly where the table
    /// has nan. The chain runs from the KMA slot: the hour's tr, WSD × 0.2^0.25, met 2.0, 0.9 m/s.
    @Test("§6 vectors: sweat, t_re, water and the allowable exposures", arguments: HeatVector.all)
    func vectors(_ v: HeatVector) {
        let conditions = HeatStrainConditions.commuter(
            temperature: v.tmp, radiantTemperature: v.hour.meanRadiantTemperature, windSpeed: v.wsd,
            humidity: v.reh, clo: v.clo)
        let assessment = PredictedHeatStrain.assess(conditions)
        guard let a = assessment, let sweat = v.sweat, let tre = v.tre, let loss = v.lossLimit,
            let treLimit = v.treLimit
        else {
            #expect(assessment == nil && v.sweat == nil && v.tre == nil && v.lossLimit == nil && v.water == nil)
            return
        }
        #expect(abs(a.sweatGramsPerHour - sweat) <= max(0.02 * sweat, 3))
        #expect(abs(a.rectalTemperatureAfterHour - tre) <= 0.02)
        #expect(abs(a.lossLimitMinutes - loss) <= 1)
        #expect(abs(a.rectalLimitMinutes - treLimit) <= 1)
        #expect(a.waterMillilitresPerHour == v.water)
        let limit = min(loss, treLimit)
        #expect(a.limitMinutes == (limit < 480 ? Int(limit) : nil))
    }

    /// Other branches, against `phs(…, model="7933-2023", round_output=False)` with [PTC] 4.8.0 (V1's or V10's
    /// air, tr as the table prints it, humidity and wind unless stated): sweat over 60 min, t_re at 60 min, d_lim_loss_50 and d_lim_t_re
    /// over 480 min.
    static let branches: [(String, HeatStrainConditions, Double, Double, Double, Double)] = [
        (
            "V10, met 3.8, walking 1.8 m/s, clo 1.0: the rectal limit binds", v10(met: 3.8, walk: 1.8, clo: 1.0),
            751.6494, 38.1012, 251, 35
        ),
        ("V1, not free to drink: 3 % of body mass, × 0.6", v1 { $0.canDrink = false }, 498.3848, 37.5177, 140.4, 480),
        ("V1, unacclimatized", v1 { $0.acclimatized = false }, 498.3848, 37.5177, 383, 480),
        ("V1, clo 0.1: the nude skin model", v1 { $0.clo = 0.1 }, 530.0352, 37.5608, 363, 480),
        ("V1, clo 0.8: the clothed skin model", v1 { $0.clo = 0.8 }, 476.4348, 37.4759, 397, 480),
        ("V1, walking speed from the metabolic rate", v1 { $0.walkingSpeed = 0 }, 502.2393, 37.4759, 379, 480),
        ("V1, walking across the wind (θ 90°)", v1 { $0.walkingAngle = 90 }, 498.3849, 37.5177, 383, 480),
        ("V1, sitting", v1 { $0.posture = .sitting }, 472.7817, 37.4832, 403, 480),
        ("a night hour, tr = tdb = 28 °C, calm", night, 133.2842, 37.2218, 480, 480),
    ]

    static func v1(_ change: (inout HeatStrainConditions) -> Void) -> HeatStrainConditions {
        var c = HeatStrainConditions.commuter(
            temperature: 33, radiantTemperature: 68.94, windSpeed: 2, humidity: 55, clo: 0.36)
        change(&c)
        return c
    }

    static func v10(met: Double, walk: Double, clo: Double) -> HeatStrainConditions {
        HeatStrainConditions(
            airTemperature: 35, radiantTemperature: 72.72, airVelocity: 2 * HeatStrainConditions.windToBodyHeight,
            humidity: 35, metabolicRate: met * HeatStrainConditions.met, clo: clo, walkingSpeed: walk)
    }

    static let night = HeatStrainConditions(airTemperature: 28, airVelocity: 0, humidity: 75, clo: 0.36)

    @Test("Branches against pythermalcomfort: sweat ±0.01 g, t_re ±0.001 °C, limits exact", arguments: branches)
    func branch(_ name: String, _ c: HeatStrainConditions, sweat: Double, tre: Double, loss: Double, treLimit: Double)
        throws
    {
        let hour = try #require(PredictedHeatStrain.simulate(c, minutes: 60))
        let shift = try #require(PredictedHeatStrain.simulate(c, minutes: 480))
        #expect(abs(hour.sweatLossGrams - sweat) < 0.01)
        #expect(abs(hour.rectalTemperature - tre) < 0.001)
        #expect(abs(shift.lossLimitMinutes - loss) < 1e-9)
        #expect(shift.rectalLimitMinutes == treLimit)
    }

    /// A valid hour (28 °C, tr = tdb, 60 %, 1 m/s, clo 0.5) with one input changed.
    static func edge(_ name: String, _ applies: Bool, _ change: (inout HeatStrainConditions) -> Void)
        -> (String, HeatStrainConditions, Bool)
    {
        var c = HeatStrainConditions(airTemperature: 28, airVelocity: 1, humidity: 60, clo: 0.5)
        change(&c)
        return (name, c, applies)
    }

    /// ISO 7933:2023 Annex A Table A.1, inclusive (`_valid_range`): one input at a time just inside and just
    /// outside.
    static let edges: [(String, HeatStrainConditions, Bool)] = [
        edge("tdb 15", true) {
            $0.airTemperature = 15; $0.radiantTemperature = 15
        },
        edge("tdb 14.9", false) {
            $0.airTemperature = 14.9; $0.radiantTemperature = 14.9
        },
        edge("tdb 50, tr 50, 5 %", true) {
            $0.airTemperature = 50; $0.radiantTemperature = 50; $0.humidity = 5
        },
        edge("tdb 50.1", false) {
            $0.airTemperature = 50.1; $0.radiantTemperature = 50.1; $0.humidity = 5
        },
        edge("tr − tdb −0.1", false) { $0.radiantTemperature = 27.9 },
        edge("tr − tdb 60", true) { $0.radiantTemperature = 88 },
        edge("tr − tdb 60.1", false) { $0.radiantTemperature = 88.1 },
        edge("v 0", true) { $0.airVelocity = 0 },
        edge("v 3", true) { $0.airVelocity = 3 },
        edge("v 3.01", false) { $0.airVelocity = 3.01 },
        edge("pa 4.78 kPa (V15: 33 °C, 95 %)", false) {
            $0.airTemperature = 33
            $0.radiantTemperature = 33
            $0.humidity = 95
        },
        edge("pa 0.38 kPa", false) { $0.humidity = 10 },
        edge("M 56", true) { $0.metabolicRate = 56 },
        edge("M 55.9", false) { $0.metabolicRate = 55.9 },
        edge("M 250", true) { $0.metabolicRate = 250 },
        edge("M 250.1", false) { $0.metabolicRate = 250.1 },
        edge("clo 0.1", true) { $0.clo = 0.1 },
        edge("clo 0.09", false) { $0.clo = 0.09 },
        edge("clo 1.0", true) { $0.clo = 1.0 },
        edge("clo 1.01", false) { $0.clo = 1.01 },
    ]

    @Test(
        "Applicability limits: tdb 15–50, tr − tdb 0–60, v 0–3, pa 0.5–4.5 kPa, M 56–250, clo 0.1–1.0",
        arguments: edges)
    func limits(_ name: String, _ c: HeatStrainConditions, applies: Bool) {
        #expect(c.isApplicable == applies)
        #expect((PredictedHeatStrain.simulate(c, minutes: 60) != nil) == applies)
    }

    @Test(
        "Water to carry: the hour's sweat rounded up to 50 mL, at most 1,400 mL",
        arguments: [(0.0, 0), (1, 50), (50, 50), (50.01, 100), (498.42, 500), (552, 600), (1399, 1400), (2500, 1400)])
    func water(sweat: Double, millilitres: Int) {
        #expect(PredictedHeatStrain.water(sweatGrams: sweat) == millilitres)
    }

    @Test(
        "limitMinutes: the shorter allowable exposure when under 480, else nil",
        arguments: [(383.0, 480.0, Int?.some(383)), (480, 480, nil), (480, 35, 35), (140.4, 480, 140), (479, 480, 479)])
    func limitMinutes(loss: Double, rectal: Double, expected: Int?) {
        #expect(PredictedHeatStrain.limitMinutes(lossLimit: loss, rectalLimit: rectal) == expected)
    }

    @Test("A 60-minute run caps both limits at 60; a run of no minutes is nil")
    func durations() throws {
        let hour = try #require(PredictedHeatStrain.simulate(Self.v1 { _ in }, minutes: 60))
        #expect(hour.lossLimitMinutes == 60 && hour.rectalLimitMinutes == 60)
        #expect(PredictedHeatStrain.simulate(Self.v1 { _ in }, minutes: 0) == nil)
    }

    @Test("The commuter: 10 m wind × 0.2^0.25, met 2.0 (116.3 W/m²), walking 0.9 m/s, 75 kg, 1.8 m")
    func commuter() {
        let c = HeatStrainConditions.commuter(
            temperature: 33, radiantTemperature: 60, windSpeed: 7, humidity: 50, clo: 0.36)
        #expect(abs(c.airVelocity - 4.68) < 0.005)
        #expect(abs(c.metabolicRate - 116.3) < 1e-9)
        #expect(c.walkingSpeed == 0.9 && c.walkingAngle == 0 && c.posture == .standing)
        #expect(c.acclimatized && c.canDrink && c.weight == 75 && c.height == 1.8)
        #expect(!c.isApplicable)
    }
}
