import Foundation
import Testing

/// `kkeulmit doctor` against a loopback data.go.kr: every key problem the contract names comes out as its own
/// line and exit code. One scenario serves all six services, under `/kma`, `/air`, `/living`, `/alerts` and
/// `/health`.
@Suite("doctor, end to end")
struct DoctorEndToEndTests {
    /// What each service answers in a scenario.
    struct Answers: Sendable {
        var forecast: LoopbackServer.Response = .kmaPaged(fullIssue: E2E.issue0500)
        var stations: LoopbackServer.Response = DoctorEndToEndTests.json(
            "AirKorea/nearby-msrstn-list-jongno-success.json")
        var measurements: LoopbackServer.Response = DoctorEndToEndTests.json(
            "AirKorea/msrstn-rltm-mesure-dnsty-jongno-success.json")
        var uv: LoopbackServer.Response = DoctorEndToEndTests.json("UV/uv-idx-v5-1111000000-2026113006-success.json")
        var alerts: LoopbackServer.Response = DoctorEndToEndTests.json("Alerts/pwn-cd-empty-day-00.json")
        /// November: the oak operation says it is out of season, an answer the key was accepted for.
        var pollen: LoopbackServer.Response = DoctorEndToEndTests.json("Pollen/pollen-oak-recorded-off-season.json")
        /// How far the `Date` header every answer carries is ahead of this machine's clock (behind: negative).
        var clockSkew: Double = 0
    }

    static func fixture(_ path: String) -> Data {
        (try? Data(contentsOf: Repository.root.appendingPathComponent("Fixtures/" + path))) ?? Data()
    }

    static func json(_ path: String, status: Int = 200) -> LoopbackServer.Response {
        .raw(status: status, headers: [("Content-Type", "application/json;charset=UTF-8")], body: fixture(path))
    }

    static func gateway(_ path: String, status: Int = 200) -> LoopbackServer.Response {
        .raw(status: status, headers: [("Content-Type", "text/xml;charset=UTF-8")], body: fixture(path))
    }

    static let keyNotRegistered = gateway("KMA/gateway-key-not-registered.xml")

    /// `Sun, 29 Nov 2026 22:30:00 GMT`.
    static func httpDate(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.string(from: date)
    }

    /// Adds the `Date` header to a response.
    static func dated(_ response: LoopbackServer.Response, _ date: String) -> LoopbackServer.Response {
        switch response {
        case .raw(let status, let headers, let body):
            .raw(status: status, headers: headers + [("Date", date)], body: body)
        case .kmaPaged(let full):
            .raw(
                status: 200, headers: [("Content-Type", "application/json;charset=UTF-8"), ("Date", date)],
                body: (try? LoopbackServer.page(full, query: ["numOfRows": "1", "pageNo": "1"])) ?? full)
        default: response
        }
    }

    /// Every service's root in `scenario`, each under its own path.
    static func roots(_ scenario: KMAScenario) -> [String: String] {
        [
            "KKEULMIT_BASE_URL": scenario.baseURL + "/kma", "KKEULMIT_AIRKOREA_URL": scenario.baseURL + "/air",
            "KKEULMIT_LIVING_URL": scenario.baseURL + "/living", "KKEULMIT_ALERTS_URL": scenario.baseURL + "/alerts",
            "KKEULMIT_HEALTH_URL": scenario.baseURL + "/health",
        ]
    }

    static func scenario(_ answers: Answers) throws -> KMAScenario {
        try KMAScenario { request in
            let response: LoopbackServer.Response =
                if request.path.hasPrefix("/kma/getVilageFcst") {
                    answers.forecast
                } else if request.path.hasPrefix("/air/MsrstnInfoInqireSvc/getNearbyMsrstnList") {
                    answers.stations
                } else if request.path.hasPrefix("/air/ArpltnInforInqireSvc/getMsrstnAcctoRltmMesureDnsty") {
                    answers.measurements
                } else if request.path.hasPrefix("/living/getUVIdxV5") {
                    answers.uv
                } else if request.path.hasPrefix("/alerts/getPwnCd") {
                    answers.alerts
                } else if request.path.hasPrefix("/health/getOakPollenRiskIdxV3") {
                    answers.pollen
                } else {
                    .raw(status: 404, body: Data("no such path".utf8))
                }
            return dated(response, httpDate(Date().addingTimeInterval(answers.clockSkew)))
        }
    }

