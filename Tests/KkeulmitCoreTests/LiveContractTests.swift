import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The few tests that talk to the real KMA service, to notice when it stops answering the way the fixtures say.
/// Opt-in: they run only with `KKEULMIT_LIVE=1` and a key in `KMA_SERVICE_KEY`, and spend one or two calls of the
/// key's daily quota. `KKEULMIT_LIVE=1 KMA_SERVICE_KEY=… swift test --skip-build --filter LiveContract`
@Suite("Live KMA contract (opt-in)", .enabled(if: LiveContract.isEnabled, "set KKEULMIT_LIVE=1 and KMA_SERVICE_KEY"))
struct LiveContractTests {
    @Test("the latest issue for 60,127 has the fixtures' shape")
    func latestIssueShape() async throws {
        let key = try #require(LiveContract.key, "KMA_SERVICE_KEY is not a usable key")
        let client = IssueFetcher(
            transport: ProviderTransport(.dataGoKr(key: key)), requestTimeout: 20, log: { print("live: \($0)") })
        let forecast = try await client.latestForecast(for: Sample.cell, now: Date())

        // totalCount of any issue lies between the 14시 (798) and 17시 (1052) counts.
        #expect((798...1052).contains(forecast.items.count))
        #expect(forecast.items.count == KMAIssueShape.rowCount(for: forecast.base))
        #expect(KMAIssueShape.problems(items: forecast.items, base: forecast.base, cell: Sample.cell) == [])
        let categories = Set(forecast.items.compactMap(\.category))
        #expect(categories.isSuperset(of: KMAIssueShape.slotCategories))
        let result = forecast.timeline()
        #expect(result.skippedRows == 0)
        #expect(result.timeline.slots.allSatisfy { $0.temperature != nil && $0.sky != nil })
    }
}

enum LiveContract {
    static var environment: [String: String] { ProcessInfo.processInfo.environment }
    static var isEnabled: Bool { environment["KKEULMIT_LIVE"] == "1" && environment["KMA_SERVICE_KEY"] != nil }
    static var key: ServiceKey? { environment["KMA_SERVICE_KEY"].flatMap(ServiceKey.init) }
}
