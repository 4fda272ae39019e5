import Foundation
import Testing

/// The built binary with two providers on loopback: a fake data.go.kr and a fake KMA API Hub beside it. API Hub's
/// successful answers were never captured (docs/KMA.md, "Two providers"): the fake API Hub serves the data.go.kr
/// fixtures on another path and key, which is what every source says it is (the same operations, parameters and
/// JSON). Its errors are its own recorded envelopes (`apihub-*.json`).
///
/// What is asserted is what each provider was sent and what the run said, never how long anything took: hangs are
/// bounded by `--timeout` alone (`endsByDeadline` is one-sided), and the day a quota is counted in comes from
/// `KKEULMIT_NOW`.
@Suite("Two providers: data.go.kr and KMA API Hub, failing over on loopback", .serialized, .timeLimit(.minutes(10)))
struct ProviderFailoverEndToEndTests {
    static let hubKey = "Hub-Auth_Key.7Qx9"
    static let cell = ["--nx", "60", "--ny", "127"]
    static let forecastPath = "/VilageFcstInfoService_2.0/getVilageFcst"

    /// A fake data.go.kr (the scenario's route) and a fake API Hub (a second route on the same server).
    final class Rig {
        let scenario: KMAScenario
        let hub: String

        init(dataGoKr: @escaping LoopbackServer.Handler, apiHub: @escaping LoopbackServer.Handler = Rig.hubServes)
            throws
        {
            scenario = try KMAScenario(dataGoKr)
            hub = scenario.id + "hub"
            scenario.server.route(hub, apiHub)
        }

        /// API Hub with the 05시 issue for its key; its own 401 for any other key, and 403 (not approved) for the
        /// operations other than getVilageFcst.
        static let hubServes: LoopbackServer.Handler = { request in
            guard request.query["authKey"] == ProviderFailoverEndToEndTests.hubKey, request.query["serviceKey"] == nil
            else { return .raw(status: 401, body: E2E.fixture("apihub-key-invalid.json")) }
            guard request.path == ProviderFailoverEndToEndTests.forecastPath else {
                return .raw(status: 403, body: E2E.fixture("apihub-not-approved.json"))
            }
            return .kmaPaged(fullIssue: E2E.issue0500)
        }

        var hubRequests: [LoopbackServer.Request] { scenario.server.requests(for: hub) }
        var dataGoKrForecastRequests: Int { scenario.requests.filter { $0.path == "/getVilageFcst" }.count }
        var hubForecastRequests: Int { hubRequests.filter { $0.path == forecastPath }.count }

        /// `kkeulmit now` for the 05시 cell with both keys (unless `env` says otherwise), forecast only, as JSON.
        func run(
            _ extra: [String] = [], now: String = E2E.morning, env: [String: String] = [:],
            sourceLocation: SourceLocation = #_sourceLocation
        ) async throws -> BinaryRunner.Result {
            var environment = E2E.env(now: now)
            environment["KMA_APIHUB_KEY"] = ProviderFailoverEndToEndTests.hubKey
            environment["KKEULMIT_APIHUB_URL"] = scenario.server.baseURL(for: hub)
            environment.merge(env) { $1 }
            return try await scenario.run(
                ["now"] + cell + ["--forecast-only", "--json"] + extra, env: environment,
                secrets: [ProviderFailoverEndToEndTests.hubKey, E2E.decodedKey], sourceLocation: sourceLocation)
        }

        func removeKeptForecasts() {
            for name in scenario.sandbox.cacheFiles() where name.hasPrefix("vilage-") {
                try? FileManager.default.removeItem(atPath: scenario.sandbox.kkeulmitCache + "/" + name)
            }
        }
    }

