/// What to wear for a window, and why.
package struct OutfitAdvice: Equatable, Sendable {
    /// The conditions the advice was built from (the numbers the JSON reports).
    package var conditions: WindowConditions
    /// The chart band of `basisTemperature`, 1 (warmest) … 8.
    package var band: Int
    /// `conditions.feelsLikeMin + temperatureOffset`, one decimal.
    package var basisTemperature: Double
    /// The configured offset plus the learned one.
    package var temperatureOffset: Double
    /// The band's layer count from the rule table.
    package var layers: Int
    /// True when some hour has a precipitation type or POP ≥ the umbrella threshold.
    package var umbrella: Bool
    /// The band of `feelsLikeMax + temperatureOffset` when a swing note was given.
    package var warmerBand: Int?
    /// The band's garments, then the umbrella if any: the whole chart row, as before outfits had layers.
    package var items: [OutfitItem]
    /// What to wear: one garment per layer the band lists (plus the shoes rain or snow call for), outer first, with
    /// the mask and sun protection the readings call for among the accessories.
    package var outfit: [LayerChoice]
    /// The part of `temperatureOffset` learned from feedback; nil when none was given to the engine.
    package var learnedOffset: LearnedOffset?
    /// The advice for coming home, when a return time was given.
    package var back: ReturnAdvice?
    /// The fine-dust reading the advice used (JSON `air`), when there was one.
    package var air: AirQualityReading?
    /// The window's UV peak (JSON `uv`), when the UV issue had values for its hours.
    package var uv: UVReading?
    /// The official warnings the advice weighed (JSON `alerts`): nil when the source gave no answer.
    package var alerts: AlertsReading?
    /// The pollen grades the advice weighed (JSON `pollen`), when the source gave some.
    package var pollen: PollenReading?
    /// The outfit's insulation against ISO 11079's requirement at the coldest hour (JSON `outfit.insulation`), for
    /// a window whose coldest hour is at or below 10 °C.
    package var insulation: OutfitInsulation?
    /// ISO 7933's Predicted Heat Strain for the outfit at the window's hottest hour by UTCI (JSON `outfit.heat`),
    /// when that hour is within the standard's limits and the place is known.
    package var heat: OutfitHeat?
    /// Each slot's sun, mean radiant temperature and UTCI, in the slots' order (JSON `hourly[]`); empty when the
    /// engine was given no place, nil for a slot without temperature, humidity or wind.
    package var heatHours: [HeatHour?] = []
    /// In a fixed order: alert-<type> (one per warning in force, most severe first), raining-now, rain-stops,
    /// window-truncated, rain-timing, folding-umbrella, temperature-swing, back, wind-chill, cold-*, heat-advisory
    /// or heat-warning, snow-shoes, icy-roads, strong-wind, limited-exposure, heat-water, heat-limit, parasol,
    /// wardrobe-missing, learned-offset, rules-layer-missing, fine-dust, uv, pollen. A warning in force stands in for
    /// the weather note of its kind (한파: cold-*, 폭염: heat-advisory and heat-warning, 강풍 and 태풍: strong-wind);
    /// ISO 7933's heat-water and heat-limit stay.
    package var notes: [AdviceNote]

    /// The note with `id`, if given.
    package func note(_ id: String) -> AdviceNote? { notes.first { $0.id == id } }
}
