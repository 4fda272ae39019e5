extension OutfitRuleTable {
    /// Checks the table is one the engine can apply: bands 1…8 exactly once, minimums strictly falling from band
    /// 1 to 7 and none for band 8, layers never fewer in a colder band, non-empty unique lowercase-kebab item ids
    /// with names and insulation within 0–4 clo, picks that name the band's own garments (one per layer, several base
    /// layers and accessories allowed), rain and snow garments with a layer,
    /// and thresholds in sane, consistent ranges. Paths use the positions as listed.
    /// - Throws: `OutfitRuleTableError` for the first problem found.
    package func validate() throws(OutfitRuleTableError) {
        guard schemaVersion == Self.currentSchemaVersion else {
            throw .at("schemaVersion", "must be \(Self.currentSchemaVersion) (got \(schemaVersion))")
        }
        try validateBands()
        try thresholds.validate(path: "thresholds")
        if let precipitation {
            try validateGarments(precipitation.rain, path: "precipitation.rain", within: "the rain list")
            try validateGarments(precipitation.snow, path: "precipitation.snow", within: "the snow list")
        }
        if let protection {
            try validateSteps(protection.dust, path: "protection.dust", range: 1...4, what: "a dust grade")
            try validateSteps(protection.uv, path: "protection.uv", range: 0...20, what: "a UV index")
            try validateSteps(protection.pollen, path: "protection.pollen", range: 0...3, what: "a pollen grade")
            for type in AlertType.allCases {
                guard let items = protection.alerts[type] else { continue }
                try validateGarments(items, path: "protection.alerts.\(type.rawValue)", within: "the warning's list")
            }
        }
    }

    /// Steps in rising order of `from`, each within `range`, each with valid garments.
    private func validateSteps(_ steps: [Protection.Step], path: String, range: ClosedRange<Int>, what: String)
        throws(OutfitRuleTableError)
    {
        for (i, step) in steps.enumerated() {
            let stepPath = "\(path)[\(i)]"
            guard range.contains(step.from) else {
                throw .at(
                    "\(stepPath).from", "must be \(what), \(range.lowerBound)–\(range.upperBound) (got \(step.from))")
            }
            if i > 0, step.from <= steps[i - 1].from {
                throw .at("\(stepPath).from", "must be above the step before it (\(steps[i - 1].from))")
            }
            try validateGarments(step.items, path: "\(stepPath).items", within: "the step")
        }
    }

    private func validateBands() throws(OutfitRuleTableError) {
        let numbers = Self.bandNumbers
        let index = try bandPositions()
        for number in numbers {
            let i = index[number]!
            let band = bands[i]
            let path = "bands[\(i)]"
            let warmer = number > numbers.lowerBound ? bands[index[number - 1]!] : nil
            try validateMinimum(band, path: path, warmer: warmer)
            guard (1...9).contains(band.layers) else {
                throw .at("\(path).layers", "must be 1–9 (got \(band.layers))")
            }
            if let warmer, band.layers < warmer.layers {
                throw .at("\(path).layers", "must not be fewer than band \(number - 1)'s (\(warmer.layers))")
            }
            try validateItems(band, path: path)
            try validatePicks(band, path: path)
        }
    }

    /// Where each band number is listed in `bands`: every number of `bandNumbers` exactly once.
    private func bandPositions() throws(OutfitRuleTableError) -> [Int: Int] {
        let numbers = Self.bandNumbers
        var index: [Int: Int] = [:]  // band number → position in `bands`
        for (i, band) in bands.enumerated() {
            guard numbers.contains(band.band) else {
                throw .at("bands[\(i)].band", "must be \(numbers.lowerBound)–\(numbers.upperBound) (got \(band.band))")
            }
            if let earlier = index[band.band] {
                throw .at("bands[\(i)].band", "band \(band.band) is already listed at bands[\(earlier)]")
            }
            index[band.band] = i
        }
        if let missing = numbers.first(where: { index[$0] == nil }) {
            throw .at(
                "bands",
                "must list bands \(numbers.lowerBound)–\(numbers.upperBound) exactly once (band \(missing) is missing)")
        }
        return index
    }

    /// A band's `minimumTemperature`: none for the coldest band; for every other, within ±60 °C and below the
    /// next warmer band's (`warmer`, nil for the warmest).
    private func validateMinimum(_ band: Band, path: String, warmer: Band?) throws(OutfitRuleTableError) {
        let coldest = Self.bandNumbers.upperBound
        if band.band == coldest {
            if band.minimumTemperature != nil {
                throw .at(
                    "\(path).minimumTemperature",
                    "the coldest band (\(coldest)) takes no minimum: use null or leave it out")
            }
            return
        }
        guard let minimum = band.minimumTemperature else {
            throw .at("\(path).minimumTemperature", "required for every band but the coldest (\(coldest))")
        }
        guard (-60...60).contains(minimum) else {
            throw .at(
                "\(path).minimumTemperature", "must be between -60 and 60 °C (got \(NumberText.compact(minimum)))")
        }
        if let warmer = warmer?.minimumTemperature, minimum >= warmer {
            throw .at(
                "\(path).minimumTemperature",
                "must be lower than band \(band.band - 1)'s (\(NumberText.compact(warmer)))")
        }
    }

    private func validatePicks(_ band: Band, path: String) throws(OutfitRuleTableError) {
        var chosen: [GarmentLayer: String] = [:]
        for (k, id) in band.picks.enumerated() {
            let pickPath = "\(path).picks[\(k)]"
            guard let item = band.items.first(where: { $0.id == id }) else {
                throw .at(pickPath, "\"\(id)\" is not one of band \(band.band)'s items")
            }
            let layer = layer(of: item) ?? .top
            if !layer.isStackable, let earlier = chosen[layer] {
                throw .at(
                    pickPath, "\"\(id)\" is a second \(layer.rawValue) pick (after \"\(earlier)\"): one per layer")
            }
            chosen[layer] = id
        }
    }

    /// Rain and snow garments: like a band's items, and each must name its layer (they came with layers).
    private func validateGarments(_ items: [Item], path: String, within: String) throws(OutfitRuleTableError) {
        var seen: Set<String> = []
        for (j, item) in items.enumerated() {
            let itemPath = "\(path)[\(j)]"
            try validateItem(item, path: itemPath)
            guard seen.insert(item.id).inserted else {
                throw .at("\(itemPath).id", "\"\(item.id)\" appears twice in \(within)")
            }
            if item.layer == nil {
                throw .at(
                    "\(itemPath).layer",
                    "missing: one of " + GarmentLayer.allCases.map(\.rawValue).joined(separator: ", "))
            }
        }
    }

    private func validateItem(_ item: Item, path itemPath: String) throws(OutfitRuleTableError) {
        guard isKebabCase(item.id) else {
            throw .at("\(itemPath).id", "must be lowercase-kebab, like \"padded-jacket\" (got \"\(item.id)\")")
        }
        if item.ko.trimmingSpaces.isEmpty {
            throw .at("\(itemPath).ko", "must not be empty")
        }
        if item.en.trimmingSpaces.isEmpty {
            throw .at("\(itemPath).en", "must not be empty")
        }
        if let clo = item.clo, !(0...4).contains(clo) {
            throw .at("\(itemPath).clo", "must be 0–4 clo (got \(NumberText.compact(clo)))")
        }
    }

    private func validateItems(_ band: Band, path: String) throws(OutfitRuleTableError) {
        guard !band.items.isEmpty else {
            throw .at("\(path).items", "must list at least one item")
        }
        var seen: Set<String> = []
        for (j, item) in band.items.enumerated() {
            let itemPath = "\(path).items[\(j)]"
            // A repeated id passed `validateItem` the first time, so it is lowercase-kebab.
            guard seen.insert(item.id).inserted else {
                throw .at("\(itemPath).id", "\"\(item.id)\" appears twice in band \(band.band)")
            }
            try validateItem(item, path: itemPath)
        }
    }

    /// `[a-z0-9]+(-[a-z0-9]+)*`.
    private func isKebabCase(_ id: String) -> Bool {
        guard !id.isEmpty, !id.hasPrefix("-"), !id.hasSuffix("-"), !id.contains("--") else { return false }
        return id.utf8.allSatisfy { (97...122).contains($0) || (48...57).contains($0) || $0 == 45 }
    }
}

