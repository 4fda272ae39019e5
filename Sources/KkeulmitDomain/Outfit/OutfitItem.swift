/// Something to wear or take, with the rule and numbers behind it.
package struct OutfitItem: Equatable, Sendable {
    /// Stable lowercase-kebab id (`padded-jacket`, `umbrella`).
    package var id: String
    package var ko: String
    package var en: String
    package var ruleId: OutfitRule
    package var values: [AdviceFact]

    package func label(in language: Language) -> String { language == .ko ? ko : en }

    package var label: LocalizedText { LocalizedText(ko: ko, en: en) }
}
