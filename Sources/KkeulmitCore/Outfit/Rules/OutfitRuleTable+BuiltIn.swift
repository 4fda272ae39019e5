extension OutfitRuleTable {
    /// The common Korean chart (boundaries 28/23/20/17/12/9/5 °C) with KMA's heat and cold levels.
    ///
    /// Each garment has its layer; `picks` names a band's first choice where the chart's order would put an odd
    /// one first (stockings before jeans, a sleeveless top before a T-shirt). Rain calls for rain boots; snow, or
    /// rain on freezing ground, for non-slip shoes.
    public static let builtIn = OutfitRuleTable(
        bands: [
            Band(
                band: 1, minimumTemperature: 28, layers: 1,
                items: [
                    Item(id: "sleeveless", ko: "민소매", en: "sleeveless top", layer: .top),
                    Item(id: "t-shirt", ko: "반팔", en: "T-shirt", layer: .top),
                    Item(id: "shorts", ko: "반바지", en: "shorts", layer: .bottom),
                    Item(id: "short-skirt", ko: "짧은 치마", en: "short skirt", layer: .bottom),
                    Item(id: "linen", ko: "린넨 옷", en: "linen clothes", layer: .top),
                ],
                picks: ["t-shirt", "shorts"]),
            Band(
                band: 2, minimumTemperature: 23, layers: 1,
                items: [
                    Item(id: "t-shirt", ko: "반팔", en: "T-shirt", layer: .top),
                    Item(id: "thin-shirt", ko: "얇은 셔츠", en: "thin shirt", layer: .top),
                    Item(id: "shorts", ko: "반바지", en: "shorts", layer: .bottom),
                    Item(id: "chinos", ko: "면바지", en: "chinos", layer: .bottom),
                ]),
            Band(
                band: 3, minimumTemperature: 20, layers: 1,
                items: [
                    Item(id: "blouse", ko: "블라우스", en: "blouse", layer: .top),
                    Item(id: "long-sleeve-tee", ko: "긴팔 티", en: "long-sleeve tee", layer: .top),
                    Item(id: "chinos", ko: "면바지", en: "chinos", layer: .bottom),
                    Item(id: "slacks", ko: "슬랙스", en: "slacks", layer: .bottom),
                ],
                picks: ["long-sleeve-tee", "chinos"]),
            Band(
                band: 4, minimumTemperature: 17, layers: 2,
                items: [
                    Item(id: "thin-cardigan", ko: "얇은 가디건", en: "thin cardigan", layer: .outer),
                    Item(id: "thin-knit", ko: "얇은 니트", en: "thin knit", layer: .top),
                    Item(id: "sweatshirt", ko: "맨투맨", en: "sweatshirt", layer: .top),
                    Item(id: "hoodie", ko: "후드", en: "hoodie", layer: .top),
                    Item(id: "long-pants", ko: "긴 바지", en: "long pants", layer: .bottom),
                ]),
            Band(
                band: 5, minimumTemperature: 12, layers: 2,
                items: [
                    Item(id: "jacket", ko: "자켓", en: "jacket", layer: .outer),
                    Item(id: "cardigan", ko: "가디건", en: "cardigan", layer: .outer),
                    Item(id: "denim-jacket", ko: "청자켓", en: "denim jacket", layer: .outer),
                    Item(id: "knit", ko: "니트", en: "knit", layer: .top),
                    Item(id: "stockings", ko: "스타킹", en: "stockings", layer: .bottom),
                    Item(id: "jeans", ko: "청바지", en: "jeans", layer: .bottom),
                ],
                picks: ["jacket", "knit", "jeans"]),
            Band(
                band: 6, minimumTemperature: 9, layers: 2,
                items: [
                    Item(id: "trench-coat", ko: "트렌치코트", en: "trench coat", layer: .outer),
                    Item(id: "field-jacket", ko: "야상", en: "field jacket", layer: .outer),
                    Item(id: "jumper", ko: "점퍼", en: "jumper", layer: .outer),
                    Item(id: "stockings", ko: "스타킹", en: "stockings", layer: .bottom),
                    Item(id: "fleece-lined-pants", ko: "기모바지", en: "fleece-lined pants", layer: .bottom),
                ],
                picks: ["trench-coat", "fleece-lined-pants"]),
            Band(
                band: 7, minimumTemperature: 5, layers: 3,
                items: [
                    Item(id: "wool-coat", ko: "울 코트", en: "wool coat", layer: .outer),
                    Item(id: "thermal-base-layer", ko: "히트텍", en: "thermal base layer", layer: .top),
                    Item(id: "leather-jacket", ko: "가죽 자켓", en: "leather jacket", layer: .outer),
                    Item(id: "knit", ko: "니트", en: "knit", layer: .top),
                    Item(id: "leggings", ko: "레깅스", en: "leggings", layer: .bottom),
                ],
                picks: ["wool-coat", "knit", "leggings"]),
            Band(
                band: 8, minimumTemperature: nil, layers: 3,
                items: [
                    Item(id: "padded-jacket", ko: "패딩", en: "padded jacket", layer: .outer),
                    Item(id: "heavy-coat", ko: "두꺼운 코트", en: "heavy coat", layer: .outer),
                    Item(id: "quilted-clothes", ko: "누빔 옷", en: "quilted clothes", layer: .outer),
                    Item(id: "fleece-lined-clothes", ko: "기모 제품", en: "fleece-lined clothes", layer: .bottom),
                    Item(id: "scarf", ko: "목도리", en: "scarf", layer: .accessory),
                ]),
        ],
        thresholds: Thresholds(
            umbrellaProbability: 60, foldingUmbrellaProbability: 30, swing: 10, strongWind: 9,
            heatAdvisory: 33, heatWarning: 35, coldCaution: -3.2, coldWarning: -10.5, coldDanger: -15.4,
            windChillDifference: 3),
        precipitation: Precipitation(
            rain: [
                Item(id: "rain-boots", ko: "레인부츠", en: "rain boots", layer: .shoes),
                Item(id: "waterproof-shoes", ko: "방수 신발", en: "waterproof shoes", layer: .shoes),
            ],
            snow: [
                Item(id: "non-slip-shoes", ko: "미끄럼 방지 신발", en: "non-slip shoes", layer: .shoes),
                Item(id: "winter-boots", ko: "방한화", en: "winter boots", layer: .shoes),
            ]),
        protection: .builtIn)
}
