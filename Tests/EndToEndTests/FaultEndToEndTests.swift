import Foundation
import Testing

/// The built binary against a loopback KMA that misbehaves: the exit code the contract names, an empty stdout, one
/// stderr line, and the number of requests KMA saw. What happened is the evidence: "at once" is one request and
/// the rejection's exit code rather than the deadline's 69; "a huge body is cut off" is the bytes the server got
/// to send. The only wall-clock bound left is that a run under `--timeout T` ends by T plus a generous,
/// one-sided allowance (`BinaryRunner.Result.deadlineAllowance`, which says why it cannot flake).
///
/// Serialized, so that the suite's own runs never compete with each other for the cores. The time limit only stops
/// a hang; it counts the wait for a slot in `BinaryRunner`'s queue too, hence minutes for runs of seconds.
@Suite("Fault tests of the binary on loopback", .serialized, .timeLimit(.minutes(10)))
struct FaultEndToEndTests {
    /// 07:30 KST: the 05시 issue is the latest, and the fixture is that issue.
    static let now = "2026-11-30T07:30:00+09:00"
    static let cell = ["--nx", "60", "--ny", "127"]

    /// One misbehaving server and what the binary must do about it.
    struct Scenario: Sendable, CustomTestStringConvertible {
        var name: String
        var extraArguments: [String] = []
        var respond: @Sendable (LoopbackServer.Request) -> LoopbackServer.Response
        var exitCode: Int32
        /// How many requests KMA sees. A range only where the retry backoff's random jitter, or how promptly a
        /// loaded machine fires a request timeout, decides; each such scenario says why. The binary has no knob
        /// to make the jitter deterministic, and every count in the range is a correct run.
        var requests: ClosedRange<Int>
        /// A fragment the one stderr line must hold.
        var says: String
        /// For the huge bodies: the server cannot have sent more than this before the client hung up.
        var sendsAtMost: Int? = nil

        var testDescription: String { name }

        /// The `--timeout` the scenario runs under, if it gives one.
        var timeout: Double? {
            extraArguments.firstIndex(of: "--timeout").flatMap { index in
                extraArguments.indices.contains(index + 1) ? Double(extraArguments[index + 1]) : nil
            }
        }
    }

