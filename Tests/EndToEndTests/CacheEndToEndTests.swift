import Foundation
import Testing

/// The cache as the contract promises it, seen from outside the binary: one request per issue and cell (also for
/// runs started at the same moment), damaged files ignored and replaced, and a stale issue standing in — labelled —
/// only for 69- and 75-kind failures and only while it is young enough.
///
/// Serialized because one test bounds a run by its `--timeout` and another counts on six runs meeting at one lock:
/// the suite's own runs must not compete with each other for the cores. The time limit only stops a hang; it
/// counts the wait for a slot in `BinaryRunner`'s queue too, hence minutes for runs of seconds.
@Suite("Cache and stale-if-error of the binary", .serialized, .timeLimit(.minutes(10)))
struct CacheEndToEndTests {
    /// 07:30 KST: the 05시 issue is the latest, and the fixture is that issue.
    static let fillTime = "2026-11-30T07:30:00+09:00"
    /// Three hours later the 08시 issue is due, so the cached 05시 issue is not current any more.
    static let threeHoursLater = "2026-11-30T10:30:00+09:00"
    static let cell = ["--nx", "60", "--ny", "127"]
    static let entryName = "vilage-60-127-20261130-0500.json"

    /// A server, a sandbox, and runs of the binary against one scenario route with a shared cache.
    final class Rig: Sendable {
        let server: LoopbackServer
        let sandbox: BinaryRunner.Sandbox

        init() throws {
            server = try LoopbackServer()
            sandbox = try BinaryRunner.Sandbox()
        }

        deinit {
            server.stop()
            sandbox.cleanUp()
        }

        func run(_ route: String, now: String, _ arguments: [String] = []) async throws -> BinaryRunner.Result {
            try await BinaryRunner.run(
                ["now"] + CacheEndToEndTests.cell + ["--base-url", server.baseURL(for: route)] + arguments,
                environment: sandbox.environment.merging(["KMA_SERVICE_KEY": "cachekey1", "KKEULMIT_NOW": now]) {
                    $1
                })
        }

        /// Fills the cache with the 05시 issue, fetched at 07:30.
        func fill() async throws {
            server.route("fill") { _ in .kmaPaged(fullIssue: KMAFixture.success0500) }
            let run = try await run("fill", now: CacheEndToEndTests.fillTime)
            try #require(run.status == 0, "stderr: \(run.stderr)")
            try #require(server.requests(for: "fill").count == 1)
        }
    }

    @Test("a second run for the same issue is answered from the cache without a request")
    func secondRunFromCache() async throws {
        let rig = try Rig()
        try await rig.fill()
        #expect(rig.sandbox.cacheFiles().contains(Self.entryName))
        rig.server.route("down") { _ in .raw(status: 503, body: Data()) }
        let run = try await rig.run("down", now: "2026-11-30T08:05:00+09:00", ["--json"])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(rig.server.requests(for: "down").isEmpty)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(json["stale"] as? Bool == false)
    }

    @Test("the cache directory is private: 0700, entries 0600")
    func permissions() async throws {
        let rig = try Rig()
        try await rig.fill()
        let directory = try FileManager.default.attributesOfItem(atPath: rig.sandbox.kkeulmitCache)
        #expect((directory[.posixPermissions] as? Int).map { $0 & 0o777 } == 0o700)
        let entry = try FileManager.default.attributesOfItem(atPath: rig.sandbox.kkeulmitCache + "/" + Self.entryName)
        #expect((entry[.posixPermissions] as? Int).map { $0 & 0o777 } == 0o600)
    }

