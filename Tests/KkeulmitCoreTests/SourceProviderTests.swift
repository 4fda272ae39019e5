import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

/// The one pipeline (`SourceProvider`) with the short-term forecast: cache, step back, stale.
@Suite("SourceProvider with the short-term forecast")
struct SourceProviderTests {
    /// 07:30 KST: the 0500 issue is the latest published.
    let now = kst(2026, 11, 30, 7, 30)
    let b0200 = base(2026, 11, 30, 2)
    let b0500 = base(2026, 11, 30, 5)
    /// 07:00–10:00, the window a three-hour `now` run at 07:30 advises for.
    let window = coversWindow(start: KSTDateTime(year: 2026, month: 11, day: 30, hour: 7), hours: 3)

    func provider(_ inner: any Transport, cache: SourceStore?, budget: Double = 30) -> SourceProvider {
        pipeline(inner, store: cache, deadline: Deadline(seconds: budget, clock: TestClock()))
    }

    @Test("the latest issue is fetched and stored once, then served from the cache with no request")
    func fetchThenCache() async throws {
        try await withTemporaryDirectory { dir in
            let inner = FakeKMA()
            let cache = SourceStore(directory: dir)
            let p = provider(inner, cache: cache)
            let first = try await p.forecast(for: seoul, now: now, covers: window)
            #expect(first.origin == .network)
            #expect(first.forecast.base == b0500)
            #expect(cache.entry(for: seoul, base: b0500)?.fetchedAt == now)
            let second = try await p.forecast(for: seoul, now: now.addingTimeInterval(1_800), covers: window)
            #expect(second.origin == .cache)
            #expect(second.forecast == first.forecast)
            #expect(inner.requestedBases == [b0500])
        }
    }

    @Test("the next issue is fetched once it is published (base + 10 min), not before")
    func nextIssue() async throws {
        try await withTemporaryDirectory { dir in
            let inner = FakeKMA()
            let p = provider(inner, cache: SourceStore(directory: dir))
            let runs = [
                (kst(2026, 11, 30, 7, 30), AnswerOrigin.network), (kst(2026, 11, 30, 8, 9), .cache),
                (kst(2026, 11, 30, 8, 10), .network), (kst(2026, 11, 30, 10, 59), .cache),
            ]
            for (at, origin) in runs {
                let provided = try await p.forecast(for: seoul, now: at, covers: { _ in true })
                #expect(provided.origin == origin, "at \(KSTDateTime(at))")
            }
            #expect(inner.requestedBases == [b0500, base(2026, 11, 30, 8)])
        }
    }

