extension OutfitRuleTable {
    /// The common Korean chart (boundaries 28/23/20/17/12/9/5 °C) with KMA's heat and cold levels. Each garment has its
    /// layer and clo (`BuiltInGarments`); `picks` names a band's first choice where the chart's order would put an odd
    /// one first (stockings before jeans, a sleeveless top before a T-shirt). Where the chart leaves a band without a
    /// top, a bottom or shoes, a garment of the neighbouring bands completes it. Rain calls for rain boots; snow, or
    /// rain on freezing ground, for non-slip shoes.
    package static let builtIn = OutfitRuleTable(
        bands: [
            Band(
                band: 1, minimumTemperature: 28, layers: 1,
                items: garments("sleeveless", "t-shirt", "shorts", "short-skirt", "linen", "sneakers"),
                picks: ["t-shirt", "shorts"]),
            Band(
                band: 2, minimumTemperature: 23, layers: 1,
                items: garments("t-shirt", "thin-shirt", "shorts", "chinos", "sneakers")),
            Band(
                band: 3, minimumTemperature: 20, layers: 1,
                items: garments("blouse", "long-sleeve-tee", "chinos", "slacks", "sneakers"),
                picks: ["long-sleeve-tee", "chinos"]),
            Band(
                band: 4, minimumTemperature: 17, layers: 2,
                items: garments("thin-cardigan", "thin-knit", "sweatshirt", "hoodie", "long-pants", "sneakers")),
            Band(
                band: 5, minimumTemperature: 12, layers: 2,
                items: garments("jacket", "cardigan", "denim-jacket", "knit", "stockings", "jeans", "sneakers"),
                picks: ["jacket", "knit", "jeans"]),
            // The chart lists no top at 9–11 °C: a thin knit completes it.
            Band(
                band: 6, minimumTemperature: 9, layers: 2,
                items: garments(
                    "trench-coat", "field-jacket", "jumper", "thin-knit", "stockings", "fleece-lined-pants", "sneakers"),
                picks: ["trench-coat", "thin-knit", "fleece-lined-pants"]),
            // 히트텍 is a base layer, worn when the cold asks for more than the chart's outfit; jeans and fleece-lined
            // pants stand in for leggings.
            Band(
                band: 7, minimumTemperature: 5, layers: 3,
                items: garments(
                    "wool-coat", "thermal-base-layer", "leather-jacket", "knit", "leggings", "jeans",
                    "fleece-lined-pants", "sneakers"),
                picks: ["wool-coat", "knit", "leggings"]),
            // The chart lists no top below 5 °C and 기모 제품 for the rest: a knit, fleece-lined pants, and what the
            // cold may add (a long padded coat, base layers, gloves, a hat, winter boots).
            Band(
                band: 8, minimumTemperature: nil, layers: 3,
                items: garments(
                    "padded-jacket", "heavy-coat", "quilted-clothes", "long-padded-coat", "knit",
                    "fleece-lined-clothes", "thermal-base-layer", "long-underwear", "fleece-lined-pants", "scarf",
                    "gloves", "hat", "sneakers", "winter-boots"),
                picks: ["padded-jacket", "knit", "fleece-lined-pants", "scarf"]),
        ],
        thresholds: Thresholds(
            umbrellaProbability: 60, foldingUmbrellaProbability: 30, swing: 10, strongWind: 9,
            heatAdvisory: 33, heatWarning: 35, coldCaution: -3.2, coldWarning: -10.5, coldDanger: -15.4,
            windChillDifference: 3),
        precipitation: Precipitation(
            rain: garments("rain-boots", "waterproof-shoes"), snow: garments("non-slip-shoes", "winter-boots")),
        protection: .builtIn)
}
