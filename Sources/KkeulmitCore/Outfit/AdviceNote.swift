/// A sentence of advice beyond the garments, with the rule and numbers behind it.
public struct AdviceNote: Equatable, Sendable {
    /// Stable kebab-case id (`temperature-swing`, `heat-warning`, …).
    public var id: String
    public var ruleId: OutfitRule
    public var values: [AdviceFact]
    public var ko: String
    public var en: String

    public init(id: String, ruleId: OutfitRule, values: [AdviceFact], ko: String, en: String) {
        self.id = id
        self.ruleId = ruleId
        self.values = values
        self.ko = ko
        self.en = en
    }

    public func text(in language: Language) -> String { language == .ko ? ko : en }
}
