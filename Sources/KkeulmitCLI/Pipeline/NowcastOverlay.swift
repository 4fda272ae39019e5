import KkeulmitCore

/// The ultra-short sources laid over a short-term timeline: the merged timeline, `current`, the notes
/// `raining-now` and `rain-stops`, and the `sources` lines of the two products.
struct NowcastOverlay: Equatable {
    var timeline: ForecastTimeline
    var observation: HourlyForecast?
    var ultraShort: [HourlyForecast]

    init(timeline: ForecastTimeline, observation: KMAForecast?, ultraShort: KMAForecast?) {
        self.observation = observation.flatMap { UltraShortProducts.observation(items: $0.items, base: $0.base.time) }
        self.ultraShort = ultraShort.map { UltraShortProducts.forecast(items: $0.items, base: $0.base.time) } ?? []
        self.timeline = TimelineMerger.merge(timeline, ultraShort: self.ultraShort, observation: self.observation)
    }

    /// JSON `current`, with feels-like from the observed values.
    var current: AdviceReport.Current? {
        guard let o = observation else { return nil }
        return AdviceReport.Current(
            time: o.time, temperature: o.temperature,
            feelsLike: o.temperature.map {
                FeelsLike.temperature(air: $0, windSpeed: o.windSpeed, humidity: o.humidity, month: o.time.date.month)
            },
            precipitationType: o.precipitationType, precipitationMm: o.precipitationMillimetres, humidity: o.humidity,
            windSpeed: o.windSpeed)
    }

    /// `raining-now` when the observation reports precipitation; `rain-stops` with the hour when the ultra-short
    /// forecast shows it stopping before `windowEnd`.
    func notes(windowEnd: KSTDateTime) -> [AdviceReport.Note] {
        var notes: [AdviceReport.Note] = []
        let rainingNow = observation?.precipitationType.map { $0 != .none } ?? false
        if rainingNow {
            notes.append(.init(id: "raining-now", text: .init(ko: "지금 비가 와요", en: "It is raining now")))
        }
        let raining = rainingNow || (ultraShort.first?.precipitationType.map { $0 != .none } ?? false)
        if raining,
            let stop = ultraShort.first(where: {
                $0.precipitationType == PrecipitationType.none && $0.time <= windowEnd
            })
        {
            notes.append(
                .init(
                    id: "rain-stops",
                    text: .init(ko: "\(stop.time.hour)시쯤 그쳐요", en: "It should stop around \(stop.time.hour):00"),
                    values: ["hour": Double(stop.time.hour)]))
        }
        return notes
    }
}
