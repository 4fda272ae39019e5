import Foundation
import KkeulmitCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What the optional sources about the place (`airQuality`, `dustForecast`, `uvIndex`, `weatherAlerts`, `pollen`)
/// gave one run. Fetching them never throws: a failure is a status (and a `--verbose` line), never an exit code.
struct ExposureSources: Sendable {
    /// One source's answer: its status for JSON `sources`, the value when it had one, and the issue or the time
    /// measured.
    typealias Outcome<Value: Sendable> = OptionalSource<Value>

    var airQuality: Outcome<StationMeasurement>
    var dustForecast: Outcome<DustForecast>
    var uvIndex: Outcome<UVForecast>
    /// The announcements replayed into what is in force (`WarningState`), and the place's zones.
    var weatherAlerts: Outcome<WarningState>
    var zones: PlaceZones?
    /// Which `warnVar` is which for 7, 8 and 9: the guide's, unless KMA's status text says the other.
    var warnVarReading = WarnVarReading.guide
    /// Each species' issue that had grades (an out-of-season one has none), for `pollenDay`.
    var pollen: Outcome<[PollenForecast]>
    /// The window's first day the pollen issue describes; nil when none.
    var pollenDay: KSTDate?
    /// The table place the sources were asked about; nil when none could be found.
    var place: ExposurePlace?
    /// The UV `areaNo` that answered (else the first one asked); nil when UV asked nothing.
    var areaNo: String?

    /// Which of the sources a request uses (docs/AIR-UV.md, "Which commands"): `airQuality` for a window starting within 3
    /// hours of now (`now`, `run-schedule`, `at` then), `dustForecast` for a window on today or tomorrow, `uvIndex`
    /// for every advice command; a switch turned off in the config or by `--forecast-only` wins.
    struct Use: Equatable, Sendable {
        var airQuality: SourceUse
        var dustForecast: SourceUse
        var uvIndex: SourceUse
        var weatherAlerts: SourceUse
        var pollen: SourceUse
        /// The window's first day the newest pollen issue at `now` describes.
        var pollenDay: KSTDate?

        init(_ request: AdviceRequest, now: Date) {
            let switches = request.sourceSwitches
            let start = request.tomorrow?.start ?? KSTDateTime(request.windowStart)
            let near = request.tomorrow == nil && abs(start.instant.timeIntervalSince(now)) <= 3 * 3600
            let today = KSTDateTime(now).date
            let soon = start.date == today || start.date == today.adding(days: 1)
            airQuality = !switches.airQuality ? .off : near ? .on : .notApplicable
            dustForecast = !switches.airQuality ? .off : soon ? .on : .notApplicable
            uvIndex = switches.uv ? .on : .off
            let hours = request.tomorrow?.hours ?? request.hours
            // A window that ends before the first day the replay reads (`at` weeks ago) would read as "none in
            // force" for want of announcements: it is not one the source can speak of.
            let replayed = WarningEventsSource.days(at: KSTDateTime(date: today, hour: 0)).last ?? today
            let ends = start.adding(minutes: max(1, hours) * 60)
            weatherAlerts =
                !switches.alerts ? .off : ends > KSTDateTime(date: replayed, hour: 0) ? .on : .notApplicable
            pollenDay = Self.pollenDay(start: start, hours: hours, now: now)
            pollen = !switches.pollen ? .off : pollenDay != nil ? .on : .notApplicable
        }

        /// The first day of a window of `hours` from `start` that the newest pollen issue at `now` describes (06시:
        /// its day and the two after; 18시: the three after); nil when none.
        static func pollenDay(start: KSTDateTime, hours: Int, now: Date) -> KSTDate? {
            let issue = IssueSchedule.pollen.latest(publishedBy: KSTDateTime(now))
            let days = issue.hour < 12 ? 0...2 : 1...3
            let last = start.adding(minutes: max(0, hours - 1) * 60).date
            var day = start.date
            while day <= last {
                if days.contains(day.daysSinceEpoch - issue.date.daysSinceEpoch) { return day }
                day = day.adding(days: 1)
            }
            return nil
        }
    }