    /// JSON `sources[]` of the run, by id: (status, provider).
    static func sources(_ run: BinaryRunner.Result) throws -> [String: (status: String, provider: String?)] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        var out: [String: (String, String?)] = [:]
        for source in object["sources"] as? [[String: Any]] ?? [] {
            out[source["id"] as? String ?? ""] = (source["status"] as? String ?? "", source["provider"] as? String)
        }
        return out
    }

    struct Outage: Sendable, CustomTestStringConvertible {
        var name: String
        var respond: LoopbackServer.Handler
        /// Requests data.go.kr gets before the run moves on.
        var dataGoKrRequests: Int
        var extra: [String] = []
        var testDescription: String { name }
    }

    static let serviceTimeout = Data(
        #"{"response":{"header":{"resultCode":"05","resultMsg":"SERVICE_TIMEOUT_ERROR"}}}"#.utf8)

    static let outages: [Outage] = [
        Outage(name: "HTTP 503", respond: { _ in .raw(status: 503, body: Data("down".utf8)) }, dataGoKrRequests: 1),
        Outage(name: "a connection closed unanswered", respond: { _ in .hangUp }, dataGoKrRequests: 1),
        Outage(
            name: "code 05 twice (asked once more, then API Hub)",
            respond: { _ in .raw(status: 200, body: serviceTimeout) }, dataGoKrRequests: 2),
        Outage(
            name: "gateway code 30 as XML under HTTP 200",
            respond: { _ in E2E.xml("gateway-key-not-registered.xml") }, dataGoKrRequests: 1),
        Outage(
            name: "gateway code 30 as JSON under HTTP 403",
            respond: { _ in .raw(status: 403, body: E2E.fixture("gateway-key-not-registered.json")) },
            dataGoKrRequests: 1),
        Outage(
            name: "gateway code 22 under HTTP 429",
            respond: { _ in E2E.xml("gateway-quota-exceeded.xml", status: 429) }, dataGoKrRequests: 1),
        Outage(name: "an HTML page", respond: { _ in E2E.xml("error-page.html") }, dataGoKrRequests: 1),
        // The request's own timeout ends data.go.kr's attempt (half the network time); API Hub gets the rest.
        Outage(
            name: "a hang, under --timeout 12", respond: { _ in .neverAnswer }, dataGoKrRequests: 1,
            extra: ["--timeout", "12"]),
    ]

    @Test("data.go.kr down: API Hub answers, exit 0, provider apiHub", arguments: outages)
    func dataGoKrDown(_ outage: Outage) async throws {
        let rig = try Rig(dataGoKr: outage.respond)
        let run = try await rig.run(outage.extra)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stderr == "")
        #expect(rig.dataGoKrForecastRequests == outage.dataGoKrRequests)
        #expect(rig.hubForecastRequests == 1)
        let forecast = try #require(try Self.sources(run)["vilageFcst"])
        #expect(forecast.status == "ok" && forecast.provider == "apiHub")
        // API Hub was sent its own key as authKey, the same parameters, never data.go.kr's key.
        let asked = try #require(rig.hubRequests.first)
        #expect(asked.query["authKey"] == Self.hubKey)
        #expect(asked.query["serviceKey"] == nil && !asked.rawQuery.contains(E2E.encodedKey))
        #expect(asked.query["base_date"] == "20261130" && asked.query["base_time"] == "0500")
        #expect(asked.query["nx"] == "60" && asked.query["ny"] == "127" && asked.query["dataType"] == "JSON")
    }

    @Test("data.go.kr refusing connections: API Hub answers")
    func refused() async throws {
        let rig = try Rig(dataGoKr: { _ in .kmaPaged(fullIssue: E2E.issue0500) })
        let run = try await rig.run(env: ["KKEULMIT_BASE_URL": "http://127.0.0.1:\(LoopbackPort.dead())/kma"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(try Self.sources(run)["vilageFcst"]?.provider == "apiHub")
    }

    @Test("both up: data.go.kr answers and API Hub is not asked; provider dataGoKr")
    func bothUp() async throws {
        let rig = try Rig(dataGoKr: { _ in .kmaPaged(fullIssue: E2E.issue0500) })
        let run = try await rig.run()
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(rig.dataGoKrForecastRequests == 1 && rig.hubRequests.isEmpty)
        #expect(try Self.sources(run)["vilageFcst"]?.provider == "dataGoKr")
        // Nothing to remember about data.go.kr's quota: no mark beside the cache.
        #expect(!rig.scenario.sandbox.cacheFiles().contains { $0.hasPrefix("provider-") })
        // A second run is answered from the cache, which says who sent the issue: the same report, no request.
        let again = try await rig.run()
        #expect(again.status == 0 && rig.dataGoKrForecastRequests == 1 && rig.hubRequests.isEmpty)
        #expect(again.stdout == run.stdout)
    }

    @Test("config \"providers\" reversed: API Hub first; API Hub down, data.go.kr answers")
    func reversed() async throws {
        let rig = try Rig(
            dataGoKr: { _ in .kmaPaged(fullIssue: E2E.issue0500) },
            apiHub: { _ in .raw(status: 502, body: Data("bad gateway".utf8)) })
        try rig.scenario.sandbox.write(
            #"{"providers": ["apiHub", "dataGoKr"]}"#, to: rig.scenario.sandbox.configFile)
        let run = try await rig.run()
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(rig.hubForecastRequests == 1 && rig.dataGoKrForecastRequests == 1)
        #expect(try Self.sources(run)["vilageFcst"]?.provider == "dataGoKr")

        // API Hub up, asked first: data.go.kr is not asked.
        let up = try Rig(dataGoKr: { _ in .raw(status: 500, body: Data()) })
        try up.scenario.sandbox.write(#"{"providers": ["apiHub", "dataGoKr"]}"#, to: up.scenario.sandbox.configFile)
        let first = try await up.run()
        #expect(first.status == 0 && up.dataGoKrForecastRequests == 0 && up.hubForecastRequests == 1)
        #expect(try Self.sources(first)["vilageFcst"]?.provider == "apiHub")
    }

    @Test("one key only: API Hub's alone works as data.go.kr's alone; data.go.kr's alone never asks API Hub")
    func oneKey() async throws {
        let hubOnly = try Rig(dataGoKr: { _ in .kmaPaged(fullIssue: E2E.issue0500) })
        let run = try await hubOnly.run(env: ["KMA_SERVICE_KEY": ""])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(hubOnly.scenario.requests.isEmpty && hubOnly.hubForecastRequests == 1)
        #expect(try Self.sources(run)["vilageFcst"]?.provider == "apiHub")

        // API Hub alone, failing: the line names it and its own setting, not --base-url.
        let hubDown = try Rig(dataGoKr: { _ in .kmaPaged(fullIssue: E2E.issue0500) }, apiHub: { _ in .hangUp })
        let down = try await hubDown.run(env: ["KMA_SERVICE_KEY": ""])
        E2E.expectFailure(down, code: 69)
        #expect(down.stderr.contains("API Hub: could not reach KMA"), "\(down.stderr)")
        #expect(down.stderr.contains("KKEULMIT_APIHUB_URL") && !down.stderr.contains("--base-url"))

        let portalOnly = try Rig(dataGoKr: { _ in .raw(status: 503, body: Data()) })
        let failed = try await portalOnly.run(env: ["KMA_APIHUB_KEY": ""])
        E2E.expectFailure(failed, code: 69)
        #expect(portalOnly.hubRequests.isEmpty && portalOnly.dataGoKrForecastRequests == 3)
    }

    @Test("an API Hub key from apiHubKeyFile; the key in no output, cache file or argv-visible place")
    func keyFile() async throws {
        let rig = try Rig(dataGoKr: { _ in .raw(status: 503, body: Data()) })
        let keyFile = rig.scenario.sandbox.root.path + "/hub.key"
        try rig.scenario.sandbox.write(Self.hubKey + "\n", to: keyFile)
        try rig.scenario.sandbox.write(#"{"apiHubKeyFile": "\#(keyFile)"}"#, to: rig.scenario.sandbox.configFile)
        let run = try await rig.run(["--verbose"], env: ["KMA_APIHUB_KEY": ""])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stderr.contains("API Hub key: from apiHubKeyFile \(keyFile)"))
        #expect(run.stderr.contains("(API Hub): HTTP 200"))
        #expect(run.stderr.contains("forecast: 20261130 0500 issue, network, from API Hub"), "\(run.stderr)")
        for file in rig.scenario.sandbox.allFiles() where file.path != keyFile {
            let text = String(decoding: file.data, as: UTF8.self)
            for secret in [Self.hubKey, E2E.decodedKey, E2E.encodedKey] {
                #expect(!text.contains(secret), "\(file.path) holds a key")
            }
        }
    }

    @Test("both down: the kept issue stands in with its age; without one, 69; every key rejected, 77")
    func bothDown() async throws {
        let rig = try Rig(dataGoKr: { _ in .kmaPaged(fullIssue: E2E.issue0500) })
        #expect(try await rig.run().status == 0)
        rig.scenario.server.route(rig.scenario.id) { _ in .raw(status: 503, body: Data()) }
        rig.scenario.server.route(rig.hub) { _ in .hangUp }
        let stale = try await rig.run(now: "2026-11-30T10:30:00+09:00")
        #expect(stale.status == 0, "stderr: \(stale.stderr)")
        #expect(stale.stderr.hasPrefix("kkeulmit: warning: ") && stale.stderr.contains("3 h ago"))
        let line = try #require(try Self.sources(stale)["vilageFcst"])
        #expect(line.status == "stale" && line.provider == "dataGoKr")

        let empty = try Rig(dataGoKr: { _ in .raw(status: 503, body: Data()) }, apiHub: { _ in .hangUp })
        E2E.expectFailure(try await empty.run(), code: 69)

        let rejected = try Rig(dataGoKr: { _ in E2E.xml("gateway-key-not-registered.xml") })
        let refused = try await rejected.run(env: ["KMA_APIHUB_KEY": "not-the-hub-key"])
        E2E.expectFailure(refused, code: 77)
        // The one line says what each provider answered.
        #expect(refused.stderr.contains("data.go.kr: KMA rejected the service key (code 30"), "\(refused.stderr)")
        #expect(refused.stderr.contains("; API Hub: API Hub did not accept the authKey (HTTP 401"))
        #expect(rejected.dataGoKrForecastRequests == 1 && rejected.hubForecastRequests == 1)

        // One provider rejecting the key, the other unavailable: 69, the one that may answer later.
        let mixed = try Rig(dataGoKr: { _ in E2E.xml("gateway-key-not-registered.xml") }, apiHub: { _ in .hangUp })
        E2E.expectFailure(try await mixed.run(), code: 69)
    }

    @Test("a run ends at --timeout while both providers hang")
    func bothHang() async throws {
        let rig = try Rig(dataGoKr: { _ in .neverAnswer }, apiHub: { _ in .neverAnswer })
        let run = try await rig.run(["--timeout", "4"])
        E2E.expectFailure(run, code: 69)
        #expect(run.endsByDeadline(4), "took \(run.seconds) s under --timeout 4")
        #expect(rig.dataGoKrForecastRequests == 1)
    }

    @Test("data.go.kr out of quota: skipped by the next runs that day, asked again from 00:00 KST")
    func quotaRemembered() async throws {
        let rig = try Rig(dataGoKr: { _ in E2E.xml("gateway-quota-exceeded.xml", status: 429) })
        #expect(try await rig.run().status == 0)
        #expect(rig.dataGoKrForecastRequests == 1 && rig.hubForecastRequests == 1)
        #expect(rig.scenario.sandbox.cacheFiles().contains("provider-dataGoKr.exhausted"))

        // Later that day (the kept issue removed, so the run must ask): data.go.kr is not asked.
        rig.removeKeptForecasts()
        let later = try await rig.run(["--verbose"], now: "2026-11-30T23:59:00+09:00")
        #expect(later.status == 0, "stderr: \(later.stderr)")
        #expect(rig.dataGoKrForecastRequests == 1 && rig.hubForecastRequests == 2)
        #expect(later.stderr.contains("data.go.kr skipped, its daily quota is used up until 00:00 KST"))

        // The next KST day: asked again.
        rig.removeKeptForecasts()
        rig.scenario.server.route(rig.scenario.id) { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        _ = try await rig.run(now: "2026-12-01T00:00:30+09:00")
        #expect(rig.dataGoKrForecastRequests == 2)
    }

    @Test("API Hub's 403 after it answered that day is its quota: skipped for the rest of the day")
    func hubQuota() async throws {
        let rig = try Rig(dataGoKr: { _ in .raw(status: 503, body: Data()) })
        try rig.scenario.sandbox.write(#"{"providers": ["apiHub", "dataGoKr"]}"#, to: rig.scenario.sandbox.configFile)
        #expect(try await rig.run().status == 0)
        rig.removeKeptForecasts()
        rig.scenario.server.route(rig.hub) { _ in .raw(status: 403, body: E2E.fixture("apihub-not-approved.json")) }
        rig.scenario.server.route(rig.scenario.id) { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        let second = try await rig.run(now: "2026-11-30T09:30:00+09:00")
        #expect(second.status == 0, "stderr: \(second.stderr)")
        #expect(try Self.sources(second)["vilageFcst"]?.provider == "dataGoKr")
        #expect(rig.scenario.sandbox.cacheFiles().contains("provider-apiHub.exhausted"))
        rig.removeKeptForecasts()
        _ = try await rig.run(now: "2026-11-30T11:30:00+09:00")
        #expect(rig.hubForecastRequests == 2, "API Hub asked again after its quota ran out")
    }

    @Test("batch: --max-requests counts the requests of every provider")
    func budgetCountsBoth() async throws {
        let rig = try Rig(dataGoKr: { _ in .raw(status: 503, body: Data()) })
        let run = try await rig.scenario.run(
            ["batch", "--forecast-only", "--max-requests", "1"], env: batchEnvironment(rig), secrets: [Self.hubKey],
            input: #"{"id": "a", "location": {"nx": 60, "ny": 127}}"# + "\n")
        // data.go.kr took the one request; API Hub was not sent one.
        #expect(rig.dataGoKrForecastRequests == 1 && rig.hubRequests.isEmpty, "stdout: \(run.stdout)")
        #expect(run.stdout.contains("--max-requests 1 reached"))
    }

    @Test("batch: a provider out of quota is skipped for the rest of the run")
    func batchQuota() async throws {
        let rig = try Rig(dataGoKr: { _ in E2E.xml("gateway-quota-exceeded.xml") })
        let input = [
            #"{"id": "a", "location": {"nx": 60, "ny": 127}}"#, #"{"id": "b", "location": {"nx": 61, "ny": 127}}"#,
        ]
        let run = try await rig.scenario.run(
            ["batch", "--forecast-only", "--concurrency", "1"], env: batchEnvironment(rig), secrets: [Self.hubKey],
            input: input.joined(separator: "\n") + "\n")
        #expect(rig.dataGoKrForecastRequests == 1, "stdout: \(run.stdout)")
        #expect(rig.hubForecastRequests == 2)
    }

    private func batchEnvironment(_ rig: Rig) -> [String: String] {
        var environment = E2E.env()
        environment["KMA_APIHUB_KEY"] = Self.hubKey
        environment["KKEULMIT_APIHUB_URL"] = rig.scenario.server.baseURL(for: rig.hub)
        return environment
    }
}
