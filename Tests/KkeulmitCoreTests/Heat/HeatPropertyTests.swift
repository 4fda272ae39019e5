import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

/// Properties of the heat chain over a grid of hours, places and weather, each stated as far as the reference's
/// model supports it (`reference/heat-stress.md` §2.6 limitation 2, §4).
@Suite("Heat: properties")
struct HeatPropertyTests {
    static let places: [(Double, Double)] = [(37.57, 126.98), (35.87, 128.60), (35.18, 129.08), (33.5, 126.53)]
    static let days: [KSTDate] = [
        KSTDate(year: 2025, month: 1, day: 15), KSTDate(year: 2025, month: 4, day: 20),
        KSTDate(year: 2025, month: 6, day: 21), KSTDate(year: 2025, month: 7, day: 20),
        KSTDate(year: 2025, month: 8, day: 10), KSTDate(year: 2025, month: 12, day: 22),
    ]

    static func hour(_ day: KSTDate, _ h: Int, _ place: (Double, Double), _ sky: SkyCondition?, _ rain: Bool)
        -> HeatHour
    {
        HeatHour(
            instant: KSTDateTime(date: day, hour: h).instant, latitude: place.0, longitude: place.1, temperature: 30,
            humidity: 60, windSpeed: 2, sky: sky, precipitating: rain)
    }

    /// Darker skies never raise tr: 구름많음 ≥ 흐림 ≥ precipitation at every hour. Against 맑음 the order holds
    /// while the sun is below 55°; higher, diffuse-rich 구름많음 can beat it (next test).
    @Test("More sun (fewer oktas) never lowers the mean radiant temperature at the same hour", arguments: days)
    func moreSun(_ day: KSTDate) {
        for place in Self.places {
            for h in 0..<24 {
                let clear = Self.hour(day, h, place, .clear, false)
                let cloudy = Self.hour(day, h, place, .mostlyCloudy, false)
                let overcast = Self.hour(day, h, place, .overcast, false)
                let rain = Self.hour(day, h, place, .overcast, true)
                #expect(cloudy.meanRadiantTemperature >= overcast.meanRadiantTemperature, "\(day) \(h)h")
                #expect(overcast.meanRadiantTemperature >= rain.meanRadiantTemperature, "\(day) \(h)h")
                if clear.altitude <= 55 {
                    #expect(clear.meanRadiantTemperature >= cloudy.meanRadiantTemperature, "\(day) \(h)h")
                }
                #expect(Self.hour(day, h, place, nil, false) == cloudy)
            }
        }
    }

    /// §2.6 limitation 2: a vertical body gets 0.5·DHI from the sky but only f_p·DNI from a high beam, so near a
    /// summer noon 구름많음 gives more ΔMRT than 맑음 (V3 39.2 K against V1 35.9 K). Pinned so that it is not
    /// "fixed" by accident.
    @Test("The reference's exception: at a high summer sun 구름많음's ΔMRT exceeds 맑음's")
    func diffuseRichNoon() {
        let day = KSTDate(year: 2025, month: 7, day: 20)
        let clear = Self.hour(day, 12, Self.places[0], .clear, false)
        let cloudy = Self.hour(day, 12, Self.places[0], .mostlyCloudy, false)
        #expect(clear.altitude > 70)
        #expect(cloudy.deltaMeanRadiantTemperature > clear.deltaMeanRadiantTemperature)
    }

    @Test("Sun down: tr equals the air temperature, whatever the sky", arguments: days)
    func sunDown(_ day: KSTDate) {
        for place in Self.places {
            for h in 0..<24 {
                for sky in [SkyCondition.clear, .mostlyCloudy, .overcast] {
                    let hour = Self.hour(day, h, place, sky, false)
                    if hour.sun.altitude <= 0 {
                        #expect(hour.meanRadiantTemperature == 30)
                        #expect(hour.irradiance == .zero)
                    }
                }
            }
        }
    }

    /// While the surroundings are cooler than the skin (operative temperature (tdb + tr)/2 ≤ 33 °C), clothing only
    /// holds heat in: more clo never lowers the sweat. Checked against [PTC] over tdb 15–40, tr − tdb 0–38,
    /// rh 20–90 %, v 0–3 m/s (no exception below 34 °C).
    @Test(
        "More clo in the heat never lowers the sweat (surroundings cooler than the skin)",
        arguments: [15.0, 20, 25, 28, 30, 33])
    func moreClo(_ tdb: Double) {
        for delta in [0.0, 4, 10, 20, 30] where tdb + delta / 2 <= 33 {
            for rh in [30.0, 50, 70, 90] {
                for v in [0.0, 1, 2, 3] {
                    var previous = -Double.infinity
                    for step in 0...18 {
                        let c = HeatStrainConditions(
                            airTemperature: tdb, radiantTemperature: tdb + delta, airVelocity: v, humidity: rh,
                            clo: 0.1 + 0.05 * Double(step))
                        guard let sweat = PredictedHeatStrain.simulate(c, minutes: 60)?.sweatLossGrams else { continue }
                        #expect(sweat >= previous - 1e-9, "\(tdb) °C, tr +\(delta), \(rh) %, \(v) m/s, step \(step)")
                        previous = sweat
                    }
                }
            }
        }
    }

    /// Under a strong sun the clothes shade the skin: [PTC] gives V1 530 g at clo 0.1, 498 g at 0.36, 476 g at 0.8.
    @Test("Under the sun, clothing shades: V1's sweat falls with clo (as pythermalcomfort computes it)")
    func cloInTheSun() throws {
        let sweats = try [0.1, 0.36, 0.8].map { clo in
            try #require(
                PredictedHeatStrain.simulate(
                    .commuter(
                        temperature: 33, radiantTemperature: 68.944, windSpeed: 2, humidity: 55, clo: clo),
                    minutes: 60)
            ).sweatLossGrams
        }
        #expect(sweats[0] > sweats[1] && sweats[1] > sweats[2])
    }
}
