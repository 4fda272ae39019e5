import Foundation
import Testing

@testable import KkeulmitCore

/// The rule table's protection steps: masks by dust grade, sun items by UV index, loaded from a user's table.
@Suite("Protection steps of the outfit rule table")
struct OutfitProtectionTests {
    static let builtIn = OutfitRuleTable.Protection.builtIn

    @Test(
        "dust: KF80 at 나쁨, KF94 at 매우나쁨, nothing below",
        arguments: [(nil, []), (1, []), (2, []), (3, ["mask-kf80"]), (4, ["mask-kf94"])] as [(Int?, [String])])
    func dust(grade: Int?, ids: [String]) {
        #expect(Self.builtIn.items(dustGrade: grade).map(\.id) == ids)
    }

    @Test(
        "UV: sunscreen from 3, hat and sunglasses too from 6",
        arguments: [
            (nil, []), (0, []), (2, []), (3, ["sunscreen"]), (5, ["sunscreen"]),
            (6, ["sunscreen", "hat", "sunglasses"]),
            (11, ["sunscreen", "hat", "sunglasses"]),
        ] as [(Int?, [String])])
    func uv(index: Int?, ids: [String]) {
        #expect(Self.builtIn.items(uvIndex: index).map(\.id) == ids)
        #expect(SunProtectionItem.items(forMaximum: index ?? -1).map(\.rawValue) == ids)
    }

    @Test("the built-in steps agree with MaskLevel")
    func maskLevel() {
        for grade in DustGrade.allCases {
            #expect(
                Self.builtIn.items(dustGrade: grade.rawValue).map(\.id)
                    == (MaskLevel(measured: grade, forecast: nil).map { [$0.itemID] } ?? []))
        }
    }

    @Test("a user's table can move the steps; a table without protection keeps the built-in ones")
    func userTable() throws {
        var table = OutfitRuleTable.builtIn
        table.protection = .init(
            dust: [.init(from: 2, items: [.init(id: "mask", ko: "마스크", en: "mask", layer: .accessory)])], uv: [])
        let loaded = try OutfitRuleTable.load(json: table.jsonData())
        #expect(loaded.effectiveProtection.items(dustGrade: 2).map(\.id) == ["mask"])
        #expect(loaded.effectiveProtection.items(uvIndex: 9).isEmpty)
        table.protection = nil
        #expect(try OutfitRuleTable.load(json: table.jsonData()).effectiveProtection == Self.builtIn)
    }

    @Test(
        "bad steps name the field",
        arguments: [
            (#"{"dust": [{"from": 5, "items": []}]}"#, "protection.dust[0].from"),
            (#"{"uv": [{"from": 6, "items": []}, {"from": 3, "items": []}]}"#, "protection.uv[1].from"),
            (
                #"{"uv": [{"from": 3, "items": [{"id": "Sun Screen", "ko": "a", "en": "b", "layer": "accessory"}]}]}"#,
                "protection.uv[0].items[0].id"
            ),
            (#"{"dust": [], "sun": []}"#, "protection.sun"),
        ])
    func invalid(protection: String, path: String) throws {
        var object = try #require(
            try JSONSerialization.jsonObject(with: OutfitRuleTable.builtIn.jsonData()) as? [String: Any])
        object["protection"] = try JSONSerialization.jsonObject(with: Data(protection.utf8))
        let data = try JSONSerialization.data(withJSONObject: object)
        #expect {
            _ = try OutfitRuleTable.load(json: data)
        } throws: { ($0 as? OutfitRuleTableError)?.path == path }
    }
}
