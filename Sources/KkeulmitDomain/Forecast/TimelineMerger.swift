/// Overlays the ultra-short products on a short-term forecast: per slot and per value, an observation beats the
/// ultra-short forecast, which beats the short-term one; a value a higher source lacks (POP, SKY, SNO …) comes from the
/// next one. Slots added outside the short-term hours (the current hour, before its first) are inserted in time order.
package enum TimelineMerger {
    package static func merge(
        _ timeline: ForecastTimeline, ultraShort: [HourlyForecast], observation: HourlyForecast?
    ) -> ForecastTimeline {
        // The timeline's slots are in time order, one a time, a handful laid over them: each is placed in the list,
        // which stays sorted (a dictionary of every slot, sorted again, was a tenth of a cached run's timeline work).
        var merged = timeline
        for slot in ultraShort + (observation.map { [$0] } ?? []) {
            guard let i = merged.slots.firstIndex(where: { $0.time >= slot.time }) else {
                merged.slots.append(slot)
                continue
            }
            if merged.slots[i].time == slot.time {
                merged.slots[i] = overlay(slot, on: merged.slots[i])
            } else {
                merged.slots.insert(slot, at: i)
            }
        }
        return merged
    }

    /// `upper`'s values where it has them, `lower`'s elsewhere; the slot's source is `upper`'s if it has a temperature.
    static func overlay(_ upper: HourlyForecast, on lower: HourlyForecast) -> HourlyForecast {
        var slot = lower
        if let t = upper.temperature {
            slot.temperature = t
            slot.source = upper.source
        }
        // One rule for every value: the higher source's where it has one.
        func prefer<Value>(_ value: WritableKeyPath<HourlyForecast, Value?>) {
            slot[keyPath: value] = upper[keyPath: value] ?? lower[keyPath: value]
        }
        prefer(\.precipitationProbability)
        prefer(\.precipitationType)
        prefer(\.sky)
        let measures: [WritableKeyPath<HourlyForecast, Double?>] = [
            \.precipitationMillimetres, \.snowCentimetres, \.humidity, \.windSpeed, \.windEastward, \.windNorthward,
            \.windDirection, \.waveHeight, \.lightning,
        ]
        for measure in measures { prefer(measure) }
        slot.otherValues.merge(upper.otherValues) { _, new in new }
        return slot
    }
}
