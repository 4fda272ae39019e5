import Foundation

/// Finds an optional source's answer by the forecast provider's rules, for any document kind: a cached answer for
/// the key is used with no request; otherwise it is fetched under the key's lock (a bounded wait, then a second
/// look, so that runs started together fetch it once) and stored; when the fetch fails with a 69- or 75-kind error
/// or runs out of time, the newest cached answer of the same kind and place fetched within `maxStale` stands in.
/// Key and content errors never fall back.
package struct DocumentProvider: Sendable {
    package let client: PortalClient
    /// Nil for `--no-cache` or when no cache directory can be named.
    package let cache: DocumentCache?
    package let lockWait: Double
    package let log: @Sendable (String) -> Void

    package init(
        client: PortalClient, cache: DocumentCache?, lockWait: Double = 10,
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.client = client
        self.cache = cache
        self.lockWait = lockWait
        self.log = log
    }

    /// Where an answer came from.
    package enum Origin: Equatable, Sendable {
        case network
        case cache
        /// A cached answer of an earlier issue (or an older list) after a failed fetch.
        case stale(ageSeconds: Double)

        package var isStale: Bool { if case .stale = self { true } else { false } }
    }

    package struct Provided<Row: Decodable & Sendable>: Sendable {
        package var response: PortalResponse<Row>
        package var origin: Origin
    }

    /// One document.
    ///
    /// - Parameters:
    ///   - now: the run's time: stamps what is stored and ages what is read.
    ///   - maxAge: a cached answer for exactly `key` older than this is a miss (the station list's 30 days; an
    ///     issue's answer never ages out, its key names the issue).
    ///   - maxStale: how old a stand-in may be.
    ///   - keep: whether a fresh answer may be stored under `key` (an answer that does not yet hold the issue the
    ///     key names is used but not kept).
    package func document<Row>(
        _ row: Row.Type, key: DocumentKey, root: URL, path: String, query: String, now: Date,
        maxAge: Double = .infinity, maxStale: Double, keep: @Sendable (PortalResponse<Row>) -> Bool = { _ in true }
    ) async throws -> Provided<Row> {
        if let hit = cached(row, key: key, now: now, maxAge: maxAge) { return Provided(response: hit, origin: .cache) }
        do {
            return try await fetch(
                row, key: key, root: root, path: path, query: query, now: now, maxAge: maxAge, keep: keep)
        } catch let error as KMAError where error.kind == .unavailable || error.kind == .rateLimited {
            if let stale = standIn(row, key: key, now: now, maxStale: maxStale, failure: "\(error)") { return stale }
            throw error
        } catch let error as DeadlineExceeded {
            if let stale = standIn(row, key: key, now: now, maxStale: maxStale, failure: "\(error)") { return stale }
            throw error
        }
    }

    private func fetch<Row>(
        _ row: Row.Type, key: DocumentKey, root: URL, path: String, query: String, now: Date, maxAge: Double,
        keep: @Sendable (PortalResponse<Row>) -> Bool
    ) async throws -> Provided<Row> {
        guard let cache, (try? cache.prepareDirectory()) != nil else {
            let answer = try await client.get(row, root: root, path: path, query: query)
            return Provided(response: answer.response, origin: .network)
        }
        let deadline = client.deadline
        try deadline.check(.run)
        let wait = max(0, min(lockWait, deadline.remainingSeconds))
        return try await FileLock.withLock(
            at: cache.lockFile(for: key), waitingAtMost: wait, clock: deadline.clock
        ) { lock in
            if lock == nil {
                if deadline.hasPassed { throw DeadlineExceeded(.cacheLock, seconds: wait) }
                log("cache: another run kept the lock for \(key.fileName) too long; fetching anyway")
            }
            if let hit = cached(row, key: key, now: now, maxAge: maxAge) {
                return Provided(response: hit, origin: .cache)
            }
            let answer = try await client.get(row, root: root, path: path, query: query)
            if keep(answer.response) {
                do {
                    try cache.store(answer.body, for: key, fetchedAt: now)
                } catch {
                    log("cache: could not store \(key.fileName): \(error)")
                }
            }
            return Provided(response: answer.response, origin: .network)
        }
    }

    private func cached<Row>(_ row: Row.Type, key: DocumentKey, now: Date, maxAge: Double) -> PortalResponse<Row>? {
        guard let document = cache?.read(key), now.timeIntervalSince(document.fetchedAt) <= maxAge,
            document.fetchedAt.timeIntervalSince(now) < 3_600
        else { return nil }
        return try? PortalResponseDecoder.decode(row, status: 200, body: document.body)
    }

    private func standIn<Row>(
        _ row: Row.Type, key: DocumentKey, now: Date, maxStale: Double, failure: String
    ) -> Provided<Row>? {
        guard let document = cache?.newest(like: key) else { return nil }
        let age = now.timeIntervalSince(document.fetchedAt)
        guard age >= 0, age <= maxStale,
            let response = try? PortalResponseDecoder.decode(row, status: 200, body: document.body)
        else { return nil }
        log("\(key.kind): \(failure); using the cached answer fetched \(Int(age)) s ago")
        return Provided(response: response, origin: .stale(ageSeconds: age))
    }
}
