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
        // The warnings and pollen (their own suite) refuse the key, which says one line of its own each.
        s.server.routeAdvisories(s.id) { _ in LoopbackServer.notRegistered }
        return s
    }

    private static func json(_ r: BinaryRunner.Result) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    }

    /// The statuses of the sources up to `uvIndex` (the warnings and pollen have a suite of their own).
    private static func statuses(_ j: [String: Any]) -> [String] {
        ((j["sources"] as? [[String: Any]]) ?? []).prefix(6).map { "\($0["id"] ?? "")=\($0["status"] ?? "")" }
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
        #expect(uvQuery["areaNo"] == "1111000000" && uvQuery["time"] == "2026113006")
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
        let r = try await s.run(Self.args + ["--json", "--timeout", E2E.hangTimeout], env: E2E.env())
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
        let kept = ["air-stations-", "air-measure-", "dust-", "uv-"]
        #expect(files.filter { name in name.hasSuffix(".json") && kept.contains { name.hasPrefix($0) } }.count == 4)
        for name in files where name.hasSuffix(".json") {
            let text = try String(contentsOfFile: s.sandbox.cacheDirectory + "/kkeulmit/" + name, encoding: .utf8)
            #expect(!text.contains(E2E.decodedKey) && !text.contains(E2E.encodedKey))
        }
    }

    /// AirKorea as usual; UV answers the sample, re-addressed, for the codes in `known`, and `unknown` for others.
    private static func uvAreas(
        known: Set<String>,
        unknown: LoopbackServer.Response = answer(file(uvFixtures, "uv-idx-v5-result-99-invalid-area.json"))
    ) -> LoopbackServer.Handler {
        let others = exposure()
        let sample = String(decoding: uv, as: UTF8.self)
        return { request in
            guard request.path == "/getUVIdxV5" else { return others(request) }
            let area = request.query["areaNo"] ?? ""
            guard known.contains(area) else { return unknown }
            return answer(Data(sample.replacingOccurrences(of: "1111000000", with: area).utf8))
        }
    }

    private static func uvAreasAsked(_ s: KMAScenario) -> [String] {
        s.server.requests(for: s.id + LoopbackServer.exposureSuffix).filter { $0.path == "/getUVIdxV5" }
            .compactMap { $0.query["areaNo"] }
    }

    @Test(
        "UV is asked with the code it answers for the place today (issue 24), and JSON location says which",
        arguments: [
            ("광주광역시 북구", "1230000000"), ("전남광주통합특별시 북구", "1230000000"), ("전주시완산구", "5211100000"),
            ("인천광역시 검단구", "2829000000"), ("인천광역시 서구 검단동", "2829051000"), ("대구광역시 군위군", "2772000000"),
            ("경기도 화성시 동탄구", "4159700000"), ("종로구", "1111000000"),
        ])
    func todaysAreaCode(place: String, areaNo: String) async throws {
        let s = try Self.scenario(Self.uvAreas(known: [areaNo]))
        let r = try await s.run(["now", "--place", place, "--no-cache", "--json"], env: E2E.env())
        #expect(r.status == 0)
        #expect(Self.uvAreasAsked(s) == [areaNo])
        let j = try Self.json(r)
        #expect((j["location"] as? [String: Any])?["areaNo"] as? String == areaNo)
        #expect(Self.statuses(j).last == "uvIndex=ok")
        #expect((j["uv"] as? [String: Any])?["max"] as? Int == 4)
    }

    @Test(
        "an area the service does not know: asked once, then the 시군구 code, then the 시도 code, never a retired one",
        arguments: ["99", "empty", "hub99"])
    func fallback(form: String) async throws {
        let unknown: LoopbackServer.Response =
            switch form {
            case "99": Self.answer(Self.file(Self.uvFixtures, "uv-idx-v5-result-99-invalid-area.json"))
            case "empty": Self.answer(Self.file(Self.uvFixtures, "uv-idx-v5-no-such-area-empty.json"))
            default: Self.answer(Self.file(Self.uvFixtures, "uv-idx-v5-result-99-no-search-result.json"))
            }
        // 인천광역시 중구 신포동: today 제물포구 신포동 2812551000; 중구's own 2811… codes are retired.
        let s = try Self.scenario(Self.uvAreas(known: ["2800000000"], unknown: unknown))
        let r = try await s.run(["now", "--place", "인천광역시 중구 신포동", "--json"], env: E2E.env())
        #expect(r.status == 0)
        let asked = Self.uvAreasAsked(s)
        // Each form is an answer (no such area), read once: the fallback's next code is the retry (issue 27).
        #expect(asked == ["2812551000", "2812500000", "2800000000"])
        #expect(!asked.contains { $0.hasPrefix("2811") })
        let j = try Self.json(r)
        #expect((j["location"] as? [String: Any])?["areaNo"] as? String == "2800000000")
        #expect(Self.statuses(j).last == "uvIndex=ok")
        // The code that answered is remembered for the place: the next run asks with it alone.
        let before = asked.count
        let again = try Self.json(try await s.run(["now", "--place", "제물포구 신포동", "--json"], env: E2E.env()))
        #expect(Self.uvAreasAsked(s).count == before)  // the cached issue answers
        #expect((again["location"] as? [String: Any])?["areaNo"] as? String == "2800000000")
        let files = try FileManager.default.contentsOfDirectory(atPath: s.sandbox.cacheDirectory + "/kkeulmit")
        #expect(files.contains("area-uv-2812551000.json"))
    }

    @Test("no code of the place answers: UV unavailable, exit 0, nothing on stderr, every code asked once per try")
    func noCodeAnswers() async throws {
        let s = try Self.scenario(
            Self.uvAreas(
                known: [], unknown: Self.answer(Self.file(Self.uvFixtures, "uv-idx-v5-no-such-area-empty.json")))
        )
        let r = try await s.run(["now", "--place", "검단구", "--no-cache", "--json"], env: E2E.env())
        #expect(r.status == 0 && r.stderr == "")
        #expect(Self.uvAreasAsked(s) == ["2829000000", "2800000000"])
        #expect(Self.statuses(try Self.json(r)).last == "uvIndex=unavailable")
    }

    @Test("--verbose says which rows a new name stands for, its cell and its area codes")
    func verboseRows() async throws {
        let s = try Self.scenario(Self.uvAreas(known: ["2829000000"]))
        let r = try await s.run(["now", "--place", "검단구", "--no-cache", "--verbose"], env: E2E.env())
        #expect(r.status == 0)
        #expect(
            r.stderr.contains(
                "place: 인천광역시 검단구 stands for 7 rows of KMA's 2023 table: 인천광역시 서구 검단동 (2826068000), "))
        #expect(r.stderr.contains("; cell 55,127 from 인천광역시 서구 당하동; areaNo 2829000000, then 2800000000"))
    }

    @Test("an old name adds one notice to the advice (text and JSON warnings), and the run is otherwise the same")
    func oldNameNotice() async throws {
        let s = try Self.scenario(Self.uvAreas(known: ["2827500000"]))
        let r = try await s.run(["now", "--place", "인천광역시 서구", "--no-cache", "--json"], env: E2E.env())
        #expect(r.status == 0 && r.stderr == "")
        let j = try Self.json(r)
        let warnings = try #require(j["warnings"] as? [[String: Any]])
        #expect(warnings.filter { $0["id"] as? String == "place-renamed" }.count == 1)
        #expect((j["location"] as? [String: Any])?["name"] as? String == "인천광역시 서구")
        #expect(Self.uvAreasAsked(s) == ["2827500000"])
        let text = try await s.run(["now", "--place", "인천광역시 서구", "--no-cache"], env: E2E.env())
        #expect(text.stdout.contains("! 인천광역시 서구는 2026년 7월 1일에 인천광역시 서해구, 인천광역시 검단구로 나뉘었어요"))
    }
}
