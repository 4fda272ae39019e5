import KkeulmitCore

/// The ultra-short sources laid over a short-term timeline: the merged timeline, and what the engine reads of them
/// (the observed current hour and the ultra-short forecast's hours, for `raining-now` and `rain-stops`).
struct NowcastOverlay: Equatable {
    var timeline: ForecastTimeline
    var observation: HourlyForecast?
    var ultraShort: [HourlyForecast]

    init(timeline: ForecastTimeline, observation: KMAForecast?, ultraShort: KMAForecast?) {
        self.observation = observation.flatMap { UltraShortProducts.observation(items: $0.items, base: $0.base.time) }
        self.ultraShort = ultraShort.map { UltraShortProducts.forecast(items: $0.items, base: $0.base.time) } ?? []
        self.timeline = TimelineMerger.merge(timeline, ultraShort: self.ultraShort, observation: self.observation)
    }

    /// What the engine reads of the two sources; nil when neither answered.
    var reading: NowcastReading? {
        observation == nil && ultraShort.isEmpty ? nil : NowcastReading(observation: observation, forecast: ultraShort)
    }
}