    struct Doctor {
        var result: BinaryRunner.Result
        var checks: [String: (status: String, message: String, fix: String?)]

        func status(_ id: String) -> String? { checks[id]?.status }
    }

    /// Runs `doctor --json --lang LANG` in `scenario`, on this machine's clock unless `env` sets `KKEULMIT_NOW`.
    static func run(
        _ scenario: KMAScenario, env: [String: String] = [:], lang: String = "en",
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Doctor {
        var environment = E2E.env()
        environment["KKEULMIT_NOW"] = ""
        environment.merge(Self.roots(scenario)) { $1 }
        environment.merge(env) { $1 }
        let result = try await scenario.run(
            ["doctor", "--json", "--lang", lang], env: environment, sourceLocation: sourceLocation)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let list = try #require(object?["checks"] as? [[String: Any]], sourceLocation: sourceLocation)
        var checks: [String: (status: String, message: String, fix: String?)] = [:]
        for check in list {
            let id = try #require(check["id"] as? String, sourceLocation: sourceLocation)
            let status = try #require(check["status"] as? String, sourceLocation: sourceLocation)
            #expect(["ok", "warning", "problem"].contains(status), sourceLocation: sourceLocation)
            let fix = check["fix"] as? String
            #expect(
                (status == "ok") == (fix == nil), "\(id): a fix exactly when not ok", sourceLocation: sourceLocation)
            checks[id] = (status, check["message"] as? String ?? "", fix)
        }
        if result.status != 0 {
            #expect(result.stderrIsOneLine, "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        }
        return Doctor(result: result, checks: checks)
    }

    @Test("a key registered for every service: every check ok, exit 0")
    func allGood() async throws {
        let scenario = try Self.scenario(Answers())
        let doctor = try await Self.run(scenario)
        #expect(doctor.result.status == 0, "stderr: \(doctor.result.stderr)")
        for id in [
            "config", "key", "forecast", "air-stations", "air-measurements", "uv", "alerts", "pollen", "clock", "cache",
        ] {
            #expect(doctor.status(id) == "ok", "\(id): \(doctor.checks[id]?.message ?? "missing")")
        }
        // One light request per service, nothing more.
        let paths = scenario.requests.map(\.path).sorted()
        #expect(paths.count == 6)
        for request in scenario.requests { #expect(request.query["numOfRows"] == "1", "\(request.path)") }
        #expect(scenario.requests.first { $0.path.hasSuffix("getVilageFcst") }?.query["nx"] == "60")
        #expect(scenario.requests.first { $0.path.hasSuffix("getUVIdxV5") }?.query["areaNo"] == "1111000000")
        #expect(scenario.requests.first { $0.path.hasSuffix("getOakPollenRiskIdxV3") }?.query["areaNo"] == "1111000000")
        // Nothing cached.
        let cached =
            (try? FileManager.default.contentsOfDirectory(atPath: scenario.sandbox.cacheDirectory + "/kkeulmit")) ?? []
        #expect(cached.isEmpty, "\(cached)")
    }

    @Test("code 30 from every service: the forecast's problem decides, exit 77")
    func notRegisteredAnywhere() async throws {
        let answers = Answers(
            forecast: Self.keyNotRegistered, stations: Self.keyNotRegistered, measurements: Self.keyNotRegistered,
            uv: Self.keyNotRegistered, alerts: Self.keyNotRegistered, pollen: Self.keyNotRegistered)
        let doctor = try await Self.run(try Self.scenario(answers))
        #expect(doctor.result.status == 77, "stderr: \(doctor.result.stderr)")
        for id in ["forecast", "air-stations", "air-measurements", "uv", "alerts", "pollen"] {
            #expect(doctor.status(id) == "problem")
            #expect(doctor.checks[id]?.message.contains("code 30") == true)
            #expect(doctor.checks[id]?.fix?.contains("register the key") == true)
        }
        #expect(doctor.result.stderr.contains("기상청_단기예보"))
    }

    @Test("code 30 from AirKorea and the UV index only: those are problems, the forecast ok, exit 0")
    func registeredForForecastOnly() async throws {
        let answers = Answers(
            stations: Self.json("AirKorea/nearby-msrstn-list-gateway-key-not-registered-http403.json", status: 403),
            measurements: Self.gateway("AirKorea/msrstn-rltm-mesure-dnsty-gateway-key-not-registered.xml"),
            uv: Self.gateway("UV/uv-idx-v5-gateway-key-not-registered.xml"))
        let scenario = try Self.scenario(answers)
        let doctor = try await Self.run(scenario)
        #expect(doctor.result.status == 0, "stderr: \(doctor.result.stderr)")
        #expect(doctor.status("forecast") == "ok")
        #expect(doctor.checks["air-stations"]?.fix?.contains("에어코리아_측정소정보") == true)
        #expect(doctor.checks["air-measurements"]?.fix?.contains("에어코리아_대기오염정보") == true)
        #expect(doctor.checks["uv"]?.fix?.contains("생활기상지수") == true)
        #expect(doctor.status("alerts") == "ok" && doctor.status("pollen") == "ok")
        // The text form says the same, one line per check.
        var environment = E2E.env()
        environment.merge(Self.roots(scenario)) { $1 }
        environment["KKEULMIT_NOW"] = ""
        let text = try await scenario.run(["doctor", "--lang", "en"], env: environment)
        #expect(text.status == 0)
        let lines = text.stdout.split(separator: "\n")
        #expect(lines.count == doctor.checks.count)
        #expect(lines.filter { $0.hasPrefix("problem") }.count == 3, "\(text.stdout)")
    }

    @Test(
        "the forecast's quota, root, IP block and reachability each get their own line and exit code",
        arguments: [
            ("quota", 69, "code 22"), ("root", 69, "code 12"), ("ip", 77, "code 29"),
        ])
    func forecastFailures(_ kind: String, _ code: Int, _ fragment: String) async throws {
        let forecast: LoopbackServer.Response =
            switch kind {
            case "quota": Self.gateway("KMA/gateway-quota-exceeded.xml")
            case "root":
                Self.gateway("UV/uv-idx-v5-gateway-no-openapi-service-http400.xml", status: 400)
            default: Self.json("KMA/gateway-blacklisted-ip.json")
            }
        let doctor = try await Self.run(try Self.scenario(Answers(forecast: forecast)))
        #expect(Int(doctor.result.status) == code, "stderr: \(doctor.result.stderr)")
        #expect(doctor.status("forecast") == "problem")
        #expect(
            doctor.checks["forecast"]?.message.contains(fragment) == true, "\(doctor.checks["forecast"]?.message ?? "")"
        )
        #expect(doctor.status("uv") == "ok")
    }

    @Test("KMA on a port nobody listens on: exit 69")
    func unreachable() async throws {
        let scenario = try Self.scenario(Answers())
        let doctor = try await Self.run(scenario, env: ["KKEULMIT_BASE_URL": "http://127.0.0.1:9/kma"])
        #expect(doctor.result.status == 69, "stderr: \(doctor.result.stderr)")
        #expect(doctor.checks["forecast"]?.message.contains("could not reach") == true)
        #expect(doctor.status("air-stations") == "ok")
    }

    @Test("a server Date more than 2 minutes off the clock is a problem; the forecast still works, exit 0")
    func clockSkew() async throws {
        let doctor = try await Self.run(try Self.scenario(Answers(clockSkew: -600)))
        #expect(doctor.result.status == 0)
        #expect(doctor.status("clock") == "problem")
        #expect(
            doctor.checks["clock"]?.message.contains("10 min ahead") == true, "\(doctor.checks["clock"]?.message ?? "")"
        )
        let close = try await Self.run(try Self.scenario(Answers(clockSkew: 90)))
        #expect(close.status("clock") == "ok")
    }