    @Test("NO_DATA steps back one base at a time, at most twice")
    func stepBack() async throws {
        let noData = KMAError.resultCode(.noData, message: "NO_DATA")
        let once = FakeKMA(failing: [noData])
        let r1 = try await provider(once, cache: nil).forecast(for: seoul, now: now, covers: window)
        #expect(r1.forecast.base == b0200)
        #expect(once.requestedBases == [b0500, b0200])

        let twice = FakeKMA(failing: [noData, noData])
        let r2 = try await provider(twice, cache: nil).forecast(for: seoul, now: now, covers: window)
        #expect(r2.forecast.base == base(2026, 11, 29, 23))
        #expect(r2.origin == .network)

        let thrice = FakeKMA(failing: [noData, noData, noData])
        await #expect(throws: noData) {
            try await provider(thrice, cache: nil).forecast(for: seoul, now: now, covers: window)
        }
        #expect(thrice.requestedBases == [b0500, b0200, base(2026, 11, 29, 23)])
    }

    @Test("stepping back to an issue already cached makes no request for it")
    func stepBackToCached() async throws {
        try await withTemporaryDirectory { dir in
            let cache = SourceStore(directory: dir)
            try cache.store(sampleForecast(cell: seoul, base: b0200, hours: 24), fetchedAt: kst(2026, 11, 30, 2, 15))
            let inner = FakeKMA(failing: [.resultCode(.noData, message: "NO_DATA")])
            let r = try await provider(inner, cache: cache).forecast(for: seoul, now: now, covers: window)
            #expect(r.origin == .cache)
            #expect(r.forecast.base == b0200)
            #expect(inner.requestedBases == [b0500])
        }
    }

    static let fallsBack: [KMAError] = [
        .transport("connection refused"), .timedOut(seconds: 10), .httpStatus(503, retryAfterSeconds: nil),
        .resultCode(.applicationError, message: "APPLICATION_ERROR"), .resultCode(.unknown, message: ""),
        .httpStatus(429, retryAfterSeconds: 60), .resultCode(.quotaExceeded, message: ""),
        .gateway(reasonCode: "21", authMessage: "TEMPORARILY_DISABLE_THE_SERVICEKEY_ERROR"),
    ]

    static let neverFallsBack: [KMAError] = [
        .gateway(reasonCode: "30", authMessage: "SERVICE_KEY_IS_NOT_REGISTERED_ERROR"),
        .httpStatus(401, retryAfterSeconds: nil), .httpStatus(403, retryAfterSeconds: nil),
        .resultCode(KMAResultCode(rawValue: "31"), message: ""), .content("truncated JSON"),
        .responseTooLarge(limitBytes: 1),
        .resultCode(KMAResultCode(rawValue: "10"), message: ""),
    ]

    /// A cache holding the 0200 issue (24 hourly slots) fetched at 02:15, 5 h 15 min before `now`.
    func cacheWithEarlierIssue(_ dir: URL) throws -> SourceStore {
        let cache = SourceStore(directory: dir)
        try cache.store(sampleForecast(cell: seoul, base: b0200, hours: 24), fetchedAt: kst(2026, 11, 30, 2, 15))
        return cache
    }

    @Test("a 69- or 75-kind failure falls back to a recent cached issue that covers the window", arguments: fallsBack)
    func staleFallback(error: KMAError) async throws {
        #expect(error.kind == .unavailable || error.kind == .rateLimited)
        try await withTemporaryDirectory { dir in
            let cache = try cacheWithEarlierIssue(dir)
            let inner = FakeKMA(failing: [error])
            let r = try await provider(inner, cache: cache).forecast(for: seoul, now: now, covers: window)
            #expect(r.origin == .stale(ageSeconds: 18_900))
            #expect(r.isStale)
            #expect(r.fallbackReason == .service(error))
            #expect(r.forecast.base == b0200)
            #expect(inner.calls == 1)
        }
    }

    @Test("key, content and parameter failures never fall back", arguments: neverFallsBack)
    func noFallback(error: KMAError) async throws {
        #expect(error.kind == .keyRejected || error.kind == .unusable)
        try await withTemporaryDirectory { dir in
            let cache = try cacheWithEarlierIssue(dir)
            let inner = FakeKMA(failing: [error])
            await #expect(throws: error) {
                try await provider(inner, cache: cache).forecast(for: seoul, now: now, covers: window)
            }
        }
    }

    @Test("NO_DATA three times over means KMA is behind: a cached issue stands in, marked stale")
    func noDataExhaustedFallsBack() async throws {
        try await withTemporaryDirectory { dir in
            // Three unpublished issues is a try-later condition (exit 69), so the 2300 issue may stand in.
            let cache = SourceStore(directory: dir)
            let b2300 = base(2026, 11, 29, 23)
            try cache.store(sampleForecast(cell: seoul, base: b2300, hours: 36), fetchedAt: kst(2026, 11, 29, 23, 15))
            let noData = KMAError.resultCode(.noData, message: "NO_DATA")
            let inner = FakeKMA(failing: [noData, noData, noData])
            let provided = try await provider(inner, cache: cache).forecast(
                for: seoul, now: kst(2026, 11, 30, 10, 30), covers: { _ in true })
            #expect(provided.forecast.base == b2300)
            #expect(provided.isStale)
            #expect(provided.fallbackReason == .service(noData))
            #expect(inner.requestedBases == [base(2026, 11, 30, 8), b0500, b0200])
        }
    }

    @Test("a cached issue older than maxStale is not used", arguments: [(18_899.0, false), (18_900.0, true)])
    func maxStale(maxStale: Double, usable: Bool) async throws {
        try await withTemporaryDirectory { dir in
            let cache = try cacheWithEarlierIssue(dir)
            let inner = FakeKMA(failing: [.transport("unreachable")])
            let result = try? await provider(inner, cache: cache).forecast(
                for: seoul, now: now, maxStale: maxStale, covers: window)
            #expect((result != nil) == usable)
        }
    }

    @Test("by default a cached issue fetched more than 24 hours ago is not used")
    func defaultMaxStale() async throws {
        try await withTemporaryDirectory { dir in
            let cache = SourceStore(directory: dir)
            let yesterday = base(2026, 11, 29, 5)
            try cache.store(
                sampleForecast(cell: seoul, base: yesterday, hours: 60), fetchedAt: kst(2026, 11, 29, 7, 29))
            let inner = FakeKMA(failing: [.transport("unreachable")])
            await #expect(throws: KMAError.transport("unreachable")) {
                try await provider(inner, cache: cache).forecast(for: seoul, now: now, covers: window)
            }
            let r = try await provider(FakeKMA(failing: [.transport("unreachable")]), cache: cache)
                .forecast(for: seoul, now: kst(2026, 11, 30, 7, 29), covers: window)
            #expect(r.origin == .stale(ageSeconds: 86_400))
        }
    }

    @Test("a cached issue that does not cover the window is not used")
    func notCovering() async throws {
        try await withTemporaryDirectory { dir in
            let cache = SourceStore(directory: dir)
            try cache.store(sampleForecast(cell: seoul, base: b0200, hours: 6), fetchedAt: kst(2026, 11, 30, 2, 15))
            let inner = FakeKMA(failing: [.httpStatus(502, retryAfterSeconds: nil)])
            await #expect(throws: KMAError.httpStatus(502, retryAfterSeconds: nil)) {
                try await provider(inner, cache: cache).forecast(for: seoul, now: now, covers: window)
            }
        }
    }

    @Test("another cell's cached issue is never used")
    func otherCell() async throws {
        try await withTemporaryDirectory { dir in
            let cache = SourceStore(directory: dir)
            try cache.store(sampleForecast(cell: busan, base: b0200, hours: 24), fetchedAt: kst(2026, 11, 30, 2, 15))
            let inner = FakeKMA(failing: [.transport("unreachable")])
            await #expect(throws: KMAError.transport("unreachable")) {
                try await provider(inner, cache: cache).forecast(for: seoul, now: now, covers: window)
            }
        }
    }

    @Test("the newest covering issue is chosen, and never one not yet published at `now`")
    func choosesNewestPublished() async throws {
        try await withTemporaryDirectory { dir in
            let cache = try cacheWithEarlierIssue(dir)
            let older = base(2026, 11, 29, 23)
            try cache.store(sampleForecast(cell: seoul, base: older, hours: 24), fetchedAt: kst(2026, 11, 29, 23, 20))
            // A replay at 07:30 must not use the 1100 issue a later real run stored.
            let later = base(2026, 11, 30, 11)
            try cache.store(sampleForecast(cell: seoul, base: later, hours: 24), fetchedAt: kst(2026, 11, 30, 11, 15))
            let inner = FakeKMA(failing: [.transport("unreachable")])
            let r = try await provider(inner, cache: cache).forecast(for: seoul, now: now, covers: window)
            #expect(r.forecast.base == b0200)
        }
    }

    @Test("--no-cache (no store) neither reads nor writes the cache, and offers nothing stale")
    func noCache() async throws {
        try await withTemporaryDirectory { dir in
            let cache = try cacheWithEarlierIssue(dir)
            try cache.store(sampleForecast(cell: seoul, base: b0500, hours: 24), fetchedAt: kst(2026, 11, 30, 5, 15))
            let before = allFileContents(dir)
            let ok = FakeKMA()
            let r = try await provider(ok, cache: nil).forecast(for: seoul, now: now, covers: window)
            #expect(r.origin == .network)
            #expect(ok.calls == 1)

            let failing = FakeKMA(failing: [.transport("unreachable")])
            await #expect(throws: KMAError.transport("unreachable")) {
                try await provider(failing, cache: nil).forecast(for: seoul, now: now, covers: window)
            }
            let after = allFileContents(dir)
            #expect(after.map(\.name) == before.map(\.name))
            #expect(after.map(\.data) == before.map(\.data))
        }
    }

    @Test("without a cache a failure is thrown as it is")
    func withoutCache() async throws {
        let inner = FakeKMA(failing: [.httpStatus(500, retryAfterSeconds: nil)])
        await #expect(throws: KMAError.httpStatus(500, retryAfterSeconds: nil)) {
            try await provider(inner, cache: nil).forecast(for: seoul, now: now, covers: window)
        }
    }

    @Test("a deadline already spent times the fetch out and still falls back to the cache")
    func deadlineSpent() async throws {
        try await withTemporaryDirectory { dir in
            let cache = try cacheWithEarlierIssue(dir)
            let inner = FakeKMA()
            let r = try await provider(inner, cache: cache, budget: 0).forecast(for: seoul, now: now, covers: window)
            #expect(r.origin == .stale(ageSeconds: 18_900))
            #expect(r.fallbackReason == .deadline(DeadlineExceeded(.run, seconds: 0)))
            #expect(inner.calls == 0)
        }
    }

    @Test(
        "a fetch that ran out of time falls back to the cache, and says what the time went to",
        arguments: [DeadlineExceeded(.request(.forecast), seconds: 3.2), DeadlineExceeded(.cacheLock, seconds: 3.2)])
    func deadlineFallback(exceeded: DeadlineExceeded) async throws {
        try await withTemporaryDirectory { dir in
            let cache = try cacheWithEarlierIssue(dir)
            let inner = FakeKMA { _, _, _ in throw exceeded }
            let r = try await provider(inner, cache: cache).forecast(for: seoul, now: now, covers: window)
            #expect(r.origin == .stale(ageSeconds: 18_900))
            #expect(r.fallbackReason == .deadline(exceeded))
            #expect(r.fallbackReason?.message == exceeded.message)
        }
    }

    @Test("a fetch that ran out of time with nothing to fall back on throws the deadline's error")
    func deadlineWithoutCache() async throws {
        let exceeded = DeadlineExceeded(.request(.forecast), seconds: 3.2)
        let inner = FakeKMA { _, _, _ in throw exceeded }
        await #expect(throws: exceeded) {
            try await provider(inner, cache: nil).forecast(for: seoul, now: now, covers: window)
        }
    }
}
