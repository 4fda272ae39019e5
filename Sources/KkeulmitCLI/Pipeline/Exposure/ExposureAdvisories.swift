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
                let reading = Locked(WarnVarReading.guide)
                let outcome = await OptionalSource.fetch(.weatherAlerts, log: log) {
                    try await weatherAlerts(
                        now: now, provider: provider, maxStale: maxStale, reading: reading, log: log)
                }
                return (outcome, reading.value)
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
    /// asked once), replayed. `stale` when a kept answer stood in for any of them; the issue is today's slot. When a
    /// `warnVar` of 7, 8 or 9 is in force, KMA's status text (`getPwnStatus`) tells `reading` which reading it
    /// agrees with; without that answer, the guide's.
    private static func weatherAlerts(
        now: Date, provider: SourceProvider, maxStale: Double, reading: Locked<WarnVarReading>,
        log: @Sendable (String) -> Void
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
        let inForce = state.inForce(at: KSTDateTime(now))
        if inForce.contains(where: { (7...9).contains($0.warnVar) }) {
            let status = try? await provider.provide(WarningStatusSource(), (), now: now, maxStale: maxStale)
            let decided = WarnVarReading.decided(by: status?.value.first, inForce: inForce)
            log(
                "weatherAlerts: warnVar 7-9 in force, read by the \(decided.rawValue) reading"
                    + (status == nil ? " (no status text to check it against)" : " (checked against KMA's status text)")
            )
            reading.withLock { $0 = decided }
        }
        return Outcome(status: stale ? .stale : .ok, value: state, issued: slot)
    }

    /// Each species for the first of the place's area codes the service knows (`AreaCodeFallback`, as UV).
    private static func pollen(
        _ areaCodes: [String], now: Date, provider: SourceProvider, maxStale: Double,
        log: @Sendable (String) -> Void
    ) async throws -> Outcome<[PollenForecast]> {
        let fallback = AreaCodeFallback(source: "pollen", store: provider.store, log: provider.exchange.context.log)
        var answers: [PollenAnswer] = []
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
            if let issue = found.value.issue { issued = max(issued ?? issue, issue) }
            log("pollen: \(species.rawValue) for areaNo \(found.areaNo): \(found.value.value)")
            answers.append(found.value.value)
        }
        return pollenOutcome(answers, issued: issued, stale: stale)
    }

    /// What the species' answers amount to: every one out of season is `notApplicable` (no grade for anyone);
    /// none known is `unavailable`; otherwise the issues with grades, `ok` (or `stale`).
    static func pollenOutcome(_ answers: [PollenAnswer], issued: KSTDateTime?, stale: Bool) -> Outcome<
        [PollenForecast]
    > {
        let forecasts = answers.compactMap { answer -> PollenForecast? in
            if case .forecast(let forecast) = answer { return forecast }
            return nil
        }
        let offSeason = answers.filter { if case .offSeason = $0 { true } else { false } }.count
        if offSeason == PollenSpecies.allCases.count { return Outcome(status: .notApplicable, issued: issued) }
        guard !forecasts.isEmpty || offSeason > 0 else { return Outcome(status: .unavailable) }
        return Outcome(status: stale ? .stale : .ok, value: forecasts, issued: issued)
    }

    /// `--demo`: the built-in samples (a 한파주의보 morning in 종로구; pollen out of season that day), read by the same
    /// decoders as live answers; no request.
    static func demoAdvisories(_ sources: inout ExposureSources, use: Use, location: ResolvedLocation) {
        if use.weatherAlerts == .on, let place = sources.place, let rows = try? AlertsDemoSample.rows() {
            sources.zones = zones(location: location, place: place, at: AlertsDemoSample.asOf)
            sources.weatherAlerts = Outcome(status: .ok, value: WarningState(rows: rows), issued: AlertsDemoSample.asOf)
        }
        if use.pollen == .on {
            let answers = PollenDemoSample.answers().compactMap { try? $0.answer.get() }
            sources.pollen = pollenOutcome(answers, issued: PollenDemoSample.issued, stale: false)
        }
    }
}
