import Foundation
import KkeulmitFuzzSupport
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("Outfit rule table: layers, picks, rain and snow garments")
struct OutfitRuleLayerTests {
    typealias Table = OutfitRuleTable
    typealias Edit = OutfitRuleTableTests

    /// The built-in table as written before layers existed: no `layer`, no `picks`, no `precipitation`.
    static var oldTable: Data {
        Edit.json { root in
            root.removeValue(forKey: "precipitation")
            var bands = root["bands"] as! [[String: Any]]
            for b in bands.indices {
                bands[b].removeValue(forKey: "picks")
                var items = bands[b]["items"] as! [[String: Any]]
                for i in items.indices { items[i].removeValue(forKey: "layer") }
                bands[b]["items"] = items
            }
            root["bands"] = bands
        }
    }

    @Test("the JSON form carries every layer, pick and shoe, and loads back to the same table")
    func roundTrip() throws {
        let text = String(decoding: Table.builtIn.jsonData(), as: UTF8.self)
        #expect(text.contains("\"layer\" : \"outer\""))
        #expect(text.contains("\"picks\" : ["))
        #expect(text.contains("\"rain-boots\""))
        #expect(try Table.load(json: Table.builtIn.jsonData()) == Table.builtIn)
    }

    @Test("a table from before layers loads; the built-in chart's layers fill in, and a message says what to add")
    func oldTableLoads() throws {
        let table = try Table.load(json: Self.oldTable)
        #expect(table.precipitation == nil)
        #expect(table.layerGaps.count == 58)
        #expect(table.layerGaps.allSatisfy { $0.inferred != nil })
        #expect(table.layerGaps.first == Table.LayerGap(path: "bands[0].items[0]", id: "sleeveless", inferred: .top))
        let message = try #require(Table.describe(table.layerGaps))
        #expect(message.hasPrefix("58 garments have no \"layer\": add \"layer\": one of \"outer\", \"top\""))
        #expect(message.contains("sleeveless → top"))
        #expect(!message.contains("counted as tops"))
        #expect(Table.describe([]) == nil)
        // Dressed like the built-in chart, except for its picks: the first garment of each layer (the first
        // accessory too), raised to ISO 11079's −3 °C.
        let conditions = try OutfitFixture.conditions(
            OutfitFixture.hours(from: OutfitFixture.novemberMorning, count: 1) { _, s in s.temperature = -3 })
        let advice = OutfitEngine.advise(conditions: conditions, rules: table)
        #expect(
            advice.outfit.map(\.pick.id) == [
                "long-padded-coat", "knit", "thermal-base-layer", "long-underwear", "fleece-lined-pants", "scarf",
                "winter-boots",
            ])
        #expect(advice.outfit.clo >= advice.insulation?.requiredClo ?? .infinity)
        #expect(advice.note("rules-layer-missing") == nil)
        // Rain and snow still change the shoes: the built-in ones stand in.
        #expect(table.precipitationGarments == Table.builtIn.precipitation)
    }

    @Test("a garment the engine cannot place counts as a top, and a note says so")
    func unknownGarment() throws {
        let data = Edit.json { root in
            Edit.band(&root, 7) { $0["picks"] = [String]() }
            Edit.item(&root, 7, 4) { item in
                item["id"] = "poncho"
                item["ko"] = "판초"
                item["en"] = "poncho"
                item.removeValue(forKey: "layer")
            }
        }
        let table = try Table.load(json: data)
        #expect(table.layerGaps == [Table.LayerGap(path: "bands[7].items[4]", id: "poncho", inferred: nil)])
        #expect(
            Table.describe(table.layerGaps)?.contains("counted as tops until then: bands[7].items[4] \"poncho\"")
                == true)
        let advice = try OutfitFixture.advice(temperatures: [-3], rules: table)
        #expect(advice.outfit.first { $0.layer == .top }?.pick.id == "poncho")
        let note = try #require(advice.note("rules-layer-missing"))
        #expect(note.text.in(.ko) == "규칙 표의 판초에 layer가 없어 상의로 봤어요 — \"layer\"를 넣어 주세요")
        #expect(
            note.text.in(.en)
                == "Your rules table gives no \"layer\" for poncho, so they count as tops: add one to each")
    }

    @Test("a user's picks choose the first garment of a layer; a warmer one only when ISO 11079 asks for it")
    func userPicks() throws {
        let data = Edit.json { root in Edit.band(&root, 7) { $0["picks"] = ["heavy-coat", "fleece-lined-clothes"] } }
        let rules = try Table.load(json: data)
        let mild = try OutfitFixture.advice(temperatures: [10, 9, 4], rules: rules)
        #expect(mild.outfit.first { $0.layer == .outer }?.pick.id == "heavy-coat")
        #expect(mild.outfit.first { $0.layer == .top }?.pick.id == "fleece-lined-clothes")
        // At 4 °C ISO 11079 asks for more than the padded or quilted jacket would leave.
        #expect(mild.outfit[0].alternatives.map(\.id) == ["long-padded-coat"])
        let cold = try OutfitFixture.advice(temperatures: [-3], rules: rules)
        #expect(cold.outfit.first { $0.layer == .outer }?.pick.id == "long-padded-coat")
        #expect(cold.outfit.clo >= cold.insulation?.requiredClo ?? .infinity)
    }

    @Test("a user's rain garments replace the built-in ones; a layer the band has takes them as alternatives")
    func userPrecipitation() throws {
        let data = Edit.json { root in
            root["precipitation"] = [
                "rain": [
                    ["id": "raincoat", "ko": "우비", "en": "raincoat", "layer": "outer"],
                    ["id": "sandals", "ko": "샌들", "en": "sandals", "layer": "shoes"],
                ]
            ]
        }
        let table = try Table.load(json: data)
        #expect(table.precipitation?.snow == [])
        let advice = try OutfitFixture.advice(temperatures: [14, 14], rules: table) { i, slot in
            if i == 1 { slot.precipitationType = .rain }
        }
        #expect(advice.outfit.map(\.pick.id) == ["jacket", "knit", "jeans", "sandals"])
        #expect(advice.outfit[0].alternatives.map(\.id) == ["cardigan", "denim-jacket", "raincoat"])
    }

    struct Bad: CustomTestStringConvertible, Sendable {
        var name: String
        var mutate: @Sendable (inout [String: Any]) -> Void
        var message: String
        var testDescription: String { name }
    }

    @Test(
        "rejects bad layers, picks and rain garments with a message naming the field",
        arguments: [
            Bad(
                name: "unknown layer", mutate: { Edit.item(&$0, 7, 4) { $0["layer"] = "neck" } },
                message:
                    "bands[7].items[4].layer: must be one of outer, top, base, bottom, accessory, shoes (got \"neck\")"),
            Bad(
                name: "layer not a string", mutate: { Edit.item(&$0, 0, 0) { $0["layer"] = 3 } },
                message: "bands[0].items[0].layer: expected a string"),
            Bad(
                name: "pick of another band", mutate: { Edit.band(&$0, 7) { $0["picks"] = ["wool-coat"] } },
                message: "bands[7].picks[0]: \"wool-coat\" is not one of band 8's items"),
            Bad(
                name: "two picks in one layer",
                mutate: { Edit.band(&$0, 7) { $0["picks"] = ["padded-jacket", "heavy-coat"] } },
                message:
                    "bands[7].picks[1]: \"heavy-coat\" is a second outer pick (after \"padded-jacket\"): one per layer"),
            Bad(
                name: "rain garment without a layer",
                mutate: { $0["precipitation"] = ["rain": [["id": "rain-boots", "ko": "레인부츠", "en": "rain boots"]]] },
                message: "precipitation.rain[0].layer: missing: one of outer, top, base, bottom, accessory, shoes"),
            Bad(
                name: "snow garment listed twice",
                mutate: {
                    let boot: [String: Any] = ["id": "boots", "ko": "부츠", "en": "boots", "layer": "shoes"]
                    $0["precipitation"] = ["snow": [boot, boot]]
                },
                message: "precipitation.snow[1].id: \"boots\" appears twice in the snow list"),
            Bad(
                name: "unknown key under precipitation", mutate: { $0["precipitation"] = ["hail": []] },
                message: "precipitation.hail: unknown field"),
        ])
    func rejects(_ bad: Bad) {
        let error = #expect(throws: OutfitRuleTableError.self) { try Table.load(json: Edit.json(bad.mutate)) }
        #expect(error?.description == bad.message)
    }
}
