/// A sentence of advice beyond the garments, with the rule and numbers behind it.
package struct AdviceNote: Equatable, Sendable {
    /// Stable kebab-case id (`temperature-swing`, `heat-warning`, …).
    package var id: String
    package var ruleId: OutfitRule
    package var values: [AdviceFact]
    /// What it says, in both languages (composed in `Outfit/Text`).
    package var text: LocalizedText

    package var ko: String { text.ko }
    package var en: String { text.en }

    /// An official warning's note (`alert-<type>`): the text puts these first.
    package var isAlert: Bool { ruleId == .alert }
}
