import Foundation
import Testing

/// `kkeulmit doctor` with an API Hub key beside (or instead of) the data.go.kr key: one line per provider and
/// service, each of API Hub's answers told apart with its fix, against a fake API Hub under `/hub` of the same
/// loopback scenario (its errors are its recorded envelopes; its success is the data.go.kr fixture, as in
/// `ProviderFailoverEndToEndTests`).
@Suite("doctor with two providers, end to end")
struct DoctorProviderEndToEndTests {
    static let hubKey = "Hub-Doctor_Key.42"

    static func scenario(hub: LoopbackServer.Response) throws -> KMAScenario {
        let portal = DoctorEndToEndTests.Answers()
        return try KMAScenario { request in
            let response: LoopbackServer.Response =
                if request.path.hasPrefix("/hub/VilageFcstInfoService_2.0/getVilageFcst") {
                    request.query["authKey"] == hubKey ? hub : .raw(status: 500, body: Data("wrong key".utf8))
                } else if request.path.hasPrefix("/kma/getVilageFcst") {
                    portal.forecast
                } else if request.path.hasPrefix("/air/MsrstnInfoInqireSvc/") {
                    portal.stations
                } else if request.path.hasPrefix("/air/ArpltnInforInqireSvc/") {
                    portal.measurements
                } else if request.path.hasPrefix("/living/getUVIdxV5") {
                    portal.uv
                } else {
                    .raw(status: 404, body: Data())
                }
            return DoctorEndToEndTests.dated(response, DoctorEndToEndTests.httpDate(Date()))
        }
    }

    static func run(_ scenario: KMAScenario, env: [String: String] = [:], lang: String = "en") async throws
        -> DoctorEndToEndTests.Doctor
    {
        var environment = ["KMA_APIHUB_KEY": hubKey, "KKEULMIT_APIHUB_URL": scenario.baseURL + "/hub"]
        environment.merge(env) { $1 }
        return try await DoctorEndToEndTests.run(scenario, env: environment, lang: lang)
    }

    static let hubAnswers: [(String, LoopbackServer.Response, String, Int32, String, String)] = [
        (
            "401: the key", .raw(status: 401, body: E2E.fixture("apihub-key-invalid.json")), "does not know this key",
            77, "KMA_APIHUB_KEY or apiHubKeyFile", "유효한 인증키가 아닙니다."
        ),
        (
            "403: approval, or the quota", .raw(status: 403, body: E2E.fixture("apihub-not-approved.json")),
            "not approved for it, or its daily quota is used up", 77, "활용신청", "00:00 KST"
        ),
        (
            "404: the path", .raw(status: 404, body: Data()), "no such API", 69, "KKEULMIT_APIHUB_URL",
            "api/typ02/openApi"
        ),
        (
            "a hang-up: the network", .hangUp, "could not reach", 69, "KKEULMIT_APIHUB_URL", "network"
        ),
    ]

    @Test("API Hub answering: its line ok beside data.go.kr's, exit 0, one request to it with its authKey")
    func bothGood() async throws {
        let scenario = try Self.scenario(hub: .kmaPaged(fullIssue: E2E.issue0500))
        let doctor = try await Self.run(scenario)
        #expect(doctor.result.status == 0, "stderr: \(doctor.result.stderr)")
        for id in ["key", "apihub-key", "forecast", "apihub-forecast", "air-stations", "uv", "clock"] {
            #expect(doctor.status(id) == "ok", "\(id): \(doctor.checks[id]?.message ?? "missing")")
        }
        let hub = scenario.requests.filter { $0.path.hasPrefix("/hub/") }
        #expect(hub.count == 1 && hub.first?.query["numOfRows"] == "1" && hub.first?.query["serviceKey"] == nil)
    }

    @Test("each of API Hub's answers is its own line with its fix; the exit code is its kind", arguments: hubAnswers)
    func hubProblems(
        name: String, answer: LoopbackServer.Response, says: String, code: Int32, fix: String, fixOrMessage: String
    ) async throws {
        let scenario = try Self.scenario(hub: answer)
        let doctor = try await Self.run(scenario)
        #expect(doctor.result.status == code, "\(name) stderr: \(doctor.result.stderr)")
        #expect(doctor.status("forecast") == "ok", "data.go.kr's line is its own")
        let line = try #require(doctor.checks["apihub-forecast"], "\(name)")
        #expect(line.status == "problem")
        #expect(line.message.contains(says), "\(name): \(line.message)")
        #expect(line.fix?.contains(fix) == true, "\(name): \(line.fix ?? "")")
        #expect((line.message + (line.fix ?? "")).contains(fixOrMessage), "\(name)")
    }

    @Test("API Hub's key alone: a warning that data.go.kr's sources are left out, API Hub checked, exit 0")
    func hubOnly() async throws {
        let scenario = try Self.scenario(hub: .kmaPaged(fullIssue: E2E.issue0500))
        let doctor = try await Self.run(scenario, env: ["KMA_SERVICE_KEY": ""], lang: "ko")
        #expect(doctor.result.status == 0, "stderr: \(doctor.result.stderr)")
        #expect(doctor.status("key") == "warning")
        #expect(doctor.checks["key"]?.message.contains("API허브") == true)
        #expect(doctor.status("apihub-forecast") == "ok")
        #expect(doctor.checks["forecast"] == nil && doctor.checks["uv"] == nil)
        #expect(scenario.requests.allSatisfy { $0.path.hasPrefix("/hub/") })
    }
}
