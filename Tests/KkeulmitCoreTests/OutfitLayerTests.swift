import Testing

@testable import KkeulmitCore

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

    // November, calm and dry: feels-like equals the air temperature, no shoes layer.
    @Test(
        "each band wears one garment per layer it lists, the chart's first choice first",
        arguments: [
            Outfit(
                band: 1, temperature: 30, picks: ["top:t-shirt", "bottom:shorts"],
                alternatives: [["sleeveless", "linen"], ["short-skirt"]]),
            Outfit(
                band: 2, temperature: 25, picks: ["top:t-shirt", "bottom:shorts"],
                alternatives: [["thin-shirt"], ["chinos"]]),
            Outfit(
                band: 3, temperature: 21, picks: ["top:long-sleeve-tee", "bottom:chinos"],
                alternatives: [["blouse"], ["slacks"]]),
            Outfit(
                band: 4, temperature: 18, picks: ["outer:thin-cardigan", "top:thin-knit", "bottom:long-pants"],
                alternatives: [[], ["sweatshirt", "hoodie"], []]),
            Outfit(
                band: 5, temperature: 14, picks: ["outer:jacket", "top:knit", "bottom:jeans"],
                alternatives: [["cardigan", "denim-jacket"], [], ["stockings"]]),
            Outfit(
                band: 6, temperature: 10, picks: ["outer:trench-coat", "bottom:fleece-lined-pants"],
                alternatives: [["field-jacket", "jumper"], ["stockings"]]),
            Outfit(
                band: 7, temperature: 6, picks: ["outer:wool-coat", "top:knit", "bottom:leggings"],
                alternatives: [["leather-jacket"], ["thermal-base-layer"], []]),
            Outfit(
                band: 8, temperature: -3,
                picks: ["outer:padded-jacket", "bottom:fleece-lined-clothes", "accessory:scarf"],
                alternatives: [["heavy-coat", "quilted-clothes"], [], []]),
        ])
    func bands(_ o: Outfit) throws {
        let advice = try OutfitFixture.advice(temperatures: [o.temperature])
        #expect(advice.band == o.band)
        #expect(advice.outfit.map { "\($0.layer.rawValue):\($0.pick.id)" } == o.picks)
        #expect(advice.outfit.map { $0.alternatives.map(\.id) } == o.alternatives)
        #expect(advice.outfit.allSatisfy { $0.owned == nil })
        // The whole chart row stays in `items`, in the chart's order.
        let row = OutfitRuleTable.builtIn.bands[o.band - 1].items
        #expect(advice.items.map(\.id) == row.map(\.id))
        // Every garment of the row is worn or offered, exactly once.
        let offered = advice.outfit.flatMap { [$0.pick] + $0.alternatives }.map(\.id)
        #expect(offered.sorted() == row.map(\.id).sorted())
    }

    @Test("the example of the issue: padded jacket + fleece + scarf, or a heavy coat")
    func bandEightText() throws {
        let advice = try OutfitFixture.advice(temperatures: [-5, -2])
        #expect(advice.outfit.picksText(in: .ko) == "패딩 + 기모 제품 + 목도리")
        #expect(advice.outfit.picksText(in: .en) == "padded jacket + fleece-lined clothes + scarf")
        #expect(advice.outfit.choice(for: .outer)?.alternatives.map(\.ko) == ["두꺼운 코트", "누빔 옷"])
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
        let shoes = advice.outfit.choice(for: .shoes)
        #expect(shoes?.pick.id == w.shoes)
        if let alternative = w.alternative { #expect(shoes?.alternatives.map(\.id) == [alternative]) }
        if shoes != nil { #expect(advice.outfit.last?.layer == .shoes) }
        #expect(!advice.items.contains { $0.id == w.shoes })
    }

    // MARK: wardrobe

    @Test("picks come from the wardrobe, its other garments are the alternatives")
    func ownedPicks() throws {
        let wardrobe = Wardrobe(.owned(["heavy-coat", "quilted-clothes", "fleece-lined-clothes", "scarf", "t-shirt"]))
        let advice = try OutfitFixture.advice(temperatures: [-3], wardrobe: wardrobe)
        #expect(advice.outfit.map(\.pick.id) == ["heavy-coat", "fleece-lined-clothes", "scarf"])
        #expect(advice.outfit.map(\.owned) == [true, true, true])
        #expect(advice.outfit[0].alternatives.map(\.id) == ["quilted-clothes"])
        #expect(advice.note("wardrobe-missing") == nil)
        // The chart row itself does not change.
        #expect(advice.items.map(\.id) == OutfitRuleTable.builtIn.bands[7].items.map(\.id))
    }

    @Test("a {\"not\": …} wardrobe wears everything but the garments listed")
    func neverWorn() throws {
        let advice = try OutfitFixture.advice(
            temperatures: [14], wardrobe: Wardrobe(.never(["jacket", "jeans", "cardigan"])))
        #expect(advice.outfit.map(\.pick.id) == ["denim-jacket", "knit", "stockings"])
        #expect(advice.outfit[0].alternatives.isEmpty)
    }

    @Test("nothing owned for a layer: the chart's first choice, owned false, and a wardrobe-missing note")
    func missingLayer() throws {
        let wardrobe = Wardrobe(.owned(["wool-coat", "fleece-lined-clothes"]))
        let advice = try OutfitFixture.advice(temperatures: [-3], wardrobe: wardrobe)
        let outer = try #require(advice.outfit.choice(for: .outer))
        #expect(outer.pick.id == "padded-jacket" && outer.owned == false)
        #expect(outer.alternatives.map(\.id) == ["heavy-coat", "quilted-clothes"])
        #expect(advice.outfit.map(\.owned) == [false, true, false])
        let note = try #require(advice.note("wardrobe-missing"))
        #expect(note.ruleId == .wardrobeMissing)
        #expect(note.text(in: .ko) == "가진 옷 중 8단계 겉옷, 소품이 없어요: 패딩, 목도리 추천")
        #expect(
            note.text(in: .en)
                == "Your wardrobe has no band-8 outer layer or accessory: padded jacket and scarf recommended")
        #expect(note.values.number("missingLayers") == 2)
    }

    @Test("the brief's example: no band-8 outer layer owned")
    func missingOuterOnly() throws {
        let wardrobe = Wardrobe(.owned(["fleece-lined-clothes", "scarf"]))
        let advice = try OutfitFixture.advice(temperatures: [-3], wardrobe: wardrobe)
        #expect(advice.note("wardrobe-missing")?.text(in: .ko) == "가진 옷 중 8단계 겉옷이 없어요: 패딩 추천")
    }

    @Test("missing rain shoes are named as such")
    func missingShoes() throws {
        let wardrobe = Wardrobe(.owned(["jacket", "knit", "jeans"]))
        let advice = try OutfitFixture.advice(temperatures: [14, 14], wardrobe: wardrobe) { i, slot in
            if i == 1 { slot.precipitationType = .rain }
        }
        let note = try #require(advice.note("wardrobe-missing"))
        #expect(note.text(in: .ko) == "가진 옷 중 비 오는 날 신발이 없어요: 레인부츠 추천")
        #expect(note.text(in: .en) == "Your wardrobe has no rain shoes: rain boots recommended")
    }

    @Test("the wardrobe's unknown ids are reported, known ones and the umbrella are not")
    func unknownIds() {
        let wardrobe = Wardrobe(.owned(["padded-jacket", "umbrella", "padded-jaket", "kimono"]))
        #expect(wardrobe.unknownIds(in: .builtIn) == ["kimono", "padded-jaket"])
        #expect(Wardrobe(.never(["rain-boots"])).unknownIds(in: .builtIn).isEmpty)
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
                ko: "체감온도 차이가 15도라 벗기 쉬운 겉옷을 챙기세요 — 11시쯤 겉옷을 벗어도 돼요 (따뜻할 때는 긴팔 티 + 면바지)",
                en: "A 15 °C swing in feels-like temperature: wear a layer you can take off; you can take your outer "
                    + "layer off around 11:00 (warmer hours: long-sleeve tee + chinos)"),
            Swing(
                name: "a cold morning that reaches band 7: the scarf", temperatures: [-4, -1, 3, 6, 6],
                ko: "체감온도 차이가 10도라 벗기 쉬운 겉옷을 챙기세요 — 10시쯤엔 목도리 없이도 괜찮아요 (따뜻할 때는 울 코트 + 니트 + 레깅스)",
                en: "A 10 °C swing in feels-like temperature: wear a layer you can take off; you can do without the "
                    + "scarf from around 10:00 (warmer hours: wool coat + knit + leggings)"),
            Swing(
                name: "warm first, cold later: the coat goes on", temperatures: [22, 21, 16, 11],
                ko: "체감온도 차이가 11도라 벗기 쉬운 겉옷을 챙기세요 — 9시부터는 겉옷을 입으세요 (따뜻할 때는 긴팔 티 + 면바지)",
                en: "A 11 °C swing in feels-like temperature: wear a layer you can take off; put your outer layer "
                    + "on from 09:00 (warmer hours: long-sleeve tee + chinos)"),
            Swing(
                name: "every hour still needs the outer layer: no time", temperatures: [5, 15],
                ko: "체감온도 차이가 10도라 벗기 쉬운 겉옷을 챙기세요 (따뜻할 때는 자켓 + 니트 + 청바지)",
                en: "A 10 °C swing in feels-like temperature: wear a layer you can take off "
                    + "(warmer hours: jacket + knit + jeans)"),
        ])
    func swing(_ s: Swing) throws {
        let advice = try OutfitFixture.advice(temperatures: s.temperatures)
        let note = try #require(advice.note("temperature-swing"))
        #expect(note.text(in: .ko) == s.ko)
        #expect(note.text(in: .en) == s.en)
    }

    @Test("the swing's hour follows the offset: running cold keeps the coat on longer")
    func swingOffset() throws {
        let advice = try OutfitFixture.advice(temperatures: [7, 10, 15, 19, 21, 22], offset: -1.5)
        let note = try #require(advice.note("temperature-swing"))
        #expect(note.values.contains(.time("takeOffAt", OutfitFixture.novemberMorning.adding(hours: 5))))
        #expect(note.values.contains(.text("layer", "outer")))
    }
}
