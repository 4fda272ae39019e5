import Foundation
import KkeulmitCore
import Testing

/// The official warnings (`weatherAlerts`, `getPwnCd`) and pollen (`pollen`, three operations) through the one
/// pipeline, on the loopback server: a 한파경보 for 서울동북권, a lifted one, a city split on 2026-05-31, a pollen
/// high day, pollen out of season, a key registered for neither, the switches, the cache and `batch`.
@Suite("kkeulmit with official warnings and pollen end to end")
struct AlertsPollenEndToEndTests {
    private static let alertsDirectory = Repository.root.appendingPathComponent("Fixtures/Alerts")
    private static let pollenDirectory = Repository.root.appendingPathComponent("Fixtures/Pollen")

    private static func file(_ directory: URL, _ name: String) -> Data {
        (try? Data(contentsOf: directory.appendingPathComponent(name))) ?? Data()
    }

    private static let coldWave = file(alertsDirectory, "pwn-cd-coldwave-seoul-northeast.json")
    private static let lifted = file(alertsDirectory, "pwn-cd-coldwave-lifted.json")
    private static let oakOff = file(pollenDirectory, "pollen-oak-recorded-off-season.json")
    private static let weedsOff = file(pollenDirectory, "pollen-weeds-off-season.json")
    private static let oakHigh = file(pollenDirectory, "pollen-oak-1111000000-2027042006.json")
    private static let pine = file(pollenDirectory, "pollen-pine-1111000000-2027042006.json")
    private static let emptyDay = file(alertsDirectory, "pwn-cd-empty-day-00.json")

    private static func answer(_ data: Data, status: Int = 200) -> LoopbackServer.Response {
        .raw(status: status, headers: [("Content-Type", "application/json;charset=UTF-8")], body: data)
    }

    /// A getPwnCd answer holding the rows of `rows` announced on the day asked for (`fromTmFc`), as the service
    /// answers one day: the fixtures span two days.
    private static func day(_ rows: Data, request: LoopbackServer.Request) -> LoopbackServer.Response {
        guard let day = request.query["fromTmFc"], request.query["toTmFc"] == day,
            var root = try? JSONSerialization.jsonObject(with: rows) as? [String: Any],
            var response = root["response"] as? [String: Any], var body = response["body"] as? [String: Any]
        else { return .raw(status: 400, body: Data("bad getPwnCd request".utf8)) }
        let all = ((body["items"] as? [String: Any])?["item"] as? [[String: Any]]) ?? []
        let kept = all.filter { "\($0["tmFc"] ?? "")".hasPrefix(day) }
        body["items"] = kept.isEmpty ? "" as Any : ["item": kept] as Any
        body["totalCount"] = kept.count
        response["body"] = body
        root["response"] = response
        return answer((try? JSONSerialization.data(withJSONObject: root)) ?? Data())
    }

    /// Warnings from `rows` by day; pollen by operation (`oak`, `pine`, `weeds` answers).
    private static func advisories(
        rows: Data = coldWave, oak: Data = oakOff, pine: Data = oakOff, weeds: Data = weedsOff
    ) -> LoopbackServer.Handler {
        { request in
            switch request.path {
            case "/getPwnCd": day(rows, request: request)
            case "/getOakPollenRiskIdxV3": answer(oak)
            case "/getPinePollenRiskIdxV3": answer(pine)
            case "/getWeedsPollenRiskndxV3": answer(weeds)
            default: .raw(status: 404, body: Data())
            }
        }
    }

    /// The forecast for whatever issue is asked for (the 0500 fixture moved to it), and `handler` for the warnings
    /// and pollen.
    private static func scenario(_ handler: @escaping LoopbackServer.Handler) throws -> KMAScenario {
        let s = try KMAScenario { request in
            guard let date = request.query["base_date"], let time = request.query["base_time"],
                let issue = E2E.shifted(E2E.issue0500, toBase: date, time)
            else { return .raw(status: 400, body: Data()) }
            return .kmaPaged(fullIssue: issue)
        }
        s.server.routeAdvisories(s.id, handler)
        return s
    }