    @Test("six runs started at once for one cell share one request and give the same advice")
    func sixConcurrentRuns() async throws {
        let rig = try Rig()
        // The delay keeps the first fetch in flight while the others start and find the lock taken; each waits up
        // to 10 s for it, over ten times the delay. Runs that start late (BinaryRunner runs two per core at once)
        // find the entry: one request either way.
        rig.server.route("slow") { _ in .delayed(seconds: 0.7, .kmaPaged(fullIssue: KMAFixture.success0500)) }
        let runs = try await withThrowingTaskGroup(of: BinaryRunner.Result.self) { group in
            for _ in 0..<6 {
                group.addTask { try await rig.run("slow", now: Self.fillTime, ["--json"]) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(runs.count == 6)
        #expect(runs.allSatisfy { $0.status == 0 }, "\(runs.map(\.stderr))")
        #expect(runs.allSatisfy { $0.stderr == "" })
        #expect(Set(runs.map(\.stdout)).count == 1)
        #expect(rig.server.requests(for: "slow").count == 1)
    }

    @Test(
        "a damaged entry for the current issue is ignored and replaced",
        arguments: [
            "not json at all \u{00}\u{FF}", #"{"schemaVersion":1,"nx":60,"ny":127,"base":"2026-11-30T05:00:00+09:00""#,
            #"{"schemaVersion":1,"nx":60,"ny":127,"base":"2026-11-30T05:00:00+09:00","fetchedAt":"x","items":[]}"#, "",
        ])
    func damagedEntry(garbage: String) async throws {
        let rig = try Rig()
        try FileManager.default.createDirectory(atPath: rig.sandbox.kkeulmitCache, withIntermediateDirectories: true)
        let path = rig.sandbox.kkeulmitCache + "/" + Self.entryName
        try rig.sandbox.write(garbage, to: path)
        rig.server.route("ok") { _ in .kmaPaged(fullIssue: KMAFixture.success0500) }
        let run = try await rig.run("ok", now: Self.fillTime)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stderr == "")
        #expect(rig.server.requests(for: "ok").count == 1)
        // The one cache format: a header line, then the forecast's rows.
        let replaced = try #require(FileManager.default.contents(atPath: path))
        let lines = replaced.split(separator: UInt8(ascii: "\n"), maxSplits: 1)
        #expect(String(decoding: lines[0], as: UTF8.self).hasPrefix("kkeulmit-cache 1 "))
        let entry = try #require(try JSONSerialization.jsonObject(with: Data(lines[1])) as? [String: Any])
        #expect(entry["schemaVersion"] as? Int == 1)
        #expect((entry["items"] as? [Any])?.count == 907)
        // And the replacement serves the next run.
        rig.server.route("down") { _ in .raw(status: 503, body: Data()) }
        #expect(try await rig.run("down", now: Self.fillTime).status == 0)
        #expect(rig.server.requests(for: "down").isEmpty)
    }

    @Test("KMA down with a 3-hour-old issue cached: exit 0, stale in JSON, one stderr warning giving its age")
    func staleJSON() async throws {
        let rig = try Rig()
        try await rig.fill()
        rig.server.route("down") { _ in .raw(status: 503, body: Data()) }
        let run = try await rig.run("down", now: Self.threeHoursLater, ["--json"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(rig.server.requests(for: "down").count == 3)
        #expect(run.stderrIsOneLine, "stderr: \(run.stderr)")
        #expect(run.stderr.hasPrefix("kkeulmit: warning: "))
        #expect(run.stderr.contains("3 h ago"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(json["stale"] as? Bool == true)
        #expect(json["staleAgeMinutes"] as? Int == 180)
        #expect(json["forecastBase"] as? String == "2026-11-30T05:00:00+09:00")
        let window = try #require(json["window"] as? [String: Any])
        #expect(window["start"] as? String == "2026-11-30T10:00:00+09:00")
    }

    @Test("a KMA that never answers still leaves time within --timeout to serve the stale issue")
    func staleWithinDeadline() async throws {
        let rig = try Rig()
        try await rig.fill()
        rig.server.route("silent") { _ in .neverAnswer }
        let run = try await rig.run("silent", now: Self.threeHoursLater, ["--timeout", "3", "--json"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stderrIsOneLine, "stderr: \(run.stderr)")
        #expect(run.stdout.contains(#""stale":true"#))
        #expect(run.endsByDeadline(3), "took \(run.seconds) s under --timeout 3")
    }

    @Test(
        "the stale text is labelled in both languages",
        arguments: [("en", "STALE"), ("ko", "지난 예보")])
    func staleText(language: String, label: String) async throws {
        let rig = try Rig()
        try await rig.fill()
        rig.server.route("down") { _ in .hangUp }
        let run = try await rig.run("down", now: Self.threeHoursLater, ["--lang", language])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.contains(label))
        #expect(run.stdout.contains(language == "en" ? "3 h" : "3시간"))
        #expect(run.stderrIsOneLine)
    }

    @Test("rate-limited (429) with an issue cached: the 75 kind falls back to the stale issue too")
    func staleOnRateLimit() async throws {
        let rig = try Rig()
        try await rig.fill()
        rig.server.route("limited") { _ in .raw(status: 429, headers: [("Retry-After", "3600")], body: Data()) }
        let run = try await rig.run("limited", now: Self.threeHoursLater, ["--json"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stderrIsOneLine)
        #expect(rig.server.requests(for: "limited").count == 1)
        #expect(run.stdout.contains(#""stale":true"#))
    }

    /// When the run happens (the cache was filled at 07:30), extra options, and the exit code.
    struct StaleCase: Sendable, CustomTestStringConvertible {
        var now: String
        var arguments: [String]
        var exitCode: Int32
        var testDescription: String { "\(now) \(arguments.joined(separator: " ")) → \(exitCode)" }
    }

    @Test(
        "the stale issue stands in only while it is young enough (24 h by default, --max-stale HOURS)",
        arguments: [
            StaleCase(now: "2026-12-01T06:30:00+09:00", arguments: [], exitCode: 0),  // 23 h: within the default
            StaleCase(now: "2026-12-01T08:30:00+09:00", arguments: [], exitCode: 69),  // 25 h: too old
            StaleCase(now: threeHoursLater, arguments: ["--max-stale", "1"], exitCode: 69),  // 3 h against 1 h
            StaleCase(now: threeHoursLater, arguments: ["--max-stale", "4"], exitCode: 0),  // 3 h against 4 h
        ])
    func staleAge(_ c: StaleCase) async throws {
        let (now, arguments, exitCode) = (c.now, c.arguments, c.exitCode)
        let rig = try Rig()
        try await rig.fill()
        rig.server.route("down") { _ in .raw(status: 503, body: Data()) }
        let run = try await rig.run("down", now: now, arguments + ["--hours", "6"])
        #expect(run.status == exitCode, "stderr: \(run.stderr)")
        #expect(run.stderrIsOneLine, "stderr: \(run.stderr)")
        if exitCode == 0 {
            #expect(run.stderr.contains("warning"))
            #expect(!run.stdout.isEmpty)
        } else {
            #expect(run.stdout == "")
            #expect(run.stderr.contains("HTTP 503"))
        }
    }

    @Test(
        "a rejected key or an unusable answer never falls back to the cache",
        arguments: [
            (LoopbackServer.Response.raw(status: 401, body: Data()), Int32(77)),
            (.raw(status: 200, body: KMAFixture.data("gateway-key-not-registered.xml")), 77),
            (.raw(status: 200, body: KMAFixture.data("vilage-fcst-truncated.json")), 65),
        ])
    func noFallback(response: LoopbackServer.Response, exitCode: Int32) async throws {
        let rig = try Rig()
        try await rig.fill()
        rig.server.route("bad") { _ in response }
        let run = try await rig.run("bad", now: Self.threeHoursLater)
        #expect(run.status == exitCode, "stderr: \(run.stderr)")
        #expect(run.stdout == "")
        #expect(run.stderrIsOneLine)
        #expect(rig.server.requests(for: "bad").count == 1)
    }

    @Test("--no-cache neither reads, writes nor falls back")
    func noCache() async throws {
        let rig = try Rig()
        rig.server.route("ok") { _ in .kmaPaged(fullIssue: KMAFixture.success0500) }
        let first = try await rig.run("ok", now: Self.fillTime, ["--no-cache"])
        #expect(first.status == 0)
        #expect(!rig.sandbox.cacheFiles().contains(Self.entryName))
        try await rig.fill()
        // Same issue, cached: --no-cache asks again.
        let second = try await rig.run("ok", now: Self.fillTime, ["--no-cache"])
        #expect(second.status == 0)
        #expect(rig.server.requests(for: "ok").count == 2)
        // KMA down later: no stale fallback without the cache.
        rig.server.route("down") { _ in .raw(status: 503, body: Data()) }
        let third = try await rig.run("down", now: Self.threeHoursLater, ["--no-cache"])
        #expect(third.status == 69)
        #expect(third.stdout == "")
    }
}
