import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

/// docs/outfit-rules.json is the starting point the docs give users for their own `rules` file: it must stay a
/// valid table equal to the built-in one.
@Suite("The documented rule-table template")
struct OutfitRuleTemplateTests {
    static let template = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/outfit-rules.json")

    @Test("loads as a valid table equal to the built-in chart")
    func equalsBuiltIn() throws {
        let table = try OutfitRuleTable.load(json: Data(contentsOf: Self.template))
        #expect(table == OutfitRuleTable.builtIn)
    }
}