    static let failing: [Scenario] = [
        Scenario(
            name: "503 forever: three attempts, then 69",
            respond: { _ in .raw(status: 503, body: Data("down".utf8)) }, exitCode: 69, requests: 3...3,
            says: "HTTP 503"),
        Scenario(
            name: "a connection closed without an answer, every time: three attempts, then 69",
            respond: { _ in .hangUp }, exitCode: 69, requests: 3...3, says: "could not reach KMA"),
        Scenario(
            name: "result code 99 forever: three attempts, then 69",
            respond: { _ in .raw(status: 200, body: KMAFixture.data("vilage-fcst-result-99.json")) }, exitCode: 69,
            requests: 3...3, says: "code 99"),
        Scenario(
            name: "429 with Retry-After 1, forever: waits it out twice, then 75",
            respond: { _ in .raw(status: 429, headers: [("Retry-After", "1")], body: Data()) }, exitCode: 75,
            requests: 3...3, says: "HTTP 429"),
        Scenario(
            name: "429 with Retry-After 3600 under --timeout 5: fails at once with 75 after one request",
            extraArguments: ["--timeout", "5"],
            respond: { _ in .raw(status: 429, headers: [("Retry-After", "3600")], body: Data()) }, exitCode: 75,
            requests: 1...1, says: "in 3600 s"),
        Scenario(
            name: "the daily quota is used up (gateway code 22): 75 after one request, not retried",
            respond: { _ in .raw(status: 200, body: KMAFixture.data("gateway-quota-exceeded.xml")) }, exitCode: 75,
            requests: 1...1, says: "code 22"),
        // --timeout 2 leaves 1.6 s for the network and a request 1 s; a retry needs 1 s more than is left after
        // the first attempt, and load only leaves less: exactly one request, where ignoring the budget makes three.
        Scenario(
            name: "a server that never answers under --timeout 2: 69 after one request, within the deadline",
            extraArguments: ["--timeout", "2"], respond: { _ in .neverAnswer }, exitCode: 69, requests: 1...1,
            says: "did not answer"),
        // --timeout 4 leaves 3.2 s and a request 1 s: a retry fits after the first second (by design, held by
        // ForecastAdviceServiceTimingTests without a clock), a third only when both jittered backoffs add up to
        // under 0.2 s. Here the first timeout fires when a loaded machine gets round to it, and firing more than
        // 1.2 s late leaves no room for the retry: every count from 1 to 3 is a correct run, the deadline is not.
        Scenario(
            name: "a server that never answers under --timeout 4: 69 by the deadline, retrying while time is left",
            extraArguments: ["--timeout", "4"], respond: { _ in .neverAnswer }, exitCode: 69, requests: 1...3,
            says: "did not answer"),
        // A byte every second races the 1 s request timeout: a first attempt that times out leaves time for one
        // more, one that keeps receiving runs into the deadline. Either way the run ends by the deadline with 69.
        Scenario(
            name: "one byte per second under --timeout 3: 69 within the deadline",
            extraArguments: ["--timeout", "3"],
            respond: { _ in .slowDrip(.kmaPaged(fullIssue: KMAFixture.success0500), chunkSize: 1, interval: 1) },
            exitCode: 69, requests: 1...2, says: "did not answer"),
        Scenario(
            name: "a 50 MB body with Content-Length: 65 at once, after one request",
            respond: { _ in .huge(prefix: Data(#"{"response":"#.utf8), totalBytes: 50 << 20, chunked: false) },
            exitCode: 65, requests: 1...1, says: "larger than", sendsAtMost: 25 << 20),
        Scenario(
            name: "a 50 MB chunked body: 65 once the cap is passed, after one request",
            respond: { _ in .huge(prefix: Data(#"{"response":"#.utf8), totalBytes: 50 << 20, chunked: true) },
            exitCode: 65, requests: 1...1, says: "larger than", sendsAtMost: 25 << 20),
        Scenario(
            name: "truncated JSON: 65 after one request, not retried",
            respond: { _ in .raw(status: 200, body: KMAFixture.data("vilage-fcst-truncated.json")) }, exitCode: 65,
            requests: 1...1, says: "truncated JSON"),
        Scenario(
            name: "a body cut short of its Content-Length: a network failure, three attempts, then 69",
            respond: { _ in
                .raw(
                    status: 200, headers: [("Content-Length", "400000")],
                    body: KMAFixture.success0500.prefix(20_000))
            }, exitCode: 69, requests: 3...3, says: "could not reach KMA"),
        Scenario(
            name: "an HTML error page with HTTP 200: 65 after one request",
            respond: { _ in .raw(status: 200, body: KMAFixture.data("error-page.html")) }, exitCode: 65,
            requests: 1...1, says: "HTML"),
        Scenario(
            name: "401 without WWW-Authenticate: 77 after one request",
            respond: { _ in .raw(status: 401, body: Data()) }, exitCode: 77, requests: 1...1, says: "HTTP 401"),
        // URLSession 6.3.1 never completes a 401 that carries WWW-Authenticate unless the challenge is answered;
        // a response did arrive and it is a rejection, so the contract's 77 — not the deadline's 69 — and at once.
        Scenario(
            name: "401 with WWW-Authenticate under --timeout 10: 77 at once after one request, not the deadline",
            extraArguments: ["--timeout", "10"],
            respond: { _ in
                .raw(
                    status: 401, headers: [("WWW-Authenticate", #"Basic realm="kma""#)],
                    body: Data("Unauthorized".utf8))
            }, exitCode: 77, requests: 1...1, says: "HTTP 401"),
        Scenario(
            name: "403: 77 after one request",
            respond: { _ in .raw(status: 403, body: Data("Forbidden".utf8)) }, exitCode: 77, requests: 1...1,
            says: "HTTP 403"),
        Scenario(
            name: "the gateway does not know the key (code 30): 77 after one request",
            respond: { _ in .raw(status: 200, body: KMAFixture.data("gateway-key-not-registered.xml")) },
            exitCode: 77, requests: 1...1, says: "code 30"),
    ]

    @Test("a misbehaving KMA ends in the contract's exit code, one stderr line and no stdout", arguments: failing)
    func failure(_ scenario: Scenario) async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let sandbox = try BinaryRunner.Sandbox()
        defer { sandbox.cleanUp() }
        server.route("s", scenario.respond)
        // The fault is the required source's, so the run uses it alone (--forecast-only; the ultra-short routes
        // answer 404 in case): a capped transfer cannot be stopped early on this toolchain (docs/KMA.md), and an
        // optional source's 50 MB body, or its CPU, would only blur what is measured. `hugeOptionalSource` covers those.
        server.routeNowcast("s") { _ in .raw(status: 404, body: Data()) }

        let run = try await BinaryRunner.run(
            ["now"] + Self.cell + ["--base-url", server.baseURL(for: "s"), "--forecast-only"] + scenario.extraArguments,
            environment: sandbox.environment.merging(["KMA_SERVICE_KEY": "faultkey1", "KKEULMIT_NOW": Self.now]) {
                $1
            })

        #expect(run.status == scenario.exitCode, "stderr: \(run.stderr)")
        #expect(run.stdout == "")
        #expect(run.stderrIsOneLine, "stderr: \(run.stderr)")
        #expect(run.stderr.hasPrefix("kkeulmit: "))
        #expect(run.stderr.contains(scenario.says), "stderr: \(run.stderr)")
        // Deadlines are measured with a clock; the message rounds them ("3.7 s", not "3.6977618932724 s").
        #expect(run.stderr.firstMatch(of: /\d\.\d{2,}/) == nil, "stderr: \(run.stderr)")
        let requests = server.requests(for: "s").filter { $0.path == "/getVilageFcst" }.count
        #expect(scenario.requests.contains(requests), "\(requests) requests")
        if let timeout = scenario.timeout {
            #expect(run.endsByDeadline(timeout), "took \(run.seconds) s under --timeout \(timeout)")
        }
        #expect(!run.timedOut)
        if let limit = scenario.sendsAtMost {
            // The client hung up early instead of reading 50 MB; what was sent is the cap plus socket buffers.
            #expect(server.bytesSent(for: "s") < limit)
        }
    }

    @Test("an optional source sending 50 MB: the advice still prints, exit 0, that source unavailable")
    func hugeOptionalSource() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let sandbox = try BinaryRunner.Sandbox()
        defer { sandbox.cleanUp() }
        server.route("s") { _ in .kmaPaged(fullIssue: KMAFixture.success0500) }
        server.routeNowcast("s") { _ in
            .huge(prefix: Data(#"{"response":"#.utf8), totalBytes: 50 << 20, chunked: true)
        }
        let run = try await BinaryRunner.run(
            ["now"] + Self.cell + ["--base-url", server.baseURL(for: "s"), "--json"],
            environment: sandbox.environment.merging(["KMA_SERVICE_KEY": "faultkey1", "KKEULMIT_NOW": Self.now]) {
                $1
            })
        #expect(run.status == 0 && run.stderr == "", "stderr: \(run.stderr)")
        #expect(!run.timedOut)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let statuses = (object["sources"] as? [[String: Any]] ?? []).prefix(3).compactMap { $0["status"] as? String }
        #expect(statuses == ["ok", "unavailable", "unavailable"])
    }

    @Test("a refused port: 69 with one line that says the connection was refused")
    func refusedPort() async throws {
        let sandbox = try BinaryRunner.Sandbox()
        defer { sandbox.cleanUp() }
        let run = try await BinaryRunner.run(
            ["now"] + Self.cell + ["--base-url", "http://127.0.0.1:\(LoopbackPort.dead())/kma"],
            environment: sandbox.environment.merging(["KMA_SERVICE_KEY": "faultkey1", "KKEULMIT_NOW": Self.now]) {
                $1
            })
        #expect(run.status == 69)
        #expect(run.stdout == "")
        #expect(run.stderrIsOneLine, "stderr: \(run.stderr)")
        #expect(run.stderr.contains("127.0.0.1 refused the connection: check the network or --base-url"))
        #expect(!run.timedOut)
    }

    @Test("500 once, then the issue: two requests and advice, exit 0 with nothing on stderr")
    func fiveHundredOnce() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let sandbox = try BinaryRunner.Sandbox()
        defer { sandbox.cleanUp() }
        server.route("s") { request in
            request.index == 1
                ? .raw(status: 500, body: Data("oops".utf8)) : .kmaPaged(fullIssue: KMAFixture.success0500)
        }
        let run = try await BinaryRunner.run(
            ["now"] + Self.cell + ["--json", "--base-url", server.baseURL(for: "s")],
            environment: sandbox.environment.merging(["KMA_SERVICE_KEY": "faultkey1", "KKEULMIT_NOW": Self.now]) {
                $1
            })
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stderr == "")
        #expect(server.requests(for: "s").count == 2)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(json["stale"] as? Bool == false)
        #expect(json["forecastBase"] as? String == "2026-11-30T05:00:00+09:00")
    }

    @Test("429 with Retry-After 1, then the issue: the retry comes at least a second later, exit 0")
    func retryAfterOne() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let sandbox = try BinaryRunner.Sandbox()
        defer { sandbox.cleanUp() }
        server.route("s") { request in
            request.index == 1
                ? .raw(status: 429, headers: [("Retry-After", "1")], body: Data())
                : .kmaPaged(fullIssue: KMAFixture.success0500)
        }
        let run = try await BinaryRunner.run(
            ["now"] + Self.cell + ["--base-url", server.baseURL(for: "s")],
            environment: sandbox.environment.merging(["KMA_SERVICE_KEY": "faultkey1", "KKEULMIT_NOW": Self.now]) {
                $1
            })
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stderr == "")
        #expect(!run.stdout.isEmpty)
        let requests = server.requests(for: "s")
        try #require(requests.count == 2)
        // A lower bound: the wait starts after the first request arrived, and load can only lengthen it.
        #expect(requests[1].receivedAt - requests[0].receivedAt >= 1.0)
    }

    @Test("--verbose on a failure: still no stdout, and stderr says more than one line")
    func verboseFailure() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let sandbox = try BinaryRunner.Sandbox()
        defer { sandbox.cleanUp() }
        server.route("s") { _ in .raw(status: 503, body: Data()) }
        let run = try await BinaryRunner.run(
            ["now"] + Self.cell + ["--verbose", "--base-url", server.baseURL(for: "s")],
            environment: sandbox.environment.merging(["KMA_SERVICE_KEY": "faultkey1", "KKEULMIT_NOW": Self.now]) {
                $1
            })
        #expect(run.status == 69)
        #expect(run.stdout == "")
        #expect(run.stderr.filter { $0 == "\n" }.count > 3)
        #expect(run.stderr.contains("retrying"))
        #expect(server.requests(for: "s").count == 3)
    }
}
