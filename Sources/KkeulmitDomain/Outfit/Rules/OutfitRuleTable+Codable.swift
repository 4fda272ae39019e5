// How each part of a rule table is read from JSON: unknown fields refused, whole numbers read as numbers first, so
// that every mistake is reported with its path (`bands[3].items[0].layer`).

/// Any key, for spotting fields the schema does not have.
private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension Decoder {
    /// The object's fields by `Key`; throws for the alphabetically first key that is not one of them.
    fileprivate func strictContainer<Key: CodingKey & CaseIterable>(
        keyedBy _: Key.Type
    ) throws -> KeyedDecodingContainer<Key> {
        let known = Set(Key.allCases.map(\.stringValue))
        let container = try container(keyedBy: AnyKey.self)
        if let unknown = container.allKeys.map(\.stringValue).filter({ !known.contains($0) }).sorted().first {
            throw OutfitRuleTableError.at(jsonPath(codingPath + [AnyKey(stringValue: unknown)]), "unknown field")
        }
        return try self.container(keyedBy: Key.self)
    }
}

extension KeyedDecodingContainer {
    /// An integer field, read as a number first: swift-foundation's decoder reports `1.5` for an `Int` as invalid
    /// JSON at the root, which would hide the field's path.
    fileprivate func decodeWholeNumber(forKey key: Key) throws -> Int {
        let path = jsonPath(codingPath + [key])
        let value: Double
        do {
            value = try decode(Double.self, forKey: key)
        } catch DecodingError.typeMismatch {
            throw OutfitRuleTableError.at(path, "expected a whole number")
        }
        guard value == value.rounded(), abs(value) < 1e9 else {
            throw OutfitRuleTableError.at(path, "expected a whole number (got \(value))")
        }
        return Int(value)
    }
}

extension OutfitRuleTable: Decodable {
    package init(from decoder: any Decoder) throws {
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        self.init(
            schemaVersion: try c.decodeWholeNumber(forKey: .schemaVersion),
            bands: try c.decode([Band].self, forKey: .bands),
            thresholds: try c.decode(Thresholds.self, forKey: .thresholds),
            precipitation: try c.decodeIfPresent(Precipitation.self, forKey: .precipitation),
            protection: try c.decodeIfPresent(Protection.self, forKey: .protection))
    }
}

extension OutfitRuleTable.Protection: Decodable {
    private enum CodingKeys: String, CodingKey, CaseIterable { case dust, uv, pollen, alerts }

    /// `pollen` and `alerts` absent (tables written before they existed): the built-in ones; `[]` and `{}` turn
    /// them off. `alerts` is an object by warning type: `{"coldWave": [items…], …}`.
    package init(from decoder: any Decoder) throws {
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        var alerts = Self.builtIn.alerts
        if let byName = try c.decodeIfPresent([String: [OutfitRuleTable.Item]].self, forKey: .alerts) {
            alerts = [:]
            for (name, items) in byName {
                guard let type = AlertType(rawValue: name) else {
                    let known = AlertType.allCases.map(\.rawValue).joined(separator: ", ")
                    let path = jsonPath(c.codingPath + [CodingKeys.alerts]) + "." + name
                    throw OutfitRuleTableError.at(path, "not a warning type: one of \(known)")
                }
                alerts[type] = items
            }
        }
        self.init(
            dust: try c.decodeIfPresent([Step].self, forKey: .dust) ?? [],
            uv: try c.decodeIfPresent([Step].self, forKey: .uv) ?? [],
            pollen: try c.decodeIfPresent([Step].self, forKey: .pollen) ?? Self.builtIn.pollen, alerts: alerts)
    }
}

extension OutfitRuleTable.Protection.Step: Decodable {
    package init(from decoder: any Decoder) throws {
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        self.init(
            from: try c.decodeWholeNumber(forKey: .from),
            items: try c.decode([OutfitRuleTable.Item].self, forKey: .items))
    }
}

extension OutfitRuleTable.Precipitation: Decodable {
    package init(from decoder: any Decoder) throws {
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        self.init(
            rain: try c.decodeIfPresent([OutfitRuleTable.Item].self, forKey: .rain) ?? [],
            snow: try c.decodeIfPresent([OutfitRuleTable.Item].self, forKey: .snow) ?? [])
    }
}

extension OutfitRuleTable.Band: Decodable {
    private enum CodingKeys: String, CodingKey, CaseIterable { case band, minimumTemperature, layers, items, picks }

    package init(from decoder: any Decoder) throws {
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        self.init(
            band: try c.decodeWholeNumber(forKey: .band),
            minimumTemperature: try c.decodeIfPresent(Double.self, forKey: .minimumTemperature),
            layers: try c.decodeWholeNumber(forKey: .layers),
            items: try c.decode([OutfitRuleTable.Item].self, forKey: .items),
            picks: try c.decodeIfPresent([String].self, forKey: .picks) ?? [])
    }
}

extension OutfitRuleTable.Item: Decodable {
    package init(from decoder: any Decoder) throws {
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        var layer: GarmentLayer?
        if let name = try c.decodeIfPresent(String.self, forKey: .layer) {
            guard let known = GarmentLayer(rawValue: name) else {
                let names = GarmentLayer.allCases.map(\.rawValue).joined(separator: ", ")
                throw OutfitRuleTableError.at(
                    jsonPath(c.codingPath + [CodingKeys.layer]), "must be one of \(names) (got \"\(name)\")")
            }
            layer = known
        }
        self.init(
            id: try c.decode(String.self, forKey: .id), ko: try c.decode(String.self, forKey: .ko),
            en: try c.decode(String.self, forKey: .en), layer: layer,
            clo: try c.decodeIfPresent(Double.self, forKey: .clo))
    }
}

extension OutfitRuleTable.Thresholds: Decodable {
    package init(from decoder: any Decoder) throws {
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        self.init(
            umbrellaProbability: try c.decodeWholeNumber(forKey: .umbrellaProbability),
            foldingUmbrellaProbability: try c.decodeWholeNumber(forKey: .foldingUmbrellaProbability),
            swing: try c.decode(Double.self, forKey: .swing),
            strongWind: try c.decode(Double.self, forKey: .strongWind),
            heatAdvisory: try c.decode(Double.self, forKey: .heatAdvisory),
            heatWarning: try c.decode(Double.self, forKey: .heatWarning),
            coldCaution: try c.decode(Double.self, forKey: .coldCaution),
            coldWarning: try c.decode(Double.self, forKey: .coldWarning),
            coldDanger: try c.decode(Double.self, forKey: .coldDanger),
            windChillDifference: try c.decode(Double.self, forKey: .windChillDifference))
    }
}
