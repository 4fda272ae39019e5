/// The garments someone has: either the ids they own, or the ids they never wear (everything else counts as
/// owned). Ids are the rule table's (`padded-jacket`, `jeans`).
public struct Wardrobe: Equatable, Sendable {
    public enum Rule: Equatable, Sendable {
        /// Only these garments.
        case owned(Set<String>)
        /// Every garment but these.
        case never(Set<String>)
    }

    public var rule: Rule

    public init(_ rule: Rule) {
        self.rule = rule
    }

    /// True when `id` may be worn.
    public func allows(_ id: String) -> Bool {
        switch rule {
        case .owned(let ids): ids.contains(id)
        case .never(let ids): !ids.contains(id)
        }
    }

    /// The ids the wardrobe names that `rules` does not know (besides `umbrella` and `parasol`), sorted: a typo, or
    /// a garment of another table.
    public func unknownIds(in rules: OutfitRuleTable) -> [String] {
        let known = Set(rules.allGarments.map(\.id) + [OutfitEngine.umbrellaItem.id, OutfitEngine.parasolItem.id])
        switch rule {
        case .owned(let ids), .never(let ids): return ids.subtracting(known).sorted()
        }
    }
}
