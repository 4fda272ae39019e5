import KkeulmitCore

/// What the exposure sources give the advice: the fine-dust reading and the UV issue the engine decides on, and the
/// statuses of JSON `sources`. The mask, the sun items and their notes are the engine's (`OutfitEngine.Protection`).
extension ExposureSources {
    /// The station's measurement with the dust forecast's grade for `date` and the place's region; nil when
    /// neither is known.
    func air(on date: KSTDate) -> AirQualityReading? {
        let forecastGrade = place.flatMap { place in dustForecast.value?.fineDustGrade(on: date, in: place.regions) }
        return AirQualityReading(measurement: airQuality.value, forecastGrade: forecastGrade)
    }

    /// The readings for a window starting on `date`, with the nowcast's.
    func readings(on date: KSTDate, nowcast: NowcastReading?) -> Readings {
        Readings(air: air(on: date), uv: uvIndex.value, nowcast: nowcast)
    }

    /// The three sources' lines of JSON `sources`.
    var lines: [SourceID: AdviceReport.SourceLine] {
        [
            .airQuality: .init(airQuality, id: .airQuality),
            .dustForecast: .init(dustForecast, id: .dustForecast),
            .uvIndex: .init(uvIndex, id: .uvIndex),
        ]
    }
}

extension AdviceReport.SourceLine {
    /// An optional source's line of JSON `sources`.
    init(_ source: OptionalSource<some Sendable>, id: SourceID) {
        self.init(id: id, status: source.status, issued: source.issued, provider: source.provider)
    }
}
