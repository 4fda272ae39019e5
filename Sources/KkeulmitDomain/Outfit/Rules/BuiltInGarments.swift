extension OutfitRuleTable {
    /// Every garment the built-in chart knows, each once: id, Korean and English name, layer and intrinsic insulation
    /// (clo: ASHRAE 55-style garment values, summed plainly). Values and their sources: docs/OUTFIT.md, "Insulation";
    /// the estimates there are marked as such. 기모 제품, the chart's word for fleece-lined clothes, is worn as a
    /// fleece-lined top (like a sweatshirt); the sun's hat is the cold's hat.
    static let builtInGarments: [String: Item] = {
        let rows: [(String, String, String, GarmentLayer, Double)] = [
            ("sleeveless", "민소매", "sleeveless top", .top, 0.12),
            ("t-shirt", "반팔", "T-shirt", .top, 0.08),
            ("linen", "린넨 옷", "linen clothes", .top, 0.19),
            ("thin-shirt", "얇은 셔츠", "thin shirt", .top, 0.20),
            ("blouse", "블라우스", "blouse", .top, 0.15),
            ("long-sleeve-tee", "긴팔 티", "long-sleeve tee", .top, 0.20),
            ("thin-knit", "얇은 니트", "thin knit", .top, 0.25),
            ("sweatshirt", "맨투맨", "sweatshirt", .top, 0.34),
            ("hoodie", "후드", "hoodie", .top, 0.34),
            ("knit", "니트", "knit", .top, 0.36),
            ("fleece-lined-clothes", "기모 제품", "fleece-lined clothes", .top, 0.34),
            ("thermal-base-layer", "히트텍", "thermal base layer", .base, 0.20),
            ("long-underwear", "내복 하의", "long underwear", .base, 0.15),
            ("thin-cardigan", "얇은 가디건", "thin cardigan", .outer, 0.20),
            ("cardigan", "가디건", "cardigan", .outer, 0.25),
            ("denim-jacket", "청자켓", "denim jacket", .outer, 0.30),
            ("jacket", "자켓", "jacket", .outer, 0.35),
            ("jumper", "점퍼", "jumper", .outer, 0.35),
            ("leather-jacket", "가죽 자켓", "leather jacket", .outer, 0.35),
            ("field-jacket", "야상", "field jacket", .outer, 0.45),
            ("quilted-clothes", "누빔 옷", "quilted clothes", .outer, 0.45),
            ("trench-coat", "트렌치코트", "trench coat", .outer, 0.50),
            ("padded-jacket", "패딩", "padded jacket", .outer, 0.55),
            ("wool-coat", "울 코트", "wool coat", .outer, 0.60),
            ("heavy-coat", "두꺼운 코트", "heavy coat", .outer, 0.70),
            ("long-padded-coat", "롱패딩", "long padded coat", .outer, 0.75),
            ("stockings", "스타킹", "stockings", .bottom, 0.02),
            ("shorts", "반바지", "shorts", .bottom, 0.08),
            ("short-skirt", "짧은 치마", "short skirt", .bottom, 0.10),
            ("leggings", "레깅스", "leggings", .bottom, 0.10),
            ("slacks", "슬랙스", "slacks", .bottom, 0.15),
            ("chinos", "면바지", "chinos", .bottom, 0.20),
            ("long-pants", "긴 바지", "long pants", .bottom, 0.20),
            ("jeans", "청바지", "jeans", .bottom, 0.24),
            ("fleece-lined-pants", "기모바지", "fleece-lined pants", .bottom, 0.28),
            ("scarf", "목도리", "scarf", .accessory, 0.05),
            ("gloves", "장갑", "gloves", .accessory, 0.05),
            ("hat", "모자", "hat", .accessory, 0.08),
            // Carried, not worn: it shades the sun's beam (the parasol rule) and insulates nothing.
            ("parasol", "양산", "parasol", .accessory, 0),
            ("sneakers", "운동화", "sneakers", .shoes, 0.02),
            ("rain-boots", "레인부츠", "rain boots", .shoes, 0.10),
            ("waterproof-shoes", "방수 신발", "waterproof shoes", .shoes, 0.04),
            ("non-slip-shoes", "미끄럼 방지 신발", "non-slip shoes", .shoes, 0.04),
            ("winter-boots", "방한화", "winter boots", .shoes, 0.15),
        ]
        return Dictionary(
            uniqueKeysWithValues: rows.map { ($0.0, Item(id: $0.0, ko: $0.1, en: $0.2, layer: $0.3, clo: $0.4)) })
    }()

    /// The built-in garments with these ids, in this order.
    static func garments(_ ids: String...) -> [Item] {
        ids.map { id in
            guard let item = builtInGarments[id] else { preconditionFailure("no built-in garment \(id)") }
            return item
        }
    }
}
