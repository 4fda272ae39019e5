/// Something to wear or take, with the rule and numbers behind it.
public struct OutfitItem: Equatable, Sendable {
    /// Stable lowercase-kebab id (`padded-jacket`, `umbrella`).
    public var id: String
    public var ko: String
    public var en: String
    public var ruleId: OutfitRule
    public var values: [AdviceFact]

    public init(id: String, ko: String, en: String, ruleId: OutfitRule, values: [AdviceFact]) {
        self.id = id
        self.ko = ko
        self.en = en
        self.ruleId = ruleId
        self.values = values
    }

    public func label(in language: Language) -> String { language == .ko ? ko : en }

    /// Both names.
    public var label: LocalizedText { LocalizedText(ko: ko, en: en) }
}
