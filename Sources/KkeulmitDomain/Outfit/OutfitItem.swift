/// Something to wear or take, with the rule and numbers behind it.
package struct OutfitItem: Equatable, Sendable {
    /// Stable lowercase-kebab id (`padded-jacket`, `umbrella`).
    package var id: String
    package var ko: String
    package var en: String
    package var ruleId: OutfitRule
    package var values: [AdviceFact]

    package var label: LocalizedText { LocalizedText(ko: ko, en: en) }

    /// The rule table's garment (or gear) `item`, put in by `ruleId` for `values`.
    init(_ item: OutfitRuleTable.Item, ruleId: OutfitRule, values: [AdviceFact]) {
        (id, ko, en, self.ruleId, self.values) = (item.id, item.ko, item.en, ruleId, values)
    }
}
