import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// AirKorea's and the UV index's operations through the one pipeline (transport, gateway codes, retry, step back,
/// cache, lock, stale), on stubbed hosts.
@Suite("AirKorea and UV through the one source pipeline")
struct PortalSourceTests {
    static let now = KSTDateTime(year: 2026, month: 11, day: 30, hour: 7, minute: 30).instant
    static let area = "1111000000"

    /// A deadline that passes only when a test says so: on a clock that stands still, never by the passing of real
    /// time, so that a loaded machine (a suite's other tests holding the concurrency pool) cannot make it pass.
    static func provider(
        _ server: StubServer, store: SourceStore? = nil,
        deadline: Deadline = Deadline(seconds: 20, clock: StillClock()),
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) -> SourceProvider {
        let transport = RetryingTransport(
            server.transport(), policy: RetryPolicy(maxAttempts: 3, baseDelay: 0.01, maxDelay: 0.01),
            random: { 0 })
        let context = RequestContext(deadline: deadline, requestTimeout: 5, log: log)
        return SourceProvider(exchange: Exchange(transport: transport, context: context), store: store)
    }

    static func uv(_ server: StubServer, store: SourceStore? = nil) async throws -> (UVForecast?, Bool) {
        let provided = try await provider(server, store: store).provide(
            UVIndexSource(), area, now: now, maxStale: 86_400)
        return (UVForecast.newest(rows: provided.value, areaNo: area), provided.isStale)
    }

    static let success = AirFixtures.uv("uv-idx-v5-1111000000-2026113006-success.json")

