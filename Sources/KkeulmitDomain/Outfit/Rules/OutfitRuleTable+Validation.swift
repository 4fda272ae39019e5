extension OutfitRuleTable {
    /// Checks the table is one the engine can apply: bands 1…8 exactly once, minimums strictly falling from band
    /// 1 to 7 and none for band 8, layers never fewer in a colder band, non-empty unique lowercase-kebab item ids
    /// with names and insulation within 0–4 clo, picks that name the band's own garments (one per layer, several base
    /// layers and accessories allowed), rain and snow garments with a layer, and thresholds in sane, consistent
    /// ranges. Throws for the first problem found; paths use the positions as listed.
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
            guard !band.items.isEmpty else { throw .at("\(path).items", "must list at least one item") }
            try validateGarments(band.items, path: "\(path).items", within: "band \(number)", ofBand: true)
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

    /// Garments, each valid and listed once `within` the list. A band's are checked for a repeat first, and may
    /// lack a layer (tables from before layers); the rain, snow and protection garments came with layers.
    private func validateGarments(_ items: [Item], path: String, within: String, ofBand: Bool = false)
        throws(OutfitRuleTableError)
    {
        var seen: Set<String> = []
        for (j, item) in items.enumerated() {
            let itemPath = "\(path)[\(j)]"
            if !ofBand { try validateItem(item, path: itemPath) }
            guard seen.insert(item.id).inserted else {
                throw .at("\(itemPath).id", "\"\(item.id)\" appears twice in \(within)")
            }
            if ofBand {
                try validateItem(item, path: itemPath)
            } else if item.layer == nil {
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

    /// `[a-z0-9]+(-[a-z0-9]+)*`.
    private func isKebabCase(_ id: String) -> Bool {
        guard !id.isEmpty, !id.hasPrefix("-"), !id.hasSuffix("-"), !id.contains("--") else { return false }
        return id.utf8.allSatisfy { (97...122).contains($0) || (48...57).contains($0) || $0 == 45 }
    }
}

extension OutfitRuleTable.Thresholds {
    func validate(path: String) throws(OutfitRuleTableError) {
        let n = NumberText.compact
        func check(_ ok: Bool, _ field: String, _ problem: String) throws(OutfitRuleTableError) {
            if !ok { throw .at("\(path).\(field)", problem) }
        }
        func within(_ field: String, _ value: Double, _ range: ClosedRange<Double>, _ unit: String = "°C")
            throws(OutfitRuleTableError)
        {
            let bounds = "\(n(range.lowerBound))–\(n(range.upperBound))"
            try check(range.contains(value), field, "must be \(bounds) \(unit) (got \(n(value)))")
        }
        func positive(_ field: String, _ value: Double, atMost top: Double, _ unit: String = "°C")
            throws(OutfitRuleTableError)
        {
            try check(
                value > 0 && value <= top, field, "must be above 0 and at most \(n(top)) \(unit) (got \(n(value)))")
        }
        let (umbrella, folding) = (Double(umbrellaProbability), Double(foldingUmbrellaProbability))
        try within("umbrellaProbability", umbrella, 1...100, "%")
        try within("foldingUmbrellaProbability", folding, 1...100, "%")
        try check(
            folding <= umbrella, "foldingUmbrellaProbability",
            "must not exceed umbrellaProbability (\(umbrellaProbability))")
        try positive("swing", swing, atMost: 40)
        try positive("strongWind", strongWind, atMost: 60, "m/s")
        try within("heatAdvisory", heatAdvisory, 20...50)
        try within("heatWarning", heatWarning, 20...60)
        try check(
            heatWarning >= heatAdvisory, "heatWarning", "must not be lower than heatAdvisory (\(n(heatAdvisory)))")
        try within("coldCaution", coldCaution, -30...10)
        try within("coldWarning", coldWarning, -60...10)
        try check(coldWarning <= coldCaution, "coldWarning", "must not be higher than coldCaution (\(n(coldCaution)))")
        try within("coldDanger", coldDanger, -60...10)
        try check(coldDanger <= coldWarning, "coldDanger", "must not be higher than coldWarning (\(n(coldWarning)))")
        try positive("windChillDifference", windChillDifference, atMost: 30)
    }
}
