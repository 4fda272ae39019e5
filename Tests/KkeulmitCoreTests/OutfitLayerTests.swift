import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("Outfit engine: one garment per layer")
struct OutfitLayerTests {
    typealias Item = OutfitRuleTable.Item

    struct Outfit: CustomTestStringConvertible, Sendable {
        var band: Int
        var temperature: Double
        /// `layer:pick` in order, then the alternatives of each layer.
        var picks: [String]
        var alternatives: [[String]]
        var testDescription: String { "band \(band)" }
    }

    /// The chart's outfit of each band, before anything raises it: a top, a bottom and shoes always, an outer layer
    /// below 20 °C; base layers and the band's other accessories wait for the cold to ask for them.
    @Test(
        "each band's chart outfit: one garment per layer, the chart's first choice first, completed",
        arguments: [
            Outfit(
                band: 1, temperature: 30, picks: ["top:t-shirt", "bottom:shorts", "shoes:sneakers"],
                alternatives: [["sleeveless", "linen"], ["short-skirt"], []]),
            Outfit(
                band: 2, temperature: 25, picks: ["top:t-shirt", "bottom:shorts", "shoes:sneakers"],
                alternatives: [["thin-shirt"], ["chinos"], []]),
            Outfit(
                band: 3, temperature: 21, picks: ["top:long-sleeve-tee", "bottom:chinos", "shoes:sneakers"],
                alternatives: [["blouse"], ["slacks"], []]),
            Outfit(
                band: 4, temperature: 18,
                picks: ["outer:thin-cardigan", "top:thin-knit", "bottom:long-pants", "shoes:sneakers"],
                alternatives: [[], ["sweatshirt", "hoodie"], [], []]),
            Outfit(
                band: 5, temperature: 14, picks: ["outer:jacket", "top:knit", "bottom:jeans", "shoes:sneakers"],
                alternatives: [["cardigan", "denim-jacket"], [], ["stockings"], []]),
            Outfit(
                band: 6, temperature: 10,
                picks: ["outer:trench-coat", "top:thin-knit", "bottom:fleece-lined-pants", "shoes:sneakers"],
                alternatives: [["field-jacket", "jumper"], [], ["stockings"], []]),
            Outfit(
                band: 7, temperature: 6, picks: ["outer:wool-coat", "top:knit", "bottom:leggings", "shoes:sneakers"],
                alternatives: [["leather-jacket"], [], ["jeans", "fleece-lined-pants"], []]),
            Outfit(
                band: 8, temperature: -3,
                picks: [
                    "outer:padded-jacket", "top:knit", "bottom:fleece-lined-pants", "accessory:scarf", "shoes:sneakers",
                ],
                alternatives: [
                    ["heavy-coat", "quilted-clothes", "long-padded-coat"], ["fleece-lined-clothes"], [], [],
                    ["winter-boots"],
                ]),
        ])
    func bands(_ o: Outfit) throws {
        let table = OutfitRuleTable.builtIn
        let band = table.bands[o.band - 1]
        let outfit = Dresser(rules: table, wardrobe: nil, wet: nil, coldHands: false).chart(band)
        #expect(outfit.map { "\($0.layer.rawValue):\($0.pick.id)" } == o.picks)
        #expect(outfit.map { $0.alternatives.map(\.id) } == o.alternatives)
        #expect(outfit.allSatisfy { $0.owned == nil && $0.pick.clo != nil })
        // Every garment of the row is worn, offered, or waits as a base layer or accessory the cold may add.
        let offered = outfit.flatMap { [$0.pick] + $0.alternatives }.map(\.id)
        let waiting = band.items.filter { $0.layer?.isStackable == true && !offered.contains($0.id) }.map(\.id)
        #expect((offered + waiting).sorted() == band.items.map(\.id).sorted())
        // Where the air is warmer than 10 °C ISO 11079 has nothing to add: the engine wears the chart's outfit.
        if o.temperature > 10 {
            let advice = try OutfitFixture.advice(temperatures: [o.temperature])
            #expect(advice.band == o.band)
            #expect(advice.outfit == outfit && advice.insulation == nil)
            // The whole chart row stays in `items`, in the chart's order.
            #expect(advice.items.map(\.id) == band.items.map(\.id))
        }
    }