    @Test("the key is sent once, percent-encoded, after the root and operation; the issue's hour is asked")
    func request() async throws {
        let server = StubServer { _ in .body(Self.success) }
        let (forecast, stale) = try await Self.uv(server)
        #expect(forecast?.issued == KSTDateTime(year: 2026, month: 11, day: 30, hour: 6) && !stale)
        let url = try #require(server.requests.first?.url?.absoluteString)
        #expect(
            url.hasPrefix(
                "https://\(server.host)/1360000/LivingWthrIdxServiceV5/getUVIdxV5?serviceKey=\(TestKey.encodedText)"
                    + "&pageNo=1"))
        #expect(url.contains("areaNo=1111000000&time=2026113006"))
    }

    @Test(
        "gateway code 30 (XML, JSON under 403) is keyNotRegistered, and is not retried",
        arguments: [
            ("uv-idx-v5-gateway-key-not-registered.xml", 200),
            ("uv-idx-v5-gateway-key-not-registered-http403.json", 403),
        ])
    func notRegistered(fixture: String, status: Int) async throws {
        let server = StubServer { _ in .body(AirFixtures.uv(fixture), status: status) }
        await #expect {
            try await Self.uv(server)
        } throws: { ($0 as? KMAError)?.resultCode == .keyNotRegistered }
        #expect(server.requests.count == 1)
    }

    @Test("code 12 under HTTP 400 (a wrong root) fails at once with code 12")
    func wrongRoot() async throws {
        let server = StubServer { _ in
            .body(AirFixtures.uv("uv-idx-v5-gateway-no-openapi-service-http400.xml"), status: 400)
        }
        await #expect {
            try await Self.uv(server)
        } throws: { ($0 as? KMAError)?.resultCode?.rawValue == "12" }
        #expect(server.requests.count == 1)
    }

    @Test("a transient failure (HTTP 503) is retried by the one policy, then the answer is used")
    func retried() async throws {
        let calls = Locked(0)
        let server = StubServer { _ in
            let n = calls.withLock {
                $0 += 1
                return $0
            }
            return n == 1 ? .body(Data("busy".utf8), status: 503) : .body(Self.success)
        }
        let (forecast, _) = try await Self.uv(server)
        #expect(forecast != nil)
        #expect(server.requests.count == 2)
    }

    @Test("03 NO_DATA steps back one issue, once")
    func stepsBack() async throws {
        let server = StubServer { request in
            request.url?.query?.contains("time=2026113006") == true
                ? .body(AirFixtures.uv("uv-idx-v5-no-data.json")) : .body(Self.success)
        }
        let (forecast, _) = try await Self.uv(server)
        #expect(forecast != nil)
        #expect(server.requests.compactMap { $0.url?.query?.contains("time=2026113003") }.last == true)
        #expect(server.requests.count == 2)
    }

    @Test("a kept answer is used with no request; the file is the one cache format and holds no key")
    func cache() async throws {
        try await withTemporaryDirectory { dir in
            let store = SourceStore(directory: dir)
            let server = StubServer { _ in .body(Self.success) }
            _ = try await Self.uv(server, store: store)
            _ = try await Self.uv(server, store: store)
            #expect(server.requests.count == 1)
            let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".json") }
            #expect(names == ["uv-1111000000-20261130-0600.json"])
            let text = try String(contentsOf: dir.appendingPathComponent(names[0]), encoding: .utf8)
            #expect(text.hasPrefix("kkeulmit-cache 1 "))
            #expect(!text.contains(TestKey.rawText) && !text.contains(TestKey.encodedText))
        }
    }

    @Test("two runs asking at once share one request through the lock")
    func singleFlight() async throws {
        try await withTemporaryDirectory { dir in
            let store = SourceStore(directory: dir)
            let server = StubServer { _ in .body(Self.success) }
            async let a = Self.uv(server, store: store)
            async let b = Self.uv(server, store: store)
            let (first, second) = try await (a, b)
            #expect(first.0 != nil && second.0 != nil)
            #expect(server.requests.count == 1)
        }
    }

    /// A store holding the 03시 UV issue, fetched at 04:00.
    static func storeWithEarlierIssue(_ dir: URL) throws -> SourceStore {
        let store = SourceStore(directory: dir)
        try store.store(
            Self.success, of: UVIndexSource(), area, issue: KSTDateTime(year: 2026, month: 11, day: 30, hour: 3),
            fetchedAt: KSTDateTime(year: 2026, month: 11, day: 30, hour: 4).instant)
        return store
    }

    @Test("when the service fails (503), the newest kept answer of the same area stands in as stale")
    func stale() async throws {
        try await withTemporaryDirectory { dir in
            let store = try Self.storeWithEarlierIssue(dir)
            let server = StubServer { _ in .body(Data("down".utf8), status: 503) }
            let (forecast, stale) = try await Self.uv(server, store: store)
            #expect(forecast != nil && stale)
        }
    }

    @Test("a key error never falls back to the cache")
    func keyErrorNoStale() async throws {
        try await withTemporaryDirectory { dir in
            let store = try Self.storeWithEarlierIssue(dir)
            let server = StubServer { _ in .body(AirFixtures.uv("uv-idx-v5-gateway-key-not-registered.xml")) }
            await #expect(throws: KMAError.self) { try await Self.uv(server, store: store) }
        }
    }

    @Test("stations: the nearest whose hour is '-' is passed over for the next; the list is asked for with TM")
    func nextStation() async throws {
        let server = StubServer { request in
            let url = request.url?.absoluteString ?? ""
            if url.contains("getNearbyMsrstnList") {
                return .body(AirFixtures.data("nearby-msrstn-list-jongno-success.json"))
            }
            // 종로구 percent-encoded: its answer is '-' and flagged.
            return url.contains("stationName=%EC%A2%85%EB%A1%9C%EA%B5%AC&")
                ? .body(AirFixtures.data("msrstn-rltm-mesure-dnsty-nearest-dash.json"))
                : .body(AirFixtures.data("msrstn-rltm-mesure-dnsty-junggu-success.json"))
        }
        let found = try await AirMeasurementSource.current(
            near: TMPoint(x: 198_000.5, y: 452_000.25), provider: Self.provider(server), now: Self.now,
            maxStale: 86_400)
        #expect(found.measurement?.station == "중구")
        #expect(found.measurement?.pm10 == 76)
        #expect(server.requests.first?.url?.query?.contains("tmX=198000.500000&tmY=452000.250000") == true)
        #expect(server.requests.count == 3)
    }

    @Test("a deadline that passes while the service hangs ends the fetch with DeadlineExceeded")
    func hung() async throws {
        let server = StubServer { _ in .hang }
        await #expect(throws: DeadlineExceeded.self) {
            _ = try await Self.provider(server, deadline: Deadline(seconds: 0.3)).provide(
                UVIndexSource(), Self.area, now: Self.now, maxStale: 86_400)
        }
    }

    @Test("file names keep to ASCII letters, digits and _XX escapes")
    func names() {
        let key = AirMeasurementSource().key(for: "중앙동(강원)")
        let name = SourceStore.fileName(
            "air-measure", key: key, issue: KSTDateTime(year: 2026, month: 11, day: 30, hour: 7))
        #expect(name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_-.".contains($0)) })
        #expect(name.hasSuffix("-20261130-0700.json") && name.hasPrefix("air-measure-"))
    }

    @Test("pruning drops answers past their retention (30 days for station lists), keeps the rest")
    func prune() async throws {
        try await withTemporaryDirectory { dir in
            let store = SourceStore(directory: dir)
            let day: Double = 86_400
            let point = TMPoint(x: 1, y: 2)
            let old = KSTDateTime(year: 2026, month: 11, day: 1, hour: 0)
            let recent = KSTDateTime(year: 2026, month: 11, day: 30, hour: 6)
            try store.store(
                Data("{}".utf8), of: AirStationsSource(), point, issue: nil,
                fetchedAt: Self.now.addingTimeInterval(-20 * day))
            try store.store(
                Data("{}".utf8), of: UVIndexSource(), "1", issue: old, fetchedAt: Self.now.addingTimeInterval(-3 * day))
            try store.store(
                Data("{}".utf8), of: AirMeasurementSource(), "종로구", issue: recent,
                fetchedAt: Self.now.addingTimeInterval(-3 * day))
            store.prune(now: Self.now)
            let names = Set(try FileManager.default.contentsOfDirectory(atPath: dir.path))
            #expect(names.contains(SourceStore.fileName("air-stations", key: "0m0", issue: nil)))
            #expect(!names.contains(SourceStore.fileName("uv", key: "1", issue: old)))
            // Aged by the issue its name holds, not by when it was fetched.
            #expect(names.contains(SourceStore.fileName("air-measure", key: CacheName.safe("종로구"), issue: recent)))
            store.prune(now: Self.now.addingTimeInterval(11 * day))
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("air-stations-0m0.json").path))
        }
    }
}

/// A clock that never moves: a deadline on it never passes. Short waits (a lock poll, a backoff: at most a second)
/// take their real time; longer ones (the deadline's own timer, a request's timeout) wait until cancelled.
final class StillClock: Clock, Sendable {
    struct Instant: InstantProtocol {
        var offset: Duration
        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (a: Instant, b: Instant) -> Bool { a.offset < b.offset }
    }

    var now: Instant { Instant(offset: .zero) }
    var minimumResolution: Duration { .zero }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let wait = now.duration(to: deadline)
        if wait <= .seconds(1) {
            try await ContinuousClock().sleep(for: wait)
            return
        }
        let wake = OneShot<Void>()
        try await withTaskCancellationHandler {
            try await wake.value()
        } onCancel: {
            wake.finish(.failure(CancellationError()))
        }
    }
}
