import Foundation

/// Pollen risk (`pollen`, 꽃가루농도위험지수): each of the three species for the first of the place's area codes the
/// service knows (`AreaCodeFallback`, as UV), for the window's first day its issue describes (06시: its day and the
/// two after; 18시: the three after).
package struct PollenDeclaration: SourceDeclaration {
    /// The species' issues that had grades (an out-of-season one has none), for `day`.
    package struct Answer: Sendable {
        package var forecasts: [PollenForecast]
        package var day: KSTDate?
    }

    package var id: SourceID { .pollen }
    package var switchKey: String { "pollen" }
    package var root: ServiceRoot { .health }
    package var names: SourceNames { SourceNames(LocalizedText(ko: "꽃가루", en: "pollen"), at: root) }
    package var openingOperation: String? { PollenSpecies.allCases.first?.operation }

    package func applies(to window: SourceWindow) -> Bool { Self.day(window) != nil }

    /// The first day of the window that the newest pollen issue at its now describes; nil when none.
    package static func day(_ window: SourceWindow) -> KSTDate? {
        let (start, hours, now) = (window.start, window.hours, window.now)
        let issue = IssueSchedule.pollen.latest(publishedBy: KSTDateTime(now))
        let days = PollenForecast.days(issuedAt: issue.hour)
        let last = start.adding(minutes: max(0, hours - 1) * 60).date
        var day = start.date
        while day <= last {
            if days.contains(day.daysSinceEpoch - issue.date.daysSinceEpoch) { return day }
            day = day.adding(days: 1)
        }
        return nil
    }

    package func fetch(_ run: SourceRun) async throws -> OptionalSource<Answer> {
        let (provider, areaCodes, now) = (try run.pipeline, try run.requiredPlace.areaCodes, run.issueTime)
        let fallback = AreaCodeFallback(source: "pollen", store: provider.store, log: provider.exchange.context.log)
        var answers: [PollenAnswer] = []
        var stale = false
        var issued: KSTDateTime?
        var sender: ProviderID?
        for species in PollenSpecies.allCases {
            let found = try await fallback.first(areaCodes, now: now) { code in
                let provided = try await provider.provide(
                    PollenSource(), PollenSource.Subject(species, areaNo: code), now: now, maxStale: run.maxStale)
                let known = if case .noSuchArea = provided.value { 0 } else { 1 }
                return (value: provided, rowCount: known)
            }
            guard let found else { continue }
            stale = stale || found.value.isStale
            sender = sender ?? found.value.provider
            if let issue = found.value.issue { issued = max(issued ?? issue, issue) }
            run.log("pollen: \(species.rawValue) for areaNo \(found.areaNo): \(found.value.value)")
            answers.append(found.value.value)
        }
        var outcome = Self.outcome(answers, day: Self.day(run.window), issued: issued, stale: stale)
        outcome.provider = sender
        return outcome
    }

    /// What the species' answers amount to: every one out of season is `notApplicable` (no grade for anyone);
    /// none known is `unavailable`; otherwise the issues with grades, `ok` (or `stale`).
    package static func outcome(_ answers: [PollenAnswer], day: KSTDate?, issued: KSTDateTime?, stale: Bool)
        -> OptionalSource<Answer>
    {
        let forecasts = answers.compactMap { answer -> PollenForecast? in
            if case .forecast(let forecast) = answer { forecast } else { nil }
        }
        let offSeason = answers.filter { if case .offSeason = $0 { true } else { false } }.count
        if offSeason == PollenSpecies.allCases.count { return OptionalSource(status: .notApplicable, issued: issued) }
        guard !forecasts.isEmpty || offSeason > 0 else { return OptionalSource(status: .unavailable) }
        return OptionalSource(
            status: stale ? .stale : .ok, value: Answer(forecasts: forecasts, day: day), issued: issued)
    }

    /// The built-in sample: out of season that day.
    package func demo(_ run: SourceRun) -> OptionalSource<Answer>? {
        let answers = PollenDemoSample.answers().compactMap { try? $0.answer.get() }
        return Self.outcome(answers, day: Self.day(run.window), issued: PollenDemoSample.issued, stale: false)
    }

    /// The grades for the day; nil when no species has one.
    package func read(_ value: Answer, window: ReadingWindow, into readings: inout Readings) {
        guard let day = value.day else { return }
        readings.pollen = PollenReading(forecasts: value.forecasts, day: day)
    }

    /// The oak pollen operation for the place's area: its own registration. Out of season and an unknown area are
    /// answers the key was accepted for.
    package func probes(_ target: ProbeTarget, now: Date) -> [SourceProbe] {
        let request = PollenRequest.serviceRequest(.oak, areaNo: target.areaNo, time: KSTDateTime(now), rows: 1)
        let title = "(HealthWthrIdxServiceV3)"
        return [
            SourceProbe(
                id: "pollen", title: LocalizedText(ko: "꽃가루농도위험지수 " + title, en: "pollen " + title),
                portalName: "기상청_꽃가루농도위험지수 조회서비스(3.0)", dataset: "15085289", request: request
            ) {
                SourceProbe.accepted(
                    PollenAnswer.classify(species: .oak, areaNo: target.areaNo, status: $0, headers: $1, body: $2))
            }
        ]
    }
}
