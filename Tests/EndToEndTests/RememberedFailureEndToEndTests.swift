import Foundation
import Testing

/// The built binary with a key registered for 단기예보 alone, on loopback (issue 30, item 5): the optional services
/// that reject it (AirKorea, UV, the warnings, pollen, the ultra-short products: code 30) are asked once, then not
/// again that KST day or for that key; a service that fails otherwise is asked again after a back-off. Every time
/// is `KKEULMIT_NOW`; nothing waits on the clock.
@Suite("Remembered failures: a rejected key or a failing service is not asked every run", .serialized)
struct RememberedFailureEndToEndTests {
    static let args = ["now", "--place", "종로구", "--json"]
    static let optional = ["ultraSrtNcst", "ultraSrtFcst", "airQuality", "dustForecast", "uvIndex", "weatherAlerts"]

    /// The forecast for whatever issue is asked (the 05시 fixture moved to it); every optional service: code 30,
    /// unless `exposure` answers AirKorea and UV.
    static func scenario(exposure: @escaping LoopbackServer.Handler = { _ in LoopbackServer.notRegistered }) throws
        -> KMAScenario
    {
        let s = try KMAScenario { request in
            guard let date = request.query["base_date"], let time = request.query["base_time"],
                let issue = E2E.shifted(E2E.issue0500, toBase: date, time)
            else { return .raw(status: 400, body: Data()) }
            return .kmaPaged(fullIssue: issue)
        }
        s.server.routeExposure(s.id, exposure)
        s.server.routeAdvisories(s.id) { _ in LoopbackServer.notRegistered }
        return s
    }

    /// Requests to the optional services so far (the forecast's own route excluded).
    static func optionalRequests(_ s: KMAScenario) -> Int {
        [LoopbackServer.exposureSuffix, LoopbackServer.advisorySuffix, LoopbackServer.nowcastSuffix]
            .map { s.server.requests(for: s.id + $0).count }.reduce(0, +)
    }

    /// JSON `sources[]` by id: (status, until).
    static func sources(_ run: BinaryRunner.Result) throws -> [String: (status: String, until: String?)] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        var out: [String: (String, String?)] = [:]
        for source in object["sources"] as? [[String: Any]] ?? [] {
            out[source["id"] as? String ?? ""] = (source["status"] as? String ?? "", source["until"] as? String)
        }
        return out
    }

    @Test("rejected once, then remembered until 00:00 KST: no request, exit 0, notRegistered with until")
    func rejectedKey() async throws {
        let s = try Self.scenario()
        let first = try await s.run(Self.args, env: E2E.env(now: "2026-11-30T12:01:00+09:00"))
        #expect(first.status == 0, "stderr: \(first.stderr)")
        let asked = Self.optionalRequests(s)
        #expect(asked >= 5)
        for id in Self.optional {
            let source = try Self.sources(first)[id]
            // The run that learns it says so too, as the next runs will (byte-identical repeated runs).
            #expect(source?.status == "notRegistered", "\(id)")
            #expect(source?.until == "2026-12-01T00:00:00+09:00", "\(id)")
        }
        let forecastRequests = s.requests.count
        let later = try await s.run(
            Self.args + ["--verbose"], env: E2E.env(now: "2026-11-30T18:59:00+09:00"))
        #expect(later.status == 0, "stderr: \(later.stderr)")
        #expect(Self.optionalRequests(s) == asked)
        for id in Self.optional {
            let source = try Self.sources(later)[id]
            #expect(source?.status == "notRegistered", "\(id)")
            #expect(source?.until == "2026-12-01T00:00:00+09:00", "\(id)")
        }
        #expect(
            later.stderr.contains(
                "uvIndex: not asked: rejected the key at 12:01, remembered until 2026-12-01T00:00+09:00"))
        // The required forecast is still asked when its cache cannot answer (the 17시 issue is new).
        #expect(s.requests.count > forecastRequests)
        // The next KST day: asked again.
        _ = try await s.run(Self.args, env: E2E.env(now: "2026-12-01T00:05:00+09:00"))
        #expect(Self.optionalRequests(s) > asked)
    }

    @Test("another key is asked at once; doctor always asks afresh")
    func newKeyAndDoctor() async throws {
        let s = try Self.scenario()
        let now = "2026-11-30T12:01:00+09:00"
        _ = try await s.run(Self.args, env: E2E.env(now: now))
        let asked = Self.optionalRequests(s)
        _ = try await s.run(Self.args, env: E2E.env(now: now))
        #expect(Self.optionalRequests(s) == asked)
        // A new key (`KMA_SERVICE_KEY`, as a new key file would give): nothing remembered of the old one applies.
        let renewed = try await s.run(Self.args, env: E2E.env(now: now, key: "new-key-1234"))
        #expect(renewed.status == 0)
        let afterRenewal = Self.optionalRequests(s)
        #expect(afterRenewal > asked)
        // doctor checks every service itself, remembered or not.
        _ = try await s.run(["doctor", "--json"], env: E2E.env(now: now, key: "new-key-1234"))
        #expect(s.server.requests(for: s.id + LoopbackServer.exposureSuffix).contains { $0.path == "/getUVIdxV5" })
        let afterDoctor = Self.optionalRequests(s)
        #expect(afterDoctor > afterRenewal)
        // …and what the runs remembered is forgotten: the next run asks again (a service just registered).
        _ = try await s.run(Self.args, env: E2E.env(now: now, key: "new-key-1234"))
        #expect(Self.optionalRequests(s) > afterDoctor)
    }

    @Test("UV answering 500: asked again only after the back-off (2 minutes, then 4)")
    func backOff() async throws {
        let s = try Self.scenario(exposure: { request in
            request.path == "/getUVIdxV5" ? .raw(status: 500, body: Data("down".utf8)) : LoopbackServer.notRegistered
        })
        func uvRequests() -> Int {
            s.server.requests(for: s.id + LoopbackServer.exposureSuffix).filter { $0.path == "/getUVIdxV5" }.count
        }
        _ = try await s.run(Self.args, env: E2E.env(now: "2026-11-30T12:01:00+09:00"))
        let first = uvRequests()
        #expect(first >= 1)
        let held = try await s.run(Self.args, env: E2E.env(now: "2026-11-30T12:02:00+09:00"))
        #expect(held.status == 0 && uvRequests() == first)
        let uv = try Self.sources(held)["uvIndex"]
        #expect(uv?.status == "unavailable" && uv?.until == "2026-11-30T12:03:00+09:00")
        _ = try await s.run(Self.args, env: E2E.env(now: "2026-11-30T12:03:00+09:00"))
        let second = uvRequests()
        #expect(second > first)
        let again = try await s.run(Self.args, env: E2E.env(now: "2026-11-30T12:06:00+09:00"))
        #expect(uvRequests() == second)
        #expect(try Self.sources(again)["uvIndex"]?.until == "2026-11-30T12:07:00+09:00")
    }
}
