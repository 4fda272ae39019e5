extension OutfitRuleTable {
    /// The common Korean chart (boundaries 28/23/20/17/12/9/5 °C) with KMA's heat and cold levels.
    public static let builtIn = OutfitRuleTable(
        bands: [
            Band(
                band: 1, minimumTemperature: 28, layers: 1,
                items: [
                    Item(id: "sleeveless", ko: "민소매", en: "sleeveless top"),
                    Item(id: "t-shirt", ko: "반팔", en: "T-shirt"),
                    Item(id: "shorts", ko: "반바지", en: "shorts"),
                    Item(id: "short-skirt", ko: "짧은 치마", en: "short skirt"),
                    Item(id: "linen", ko: "린넨 옷", en: "linen clothes"),
                ]),
            Band(
                band: 2, minimumTemperature: 23, layers: 1,
                items: [
                    Item(id: "t-shirt", ko: "반팔", en: "T-shirt"),
                    Item(id: "thin-shirt", ko: "얇은 셔츠", en: "thin shirt"),
                    Item(id: "shorts", ko: "반바지", en: "shorts"),
                    Item(id: "chinos", ko: "면바지", en: "chinos"),
                ]),
            Band(
                band: 3, minimumTemperature: 20, layers: 1,
                items: [
                    Item(id: "blouse", ko: "블라우스", en: "blouse"),
                    Item(id: "long-sleeve-tee", ko: "긴팔 티", en: "long-sleeve tee"),
                    Item(id: "chinos", ko: "면바지", en: "chinos"),
                    Item(id: "slacks", ko: "슬랙스", en: "slacks"),
                ]),
            Band(
                band: 4, minimumTemperature: 17, layers: 2,
                items: [
                    Item(id: "thin-cardigan", ko: "얇은 가디건", en: "thin cardigan"),
                    Item(id: "thin-knit", ko: "얇은 니트", en: "thin knit"),
                    Item(id: "sweatshirt", ko: "맨투맨", en: "sweatshirt"),
                    Item(id: "hoodie", ko: "후드", en: "hoodie"),
                    Item(id: "long-pants", ko: "긴 바지", en: "long pants"),
                ]),
            Band(
                band: 5, minimumTemperature: 12, layers: 2,
                items: [
                    Item(id: "jacket", ko: "자켓", en: "jacket"),
                    Item(id: "cardigan", ko: "가디건", en: "cardigan"),
                    Item(id: "denim-jacket", ko: "청자켓", en: "denim jacket"),
                    Item(id: "knit", ko: "니트", en: "knit"),
                    Item(id: "stockings", ko: "스타킹", en: "stockings"),
                    Item(id: "jeans", ko: "청바지", en: "jeans"),
                ]),
            Band(
                band: 6, minimumTemperature: 9, layers: 2,
                items: [
                    Item(id: "trench-coat", ko: "트렌치코트", en: "trench coat"),
                    Item(id: "field-jacket", ko: "야상", en: "field jacket"),
                    Item(id: "jumper", ko: "점퍼", en: "jumper"),
                    Item(id: "stockings", ko: "스타킹", en: "stockings"),
                    Item(id: "fleece-lined-pants", ko: "기모바지", en: "fleece-lined pants"),
                ]),
            Band(
                band: 7, minimumTemperature: 5, layers: 3,
                items: [
                    Item(id: "wool-coat", ko: "울 코트", en: "wool coat"),
                    Item(id: "thermal-base-layer", ko: "히트텍", en: "thermal base layer"),
                    Item(id: "leather-jacket", ko: "가죽 자켓", en: "leather jacket"),
                    Item(id: "knit", ko: "니트", en: "knit"),
                    Item(id: "leggings", ko: "레깅스", en: "leggings"),
                ]),
            Band(
                band: 8, minimumTemperature: nil, layers: 3,
                items: [
                    Item(id: "padded-jacket", ko: "패딩", en: "padded jacket"),
                    Item(id: "heavy-coat", ko: "두꺼운 코트", en: "heavy coat"),
                    Item(id: "quilted-clothes", ko: "누빔 옷", en: "quilted clothes"),
                    Item(id: "fleece-lined-clothes", ko: "기모 제품", en: "fleece-lined clothes"),
                    Item(id: "scarf", ko: "목도리", en: "scarf"),
                ]),
        ],
        thresholds: Thresholds(
            umbrellaProbability: 60, foldingUmbrellaProbability: 30, swing: 10, strongWind: 9,
            heatAdvisory: 33, heatWarning: 35, coldCaution: -3.2, coldWarning: -10.5, coldDanger: -15.4,
            windChillDifference: 3))
}
