import Foundation
import KkeulmitCore
import Testing

@testable import KkeulmitCLI

/// Config `"providers"`, `apiHubKeyFile`, `KMA_APIHUB_KEY` and `KKEULMIT_APIHUB_URL` (docs/CLI.md, "Two providers").
@Suite("Provider settings: keys, order and API Hub's root")
struct ProviderSettingsTests {
    private func parse(_ json: String) throws(ConfigurationError) -> Configuration {
        try Configuration.parse(Data(json.utf8), path: "/c/config.json", home: "/h")
    }

    @Test("\"providers\" orders them; apiHubKeyFile resolves as serviceKeyFile does")
    func parsesProviders() throws {
        let config = try parse(#"{"providers": ["apiHub", "dataGoKr"], "apiHubKeyFile": "keys/hub"}"#)
        #expect(config.providers == [.apiHub, .dataGoKr])
        #expect(config.apiHubKeyFile == "/c/keys/hub")
        #expect(try parse("{}").providers == nil)
    }

    @Test(
        "a bad \"providers\" is one clear line naming the field",
        arguments: [
            #"{"providers": []}"#, #"{"providers": "apiHub"}"#, #"{"providers": ["apihub"]}"#,
            #"{"providers": ["apiHub", "apiHub"]}"#, #"{"apiHubKeyFile": 3}"#,
        ])
    func badProviders(json: String) throws {
        let error = try #require(throws: ConfigurationError.self) { try parse(json) }
        #expect(error.message.contains("\"providers\"") || error.message.contains("\"apiHubKeyFile\""))
        #expect(FailureReport.map(error).code == .configuration)
    }

    private func resolve(
        _ env: [String: String], configuration: Configuration = Configuration(),
        files: [String: (String, Int)] = [:]
    ) throws(ConfigurationError) -> [ServiceKeySource.Found] {
        try ServiceKeySource.resolveAll(
            environment: Environment(env), configuration: configuration, configPath: "/c/config.json",
            fileSystem: InMemoryFileSystem(files), warn: { _ in })
    }

    @Test("both keys, in the default order; either alone; the order config gives; none at all is 78")
    func keys() throws {
        let both = try resolve(["KMA_SERVICE_KEY": "portal+key", "KMA_APIHUB_KEY": "hub-key"])
        #expect(both.map(\.provider) == [.dataGoKr, .apiHub])
        #expect(both.map(\.origin) == [.environment("KMA_SERVICE_KEY"), .environment("KMA_APIHUB_KEY")])
        #expect(try resolve(["KMA_APIHUB_KEY": "hub-key"]).map(\.provider) == [.apiHub])
        var reversed = Configuration()
        reversed.providers = [.apiHub, .dataGoKr]
        reversed.apiHubKeyFile = "/k"
        let fromFile = try resolve(
            ["KMA_SERVICE_KEY": "portal+key"], configuration: reversed, files: ["/k": ("hub\n", 0o600)])
        #expect(fromFile.map(\.provider) == [.apiHub, .dataGoKr])
        #expect(fromFile[0].origin == .file("/k", setting: "apiHubKeyFile") && fromFile[0].key.rawValue == "hub")
        let none = try #require(throws: ConfigurationError.self) { try resolve([:]) }
        #expect(none.message.contains("KMA_APIHUB_KEY") && none.message.contains("KMA_SERVICE_KEY"))
    }

    @Test("an unusable API Hub key is refused where it was read, without its text")
    func badHubKey() throws {
        let error = try #require(throws: ConfigurationError.self) {
            try resolve(["KMA_SERVICE_KEY": "portal", "KMA_APIHUB_KEY": "SECRET HUB"])
        }
        #expect(error.message.hasPrefix("KMA_APIHUB_KEY is not a usable service key"))
        #expect(!error.message.contains("SECRET"))
    }

    @Test("KKEULMIT_APIHUB_URL replaces API Hub's root; a bad one is a usage error naming it")
    func hubRoot() throws {
        #expect(try BaseURL.apiHub(environment: Environment([:])) == ServiceProvider.apiHubDefaultRoot)
        #expect(
            try BaseURL.apiHub(environment: Environment(["KKEULMIT_APIHUB_URL": "http://127.0.0.1:8/hub/"]))
                == URL(string: "http://127.0.0.1:8/hub"))
        let error = try #require(throws: UsageError.self) {
            try BaseURL.apiHub(environment: Environment(["KKEULMIT_APIHUB_URL": "ftp://x?authKey=1"]))
        }
        #expect(error.message.contains("KKEULMIT_APIHUB_URL") && !error.message.contains("authKey=1"))
    }

    @Test("the redactor takes out both keys in every form")
    func redactsBoth() {
        let redact = Redactor(secret: "portal+key/1==").adding("hub+key/2==")
        let text = "a portal%2Bkey%2F1%3D%3D b hub+key/2== c hub%2bkey%2f2%3d%3d"
        #expect(redact(text) == "a [redacted] b [redacted] c [redacted]")
    }
}