    @Test("the example of the issue: a complete band-8 outfit, each layer with its own alternatives")
    func bandEightText() throws {
        let outfit = Dresser(rules: .builtIn, wardrobe: nil, wet: nil, coldHands: false)
            .chart(OutfitRuleTable.builtIn.bands[7])
        #expect(outfit.picksText(in: .ko) == "패딩 + 니트 + 기모바지 + 목도리 + 운동화")
        #expect(outfit.picksText(in: .en) == "padded jacket + knit + fleece-lined pants + scarf + sneakers")
        #expect(outfit.first { $0.layer == .outer }?.alternatives.map(\.ko) == ["두꺼운 코트", "누빔 옷", "롱패딩"])
        #expect(
            ReportText.outfit(outfit).ko == "패딩(또는 두꺼운 코트·누빔 옷) + 니트(또는 기모 제품) + 기모바지 + 목도리 + 운동화(또는 방한화)")
    }

    @Test(
        "the cold raises the outfit: warmer picks in the band, base layers, then gloves and a hat, to ISO 11079's need")
    func raised() throws {
        // −3 °C in calm air: ISO 11079 asks about 1.8 clo of a walker; the chart's band 8 gives 1.26.
        let advice = try OutfitFixture.advice(temperatures: [-3, -2])
        let insulation = try #require(advice.insulation)
        let required = try #require(insulation.requiredClo)
        #expect(required > 1.6 && required < 2.0)
        #expect(insulation.clo >= required && insulation.limitMinutes == nil)
        #expect(advice.outfit.clo >= required - 0.005)
        #expect(advice.outfit.first { $0.layer == .outer }?.pick.id == "long-padded-coat")
        #expect(advice.outfit.contains { $0.layer == .base })
    }

    @Test("every built-in garment names its layer, the same one in every band")
    func builtInLayers() {
        var layers: [String: GarmentLayer] = [:]
        for item in OutfitRuleTable.builtIn.allGarments + OutfitRuleTable.builtIn.bands.flatMap(\.items) {
            #expect(item.layer != nil, "\(item.id) has no layer")
            if let earlier = layers[item.id] { #expect(earlier == item.layer, "\(item.id)") }
            layers[item.id] = item.layer
        }
        #expect(OutfitRuleTable.builtIn.layerGaps.isEmpty)
    }

    struct Weather: CustomTestStringConvertible, Sendable {
        var name: String
        var temperature: Double
        var type: PrecipitationType
        var snowCm: Double = 0
        var shoes: String?
        var alternative: String?
        var testDescription: String { name }
    }

    @Test(
        "rain and snow change the shoes; a dry day says nothing about them",
        arguments: [
            Weather(name: "dry", temperature: 12, type: .none, shoes: nil),
            Weather(
                name: "rain", temperature: 12, type: .rain, shoes: "rain-boots", alternative: "waterproof-shoes"),
            Weather(
                name: "a shower", temperature: 25, type: .shower, shoes: "rain-boots", alternative: "waterproof-shoes"),
            Weather(
                name: "snow", temperature: 1, type: .snow, shoes: "non-slip-shoes", alternative: "winter-boots"),
            Weather(
                name: "sleet", temperature: 2, type: .rainSnow, shoes: "non-slip-shoes", alternative: "winter-boots"),
            Weather(name: "new snow in a rainy hour", temperature: 1, type: .rain, snowCm: 1, shoes: "non-slip-shoes"),
            Weather(name: "snow cover without precipitation", temperature: 1, type: .none, snowCm: 1, shoes: nil),
            Weather(name: "rain where it feels below zero", temperature: -1, type: .rain, shoes: "non-slip-shoes"),
        ])
    func shoes(_ w: Weather) throws {
        let advice = try OutfitFixture.advice(temperatures: [w.temperature, w.temperature + 1]) { i, slot in
            if i == 1 {
                slot.precipitationType = w.type
                slot.snowCentimetres = w.snowCm
            }
        }
        let shoes = try #require(advice.outfit.first { $0.layer == .shoes })
        #expect(advice.outfit.last?.layer == .shoes)
        switch w.shoes {
        case nil:
            // Dry: everyday shoes (winter boots when the cold asks for them), never the weather's.
            #expect(["sneakers", "winter-boots"].contains(shoes.pick.id) && !shoes.isWeatherGear)
        case "non-slip-shoes":
            // Snow or ice: the snow garments, winter boots when the cold asks for more.
            #expect(["non-slip-shoes", "winter-boots"].contains(shoes.pick.id) && shoes.ruleId == .wetShoes)
        default:
            #expect(shoes.pick.id == w.shoes && shoes.ruleId == .wetShoes)
            if let alternative = w.alternative { #expect(shoes.alternatives.map(\.id) == [alternative]) }
        }
    }

    // MARK: wardrobe

    @Test("picks come from the wardrobe, its other garments are the alternatives; it is raised only with what it holds")
    func ownedPicks() throws {
        let wardrobe = Wardrobe.owned([
            "heavy-coat", "quilted-clothes", "fleece-lined-clothes", "fleece-lined-pants", "scarf", "sneakers",
        ])
        let advice = try OutfitFixture.advice(temperatures: [-3], wardrobe: wardrobe)
        #expect(
            advice.outfit.map(\.pick.id) == [
                "heavy-coat", "fleece-lined-clothes", "fleece-lined-pants", "scarf", "sneakers",
            ])
        #expect(advice.outfit.allSatisfy { $0.owned == true })
        // The quilted jacket (0.45) would leave it further below ISO 11079's need than the heavy coat (0.70).
        #expect(advice.outfit[0].alternatives.isEmpty)
        #expect(advice.note("wardrobe-missing") == nil)
        // Nothing warmer is owned: the outfit stays below ISO 11079's need, and says for how long it will do.
        let insulation = try #require(advice.insulation)
        #expect(insulation.clo == 1.39 && insulation.limitMinutes != nil)
        #expect(advice.note("limited-exposure") != nil)
        // The chart row itself does not change.
        #expect(advice.items.map(\.id) == OutfitRuleTable.builtIn.bands[7].items.map(\.id))
    }

    @Test("a {\"not\": …} wardrobe wears everything but the garments listed")
    func neverWorn() throws {
        let advice = try OutfitFixture.advice(
            temperatures: [14], wardrobe: Wardrobe.never(["jacket", "jeans", "cardigan"]))
        #expect(advice.outfit.map(\.pick.id) == ["denim-jacket", "knit", "stockings", "sneakers"])
        #expect(advice.outfit[0].alternatives.isEmpty)
    }

    @Test("a missing layer is borrowed from another band, nearest by clo; else the chart's first, owned false, noted")
    func missingLayer() throws {
        let wardrobe = Wardrobe.owned(["wool-coat", "fleece-lined-clothes"])
        let advice = try OutfitFixture.advice(temperatures: [-3], wardrobe: wardrobe)
        let outer = try #require(advice.outfit.first { $0.layer == .outer })
        #expect(outer.pick.id == "wool-coat" && outer.owned == true, "padded (0.55): the wool coat (0.60) is nearest")
        #expect(advice.outfit.map(\.owned) == [true, true, false, false, false])
        let note = try #require(advice.note("wardrobe-missing"))
        #expect(note.ruleId == .wardrobeMissing)
        #expect(note.text.in(.ko) == "가진 옷 중 8단계 하의, 소품, 신발이 없어요: 기모바지, 목도리, 운동화 추천")
        #expect(
            note.text.in(.en)
                == "Your wardrobe has no band-8 bottom, accessory or shoes: fleece-lined pants, scarf and sneakers "
                + "recommended")
        #expect(note.values.number("missingLayers") == 3)
    }

    @Test("the brief's example: no outer layer owned in any band")
    func missingOuterOnly() throws {
        let wardrobe = Wardrobe.owned(["fleece-lined-clothes", "fleece-lined-pants", "scarf", "sneakers"])
        let advice = try OutfitFixture.advice(temperatures: [-3], wardrobe: wardrobe)
        #expect(advice.note("wardrobe-missing")?.text.in(.ko) == "가진 옷 중 8단계 겉옷이 없어요: 패딩 추천")
    }

    @Test("missing rain shoes are named as such")
    func missingShoes() throws {
        let wardrobe = Wardrobe.owned(["jacket", "knit", "jeans", "sneakers"])
        let advice = try OutfitFixture.advice(temperatures: [14, 14], wardrobe: wardrobe) { i, slot in
            if i == 1 { slot.precipitationType = .rain }
        }
        let note = try #require(advice.note("wardrobe-missing"))
        #expect(note.text.in(.ko) == "가진 옷 중 비 오는 날 신발이 없어요: 레인부츠 추천")
        #expect(note.text.in(.en) == "Your wardrobe has no rain shoes: rain boots recommended")
    }

    @Test("the wardrobe's unknown ids are reported, known ones and the umbrella are not")
    func unknownIds() {
        let wardrobe = Wardrobe.owned(["padded-jacket", "umbrella", "padded-jaket", "kimono"])
        #expect(wardrobe.unknownIds(in: .builtIn) == ["kimono", "padded-jaket"])
        #expect(Wardrobe.never(["rain-boots"]).unknownIds(in: .builtIn).isEmpty)
    }

    // MARK: swing

    struct Swing: CustomTestStringConvertible, Sendable {
        var name: String
        var temperatures: [Double]
        var ko: String
        var en: String
        var testDescription: String { name }
    }

    // A November window from 07:00, calm air.
    @Test(
        "the swing note names the layer that can come off and when, or must go on",
        arguments: [
            Swing(
                name: "a spring-like afternoon: the coat comes off at 11:00", temperatures: [7, 10, 15, 19, 21, 22],
                ko: "체감온도 차이가 15도예요 — 11시쯤 겉옷을 벗어도 돼요",
                en: "A 15 °C swing in feels-like temperature: you can take your outer layer off around 11:00"),
            Swing(
                name: "a cold morning that reaches 6 °C: the coat comes off at 10:00", temperatures: [-4, -1, 3, 6, 6],
                ko: "체감온도 차이가 10도예요 — 10시쯤 겉옷을 벗어도 돼요",
                en: "A 10 °C swing in feels-like temperature: you can take your outer layer off around 10:00"),
            Swing(
                name: "a colder morning that reaches 6 °C: the long padded coat comes off",
                temperatures: [-6, -3, 0, 4, 6],
                ko: "체감온도 차이가 12도예요 — 11시쯤 겉옷을 벗어도 돼요",
                en: "A 12 °C swing in feels-like temperature: you can take your outer layer off around 11:00"),
            Swing(
                name: "warm first, cold later: the coat goes on", temperatures: [22, 21, 16, 11],
                ko: "체감온도 차이가 11도예요 — 9시부터는 겉옷을 입으세요",
                en: "A 11 °C swing in feels-like temperature: put your outer layer on from 09:00"),
            Swing(
                name: "every hour still needs the outer layer", temperatures: [5, 15],
                ko: "체감온도 차이가 10도예요 — 따뜻할 때도 벗을 만한 옷은 없어요",
                en: "A 10 °C swing in feels-like temperature: nothing can come off even in the warmest hours"),
        ])
    func swing(_ s: Swing) throws {
        let advice = try OutfitFixture.advice(temperatures: s.temperatures)
        let note = try #require(advice.note("temperature-swing"))
        #expect(note.text.in(.ko) == s.ko)
        #expect(note.text.in(.en) == s.en)
    }

    @Test("the swing's hour follows the offset: running cold keeps the coat on longer")
    func swingOffset() throws {
        let advice = try OutfitFixture.advice(temperatures: [7, 10, 15, 19, 21, 22], offset: -1.5)
        let note = try #require(advice.note("temperature-swing"))
        #expect(note.values.contains(.time("takeOffAt", OutfitFixture.novemberMorning.adding(hours: 5))))
        #expect(note.values.contains(.text("layer", "outer")))
    }
}
