/// AirKorea's fine-dust forecast (`dustForecast`): the grade for the window's date in the place's region, for a
/// window on today or tomorrow. Its registration is the measurements' (`AirQualityDeclaration` probes it).
package struct DustForecastDeclaration: SourceDeclaration {
    package var id: SourceID { .dustForecast }
    package var switchKey: String { "airQuality" }
    package var root: ServiceRoot { .airKorea }
    package var names: SourceNames { SourceNames(LocalizedText(ko: "미세먼지 예보", en: "dust forecast"), at: root) }
    package var openingOperation: String? { AirKoreaRequest.dustForecastPath }

    package func applies(to window: SourceWindow) -> Bool {
        window.start.date == window.today || window.start.date == window.today.adding(days: 1)
    }

    package func fetch(_ run: SourceRun) async throws -> OptionalSource<DustForecast> {
        let provided = try await run.pipeline.provide(
            DustForecastSource(), (), now: run.issueTime, maxStale: run.maxStale)
        let forecast = provided.value
        guard let newest = forecast.entries.first?.issued else { return OptionalSource(status: .unavailable) }
        return OptionalSource(provided, value: forecast, issued: newest)
    }

    package func demo(_ run: SourceRun) -> OptionalSource<DustForecast>? {
        guard let forecast = try? AirKoreaDemoSample.dustForecast() else { return nil }
        return OptionalSource(status: .ok, value: forecast, issued: forecast.entries.first?.issued)
    }

    /// The grade for the window's date in the place's region, beside the measurement when there is one.
    package func read(_ value: DustForecast, window: ReadingWindow, into readings: inout Readings) {
        guard let place = window.place, let grade = value.fineDustGrade(on: window.start.date, in: place.regions)
        else { return }
        readings.air = readings.air ?? AirQualityReading(measurement: nil, forecastGrade: grade)
        readings.air?.forecastGrade = grade
    }
}
