extension OutfitRuleTable {
    /// What fine dust and the sun add to the outfit, as steps of a number: the dust grade (1 좋음 … 4 매우나쁨, the
    /// worse of the station's 1-hour grade and the forecast's) and the largest UV index over the window. The items
    /// of the highest step the number reaches are added; none below the first step. This is the one copy of the
    /// rule: the engine applies it (`OutfitEngine.Protection`).
    public struct Protection: Equatable, Sendable {
        /// Steps of the dust grade, 1–4.
        public var dust: [Step]
        /// Steps of the UV index, 0–20.
        public var uv: [Step]

        public init(dust: [Step], uv: [Step]) {
            self.dust = dust
            self.uv = uv
        }

        /// From `from` (inclusive) up to the next step, these items.
        public struct Step: Equatable, Sendable {
            public var from: Int
            public var items: [Item]

            public init(from: Int, items: [Item]) {
                self.from = from
                self.items = items
            }
        }

        /// The CLI contract's rules: a KF80 mask at 나쁨 (3), a KF94 at 매우나쁨 (4); sunscreen from UV 3 (보통),
        /// a hat and sunglasses as well from 6 (높음).
        public static let builtIn = Protection(
            dust: [
                Step(from: 3, items: [Item(id: "mask-kf80", ko: "KF80 마스크", en: "KF80 mask", layer: .accessory)]),
                Step(from: 4, items: [Item(id: "mask-kf94", ko: "KF94 마스크", en: "KF94 mask", layer: .accessory)]),
            ],
            uv: [
                Step(from: 3, items: [sunscreen]),
                Step(
                    from: 6,
                    items: [
                        sunscreen, Item(id: "hat", ko: "모자", en: "hat", layer: .accessory),
                        Item(id: "sunglasses", ko: "선글라스", en: "sunglasses", layer: .accessory),
                    ]),
            ])

        private static let sunscreen = Item(id: "sunscreen", ko: "선크림", en: "sunscreen", layer: .accessory)

        /// The items for a dust grade; none without one.
        package func items(dust grade: DustGrade?) -> [Item] { Self.reached(dust, grade?.rawValue) }

        /// The items for the window's largest UV index; none without one.
        public func items(uvIndex: Int?) -> [Item] { Self.reached(uv, uvIndex) }

        private static func reached(_ steps: [Step], _ value: Int?) -> [Item] {
            guard let value else { return [] }
            return steps.filter { $0.from <= value }.max { $0.from < $1.from }?.items ?? []
        }
    }

    /// The table's protection steps, the built-in ones for a table that has none (written before they existed).
    public var effectiveProtection: Protection { protection ?? .builtIn }
}
