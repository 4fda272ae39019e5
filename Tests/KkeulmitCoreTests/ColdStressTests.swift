import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

/// ISO 11079 against the reference's test vectors (pythermalcomfort 4.8.0 `ireq`, unrounded; docs/OUTFIT.md):
/// within 0.01 clo and 0.02 h of the unrounded table (the reference asks for 0.1 clo of the rounded one).
@Suite("ISO 11079: required insulation and duration-limited exposure")
struct ColdStressTests {
    static func walking(_ t: Double, _ v: Double) -> ColdStress.Conditions {
        ColdStress.Conditions(
            airTemperature: t, airVelocity: v, humidity: 60, metabolicRate: 2.3 * ColdStress.met, walkingSpeed: 1.0,
            permeability: 50)
    }

    static func waiting(_ t: Double, _ v: Double) -> ColdStress.Conditions {
        ColdStress.Conditions(
            airTemperature: t, airVelocity: v, humidity: 60, metabolicRate: 1.6 * ColdStress.met, walkingSpeed: 0.2,
            permeability: 50)
    }

    /// §3.3: (tdb, vr, ireq_min, ireq_neutral, icl_min, icl_neutral, dle_min @1.0, dle_neutral @1.0, dle_min @2.0,
    /// dle_neutral @2.0); nil DLE = "more than 8".
    static let walkingVectors: [(Double, Double, Double, Double, Double, Double, Double?, Double?, Double?, Double?)] =
        [
            (10, 0.4, 0.680, 0.983, 0.809, 1.182, nil, 2.833, nil, nil),
            (10, 2, 0.770, 1.069, 1.034, 1.467, nil, 1.104, nil, nil),
            (10, 5, 0.885, 1.181, 1.481, 2.035, 1.068, 0.495, nil, nil),
            (10, 9, 0.975, 1.267, 2.071, 2.786, 0.477, 0.286, nil, 1.067),
            (5, 0.4, 0.975, 1.283, 1.173, 1.553, 3.017, 0.939, nil, nil),
            (5, 2, 1.060, 1.365, 1.454, 1.896, 1.142, 0.577, nil, nil),
            (5, 5, 1.171, 1.472, 2.016, 2.582, 0.507, 0.325, nil, 1.451),
            (5, 9, 1.256, 1.555, 2.759, 3.489, 0.292, 0.206, 1.111, 0.566),
            (0, 0.4, 1.269, 1.581, 1.536, 1.921, 0.975, 0.565, nil, nil),
            (0, 2, 1.350, 1.659, 1.874, 2.322, 0.595, 0.392, nil, 2.636),
            (0, 5, 1.456, 1.762, 2.551, 3.125, 0.333, 0.243, 1.538, 0.753),
            (0, 9, 1.537, 1.842, 3.446, 4.189, 0.211, 0.161, 0.585, 0.386),
            (-5, 0.4, 1.562, 1.877, 1.898, 2.286, 0.582, 0.405, nil, 2.974),
            (-5, 2, 1.640, 1.952, 2.293, 2.745, 0.403, 0.298, 2.904, 1.141),
            (-5, 5, 1.741, 2.051, 3.085, 3.666, 0.249, 0.194, 0.784, 0.510),
            (-5, 9, 1.819, 2.128, 4.134, 4.885, 0.165, 0.133, 0.398, 0.294),
            (-10, 0.4, 1.855, 2.172, 2.259, 2.650, 0.416, 0.316, 3.304, 1.311),
            (-10, 2, 1.929, 2.245, 2.712, 3.168, 0.305, 0.240, 1.198, 0.730),
            (-10, 5, 2.026, 2.339, 3.619, 4.205, 0.199, 0.162, 0.526, 0.386),
            (-10, 9, 2.102, 2.413, 4.822, 5.580, 0.136, 0.113, 0.302, 0.238),
            (-15, 0.4, 2.148, 2.466, 2.620, 3.013, 0.324, 0.260, 1.379, 0.842),
            (-15, 2, 2.219, 2.536, 3.131, 3.589, 0.245, 0.202, 0.756, 0.537),
            (-15, 5, 2.313, 2.628, 4.155, 4.743, 0.165, 0.139, 0.396, 0.311),
            (-15, 9, 2.385, 2.699, 5.512, 6.274, 0.115, 0.098, 0.243, 0.199),
        ]