    @Test("under KKEULMIT_NOW the clock check is skipped, saying why, rather than the clock reported wrong")
    func replayedTime() async throws {
        let doctor = try await Self.run(try Self.scenario(Answers(clockSkew: -600)), env: ["KKEULMIT_NOW": E2E.morning])
        #expect(doctor.result.status == 0)
        #expect(doctor.status("clock") == "warning")
        let clock = try #require(doctor.checks["clock"])
        #expect(clock.message.contains("not compared") && clock.message.contains("KKEULMIT_NOW"), "\(clock.message)")
        #expect(!clock.message.contains("ahead") && clock.fix?.contains("unset KKEULMIT_NOW") == true)
    }

    @Test("--lang ko (and config \"lang\", and by default) speaks Korean; the ids stay as scripts know them")
    func korean() async throws {
        let scenario = try Self.scenario(Answers(uv: Self.keyNotRegistered))
        for doctor in [
            try await Self.run(scenario, lang: "ko"),
            try await Self.run(scenario, env: ["KKEULMIT_NOW": E2E.morning], lang: "ko"),
        ] {
            #expect(doctor.result.status == 0)
            #expect(Set(doctor.checks.keys).isSuperset(of: ["config", "key", "forecast", "uv", "clock", "cache"]))
            for (id, check) in doctor.checks {
                #expect(
                    check.message.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) },
                    "\(id): \(check.message)")
                if let fix = check.fix {
                    #expect(
                        fix.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) } || fix.hasPrefix("chmod"),
                        "\(id): \(fix)")
                }
            }
        }
        var environment = E2E.env()
        environment.merge(Self.roots(scenario)) { $1 }
        let byDefault = try await scenario.run(["doctor"], env: environment)
        #expect(byDefault.stdout.contains("단기예보"), "\(byDefault.stdout)")
        try scenario.sandbox.write(#"{"lang": "en"}"#, to: scenario.sandbox.configFile)
        let configured = try await scenario.run(["doctor"], env: environment)
        #expect(configured.stdout.contains("short-term forecast") && !configured.stdout.contains("단기예보"))
    }

    @Test("a key file others can read is a warning naming chmod 600, exit 0")
    func keyFileReadableByOthers() async throws {
        let scenario = try Self.scenario(Answers())
        let keyPath = scenario.sandbox.root.path + "/key"
        try scenario.sandbox.write(E2E.encodedKey + "\n", to: keyPath, mode: 0o644)
        try scenario.sandbox.write("{\"serviceKeyFile\": \"\(keyPath)\"}", to: scenario.sandbox.configFile)
        let doctor = try await Self.run(scenario, env: ["KMA_SERVICE_KEY": ""])
        #expect(doctor.result.status == 0, "stderr: \(doctor.result.stderr)")
        #expect(doctor.status("key-file") == "warning")
        #expect(doctor.checks["key-file"]?.fix == "chmod 600 \(keyPath)")
        #expect(doctor.status("forecast") == "ok")
        #expect(!doctor.result.stdout.contains("ab+cd") && !doctor.result.stdout.contains("ab%2Bcd"))
    }

    @Test("a cache directory that cannot be made is a problem, exit 0")
    func unwritableCache() async throws {
        let scenario = try Self.scenario(Answers())
        // A file where the directory should be: not writable even for root.
        let blocker = scenario.sandbox.root.path + "/not-a-directory"
        try scenario.sandbox.write("", to: blocker)
        let doctor = try await Self.run(scenario, env: ["XDG_CACHE_HOME": blocker])
        #expect(doctor.result.status == 0)
        #expect(doctor.status("cache") == "problem")
        #expect(doctor.checks["cache"]?.fix?.contains("XDG_CACHE_HOME") == true)
    }

    @Test("no key: exit 78; an invalid config file: exit 78; no request is made without a key")
    func noKeyAndBadConfig() async throws {
        let scenario = try Self.scenario(Answers())
        let noKey = try await Self.run(scenario, env: ["KMA_SERVICE_KEY": ""])
        #expect(noKey.result.status == 78)
        #expect(noKey.status("key") == "problem")
        #expect(noKey.checks["forecast"] == nil)
        #expect(scenario.requests.isEmpty)
        try scenario.sandbox.write("{\"hours\": ", to: scenario.sandbox.configFile)
        let badConfig = try await Self.run(scenario)
        #expect(badConfig.result.status == 78)
        #expect(badConfig.status("config") == "problem")
    }
}

extension DoctorEndToEndTests {
    @Test("code 30 from the warnings and pollen only: their own lines name their registrations, exit 0")
    func notRegisteredForAdvisories() async throws {
        let refusal = Self.json("Pollen/pollen-gateway-key-not-registered-http403.json", status: 403)
        let doctor = try await Self.run(try Self.scenario(Answers(alerts: refusal, pollen: refusal)))
        #expect(doctor.result.status == 0, "stderr: \(doctor.result.stderr)")
        #expect(doctor.status("forecast") == "ok" && doctor.status("uv") == "ok")
        #expect(doctor.status("alerts") == "problem" && doctor.status("pollen") == "problem")
        #expect(doctor.checks["alerts"]?.fix?.contains("기상청_기상특보 조회서비스") == true)
        #expect(doctor.checks["pollen"]?.fix?.contains("기상청_꽃가루농도위험지수 조회서비스") == true)
    }
}
