import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

/// The pipeline's cache and single-flight lock: a miss fetches and keeps, a hit costs no request, runs started
/// together fetch once.
@Suite("SourceProvider: the cache and its single-flight lock")
struct SourceProviderLockTests {
    let issue = base(2026, 11, 30, 5)
    let now = kst(2026, 11, 30, 7, 30)

    /// One issue through the pipeline at `now` (when `issue` is the latest), and whether the cache answered.
    func fetch(_ provider: SourceProvider, cell: GridCell = seoul, at now: Date? = nil) async throws -> (
        forecast: KMAForecast, fromCache: Bool
    ) {
        let provided = try await provider.forecast(for: cell, now: now ?? self.now, covers: { _ in true })
        return (provided.forecast, provided.origin == .cache)
    }

    @Test("a miss fetches and stores; the next call is answered from the cache")
    func missThenHit() async throws {
        try await withTemporaryDirectory { dir in
            let inner = FakeKMA()
            let cache = SourceStore(directory: dir)
            let caching = pipeline(inner, store: cache, deadline: Deadline(seconds: 60, clock: TestClock()))
            let first = try await fetch(caching)
            let second = try await fetch(caching)
            #expect(first.fromCache == false)
            #expect(second.fromCache == true)
            #expect(first.forecast == second.forecast)
            #expect(inner.calls == 1)
            #expect(cache.entry(for: seoul, base: issue)?.fetchedAt == now)
        }
    }

    @Test("a new base is a miss and is fetched")
    func nextBase() async throws {
        try await withTemporaryDirectory { dir in
            let inner = FakeKMA()
            let caching = pipeline(
                inner, store: SourceStore(directory: dir), deadline: Deadline(seconds: 60, clock: TestClock()))
            _ = try await fetch(caching).forecast
            _ = try await fetch(caching, at: kst(2026, 11, 30, 8, 30)).forecast
            _ = try await fetch(caching, cell: busan, at: kst(2026, 11, 30, 8, 30)).forecast
            #expect(inner.requestedBases == [issue, issue.next, issue.next])
        }
    }

