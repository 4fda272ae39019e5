import Foundation
import Testing

/// Every exit code of the contract, end to end, each from a server scenario: stdout empty, one stderr line.
@Suite("kkeulmit exit codes end to end")
struct ExitCodeEndToEndTests {
    /// A scenario the loopback server plays, and the exit code it must give.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var code: Int32
        /// Requests at least this many times (more than one: it retried).
        var minimumRequests: Int = 1
        var maximumRequests: Int = 1
        /// A word the stderr line must hold.
        var says: String
        var response: @Sendable (LoopbackServer.Request) -> LoopbackServer.Response
        var testDescription: String { "\(name) → \(code)" }
    }

    static let json = [("Content-Type", "application/json;charset=UTF-8")]

    static let cases: [Case] = [
        Case(name: "truncated JSON", code: 65, says: "unusable") { _ in
            .raw(status: 200, headers: json, body: E2E.fixture("vilage-fcst-truncated.json"))
        },
        Case(name: "HTML maintenance page with 200", code: 65, says: "unusable") { _ in
            .raw(status: 200, headers: [("Content-Type", "text/html")], body: E2E.fixture("error-page.html"))
        },
        Case(name: "empty body with 200", code: 65, says: "unusable") { _ in
            .raw(status: 200, headers: json, body: Data())
        },
        Case(name: "sea cell without temperatures", code: 65, says: "sea") { _ in
            .kmaPaged(fullIssue: E2E.fixture("vilage-fcst-sea-cell.json"))
        },
        Case(name: "result 10 (bad parameter)", code: 65, says: "10") { _ in
            .raw(status: 200, headers: json, body: E2E.fixture("vilage-fcst-result-10.json"))
        },
        Case(name: "HTTP 503", code: 69, minimumRequests: 2, maximumRequests: 3, says: "503") { _ in
            .raw(status: 503, headers: [("Content-Type", "text/html")], body: E2E.fixture("error-page.html"))
        },
        Case(name: "result 99 UNKNOWN_ERROR", code: 69, minimumRequests: 2, maximumRequests: 3, says: "99") { _ in
            .raw(status: 200, headers: json, body: E2E.fixture("vilage-fcst-result-99.json"))
        },
        Case(name: "result 01 APPLICATION_ERROR", code: 69, minimumRequests: 2, maximumRequests: 3, says: "01") { _ in
            .raw(status: 200, headers: json, body: E2E.fixture("vilage-fcst-result-01.json"))
        },
        Case(name: "connection closed without an answer", code: 69, minimumRequests: 2, maximumRequests: 3, says: "KMA")
        {
            _ in .hangUp
        },
        Case(name: "HTTP 429", code: 75, maximumRequests: 3, says: "429") { _ in
            .raw(status: 429, headers: [("Retry-After", "0")], body: Data("Too Many Requests".utf8))
        },
        Case(name: "gateway 22 quota exceeded (XML, HTTP 200)", code: 75, says: "22") { _ in
            E2E.xml("gateway-quota-exceeded.xml")
        },
        Case(name: "gateway 30 key not registered (XML, HTTP 200)", code: 77, says: "30") { _ in
            E2E.xml("gateway-key-not-registered.xml")
        },
        Case(name: "gateway 30 key not registered (JSON envelope)", code: 77, says: "30") { _ in
            .raw(status: 200, headers: json, body: E2E.fixture("gateway-key-not-registered.json"))
        },
        Case(name: "gateway 31 key expired (XML)", code: 77, says: "31") { _ in
            E2E.xml("gateway-key-expired.xml")
        },
        Case(name: "gateway 30 with HTTP 403", code: 77, says: "30") { _ in
            E2E.xml("gateway-key-not-registered.xml", status: 403)
        },
        Case(name: "HTTP 403 with no envelope", code: 77, says: "403") { _ in
            .raw(status: 403, body: Data("Forbidden".utf8))
        },
        Case(name: "HTTP 401 without WWW-Authenticate", code: 77, says: "401") { _ in
            .raw(status: 401, body: Data("Unauthorized".utf8))
        },
        Case(
            name: "gateway 23 per-second limit (JSON envelope, HTTP 429), every time", code: 75, minimumRequests: 2,
            maximumRequests: 3, says: "code 23 LIMITED_NUMBER_OF_SERVICE_REQUESTS_PER_SECOND_EXCEEDS_ERROR"
        ) { _ in
            .raw(status: 429, headers: json, body: E2E.fixture("gateway-per-second-limit.json"))
        },
        Case(
            name: "gateway 29 blacklisted IP (JSON envelope, HTTP 403)", code: 77,
            says: "has blocked the IP address this request came from (code 29 BLACKLIST_IP_ACCESS_ERROR)"
        ) { _ in
            .raw(status: 403, headers: json, body: E2E.fixture("gateway-blacklisted-ip.json"))
        },
        Case(
            name: "an undocumented result code with HTTP 503", code: 69, minimumRequests: 2, maximumRequests: 3,
            says: "unknown result code 47"
        ) { _ in
            .json(#"{"response":{"header":{"resultCode":"47","resultMsg":"NEW_ERROR"}}}"#, status: 503)
        },
        Case(name: "an undocumented result code with HTTP 200", code: 65, says: "unknown result code 47") { _ in
            .json(#"{"response":{"header":{"resultCode":"47","resultMsg":"NEW_ERROR"}}}"#)
        },
    ]

    /// No `--timeout` in these runs: the default 30 s leaves each request 13.75 s, so a slow answer on a loaded
    /// machine cannot turn into a retry and change the request count (`--timeout 5` left 1.25 s).
    @Test("a KMA failure gives its exit code, empty stdout and one stderr line", arguments: cases)
    func serverScenario(_ c: Case) async throws {
        let s = try KMAScenario(c.response)
        let r = try await s.run(["now", "--nx", "60", "--ny", "127", "--no-cache"], env: E2E.env())
        E2E.expectFailure(r, code: c.code)
        #expect(r.stderr.contains(c.says), "stderr: \(r.stderr)")
        let count = s.requests.count
        #expect(count >= c.minimumRequests && count <= c.maximumRequests, "\(count) requests")
        #expect(s.requests.allSatisfy { $0.path == "/getVilageFcst" })
    }

    @Test("--json changes nothing on failure: stdout stays empty", arguments: [cases[0], cases[10], cases[11]])
    func jsonFailure(_ c: Case) async throws {
        let s = try KMAScenario(c.response)
        let r = try await s.run(["now", "--nx", "60", "--ny", "127", "--no-cache", "--json"], env: E2E.env())
        E2E.expectFailure(r, code: c.code)
    }

    @Test("a per-second limit (23) is waited out and retried within --timeout: the next answer is used")
    func perSecondLimitOnce() async throws {
        let s = try KMAScenario { r in
            r.index == 1
                ? .raw(status: 429, headers: Self.json, body: E2E.fixture("gateway-per-second-limit.json"))
                : .kmaPaged(fullIssue: E2E.issue0500)
        }
        let r = try await s.run(["now", "--nx", "60", "--ny", "127", "--no-cache", "--verbose"], env: E2E.env())
        #expect(r.status == 0 && !r.stdout.isEmpty, "stderr: \(r.stderr)")
        #expect(r.stderr.contains("code 23") && r.stderr.contains("retrying in 1.0 s"), "stderr: \(r.stderr)")
        #expect(s.requests.count == 2)
    }

    @Test("--verbose adds diagnostics on stderr but never the key")
    func verboseFailure() async throws {
        let s = try KMAScenario { _ in E2E.xml("gateway-key-not-registered.xml") }
        let r = try await s.run(["now", "--nx", "60", "--ny", "127", "--no-cache", "--verbose"], env: E2E.env())
        #expect(r.status == 77 && r.stdout == "")
        #expect(r.stderr.filter { $0 == "\n" }.count > 1)
    }

    @Test("a server that never answers is bounded by --timeout: exit 69")
    func silentServer() async throws {
        let s = try KMAScenario { _ in .neverAnswer }
        let r = try await s.run(["now", "--nx", "60", "--ny", "127", "--no-cache", "--timeout", "2"], env: E2E.env())
        E2E.expectFailure(r, code: 69)
        // No time for a second attempt in --timeout 2; FaultEndToEndTests says why and bounds the wall time.
        #expect(s.requests.count == 1)
    }

    @Test("no service key anywhere: 78 before any request")
    func noKey() async throws {
        let s = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        let r = try await s.run(["now", "--nx", "60", "--ny", "127", "--no-cache"], env: ["KKEULMIT_NOW": E2E.morning])
        E2E.expectFailure(r, code: 78)
        #expect(r.stderr.contains("KMA_SERVICE_KEY"))
        #expect(s.requests.isEmpty)
    }

    @Test(
        "an invalid config file or unreadable key file: 78 before any request",
        arguments: [
            #"{"hours": "many"}"#, "{not json", "[1,2]", #"{"location": {"nx": "sixty"}}"#, #"{"lang": "fr"}"#,
            #"{"serviceKeyFile": "/nonexistent/kkeulmit/key"}"#,
        ])
    func invalidConfig(json: String) async throws {
        let s = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        try s.sandbox.write(json, to: s.sandbox.configFile)
        var env = E2E.env()
        if json.contains("serviceKeyFile") { env["KMA_SERVICE_KEY"] = nil }
        let r = try await s.run(["now", "--nx", "60", "--ny", "127", "--no-cache"], env: env)
        E2E.expectFailure(r, code: 78)
        #expect(s.requests.isEmpty)
    }

    @Test(
        "usage errors: 64 before any request",
        arguments: [
            ["now"], ["frob"], ["now", "--nx", "60", "--ny", "127", "--hours", "0"],
            ["now", "--nx", "60", "--ny", "127", "--hours", "49"],
            ["now", "--nx", "60", "--ny", "127", "--lang", "fr"],
            ["now", "--nx", "60", "--ny", "127", "--timeout", "-1"],
            ["now", "--nx", "60", "--ny", "127", "--format", "xml"],
            ["at", "tomorrow", "--nx", "60", "--ny", "127"], ["at", "2026-11-29T08:00", "--nx", "60", "--ny", "127"],
            ["now", "--nx", "60", "--ny", "127", "--json", "extra"],
        ])
    func usage(arguments: [String]) async throws {
        let s = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        let r = try await s.run(arguments + ["--no-cache"], env: E2E.env())
        E2E.expectFailure(r, code: 64)
    }

    @Test("success exits 0 with the advice on stdout and nothing on stderr")
    func success() async throws {
        let s = try KMAScenario { _ in .kmaPaged(fullIssue: E2E.issue0500) }
        let r = try await s.run(["now", "--nx", "60", "--ny", "127", "--no-cache"], env: E2E.env())
        #expect(r.status == 0 && r.stderr == "" && !r.stdout.isEmpty)
    }
}