extension OutfitRuleTable.Thresholds {
    func validate(path: String) throws(OutfitRuleTableError) {
        func check(_ ok: Bool, _ field: String, _ problem: String) throws(OutfitRuleTableError) {
            if !ok { throw .at("\(path).\(field)", problem) }
        }
        try check(
            (1...100).contains(umbrellaProbability), "umbrellaProbability",
            "must be 1–100 % (got \(umbrellaProbability))")
        try check(
            (1...100).contains(foldingUmbrellaProbability), "foldingUmbrellaProbability",
            "must be 1–100 % (got \(foldingUmbrellaProbability))")
        try check(
            foldingUmbrellaProbability <= umbrellaProbability, "foldingUmbrellaProbability",
            "must not exceed umbrellaProbability (\(umbrellaProbability))")
        try check(
            swing > 0 && swing <= 40, "swing", "must be above 0 and at most 40 °C (got \(NumberText.compact(swing)))")
        try check(
            strongWind > 0 && strongWind <= 60, "strongWind",
            "must be above 0 and at most 60 m/s (got \(NumberText.compact(strongWind)))")
        try check(
            (20...50).contains(heatAdvisory), "heatAdvisory",
            "must be 20–50 °C (got \(NumberText.compact(heatAdvisory)))")
        try check(
            (20...60).contains(heatWarning), "heatWarning", "must be 20–60 °C (got \(NumberText.compact(heatWarning)))")
        try check(
            heatWarning >= heatAdvisory, "heatWarning",
            "must not be lower than heatAdvisory (\(NumberText.compact(heatAdvisory)))")
        try check(
            (-30...10).contains(coldCaution), "coldCaution",
            "must be -30–10 °C (got \(NumberText.compact(coldCaution)))")
        try check(
            (-60...10).contains(coldWarning), "coldWarning",
            "must be -60–10 °C (got \(NumberText.compact(coldWarning)))")
        try check(
            coldWarning <= coldCaution, "coldWarning",
            "must not be higher than coldCaution (\(NumberText.compact(coldCaution)))")
        try check(
            (-60...10).contains(coldDanger), "coldDanger", "must be -60–10 °C (got \(NumberText.compact(coldDanger)))")
        try check(
            coldDanger <= coldWarning, "coldDanger",
            "must not be higher than coldWarning (\(NumberText.compact(coldWarning)))")
        try check(
            windChillDifference > 0 && windChillDifference <= 30, "windChillDifference",
            "must be above 0 and at most 30 °C (got \(NumberText.compact(windChillDifference)))")
    }
}
