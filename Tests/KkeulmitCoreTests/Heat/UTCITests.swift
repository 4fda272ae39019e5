import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

/// UTCI (`reference/heat-stress.md` §3) against [PTC] pythermalcomfort 4.8.0 `utci` and the §6 vectors.
@Suite("Heat: UTCI and its stress categories")
struct UTCITests {
    @Test(
        "§6 vectors: UTCI within 0.1 °C of the table, category exact, nil where the table has nan",
        arguments: HeatVector.all)
    func vectors(_ v: HeatVector) {
        let reading = v.hour.utci
        #expect(reading?.category == v.category)
        switch (reading, v.utci) {
        case (nil, nil): break
        case (let r?, let expected?): #expect(abs(r.temperature - expected) <= 0.1)
        default: Issue.record("UTCI \(String(describing: reading)) against \(String(describing: v.utci))")
        }
    }

    /// `utci(tdb, tr, v, rh, round_output=False)` with [PTC] 4.8.0, across the scale's cold and hot ends.
    @Test(
        "The polynomial against pythermalcomfort, unrounded, to 1e-9 °C",
        arguments: [
            (-20.0, -25.0, 10.0, 70.0, -50.72074900787674, UTCICategory.extremeColdStress),
            (-35, -40, 5, 50, -51.69062877751077, .extremeColdStress),
            (5, 3, 3, 80, -1.6448271482701926, .moderateColdStress),
            (0, 10, 1, 50, 2.986029501331292, .slightColdStress),
            (20, 20, 0.5, 50, 19.84764945385955, .noThermalStress),
            (25, 25, 1, 50, 24.61212626034633, .noThermalStress),
            (10, 80, 2, 40, 30.085971449238883, .moderateHeatStress),
            (45, 60, 1, 20, 49.0968665700473, .extremeHeatStress),
        ])
    func polynomial(tdb: Double, tr: Double, v: Double, rh: Double, utci: Double, category: UTCICategory) throws {
        let value = try #require(
            UTCI.temperature(airTemperature: tdb, radiantTemperature: tr, windSpeed: v, humidity: rh))
        #expect(abs(value - utci) < 1e-9)
        #expect(
            UTCI.reading(airTemperature: tdb, radiantTemperature: tr, windSpeed: v, humidity: rh)?.category == category)
    }

    /// Each bin includes its upper edge ([PTC] `STRESS_CATEGORIES`, `right=True`).
    @Test(
        "Category boundaries: −40, −27, −13, 0, 9, 26, 32, 38, 46 belong to the colder side",
        arguments: [
            (-40.0, UTCICategory.extremeColdStress), (-39.9, .veryStrongColdStress), (-27, .veryStrongColdStress),
            (-26.9, .strongColdStress), (-13, .strongColdStress), (-12.9, .moderateColdStress),
            (0, .moderateColdStress), (0.1, .slightColdStress), (9, .slightColdStress), (9.1, .noThermalStress),
            (26, .noThermalStress), (26.1, .moderateHeatStress), (32, .moderateHeatStress), (32.1, .strongHeatStress),
            (38, .strongHeatStress), (38.1, .veryStrongHeatStress), (46, .veryStrongHeatStress),
            (46.1, .extremeHeatStress), (-60, .extremeColdStress), (60, .extremeHeatStress),
        ])
    func boundaries(utci: Double, category: UTCICategory) {
        #expect(UTCICategory(utci) == category)
    }

    @Test("The category is taken after rounding to 0.1 °C: 26.04 → no thermal stress, 26.06 → moderate heat")
    func roundingFirst() {
        #expect(UTCICategory(UTCI.round(26.04)) == .noThermalStress)
        #expect(UTCICategory(UTCI.round(26.06)) == .moderateHeatStress)
        #expect(UTCICategory(UTCI.round(37.96)) == .strongHeatStress)
        #expect(UTCI.round(27.265) == 27.3)
    }

    @Test("The JSON names, coldest first")
    func rawValues() {
        #expect(
            UTCICategory.allCases.map(\.rawValue) == [
                "extremeColdStress", "veryStrongColdStress", "strongColdStress", "moderateColdStress",
                "slightColdStress", "noThermalStress", "moderateHeatStress", "strongHeatStress",
                "veryStrongHeatStress", "extremeHeatStress",
            ])
        #expect(UTCICategory.upperEdges == [-40, -27, -13, 0, 9, 26, 32, 38, 46])
        #expect(UTCICategory.moderateHeatStress.isHeatStress && !UTCICategory.noThermalStress.isHeatStress)
    }

    /// The limits are inclusive: tdb −50…50, tr − tdb −30…70, v 0.5…17, rh 0…100, pa 0…5 kPa.
    @Test(
        "Applicability limits: inclusive edges in, just outside nil",
        arguments: [
            (50.0, 50.0, 1.0, 30.0, true), (50.1, 50.1, 1, 30, false), (-50, -50, 1, 50, true),
            (-50.1, -50.1, 1, 50, false), (20, 90, 1, 50, true), (20, 90.1, 1, 50, false), (20, -10, 1, 50, true),
            (20, -10.1, 1, 50, false), (20, 20, 0.5, 50, true), (20, 20, 0.49, 50, false), (20, 20, 17, 50, true),
            (20, 20, 17.01, 50, false), (20, 20, 1, 100, true), (20, 20, 1, 100.1, false), (20, 20, 1, -0.1, false),
            (33, 33, 1, 95, true), (35, 35, 1, 95, false),
        ])
    func limits(tdb: Double, tr: Double, v: Double, rh: Double, applies: Bool) {
        let value = UTCI.temperature(airTemperature: tdb, radiantTemperature: tr, windSpeed: v, humidity: rh)
        #expect((value != nil) == applies)
    }

    /// The reference raises calm winds to 0.5 m/s before UTCI (V15: WSD 0.3) and leaves typhoon winds alone (V16).
    @Test("Calm hours are raised to 0.5 m/s; winds above 17 m/s give no UTCI")
    func windFloor() throws {
        let v15 = try #require(HeatVector.all.first { $0.id == "V15" })
        let hour = v15.hour
        let raised = UTCI.reading(
            airTemperature: v15.tmp, radiantTemperature: hour.meanRadiantTemperature, windSpeed: 0.5,
            humidity: v15.reh)
        #expect(hour.utci == raised)
        #expect(hour.utci != nil)
    }
}
