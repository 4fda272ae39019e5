import Foundation
import Testing

/// Neither provider's key ever appears anywhere (docs/CLI.md, "Exit codes"): every failure path and success, with
/// and without `--verbose`, with a canary data.go.kr key given raw and percent-encoded and a canary API Hub key, from
/// the environment and from key files, both roots on loopback answering alike (data.go.kr's failures move the
/// forecast on to API Hub, so each scenario reaches both). stdout, stderr, and every file (and file name) under XDG_CONFIG_HOME and XDG_CACHE_HOME — cache entries and
/// lock files — are searched for it in every spelling. Hostile servers echo the request URL and the key into their
/// error bodies and server messages, so the test also proves error text does not pass bodies through.
@Suite("The service key never leaks from the binary")
struct SecretLeakEndToEndTests {
    static let rawKey = "KkeulmitCanary+Key/ZZ=="
    static let encodedKey = "KkeulmitCanary%2BKey%2FZZ%3D%3D"
    /// What must never be seen: every spelling of the key, and its distinctive head and tail alone, which also
    /// catches a key cut in half by a length limit.
    static let needles = [
        rawKey, encodedKey, "KkeulmitCanary%2bKey%2fZZ%3d%3d", "KkeulmitCanary+Key/ZZ%3D%3D",
        "KkeulmitCanary%252BKey", "KkeulmitCanary Key/ZZ", "KkeulmitCanary", "Key/ZZ", "Key%2FZZ", "Key%2fZZ",
        "ZZ%3D%3D", "ZZ%3d%3d",
    ]
    /// API Hub's canary `authKey`, and every spelling of it that must never be seen.
    static let hubKey = "HubCanary+Auth/QQ=="
    static let hubEncodedKey = "HubCanary%2BAuth%2FQQ%3D%3D"
    static let hubNeedles = [
        hubKey, hubEncodedKey, "HubCanary%2bAuth%2fQQ%3d%3d", "HubCanary", "Auth/QQ", "Auth%2FQQ", "Auth%2fQQ",
        "QQ%3D%3D", "QQ%3d%3d",
    ]
    /// Hostile bodies also carry this; error text must not repeat a body's free text.
    static let bodyMarker = "HOSTILE-BODY-MARKER"
    static let fillTime = "2026-11-30T07:30:00+09:00"
    static let threeHoursLater = "2026-11-30T10:30:00+09:00"

    /// How the key reaches the binary and whether `--verbose` is on.
    struct Variant: Sendable, CustomTestStringConvertible {
        enum Source: Sendable { case environment, keyFile }
        var key: String
        var source: Source
        var verbose: Bool
        var testDescription: String {
            "\(key == SecretLeakEndToEndTests.rawKey ? "raw" : "encoded") key from \(source)"
                + (verbose ? ", --verbose" : "")
        }
    }

    static let variants = [
        Variant(key: rawKey, source: .environment, verbose: false),
        Variant(key: rawKey, source: .environment, verbose: true),
        Variant(key: encodedKey, source: .environment, verbose: false),
        Variant(key: encodedKey, source: .keyFile, verbose: true),
    ]

    /// A server behaviour, the options it needs, and whether it fills the cache first (for the stale path).
    struct Scenario: Sendable, CustomTestStringConvertible {
        var name: String
        var arguments: [String] = []
        var fillFirst = false
        var refused = false
        var respond: @Sendable (LoopbackServer.Request) -> LoopbackServer.Response
        var testDescription: String { name }
    }

    /// What a careless or hostile server might send back: the URL it was asked for, the key it read from it
    /// (decoded, so `+` became a space, and as sent), and a marker.
    static func echo(_ request: LoopbackServer.Request) -> String {
        "\(bodyMarker) you asked for /getVilageFcst?\(request.rawQuery) with key "
            + (request.query["serviceKey"] ?? request.query["authKey"] ?? "")
    }