    /// The sources as they stand before anything is fetched: each idle one with its status.
    init(use: Use, place: ExposurePlace?) {
        airQuality = Outcome(status: use.airQuality.idleStatus)
        dustForecast = Outcome(status: use.dustForecast.idleStatus)
        uvIndex = Outcome(status: use.uvIndex.idleStatus)
        weatherAlerts = Outcome(status: use.weatherAlerts.idleStatus)
        pollen = Outcome(status: use.pollen.idleStatus)
        pollenDay = use.pollenDay
        self.place = place
    }

    /// `--demo`: the built-in AirKorea and UV samples, read by the same decoders as live answers; no request.
    static func demo(_ request: AdviceRequest, location: ResolvedLocation) -> ExposureSources {
        let use = Use(request, now: request.windowStart)
        var sources = ExposureSources(use: use, place: ExposurePlace(location))
        if use.airQuality == .on {
            let measurement = try? AirKoreaDemoSample.measurement()
            sources.airQuality = Outcome(
                status: measurement == nil ? .unavailable : .ok, value: measurement, issued: measurement?.time)
        }
        if use.dustForecast == .on, let forecast = try? AirKoreaDemoSample.dustForecast() {
            sources.dustForecast = Outcome(status: .ok, value: forecast, issued: forecast.entries.first?.issued)
        }
        if use.uvIndex == .on, let forecast = try? UVDemoSample.forecast() {
            sources.uvIndex = Outcome(status: .ok, value: forecast, issued: forecast.issued)
        }
        demoAdvisories(&sources, use: use, location: location)
        return sources
    }

    /// The fetches under way; `cancel()` when the required source failed, `value()` once it answered.
    struct Running: Sendable {
        var air: Task<Outcome<StationMeasurement>, Never>?
        var dust: Task<Outcome<DustForecast>, Never>?
        var uv: Task<(Outcome<UVForecast>, areaNo: String?), Never>?
        var alerts: Task<(Outcome<WarningState>, reading: WarnVarReading), Never>?
        var pollen: Task<Outcome<[PollenForecast]>, Never>?
        var idle: ExposureSources

        func cancel() {
            air?.cancel()
            dust?.cancel()
            uv?.cancel()
            alerts?.cancel()
            pollen?.cancel()
        }

        func value() async -> ExposureSources {
            var sources = idle
            if let air { sources.airQuality = await air.value }
            if let dust { sources.dustForecast = await dust.value }
            if let uv { (sources.uvIndex, sources.areaNo) = await uv.value }
            if let alerts { (sources.weatherAlerts, sources.warnVarReading) = await alerts.value }
            if let pollen { sources.pollen = await pollen.value }
            return sources
        }
    }

    /// Starts the sources the request uses as unstructured tasks beside the required forecast (see
    /// `ForecastAdviceService.advice`), each through the run's pipeline: the same transport, cache, memo and
    /// deadline as the forecast.
    static func start(
        _ request: AdviceRequest, location: ResolvedLocation, sources: SourceSet, provider: SourceProvider,
        log: @escaping @Sendable (String) -> Void
    ) -> Running {
        let use = Use(request, now: request.now)
        var running = Running(idle: ExposureSources(use: use, place: nil))
        guard [use.airQuality, use.dustForecast, use.uvIndex, use.weatherAlerts, use.pollen].contains(.on) else {
            return running
        }
        start(&running, use: use, request, location: location, sources: sources, provider: provider, log: log)
        // A source the run uses that cannot be asked (no place, an unusable root) is unavailable.
        if use.airQuality == .on, running.air == nil { running.idle.airQuality.status = .unavailable }
        if use.dustForecast == .on, running.dust == nil { running.idle.dustForecast.status = .unavailable }
        if use.uvIndex == .on, running.uv == nil { running.idle.uvIndex.status = .unavailable }
        if use.weatherAlerts == .on, running.alerts == nil { running.idle.weatherAlerts.status = .unavailable }
        if use.pollen == .on, running.pollen == nil { running.idle.pollen.status = .unavailable }
        return running
    }

