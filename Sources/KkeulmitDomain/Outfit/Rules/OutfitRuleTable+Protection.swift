extension OutfitRuleTable {
    /// What fine dust, the sun, pollen and official warnings add to the outfit: steps of a number (the dust grade,
    /// 1 좋음 … 4 매우나쁨, the worse of the station's 1-hour grade and the forecast's; the largest UV index over the
    /// window; the highest pollen grade, 0 낮음 … 3 매우높음), whose highest step reached adds its items, none below
    /// the first; and the items each kind of warning in force adds, whatever its level. This is the one copy of the
    /// rule: the engine applies it (`OutfitEngine.Protection`).
    package struct Protection: Equatable, Sendable {
        /// Steps of the dust grade, 1–4.
        package var dust: [Step]
        /// Steps of the UV index, 0–20.
        package var uv: [Step]
        /// Steps of the highest pollen grade, 0–3.
        package var pollen: [Step] = []
        /// What a warning of a type in force adds (`coldWave`: gloves and a hat); a type not listed adds nothing.
        package var alerts: [AlertType: [Item]] = [:]

        /// From `from` (inclusive) up to the next step, these items.
        package struct Step: Equatable, Sendable {
            package var from: Int
            package var items: [Item]

            enum CodingKeys: String, CodingKey, CaseIterable { case from, items }
        }

        /// The CLI contract's rules: a KF80 mask at 나쁨 (3), a KF94 at 매우나쁨 (4); sunscreen from UV 3 (보통),
        /// a hat and sunglasses as well from 6 (높음); a KF80 mask from pollen 높음 (2); gloves and a hat for a 한파
        /// warning, rain boots for 호우, winter boots for 대설, a KF94 mask for 황사.
        package static let builtIn = Protection(
            dust: [Step(from: 3, items: [maskKF80]), Step(from: 4, items: [maskKF94])],
            uv: [
                Step(from: 3, items: [sunscreen]),
                Step(
                    from: 6,
                    items: [
                        sunscreen, OutfitRuleTable.builtInGarments["hat"]!,
                        Item(id: "sunglasses", ko: "선글라스", en: "sunglasses", layer: .accessory, clo: 0),
                    ]),
            ],
            pollen: [Step(from: 2, items: [maskKF80])],
            alerts: [
                .coldWave: OutfitRuleTable.garments("gloves", "hat"),
                .heavyRain: OutfitRuleTable.garments("rain-boots"),
                .heavySnow: OutfitRuleTable.garments("winter-boots"),
                .yellowDust: [maskKF94],
            ])

        private static let maskKF80 = Item(
            id: "mask-kf80", ko: "KF80 마스크", en: "KF80 mask", layer: .accessory, clo: 0)
        private static let maskKF94 = Item(
            id: "mask-kf94", ko: "KF94 마스크", en: "KF94 mask", layer: .accessory, clo: 0)
        private static let sunscreen = Item(id: "sunscreen", ko: "선크림", en: "sunscreen", layer: .accessory, clo: 0)

        /// The items for a dust grade; none without one.
        package func items(dust grade: DustGrade?) -> [Item] { Self.reached(dust, grade?.rawValue) }

        /// The items for the window's largest UV index; none without one.
        package func items(uvIndex: Int?) -> [Item] { Self.reached(uv, uvIndex) }

        /// The items for the highest pollen grade; none without one.
        package func items(pollen grade: PollenGrade?) -> [Item] { Self.reached(pollen, grade?.rawValue) }

        /// The items a warning of `type` adds.
        package func items(alert type: AlertType) -> [Item] { alerts[type] ?? [] }

        /// How strong a mask is, for keeping only the strongest one: its dust step (a later step's mask is
        /// stronger); nil for what is not a mask (ids `mask-…`, as `{mask}` reads them).
        package func maskStrength(_ item: Item) -> Int? {
            guard item.id.hasPrefix("mask-") else { return nil }
            return dust.lastIndex { $0.items.contains { $0.id == item.id } } ?? -1
        }

        private static func reached(_ steps: [Step], _ value: Int?) -> [Item] {
            guard let value else { return [] }
            return steps.filter { $0.from <= value }.max { $0.from < $1.from }?.items ?? []
        }
    }

    /// The table's protection steps, the built-in ones for a table that has none (written before they existed).
    package var effectiveProtection: Protection { protection ?? .builtIn }
}
