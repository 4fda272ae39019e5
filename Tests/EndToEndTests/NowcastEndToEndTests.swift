import Foundation
import Testing

/// `now` with the two ultra-short sources on the loopback KMA: merged, late, hung, not registered.
@Suite("kkeulmit now with the ultra-short sources end to end")
struct NowcastEndToEndTests {
    private static let args = ["now", "--nx", "60", "--ny", "127", "--no-cache"]
    private static let ncst0700 = E2E.fixture("ultra-srt-ncst-0700-success.json")
    private static let fcst0630 = E2E.fixture("ultra-srt-fcst-0630-success.json")
    private static let noData = E2E.fixture("ultra-srt-ncst-no-data.json")

    private static func json(_ r: BinaryRunner.Result) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    }

    private static func statuses(_ j: [String: Any]) -> [String] {
        ((j["sources"] as? [[String: Any]]) ?? []).map { "\($0["id"] ?? "")=\($0["status"] ?? "")" }
    }

    private static func answer(_ data: Data) -> LoopbackServer.Response {
        .raw(status: 200, headers: [("Content-Type", "application/json;charset=UTF-8")], body: data)
    }

    @Test("both answer: the 07:00 observation is the current hour (it beats the forecast), then the 06:30 forecast")
    func merged() async throws {
        let s = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        s.server.routeNowcast(s.id) { r in
            r.path == "/getUltraSrtNcst" ? Self.answer(Self.ncst0700) : Self.answer(Self.fcst0630)
        }
        let r = try await s.run(Self.args + ["--json"], env: E2E.env())
        #expect(r.status == 0 && r.stderr == "")
        let j = try Self.json(r)
        #expect(
            Self.statuses(j) == [
                "vilageFcst=ok", "ultraSrtNcst=ok", "ultraSrtFcst=ok", "airQuality=unavailable",
                "dustForecast=unavailable", "uvIndex=unavailable", "weatherAlerts=unavailable", "pollen=unavailable",
            ])
        let current = try #require(j["current"] as? [String: Any])
        #expect(current["temperature"] as? Double == -2.4)
        #expect(current["time"] as? String == "2026-11-30T07:00:00+09:00")
        let hourly = try #require(j["hourly"] as? [[String: Any]])
        #expect(hourly.first?["temperature"] as? Double == -2.4)
        #expect(hourly.first?["source"] as? String == "observation")
        #expect(hourly[1]["source"] as? String == "ultraShortForecast")
        #expect(hourly.last?["source"] as? String == "shortForecast")
        let asked = s.requests.map { "\($0.path) \($0.query["base_time"] ?? "")" }.sorted()
        #expect(asked == ["/getUltraSrtFcst 0630", "/getUltraSrtNcst 0700", "/getVilageFcst 0500"])
        #expect(
            s.requests.filter { $0.path != "/getVilageFcst" }.allSatisfy { Int($0.query["numOfRows"] ?? "")! >= 100 })
    }

    @Test(
        "--forecast-only, or config \"sources\": {\"nowcast\": false}: one request, the ultra-short sources off",
        arguments: [true, false])
    func turnedOff(byOption: Bool) async throws {
        let s = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        s.server.routeNowcast(s.id) { r in
            r.path == "/getUltraSrtNcst" ? Self.answer(Self.ncst0700) : Self.answer(Self.fcst0630)
        }
        if !byOption {
            try s.sandbox.write(#"{"sources": {"nowcast": false}}"#, to: s.sandbox.configFile)
        }
        let r = try await s.run(Self.args + ["--json"] + (byOption ? ["--forecast-only"] : []), env: E2E.env())
        #expect(r.status == 0 && r.stderr == "")
        let j = try Self.json(r)
        #expect(Self.statuses(j).prefix(3) == ["vilageFcst=ok", "ultraSrtNcst=off", "ultraSrtFcst=off"])
        #expect(j["current"] is NSNull)
        #expect(s.requests.map(\.path) == ["/getVilageFcst"])
    }

    @Test("code 30 from the ultra-short operations: exit 0, no stderr, notRegistered, one short line each")
    func notRegistered() async throws {
        let s = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        let j = try Self.json(try await s.run(Self.args + ["--json"], env: E2E.env()))
        #expect(
            Self.statuses(j).prefix(3) == ["vilageFcst=ok", "ultraSrtNcst=notRegistered", "ultraSrtFcst=notRegistered"])
        #expect(j["current"] is NSNull)
        let r = try await s.run(Self.args, env: E2E.env())
        #expect(r.status == 0 && r.stderr == "")
        #expect(r.stdout.components(separatedBy: "\n").filter { $0.contains("서비스 키가 등록되지 않았어요") }.count == 2)
        #expect(r.stdout.contains("초단기예보: 서비스 키가 등록되지 않았어요 — kkeulmit doctor"))
    }

    @Test("late (03): one step back per product, then unavailable; exit 0")
    func late() async throws {
        let s = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        s.server.routeNowcast(s.id) { _ in Self.answer(Self.noData) }
        let r = try await s.run(Self.args + ["--json"], env: E2E.env())
        #expect(r.status == 0 && r.stderr == "")
        #expect(
            Self.statuses(try Self.json(r)).prefix(3) == [
                "vilageFcst=ok", "ultraSrtNcst=unavailable", "ultraSrtFcst=unavailable",
            ])
        let asked = s.requests.map { "\($0.path) \($0.query["base_time"] ?? "")" }.sorted()
        #expect(
            asked == [
                "/getUltraSrtFcst 0530", "/getUltraSrtFcst 0630", "/getUltraSrtNcst 0600", "/getUltraSrtNcst 0700",
                "/getVilageFcst 0500",
            ])
    }

    @Test("a nowcast that never answers: the run ends within --timeout, exit 0, unavailable")
    func hung() async throws {
        let s = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        s.server.routeNowcast(s.id) { _ in .neverAnswer }
        let r = try await s.run(Self.args + ["--json", "--timeout", E2E.hangTimeout], env: E2E.env())
        #expect(r.status == 0 && r.stderr == "")
        #expect(
            Self.statuses(try Self.json(r)).prefix(3) == [
                "vilageFcst=ok", "ultraSrtNcst=unavailable", "ultraSrtFcst=unavailable",
            ])
    }

    @Test("at does not use the ultra-short sources: notApplicable, no request")
    func atNotApplicable() async throws {
        let s = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        let r = try await s.run(
            ["at", "2026-11-30T09:00", "--nx", "60", "--ny", "127", "--no-cache", "--json"], env: E2E.env())
        #expect(r.status == 0)
        #expect(
            Self.statuses(try Self.json(r)).prefix(3) == [
                "vilageFcst=ok", "ultraSrtNcst=notApplicable", "ultraSrtFcst=notApplicable",
            ])
        #expect(s.server.requests(for: s.id + LoopbackServer.nowcastSuffix).isEmpty)
    }
}
