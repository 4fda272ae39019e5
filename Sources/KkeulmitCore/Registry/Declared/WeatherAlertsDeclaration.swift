import Foundation

/// The official warnings (`weatherAlerts`): today's announcements (asked again at most every 10 minutes) and those
/// of the 10 closed days before (each asked once), replayed into what is in force for the place's zones; when a
/// `warnVar` of 7–9 is in force, KMA's status text (`getPwnStatus`) tells which reading it uses.
package struct WeatherAlertsDeclaration: SourceDeclaration {
    /// The replayed announcements, the place's zones and the reading of `warnVar` 7–9.
    package struct Answer: Sendable {
        package var state: WarningState
        package var zones: PlaceZones
        package var reading: WarnVarReading
    }

    package var id: SourceID { .weatherAlerts }
    package var switchKey: String { "alerts" }
    package var root: ServiceRoot { .alerts }
    package var names: SourceNames { SourceNames(LocalizedText(ko: "기상특보", en: "weather warnings"), at: root) }
    package var openingOperation: String? { WarningEventsRequest.operation }

    /// A window that ends before the first day the replay reads (`at` weeks ago) would read as "none in force" for
    /// want of announcements: it is not one the source can speak of.
    package func applies(to window: SourceWindow) -> Bool {
        let replayed = WarningEventsSource.days(at: KSTDateTime(date: window.today, hour: 0)).last ?? window.today
        return window.end > KSTDateTime(date: replayed, hour: 0)
    }

    /// The place's warning zones at `time`: a name's rows (a name of today standing for several, their union),
    /// else the nearest place of the table.
    package static func zones(location: ResolvedLocation, place: SourcePlace, at time: KSTDateTime) -> PlaceZones {
        location.match.map { WarningZoneMap.official.zones(for: $0, at: time) }
            ?? WarningZoneMap.official.zones(for: place.place, at: time)
    }

    package func fetch(_ run: SourceRun) async throws -> OptionalSource<Answer> {
        let (provider, now, place) = (try run.pipeline, run.issueTime, try run.requiredPlace)
        var rows: [WarningEventRow] = []
        var stale = false
        var slot: KSTDateTime?
        var sender: ProviderID?
        for (i, day) in WarningEventsSource.days(at: KSTDateTime(now)).enumerated() {
            let source: WarningEventsSource = i == 0 ? .today : .closedDay
            let provided = try await provider.provide(source, day, now: now, maxStale: run.maxStale)
            if i == 0 {
                (slot, sender) = (provided.issue, provided.provider)
                run.log("weatherAlerts: \(day.kmaString) as of \(provided.issue?.iso8601 ?? "-"), \(provided.origin)")
            }
            stale = stale || provided.isStale
            rows += provided.value
        }
        // The zones only once there are announcements to read them against: a key the service refused (remembered
        // until midnight) costs no reading of the zone sheet, a millisecond of a cached run.
        let zones = Self.zones(location: run.location, place: place, at: run.window.start)
        run.log(
            "weatherAlerts: zones \(zones.zones.joined(separator: " ")) (\(zones.precision.rawValue)), "
                + "with those above them")
        let state = WarningState(rows: rows)
        let reading = await Self.reading(state, now: now, provider: provider, maxStale: run.maxStale, log: run.log)
        return OptionalSource(
            status: stale ? .stale : .ok, value: Answer(state: state, zones: zones, reading: reading), issued: slot,
            provider: sender)
    }

    /// The guide's reading of `warnVar` 7–9, unless KMA's status text says the other; asked only when one is in force.
    private static func reading(
        _ state: WarningState, now: Date, provider: SourceProvider, maxStale: Double, log: (String) -> Void
    ) async -> WarnVarReading {
        let inForce = state.inForce(at: KSTDateTime(now))
        guard inForce.contains(where: { (7...9).contains($0.warnVar) }) else { return .guide }
        let status = try? await provider.provide(WarningStatusSource(), (), now: now, maxStale: maxStale)
        let decided = WarnVarReading.decided(by: status?.value.first, inForce: inForce)
        log(
            "weatherAlerts: warnVar 7-9 in force, read by the \(decided.rawValue) reading"
                + (status == nil ? " (no status text to check it against)" : " (checked against KMA's status text)"))
        return decided
    }

    /// The built-in sample: a 한파주의보 morning in 종로구.
    package func demo(_ run: SourceRun) -> OptionalSource<Answer>? {
        guard let place = run.place, let rows = try? AlertsDemoSample.rows() else { return nil }
        let zones = Self.zones(location: run.location, place: place, at: AlertsDemoSample.asOf)
        let answer = Answer(state: WarningState(rows: rows), zones: zones, reading: .guide)
        return OptionalSource(status: .ok, value: answer, issued: AlertsDemoSample.asOf)
    }

    /// The warnings in force at some moment of the window (JSON `alerts`; null unless the source answered).
    package func read(_ value: Answer, window: ReadingWindow, into readings: inout Readings) {
        readings.alerts = AlertsReading(
            state: value.state, zones: value.zones, from: window.start, until: window.end, reading: value.reading)
    }

    /// `getPwnCd` for today, one row: its own registration on data.go.kr (기상특보 조회서비스).
    package func probes(_ target: ProbeTarget, now: Date) -> [SourceProbe] {
        let request = WarningEventsRequest(day: KSTDateTime(now).date, numOfRows: 1)
        let title = "(WthrWrnInfoService)"
        return [
            SourceProbe(
                id: "alerts", title: LocalizedText(ko: "기상특보 " + title, en: "weather warnings " + title),
                portalName: "기상청_기상특보 조회서비스", dataset: "15000415",
                request: request.serviceRequest(maxBytes: AirKoreaRequest.maxResponseBytes)
            ) { SourceProbe.accepted(WarningEventsAnswer.classify(status: $0, headers: $1, body: $2)) }
        ]
    }
}