    private static func asked(_ s: KMAScenario) -> [LoopbackServer.Request] {
        s.server.requests(for: s.id + LoopbackServer.advisorySuffix)
    }

    private static func json(_ r: BinaryRunner.Result) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    }

    private static func status(_ j: [String: Any], _ id: String) -> String? {
        ((j["sources"] as? [[String: Any]]) ?? []).first { $0["id"] as? String == id }?["status"] as? String
    }

    private static func ids(_ j: [String: Any], _ key: String) -> [String] {
        (((j["outfit"] as? [String: Any])?[key] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String }
    }

    /// The two sources under test on, the others off.
    private static let config = #"{"sources": {"nowcast": false, "airQuality": false, "uv": false}}"#

    private static func run(
        _ s: KMAScenario, _ args: [String], now: String = E2E.morning, config: String = config
    ) async throws -> BinaryRunner.Result {
        try s.sandbox.write(config, to: s.sandbox.configFile)
        return try await s.run(args, env: E2E.env(now: now))
    }

    @Test("a 한파경보 in force for 서울동북권: `now --place 노원구` leads with it, adds gloves and a hat, sets alerts")
    func coldWaveWarning() async throws {
        let s = try Self.scenario(Self.advisories())
        let args = ["now", "--place", "노원구", "--no-cache"]
        let j = try Self.json(try await Self.run(s, args + ["--json"]))
        #expect(Self.status(j, "weatherAlerts") == "ok")
        let alerts = try #require(j["alerts"] as? [[String: Any]])
        #expect(alerts.count == 1)
        let alert = try #require(alerts.first)
        #expect(alert["type"] as? String == "coldWave" && alert["level"] as? String == "warning")
        #expect(alert["zone"] as? String == "L1100200" && alert["zoneName"] as? String == "서울동북권")
        #expect(alert["since"] as? String == "2026-11-30T05:00:00+09:00" && alert["until"] is NSNull)
        #expect(alert["precision"] as? String == "member")
        #expect(Set(["gloves", "hat"]).isSubset(of: Set(Self.ids(j, "items"))))
        #expect(Self.ids(j, "notes").first == "alert-coldWave")
        // One KST day a request, today's and the ten closed days before it, each once, the whole country.
        let days = Self.asked(s).filter { $0.path == "/getPwnCd" }
        #expect(days.count == 11)
        #expect(Set(days.compactMap { $0.query["fromTmFc"] }).count == 11)
        #expect(days.allSatisfy { $0.query["areaCode"] == nil && $0.query["serviceKey"] == E2E.decodedKey })
        #expect(days.first?.query["fromTmFc"] == "20261130" && days.last?.query["fromTmFc"] == "20261120")
        let text = try await Self.run(s, args)
        #expect(text.status == 0 && text.stderr == "")
        let warning = try #require(text.stdout.range(of: "한파경보 — 서울동북권"), "\(text.stdout)")
        let outfit = try #require(text.stdout.range(of: "패딩"))
        #expect(warning.lowerBound < outfit.lowerBound, "the warning leads: \(text.stdout)")
    }

    @Test("a lifted warning disappears: in the window while in force (until said), gone after its lift")
    func liftedWarning() async throws {
        let s = try Self.scenario(Self.advisories(rows: Self.lifted))
        let during = try Self.json(try await Self.run(s, ["now", "--place", "노원구", "--json", "--no-cache"]))
        let alert = try #require((during["alerts"] as? [[String: Any]])?.first)
        #expect(alert["until"] as? String == "2026-11-30T11:00:00+09:00")
        let after = try Self.json(
            try await Self.run(s, ["at", "2026-11-30T13:00", "--place", "노원구", "--json", "--no-cache"]))
        #expect(Self.status(after, "weatherAlerts") == "ok")
        #expect((after["alerts"] as? [Any])?.isEmpty == true)
        #expect(!Self.ids(after, "notes").contains { $0.hasPrefix("alert-") })
    }

    @Test("a city split on 2026-05-31 maps both before (its province's zones, said) and after (its own zones)")
    func splitCity() async throws {
        // A 호우주의보 on 파주시서북부 from 2026-06-01 09:00, and one on 수원시 on 2026-05-30 (a zone of 경기도 then).
        let rows = Data(
            """
            {"response":{"header":{"resultCode":"00","resultMsg":"NORMAL_SERVICE"},"body":{"dataType":"JSON",
            "items":{"item":[
            {"allEndTime":0,"areaCode":"L1013720","areaName":"파주시서북부","cancel":"0","command":"1","endTime":0,
             "stnId":"108","tmFc":202606010900,"tmSeq":12,"warnVar":2,"warnStress":0,"startTime":202606010900},
            {"allEndTime":0,"areaCode":"L1011900","areaName":"수원시","cancel":"0","command":"1","endTime":0,
             "stnId":"108","tmFc":202605300600,"tmSeq":401,"warnVar":2,"warnStress":0,"startTime":202605300600}]},
            "pageNo":1,"numOfRows":1000,"totalCount":2}}}
            """.utf8)
        let s = try Self.scenario(Self.advisories(rows: rows))
        let args = ["now", "--place", "파주시", "--json", "--no-cache"]
        let after = try Self.json(try await Self.run(s, args, now: "2026-06-01T09:30:00+09:00"))
        let own = try #require((after["alerts"] as? [[String: Any]])?.first)
        #expect(own["type"] as? String == "heavyRain" && own["zone"] as? String == "L1013720")
        #expect(own["precision"] as? String == "split")
        let before = try Self.json(try await Self.run(s, args, now: "2026-05-30T07:30:00+09:00"))
        let province = try #require((before["alerts"] as? [[String: Any]])?.first)
        #expect(province["zone"] as? String == "L1011900" && province["precision"] as? String == "province")
    }

    @Test("a pollen high day (참나무 높음): JSON pollen, a KF80 mask and the note naming the species")
    func pollenHighDay() async throws {
        let s = try Self.scenario(Self.advisories(rows: Self.emptyDay, oak: Self.oakHigh, pine: Self.pine))
        let args = ["now", "--place", "종로구", "--no-cache"]
        let j = try Self.json(try await Self.run(s, args + ["--json"], now: "2027-04-20T07:30:00+09:00"))
        #expect(Self.status(j, "pollen") == "ok")
        let pollen = try #require(j["pollen"] as? [String: Any])
        #expect(pollen["day"] as? String == "2027-04-20" && pollen["issued"] as? String == "2027-04-20T06:00:00+09:00")
        #expect(pollen["oak"] as? Int == 2 && pollen["pine"] as? Int == 1 && pollen["weeds"] is NSNull)
        #expect(pollen["grade"] as? Int == 2)
        #expect(Self.ids(j, "items").contains("mask-kf80") && Self.ids(j, "notes").contains("pollen"))
        let text = try await Self.run(s, args, now: "2027-04-20T07:30:00+09:00")
        #expect(text.stdout.contains("꽃가루(참나무) 높음 — 마스크를 챙기세요"), "\(text.stdout)")
        let areas = Self.asked(s).filter { $0.path.contains("Pollen") }.compactMap { $0.query["areaNo"] }
        #expect(Set(areas) == ["1111000000"])
    }

    @Test("out of season: null per species, notApplicable, and no request again until the next issue")
    func offSeason() async throws {
        let s = try Self.scenario(Self.advisories(rows: Self.emptyDay))
        let args = ["now", "--place", "종로구", "--json"]
        let first = try Self.json(try await Self.run(s, args))
        #expect(Self.status(first, "pollen") == "notApplicable" && first["pollen"] is NSNull)
        let pollenRequests = { Self.asked(s).filter { $0.path.contains("Pollen") }.count }
        #expect(pollenRequests() == 3)
        let again = try Self.json(try await Self.run(s, args, now: "2026-11-30T17:50:00+09:00"))
        #expect(Self.status(again, "pollen") == "notApplicable")
        #expect(pollenRequests() == 3)
        // The 18시 issue: asked again, once per species.
        _ = try await Self.run(s, args, now: "2026-11-30T18:30:00+09:00")
        #expect(pollenRequests() == 6)
    }

    @Test("the warnings are asked again at most every 10 minutes; a closed day once")
    func tenMinutes() async throws {
        let s = try Self.scenario(Self.advisories(rows: Self.coldWave))
        let args = ["now", "--place", "노원구", "--json"]
        let days = { Self.asked(s).filter { $0.path == "/getPwnCd" }.compactMap { $0.query["fromTmFc"] } }
        _ = try await Self.run(s, args, now: "2026-11-30T07:31:00+09:00")
        #expect(days().count == 11)
        let cached = try Self.json(try await Self.run(s, args, now: "2026-11-30T07:39:00+09:00"))
        #expect(days().count == 11)
        #expect(Self.status(cached, "weatherAlerts") == "ok" && (cached["alerts"] as? [Any])?.count == 1)
        _ = try await Self.run(s, args, now: "2026-11-30T07:40:00+09:00")
        #expect(days().count == 12 && days().last == "20261130")
    }

    @Test(
        "a key registered for neither service: exit 0, notRegistered, one short line each, stderr only with --verbose")
    func notRegistered() async throws {
        let refusal = Self.file(Self.pollenDirectory, "pollen-gateway-key-not-registered-http403.json")
        let s = try Self.scenario { _ in Self.answer(refusal, status: 403) }
        let j = try Self.json(try await Self.run(s, ["now", "--place", "노원구", "--json", "--no-cache"]))
        #expect(Self.status(j, "weatherAlerts") == "notRegistered" && Self.status(j, "pollen") == "notRegistered")
        #expect(j["alerts"] is NSNull && j["pollen"] is NSNull)
        let r = try await Self.run(s, ["now", "--place", "노원구", "--no-cache"])
        #expect(r.status == 0 && r.stderr == "")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0 == "기상특보: 서비스 키가 기상특보 조회서비스에 등록되지 않았어요 — kkeulmit doctor" }.count == 1)
        #expect(lines.filter { $0 == "꽃가루: 서비스 키가 보건기상지수에 등록되지 않았어요 — kkeulmit doctor" }.count == 1)
        let verbose = try await Self.run(s, ["now", "--place", "노원구", "--no-cache", "--verbose"])
        #expect(verbose.status == 0)
        let said = verbose.stderr.split(separator: "\n").filter { $0.contains("not registered") }
        #expect(
            said.filter { $0.contains("weatherAlerts") }.count == 1 && said.filter { $0.contains("pollen") }.count == 1)
    }

    @Test(
        "--forecast-only and config \"sources\" turn them off: status off, null, no request",
        arguments: [
            (["--forecast-only"], config, "off", "off"),
            ([], #"{"sources": {"alerts": false}}"#, "off", "notApplicable"),
            ([], #"{"sources": {"pollen": false}}"#, "ok", "off"),
        ])
    func switches(extra: [String], config: String, alerts: String, pollen: String) async throws {
        let s = try Self.scenario(Self.advisories())
        let j = try Self.json(
            try await Self.run(s, ["now", "--place", "노원구", "--json", "--no-cache"] + extra, config: config))
        #expect(Self.status(j, "weatherAlerts") == alerts && Self.status(j, "pollen") == pollen)
        if alerts == "off" { #expect(j["alerts"] is NSNull && !Self.asked(s).contains { $0.path == "/getPwnCd" }) }
        if pollen == "off" { #expect(!Self.asked(s).contains { $0.path.contains("Pollen") }) }
    }

    @Test("batch: one getPwnCd per day for every place, pollen once per area and species, all counted")
    func batchShares() async throws {
        let s = try Self.scenario(Self.advisories())
        try s.sandbox.write(Self.config, to: s.sandbox.configFile)
        let input =
            ["노원구", "종로구", "노원구", "강남구"].enumerated().map { i, place in
                #"{"id": "\#(i)", "location": {"place": "\#(place)"}}"#
            }.joined(separator: "\n") + "\n"
        let r = try await s.run(["batch", "--no-cache"], env: E2E.env(), input: input)
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.count == 4)
        let asked = Self.asked(s)
        let days = asked.filter { $0.path == "/getPwnCd" }.compactMap { $0.query["fromTmFc"] }
        #expect(days.count == 11 && Set(days).count == 11)
        let pollen = asked.filter { $0.path.contains("Pollen") }.map { $0.path + ($0.query["areaNo"] ?? "") }
        #expect(pollen.count == Set(pollen).count && Set(pollen.map { $0.suffix(10) }).count == 3)
    }

    @Test("--demo: a 한파주의보 morning and pollen out of season, from samples in the services' shapes, no request")
    func demo() async throws {
        let r = try await BinaryRunner.run(["now", "--demo", "--json"], environment: [:])
        #expect(r.status == 0 && r.stderr == "")
        let j = try Self.json(r)
        #expect(j["demo"] as? Bool == true)
        #expect(Self.status(j, "weatherAlerts") == "ok" && Self.status(j, "pollen") == "notApplicable")
        let alert = try #require((j["alerts"] as? [[String: Any]])?.first)
        #expect(alert["type"] as? String == "coldWave" && alert["level"] as? String == "advisory")
        #expect(alert["zone"] as? String == "L1100400" && alert["since"] as? String == "2026-11-29T21:00:00+09:00")
        #expect(j["pollen"] is NSNull)
        #expect(Set(["gloves", "hat"]).isSubset(of: Set(Self.ids(j, "items"))))
    }

    /// getPwnStatus's answer naming `t6`.
    private static func status(t6: String) -> LoopbackServer.Response {
        answer(
            Data(
                (#"{"response":{"header":{"resultCode":"00","resultMsg":"NORMAL_SERVICE"},"body":{"dataType":"JSON","#
                    + #""items":{"item":[{"other":"o 없음","t6":"\#(t6)","t7":"o 없음","tmEf":"202612150400","#
                    + #""tmFc":202612150400,"tmSeq":300}]},"pageNo":1,"numOfRows":10,"totalCount":1}}}"#).utf8))
    }

    @Test(
        "warnVar 8 in force: read as KMA's status text names it (대설 by the guide's reading, 황사 by the other)",
        arguments: [
            ("o 대설경보 : 강원도(철원군)", "heavySnow", "winter-boots"),
            ("o 황사경보 : 강원도(철원군)", "yellowDust", "mask-kf94"),
        ])
    func warnVarReading(t6: String, type: String, item: String) async throws {
        let rows = Self.file(Self.alertsDirectory, "pwn-cd-warnvar-8.json")
        let s = try Self.scenario { request in
            switch request.path {
            case "/getPwnCd": Self.day(rows, request: request)
            case "/getPwnStatus": Self.status(t6: t6)
            default: Self.answer(Self.oakOff)
            }
        }
        let j = try Self.json(
            try await Self.run(
                s, ["now", "--place", "철원군", "--json", "--no-cache"], now: "2026-12-15T07:30:00+09:00"))
        let alert = try #require((j["alerts"] as? [[String: Any]])?.first)
        #expect(alert["type"] as? String == type && alert["zone"] as? String == "L1021300")
        #expect(Self.ids(j, "items").contains(item))
        #expect(Self.asked(s).filter { $0.path == "/getPwnStatus" }.count == 1)
    }

    @Test("the service failing later: the warnings kept from an earlier 10 minutes stand in, stale, exit 0, quiet")
    func staleWarnings() async throws {
        let failing = Locked(false)
        let live = Self.advisories()
        let s = try Self.scenario { request in
            failing.value ? .raw(status: 503, body: Data("busy".utf8)) : live(request)
        }
        let args = ["now", "--place", "노원구", "--json"]
        _ = try await Self.run(s, args, now: "2026-11-30T07:31:00+09:00")
        failing.withLock { $0 = true }
        let r = try await Self.run(s, args, now: "2026-11-30T07:45:00+09:00")
        #expect(r.status == 0 && r.stderr == "")
        let j = try Self.json(r)
        #expect(Self.status(j, "weatherAlerts") == "stale")
        #expect((j["alerts"] as? [[String: Any]])?.first?["type"] as? String == "coldWave")
    }
}
