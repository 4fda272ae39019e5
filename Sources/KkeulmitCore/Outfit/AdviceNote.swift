/// A sentence of advice beyond the garments, with the rule and numbers behind it.
public struct AdviceNote: Equatable, Sendable {
    /// Stable kebab-case id (`temperature-swing`, `heat-warning`, …).
    public var id: String
    public var ruleId: OutfitRule
    public var values: [AdviceFact]
    /// What it says, in both languages (composed in `Outfit/Text`).
    public var text: LocalizedText

    public init(id: String, ruleId: OutfitRule, values: [AdviceFact], text: LocalizedText) {
        self.id = id
        self.ruleId = ruleId
        self.values = values
        self.text = text
    }

    public var ko: String { text.ko }
    public var en: String { text.en }

    public func text(in language: Language) -> String { text.in(language) }

    /// An official warning's note (`alert-<type>`): the text puts these first.
    public var isAlert: Bool { ruleId == .alert }
}
