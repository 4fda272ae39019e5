import Foundation
import Testing

/// The area-code fallback in `batch` (issue 27, item 7): every line about a renamed area shares the fallback's
/// outcome like an answer, so each UV and pollen request (operation, `areaNo`) is sent once per run, the codes the
/// service rejected included; a second run asks only with the code that answered, and a warm cache asks nothing.
@Suite("the area-code fallback shared by a batch end to end")
struct AreaFallbackBatchEndToEndTests {
    private static let uvFixtures = Repository.root.appendingPathComponent("Fixtures/UV")
    private static let pollenFixtures = Repository.root.appendingPathComponent("Fixtures/Pollen")

    private static func file(_ directory: URL, _ name: String) -> Data {
        (try? Data(contentsOf: directory.appendingPathComponent(name))) ?? Data()
    }

    private static func answer(_ data: Data) -> LoopbackServer.Response {
        .raw(status: 200, headers: [("Content-Type", "application/json;charset=UTF-8")], body: data)
    }

    /// The code the services know for 인천광역시 중구 신포동 (today 제물포구 신포동, 2812551000; its 시군구 code
    /// 2812500000 is unknown too): the 시도's.
    private static let known = "2800000000"

    /// UV: the sample re-addressed for `known`, `99 UNKNOWN_ERROR` for any other code.
    private static func uv(_ request: LoopbackServer.Request) -> LoopbackServer.Response {
        guard request.query["areaNo"] == known else {
            return answer(file(uvFixtures, "uv-idx-v5-result-99-invalid-area.json"))
        }
        let sample = String(decoding: file(uvFixtures, "uv-idx-v5-1111000000-2026113006-success.json"), as: UTF8.self)
        return answer(Data(sample.replacingOccurrences(of: "1111000000", with: known).utf8))
    }

    /// Pollen: out of season (an answer) for `known`, `99 UNKNOWN_ERROR` for any other code.
    private static func pollen(_ request: LoopbackServer.Request) -> LoopbackServer.Response {
        guard request.query["areaNo"] == known else {
            return answer(file(pollenFixtures, "pollen-result-99-unknown-error.json"))
        }
        let weeds = request.path.hasPrefix("/getWeeds")
        return answer(
            file(pollenFixtures, weeds ? "pollen-weeds-off-season.json" : "pollen-oak-recorded-off-season.json"))
    }

    private static func scenario() throws -> KMAScenario {
        let s = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        s.server.routeExposure(s.id) { request in
            request.path == "/getUVIdxV5" ? uv(request) : .raw(status: 404, body: Data())
        }
        s.server.routeAdvisories(s.id) { request in
            request.path.contains("Pollen") ? pollen(request) : .raw(status: 404, body: Data())
        }
        try s.sandbox.write(
            #"{"sources": {"nowcast": false, "airQuality": false, "alerts": false}}"#, to: s.sandbox.configFile)
        return s
    }

    /// UV and pollen requests by operation and `areaNo`, as `"/getUVIdxV5 2812551000"`.
    private static func asked(_ s: KMAScenario) -> [String: Int] {
        let requests =
            s.server.requests(for: s.id + LoopbackServer.exposureSuffix)
            + s.server.requests(for: s.id + LoopbackServer.advisorySuffix)
        return requests.reduce(into: [:]) { $0["\($1.path) \($1.query["areaNo"] ?? "")", default: 0] += 1 }
    }

    private static func input(_ count: Int) -> String {
        let places = ["인천광역시 중구 신포동", "제물포구 신포동"]
        return (0..<count).map { i in #"{"id": "p\#(i)", "location": {"place": "\#(places[i % 2])"}}"# }
            .joined(separator: "\n") + "\n"
    }

    private static func statuses(_ r: BinaryRunner.Result) throws -> [String] {
        try r.stdout.split(separator: "\n").map { line in
            let j = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let sources = ((j["advice"] as? [String: Any])?["sources"] as? [[String: Any]]) ?? []
            let ids = ["uvIndex", "pollen"]
            return sources.filter { ids.contains($0["id"] as? String ?? "") }.map { "\($0["status"] ?? "")" }
                .joined(separator: ",")
        }
    }

    @Test(
        "8 lines about one renamed area: each UV and pollen request (operation, areaNo) sent once, rejected codes too",
        arguments: [["--no-cache"], []])
    func onceEach(extra: [String]) async throws {
        let s = try Self.scenario()
        let r = try await s.run(["batch", "--concurrency", "4"] + extra, env: E2E.env(), input: Self.input(8))
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(try Self.statuses(r) == Array(repeating: "ok,notApplicable", count: 8))
        // UV and the first pollen species walk the codes; with a cache the other species start with the code that
        // answered (remembered per place), without one they walk them too.
        let codes = ["2812551000", "2812500000", Self.known]
        let others = ["/getPinePollenRiskIdxV3", "/getWeedsPollenRiskndxV3"]
        let walked = (["/getUVIdxV5", "/getOakPollenRiskIdxV3"] + (extra.isEmpty ? [] : others)).flatMap { op in
            codes.map { "\(op) \($0)" }
        }
        let expected = walked + (extra.isEmpty ? others.map { "\($0) \(Self.known)" } : [])
        #expect(Self.asked(s) == Dictionary(uniqueKeysWithValues: expected.map { ($0, 1) }))
        guard extra.isEmpty else { return }
        // Warm: the outcome and the answers are kept; nothing is asked again.
        let warm = try await s.run(["batch"], env: E2E.env(), input: Self.input(8))
        #expect(warm.status == 0)
        #expect(Self.asked(s) == Dictionary(uniqueKeysWithValues: expected.map { ($0, 1) }))
    }
}
