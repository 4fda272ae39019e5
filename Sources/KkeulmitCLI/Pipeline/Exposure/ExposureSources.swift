import Foundation
import KkeulmitCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What the three optional exposure sources (`airQuality`, `dustForecast`, `uvIndex`) gave one run. Fetching them
/// never throws: a failure is a status (and a `--verbose` line), never an exit code.
struct ExposureSources: Sendable {
    /// One source's answer: its status for JSON `sources`, the value when it had one, and the issue or the time
    /// measured.
    struct Outcome<Value: Sendable>: Sendable {
        var status: SourceStatus
        var value: Value?
        var issued: KSTDateTime?

        init(status: SourceStatus, value: Value? = nil, issued: KSTDateTime? = nil) {
            self.status = status
            self.value = value
            self.issued = issued
        }
    }

    var airQuality: Outcome<StationMeasurement>
    var dustForecast: Outcome<DustForecast>
    var uvIndex: Outcome<UVForecast>
    /// The table place the sources were asked about; nil when none could be found.
    var place: ExposurePlace?
    /// The UV `areaNo` that answered (else the first one asked); nil when UV asked nothing.
    var areaNo: String?

    /// Which of the sources a request uses (CLI contract, "Sources"): `airQuality` for a window starting within 3
    /// hours of now (`now`, `run-schedule`, `at` then), `dustForecast` for a window on today or tomorrow, `uvIndex`
    /// for every advice command; a switch turned off in the config or by `--forecast-only` wins.
    struct Use: Equatable, Sendable {
        var airQuality: SourceUse
        var dustForecast: SourceUse
        var uvIndex: SourceUse

        init(_ request: AdviceRequest, now: Date) {
            let switches = request.sourceSwitches
            let start = request.tomorrow?.start ?? KSTDateTime(request.windowStart)
            let near = request.tomorrow == nil && abs(start.instant.timeIntervalSince(now)) <= 3 * 3600
            let today = KSTDateTime(now).date
            let soon = start.date == today || start.date == today.adding(days: 1)
            airQuality = !switches.airQuality ? .off : near ? .on : .notApplicable
            dustForecast = !switches.airQuality ? .off : soon ? .on : .notApplicable
            uvIndex = switches.uv ? .on : .off
        }
    }

    /// The sources as they stand before anything is fetched: each idle one with its status.
    init(use: Use, place: ExposurePlace?) {
        airQuality = Outcome(status: use.airQuality.idleStatus)
        dustForecast = Outcome(status: use.dustForecast.idleStatus)
        uvIndex = Outcome(status: use.uvIndex.idleStatus)
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
        return sources
    }

    /// The fetches under way; `cancel()` when the required source failed, `value()` once it answered.
    struct Running: Sendable {
        fileprivate var air: Task<Outcome<StationMeasurement>, Never>?
        fileprivate var dust: Task<Outcome<DustForecast>, Never>?
        fileprivate var uv: Task<(Outcome<UVForecast>, areaNo: String?), Never>?
        fileprivate var idle: ExposureSources

        func cancel() {
            air?.cancel()
            dust?.cancel()
            uv?.cancel()
        }

        func value() async -> ExposureSources {
            var sources = idle
            if let air { sources.airQuality = await air.value }
            if let dust { sources.dustForecast = await dust.value }
            if let uv { (sources.uvIndex, sources.areaNo) = await uv.value }
            return sources
        }
    }