    static func close(_ a: Double?, _ b: Double?, within tolerance: Double) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let a?, let b?): abs(a - b) <= tolerance
        default: false
        }
    }

    @Test(
        "walking (2.3 met, 1.0 m/s, rh 60, p 50): IREQ and ICL within 0.01 clo, DLE within 0.02 h of the unrounded table"
    )
    func walkingCommuter() throws {
        for v in Self.walkingVectors {
            let c = Self.walking(v.0, v.1)
            let r = try #require(ColdStress.required(c), "\(v.0) °C, \(v.1) m/s")
            let context = Comment(rawValue: "\(v.0) °C, \(v.1) m/s: \(r)")
            #expect(abs(r.ireqMinimal - v.2) <= 0.01 && abs(r.ireqNeutral - v.3) <= 0.01, context)
            #expect(abs(r.iclMinimal - v.4) <= 0.01 && abs(r.iclNeutral - v.5) <= 0.01, context)
            let one = try #require(ColdStress.exposureLimit(c, worn: 1.0))
            let two = try #require(ColdStress.exposureLimit(c, worn: 2.0))
            #expect(Self.close(one.minimal, v.6, within: 0.02) && Self.close(one.neutral, v.7, within: 0.02), context)
            #expect(Self.close(two.minimal, v.8, within: 0.02) && Self.close(two.neutral, v.9, within: 0.02), context)
        }
    }

    @Test(
        "waiting at a stop (1.6 met, 0.2 m/s): the rounded table's ICL within 0.1 clo",
        arguments: [
            (5.0, 0.4, 1.8, 2.2), (5, 2, 2.2, 2.6), (5, 5, 3.0, 3.6), (0, 0.4, 2.3, 2.6), (0, 2, 2.7, 3.2),
            (0, 5, 3.7, 4.3), (-5, 0.4, 2.7, 3.1), (-5, 2, 3.3, 3.7), (-5, 5, 4.4, 5.0), (-10, 0.4, 3.2, 3.5),
            (-10, 2, 3.8, 4.2), (-10, 5, 5.1, 5.7),
        ])
    func waitingCommuter(t: Double, v: Double, minimal: Double, neutral: Double) throws {
        let r = try #require(ColdStress.required(Self.waiting(t, v)))
        #expect(abs(r.iclMinimal - minimal) <= 0.1 && abs(r.iclNeutral - neutral) <= 0.1, "\(r)")
    }

    @Test("the library's docstring example: −15 °C, 2 m/s, rh 55, 175 W/m², walking 1.1 m/s")
    func docstring() throws {
        let c = ColdStress.Conditions(
            airTemperature: -15, airVelocity: 2, humidity: 55, metabolicRate: 175, walkingSpeed: 1.1, permeability: 50)
        let r = try #require(ColdStress.required(c))
        #expect(abs(r.ireqMinimal - 1.6) <= 0.1 && abs(r.ireqNeutral - 1.9) <= 0.1)
        #expect(abs(r.iclMinimal - 2.2) <= 0.1 && abs(r.iclNeutral - 2.6) <= 0.1)
        let dle = try #require(ColdStress.exposureLimit(c, worn: 2.8))
        #expect(dle.minimal == nil && dle.neutral == nil)
    }

    @Test(
        "outside the standard's limits: nil, never a made-up number",
        arguments: [
            ColdStress.Conditions(
                airTemperature: 12, airVelocity: 2, humidity: 60, metabolicRate: 133.7, walkingSpeed: 1,
                permeability: 50),
            ColdStress.Conditions(
                airTemperature: 0, airVelocity: 0.2, humidity: 60, metabolicRate: 133.7, walkingSpeed: 1,
                permeability: 50),
            ColdStress.Conditions(
                airTemperature: 0, airVelocity: 20, humidity: 60, metabolicRate: 133.7, walkingSpeed: 1,
                permeability: 50),
            ColdStress.Conditions(
                airTemperature: 0, airVelocity: 2, humidity: 60, metabolicRate: 133.7, walkingSpeed: 1.3,
                permeability: 50),
            ColdStress.Conditions(
                airTemperature: 0, airVelocity: 2, humidity: 60, metabolicRate: 133.7, walkingSpeed: 0.3,
                permeability: 50),
            ColdStress.Conditions(
                airTemperature: 0, airVelocity: 2, humidity: 60, metabolicRate: 93, walkingSpeed: 0, permeability: 50),
            ColdStress.Conditions(
                airTemperature: 0, airVelocity: 2, humidity: 60, metabolicRate: 500, walkingSpeed: 1, permeability: 50),
        ])
    func outOfRange(c: ColdStress.Conditions) {
        #expect(ColdStress.required(c) == nil)
        #expect(ColdStress.exposureLimit(c, worn: 1) == nil)
    }

    @Test("a wind-tight shell (p 5) needs less than p 50, and lasts longer")
    func permeability() throws {
        var c = Self.walking(0, 2)
        let open = try #require(ColdStress.required(c))
        c.permeability = 5
        let tight = try #require(ColdStress.required(c))
        #expect(abs(tight.iclMinimal - 1.7) <= 0.1 && abs(tight.iclNeutral - 2.1) <= 0.1)
        #expect(tight.iclMinimal < open.iclMinimal)
    }
}
