import Foundation
import KkeulmitCore
import TestSupport
import Testing

/// `schedule`, `run-schedule` and `tomorrow` through the built binary: Debian's real `crontab` in a private host
/// (`PrivateHost`), the loopback KMA server answering each base with its fixture, and a UTC (or other) host clock.
@Suite("kkeulmit binary: schedules and tomorrow")
struct ScheduleEndToEndTests {
    /// A sandbox with a config holding two schedules, and the KMA fixtures served by base time.
    final class Setup {
        let sandbox: BinaryRunner.Sandbox
        let server: LoopbackServer
        let scenario = "sched-\(UUID().uuidString)"

        init(config: String? = nil) throws {
            sandbox = try BinaryRunner.Sandbox()
            server = try LoopbackServer()
            try sandbox.write("TESTKEY123\n", to: sandbox.home + "/key")
            try sandbox.write(config ?? Self.config(keyFile: sandbox.home + "/key"), to: sandbox.configFile)
            let issues = try ["0500", "1700"].reduce(into: [String: Data]()) { issues, time in
                issues[time] = try Data(
                    contentsOf: Repository.kmaFixtures.appendingPathComponent("vilage-fcst-\(time)-success.json"))
            }
            let noData = try Data(contentsOf: Repository.kmaFixtures.appendingPathComponent("vilage-fcst-no-data.json"))
            server.route(scenario) { request in
                if request.query["base_date"] == "20261130", let issue = issues[request.query["base_time"] ?? ""] {
                    return .kmaPaged(fullIssue: issue)
                }
                return .raw(status: 200, headers: [("Content-Type", "application/json")], body: noData)
            }
        }

        deinit {
            server.stop()
            sandbox.cleanUp()
        }

        static func config(keyFile: String) -> String {
            """
            {"location": {"nx": 60, "ny": 127}, "serviceKeyFile": "\(keyFile)",
             "schedules": [
               {"name": "commute", "days": "mon-fri", "time": "07:30", "hours": 12, "format": "json"},
               {"name": "weekend", "days": "sat,sun", "time": "09:00", "until": "18:00", "format": "oneline"}]}
            """
        }

        /// The binary's environment: nothing inherited, the system's programs, a UTC host clock unless `tz` says
        /// otherwise.
        func environment(now: String? = nil, tz: String = "UTC", path: String = "/usr/sbin:/usr/bin:/sbin:/bin")
            -> [String: String]
        {
            var env = sandbox.environment
            env["PATH"] = path
            env["TZ"] = tz
            env["KKEULMIT_BASE_URL"] = server.baseURL(for: scenario)
            env["KKEULMIT_AIRKOREA_URL"] = server.baseURL(for: scenario)
            env["KKEULMIT_LIVING_URL"] = server.baseURL(for: scenario)
            env["KKEULMIT_ALERTS_URL"] = server.baseURL(for: scenario)
            env["KKEULMIT_HEALTH_URL"] = server.baseURL(for: scenario)
            if let now { env["KKEULMIT_NOW"] = now }
            return env
        }

        func run(_ arguments: [String], now: String? = nil, tz: String = "UTC", path: String? = nil) async throws
            -> BinaryRunner.Result
        {
            let env = environment(now: now, tz: tz, path: path ?? "/usr/sbin:/usr/bin:/sbin:/bin")
            let result = try await BinaryRunner.run(arguments, environment: env)
            #expect(!result.timedOut)
            return result
        }

        /// Runs the binary inside `host`, where `crontab` is the real one with a private spool.
        func run(_ arguments: [String], in host: PrivateHost, tz: String = "UTC") async throws -> BinaryRunner.Result {
            let result = try await host.run(
                [ScheduleEndToEndTests.binaryPath] + arguments, environment: environment(tz: tz))
            #expect(!result.timedOut)
            return result
        }

        /// The base times KMA was asked for, in order.
        var requestedBases: [String] { server.requests(for: scenario).compactMap { $0.query["base_time"] } }
    }

    /// The real `crontab` inside `host`: `-l`, or the given arguments.
    static func crontab(_ arguments: [String] = ["-l"], in host: PrivateHost, input: String? = nil) async throws
        -> BinaryRunner.Result
    {
        try await host.run(["/usr/bin/crontab"] + arguments, environment: ["PATH": "/usr/bin:/bin"], input: input)
    }