    @Test("a failed fetch stores nothing and throws the inner error")
    func failureNotStored() async throws {
        try await withTemporaryDirectory { dir in
            let inner = FakeKMA(failing: [.content("truncated")])
            let cache = SourceStore(directory: dir)
            let caching = pipeline(inner, store: cache, deadline: Deadline(seconds: 60, clock: TestClock()))
            await #expect(throws: KMAError.content("truncated")) {
                try await fetch(caching).forecast
            }
            #expect(cache.entries(for: seoul).isEmpty)
            let retried = try await fetch(caching).forecast
            #expect(retried.base == issue)
            #expect(inner.calls == 2)
        }
    }

    @Test(
        "six concurrent callers for one cell and base make one request",
        .timeLimit(.minutes(10)))  // only a broken lock could keep the gate shut
    func singleFlight() async throws {
        try await withTemporaryDirectory { dir in
            // The one fetch that gets the lock is held until five polls for the lock have been seen, so the callers
            // really overlap. The 2 ms pause per poll only paces the pollers: their waiting is counted on the test
            // clock, so the holder always finishes long before any poller gives up.
            let waits = CountGate(target: 5)
            let clock = TestClock { _ in
                waits.record()
                try? await Task.sleep(nanoseconds: 2_000_000)
            }
            let inner = FakeKMA { cell, base, _ in
                await waits.wait()
                return sampleForecast(cell: cell, base: base)
            }
            let caching = pipeline(
                inner, store: SourceStore(directory: dir), deadline: Deadline(seconds: 600, clock: clock), lockWait: 60,
                pollInterval: 0.002)
            let results = try await withThrowingTaskGroup(of: KMAForecast.self) { group in
                for _ in 0..<6 { group.addTask { try await fetch(caching).forecast } }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(inner.calls == 1)
            #expect(results.count == 6)
            // Whether fetched or read back from the cache (which keeps the timeline alone), all six have its 6 hours.
            #expect(Set(results.map { $0.timeline().timeline.slots.count }) == [6])
            #expect(waits.count >= 5)
        }
    }

    @Test("a run that waited for the lock uses what the holder stored, without a request")
    func recheckAfterWait() async throws {
        try await withTemporaryDirectory { dir in
            let cache = SourceStore(directory: dir)
            try cache.prepare()
            let holder = Locked<FileLock?>(try await FileLock.acquire(at: cache.lockFile(for: seoul), waitingAtMost: 0))
            // While this run polls, "another process" stores the issue and lets go of the lock.
            let clock = TestClock { index in
                guard index == 1 else { return }
                try? cache.store(
                    sampleForecast(cell: seoul, base: base(2026, 11, 30, 5)), fetchedAt: Date(timeIntervalSince1970: 0))
                holder.withLock { $0?.release() }
            }
            let inner = FakeKMA()
            let caching = pipeline(
                inner, store: cache, deadline: Deadline(seconds: 60, clock: clock),
                lockWait: 10)
            let fromCache = try await fetch(caching).fromCache
            #expect(fromCache)
            #expect(inner.calls == 0)
            #expect(clock.recorded.count == 2)
        }
    }

    @Test("when the lock stays held past the wait, the run fetches anyway")
    func lockTimeout() async throws {
        try await withTemporaryDirectory { dir in
            let cache = SourceStore(directory: dir)
            try cache.prepare()
            let holder = try #require(try await FileLock.acquire(at: cache.lockFile(for: seoul), waitingAtMost: 0))
            let clock = TestClock()
            let lines = Locked<[String]>([])
            let inner = FakeKMA()
            let caching = pipeline(
                inner, store: cache, deadline: Deadline(seconds: 60, clock: clock),
                lockWait: 2, pollInterval: 0.5, log: { line in lines.withLock { $0.append(line) } })
            let fromCache = try await fetch(caching).fromCache
            #expect(!fromCache)
            #expect(inner.calls == 1)
            #expect(clock.recorded == [0.5, 0.5, 0.5, 0.5])
            #expect(cache.entry(for: seoul, base: issue) != nil)
            #expect(lines.value.contains { $0.contains("lock") })
            #expect(holder.isHeld)
        }
    }

    @Test("a lock held until the run's deadline ends the wait with the lock to blame, and no request")
    func lockHeldPastDeadline() async throws {
        try await withTemporaryDirectory { dir in
            let cache = SourceStore(directory: dir)
            try cache.prepare()
            let holder = try #require(try await FileLock.acquire(at: cache.lockFile(for: seoul), waitingAtMost: 0))
            let clock = TestClock()
            let inner = FakeKMA()
            let caching = pipeline(
                inner, store: cache, deadline: Deadline(seconds: 1.5, clock: clock), lockWait: 10, pollInterval: 0.5)
            await #expect(throws: DeadlineExceeded(.cacheLock, seconds: 1.5)) {
                try await fetch(caching)
            }
            #expect(inner.calls == 0)
            #expect(clock.recorded == [0.5, 0.5, 0.5])
            #expect(holder.isHeld)
        }
    }

    @Test("a deadline already passed fails before waiting or asking")
    func deadlinePassed() async throws {
        try await withTemporaryDirectory { dir in
            let inner = FakeKMA()
            let caching = pipeline(
                inner, store: SourceStore(directory: dir), deadline: Deadline(seconds: 0, clock: TestClock()))
            await #expect(throws: DeadlineExceeded(.run, seconds: 0)) {
                try await fetch(caching)
            }
            #expect(inner.calls == 0)
        }
    }

    @Test("a cache that cannot be written never fails the fetch")
    func unwritableCache() async throws {
        try await withTemporaryDirectory { dir in
            let notADirectory = dir.appendingPathComponent("kkeulmit")
            try Data("x".utf8).write(to: notADirectory)
            let inner = FakeKMA()
            let caching = pipeline(
                inner, store: SourceStore(directory: notADirectory),
                deadline: Deadline(seconds: 60, clock: TestClock()))
            #expect(try await fetch(caching).forecast == sampleForecast(cell: seoul, base: issue))
            #expect(try await fetch(caching).forecast.base == issue)
            #expect(inner.calls == 2)
        }
    }

    @Test("a damaged entry is fetched again and replaced")
    func damagedEntryReplaced() async throws {
        try await withTemporaryDirectory { dir in
            let cache = SourceStore(directory: dir)
            try Data("{\"schemaVersion\":1,".utf8).write(
                to: dir.appendingPathComponent(SourceStore.fileName(for: seoul, base: issue)))
            let inner = FakeKMA()
            let caching = pipeline(inner, store: cache, deadline: Deadline(seconds: 60, clock: TestClock()))
            _ = try await fetch(caching).forecast
            #expect(inner.calls == 1)
            #expect(cache.entry(for: seoul, base: issue)?.forecast == sampleForecast(cell: seoul, base: issue))
        }
    }
}
