import KkeulmitCore

/// The pipeline behind every advice command (docs/ARCHITECTURE.md). Every edge comes in: the run's deadline from the
/// caller, the network and the cache in the request's sources, its "now" (`KKEULMIT_NOW` or the clock) in the request.
package struct ForecastAdviceService: AdviceService {
    /// The outfit chart and thresholds.
    package var rules: OutfitRuleTable
    /// How the run reaches KMA's short-term forecast: `KMAWeatherClient` around the run's pipeline, or a stub.
    package var weatherClient: @Sendable (SourceProvider) -> any WeatherClient
    /// The optional sources, each one declaration.
    package var registry: SourceRegistry

    package init(
        rules: OutfitRuleTable = .builtIn, registry: SourceRegistry = .builtIn,
        weatherClient: @escaping @Sendable (SourceProvider) -> any WeatherClient = { KMAWeatherClient(provider: $0) }
    ) {
        self.rules = rules
        self.registry = registry
        self.weatherClient = weatherClient
    }

    package func advice(for request: AdviceRequest, deadline: Deadline, diagnostics: Diagnostics) async throws
        -> AdviceReport
    {
        guard let live = request.live else { return try demoAdvice(request, diagnostics: diagnostics) }
        let location = live.location
        diagnostics.log("location: cell \(location.cell)" + (location.name.map { " (\($0))" } ?? ""))
        let log: @Sendable (String) -> Void = { diagnostics.log($0) }
        let provider = live.sources.provider(deadline: deadline, log: log)
        // `issueTime` is the run's now, or the scheduled time for `run-schedule`: the issue and the cache's ages
        // follow it, so a late run reads what a punctual one read (every source's issue too).
        let (cell, now, maxStale) = (location.cell, request.issueTime, live.sources.cache.maxStaleSeconds)
        let requested = KSTDateTime(request.windowStart)
        let hours = request.hours
        // The optional sources run beside the required one under the same deadline; their failures are statuses.
        let run = SourceRun(
            window: request.sourceWindow(now: request.now), issueTime: now, location: location, place: nil,
            provider: provider, maxStale: maxStale, log: log)
        let optionals = registry.start(run, request.sourceSwitches, roots: live.sources.roots)
        // Whatever ends the run (a failed forecast, a window error), no fetch outlives it; a finished one ignores it.
        defer { optionals.cancel() }
        let client = weatherClient(provider)
        let provided = try await withTaskCancellationHandler {
            try await client.shortTermForecast(
                ForecastRequest(
                    cell: cell, time: now, maxStaleSeconds: maxStale, window: .init(start: requested, hours: hours)))
        } onCancel: {
            optionals.cancel()
        }
        let forecast = provided.forecast
        diagnostics.log(
            "forecast: \(forecast.base) issue, \(provided.origin)"
                + (provided.providerID.map { ", from \($0.displayName)" } ?? ""))

        var stale: AdviceReport.Staleness?
        if case .stale(let age) = provided.origin {
            let fetched = now.addingTimeInterval(-age)
            stale = AdviceReport.Staleness(
                fetchedAt: KSTDateTime(fetched), ageMinutes: Int(age / 60), reason: provided.staleReason ?? "KMA failed"
            )
        }
        let vilage = AdviceReport.SourceLine(
            id: .vilageFcst, status: stale == nil ? .ok : .stale, issued: forecast.base.time,
            provider: provided.providerID)
        let optional = await optionals.results()
        return try advise(
            forecast: forecast, location: location, requested: requested, request: request, stale: stale,
            diagnostics: diagnostics, vilage: vilage, optional: optional
        ) { conditions in
            comparison(conditions, forecast: forecast, kept: (provider.store, cell), request: request, diagnostics)
        }
    }

    /// The comparison with the day before (`tomorrow`, `now`) from the issue used and the cell's other kept
    /// issues; nil when the request asks for none or they lack the hours.
    private func comparison(
        _ conditions: WindowConditions, forecast: KMAForecast, kept: (store: SourceStore?, cell: GridCell),
        request: AdviceRequest, _ diagnostics: Diagnostics
    ) -> AdviceReport.Comparison? {
        let now = ComparisonBuilder.Window(start: conditions.start, hours: conditions.hours, kind: .now)
        guard
            let window = request.tomorrow.map(ComparisonBuilder.Window.init)
                ?? (request.comparesWithYesterday ? now : nil)
        else { return nil }
        let current = forecast.timeline().timeline
        // The cell's other kept issues: `forecast`'s is not read again.
        let cached = (kept.store?.entries(GridForecastSource.vilageFcst, kept.cell, except: forecast.base.time) ?? [])
            .map { $0.value.timeline().timeline }
        let result = ComparisonBuilder.comparison(
            window: window, slots: current.slots, issues: [current] + cached,
            publishedBy: KSTDateTime(request.issueTime))
        diagnostics.log(
            "comparison with \(window.previousDate): "
                + (result.map { "\($0.hours) hours, mean change \(NumberText.compact($0.meanChange)) °C" }
                    ?? "not enough hours in the forecast or the \(cached.count) other cached issue(s)"))
        return result
    }

    package func grid(_ query: LocationSpec) throws -> GridAnswer {
        let cell = try LocationResolver.resolve(query).cell
        guard case .cell = query else { return .cell(nx: cell.nx, ny: cell.ny) }
        let centre = LambertProjection.coordinate(of: cell)
        return .coordinates(latitude: centre.latitude, longitude: centre.longitude)
    }

    /// `--demo`: the sample's own place and its one moment (`DemoSample.now`) stand in for the location and the
    /// clock; a location given is said to be another place's.
    private func demoAdvice(_ request: AdviceRequest, diagnostics: Diagnostics) throws -> AdviceReport {
        var request = request
        // The summer sample is a forecast alone: the other sources' samples are the winter day's.
        if request.demoSample == .summer {
            request.sourceSwitches = .forecastOnly
        }
        let forecast = try request.demoSample.forecast()
        var location = ResolvedLocation(cell: DemoSample.cell, name: DemoSample.placeName)
        if case .found(let match) = PlaceDirectory.official.lookup(DemoSample.placeName), match.place.hasCoordinates {
            location.latitude = match.place.latitude
            location.longitude = match.place.longitude
        }
        diagnostics.log("demo: the built-in \(request.demoSample.base) sample for \(DemoSample.placeName)")
        // The other sources' samples are what a run at 06:20 that day would read, when the command uses them.
        let run = SourceRun(
            window: request.sourceWindow(now: request.windowStart), issueTime: request.windowStart,
            location: location, place: SourcePlace(location), provider: nil, maxStale: 0,
            log: { diagnostics.log($0) })
        let vilage = AdviceReport.SourceLine(id: .vilageFcst, status: .ok, issued: forecast.base.time)
        var warnings: [AdviceReport.Note] = []
        if case .demo(let given?) = request.source, !Self.isDemoPlace(given) {
            let sample = LocalizedText(ko: DemoSample.placeName, en: DemoSample.placeName + " (Jongno-gu, Seoul)")
            warnings.append(AdviceReport.Note(id: "demo-place", text: ReportText.demoPlace(sample)))
        }
        return try advise(
            forecast: forecast, location: location, requested: request.demoSample.now, request: request, stale: nil,
            diagnostics: diagnostics, vilage: vilage, optional: registry.demo(run, request.sourceSwitches),
            warnings: warnings, comparison: { _ in nil })
    }

    /// Whether a location given with `--demo` is the sample's own place, so that nothing needs saying.
    private static func isDemoPlace(_ spec: LocationSpec) -> Bool {
        guard let resolved = try? LocationResolver.resolve(spec) else { return false }
        return resolved.name == DemoSample.placeName
            || (resolved.name == nil && resolved.cell == DemoSample.cell)
    }

    /// The merged timeline, the window, the readings and the statuses, folded into the one report.
    private func advise(
        forecast: KMAForecast, location: ResolvedLocation, requested: KSTDateTime, request: AdviceRequest,
        stale: AdviceReport.Staleness?, diagnostics: Diagnostics, vilage: AdviceReport.SourceLine,
        optional: SourceResults,
        warnings: [AdviceReport.Note] = [], comparison: (WindowConditions) -> AdviceReport.Comparison?
    ) throws -> AdviceReport {
        let built = forecast.timeline()
        if built.skippedRows > 0 { diagnostics.log("skipped \(built.skippedRows) unreadable rows") }
        // The ultra-short sources change the timeline itself, before the window is matched against it.
        let overlay = NowcastOverlay(
            timeline: built.timeline, observation: optional.value(.ultraSrtNcst),
            ultraShort: optional.value(.ultraSrtFcst))
        let timeline = overlay.timeline
        let conditions: WindowConditions
        do {
            let window = try WindowPlan.window(requested: requested, hours: request.hours, timeline: timeline)
            conditions = try WindowConditions(timeline: timeline, window: window)
        } catch WindowPlan.Problem.emptyForecast {
            throw AdviceError.emptyForecast
        } catch WindowPlan.Problem.beforeIssue(let requested, let base) {
            throw AdviceError.startsBeforeIssue(start: requested, base: base)
        } catch WindowPlan.Problem.afterForecast(let requested, let end) {
            throw AdviceError.startsAfterForecast(start: requested, hourlyEnd: end)
        } catch let error as AdviceWindowError {
            switch error {
            case .noTemperature: throw AdviceError.noTemperatures(cell: location.cell)
            case .emptyForecast: throw AdviceError.emptyForecast
            case .hoursOutOfRange(let hours): throw AdviceError.hoursOutOfRange(hours, source: request.hoursSource)
            default: throw InternalError(error.description)
            }
        }
        var statuses = [SourceID.vilageFcst: vilage]
        for result in optional.all {
            statuses[result.id] = .init(result, names: registry.declaration(result.id)?.names)
        }
        var readings = registry.readings(
            optional,
            window: ReadingWindow(start: conditions.start, end: conditions.end, place: optional.place))
        readings.nowcast = overlay.reading
        let gathered = ReportBuilder.Gathered(
            timeline: timeline, conditions: conditions, base: forecast.base, location: location,
            areaNo: UVIndexDeclaration.areaNo(optional), stale: stale, readings: readings,
            current: overlay.observation, statuses: statuses, comparison: comparison(conditions), warnings: warnings,
            sourceOrder: registry.ids)
        let report = ReportBuilder.report(gathered, rules: request.rules ?? rules, request: request)
        diagnostics.log(ReportText.insulationDiagnostics(report.advice.insulation))
        diagnostics.log(HeatText.diagnostics(report.advice.heat, hours: report.advice.heatHours))
        return report
    }
}

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