    private static func start(
        _ running: inout Running, use: Use, _ request: AdviceRequest, location: ResolvedLocation, sources: SourceSet,
        provider: SourceProvider, log: @escaping @Sendable (String) -> Void
    ) {
        let now = request.issueTime
        // Only now, and remembered: finding the nearest place reads the place table.
        let place = ExposurePlace.resolve(location, store: provider.store, now: now)
        running.idle.place = place
        let air = use.airQuality == .on || use.dustForecast == .on
        for (root, on) in [
            (ServiceRoot.airKorea, air), (.living, use.uvIndex == .on), (.alerts, use.weatherAlerts == .on),
            (.health, use.pollen == .on),
        ]
        where on && !sources.roots.isUsable(root) {
            log("\(root.variable) is not a usable service root; its sources are left out")
        }
        guard let place else {
            log("air, UV, warnings and pollen: no place of the table near \(location.cell); left out")
            return
        }
        startAdvisories(
            &running, use: use, request, location: location, place: place, sources: sources,
            provider: provider, log: log)
        log(
            "air and UV: \(place.place.name) (areaNo \(place.areaCodes.joined(separator: ", then ")), TM \(place.point))"
        )
        let maxStale = sources.cache.maxStaleSeconds
        if sources.roots.isUsable(.airKorea) {
            if use.airQuality == .on {
                running.air = Task {
                    await OptionalSource.fetch(.airQuality, log: log) {
                        try await airQuality(
                            near: place.point, now: now, provider: provider, maxStale: maxStale, log: log)
                    }
                }
            }
            if use.dustForecast == .on {
                running.dust = Task {
                    await OptionalSource.fetch(.dustForecast, log: log) {
                        let provided = try await provider.provide(
                            DustForecastSource(), (), now: now, maxStale: maxStale)
                        let forecast = DustForecast(rows: provided.value)
                        guard let newest = forecast.entries.first?.issued else { return Outcome(status: .unavailable) }
                        return Outcome(provided, value: forecast, issued: newest)
                    }
                }
            }
        }
        if use.uvIndex == .on, sources.roots.isUsable(.living) {
            let areaCodes = place.areaCodes
            running.uv = Task {
                let answered = Locked<String?>(nil)
                let outcome = await OptionalSource.fetch(.uvIndex, log: log) {
                    try await uvIndex(areaCodes, now: now, provider: provider, maxStale: maxStale, answered: answered)
                }
                return (outcome, answered.value ?? areaCodes.first)
            }
        }
    }

    /// The UV index for the first of the place's area codes the service knows (`AreaCodeFallback`); `answered`
    /// learns which code it was.
    private static func uvIndex(
        _ areaCodes: [String], now: Date, provider: SourceProvider, maxStale: Double, answered: Locked<String?>
    ) async throws -> Outcome<UVForecast> {
        let fallback = AreaCodeFallback(source: "uv", store: provider.store, log: provider.exchange.context.log)
        let found = try await fallback.first(areaCodes, now: now) { code in
            let provided = try await provider.provide(UVIndexSource(), code, now: now, maxStale: maxStale)
            return (value: provided, rowCount: provided.value.count)
        }
        guard let found else { return Outcome(status: .unavailable) }
        answered.withLock { $0 = found.areaNo }
        guard let forecast = UVForecast.newest(rows: found.value.value, areaNo: found.areaNo) else {
            return Outcome(status: .unavailable)
        }
        return Outcome(found.value, value: forecast, issued: forecast.issued)
    }

    /// The current measurement near `point` (`AirMeasurementSource.current`).
    private static func airQuality(
        near point: TMPoint, now: Date, provider: SourceProvider, maxStale: Double,
        log: @Sendable (String) -> Void
    ) async throws -> Outcome<StationMeasurement> {
        let found = try await AirMeasurementSource.current(
            near: point, provider: provider, now: now, maxStale: maxStale)
        guard let measurement = found.measurement else {
            log("airQuality: no station near the place has a current value")
            return Outcome(status: .unavailable)
        }
        log("airQuality: station \(measurement.station) at \(measurement.time.iso8601)")
        return Outcome(status: found.stale ? .stale : .ok, value: measurement, issued: measurement.time)
    }
}