    /// Stores `text` as the crontab inside `host`, through the real `crontab`.
    static func storeCrontab(_ text: String, in host: PrivateHost) async throws {
        let r = try await crontab(["-"], in: host, input: text)
        #expect(r.status == 0, "crontab refused the test's own crontab: \(r.stderr)")
    }

    /// The binary as cron must name it: absolute, symlinks resolved (`/proc/self/exe`).
    static var binaryPath: String { BinaryRunner.binary.resolvingSymlinksInPath().path }

    static let others = "MAILTO=me@example.com\n# nightly backup\n0 3 * * * /usr/bin/backup --all\n"

    private func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    // MARK: - schedule

    @Test("schedule prints a block on the host's clock that Debian's crontab accepts: UTC times, no CRON_TZ")
    func printsBlock() async throws {
        let setup = try Setup()
        let r = try await setup.run(["schedule"])
        #expect(r.status == 0 && r.stderr == "")
        let command = "\(Self.binaryPath) --config \(setup.sandbox.configFile) run-schedule"
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("# BEGIN kkeulmit schedules") == true)
        #expect(lines.last == "# END kkeulmit schedules")
        #expect(!r.stdout.contains("CRON_TZ"))
        #expect(lines.contains("30 22 * * 0-4 \(command) commute"))
        #expect(lines.contains("0 0 * * 0,6 \(command) weekend"))
        #expect(try await RealCrontab.refusal(r.stdout) == nil)
    }

    @Test(
        "on a KST host the times are the schedules' own; on a zone without daylight saving, shifted by its offset",
        arguments: [("Asia/Seoul", "30 7 * * 1-5", "0 9 * * 0,6"), ("Asia/Kolkata", "0 4 * * 1-5", "30 5 * * 0,6")])
    func printsOnHostClock(zone: String, commute: String, weekend: String) async throws {
        let setup = try Setup()
        let r = try await setup.run(["schedule"], tz: zone)
        #expect(r.status == 0)
        let command = "\(Self.binaryPath) --config \(setup.sandbox.configFile) run-schedule"
        #expect(r.stdout.contains("\n\(commute) \(command) commute\n"))
        #expect(r.stdout.contains("\n\(weekend) \(command) weekend\n"))
        #expect(!r.stderr.contains("daylight saving"))
        #expect(try await RealCrontab.refusal(r.stdout) == nil)
    }

    @Test("on a zone with daylight saving, a warning points to --systemd; --utc still writes UTC times")
    func daylightSavingAndUTC() async throws {
        let setup = try Setup()
        let local = try await setup.run(["schedule"], tz: "America/Los_Angeles")
        #expect(local.status == 0 && local.stderr.contains("has daylight saving time"))
        #expect(local.stderr.contains("'kkeulmit schedule --install --systemd'"))
        let utc = try await setup.run(["schedule", "--utc"], tz: "America/Los_Angeles")
        #expect(utc.status == 0 && !utc.stderr.contains("daylight saving"))
        let command = "\(Self.binaryPath) --config \(setup.sandbox.configFile) run-schedule"
        #expect(utc.stdout.contains("\n30 22 * * 0-4 \(command) commute\n"))
        #expect(utc.stdout.contains("\n0 0 * * 0,6 \(command) weekend\n"))
        #expect(!utc.stdout.contains("CRON_TZ"))
    }

    @Test(
        "--install into the real crontab keeps the other lines, and installing again is a no-op",
        .requires(.cron, .crontab))
    func installIdempotent() async throws {
        let setup = try Setup()
        let host = try await PrivateHost()
        try await Self.storeCrontab(Self.others, in: host)
        let first = try await setup.run(["schedule", "--install"], in: host)
        #expect(first.status == 0 && first.stderr == "", "\(first.stderr)")
        #expect(first.stdout == "installed 2 schedules in your crontab: commute, weekend\n")
        let printed = try await setup.run(["schedule"]).stdout
        let installed = try await Self.crontab(in: host).stdout
        #expect(installed == Self.others + printed)

        let second = try await setup.run(["schedule", "--install"], in: host)
        #expect(second.status == 0)
        #expect(second.stdout.contains("already has these 2 schedules"))
        #expect(try await Self.crontab(in: host).stdout == installed)
    }

    @Test(
        "--install after editing the config replaces the block in place; a CRON_TZ before it is given back",
        .requires(.cron, .crontab))
    func installReplaces() async throws {
        let setup = try Setup()
        let host = try await PrivateHost()
        try await Self.storeCrontab("CRON_TZ=Europe/London\n" + Self.others, in: host)
        #expect(try await setup.run(["schedule", "--install"], in: host).status == 0)
        try await Self.storeCrontab(try await Self.crontab(in: host).stdout + "0 4 * * * /usr/bin/after\n", in: host)
        let edited = Setup.config(keyFile: setup.sandbox.home + "/key").replacingOccurrences(
            of: "\"07:30\"", with: "\"06:45\"")
        try setup.sandbox.write(edited, to: setup.sandbox.configFile)
        #expect(try await setup.run(["schedule", "--install"], in: host).status == 0)
        let crontab = try await Self.crontab(in: host).stdout
        #expect(crontab.hasPrefix("CRON_TZ=Europe/London\n" + Self.others))
        #expect(crontab.hasSuffix("CRON_TZ=Europe/London\n# END kkeulmit schedules\n0 4 * * * /usr/bin/after\n"))
        #expect(crontab.contains("\n45 21 * * 0-4 ") && !crontab.contains("\n30 22 * * 0-4 "))
        #expect(crontab.contains("\nCRON_TZ=UTC\n"))
        #expect(crontab.components(separatedBy: "# BEGIN kkeulmit schedules").count == 2)
    }

    @Test(
        "--uninstall removes only kkeulmit's block, even when the config is broken; again, it changes nothing",
        .requires(.cron, .crontab))
    func uninstall() async throws {
        let setup = try Setup()
        let host = try await PrivateHost()
        try await Self.storeCrontab(Self.others, in: host)
        #expect(try await setup.run(["schedule", "--install"], in: host).status == 0)
        try setup.sandbox.write("{not json", to: setup.sandbox.configFile)
        #expect(try await setup.run(["schedule", "--install"], in: host).status == 78)
        let removed = try await setup.run(["schedule", "--uninstall"], in: host)
        #expect(removed.status == 0 && removed.stdout == "removed kkeulmit's schedules from your crontab\n")
        #expect(try await Self.crontab(in: host).stdout == Self.others)
        let again = try await setup.run(["schedule", "--uninstall"], in: host)
        #expect(again.status == 0 && again.stdout.contains("nothing to remove"))
    }

    @Test("without crontab on PATH, --install exits 69 and says so")
    func noCrontabCommand() async throws {
        let setup = try Setup()
        let r = try await setup.run(["schedule", "--install"], path: setup.sandbox.root.path + "/empty")
        #expect(r.status == 69 && r.stdout == "")
        #expect(r.stderr.contains("'crontab' was not found"))
    }

    @Test("--install --systemd where the unit folder cannot be made exits 73 with one line naming the path")
    func systemdUnwritable() async throws {
        let setup = try Setup()
        // A plain file where a folder must be: no folder can be made below it, even by root.
        let blocker = setup.sandbox.root.path + "/not-a-folder"
        try setup.sandbox.write("", to: blocker)
        var env = setup.environment(path: setup.sandbox.root.path + "/empty")
        env["XDG_CONFIG_HOME"] = blocker + "/config"
        let r = try await BinaryRunner.run(
            ["schedule", "--install", "--systemd", "--config", setup.sandbox.configFile], environment: env)
        #expect(r.status == 73 && r.stdout == "")
        #expect(r.stderr.hasPrefix("kkeulmit: cannot write \(blocker)/config/systemd/user/kkeulmit-"), "\(r.stderr)")
        #expect(r.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test("a bad schedule exits 78 naming the entry and the field")
    func badSchedule() async throws {
        let setup = try Setup(
            config: #"{"schedules": [{"name": "ok", "days": "daily", "time": "07:00"},"#
                + #" {"name": "late", "days": "mon-fri", "time": "25:00"}]}"#)
        let r = try await setup.run(["schedule"])
        #expect(r.status == 78 && r.stdout == "")
        #expect(r.stderr.contains(#"schedules[1] ("late").time"#) && r.stderr.contains(setup.sandbox.configFile))
    }

    @Test("a config whose schedule prints for waybar loads for every command")
    func waybarSchedule() async throws {
        let setup = try Setup(
            config: #"{"location": {"nx": 60, "ny": 127}, "schedules": [{"name": "bar", "days": "daily", "#
                + #""time": "07:30", "format": "waybar"}]}"#)
        let r = try await setup.run(["run-schedule", "bar"], now: "2026-11-30T07:41:00+09:00")
        #expect(r.status == 78 && r.stderr.contains("KMA_SERVICE_KEY"), "the config loads; only the key is missing")
        #expect(try await setup.run(["schedule"]).status == 0)
        #expect(try await setup.run(["now", "--demo"]).status == 0)
    }

    // MARK: - run-schedule

    @Test("run-schedule late or repeated prints byte-identical JSON for the 07:30 occurrence, on any host zone")
    func runScheduleLate() async throws {
        let setup = try Setup()
        var runs: [BinaryRunner.Result] = []
        for (now, tz) in [
            ("2026-11-29T22:37:00Z", "UTC"), ("2026-11-29T22:52:00Z", "UTC"),
            ("2026-11-29T22:52:00Z", "America/Los_Angeles"), ("2026-11-30T08:15:00+09:00", "UTC"),
        ] {
            runs.append(try await setup.run(["run-schedule", "commute"], now: now, tz: tz))
        }
        for r in runs {
            #expect(r.status == 0 && r.stderr == "")
            #expect(r.stdout == runs[0].stdout)
        }
        let object = try json(runs[0].stdout)
        let window = try #require(object["window"] as? [String: Any])
        #expect(window["start"] as? String == "2026-11-30T07:00:00+09:00")
        #expect(window["hours"] as? Int == 12)
        #expect(object["forecastBase"] as? String == "2026-11-30T05:00:00+09:00")
        let schedule = try #require(object["schedule"] as? [String: Any])
        #expect(schedule["name"] as? String == "commute")
        #expect(schedule["occurrence"] as? String == "2026-11-30T07:30:00+09:00")
        #expect(setup.requestedBases == ["0500"], "later runs are answered from the cache")
    }

    @Test("run-schedule 45 minutes late picks the issue published by 07:30, not the 08:00 one")
    func runScheduleIssuePinned() async throws {
        let setup = try Setup()
        let punctual = try await setup.run(["run-schedule", "commute", "--no-cache"], now: "2026-11-29T22:30:00Z")
        let late = try await setup.run(["run-schedule", "commute", "--no-cache"], now: "2026-11-29T23:15:00Z")
        #expect(punctual.status == 0 && late.status == 0)
        #expect(late.stdout == punctual.stdout)
        #expect(setup.requestedBases == ["0500", "0500"])
    }

    @Test("run-schedule late asks every source for the issue published by the scheduled time: the same bytes")
    func runScheduleSourcesPinned() async throws {
        let setup = try Setup()
        setup.server.routeNowcast(setup.scenario) { r in
            let body = E2E.fixture(
                r.path == "/getUltraSrtNcst" ? "ultra-srt-ncst-0700-success.json" : "ultra-srt-fcst-0630-success.json")
            return .raw(status: 200, headers: [("Content-Type", "application/json;charset=UTF-8")], body: body)
        }
        // 07:30 KST on time, then 45 minutes late: by 08:15 the 08:00 observation and the 07:30 forecast are out.
        let punctual = try await setup.run(["run-schedule", "commute", "--no-cache"], now: "2026-11-29T22:30:00Z")
        let late = try await setup.run(["run-schedule", "commute", "--no-cache"], now: "2026-11-29T23:15:00Z")
        #expect(punctual.status == 0 && late.status == 0 && late.stderr == "")
        #expect(late.stdout == punctual.stdout)
        let sources = try #require(try json(late.stdout)["sources"] as? [[String: Any]])
        #expect(sources.prefix(3).compactMap { $0["status"] as? String } == ["ok", "ok", "ok"])
        let asked =
            (setup.server.requests(for: setup.scenario)
            + setup.server.requests(for: setup.scenario + LoopbackServer.nowcastSuffix))
            .filter { $0.path.hasPrefix("/getUltraSrt") }.map { "\($0.path) \($0.query["base_time"] ?? "")" }
        #expect(
            asked.sorted() == [
                "/getUltraSrtFcst 0630", "/getUltraSrtFcst 0630", "/getUltraSrtNcst 0700", "/getUltraSrtNcst 0700",
            ])
    }

    @Test("run-schedule prints in the entry's format unless --format or --lang say otherwise")
    func runScheduleFormat() async throws {
        let setup = try Setup()
        let now = "2026-11-30T07:41:00+09:00"
        let oneline = try await setup.run(["run-schedule", "commute", "--format", "oneline", "--lang", "en"], now: now)
        #expect(oneline.status == 0)
        #expect(oneline.stdout.filter { $0 == "\n" }.count == 1 && oneline.stdout.contains("07:00–19:00"))
        let entryFormat = try await setup.run(["run-schedule", "commute"], now: now)
        #expect(try json(entryFormat.stdout)["lang"] as? String == "ko")
    }

    @Test("run-schedule with an unknown name exits 64 and lists the schedules")
    func runScheduleUnknown() async throws {
        let setup = try Setup()
        let r = try await setup.run(["run-schedule", "comute"], now: "2026-11-29T22:37:00Z")
        #expect(r.status == 64 && r.stdout == "")
        #expect(r.stderr.contains("did you mean 'commute'?") && r.stderr.contains("'weekend'"))
    }

    // MARK: - tomorrow

    @Test("tomorrow on a UTC host covers 07–21 KST of the next Korean day; no comparison without the hours")
    func tomorrowUTC() async throws {
        let setup = try Setup()
        let r = try await setup.run(["tomorrow", "--json"], now: "2026-11-30T10:30:00Z")
        #expect(r.status == 0 && r.stderr == "")
        let object = try json(r.stdout)
        let window = try #require(object["window"] as? [String: Any])
        #expect(window["start"] as? String == "2026-12-01T07:00:00+09:00")
        #expect(window["end"] as? String == "2026-12-01T21:00:00+09:00")
        #expect(object["forecastBase"] as? String == "2026-11-30T17:00:00+09:00")
        #expect(object["comparison"] == nil)
        let text = try await setup.run(["tomorrow"], now: "2026-11-30T10:30:00Z")
        #expect(text.status == 0 && !text.stdout.contains("어제"))
    }

    @Test("tomorrow compares with today once the cache holds today's hours")
    func tomorrowComparison() async throws {
        let setup = try Setup()
        #expect(try await setup.run(["now"], now: "2026-11-30T07:37:00+09:00").status == 0)
        let r = try await setup.run(["tomorrow", "--json"], now: "2026-11-30T19:30:00+09:00")
        #expect(r.status == 0 && r.stderr == "")
        let comparison = try #require(try json(r.stdout)["comparison"] as? [String: Any])
        let expected = try Self.expectedMeanChange()
        #expect(comparison["previousDate"] as? String == "2026-11-30")
        #expect(comparison["hours"] as? Int == 14)
        #expect((comparison["meanChange"] as? Double).map { abs($0 - expected) < 0.001 } == true)
        #expect(comparison["verdict"] as? String == (expected <= -2 ? "colder" : expected >= 2 ? "warmer" : "similar"))
        let text = try await setup.run(["tomorrow"], now: "2026-11-30T19:30:00+09:00")
        let degrees = Int(abs(expected).rounded())
        #expect(text.stdout.contains(expected <= -2 ? "오늘보다 \(degrees)도 낮아요" : "오늘"))
        #expect(!text.stdout.contains("어제"), "tomorrow's day before is today")
        let english = try await setup.run(["tomorrow", "--lang", "en"], now: "2026-11-30T19:30:00+09:00")
        #expect(english.stdout.contains(expected <= -2 ? "\(degrees) °C colder than today" : "today"))
        #expect(setup.requestedBases == ["0500", "1700"])
    }

    /// The fixtures' own answer: 1 December 07–20 h from the 1700 issue against 30 November's same hours, each
    /// from the newest issue that has it (1700 from 18 h, else 0500), averaged and rounded to one decimal.
    static func expectedMeanChange() throws -> Double {
        func temperatures(_ base: String) throws -> [String: Double] {
            let url = Repository.kmaFixtures.appendingPathComponent("vilage-fcst-\(base)-success.json")
            let root = try JSONSerialization.jsonObject(with: try Data(contentsOf: url)) as? [String: Any]
            let body = (root?["response"] as? [String: Any])?["body"] as? [String: Any]
            let items = ((body?["items"] as? [String: Any])?["item"] as? [[String: Any]]) ?? []
            var out: [String: Double] = [:]
            for item in items where item["category"] as? String == "TMP" {
                if let date = item["fcstDate"] as? String, let time = item["fcstTime"] as? String,
                    let value = (item["fcstValue"] as? String).flatMap(Double.init)
                {
                    out[date + time] = value
                }
            }
            return out
        }
        let (morning, evening) = (try temperatures("0500"), try temperatures("1700"))
        var changes: [Double] = []
        for hour in 7...20 {
            let time = (hour < 10 ? "0" : "") + "\(hour)00"
            let today = try #require(evening["20261130" + time] ?? morning["20261130" + time])
            changes.append(try #require(evening["20261201" + time]) - today)
        }
        return (changes.reduce(0, +) / Double(changes.count) * 10).rounded() / 10
    }
}
