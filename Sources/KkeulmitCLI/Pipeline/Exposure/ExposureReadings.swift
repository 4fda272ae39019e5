import KkeulmitCore

/// What the exposure sources give the advice: the fine-dust reading, the UV issue, the warnings in force and the
/// pollen grades the engine decides on, and the statuses of JSON `sources`. The mask, the sun items and their notes are the engine's (`OutfitEngine.Protection`).
extension ExposureSources {
    /// The station's measurement with the dust forecast's grade for `date` and the place's region; nil when
    /// neither is known.
    func air(on date: KSTDate) -> AirQualityReading? {
        let forecastGrade = place.flatMap { place in dustForecast.value?.fineDustGrade(on: date, in: place.regions) }
        return AirQualityReading(measurement: airQuality.value, forecastGrade: forecastGrade)
    }

    /// The readings for a window from `start` until `end`, with the nowcast's: the warnings in force at some moment
    /// of it for the place's zones, and pollen for its first day the issue describes.
    func readings(from start: KSTDateTime, until end: KSTDateTime, nowcast: NowcastReading?) -> Readings {
        Readings(
            air: air(on: start.date), uv: uvIndex.value, nowcast: nowcast, alerts: alerts(from: start, until: end),
            pollen: pollenReading)
    }

    /// The warnings in force at some moment of `[start, end)`; nil unless the source answered (JSON `alerts` null).
    func alerts(from start: KSTDateTime, until end: KSTDateTime) -> AlertsReading? {
        guard let state = weatherAlerts.value, [.ok, .stale].contains(weatherAlerts.status) else { return nil }
        return AlertsReading(state: state, zones: zones ?? .none, from: start, until: end, reading: warnVarReading)
    }

    /// The grades for `pollenDay`; nil when no species has one.
    var pollenReading: PollenReading? {
        guard let forecasts = pollen.value, let day = pollenDay else { return nil }
        return PollenReading(forecasts: forecasts, day: day)
    }

    /// The five sources' lines of JSON `sources`.
    var lines: [SourceID: AdviceReport.SourceLine] {
        [
            .airQuality: .init(airQuality, id: .airQuality),
            .dustForecast: .init(dustForecast, id: .dustForecast),
            .uvIndex: .init(uvIndex, id: .uvIndex),
            .weatherAlerts: .init(weatherAlerts, id: .weatherAlerts),
            .pollen: .init(pollen, id: .pollen),
        ]
    }
}

extension AdviceReport.SourceLine {
    /// An optional source's line of JSON `sources`.
    init(_ source: OptionalSource<some Sendable>, id: SourceID) {
        self.init(
            id: id, status: source.status, issued: source.issued, provider: source.provider, until: source.until)
    }
}
