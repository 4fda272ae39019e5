/// Overlays the ultra-short products on a short-term forecast: per slot and per value, an observation beats the
/// ultra-short forecast, which beats the short-term forecast; a value a higher source lacks (POP, SKY, SNO …)
/// comes from the next one. Slots a higher source adds outside the short-term forecast's hours (the current hour
/// before its first slot) are inserted in time order.
public enum TimelineMerger {
    public static func merge(
        _ timeline: ForecastTimeline, ultraShort: [HourlyForecast], observation: HourlyForecast?
    ) -> ForecastTimeline {
        var byTime: [KSTDateTime: HourlyForecast] = [:]
        for slot in timeline.slots { byTime[slot.time] = slot }
        for slot in ultraShort + (observation.map { [$0] } ?? []) {
            if let lower = byTime[slot.time] {
                byTime[slot.time] = overlay(slot, on: lower)
            } else {
                byTime[slot.time] = slot
            }
        }
        var merged = timeline
        merged.slots = byTime.values.sorted { $0.time < $1.time }
        return merged
    }

    /// `upper`'s values where it has them, `lower`'s elsewhere; the slot's source is `upper`'s when it carries a
    /// temperature.
    static func overlay(_ upper: HourlyForecast, on lower: HourlyForecast) -> HourlyForecast {
        var slot = lower
        if let t = upper.temperature {
            slot.temperature = t
            slot.source = upper.source
        }
        slot.precipitationProbability = upper.precipitationProbability ?? lower.precipitationProbability
        slot.precipitationType = upper.precipitationType ?? lower.precipitationType
        slot.sky = upper.sky ?? lower.sky
        slot.precipitationMillimetres = upper.precipitationMillimetres ?? lower.precipitationMillimetres
        slot.snowCentimetres = upper.snowCentimetres ?? lower.snowCentimetres
        slot.humidity = upper.humidity ?? lower.humidity
        slot.windSpeed = upper.windSpeed ?? lower.windSpeed
        slot.windEastward = upper.windEastward ?? lower.windEastward
        slot.windNorthward = upper.windNorthward ?? lower.windNorthward
        slot.windDirection = upper.windDirection ?? lower.windDirection
        slot.waveHeight = upper.waveHeight ?? lower.waveHeight
        slot.lightning = upper.lightning ?? lower.lightning
        slot.otherValues.merge(upper.otherValues) { _, new in new }
        return slot
    }
}
