import Foundation
import Testing

/// `now` with AirKorea (stations, measurement, dust forecast) and the UV index on the loopback server: a 나쁨
/// morning, a high-UV day, a key registered for the forecast only, the nearest station reporting `-`.
@Suite("kkeulmit now with fine dust and the UV index end to end")
struct AirUVEndToEndTests {
    private static let args = ["now", "--place", "종로구", "--no-cache"]
    private static let air = Repository.root.appendingPathComponent("Fixtures/AirKorea")
    private static let uvFixtures = Repository.root.appendingPathComponent("Fixtures/UV")

    private static func file(_ directory: URL, _ name: String) -> Data {
        (try? Data(contentsOf: directory.appendingPathComponent(name))) ?? Data()
    }

    private static let stations = file(air, "nearby-msrstn-list-jongno-success.json")
    private static let jongno = file(air, "msrstn-rltm-mesure-dnsty-jongno-success.json")
    private static let junggu = file(air, "msrstn-rltm-mesure-dnsty-junggu-success.json")
    private static let nearestDash = file(air, "msrstn-rltm-mesure-dnsty-nearest-dash.json")
    private static let dust = file(air, "minu-dust-frcst-dspth-20261130-0500.json")
    private static let uv = file(uvFixtures, "uv-idx-v5-1111000000-2026113006-success.json")
    /// The same issue with a noon value of 7 (높음) in place of 4.
    private static let uvHigh = Data(
        String(decoding: uv, as: UTF8.self).replacingOccurrences(of: #""h6": "4""#, with: #""h6": "7""#).utf8)

    private static func answer(_ data: Data, status: Int = 200) -> LoopbackServer.Response {
        .raw(status: status, headers: [("Content-Type", "application/json;charset=UTF-8")], body: data)
    }

    /// AirKorea and UV by operation; `measurement` answers per station.
    private static func exposure(
        measurement: @escaping @Sendable (String) -> LoopbackServer.Response = { _ in answer(jongno) },
        uvAnswer: LoopbackServer.Response = answer(uv)
    ) -> LoopbackServer.Handler {
        { request in
            switch request.path {
            case "/MsrstnInfoInqireSvc/getNearbyMsrstnList": answer(stations)
            case "/ArpltnInforInqireSvc/getMsrstnAcctoRltmMesureDnsty": measurement(request.query["stationName"] ?? "")
            case "/ArpltnInforInqireSvc/getMinuDustFrcstDspth": answer(dust)
            case "/getUVIdxV5": uvAnswer
            default: .raw(status: 404, body: Data())
            }
        }
    }

    private static func scenario(_ handler: @escaping LoopbackServer.Handler) throws -> KMAScenario {
        let s = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        s.server.routeExposure(s.id, handler)
        return s
    }

    private static func json(_ r: BinaryRunner.Result) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    }

    private static func statuses(_ j: [String: Any]) -> [String] {
        ((j["sources"] as? [[String: Any]]) ?? []).map { "\($0["id"] ?? "")=\($0["status"] ?? "")" }
    }

    private static func items(_ j: [String: Any]) -> [String] {
        (((j["outfit"] as? [String: Any])?["items"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String }
    }

    @Test("a 나쁨 morning: mask-kf80, the station and its values in JSON air and in the fine-dust note")
    func badDay() async throws {
        let s = try Self.scenario(Self.exposure())
        let r = try await s.run(Self.args + ["--json"], env: E2E.env())
        #expect(r.status == 0 && r.stderr == "")
        let j = try Self.json(r)
        #expect(Array(Self.statuses(j).suffix(3)) == ["airQuality=ok", "dustForecast=ok", "uvIndex=ok"])
        let air = try #require(j["air"] as? [String: Any])
        #expect(air["station"] as? String == "종로구")
        #expect(air["time"] as? String == "2026-11-30T07:00:00+09:00")
        #expect(air["pm10"] as? Int == 88 && air["pm25"] as? Int == 41)
        #expect(air["grade"] as? Int == 3 && air["forecastGrade"] as? Int == 2)
        #expect(Self.items(j).contains("mask-kf80") && !Self.items(j).contains("mask-kf94"))
        let text = try await s.run(Self.args, env: E2E.env())
        #expect(text.status == 0 && text.stderr == "")
        #expect(text.stdout.contains("미세먼지 나쁨 — 종로구 측정소 7시 PM10 88·PM2.5 41㎍/㎥"))
        #expect(text.stdout.contains("KF80 마스크"))
        let asked = s.server.requests(for: s.id + LoopbackServer.exposureSuffix)
        let uvQuery = try #require(asked.first { $0.path == "/getUVIdxV5" }?.query)
        #expect(uvQuery["areaNo"] == "1111000000" && uvQuery["time"] == "2026113007")
        #expect(asked.allSatisfy { $0.query["serviceKey"] == E2E.decodedKey })
    }

    @Test("a high-UV day: sunscreen, hat and sunglasses, with the index and its hour in the uv note")
    func highUV() async throws {
        let s = try Self.scenario(Self.exposure(uvAnswer: Self.answer(Self.uvHigh)))
        let j = try Self.json(try await s.run(Self.args + ["--json"], env: E2E.env()))
        let uv = try #require(j["uv"] as? [String: Any])
        #expect(uv["max"] as? Int == 7 && uv["grade"] as? String == "high")
        #expect(uv["maxAt"] as? String == "2026-11-30T12:00:00+09:00")
        #expect(Set(["sunscreen", "hat", "sunglasses"]).isSubset(of: Set(Self.items(j))))
        let text = try await s.run(Self.args + ["--lang", "en"], env: E2E.env())
        #expect(text.stdout.contains("UV high (up to 7 at 12:00): take sunscreen, hat, sunglasses"))
    }

    @Test(
        "a key registered for the forecast only (code 30 from AirKorea and UV): exit 0, notRegistered, one line each, no stderr",
        arguments: ["xml", "json403"])
    func notRegistered(form: String) async throws {
        let refusal: LoopbackServer.Response =
            form == "xml"
            ? E2E.xmlAt(Self.air.appendingPathComponent("msrstn-rltm-mesure-dnsty-gateway-key-not-registered.xml"))
            : Self.answer(Self.file(Self.uvFixtures, "uv-idx-v5-gateway-key-not-registered-http403.json"), status: 403)
        let s = try Self.scenario { _ in refusal }
        let j = try Self.json(try await s.run(Self.args + ["--json"], env: E2E.env()))
        #expect(
            Array(Self.statuses(j).suffix(3)) == [
                "airQuality=notRegistered", "dustForecast=notRegistered", "uvIndex=notRegistered",
            ])
        #expect(j["air"] is NSNull && j["uv"] is NSNull)
        let plain = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        let forecastOnly = try await plain.run(Self.args + ["--forecast-only"], env: E2E.env())
        let r = try await s.run(Self.args, env: E2E.env())
        #expect(r.status == 0 && r.stderr == "")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0 == "미세먼지: 서비스 키가 에어코리아에 등록되지 않았어요 — kkeulmit doctor" }.count == 1)
        #expect(lines.filter { $0 == "자외선: 서비스 키가 생활기상지수에 등록되지 않았어요 — kkeulmit doctor" }.count == 1)
        #expect(!r.stdout.contains("미세먼지 예보:"))
        // Apart from those lines (and the ultra-short ones), the advice is the forecast-only advice.
        let others = lines.filter { !$0.contains("— kkeulmit doctor") }
        #expect(others == forecastOnly.stdout.split(separator: "\n").map(String.init))
    }

    @Test("the nearest station reports '-' (flagged): the next station's values are used")
    func nearestDash() async throws {
        let s = try Self.scenario(
            Self.exposure(measurement: { station in
                station == "종로구" ? Self.answer(Self.nearestDash) : Self.answer(Self.junggu)
            }))
        let j = try Self.json(try await s.run(Self.args + ["--json"], env: E2E.env()))
        let air = try #require(j["air"] as? [String: Any])
        #expect(air["station"] as? String == "중구")
        #expect(air["pm10"] as? Int == 76 && air["pm25"] as? Int == 44)
        #expect(air["grade"] as? Int == 3)
        let measured = s.server.requests(for: s.id + LoopbackServer.exposureSuffix)
            .filter { $0.path.hasSuffix("getMsrstnAcctoRltmMesureDnsty") }.compactMap { $0.query["stationName"] }
        #expect(measured == ["종로구", "중구"])
    }

    @Test("at tomorrow 09:00: airQuality notApplicable (not within 3 h), the dust forecast and UV still asked")
    func atTomorrow() async throws {
        let s = try Self.scenario(Self.exposure())
        let r = try await s.run(
            ["at", "2026-12-01T09:00", "--place", "종로구", "--no-cache", "--json"], env: E2E.env())
        #expect(r.status == 0 && r.stderr == "")
        let j = try Self.json(r)
        #expect(Array(Self.statuses(j).suffix(3)) == ["airQuality=notApplicable", "dustForecast=ok", "uvIndex=ok"])
        let air = try #require(j["air"] as? [String: Any])
        #expect(air["station"] is NSNull && air["forecastGrade"] as? Int == 2)
    }

    @Test("AirKorea and UV never answer: the run ends by --timeout, exit 0, unavailable, nothing on stderr")
    func hung() async throws {
        let s = try Self.scenario { _ in .neverAnswer }
        let r = try await s.run(Self.args + ["--json", "--timeout", "3"], env: E2E.env())
        #expect(r.status == 0 && r.stderr == "")
        #expect(
            Array(Self.statuses(try Self.json(r)).suffix(3)) == [
                "airQuality=unavailable", "dustForecast=unavailable", "uvIndex=unavailable",
            ])
    }

    @Test("the required forecast rejects the key while AirKorea and UV hang: exit 77 at once, as without them")
    func requiredFails() async throws {
        let s = try KMAScenario { _ in
            .json(#"{"response":{"header":{"resultCode":"30","resultMsg":"SERVICE_KEY_IS_NOT_REGISTERED_ERROR"}}}"#)
        }
        s.server.routeExposure(s.id) { _ in .neverAnswer }
        let r = try await s.run(Self.args, env: E2E.env())
        E2E.expectFailure(r, code: 77)
    }

    @Test("config sources off and --forecast-only: off, and no AirKorea or UV request")
    func off() async throws {
        let s = try Self.scenario(Self.exposure())
        let j = try Self.json(try await s.run(Self.args + ["--json", "--forecast-only"], env: E2E.env()))
        #expect(Array(Self.statuses(j).suffix(3)) == ["airQuality=off", "dustForecast=off", "uvIndex=off"])
        #expect(s.server.requests(for: s.id + LoopbackServer.exposureSuffix).isEmpty)
    }

    @Test("the cache: a second run asks AirKorea and UV nothing (stations, measurement, forecast and UV are kept)")
    func cached() async throws {
        let s = try Self.scenario(Self.exposure())
        let args = ["now", "--place", "종로구", "--json"]
        let first = try Self.json(try await s.run(args, env: E2E.env()))
        let asked = s.server.requests(for: s.id + LoopbackServer.exposureSuffix).count
        #expect(asked == 4)
        let verbose = try await s.run(args + ["--verbose"], env: E2E.env())
        #expect(verbose.status == 0 && verbose.stderr.contains("air and UV: 서울특별시 종로구 (areaNo 1111000000"))
        let second = try Self.json(verbose)
        #expect(s.server.requests(for: s.id + LoopbackServer.exposureSuffix).count == asked)
        #expect((second["air"] as? [String: Any])?["pm10"] as? Int == 88)
        #expect(Self.statuses(second) == Self.statuses(first))
        let files = try FileManager.default.contentsOfDirectory(atPath: s.sandbox.cacheDirectory + "/kkeulmit")
        #expect(files.filter { $0.hasPrefix("doc-") && $0.hasSuffix(".json") }.count == 4)
        for name in files where name.hasPrefix("doc-") && name.hasSuffix(".json") {
            let text = try String(contentsOfFile: s.sandbox.cacheDirectory + "/kkeulmit/" + name, encoding: .utf8)
            #expect(!text.contains(E2E.decodedKey) && !text.contains(E2E.encodedKey))
        }
    }
}
