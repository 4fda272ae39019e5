import Foundation
import Testing

@testable import KkeulmitCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The one fetch mechanism of the optional AirKorea and UV sources: `PortalClient` (key, gateway codes, retry,
/// deadline) and `DocumentProvider`/`DocumentCache` (cache, lock, stale), on stubbed hosts.
@Suite("Optional-source documents: fetching, gateway codes, retry and the cache")
struct DocumentProviderTests {
    static let now = KSTDateTime(year: 2026, month: 11, day: 30, hour: 7, minute: 30).instant

    /// A deadline that passes only when a test says so: on a clock that stands still, never by the passing of real
    /// time, so that a loaded machine (a suite's other tests holding the concurrency pool) cannot make it pass.
    static func provider(
        _ server: StubServer, cache: DocumentCache? = nil,
        deadline: Deadline = Deadline(seconds: 20, clock: StillClock()),
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) -> DocumentProvider {
        let client = PortalClient(
            serviceKey: TestKey.raw, makeConfiguration: StubServer.configuration, requestTimeout: 5, deadline: deadline,
            policy: RetryPolicy(maxAttempts: 3, baseDelay: 0.01, maxDelay: 0.01), random: ConstantRandom(value: 0),
            log: log)
        return DocumentProvider(client: client, cache: cache, log: log)
    }

    static func root(_ server: StubServer) -> URL { URL(string: "https://\(server.host)/B552584")! }

    static func uv(_ server: StubServer, cache: DocumentCache? = nil) async throws -> (UVForecast?, Bool) {
        let found = try await UVIndexSource(provider: provider(server, cache: cache), root: root(server))
            .forecast(areaNo: "1111000000", now: now)
        return (found.forecast, found.stale)
    }

    @Test("the key is sent once, percent-encoded, after the root and operation; the answer decodes")
    func request() async throws {
        let server = StubServer { _ in .body(AirFixtures.uv("uv-idx-v5-1111000000-2026113006-success.json")) }
        let (forecast, stale) = try await Self.uv(server)
        #expect(forecast?.issued == KSTDateTime(year: 2026, month: 11, day: 30, hour: 6) && !stale)
        let url = try #require(server.requests.first?.url?.absoluteString)
        #expect(url.hasPrefix("https://\(server.host)/B552584/getUVIdxV5?serviceKey=\(TestKey.encodedText)&pageNo=1"))
        #expect(url.contains("areaNo=1111000000&time=2026113007"))
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

    @Test("a transient failure (HTTP 503) is retried by the forecast's policy, then the answer is used")
    func retried() async throws {
        let calls = Locked(0)
        let server = StubServer { _ in
            let n = calls.withLock {
                $0 += 1
                return $0
            }
            return n == 1
                ? .body(Data("busy".utf8), status: 503)
                : .body(AirFixtures.uv("uv-idx-v5-1111000000-2026113006-success.json"))
        }
        let (forecast, _) = try await Self.uv(server)
        #expect(forecast != nil)
        #expect(server.requests.count == 2)
    }

    @Test("03 NO_DATA steps back one issue, once")
    func stepsBack() async throws {
        let server = StubServer { request in
            request.url?.query?.contains("time=2026113007") == true
                ? .body(AirFixtures.uv("uv-idx-v5-no-data.json"))
                : .body(AirFixtures.uv("uv-idx-v5-1111000000-2026113006-success.json"))
        }
        let (forecast, _) = try await Self.uv(server)
        #expect(forecast != nil)
        #expect(server.requests.compactMap { $0.url?.query?.contains("time=2026113003") }.last == true)
    }

    @Test("a cached answer is used with no request; a second run reads the file, which holds no key")
    func cache() async throws {
        try await withTemporaryDirectory { dir in
            let cache = DocumentCache(directory: dir)
            let server = StubServer { _ in .body(AirFixtures.uv("uv-idx-v5-1111000000-2026113006-success.json")) }
            _ = try await Self.uv(server, cache: cache)
            _ = try await Self.uv(server, cache: cache)
            #expect(server.requests.count == 1)
            let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".json") }
            #expect(names == ["doc-uv-1111000000-2026113006.json"])
            let text = try String(contentsOf: dir.appendingPathComponent(names[0]), encoding: .utf8)
            #expect(text.hasPrefix("kkeulmit-document 1 "))
            #expect(!text.contains(TestKey.rawText) && !text.contains(TestKey.encodedText))
        }
    }

    @Test("two runs asking at once share one request through the lock")
    func singleFlight() async throws {
        try await withTemporaryDirectory { dir in
            let cache = DocumentCache(directory: dir)
            let server = StubServer { _ in .body(AirFixtures.uv("uv-idx-v5-1111000000-2026113006-success.json")) }
            async let a = Self.uv(server, cache: cache)
            async let b = Self.uv(server, cache: cache)
            let (first, second) = try await (a, b)
            #expect(first.0 != nil && second.0 != nil)
            #expect(server.requests.count == 1)
        }
    }

    @Test("when the service fails (503), the newest cached answer of the same area stands in as stale")
    func stale() async throws {
        try await withTemporaryDirectory { dir in
            let cache = DocumentCache(directory: dir)
            let earlier = KSTDateTime(year: 2026, month: 11, day: 30, hour: 4).instant
            try cache.store(
                AirFixtures.uv("uv-idx-v5-1111000000-2026113006-success.json"),
                for: .uvIndex(areaNo: "1111000000", issue: KSTDateTime(year: 2026, month: 11, day: 30, hour: 3)),
                fetchedAt: earlier)
            let server = StubServer { _ in .body(Data("down".utf8), status: 503) }
            let (forecast, stale) = try await Self.uv(server, cache: cache)
            #expect(forecast != nil && stale)
        }
    }

    @Test("a key error never falls back to the cache")
    func keyErrorNoStale() async throws {
        try await withTemporaryDirectory { dir in
            let cache = DocumentCache(directory: dir)
            try cache.store(
                AirFixtures.uv("uv-idx-v5-1111000000-2026113006-success.json"),
                for: .uvIndex(areaNo: "1111000000", issue: KSTDateTime(year: 2026, month: 11, day: 30, hour: 3)),
                fetchedAt: KSTDateTime(year: 2026, month: 11, day: 30, hour: 4).instant)
            let server = StubServer { _ in .body(AirFixtures.uv("uv-idx-v5-gateway-key-not-registered.xml")) }
            await #expect(throws: KMAError.self) { try await Self.uv(server, cache: cache) }
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
        let source = AirKoreaSource(provider: Self.provider(server), root: Self.root(server))
        let found = try await source.measurement(near: TMPoint(x: 198_000.5, y: 452_000.25), now: Self.now)
        #expect(found.measurement?.station == "중구")
        #expect(found.measurement?.pm10 == 76)
        #expect(server.requests.first?.url?.query?.contains("tmX=198000.500000&tmY=452000.250000") == true)
        #expect(server.requests.count == 3)
    }

    @Test("a deadline that passes while the service hangs ends the fetch with DeadlineExceeded")
    func hung() async throws {
        let server = StubServer { _ in .hang }
        await #expect(throws: DeadlineExceeded.self) {
            _ = try await UVIndexSource(
                provider: Self.provider(server, deadline: Deadline(seconds: 0.3)), root: Self.root(server)
            )
            .forecast(areaNo: "1111000000", now: Self.now)
        }
    }

    @Test("file names keep to ASCII letters, digits and _XX escapes")
    func names() {
        let key = DocumentKey.measurements(
            station: "중앙동(강원)", hour: KSTDateTime(year: 2026, month: 11, day: 30, hour: 7))
        #expect(key.fileName.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_-.".contains($0)) })
        #expect(key.fileName.hasSuffix("-2026113007.json") && key.fileName.hasPrefix("doc-air-measure-"))
    }

    @Test("pruning drops documents past their retention (30 days for station lists), keeps the rest")
    func prune() async throws {
        try await withTemporaryDirectory { dir in
            let cache = DocumentCache(directory: dir)
            let day: Double = 86_400
            let stations = DocumentKey.stations(near: TMPoint(x: 1, y: 2))
            let old = DocumentKey.uvIndex(areaNo: "1", issue: KSTDateTime(year: 2026, month: 11, day: 1, hour: 0))
            try cache.store(Data("{}".utf8), for: stations, fetchedAt: Self.now.addingTimeInterval(-20 * day))
            try cache.store(Data("{}".utf8), for: old, fetchedAt: Self.now.addingTimeInterval(-3 * day))
            let recent = DocumentKey.measurements(
                station: "종로구", hour: KSTDateTime(year: 2026, month: 11, day: 30, hour: 6))
            try cache.store(Data("{}".utf8), for: recent, fetchedAt: Self.now.addingTimeInterval(-3 * day))
            cache.prune(now: Self.now)
            #expect(cache.read(stations) != nil)
            #expect(cache.read(old) == nil)
            // Aged by the issue its name holds, not by when it was fetched.
            #expect(cache.read(recent) != nil)
            #expect(DocumentCache.issue(ofFileName: stations.fileName) == nil)
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
