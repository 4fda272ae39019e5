/// The rules the engine applies; every item and note names the one that produced it.
package enum OutfitRule: String, Sendable, CaseIterable {
    /// The chart band of basisTemperature (min feels-like + offset).
    case temperatureBand = "temperature-band"
    /// Some hour has a precipitation type, or POP ≥ umbrellaProbability.
    case umbrella = "umbrella"
    /// POP in foldingUmbrellaProbability..<umbrellaProbability, and no umbrella.
    case foldingUmbrella = "folding-umbrella"
    /// The window was cut where the hourly forecast ends.
    case windowTruncated = "window-truncated"
    /// Precipitation in only part of the window: say when.
    case rainTiming = "rain-timing"
    /// Window feels-like range or a touched day's TMX − TMN ≥ swing.
    case temperatureSwing = "temperature-swing"
    /// The wind chill makes some hour feel ≥ windChillDifference colder than the air.
    case windChill = "wind-chill"
    /// Winter feels-like minimum below KMA's caution / warning / danger levels.
    case coldLevel = "cold-level"
    /// Summer feels-like maximum at or above the advisory / warning levels.
    case heatLevel = "heat-level"
    /// Snow in some hour (type or amount).
    case snow = "snow"
    /// Feels-like ≤ 0 somewhere in the window and precipitation somewhere in it.
    case icyRoads = "icy-roads"
    /// WSD ≥ strongWind.
    case strongWind = "strong-wind"
    /// A return time was given: the way home, and what to take for it.
    case back = "back"
    /// The wardrobe holds nothing for some layer the outfit needs.
    case wardrobeMissing = "wardrobe-missing"
    /// Feedback answers moved (or will move) the offset.
    case learnedOffset = "learned-offset"
    /// A user's rule table lists garments of the band without a layer the engine can tell.
    case rulesLayerMissing = "rules-layer-missing"
    /// The worse of the measured and forecast dust grades reaches a protection step: a mask.
    case fineDust = "fine-dust"
    /// The window's largest UV index reaches a protection step: sunscreen, a hat, sunglasses.
    case uvIndex = "uv"
    /// The highest pollen grade of the window's day reaches a protection step: a mask.
    case pollen = "pollen"
    /// An official warning (기상특보) is in force for the place at some hour of the window: named first, with what
    /// its type adds (notes `alert-<type>`).
    case alert = "alert"
    /// The current hour's observation reports precipitation.
    case rainingNow = "raining-now"
    /// The ultra-short forecast shows the precipitation stopping within the window.
    case rainStops = "rain-stops"
    /// Rain or snow in the window: the table's shoes for it (rain boots; non-slip shoes for snow or ice).
    case wetShoes = "wet-shoes"
    /// Even the warmest outfit the garments allow falls short of ISO 11079's required insulation: how long it will do.
    case limitedExposure = "limited-exposure"
    /// ISO 7933 finds at least 250 mL of sweat an hour at the window's hottest hour (by UTCI): water to carry.
    case heatWater = "heat-water"
    /// ISO 7933 finds an allowable exposure under 8 hours at the hottest hour: how long walking will do.
    case heatLimit = "heat-limit"
    /// Strong direct sun at the hottest hour (clear or 구름많음, dry, the sun ≥ 30° up, UTCI ≥ 32 °C): a parasol.
    case parasol = "parasol"
}
