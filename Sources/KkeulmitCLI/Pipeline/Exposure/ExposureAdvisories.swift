import Foundation
import KkeulmitCore

/// The official warnings (`weatherAlerts`) and pollen (`pollen`) of a run, started beside the other exposure sources
/// and through the same pipeline (`SourceProvider`: memo, cache, lock, transport, stale).
extension ExposureSources {
    /// Starts the warnings and pollen for `place` when the request uses them and their roots are usable.
    static func startAdvisories(
        _ running: inout Running, use: Use, _ request: AdviceRequest, location: ResolvedLocation,
        place: ExposurePlace, sources: SourceSet, provider: SourceProvider, log: @escaping @Sendable (String) -> Void
    ) {
        let now = request.issueTime
        let maxStale = sources.cache.maxStaleSeconds
        if use.weatherAlerts == .on, sources.roots.isUsable(.alerts) {
            let zones = Self.zones(location: location, place: place, at: KSTDateTime(request.windowStart))
            running.idle.zones = zones
            log(
                "weatherAlerts: zones \(zones.zones.joined(separator: " ")) (\(zones.precision.rawValue)), "
                    + "with those above them")
            running.alerts = Task {
                await OptionalSource.fetch(.weatherAlerts, log: log) {
                    try await weatherAlerts(now: now, provider: provider, maxStale: maxStale, log: log)
                }
            }
        }
        if use.pollen == .on, sources.roots.isUsable(.health) {
            let areaCodes = place.areaCodes
            running.pollen = Task {
                await OptionalSource.fetch(.pollen, log: log) {
                    try await pollen(areaCodes, now: now, provider: provider, maxStale: maxStale, log: log)
                }
            }
        }
    }

    /// The place's warning zones at `time`: a name's rows (a name of today standing for several, their union),
    /// else the nearest place of the table.
    static func zones(location: ResolvedLocation, place: ExposurePlace, at time: KSTDateTime) -> PlaceZones {
        let map = WarningZoneMap.official
        if let match = location.match { return map.zones(for: match, at: time) }
        return map.zones(for: place.place, at: time)
    }

    /// Today's announcements (asked again at most every 10 minutes) and those of the closed days before it (each
    /// asked once), replayed. `stale` when a kept answer stood in for any of them; the issue is today's slot.
    private static func weatherAlerts(
        now: Date, provider: SourceProvider, maxStale: Double, log: @Sendable (String) -> Void
    ) async throws -> Outcome<WarningState> {
        var rows: [WarningEventRow] = []
        var stale = false
        var slot: KSTDateTime?
        for (i, day) in WarningEventsSource.days(at: KSTDateTime(now)).enumerated() {
            let source: WarningEventsSource = i == 0 ? .today : .closedDay
            let provided = try await provider.provide(source, day, now: now, maxStale: maxStale)
            if i == 0 {
                slot = provided.issue
                log("weatherAlerts: \(day.kmaString) as of \(provided.issue?.iso8601 ?? "-"), \(provided.origin)")
            }
            stale = stale || provided.isStale
            rows += provided.value
        }
        let state = WarningState(rows: rows)
        return Outcome(status: stale ? .stale : .ok, value: state, issued: slot)
    }

    /// Each species for the first of the place's area codes the service knows (`AreaCodeFallback`, as UV): all
    /// three out of season is `notApplicable` (kept under the issue, so no request is spent again before the next
    /// one); no code known is `unavailable`.
    private static func pollen(
        _ areaCodes: [String], now: Date, provider: SourceProvider, maxStale: Double,
        log: @Sendable (String) -> Void
    ) async throws -> Outcome<[PollenForecast]> {
        let fallback = AreaCodeFallback(source: "pollen", store: provider.store, log: provider.exchange.context.log)
        var forecasts: [PollenForecast] = []
        var offSeason = 0
        var stale = false
        var issued: KSTDateTime?
        for species in PollenSpecies.allCases {
            let found = try await fallback.first(areaCodes, now: now) { code in
                let provided = try await provider.provide(
                    PollenSource(), PollenSource.Subject(species, areaNo: code), now: now, maxStale: maxStale)
                let known = if case .noSuchArea = provided.value { 0 } else { 1 }
                return (value: provided, rowCount: known)
            }
            guard let found else { continue }
            stale = stale || found.value.isStale
            issued = max(issued ?? found.value.issue ?? KSTDateTime(now), found.value.issue ?? KSTDateTime(now))
            switch found.value.value {
            case .forecast(let forecast):
                log("pollen: \(species.rawValue) \(forecast.issued.iso8601) issue for \(found.areaNo)")
                forecasts.append(forecast)
            case .offSeason(let message):
                log("pollen: \(species.rawValue) out of season (\(message))")
                offSeason += 1
            case .noSuchArea:
                break
            }
        }
        if offSeason == PollenSpecies.allCases.count { return Outcome(status: .notApplicable, issued: issued) }
        guard !forecasts.isEmpty || offSeason > 0 else { return Outcome(status: .unavailable) }
        return Outcome(status: stale ? .stale : .ok, value: forecasts, issued: issued)
    }
}
