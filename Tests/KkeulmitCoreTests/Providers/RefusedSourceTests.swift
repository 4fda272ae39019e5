import Foundation
import Testing

@testable import KkeulmitCore

/// A source whose first request the key in use is remembered refused (issue 30, item 5) is settled by the registry
/// without starting it: the status, `until` and `--verbose` line a recalled request would have given, and nothing
/// else done. Any other memory starts it as before.
@Suite("A source remembered refused is not started")
struct RefusedSourceTests {
    /// A source asked at `getThing`, counting its fetches.
    struct Counted: SourceDeclaration {
        let fetches: Locked<Int>
        var id: SourceID { SourceID(rawValue: "counted") }
        var switchKey: String { "counted" }
        var root: ServiceRoot { .living }
        var needsPlace: Bool { false }
        var names: SourceNames { SourceNames(LocalizedText(ko: "시험용", en: "counted")) }
        var openingOperation: String? { "getThing" }

        func fetch(_ run: SourceRun) async throws -> OptionalSource<Int> {
            fetches.withLock { $0 += 1 }
            return OptionalSource(status: .ok, value: 1)
        }
    }

    static let key = ServiceKey("refused-key-1234")!
    static let noon = FailureMemoryTests.at("2026-11-30T12:01:00+09:00")
    static let midnight = KSTDateTime(FailureMemoryTests.at("2026-12-01T00:00:00+09:00"))
    static let rejected = FailureRecord(
        reason: .rejected, failures: 1, since: noon, until: midnight, code: "30", status: 200)
    static let failed = FailureRecord(
        reason: .failed, failures: 1, since: noon, until: KSTDateTime(noon).adding(minutes: 2), status: 500)

    /// The source's result in a new process's run at `now`, with `record` kept beside the cache for `keptFor`'s key,
    /// how often it was fetched, and the run's log.
    static func run(now: String, record: FailureRecord?, keptFor: ServiceKey = key) async throws
        -> (result: SourceResult, fetches: Int, log: [String])
    {
        var outcome: (SourceResult, Int, [String])?
        try await FailureMemoryTests.withDirectory { directory in
            let provider = ServiceProvider.dataGoKr(key: keptFor, roots: ServiceRoots())
            if let record {
                FailureMemory(directory: directory, providers: [provider]).remember(record, .dataGoKr, "getThing")
            }
            let set = SourceSet(
                providers: [.dataGoKr(key: key)], roots: ServiceRoots(),
                cache: .init(directory: directory, maxStaleHours: 24))
            let (lines, fetches) = (Locked<[String]>([]), Locked(0))
            let log: @Sendable (String) -> Void = { line in lines.withLock { $0.append(line) } }
            let at = FailureMemoryTests.at(now)
            let run = SourceRun(
                window: SourceWindow(now: at, start: KSTDateTime(at), hours: 9, isTomorrow: false, isPresent: true),
                issueTime: at, location: ResolvedLocation(cell: try #require(GridCell(nx: 60, ny: 127))), place: nil,
                provider: set.provider(deadline: Deadline(seconds: 30), log: log), maxStale: 86_400, log: log)
            let registry = SourceRegistry([Counted(fetches: fetches)])
            let results = await registry.start(run, SourceSwitches(), roots: ServiceRoots()).results()
            outcome = (
                try #require(results[SourceID(rawValue: "counted")]), fetches.withLock { $0 }, lines.withLock { $0 }
            )
        }
        return try #require(outcome)
    }

    @Test("a key refused until 00:00 KST: settled as notRegistered with until, never fetched, said under --verbose")
    func refused() async throws {
        let (result, fetches, log) = try await Self.run(now: "2026-11-30T18:59:00+09:00", record: Self.rejected)
        #expect(fetches == 0)
        #expect(result.status == .notRegistered)
        #expect(result.until == Self.midnight)
        #expect(result.asked)
        #expect(log == ["counted: not asked: rejected the key at 12:01, remembered until 2026-12-01T00:00+09:00"])
    }

    @Test(
        "started as before: nothing kept, the next KST day, another key's refusal, a failure a kept answer may mend",
        arguments: [
            ("2026-11-30T18:59:00+09:00", nil, "refused-key-1234"),
            ("2026-12-01T00:05:00+09:00", rejected, "refused-key-1234"),
            ("2026-11-30T18:59:00+09:00", rejected, "another-key-5678"),
            ("2026-11-30T12:02:00+09:00", failed, "refused-key-1234"),
        ] as [(String, FailureRecord?, String)])
    func started(now: String, record: FailureRecord?, keptFor: String) async throws {
        let (result, fetches, _) = try await Self.run(
            now: now, record: record, keptFor: try #require(ServiceKey(keptFor)))
        #expect(fetches == 1)
        #expect(result.status == .ok)
        #expect(result.until == nil)
    }
}
