import Foundation
import Testing

/// The built binary, run with an empty environment plus a scratch HOME/XDG per test.
@Suite("kkeulmit binary")
struct CommandLineEndToEndTests {
    private func run(
        _ arguments: [String], env extra: [String: String] = [:],
        setUp: (BinaryRunner.Sandbox) throws -> Void = { _ in }
    ) async throws -> BinaryRunner.Result {
        let sandbox = try BinaryRunner.Sandbox()
        defer { sandbox.cleanUp() }
        try setUp(sandbox)
        let env = sandbox.environment.merging(extra) { $1 }
        let result = try await BinaryRunner.run(arguments, environment: env)
        #expect(!result.timedOut)
        return result
    }

    @Test("the binary was built next to the tests")
    func binaryExists() {
        #expect(
            FileManager.default.isExecutableFile(atPath: BinaryRunner.binary.path),
            "run swift build --build-tests first")
    }

    @Test(
        "--help leads with examples on stdout and exits 0",
        arguments: [["--help"], ["-h"], ["now", "--help"], ["at", "--help"], ["grid", "--help"], ["help", "now"]])
    func help(arguments: [String]) async throws {
        let r = try await run(arguments)
        #expect(r.status == 0)
        #expect(r.stderr == "")
        #expect(r.stdout.contains("Examples:\n  kkeulmit "))
        #expect(r.stdout.contains("Exit codes"))
    }

    @Test("--version prints kkeulmit X.Y.Z")
    func version() async throws {
        let r = try await run(["--version"])
        #expect(r.status == 0)
        #expect(r.stdout.wholeMatch(of: /kkeulmit \d+\.\d+\.\d+\n/) != nil)
    }

    @Test(
        "usage errors exit 64 with one stderr line and empty stdout",
        arguments: [
            (["frob"], "unknown command 'frob'"), (["now", "--hour", "3"], "did you mean '--hours'?"),
            (["now", "--nx", "300", "--ny", "1"], "--nx must be an integer from 1 to 149, got '300'"),
            (["now", "--nx", "60"], "--nx needs --ny too"), (["now", "--hours", "49", "--place", "종로구"], "--hours"),
            (["at", "soon", "--place", "종로구"], "DATETIME"), (["grid", "--lat", "37.5"], "--lat needs --lon"),
            ([], "missing command"),
        ])
    func usage(arguments: [String], fragment: String) async throws {
        let r = try await run(arguments, env: ["KMA_SERVICE_KEY": "k"])
        #expect(r.status == 64)
        #expect(r.stdout == "")
        #expect(r.stderr.hasPrefix("kkeulmit: "))
        #expect(r.stderr.contains(fragment))
        #expect(r.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test("a bad KKEULMIT_NOW is a usage error naming the variable")
    func badNow() async throws {
        let r = try await run(
            ["now", "--nx", "60", "--ny", "127"], env: ["KMA_SERVICE_KEY": "k", "KKEULMIT_NOW": "yesterday"])
        #expect(r.status == 64 && r.stdout == "")
        #expect(r.stderr.contains("KKEULMIT_NOW"))
    }

    @Test("no service key exits 78 and says how to get one")
    func noKey() async throws {
        let r = try await run(["now", "--nx", "60", "--ny", "127"])
        #expect(r.status == 78 && r.stdout == "")
        #expect(
            r.stderr.contains("KMA_SERVICE_KEY") && r.stderr.contains("serviceKeyFile")
                && r.stderr.contains("data.go.kr"))
    }

    @Test(
        "an invalid config file exits 78 naming the file and field",
        arguments: [(#"{"hours": "many"}"#, "\"hours\""), ("{not json", "not valid JSON")])
    func invalidConfig(json: String, fragment: String) async throws {
        var configPath = ""
        let r = try await run(["now", "--nx", "60", "--ny", "127"], env: ["KMA_SERVICE_KEY": "k"]) { sandbox in
            configPath = sandbox.configFile
            try sandbox.write(json, to: sandbox.configFile)
        }
        #expect(r.status == 78 && r.stdout == "")
        #expect(r.stderr.contains(configPath) && r.stderr.contains(fragment))
    }

    @Test(
        "a key option is refused without echoing the key",
        arguments: [
            ["now", "--key", "TOPSECRET1"], ["now", "--service-key=TOPSECRET1"], ["now", "--serviceKey", "TOPSECRET1"],
        ])
    func keyOption(arguments: [String]) async throws {
        let r = try await run(arguments)
        #expect(r.status == 64 && r.stdout == "")
        #expect(r.stderr.contains("KMA_SERVICE_KEY"))
        #expect(!r.stderr.contains("TOPSECRET1"))
    }

    @Test("no location anywhere exits 64 and says how to give one")
    func noLocation() async throws {
        let r = try await run(["now"], env: ["KMA_SERVICE_KEY": "k"])
        #expect(r.status == 64 && r.stdout == "")
        #expect(r.stderr.contains("--place") && r.stderr.contains("--nx") && r.stderr.contains("\"location\""))
    }

    @Test("a group-readable key file draws one warning, never the key")
    func keyFileWarning() async throws {
        let r = try await run(["now", "--nx", "60", "--ny", "127"]) { sandbox in
            try sandbox.write("FILEKEY123\n", to: sandbox.home + "/key", mode: 0o644)
            try sandbox.write(#"{"serviceKeyFile": "\#(sandbox.home)/key"}"#, to: sandbox.configFile)
        }
        #expect(r.stderr.contains("readable by other users"))
        #expect(!r.stderr.contains("FILEKEY123"))
        #expect(r.stdout == "")
    }
}
