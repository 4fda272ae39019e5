import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

/// What cron every minute costs one cell: each source's issue is fetched once, and the cache answers every other
/// run. Simulated on a clock driven minute by minute through the real provider, cache and schedules.
@Suite("Request budget of one cell under cron every minute")
struct CronBudgetTests {
    private static let cell = GridCell(nx: 60, ny: 127)!

    /// Runs `now` once a minute from `start` for `minutes`, every product through one cache; the requests each
    /// product sent during the last 24 hours (the first day only warms the cache).
    private static func simulate(days: Int = 2) async throws -> [SourceID: Int] {
        try await withTemporaryDirectory { dir in
            let network = FakeKMA()
            let provider = pipeline(
                network, store: SourceStore(directory: dir), deadline: Deadline(seconds: 30, clock: TestClock()))
            let start = KSTDateTime(date: KSTDate(year: 2026, month: 11, day: 29), hour: 0).instant
            var countedFrom = 0
            for minute in 0..<(days * 1440) {
                if minute == (days - 1) * 1440 { countedFrom = network.calls }
                let now = start.addingTimeInterval(Double(minute) * 60)
                for product in IssuedProduct.all {
                    _ = try await provider.forecast(for: cell, now: now, product: product, covers: { _ in true })
                }
            }
            var perSource: [SourceID: Int] = [:]
            for base in network.requestedBases.dropFirst(countedFrom) { perSource[base.product.id, default: 0] += 1 }
            return perSource
        }
    }

    @Test("a day of runs every minute: 8 short-term, 24 observation and 24 ultra-short forecast requests")
    func everyMinute() async throws {
        let perSource = try await Self.simulate()
        #expect(perSource == [.vilageFcst: 8, .ultraSrtNcst: 24, .ultraSrtFcst: 24])
    }
}
