import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

/// ASHRAE (1985) clear sky, Kasten–Czeplak and the direct/diffuse split (`reference/heat-stress.md` §2.3–2.5).
@Suite("Heat: solar irradiance under KMA's sky")
struct SolarIrradianceTests {
    /// §2.4's table: SKY class midpoints in tenths × 0.8 = oktas, and K&C's k = G/G_clear (to 4 decimals). Any
    /// precipitation is full overcast; a missing SKY counts as 구름많음.
    @Test(
        "§2.4: SKY/PTY → oktas → k",
        arguments: [
            (SkyCondition?.some(.clear), false, 2.0, 0.9933), (.mostlyCloudy, false, 5.6, 0.7770),
            (.overcast, false, 7.6, 0.3700), (.clear, true, 8.0, 0.2500), (.overcast, true, 8.0, 0.2500),
            (nil, false, 5.6, 0.7770), (nil, true, 8.0, 0.2500),
        ])
    func cloudFactor(sky: SkyCondition?, precipitating: Bool, oktas: Double, k: Double) {
        let n = SolarIrradiance.oktas(sky: sky, precipitating: precipitating)
        #expect(abs(n - oktas) < 1e-12)
        #expect(abs(SolarIrradiance.cloudFactor(oktas: n) - k) < 0.000_05)
    }

    /// EMEP's tabulation of Kasten & Czeplak by cloud fraction (§2.4, [KC]).
    @Test(
        "Kasten–Czeplak at 60–100 % cloud: EMEP's 0.8679, 0.7770, 0.6488, 0.4758, 0.25",
        arguments: [(0.6, 0.8679), (0.7, 0.7770), (0.8, 0.6488), (0.9, 0.4758), (1.0, 0.25)])
    func kastenCzeplak(fraction: Double, k: Double) {
        #expect(abs(SolarIrradiance.cloudFactor(oktas: fraction * 8) - k) < 0.000_05)
    }

    /// §2.3: July at β = 71° gives ≈ 872 W/m² clear-sky DNI with the 1985 table.
    @Test("ASHRAE 1985 clear sky: July, β 71° → DNI ≈ 872 W/m²; nothing with the sun down")
    func clearSky() {
        let july = SolarIrradiance.clearSky(altitude: 71, month: 7)
        #expect(abs(july.direct - 872) < 1)
        #expect(abs(july.diffuse - 0.136 * july.direct) < 1e-9)
        #expect(SolarIrradiance.clearSky(altitude: -3, month: 7) == .zero)
        #expect(SolarIrradiance(altitude: 0, month: 7, dayOfYear: 200, sky: .clear, precipitating: false) == .zero)
    }

    /// §2.5: on a clear 5° sun (V5) the clear-sky split keeps ≈ 106 W/m² of beam; Erbs on the same GHI keeps ≈ 5.
    @Test("§2.5: a clear low sun keeps its beam (V5: 106 W/m² against Erbs's ≈ 5)")
    func lowSunBeam() throws {
        let v5 = try #require(HeatVector.all.first { $0.id == "V5" })
        let hour = v5.hour
        #expect(abs(hour.irradiance.direct - 106) <= 1)
        let erbs = SolarIrradiance.erbs(global: hour.irradiance.global, altitude: hour.altitude, dayOfYear: 202)
        #expect(abs(erbs.direct - 5) < 2)
    }

    /// Erbs puts everything into the diffuse below 3° of altitude.
    @Test("Erbs: zenith beyond 87° → DNI 0, DHI = GHI")
    func erbsHorizon() {
        let split = SolarIrradiance.erbs(global: 20, altitude: 2.5, dayOfYear: 200)
        #expect(split == SolarIrradiance(direct: 0, diffuse: 20, global: 20))
    }

    /// GHI, DNI and DHI within ±1 W/m² of the table (which rounds them to whole W/m²), N exact.
    @Test("§6 vectors: oktas, GHI, DNI, DHI within 1 W/m²", arguments: HeatVector.all)
    func vectors(_ v: HeatVector) {
        let e = v.hour.irradiance
        #expect(abs(SolarIrradiance.oktas(sky: v.heatSky, precipitating: v.pty != 0) - v.oktas) < 1e-9)
        #expect(abs(e.global - v.ghi) <= 1)
        #expect(abs(e.direct - v.dni) <= 1)
        #expect(abs(e.diffuse - v.dhi) <= 1)
    }
}
