import Foundation

/// The one pipeline every source goes through, for one run: memo → cache → single-flight lock → fetch through the
/// transport, stepping back on `03 NO_DATA` → stale. Each source says only what is its own (`IssuedSource`).
///
/// 1. The newest issue callable at the run's time; the process's memo (`SingleFlight`) answers when another request
///    of the process provided it (`batch`). 2. The kept answer of that issue: no request.
/// 3. Else it is fetched under the subject's lock file (a bounded wait, then a second look: runs started together
///    fetch it once) and kept; on `03 NO_DATA` the previous issue is tried (at most `stepBacks` times), and the
///    answer remembered for a few minutes so that the next runs step back at once.
/// 4. A 69- or 75-kind failure, or the deadline: the newest kept answer no newer than the issue asked for, fetched
///    within `maxStale`, still useful and accepted by the caller stands in as `.stale`. Key, content and usage
///    errors never fall back: they need the user's attention, not yesterday's answer.
/// The exchange's deadline is earlier than the run's, so that a service that never answers leaves time for that.
package struct SourceProvider: Sendable {
    /// After a service said an issue is not published, runs within this many seconds step back without asking.
    package static let unpublishedRecheck: Double = 300

    package let exchange: Exchange
    /// Nil for `--no-cache`, or when no cache directory can be named.
    package let store: SourceStore?
    /// The process's memo of provided answers; nil: none.
    package let memo: SingleFlight<SourceKey, any Sendable>?
    /// The failures that last, as the transport keeps them (`FailureMemory`): what the registry looks at before it
    /// starts an optional source. Nil: none kept.
    package let failures: FailureMemory?
    /// How long to wait for another process fetching the same subject, and how often to look.
    package let lockWait: Double
    package let pollInterval: Double

    package init(
        exchange: Exchange, store: SourceStore?, memo: SingleFlight<SourceKey, any Sendable>? = nil,
        failures: FailureMemory? = nil, lockWait: Double = 10, pollInterval: Double = 0.05
    ) {
        (self.exchange, self.store, self.memo, self.failures) = (exchange, store, memo, failures)
        (self.lockWait, self.pollInterval) = (lockWait, pollInterval)
    }

    private var deadline: Deadline { exchange.context.deadline }
    private func log(_ line: String) { exchange.context.log(line) }

    /// The answer of `source` for `subject` at `now` (the run's time: picks the issue, stamps what is kept, ages what
    /// is read). No answer fetched over `maxStale` seconds ago stands in, nor one `accepts` refuses (the forecast
    /// must cover the window). Throws the fetch's `KMAError` or `DeadlineExceeded` when nothing may stand in, and
    /// what the transport throws besides (`RequestBudgetExhausted`, `CancellationError`).
    package func provide<S: IssuedSource>(
        _ source: S, _ subject: S.Subject, now: Date, maxStale: Double, accepts: (S.Value) -> Bool = { _ in true }
    ) async throws -> Provided<S.Value> {
        let latest = source.latestIssue(at: now)
        guard let memo else {
            return try await provideOnce(source, subject, latest: latest, now: now, maxStale: maxStale, accepts)
        }
        let key = SourceKey(source: source.name, subject: source.key(for: subject), issue: latest)
        let shared = try await memo.value(for: key) {
            var provided = try await provideOnce(source, subject, latest: latest, now: now, maxStale: maxStale, accepts)
            provided.value = source.shared(provided.value)
            return provided
        }
        if let provided = shared as? Provided<S.Value> { return provided }
        // Two sources never share a name; should they, the second does not get the first's answer.
        return try await provideOnce(source, subject, latest: latest, now: now, maxStale: maxStale, accepts)
    }

    private func provideOnce<S: IssuedSource>(
        _ source: S, _ subject: S.Subject, latest: KSTDateTime?, now: Date, maxStale: Double,
        _ accepts: (S.Value) -> Bool
    ) async throws -> Provided<S.Value> {
        if let hit = store?.entry(source, subject, issue: latest), Self.isCurrent(hit, of: source, at: now) {
            return Provided(value: hit.value, issue: latest, origin: .cache, provider: hit.provider)
        }
        let failure: FetchFailure
        do {
            return try await fetchSteppingBack(source, subject, from: latest, now: now)
        } catch let error as KMAError where error.kind == .unavailable || error.kind == .rateLimited {
            failure = .service(error)
        } catch let error as DeadlineExceeded {
            failure = .deadline(error)
        }
        guard
            let standIn = store?.entries(source, subject).first(where: {
                Self.canStandIn($0, of: source, latest: latest, now: now, maxStale: maxStale) && accepts($0.value)
            })
        else { throw failure.error }
        let age = standIn.age(at: now)
        log("\(source.name): \(failure); using the answer kept \(Int(age)) s ago")
        return Provided(
            value: standIn.value, issue: standIn.issue, origin: .stale(ageSeconds: age), fallbackReason: failure,
            provider: standIn.provider)
    }

    /// Fetches `latest`, stepping back on `03 NO_DATA` at most `stepBacks` times.
    private func fetchSteppingBack<S: IssuedSource>(
        _ source: S, _ subject: S.Subject, from latest: KSTDateTime?, now: Date
    ) async throws -> Provided<S.Value> {
        // The service said NO_DATA for the latest issue a moment ago: act on that answer again instead of asking.
        let remembered =
            latest.flatMap { store?.unpublishedMark(source, subject, issue: $0) }.map {
                now >= $0 && now.timeIntervalSince($0) < Self.unpublishedRecheck
            } ?? false
        var issue = latest
        var stepsBack = 0
        while true {
            try Task.checkCancellation()
            try deadline.check(.run)
            do {
                if remembered && issue == latest { throw KMAError.resultCode(.noData, message: "NO_DATA") }
                return try await fetch(source, subject, issue: issue, now: now)
            } catch let error as KMAError where error.resultCode == .noData {
                guard let current = issue, let schedule = source.schedule else { throw error }
                if !(remembered && current == latest) {
                    store?.markUnpublished(source, subject, issue: current, at: now)
                }
                guard stepsBack < source.stepBacks else { throw error }
                let previous = schedule.previous(current)
                log("\(source.name): no \(current.iso8601) issue yet (03 NO_DATA); trying \(previous.iso8601)")
                issue = previous
                stepsBack += 1
            }
        }
    }

    /// One issue: from the cache if another run kept it meanwhile, else from the network, under the subject's lock.
    private func fetch<S: IssuedSource>(_ source: S, _ subject: S.Subject, issue: KSTDateTime?, now: Date)
        async throws -> Provided<S.Value>
    {
        guard let store else { return try await network(source, subject, issue: issue, now: now, keep: nil) }
        do {
            try store.prepare()
        } catch {
            log("cache: \(error); fetching without the cache")
            return try await network(source, subject, issue: issue, now: now, keep: nil)
        }
        let wait = max(0, min(lockWait, deadline.remainingSeconds))
        return try await FileLock.withLock(
            at: store.lockFile(source, subject), waitingAtMost: wait, pollInterval: pollInterval, clock: deadline.clock
        ) { lock in
            if lock == nil {
                // The wait ran out (or the lock file is unusable, which takes no time): by the deadline, or by
                // `lockWait`, after which fetching unlocked is still correct.
                if deadline.hasPassed { throw DeadlineExceeded(.cacheLock, seconds: wait) }
                log("cache: another run kept the lock for \(source.name) \(source.key(for: subject)) too long")
            }
            if let hit = store.entry(source, subject, issue: issue), Self.isCurrent(hit, of: source, at: now) {
                return Provided(value: hit.value, issue: issue, origin: .cache, provider: hit.provider)
            }
            return try await network(source, subject, issue: issue, now: now, keep: store)
        }
    }

    private func network<S: IssuedSource>(
        _ source: S, _ subject: S.Subject, issue: KSTDateTime?, now: Date, keep store: SourceStore?
    ) async throws -> Provided<S.Value> {
        let answeredBy = Locked<ProviderID?>(nil)
        let nextIssue = source.schedule?.nextCallable(after: KSTDateTime(now))
        let fetched = try await source.fetch(
            subject, issue: issue, at: now,
            through: exchange.fetching(at: now, answeredBy: answeredBy, nextIssue: nextIssue))
        if let store, let payload = fetched.payload {
            // Off the Swift concurrency pool: two fsyncs take milliseconds, and the pool has a thread per core that
            // every other request of the process (`kkeulmit batch`) needs meanwhile.
            let stored: Result<Void, any Error> = await withCheckedContinuation { continuation in
                DispatchQueue.global().async {
                    continuation.resume(
                        returning: Result {
                            try store.store(
                                payload, of: source, subject, issue: issue, fetchedAt: now,
                                provider: answeredBy.value)
                        }
                    )
                }
            }
            if case .failure(let error) = stored {
                log("cache: could not keep \(source.name) \(source.key(for: subject)): \(error)")
            }
        }
        return Provided(value: fetched.value, issue: issue, origin: .network, provider: answeredBy.value)
    }

    /// A kept answer of the issue asked for is current; one without issues only while useful (and not from
    /// more than an hour "ahead", which only a clock set back could make).
    private static func isCurrent<S: IssuedSource>(_ entry: SourceStore.Entry<S.Value>, of source: S, at now: Date)
        -> Bool
    {
        guard source.schedule == nil else { return true }
        let age = now.timeIntervalSince(entry.fetchedAt)
        return age <= source.usefulSeconds && age > -3_600
    }

    /// The stale rules, the same for every source: an issue no newer than the one asked for, fetched within
    /// `maxStale`, still useful by the age of its issue (of its fetch, without issues).
    private static func canStandIn<S: IssuedSource>(
        _ entry: SourceStore.Entry<S.Value>, of source: S, latest: KSTDateTime?, now: Date, maxStale: Double
    ) -> Bool {
        guard now.timeIntervalSince(entry.fetchedAt) <= maxStale else { return false }
        guard let issue = entry.issue, let latest else { return isCurrent(entry, of: source, at: now) }
        return issue <= latest && now.timeIntervalSince(issue.instant) <= source.usefulSeconds
    }
}

/// What the memo files a provided answer under: the source, the subject and the issue asked for (a stand-in is
/// filed under it too).
package struct SourceKey: Hashable, Sendable {
    package var source: String
    package var subject: String
    package var issue: KSTDateTime?
}