    /// Starts the sources the request uses as unstructured tasks beside the required forecast (see
    /// `ForecastAdviceService.advice`): one `PortalClient` (same fetcher kind, key, retry policy and deadline as the
    /// forecast) and one `DocumentCache` in the forecast cache's directory serve all three.
    static func start(
        _ request: AdviceRequest, location: ResolvedLocation, key: ServiceKey, deadline: Deadline,
        requestTimeout: Double, sessionConfiguration: @escaping @Sendable () -> URLSessionConfiguration,
        log: @escaping @Sendable (String) -> Void
    ) -> Running {
        let use = Use(request, now: request.now)
        var running = Running(idle: ExposureSources(use: use, place: nil))
        guard use.airQuality == .on || use.dustForecast == .on || use.uvIndex == .on else { return running }
        let cache =
            request.useCache ? request.cacheDirectory.map { DocumentCache(directory: URL(fileURLWithPath: $0)) } : nil
        // Only now, and remembered: finding the nearest place reads the place table.
        let place = ExposurePlace.resolve(location, cache: cache, now: request.issueTime)
        running.idle.place = place
        guard let place else {
            log("air and UV: no place of the table near \(location.cell); left out")
            running.idle.airQuality.status = use.airQuality == .on ? .unavailable : running.idle.airQuality.status
            running.idle.dustForecast.status = use.dustForecast == .on ? .unavailable : running.idle.dustForecast.status
            running.idle.uvIndex.status = use.uvIndex == .on ? .unavailable : running.idle.uvIndex.status
            return running
        }
        log(
            "air and UV: \(place.place.name) (areaNo \(place.areaCodes.joined(separator: ", then ")), TM \(place.point))"
        )
        let client = PortalClient(
            serviceKey: key, makeConfiguration: sessionConfiguration, requestTimeout: requestTimeout,
            deadline: deadline, log: log)
        let provider = DocumentProvider(client: client, cache: cache, log: log)
        let now = request.issueTime
        if use.airQuality == .on || use.dustForecast == .on {
            if let root = Self.root(request.airKoreaURL, "KKEULMIT_AIRKOREA_URL", log) {
                let air = AirKoreaSource(provider: provider, root: root)
                if use.airQuality == .on {
                    running.air = Task {
                        await Self.outcome("airQuality", log) {
                            let found = try await air.measurement(near: place.point, now: now)
                            guard let measurement = found.measurement else {
                                log("airQuality: no station near the place has a current value")
                                return Outcome(status: .unavailable)
                            }
                            log("airQuality: station \(measurement.station) at \(measurement.time.iso8601)")
                            return Outcome(
                                status: found.stale ? .stale : .ok, value: measurement, issued: measurement.time)
                        }
                    }
                }
                if use.dustForecast == .on {
                    running.dust = Task {
                        await Self.outcome("dustForecast", log) {
                            let found = try await air.dustForecast(now: now)
                            guard let newest = found.forecast.entries.first?.issued else {
                                return Outcome(status: .unavailable)
                            }
                            return Outcome(status: found.stale ? .stale : .ok, value: found.forecast, issued: newest)
                        }
                    }
                }
            } else {
                if use.airQuality == .on { running.idle.airQuality.status = .unavailable }
                if use.dustForecast == .on { running.idle.dustForecast.status = .unavailable }
            }
        }
        if use.uvIndex == .on {
            if let root = Self.root(request.livingURL, "KKEULMIT_LIVING_URL", log) {
                let uv = UVIndexSource(provider: provider, root: root)
                let areaCodes = place.areaCodes
                running.uv = Task {
                    let answered = Locked<String?>(nil)
                    let outcome = await Self.outcome("uvIndex", log) {
                        let found = try await uv.forecast(areaCodes: areaCodes, now: now)
                        answered.withLock { $0 = found.areaNo }
                        guard let forecast = found.forecast else { return Outcome<UVForecast>(status: .unavailable) }
                        return Outcome(status: found.stale ? .stale : .ok, value: forecast, issued: forecast.issued)
                    }
                    return (outcome, answered.value ?? areaCodes.first)
                }
            } else {
                running.idle.uvIndex.status = .unavailable
            }
        }
        return running
    }

    /// A root from the environment: a bad one leaves the source out (an optional source never fails the run).
    private static func root(_ raw: String, _ variable: String, _ log: @Sendable (String) -> Void) -> URL? {
        guard case .success(let text) = BaseURL.validate(raw, source: variable), let url = URL(string: text) else {
            log("\(variable) is not a usable service root; the source is left out")
            return nil
        }
        return url
    }

    /// Runs one source's fetch, turning its failure into a status.
    private static func outcome<Value>(
        _ id: String, _ log: @Sendable (String) -> Void, _ body: () async throws -> Outcome<Value>
    ) async -> Outcome<Value> {
        do {
            return try await body()
        } catch let error as KMAError where error.resultCode == .keyNotRegistered {
            log("\(id): the key is not registered for it (\(error.message))")
            return Outcome(status: .notRegistered)
        } catch {
            log("\(id): left out (\(error))")
            return Outcome(status: .unavailable)
        }
    }
}
