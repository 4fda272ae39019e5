/// What the advice adds against the sun (CLI contract, "Advice from the new sources"); the raw value is the outfit
/// item's id.
package enum SunProtectionItem: String, CaseIterable, Sendable {
    case sunscreen
    case hat
    case sunglasses

    /// The index from which sunscreen is advised: 3, where KMA's grade turns 보통 (burns within 2–3 hours).
    package static let sunscreenFrom = 3
    /// The index from which a hat and sunglasses are added: 6, 높음 (burns within 1–2 hours; KMA advises hat,
    /// sunglasses and sunscreen).
    package static let hatAndSunglassesFrom = 6

    /// The items for the largest UV index over the window's hours, in this order: none below 3, sunscreen from 3,
    /// and hat and sunglasses as well from 6.
    package static func items(forMaximum index: Int) -> [SunProtectionItem] {
        if index >= hatAndSunglassesFrom { return [.sunscreen, .hat, .sunglasses] }
        if index >= sunscreenFrom { return [.sunscreen] }
        return []
    }
}
