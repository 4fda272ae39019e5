import Foundation
import KkeulmitFuzzSupport
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

/// Replays the committed inputs of the `FuzzKMAResponse` libFuzzer target (its seeds, the crashes it found, and
/// Fixtures/KMA, which seeds it too) through `FuzzEntry.kmaResponse`, the code the target runs: a crash once found
/// stays fixed without libFuzzer. A broken invariant fails the test of that input; a trap still stops the test
/// process.
@Suite("Fuzz regressions: KMA responses")
struct FuzzRegressionTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // KkeulmitCoreTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root

    static let directories = [
        "Fuzz/FuzzKMAResponse/seeds", "Fuzz/FuzzKMAResponse/regressions", "Fixtures/KMA",
    ]

    /// Every file of `directories`, as a path relative to the package root.
    static let inputs: [String] = directories.flatMap { directory -> [String] in
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(directory).path))
        return (names ?? []).filter { !$0.hasPrefix(".") }.sorted().map { directory + "/" + $0 }
    }

    static func data(_ path: String) throws -> Data {
        try Data(contentsOf: root.appendingPathComponent(path))
    }

    /// Every AirKorea and UV fixture, as a path relative to the package root.
    static let portalInputs: [String] = ["Fixtures/AirKorea", "Fixtures/UV"].flatMap { directory -> [String] in
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(directory).path))
        return (names ?? []).filter { !$0.hasSuffix(".py") }.sorted().map { directory + "/" + $0 }
    }

    @Test("AirKorea and UV answers: no broken invariant; every success fixture is read as one", arguments: portalInputs)
    func portal(path: String) throws {
        let findings = FuzzEntry.portalResponse(try Self.data(path))
        #expect(findings.violations == [])
        if path.contains("success") { #expect(findings.accepted) }
    }

    @Test("the corpus holds the seeds, the fixtures and the regressions")
    func corpusIsThere() {
        #expect(Self.inputs.filter { $0.hasPrefix("Fuzz/FuzzKMAResponse/seeds/") }.count >= 7)
        #expect(Self.inputs.filter { $0.hasPrefix("Fixtures/KMA/") }.count >= 10)
        #expect(Self.inputs.contains { $0.hasPrefix("Fuzz/FuzzKMAResponse/regressions/") })
    }

    @Test("every committed input runs through decoder, mapper, advice and cache without a crash", arguments: inputs)
    func replays(path: String) throws {
        #expect(FuzzEntry.kmaResponse(try Self.data(path)).violations == [])
    }

    @Test(
        "usable answers and cache files reach the mapper",
        arguments: [
            "Fixtures/KMA/vilage-fcst-0500-success.json", "Fixtures/KMA/vilage-fcst-1700-success.json",
            "Fixtures/KMA/vilage-fcst-sea-cell.json", "Fuzz/FuzzKMAResponse/seeds/vilage-fcst-six-hours.json",
            "Fuzz/FuzzKMAResponse/seeds/vilage-fcst-odd-values.json", "Fuzz/FuzzKMAResponse/seeds/ultra-srt-ncst.json",
            "Fuzz/FuzzKMAResponse/seeds/cache-entry-0500.json",
        ])
    func usable(path: String) throws {
        #expect(FuzzEntry.kmaResponse(try Self.data(path)) == FuzzFindings(accepted: true))
    }

    @Test(
        "error answers stop at the decoder",
        arguments: [
            "Fixtures/KMA/empty-body.txt", "Fixtures/KMA/error-page.html", "Fixtures/KMA/gateway-key-expired.xml",
            "Fixtures/KMA/vilage-fcst-no-data.json", "Fixtures/KMA/vilage-fcst-truncated.json",
            "Fuzz/FuzzKMAResponse/seeds/retry-after-gateway.txt", "Fuzz/FuzzKMAResponse/seeds/items-empty-string.json",
        ])
    func unusable(path: String) throws {
        #expect(FuzzEntry.kmaResponse(try Self.data(path)) == FuzzFindings(accepted: false))
    }

    @Test("a broken invariant comes back as a value naming it; a kept one adds nothing")
    func findingsAreValues() {
        var findings = FuzzFindings()
        findings.check(true, "kept")
        findings.check(false, "broken")
        var other = FuzzFindings(accepted: true)
        other.fail("also broken")
        findings.include(other)
        #expect(findings == FuzzFindings(accepted: false, violations: ["broken", "also broken"]))
    }

    // MARK: - What the fuzzer found, pinned as plain expectations

    @Test("a row off the hour is skipped rather than made a second slot inside its hour")
    func offTheHourRow() throws {
        func row(_ category: String, _ time: String, _ value: String) -> KMAItem {
            KMAItem(category: category, fcstDate: "20261130", fcstTime: time, fcstValue: value)
        }
        let items = [row("TMP", "0600", "1"), row("PTY", "0601", "3"), row("TMP", "0700", "2")]
        let base = try #require(ForecastBase(date: KSTDate(year: 2026, month: 11, day: 30), hour: 5))
        let result = TimelineBuilder.build(items: items, base: base, cell: try #require(GridCell(nx: 60, ny: 127)))
        #expect(result.skippedRows == 1)
        #expect(result.timeline.slots.map(\.time.kmaTime) == ["0600", "0700"])
        #expect(result.timeline.slots.allSatisfy { $0.precipitationType == nil })
    }

    @Test(
        "the client refuses page counts from the server that it cannot page",
        arguments: [(100, 0, 1), (100, -5, 1), (Int.max, 1, 1), (Int.max, nil, 1000), (10_001, 1000, 1000)]
            as [(Int?, Int?, Int)])
    func unpageableCounts(totalCount: Int?, numOfRows: Int?, received: Int) {
        #expect(throws: KMAError.self) {
            try GridForecastSource.paging(totalCount: totalCount, numOfRows: numOfRows, received: received)
        }
    }

    @Test(
        "the client pages on the size the server actually served",
        arguments: [
            (1052, 1000, 1000, 1000, 2), (3000, 1500, 1000, 1000, 3), (10_000, nil, 1000, 1000, 10),
            (7, 7, 5, 5, 2),
        ] as [(Int?, Int?, Int, Int, Int)])
    func paging(totalCount: Int?, numOfRows: Int?, received: Int, pageSize: Int, pages: Int) throws {
        let plan = try GridForecastSource.paging(totalCount: totalCount, numOfRows: numOfRows, received: received)
        #expect(plan?.pageSize == pageSize)
        #expect(plan?.pages == pages)
    }

    @Test(
        "a first page that holds every row needs no paging",
        arguments: [(nil, nil, 5), (5, 10, 5), (3, 1500, 5)] as [(Int?, Int?, Int)])
    func noPaging(totalCount: Int?, numOfRows: Int?, received: Int) throws {
        #expect(try GridForecastSource.paging(totalCount: totalCount, numOfRows: numOfRows, received: received) == nil)
    }
}