    static let scenarios: [Scenario] = [
        Scenario(name: "success", respond: { _ in .kmaPaged(fullIssue: KMAFixture.success0500) }),
        Scenario(
            name: "500 once, then success",
            respond: { r in
                r.index == 1
                    ? .raw(status: 500, body: Data(echo(r).utf8)) : .kmaPaged(fullIssue: KMAFixture.success0500)
            }),
        Scenario(name: "503 forever, echoing the URL", respond: { r in .raw(status: 503, body: Data(echo(r).utf8)) }),
        Scenario(
            name: "an HTML 500 page echoing the URL",
            respond: { r in
                .raw(
                    status: 500, headers: [("Content-Type", "text/html")],
                    body: Data("<html><body><h1>Error</h1><p>\(echo(r))</p></body></html>".utf8))
            }),
        Scenario(
            name: "a plain-text 200 echoing the URL", respond: { r in .raw(status: 200, body: Data(echo(r).utf8)) }),
        Scenario(
            name: "429 Retry-After 3600 echoing the URL",
            respond: { r in .raw(status: 429, headers: [("Retry-After", "3600")], body: Data(echo(r).utf8)) }),
        Scenario(
            name: "401 with WWW-Authenticate echoing the URL",
            respond: { r in
                .raw(status: 401, headers: [("WWW-Authenticate", #"Basic realm="kma""#)], body: Data(echo(r).utf8))
            }),
        Scenario(name: "403 echoing the URL", respond: { r in .raw(status: 403, body: Data(echo(r).utf8)) }),
        Scenario(
            name: "the gateway's key error whose message echoes the URL",
            respond: { r in
                .raw(
                    status: 200, headers: [("Content-Type", "text/xml")],
                    body: Data(
                        ("<OpenAPI_ServiceResponse><cmmMsgHeader><errMsg>SERVICE ERROR</errMsg>"
                            + "<returnAuthMsg>\(echo(r))</returnAuthMsg>"
                            + "<returnReasonCode>30</returnReasonCode></cmmMsgHeader></OpenAPI_ServiceResponse>")
                            .utf8))
            }),
        Scenario(
            name: "result code 99 whose message echoes the URL",
            respond: { r in .json(#"{"response":{"header":{"resultCode":"99","resultMsg":"\#(echo(r))"}}}"#) }),
        Scenario(
            name: "result code 10 whose message is cut by the length limit in the middle of the key",
            respond: { r in
                // The server message is shortened to 100 characters: put the key across that boundary.
                let padding = String(repeating: "X", count: 70)
                return .json(
                    #"{"response":{"header":{"resultCode":"10","resultMsg":"\#(padding) \#(r.rawQuery)"}}}"#)
            }),
        Scenario(
            name: "truncated JSON",
            respond: { _ in .raw(status: 200, body: KMAFixture.data("vilage-fcst-truncated.json")) }),
        Scenario(
            name: "a 50 MB body",
            respond: { _ in .huge(prefix: Data(#"{"response":"#.utf8), totalBytes: 50 << 20, chunked: true) }),
        Scenario(name: "a hang-up", respond: { _ in .hangUp }),
        Scenario(name: "never answering", arguments: ["--timeout", "2"], respond: { _ in .neverAnswer }),
        Scenario(name: "a refused port", refused: true, respond: { _ in .hangUp }),
        Scenario(
            name: "stale fallback after 503", fillFirst: true,
            respond: { r in .raw(status: 503, body: Data(echo(r).utf8)) }),
    ]

    @Test("no spelling of the key appears in output or files", arguments: scenarios, variants)
    func noLeak(scenario: Scenario, variant: Variant) async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let sandbox = try BinaryRunner.Sandbox()
        defer { sandbox.cleanUp() }

        var environment = sandbox.environment
        switch variant.source {
        case .environment:
            environment["KMA_SERVICE_KEY"] = variant.key
            environment["KMA_APIHUB_KEY"] = Self.hubKey
        case .keyFile:
            // Outside XDG_CONFIG_HOME, so that every file searched below must be free of the key.
            let (keyFile, hubKeyFile) = (sandbox.home + "/service-key", sandbox.home + "/apihub-key")
            try sandbox.write(variant.key + "\n", to: keyFile)
            try sandbox.write(Self.hubEncodedKey + "\n", to: hubKeyFile)
            try sandbox.write(
                #"{"serviceKeyFile": "\#(keyFile)", "apiHubKeyFile": "\#(hubKeyFile)"}"#, to: sandbox.configFile)
        }
        let verbose = variant.verbose ? ["--verbose"] : []
        var outputs: [BinaryRunner.Result] = []

        if scenario.fillFirst {
            server.route("fill") { _ in .kmaPaged(fullIssue: KMAFixture.success0500) }
            environment["KKEULMIT_NOW"] = Self.fillTime
            let fill = try await BinaryRunner.run(
                ["now", "--nx", "60", "--ny", "127", "--base-url", server.baseURL(for: "fill")] + verbose,
                environment: environment)
            try #require(fill.status == 0)
            outputs.append(fill)
        }
        server.route("s", scenario.respond)
        server.route("h", scenario.respond)
        environment["KKEULMIT_APIHUB_URL"] =
            scenario.refused ? "http://127.0.0.1:\(LoopbackPort.dead())/h" : server.baseURL(for: "h")
        environment["KKEULMIT_NOW"] = scenario.fillFirst ? Self.threeHoursLater : Self.fillTime
        let base =
            scenario.refused ? "http://127.0.0.1:\(LoopbackPort.dead())/s" : server.baseURL(for: "s")
        for format in [[], ["--json"]] {
            let run = try await BinaryRunner.run(
                ["now", "--nx", "60", "--ny", "127", "--base-url", base] + format + verbose + scenario.arguments,
                environment: environment)
            #expect(!run.timedOut)
            outputs.append(run)
        }

        // The key did travel, encoded exactly once, so its absence below means something.
        if !scenario.refused {
            let requests = server.requests(for: "s")
            #expect(!requests.isEmpty)
            #expect(requests.allSatisfy { $0.rawQuery.hasPrefix("serviceKey=\(Self.encodedKey)&") })
            #expect(server.requests(for: "h").allSatisfy { $0.rawQuery.hasPrefix("authKey=\(Self.hubEncodedKey)&") })
        }
        if scenario.name.contains("503") {
            // data.go.kr's failure moved the forecast on: API Hub's key travelled too.
            #expect(!server.requests(for: "h").isEmpty)
        }
        if scenario.name.contains("success") {
            #expect(outputs.allSatisfy { $0.status == 0 }, "\(outputs.map(\.stderr))")
        }
        if scenario.fillFirst {
            #expect(
                outputs.dropFirst().allSatisfy { $0.status == 0 && !$0.stderr.isEmpty }, "\(outputs.map(\.stderr))")
        }

        for (index, run) in outputs.enumerated() {
            for needle in Self.needles + Self.hubNeedles {
                #expect(!run.stdout.contains(needle), "run \(index) stdout holds '\(needle)'")
                #expect(!run.stderr.contains(needle), "run \(index) stderr holds '\(needle)': \(run.stderr)")
            }
            #expect(!run.stderr.contains(Self.bodyMarker), "run \(index) stderr repeats the body: \(run.stderr)")
            #expect(!run.stdout.contains(Self.bodyMarker))
        }
        let files = sandbox.allFiles()
        if scenario.name.contains("success") || scenario.fillFirst {
            // The cache entry and the lock file were written, and are searched.
            #expect(files.contains { $0.path.hasSuffix(".json") && $0.path.contains("/kkeulmit/vilage-") })
            #expect(files.contains { $0.path.hasSuffix(".lock") })
        }
        for file in files {
            let text = String(decoding: file.data, as: UTF8.self)
            for needle in Self.needles + Self.hubNeedles {
                #expect(!text.contains(needle), "\(file.path) holds '\(needle)'")
                #expect(!file.path.contains(needle), "a file is named after the key: \(file.path)")
            }
        }
    }
}
