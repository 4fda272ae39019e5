/// What to wear for a window, and why.
public struct OutfitAdvice: Equatable, Sendable {
    /// The conditions the advice was built from (the numbers the JSON reports).
    public var conditions: WindowConditions
    /// The chart band of `basisTemperature`, 1 (warmest) … 8.
    public var band: Int
    /// `conditions.feelsLikeMin + temperatureOffset`, one decimal.
    public var basisTemperature: Double
    public var temperatureOffset: Double
    /// The band's layer count from the rule table.
    public var layers: Int
    /// True when some hour has a precipitation type or POP ≥ the umbrella threshold.
    public var umbrella: Bool
    /// The band of `feelsLikeMax + temperatureOffset` when a swing note was given.
    public var warmerBand: Int?
    /// The band's garments, then the umbrella if any.
    public var items: [OutfitItem]
    /// In a fixed order: window-truncated, rain-timing, folding-umbrella, temperature-swing, wind-chill,
    /// cold-*, heat-*, snow-shoes, icy-roads, strong-wind.
    public var notes: [AdviceNote]

    public init(
        conditions: WindowConditions, band: Int, basisTemperature: Double, temperatureOffset: Double, layers: Int,
        umbrella: Bool, warmerBand: Int?, items: [OutfitItem], notes: [AdviceNote]
    ) {
        self.conditions = conditions
        self.band = band
        self.basisTemperature = basisTemperature
        self.temperatureOffset = temperatureOffset
        self.layers = layers
        self.umbrella = umbrella
        self.warmerBand = warmerBand
        self.items = items
        self.notes = notes
    }

    /// The note with `id`, if given.
    public func note(_ id: String) -> AdviceNote? { notes.first { $0.id == id } }
}
