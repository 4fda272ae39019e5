/// The rules the outfit engine applies, as data: the temperature chart and the thresholds of every note. `builtIn` is
/// the common Korean chart (기온별 옷차림). A user's JSON file with the same schema replaces it wholesale; `load(json:)`
/// validates it and names the bad field in every error. Bands are kept sorted by number (1 = warmest). Every garment
/// names its `layer`, so the engine can wear one per layer; older tables without layers still load (`layerGaps`).
package struct OutfitRuleTable: Equatable, Sendable {
    /// The only schema version this build reads and writes.
    package static let currentSchemaVersion = 1
    /// The band numbers, warmest first.
    package static let bandNumbers = 1...8

    package var schemaVersion = OutfitRuleTable.currentSchemaVersion
    package var bands: [Band]
    package var thresholds: Thresholds
    /// The shoes (or other garments) rain and snow call for; nil: the built-in ones (older tables keep working).
    package var precipitation: Precipitation?
    /// Masks against fine dust, sunscreen, a hat and sunglasses against UV; nil: the built-in ones.
    package var protection: Protection?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case schemaVersion, bands, thresholds, precipitation, protection
    }

    /// One row of the chart.
    package struct Band: Equatable, Sendable {
        /// 1 (warmest) … 8 (coldest).
        package var band: Int
        /// The lowest basis temperature (°C) in this band, inclusive; nil for the coldest band only.
        package var minimumTemperature: Double?
        /// How many layers the band's outfit implies; never fewer than a warmer band's.
        package var layers: Int
        /// The chart's garments, in the chart's order (which `OutfitAdvice.items` keeps).
        package var items: [Item]
        /// The band's first choice in each layer, by item id, at most one per layer; a layer without one takes its
        /// first item. Empty: the first item of every layer.
        package var picks: [String] = []
    }

    /// A garment: a stable lowercase-kebab id, its names, the layer it is worn in and its insulation.
    package struct Item: Hashable, Sendable {
        package var id: String
        package var ko: String
        package var en: String
        /// Nil only in tables written before layers existed; `OutfitRuleTable.layer(of:)` then infers it.
        package var layer: GarmentLayer?
        /// Intrinsic insulation, clo (ASHRAE 55-style, summed plainly); nil: the built-in garment of the same id's,
        /// else a typical value for its layer (`OutfitRuleTable.clo(of:)`).
        package var clo: Double?

        enum CodingKeys: String, CodingKey, CaseIterable { case id, ko, en, layer, clo }

        package func label(in language: Language) -> String { language == .ko ? ko : en }

        package var label: LocalizedText { LocalizedText(ko: ko, en: en) }
    }

    /// What rain and snow add to the outfit, each garment with its layer: shoes in the built-in table.
    package struct Precipitation: Equatable, Sendable {
        /// Worn when it rains (and does not snow) in the window.
        package var rain: [Item]
        /// Worn when it snows (or rain and snow mix) in the window, or rains where it feels at or below 0 °C: the
        /// icy-roads case, where a rain boot slips.
        package var snow: [Item]

        enum CodingKeys: String, CodingKey, CaseIterable { case rain, snow }
    }

    /// The numbers behind every rule other than the chart.
    package struct Thresholds: Equatable, Sendable {
        /// POP (%) from which an umbrella is advised.
        package var umbrellaProbability: Int
        /// POP (%) from which a folding umbrella is suggested, below `umbrellaProbability`.
        package var foldingUmbrellaProbability: Int
        /// Feels-like (window) or TMX − TMN (day) range, °C, from which a removable layer is advised.
        package var swing: Double
        /// WSD, m/s, from which a strong-wind note is given.
        package var strongWind: Double
        /// Summer feels-like maximum, °C: 폭염주의보 level.
        package var heatAdvisory: Double
        /// Summer feels-like maximum, °C: 폭염경보 level.
        package var heatWarning: Double
        /// Winter feels-like minimum, °C: below it, the caution level.
        package var coldCaution: Double
        /// Below it, the warning level.
        package var coldWarning: Double
        /// Below it, the danger level.
        package var coldDanger: Double
        /// How much colder than the air (°C) the wind chill must make it before a wind-chill note is given.
        package var windChillDifference: Double

        enum CodingKeys: String, CodingKey, CaseIterable {
            case umbrellaProbability, foldingUmbrellaProbability, swing, strongWind, heatAdvisory, heatWarning
            case coldCaution, coldWarning, coldDanger, windChillDifference
        }
    }

    /// The band a basis temperature falls in: the warmest band whose minimum it reaches, else the coldest.
    package func band(for temperature: Double) -> Band {
        // A loaded table keeps its bands in order: sorting (for every hour of a swing) only one built otherwise.
        let inOrder = zip(bands, bands.dropFirst()).allSatisfy { $0.band <= $1.band }
        let sorted = inOrder ? bands : bands.sorted { $0.band < $1.band }
        return sorted.first { band in band.minimumTemperature.map { temperature >= $0 } ?? true } ?? sorted.last!
    }
}
