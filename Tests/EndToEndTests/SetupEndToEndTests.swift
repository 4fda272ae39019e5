import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `kkeulmit setup`, scripted (`--place`, the keys on stdin) and on a real terminal, against the loopback services
/// `doctor`'s suite serves: the checks are doctor's probes, the files are written only when they should be, and the
/// key shows nowhere but in its file.
@Suite("setup, end to end")
struct SetupEndToEndTests {
    typealias Answers = DoctorEndToEndTests.Answers

    static let key = "SeTuPkEy%2Bsecret%3D%3D"
    static let hubKey = "hubAuthKeySecret42"

    /// Every service's root on `scenario` (or, `reachable` false, on a closed loopback port).
    static func environment(_ scenario: KMAScenario, reachable: Bool = true) -> [String: String] {
        var environment = DoctorEndToEndTests.roots(scenario)
        environment["KKEULMIT_APIHUB_URL"] = scenario.baseURL + "/hub"
        if !reachable { environment = environment.mapValues { _ in "http://127.0.0.1:9" } }
        environment["KKEULMIT_NOW"] = ""
        return environment
    }

    static func text(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    static func mode(_ path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int(info.st_mode) & 0o777
    }

    /// What a case serves, and what setup must do with it.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var answers = Answers()
        var reachable = true
        var noCheck = false
        var status: Int32
        var written: Bool
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "every service answers", status: 0, written: true),
        Case(
            name: "the key is rejected everywhere",
            answers: Answers(
                forecast: DoctorEndToEndTests.keyNotRegistered, stations: DoctorEndToEndTests.keyNotRegistered,
                measurements: DoctorEndToEndTests.keyNotRegistered, uv: DoctorEndToEndTests.keyNotRegistered,
                alerts: DoctorEndToEndTests.keyNotRegistered, pollen: DoctorEndToEndTests.keyNotRegistered),
            status: 77, written: false),
        Case(name: "nothing can be reached", reachable: false, status: 69, written: false),
        Case(name: "nothing can be reached, --no-check", reachable: false, noCheck: true, status: 0, written: true),
    ]

    @Test("scripted: --place and the key on stdin; exit code and files as the checks decide", arguments: cases)
    func scripted(_ c: Case) async throws {
        let scenario = try DoctorEndToEndTests.scenario(c.answers)
        let sandbox = scenario.sandbox
        let existing =
            "{\n  \"lang\": \"en\",\n  \"hours\": 9,\n  \"temperatureOffset\": -1.50,\n  \"future\": [1, 2.0]\n}\n"
        try sandbox.write(existing, to: sandbox.configFile, mode: 0o644)
        let arguments = ["setup", "--place", "종로구", "--key-stdin"] + (c.noCheck ? ["--no-check"] : [])
        let result = try await scenario.run(
            arguments, env: Self.environment(scenario, reachable: c.reachable), secrets: [Self.key],
            input: Self.key + "\n")
        let keyFile = sandbox.configDirectory + "/key"
        if c.status == 0 {
            #expect(result.status == 0, "stderr: \(result.stderr)")
        } else {
            E2E.expectFailure(result, code: c.status)
        }
        if c.written {
            #expect(Self.text(keyFile) == Self.key + "\n")
            #expect(Self.mode(keyFile) == 0o600)
            #expect(Self.text(sandbox.configFile + ".bak") == existing)
            #expect(
                Self.text(sandbox.configFile)
                    == "{\n  \"lang\": \"en\",\n  \"hours\": 9,\n  \"temperatureOffset\": -1.50,\n  \"future\": [1, 2.0],\n"
                    + "  \"location\": {\"place\":\"서울특별시 종로구\"},\n  \"serviceKeyFile\": \"\(keyFile)\"\n}\n")
        } else {
            #expect(!FileManager.default.fileExists(atPath: keyFile))
            #expect(!FileManager.default.fileExists(atPath: sandbox.configFile + ".bak"))
            #expect(Self.text(sandbox.configFile) == existing)
        }
        if c.noCheck { #expect(scenario.requests.isEmpty) }
        if c.name == "every service answers" {
            // One light request per service, and one line each in the table.
            #expect(scenario.requests.count == 6)
            #expect(result.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("answers ") }.count == 6)
        }
    }

    @Test("a service not applied for: exit 0, and the table names it as data.go.kr and API Hub do")
    func applyFor() async throws {
        var answers = Answers()
        answers.stations = DoctorEndToEndTests.keyNotRegistered
        answers.pollen = DoctorEndToEndTests.keyNotRegistered
        let scenario = try DoctorEndToEndTests.scenario(answers)
        let result = try await scenario.run(
            ["setup", "--place", "Haeundae", "--key-stdin", "--apihub-key-stdin", "--lang", "en"],
            env: Self.environment(scenario), secrets: [Self.key, Self.hubKey],
            input: Self.key + "\n" + Self.hubKey + "\n")
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let lines = result.stdout.components(separatedBy: "\n")
        let stations = try #require(lines.first { $0.contains("MsrstnInfoInqireSvc") })
        #expect(stations.hasPrefix("apply"))
        #expect(stations.contains("data.go.kr: 한국환경공단_에어코리아_측정소정보"))
        #expect(result.stdout.contains("기상청_꽃가루농도위험지수 조회서비스(3.0)"))
        // API Hub's forecast is asked too (the loopback has no such path: a problem line, not a rejection).
        #expect(lines.contains { $0.contains("API Hub short-term forecast") })
        let config = try #require(Self.text(scenario.sandbox.configFile))
        #expect(config.contains("\"apiHubKeyFile\": \"\(scenario.sandbox.configDirectory)/apihub-key\""))
        #expect(config.contains("부산광역시 해운대구"))
        #expect(Self.text(scenario.sandbox.configDirectory + "/apihub-key") == Self.hubKey + "\n")
        // The key's own request carried it; nothing else did.
        #expect(scenario.requests.contains { $0.path.hasPrefix("/hub/") && $0.query["authKey"] == Self.hubKey })
    }

    @Test(
        "usage: no terminal and no --key-stdin, an ambiguous place, no key on stdin (64, nothing written)",
        arguments: [
            (["setup"], "", "stdin is not a terminal"),
            (["setup", "--place", "서구", "--key-stdin"], key + "\n", "'대구광역시 서구'"),
            (["setup", "--place", "종로구", "--key-stdin"], "\n", "stdin has no line for data.go.kr's key"),
            (["setup", "--place", "종로구", "--key-stdin"], "two words\n", "is not usable"),
        ])
    func usage(arguments: [String], input: String, says: String) async throws {
        let scenario = try DoctorEndToEndTests.scenario(Answers())
        let result = try await scenario.run(
            arguments, env: Self.environment(scenario), secrets: [Self.key], input: input)
        E2E.expectFailure(result, code: 64)
        #expect(result.stderr.contains(says), "\(result.stderr)")
        #expect(scenario.requests.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: scenario.sandbox.configFile))
    }

    @Test("a config that is not JSON: 78 before anything is asked or sent")
    func invalidConfig() async throws {
        let scenario = try DoctorEndToEndTests.scenario(Answers())
        try scenario.sandbox.write("{\"lang\": \"ko\",}", to: scenario.sandbox.configFile)
        let result = try await scenario.run(
            ["setup", "--place", "종로구", "--key-stdin"], env: Self.environment(scenario), secrets: [Self.key],
            input: Self.key + "\n")
        E2E.expectFailure(result, code: 78)
        #expect(result.stderr.contains("line 1, column 15"))
        #expect(scenario.requests.isEmpty)
    }
}
