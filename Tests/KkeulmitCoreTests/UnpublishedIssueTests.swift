import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

/// An issue that runs late answers `03 NO_DATA`; cron runs every minute must not ask again each time.
@Suite("SourceProvider remembers an unpublished issue for a few minutes")
struct UnpublishedIssueTests {
    let b0500 = base(2026, 11, 30, 5)
    let b0800 = base(2026, 11, 30, 8)
    /// 08:12: the 0800 issue should be out, but KMA is late.
    let late = kst(2026, 11, 30, 8, 12)
    let window = coversWindow(start: KSTDateTime(year: 2026, month: 11, day: 30, hour: 8), hours: 3)

    func provider(_ inner: any Transport, cache: SourceStore, now: Date) -> SourceProvider {
        pipeline(inner, store: cache, deadline: Deadline(seconds: 30, clock: TestClock()))
    }

    /// Answers NO_DATA for 0800 until `published`, rows otherwise.
    func lateKMA(publishedAfter published: Date, clock: @escaping @Sendable () -> Date) -> FakeKMA {
        FakeKMA { cell, base, _ in
            if base.time.hour == 8 && clock() < published { throw KMAError.resultCode(.noData, message: "NO_DATA") }
            return sampleForecast(cell: cell, base: base, hours: 12)
        }
    }

    @Test("runs within five minutes of a NO_DATA step back without asking for the late issue again")
    func remembered() async throws {
        try await withTemporaryDirectory { dir in
            let cache = SourceStore(directory: dir)
            let runTime = Locked(late)
            let inner = lateKMA(publishedAfter: kst(2026, 11, 30, 8, 30)) { runTime.value }

            let first = try await provider(inner, cache: cache, now: late).forecast(
                for: seoul, now: late, covers: window)
            #expect(first.forecast.base == b0500)
            #expect(inner.requestedBases == [b0800, b0500])
            #expect(cache.unpublishedMark(cell: seoul, base: b0800) == late)

            for minute in 1...4 {
                let t = late.addingTimeInterval(Double(minute) * 60)
                runTime.withLock { $0 = t }
                let again = try await provider(inner, cache: cache, now: t).forecast(
                    for: seoul, now: t, covers: window)
                #expect(again.forecast.base == b0500)
                #expect(again.origin == .cache)
            }
            #expect(inner.requestedBases == [b0800, b0500], "no request while the NO_DATA answer is fresh")
        }
    }

    @Test("after five minutes the late issue is asked for again, and once stored its marker is gone")
    func recheckedThenStored() async throws {
        try await withTemporaryDirectory { dir in
            let cache = SourceStore(directory: dir)
            let runTime = Locked(late)
            let inner = lateKMA(publishedAfter: kst(2026, 11, 30, 8, 16)) { runTime.value }
            _ = try await provider(inner, cache: cache, now: late).forecast(for: seoul, now: late, covers: window)

            let still = late.addingTimeInterval(5 * 60 + 1)  // 08:17: KMA has it now.
            runTime.withLock { $0 = still }
            let fresh = try await provider(inner, cache: cache, now: still).forecast(
                for: seoul, now: still, covers: window)
            #expect(fresh.forecast.base == b0800)
            #expect(fresh.origin == .network)
            #expect(inner.requestedBases == [b0800, b0500, b0800])
            #expect(cache.unpublishedMark(cell: seoul, base: b0800) == nil)
        }
    }

    @Test("the marker holds only a time: no key, no URL")
    func markerContent() async throws {
        try await withTemporaryDirectory { dir in
            let cache = SourceStore(directory: dir)
            cache.markUnpublished(cell: seoul, base: b0800, at: late)
            let url = dir.appendingPathComponent(
                SourceStore.fileName(for: seoul, base: b0800).replacingOccurrences(of: ".json", with: ".nodata"))
            let text = try String(contentsOf: url, encoding: .utf8)
            #expect(text == String(Int(late.timeIntervalSince1970)))
        }
    }
}
