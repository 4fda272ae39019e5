import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("Outfit engine: band, offset, umbrella")
struct OutfitEngineTests {
    // November, calm air (0.5 m/s < 1.3): feels-like equals the air temperature.
    @Test(
        "every chart boundary picks the right band",
        arguments: [
            (40.0, 1), (28.0, 1), (27.9, 2), (23.0, 2), (22.9, 3), (20.0, 3), (19.9, 4), (17.0, 4), (16.9, 5),
            (12.0, 5), (11.9, 6), (9.0, 6), (8.9, 7), (5.0, 7), (4.9, 8), (-20.0, 8),
        ])
    func bandBoundaries(temperature: Double, band: Int) throws {
        let advice = try OutfitFixture.advice(temperatures: [temperature, temperature + 3])
        #expect(advice.basisTemperature == temperature)
        #expect(advice.band == band)
        let garments = advice.items.filter { $0.ruleId == .temperatureBand }
        #expect(garments.map(\.id) == OutfitRuleTable.builtIn.bands[band - 1].items.map(\.id))
        #expect(advice.layers == OutfitRuleTable.builtIn.bands[band - 1].layers)
    }

    @Test("dresses for the coldest hour, not the first or the average")
    func coldestHour() throws {
        let advice = try OutfitFixture.advice(temperatures: [21, 20, 15.5, 22, 24])
        #expect(advice.basisTemperature == 15.5)
        #expect(advice.band == 5)
    }

    @Test("the basis is the min feels-like, so wind can move the band")
    func windMovesBand() throws {
        // 6 °C: band 7 in calm air; at 5 m/s the wind chill (1.4) puts it in band 8.
        let calm = try OutfitFixture.advice(temperatures: [6])
        let windy = try OutfitFixture.advice(temperatures: [6]) { _, slot in slot.windSpeed = 5 }
        #expect(calm.band == 7)
        #expect(windy.basisTemperature == FeelsLike.temperature(air: 6, windSpeed: 5, humidity: 50, month: 11))
        #expect(windy.band == 8)
    }

    @Test(
        "the personal offset is added before choosing the band",
        arguments: [
            (18.0, -2.0, 16.0, 5), (18.0, 3.0, 21.0, 3), (16.9, 0.1, 17.0, 4), (5.0, -0.1, 4.9, 8),
            (27.0, 1.0, 28.0, 1), (10.0, 0.0, 10.0, 6),
        ])
    func offset(feelsLike: Double, offset: Double, basis: Double, band: Int) throws {
        let advice = try OutfitFixture.advice(temperatures: [feelsLike], offset: offset)
        #expect(advice.basisTemperature == basis)
        #expect(advice.band == band)
        #expect(advice.temperatureOffset == offset)
        let facts = advice.items[0].values
        #expect(facts.number("feelsLikeMin") == feelsLike)
        #expect(facts.number("temperatureOffset") == offset)
        #expect(facts.number("basisTemperature") == basis)
        #expect(facts.number("band") == Double(band))
    }

    struct Rain: CustomTestStringConvertible, Sendable {
        var name: String
        var pops: [Int]
        var types: [PrecipitationType]
        var umbrella: Bool
        var folding: Bool
        var testDescription: String { name }
    }

    @Test(
        "umbrella at POP ≥ 60 or any precipitation type; folding umbrella at 30–59",
        arguments: [
            Rain(name: "POP 59", pops: [10, 59, 20], types: [.none, .none, .none], umbrella: false, folding: true),
            Rain(name: "POP 60", pops: [10, 60, 20], types: [.none, .none, .none], umbrella: true, folding: false),
            Rain(name: "POP 30", pops: [30, 0, 0], types: [.none, .none, .none], umbrella: false, folding: true),
            Rain(name: "POP 29", pops: [29, 0, 0], types: [.none, .none, .none], umbrella: false, folding: false),
            Rain(
                name: "one shower hour at POP 20", pops: [0, 20, 0], types: [.none, .shower, .none], umbrella: true,
                folding: false),
            Rain(
                name: "snow at POP 40", pops: [40, 40, 40], types: [.snow, .snow, .snow], umbrella: true, folding: false
            ),
            Rain(name: "dry", pops: [0, 0, 0], types: [.none, .none, .none], umbrella: false, folding: false),
        ])
    func umbrella(_ rain: Rain) throws {
        let advice = try OutfitFixture.advice(temperatures: [15, 15, 15]) { i, slot in
            slot.precipitationProbability = rain.pops[i]
            slot.precipitationType = rain.types[i]
        }
        #expect(advice.umbrella == rain.umbrella)
        #expect(advice.items.contains { $0.id == "umbrella" } == rain.umbrella)
        #expect((advice.note("folding-umbrella") != nil) == rain.folding)
    }

    @Test("the umbrella item says which rule and numbers called for it")
    func umbrellaFacts() throws {
        let advice = try OutfitFixture.advice(temperatures: [15, 15, 15]) { i, slot in
            slot.precipitationProbability = [20, 70, 30][i]
            slot.precipitationType = i == 1 ? .rain : PrecipitationType.none
        }
        let item = try #require(advice.items.last)
        #expect(item.id == "umbrella" && item.ko == "우산" && item.en == "umbrella")
        #expect(item.ruleId == .umbrella)
        #expect(item.values.number("precipitationProbabilityMax") == 70)
        #expect(item.values.number("wetHours") == 1)
        #expect(item.values.number("umbrellaProbability") == 60)
        #expect(item.values.contains(.time("firstWetHour", OutfitFixture.novemberMorning.adding(hours: 1))))
    }

    @Test("folding-umbrella note text")
    func foldingText() throws {
        let advice = try OutfitFixture.advice(temperatures: [15]) { _, slot in slot.precipitationProbability = 40 }
        let note = try #require(advice.note("folding-umbrella"))
        #expect(note.ruleId == .foldingUmbrella)
        #expect(note.text.in(.ko) == "강수확률이 최고 40%라 접이식 우산을 챙기면 좋아요")
        #expect(note.text.in(.en) == "Up to 40% chance of rain: take a folding umbrella just in case")
        #expect(note.values.number("precipitationProbabilityMax") == 40)
    }

    @Test("a user's table changes bands and thresholds")
    func userRules() throws {
        var rules = OutfitRuleTable.builtIn
        rules.bands[0].minimumTemperature = 27
        rules.thresholds.umbrellaProbability = 40
        rules.thresholds.foldingUmbrellaProbability = 20
        try rules.validate()
        let advice = try OutfitFixture.advice(temperatures: [27.5], rules: rules) { _, slot in
            slot.precipitationProbability = 40
        }
        #expect(advice.band == 1)
        #expect(advice.umbrella)
        let builtIn = try OutfitFixture.advice(temperatures: [27.5]) { _, slot in slot.precipitationProbability = 40 }
        #expect(builtIn.band == 2)
        #expect(!builtIn.umbrella)
    }

    @Test("the same input always gives the same advice")
    func deterministic() throws {
        let make = {
            try OutfitFixture.advice(temperatures: [-2, 0, 3, 9, 12, 8]) { i, slot in
                slot.windSpeed = Double(i) * 2
                slot.precipitationType = i > 3 ? .rainSnow : PrecipitationType.none
                slot.precipitationProbability = i * 15
            }
        }
        #expect(try make() == make())
    }
}
