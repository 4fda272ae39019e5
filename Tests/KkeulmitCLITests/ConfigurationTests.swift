import Foundation
import KkeulmitCore
import Testing

@testable import KkeulmitCLI

@Suite("Configuration")
struct ConfigurationTests {
    private func parse(_ json: String) throws(ConfigurationError) -> Configuration {
        try Configuration.parse(Data(json.utf8), path: "/c/kkeulmit/config.json", home: "/home/me")
    }

    @Test(
        "reads every documented key and ignores unknown ones",
        arguments: [
            (#"{}"#, Configuration()),
            (#"{"location": {"nx": 60, "ny": 127}}"#, Configuration(location: .cell(nx: 60, ny: 127))),
            (
                #"{"location": {"lat": 37.57, "lon": 126.98}}"#,
                Configuration(location: .coordinates(latitude: 37.57, longitude: 126.98))
            ),
            (#"{"location": {"place": " 서울특별시 종로구 "}}"#, Configuration(location: .place("서울특별시 종로구"))),
            // A bare name, as a schedule's location takes it.
            (#"{"location": "종로구"}"#, Configuration(location: .place("종로구"))),
            (
                #"{"lang": "en", "hours": 6, "temperatureOffset": -2, "serviceKeyFile": "/k", "maxStaleHours": 3}"#,
                Configuration(language: .en, hours: 6, temperatureOffset: -2, serviceKeyFile: "/k", maxStaleHours: 3)
            ),
            (#"{"hours": 12.0, "schedules": [], "future": {"x": 1}}"#, Configuration(hours: 12)),
            (#"{"serviceKeyFile": "key"}"#, Configuration(serviceKeyFile: "/c/kkeulmit/key")),
            (#"{"serviceKeyFile": "~/secret/key"}"#, Configuration(serviceKeyFile: "/home/me/secret/key")),
            (#"{"lang": null}"#, Configuration()),
        ])
    func reads(json: String, expected: Configuration) throws {
        #expect(try parse(json) == expected)
    }

    @Test(
        "names the file and the field when something is wrong",
        arguments: [
            (
                #"{"hours": "12"}"#,
                #"config file /c/kkeulmit/config.json: "hours" must be an integer from 1 to 48, not the string "12""#
            ),
            (
                #"{"hours": 49}"#,
                #"config file /c/kkeulmit/config.json: "hours" must be an integer from 1 to 48, not the number 49"#
            ),
            (
                #"{"hours": 2.5}"#,
                #"config file /c/kkeulmit/config.json: "hours" must be an integer from 1 to 48, not the number 2.5"#
            ),
            (
                #"{"lang": "jp"}"#,
                #"config file /c/kkeulmit/config.json: "lang" must be "ko" or "en", not the string "jp""#
            ),
            (
                #"{"temperatureOffset": true}"#,
                #"config file /c/kkeulmit/config.json: "temperatureOffset" must be a number, not true"#
            ),
            (
                #"{"serviceKeyFile": 3}"#,
                #"config file /c/kkeulmit/config.json: "serviceKeyFile" must be a file path, not the number 3"#
            ),
            (
                #"{"maxStaleHours": -1}"#,
                #"config file /c/kkeulmit/config.json: "maxStaleHours" must be a number of hours, 0 or more, not the number -1"#
            ),
            ("[1]", "config file /c/kkeulmit/config.json must hold a JSON object, not an array"),
        ])
    func namesField(json: String, message: String) {
        #expect(throws: ConfigurationError(message)) { try parse(json) }
    }

    @Test(
        "\"sources\" turns optional sources off one by one; a key left out stays on",
        arguments: [
            (#"{}"#, SourceSwitches()),
            (#"{"sources": null}"#, SourceSwitches()),
            (#"{"sources": {}}"#, SourceSwitches()),
            (#"{"sources": {"nowcast": false}}"#, SourceSwitches(off: ["nowcast"])),
            (#"{"sources": {"airQuality": false, "uv": true}}"#, SourceSwitches(off: ["airQuality"])),
            (#"{"sources": {"alerts": false}}"#, SourceSwitches(off: ["alerts"])),
            (#"{"sources": {"pollen": false, "alerts": true}}"#, SourceSwitches(off: ["pollen"])),
            (
                #"{"sources": {"nowcast": false, "airQuality": false, "uv": false, "alerts": false, "pollen": false}}"#,
                SourceSwitches(off: ["nowcast", "airQuality", "uv", "alerts", "pollen"])
            ),
        ])
    func sourceSwitches(json: String, expected: SourceSwitches) throws {
        #expect(try parse(json).sources == expected)
    }

    @Test(
        "a \"sources\" switch that is not a boolean, or misspelt, is an error naming it",
        arguments: [
            (
                #"{"sources": false}"#,
                #"config file /c/kkeulmit/config.json: "sources" must be an object of switches such as {"nowcast": false, "airQuality": false, "uv": false}, not false"#
            ),
            (
                #"{"sources": {"uv": "no"}}"#,
                #"config file /c/kkeulmit/config.json: "sources".uv must be true or false, not the string "no""#
            ),
            (
                #"{"sources": {"dust": false}}"#,
                #"config file /c/kkeulmit/config.json: "sources" has no switch "dust": use "nowcast", "airQuality", "uv", "alerts", "pollen""#
            ),
        ])
    func badSourceSwitches(json: String, message: String) {
        #expect(throws: ConfigurationError(message)) { try parse(json) }
    }

    @Test(
        "rejects a location of the wrong shape",
        arguments: [
            #"{"location": " "}"#, #"{"location": 60}"#, #"{"location": {"nx": 60}}"#,
            #"{"location": {"nx": 60, "ny": 127, "place": "x"}}"#,
            #"{"location": {"nx": 150, "ny": 127}}"#, #"{"location": {"lat": 10, "lon": 126}}"#,
            #"{"location": {"place": ""}}"#,
            #"{"location": {}}"#,
        ])
    func badLocation(json: String) throws {
        let error = try #require(throws: ConfigurationError.self) { try parse(json) }
        #expect(error.message.hasPrefix("config file /c/kkeulmit/config.json: \"location\""))
    }

    @Test("invalid JSON names the file")
    func invalidJSON() throws {
        let error = try #require(throws: ConfigurationError.self) { try parse("{\"hours\": 12,") }
        #expect(error.message.hasPrefix("config file /c/kkeulmit/config.json is not valid JSON"))
        #expect(!error.message.contains("\n"))
    }

    @Test("a missing default file is fine; a missing --config file is not; an unreadable one never is")
    func missingFile() throws {
        let fs = InMemoryFileSystem(["/locked.json": ("{}", 0o000)])
        #expect(
            try Configuration.load(path: "/nope.json", required: false, fileSystem: fs, home: nil) == Configuration())
        #expect(throws: ConfigurationError("cannot read config file /nope.json: no such file")) {
            try Configuration.load(path: "/nope.json", required: true, fileSystem: fs, home: nil)
        }
        #expect(throws: ConfigurationError("cannot read config file /locked.json: Permission denied")) {
            try Configuration.load(path: "/locked.json", required: false, fileSystem: fs, home: nil)
        }
    }
}

@Suite("ServiceKeySource")
struct ServiceKeySourceTests {
    private func resolve(
        env: [String: String], keyFile: String? = nil, files: [String: (String, Int)] = [:]
    ) throws(ConfigurationError) -> (ServiceKey, ServiceKeySource.Origin, [String]) {
        var warnings: [String] = []
        guard
            let (key, origin) = try ServiceKeySource.find(
                .dataGoKr, environment: Environment(env), configuration: Configuration(serviceKeyFile: keyFile),
                fileSystem: InMemoryFileSystem(files), warn: { warnings.append($0) })
        else { throw ServiceKeySource.noKey(configPath: "/c/config.json") }
        return (key, origin, warnings)
    }

    @Test("KMA_SERVICE_KEY wins over serviceKeyFile and is trimmed")
    func environmentWins() throws {
        let (key, origin, warnings) = try resolve(
            env: ["KMA_SERVICE_KEY": " abc+/= \n"], keyFile: "/k", files: ["/k": ("file", 0o600)])
        #expect(key == ServiceKey("abc+/="))
        #expect(origin == .environment("KMA_SERVICE_KEY"))
        #expect(warnings.isEmpty)
    }

    @Test(
        "reads and trims the key file; quiet for 0600, one warning for group/world-readable",
        arguments: [(0o600, 0), (0o400, 0), (0o640, 1), (0o604, 1)])
    func keyFile(mode: Int, expectedWarnings: Int) throws {
        let (key, origin, warnings) = try resolve(
            env: ["KMA_SERVICE_KEY": ""], keyFile: "/k", files: ["/k": ("SECRET%2B\n", mode)])
        #expect(key.rawValue == "SECRET+")
        #expect(origin == .file("/k", setting: "serviceKeyFile"))
        #expect(warnings.count == expectedWarnings)
        #expect(warnings.allSatisfy { !$0.contains("SECRET") && $0.contains("chmod 600 /k") })
    }

    @Test("no key at all says how to provide one")
    func noKey() throws {
        let error = try #require(throws: ConfigurationError.self) { try resolve(env: [:]) }
        #expect(error.message.contains("KMA_SERVICE_KEY"))
        #expect(error.message.contains("serviceKeyFile"))
        #expect(error.message.contains("data.go.kr"))
    }

    @Test(
        "a missing, empty or multi-line key file is a configuration error",
        arguments: [nil, "", "  \n", "a\nb"] as [String?])
    func badFile(content: String?) throws {
        let files = content.map { ["/k": ($0, 0o600)] } ?? [:]
        #expect(throws: ConfigurationError.self) { try resolve(env: [:], keyFile: "/k", files: files) }
    }

    @Test(
        "text that cannot be a key is refused where it was read, naming the place but not the text",
        arguments: [
            (["KMA_SERVICE_KEY": "SECRET KEY"], "KMA_SERVICE_KEY is not a usable service key"),
            (["KMA_SERVICE_KEY": "SECRET%2"], "KMA_SERVICE_KEY is not a usable service key"),
            (["KMA_SERVICE_KEY": "SECRET\u{7F}"], "KMA_SERVICE_KEY is not a usable service key"),
            ([:], "serviceKeyFile /k does not hold a usable service key"),
        ])
    func malformedKey(env: [String: String], message: String) throws {
        let files = ["/k": ("SECRET%ZZ\n", 0o600)]
        let error = try #require(throws: ConfigurationError.self) {
            try resolve(env: env, keyFile: "/k", files: files)
        }
        #expect(error.message.hasPrefix(message))
        #expect(error.message.contains("Encoding"))
        #expect(!error.message.contains("SECRET"))
        #expect(FailureReport.map(error).code == .configuration)
    }
}

@Suite("Environment")
struct EnvironmentTests {
    @Test(
        "XDG directories: absolute values win, relative ones are ignored, HOME is the fallback",
        arguments: [
            (
                ["XDG_CONFIG_HOME": "/x", "XDG_CACHE_HOME": "/y/", "HOME": "/h"], "/x/kkeulmit/config.json",
                "/y/kkeulmit"
            ),
            (
                ["XDG_CONFIG_HOME": "rel", "XDG_CACHE_HOME": "", "HOME": "/h"], "/h/.config/kkeulmit/config.json",
                "/h/.cache/kkeulmit"
            ),
            (["HOME": "/"], "/.config/kkeulmit/config.json", "/.cache/kkeulmit"),
            (["HOME": "relative"], nil, nil),
            ([:], nil, nil),
        ] as [([String: String], String?, String?)])
    func xdg(values: [String: String], config: String?, cache: String?) {
        let env = Environment(values)
        #expect(env.defaultConfigPath == config)
        #expect(env.cacheDirectory == cache)
    }
}

@Suite("Redactor")
struct RedactorTests {
    @Test("removes the key in raw and percent-encoded forms")
    func redacts() {
        let redact = Redactor(secret: "ab+cd/ef==")
        #expect(
            redact("k=ab+cd/ef== and ab%2Bcd%2Fef%3D%3D and ab%2bcd%2fef%3d%3d")
                == "k=[redacted] and [redacted] and [redacted]")
        #expect(Redactor(secret: "ab%2Bcd")("ab+cd") == "[redacted]")
        #expect(Redactor(secret: nil)("anything") == "anything")
    }
}
