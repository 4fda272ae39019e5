import Foundation
import KkeulmitFuzzSupport
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("Outfit rule table")
struct OutfitRuleTableTests {
    typealias Table = OutfitRuleTable

    @Test("the built-in table is the common chart and passes its own validation")
    func builtIn() throws {
        let table = Table.builtIn
        try table.validate()
        #expect(table.bands.map(\.band) == Array(1...8))
        #expect(table.bands.map(\.minimumTemperature) == [28, 23, 20, 17, 12, 9, 5, nil])
        #expect(table.bands.map(\.layers) == [1, 1, 1, 2, 2, 2, 3, 3])
        #expect(
            table.bands[7].items.first
                == Table.Item(id: "padded-jacket", ko: "패딩", en: "padded jacket", layer: .outer, clo: 0.55))
        // Every band complete: its chart's garments plus sneakers, and the winter layers of band 8.
        #expect(table.bands.map(\.items.count) == [6, 5, 5, 6, 7, 7, 8, 14])
        #expect(table.allGarments.allSatisfy { $0.clo != nil && $0.layer != nil })
        let t = table.thresholds
        #expect(t.umbrellaProbability == 60)
        #expect(t.foldingUmbrellaProbability == 30)
        #expect([t.swing, t.strongWind, t.heatAdvisory, t.heatWarning] == [10, 9, 33, 35])
        #expect([t.coldCaution, t.coldWarning, t.coldDanger, t.windChillDifference] == [-3.2, -10.5, -15.4, 3])
    }

    @Test("an item id means the same garment in every band")
    func idsConsistent() {
        var labels: [String: Table.Item] = [:]
        for item in Table.builtIn.bands.flatMap(\.items) {
            if let earlier = labels[item.id] { #expect(earlier == item) }
            labels[item.id] = item
        }
    }

    @Test("its JSON form loads back to the same table")
    func roundTrip() throws {
        let data = Table.builtIn.jsonData()
        #expect(try Table.load(json: data) == Table.builtIn)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"minimumTemperature\" : null"))
        #expect(text.contains("\"schemaVersion\" : 1"))
    }

    @Test("a user's table replaces the built-in one; bands may come in any order")
    func userTable() throws {
        // The other variant: top boundary at 27.
        let data = Self.json { root in
            Self.band(&root, 0) { $0["minimumTemperature"] = 27 }
            root["bands"] = Array((root["bands"] as! [[String: Any]]).reversed())
        }
        let table = try Table.load(json: data)
        #expect(table.bands.map(\.band) == Array(1...8))
        #expect(table.band(for: 27.5).band == 1)
        #expect(Table.builtIn.band(for: 27.5).band == 2)
    }

    @Test("the coldest band's minimum may be left out entirely")
    func coldestWithoutKey() throws {
        let data = Self.json { root in Self.band(&root, 7) { $0.removeValue(forKey: "minimumTemperature") } }
        #expect(try Table.load(json: data) == Table.builtIn)
    }

    struct Bad: CustomTestStringConvertible, Sendable {
        var name: String
        var mutate: @Sendable (inout [String: Any]) -> Void
        var message: String
        var testDescription: String { name }
    }

    @Test(
        "rejects a bad table with a message naming the field",
        arguments: [
            Bad(
                name: "schema version", mutate: { $0["schemaVersion"] = 2 }, message: "schemaVersion: must be 1 (got 2)"
            ),
            Bad(
                name: "band number out of range", mutate: { band(&$0, 0) { $0["band"] = 9 } },
                message: "bands[0].band: must be 1–8 (got 9)"),
            Bad(
                name: "band listed twice", mutate: { band(&$0, 3) { $0["band"] = 3 } },
                message: "bands[3].band: band 3 is already listed at bands[2]"),
            Bad(
                name: "band missing",
                mutate: { $0["bands"] = (($0["bands"] as! [Any]).enumerated().filter { $0.0 != 4 }.map(\.1)) },
                message: "bands: must list bands 1–8 exactly once (band 5 is missing)"),
            Bad(
                name: "boundary not decreasing", mutate: { band(&$0, 3) { $0["minimumTemperature"] = 20 } },
                message: "bands[3].minimumTemperature: must be lower than band 3's (20)"),
            Bad(
                name: "boundary above the warmer band's", mutate: { band(&$0, 6) { $0["minimumTemperature"] = 9.5 } },
                message: "bands[6].minimumTemperature: must be lower than band 6's (9)"),
            Bad(
                name: "coldest band with a minimum", mutate: { band(&$0, 7) { $0["minimumTemperature"] = -5 } },
                message: "bands[7].minimumTemperature: the coldest band (8) takes no minimum: use null or leave it out"),
            Bad(
                name: "band without a minimum", mutate: { band(&$0, 1) { $0["minimumTemperature"] = NSNull() } },
                message: "bands[1].minimumTemperature: required for every band but the coldest (8)"),
            Bad(
                name: "absurd boundary", mutate: { band(&$0, 0) { $0["minimumTemperature"] = 100 } },
                message: "bands[0].minimumTemperature: must be between -60 and 60 °C (got 100)"),
            Bad(
                name: "no layers", mutate: { band(&$0, 0) { $0["layers"] = 0 } },
                message: "bands[0].layers: must be 1–9 (got 0)"),
            Bad(
                name: "fewer layers when colder", mutate: { band(&$0, 7) { $0["layers"] = 2 } },
                message: "bands[7].layers: must not be fewer than band 7's (3)"),
            Bad(
                name: "no items", mutate: { band(&$0, 2) { $0["items"] = [Any]() } },
                message: "bands[2].items: must list at least one item"),
            Bad(
                name: "id not kebab-case", mutate: { item(&$0, 7, 0) { $0["id"] = "Padded Jacket" } },
                message: "bands[7].items[0].id: must be lowercase-kebab, like \"padded-jacket\" (got \"Padded Jacket\")"
            ),
            Bad(
                name: "empty id", mutate: { item(&$0, 7, 0) { $0["id"] = "" } },
                message: "bands[7].items[0].id: must be lowercase-kebab, like \"padded-jacket\" (got \"\")"),
            Bad(
                name: "duplicate id in a band", mutate: { item(&$0, 4, 1) { $0["id"] = "jacket" } },
                message: "bands[4].items[1].id: \"jacket\" appears twice in band 5"),
            Bad(
                name: "empty Korean name", mutate: { item(&$0, 0, 2) { $0["ko"] = " " } },
                message: "bands[0].items[2].ko: must not be empty"),
            Bad(
                name: "empty English name", mutate: { item(&$0, 0, 2) { $0["en"] = "" } },
                message: "bands[0].items[2].en: must not be empty"),
            Bad(
                name: "umbrella probability", mutate: { thresholds(&$0) { $0["umbrellaProbability"] = 101 } },
                message: "thresholds.umbrellaProbability: must be 1–100 % (got 101)"),
            Bad(
                name: "folding above umbrella", mutate: { thresholds(&$0) { $0["foldingUmbrellaProbability"] = 70 } },
                message: "thresholds.foldingUmbrellaProbability: must not exceed umbrellaProbability (60)"),
            Bad(
                name: "zero swing", mutate: { thresholds(&$0) { $0["swing"] = 0 } },
                message: "thresholds.swing: must be above 0 and at most 40 °C (got 0)"),
            Bad(
                name: "negative wind", mutate: { thresholds(&$0) { $0["strongWind"] = -1 } },
                message: "thresholds.strongWind: must be above 0 and at most 60 m/s (got -1)"),
            Bad(
                name: "heat warning below advisory", mutate: { thresholds(&$0) { $0["heatWarning"] = 32 } },
                message: "thresholds.heatWarning: must not be lower than heatAdvisory (33)"),
            Bad(
                name: "cold warning above caution", mutate: { thresholds(&$0) { $0["coldWarning"] = -3 } },
                message: "thresholds.coldWarning: must not be higher than coldCaution (-3.2)"),
            Bad(
                name: "cold danger above warning", mutate: { thresholds(&$0) { $0["coldDanger"] = -10 } },
                message: "thresholds.coldDanger: must not be higher than coldWarning (-10.5)"),
            Bad(
                name: "zero wind-chill difference", mutate: { thresholds(&$0) { $0["windChillDifference"] = 0 } },
                message: "thresholds.windChillDifference: must be above 0 and at most 30 °C (got 0)"),
            // Decoding errors, translated into field paths.
            Bad(
                name: "missing field", mutate: { thresholds(&$0) { $0.removeValue(forKey: "swing") } },
                message: "thresholds.swing: missing"),
            Bad(
                name: "missing section", mutate: { $0.removeValue(forKey: "thresholds") },
                message: "thresholds: missing"),
            Bad(
                name: "string for an integer", mutate: { band(&$0, 2) { $0["band"] = "three" } },
                message: "bands[2].band: expected a whole number"),
            Bad(
                name: "fractional probability", mutate: { thresholds(&$0) { $0["umbrellaProbability"] = 59.5 } },
                message: "thresholds.umbrellaProbability: expected a whole number (got 59.5)"),
            Bad(
                name: "no bands", mutate: { $0["bands"] = [Any]() },
                message: "bands: must list bands 1–8 exactly once (band 1 is missing)"),
            Bad(
                name: "string for a number", mutate: { thresholds(&$0) { $0["swing"] = "ten" } },
                message: "thresholds.swing: expected a number"),
            Bad(
                name: "object for a list", mutate: { $0["bands"] = [String: Any]() },
                message: "bands: expected a list"),
            Bad(
                name: "null id", mutate: { item(&$0, 0, 0) { $0["id"] = NSNull() } },
                message: "bands[0].items[0].id: must not be null (expected a string)"),
            Bad(
                name: "misspelt field", mutate: { band(&$0, 1) { $0["minimumTemprature"] = 22 } },
                message: "bands[1].minimumTemprature: unknown field"),
            Bad(
                name: "unknown top-level field", mutate: { $0["comment"] = "mine" }, message: "comment: unknown field"),
            Bad(
                name: "unknown item field", mutate: { item(&$0, 3, 1) { $0["fr"] = "tricot" } },
                message: "bands[3].items[1].fr: unknown field"),
        ])
    func rejects(_ bad: Bad) {
        let data = Self.json(bad.mutate)
        #expect(throws: OutfitRuleTableError.self) { try Table.load(json: data) }
        do {
            _ = try Table.load(json: data)
        } catch {
            #expect(error.description == bad.message)
        }
    }

    @Test("a fractional band number names the field")
    func fractionalBand() throws {
        let data = Self.json { Self.band(&$0, 0) { $0["band"] = 1.5 } }
        let error = #expect(throws: OutfitRuleTableError.self) { try Table.load(json: data) }
        #expect(error?.description == "bands[0].band: expected a whole number (got 1.5)")
    }

    @Test("text that is not JSON says so, without a field", arguments: ["", "{", "[1, 2]", "not json"])
    func notJSON(text: String) throws {
        let error = #expect(throws: OutfitRuleTableError.self) { try Table.load(json: Data(text.utf8)) }
        #expect(error?.path == "")
        #expect(error?.description.isEmpty == false)
    }

    // MARK: JSON editing helpers

    static func json(_ mutate: (inout [String: Any]) -> Void) -> Data {
        var root = try! JSONSerialization.jsonObject(with: Table.builtIn.jsonData()) as! [String: Any]
        mutate(&root)
        return try! JSONSerialization.data(withJSONObject: root)
    }

    static func band(_ root: inout [String: Any], _ index: Int, _ edit: (inout [String: Any]) -> Void) {
        var bands = root["bands"] as! [[String: Any]]
        edit(&bands[index])
        root["bands"] = bands
    }

    static func item(_ root: inout [String: Any], _ band: Int, _ index: Int, _ edit: (inout [String: Any]) -> Void) {
        Self.band(&root, band) { b in
            var items = b["items"] as! [[String: Any]]
            edit(&items[index])
            b["items"] = items
        }
    }

    static func thresholds(_ root: inout [String: Any], _ edit: (inout [String: Any]) -> Void) {
        var t = root["thresholds"] as! [String: Any]
        edit(&t)
        root["thresholds"] = t
    }
}
