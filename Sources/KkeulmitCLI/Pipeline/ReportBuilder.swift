import KkeulmitCore

/// Builds the one `AdviceReport` of a request from what the pipeline gathered: dresses the window through the engine
/// (with the request's wardrobe, learned offset, return time and the sources' readings) and puts the domain values
/// side by side. Nothing is copied field by field and nothing is patched afterwards.
package enum ReportBuilder {
    package struct Gathered: Sendable {
        /// The merged timeline the window was matched against (for the return hour).
        package var timeline: ForecastTimeline
        package var conditions: WindowConditions
        package var base: ForecastBase
        package var location: ResolvedLocation
        /// The UV `areaNo` that answered, when UV was asked.
        package var areaNo: String?
        package var stale: AdviceReport.Staleness?
        package var readings: Readings = .none
        /// The observed current hour, when the observation answered.
        package var current: HourlyForecast?
        /// How each source fared, by id; a source not named is `off`.
        package var statuses: [SourceID: AdviceReport.SourceLine] = [:]
        package var comparison: AdviceReport.Comparison?
        /// Warnings besides the ones the builder finds itself.
        package var warnings: [AdviceReport.Note] = []
        /// JSON `sources` in order: the registry's ids.
        package var sourceOrder: [SourceID] = SourceRegistry.builtIn.ids
    }

    /// The report for `request`. A return hour past the forecast's hourly slots is left out, and a warning says so.
    package static func report(_ g: Gathered, rules: OutfitRuleTable, request: AdviceRequest) -> AdviceReport {
        var trip: ReturnTrip?
        var warnings: [AdviceReport.Note] = []
        if let back = request.outfit.back {
            let time = OutfitPreferences.returnTime(back, after: g.conditions.start)
            if let window = try? AdviceWindow(start: time.startOfHour, hours: 1),
                let home = try? WindowConditions(timeline: g.timeline, window: window)
            {
                trip = ReturnTrip(time: time, conditions: home)
            } else {
                let text = ReportText.backOutsideForecast(time, hourlyEnd: g.timeline.hourlyEnd)
                warnings.append(AdviceReport.Note(id: "back-outside-forecast", text: text))
            }
        }
        if let renamed = g.location.match?.renamed {
            warnings.append(
                AdviceReport.Note(id: "place-renamed", text: LocalizedText(ko: renamed.korean, en: renamed.english)))
        }
        // The sun for UTCI and ISO 7933 is the one the chart draws day and night by: the place's own coordinate,
        // else its grid cell's centre.
        let at = g.location.coordinate
        let place = HeatPlace(latitude: at.latitude, longitude: at.longitude)
        let advice = OutfitEngine.advise(
            conditions: g.conditions, rules: rules, temperatureOffset: request.temperatureOffset,
            wardrobe: request.outfit.wardrobe, learned: request.outfit.learned, back: trip, readings: g.readings,
            place: place)
        let sources = g.sourceOrder.map {
            g.statuses[$0] ?? AdviceReport.SourceLine(id: $0, status: .off, issued: nil)
        }
        return AdviceReport(
            demo: request.demo, stale: g.stale, location: g.location, areaNo: g.areaNo, forecastBase: g.base.time,
            requestedHours: request.hours, advice: advice, current: g.current.map(WindowSlot.init(forecast:)),
            sources: sources, warnings: warnings + g.warnings, comparison: g.comparison, schedule: request.schedule)
    }
}
