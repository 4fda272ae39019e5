/// The garments someone has: either the ids they own, or the ids they never wear (everything else counts as
/// owned). Ids are the rule table's (`padded-jacket`, `jeans`).
package enum Wardrobe: Equatable, Sendable {
    /// Only these garments.
    case owned(Set<String>)
    /// Every garment but these.
    case never(Set<String>)

    /// True when `id` may be worn.
    package func allows(_ id: String) -> Bool {
        switch self {
        case .owned(let ids): ids.contains(id)
        case .never(let ids): !ids.contains(id)
        }
    }

    /// The ids the wardrobe names that `rules` does not know (besides `umbrella` and `parasol`), sorted: a typo, or
    /// a garment of another table.
    package func unknownIds(in rules: OutfitRuleTable) -> [String] {
        let known = Set(rules.allGarments.map(\.id) + [OutfitEngine.umbrellaItem.id, OutfitEngine.parasolItem.id])
        switch self {
        case .owned(let ids), .never(let ids): return ids.subtracting(known).sorted()
        }
    }
}
