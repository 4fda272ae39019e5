import Foundation
import KkeulmitCore
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// What `schedule --install` writes, run by the real schedulers: Debian's cron daemon fires an installed line at
/// its minute, and a systemd user manager enables, starts and stops the units `--systemd` writes. Each runs in a
/// `PrivateHost`, so nothing touches the machine's own crontabs or units.
@Suite("kkeulmit binary: the real cron daemon and systemd")
struct RealSchedulerEndToEndTests {
    /// A sandbox whose loopback KMA answers any issue, for runs at the real time: the 05:00 fixture moved to the
    /// issue asked for, every date and hour shifted alike. Optional sources are off in the config.
    final class LiveSetup {
        let sandbox: BinaryRunner.Sandbox
        let server: LoopbackServer
        let scenario = "live-\(UUID().uuidString.prefix(8).lowercased())"
        var output: String { sandbox.home + "/advice.log" }

        init() throws {
            sandbox = try BinaryRunner.Sandbox()
            server = try LoopbackServer()
            try sandbox.write("TESTKEY123\n", to: sandbox.home + "/key")
            let fixture = try Data(
                contentsOf: Repository.kmaFixtures.appendingPathComponent("vilage-fcst-0500-success.json"))
            server.route(scenario) { request in
                guard let date = request.query["base_date"], let time = request.query["base_time"],
                    let shifted = E2E.shifted(fixture, toBase: date, time)
                else { return .raw(status: 400, body: Data()) }
                return .kmaPaged(fullIssue: shifted)
            }
        }

        deinit {
            server.stop()
            sandbox.cleanUp()
        }

        /// A config with one schedule at `time` (KST) every day, printing oneline into `output`.
        func writeConfig(time: String, name: String = "soon") throws {
            try sandbox.write(
                """
                {"location": {"nx": 60, "ny": 127}, "serviceKeyFile": "\(sandbox.home)/key",
                 "sources": {"nowcast": false, "airQuality": false, "uv": false},
                 "schedules": [{"name": "\(name)", "days": "daily", "time": "\(time)", "hours": 3,
                                "format": "oneline", "output": "file:\(output)"}]}
                """, to: sandbox.configFile)
        }

        /// What a scheduled run needs besides the config, which cron's and systemd's own environments lack.
        var runEnvironment: [String: String] {
            var env = sandbox.environment
            env["KKEULMIT_BASE_URL"] = server.baseURL(for: scenario)
            env["XDG_STATE_HOME"] = sandbox.home + "/state"
            return env
        }

        var requests: [LoopbackServer.Request] { server.requests(for: scenario) }
        var advice: String { (try? String(contentsOfFile: output, encoding: .utf8)) ?? "" }
    }

    static var binaryPath: String { BinaryRunner.binary.resolvingSymlinksInPath().path }

    /// The next minute that starts at least `lead` seconds from now.
    static func minute(after lead: Double) -> Date {
        let start = (Date().timeIntervalSince1970 + lead) / 60
        return Date(timeIntervalSince1970: start.rounded(.up) * 60)
    }

    @Test(
        "Debian's cron daemon runs the installed line at its KST minute: KMA is asked and the advice lands in the file",
        .requires(.cron, .crontab), .timeLimit(.minutes(10)))
    func cronFires() async throws {
        let setup = try LiveSetup()
        let host = try await PrivateHost()
        // A zone half an hour off whole hours, so a wrong shift could not fire at the right minute by chance.
        let zone = "Asia/Kolkata"
        // The user's own lines before the block: no mail, and where a scheduled run finds its sandbox and server.
        let preamble = ["MAILTO=\"\""] + setup.runEnvironment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        var target = Date()
        // Every minute installed: a cron started for an earlier one may have fired at it before it was stopped,
        // and that run is as much the installed line at its minute as the last one.
        var targets: [Date] = []
        var cron: ChildProcess.Background?
        // cron loads the crontab when it starts and runs a line from the next minute on. A start so late under
        // load that the minute is too close is not a failure of kkeulmit's: choose the next minute and go again.
        for _ in 1...5 {
            target = Self.minute(after: 20)
            targets.append(target)
            try setup.writeConfig(time: KSTDateTime(target).clock)
            try await ScheduleEndToEndTests.storeCrontab(preamble.joined(separator: "\n") + "\n", in: host)
            let install = try await host.run(
                [Self.binaryPath, "schedule", "--install"],
                environment: setup.sandbox.environment.merging(["TZ": zone, "PATH": "/usr/bin:/bin"]) { $1 })
            #expect(install.status == 0, "\(install.stderr)")
            cron?.stop()
            cron = try host.start(
                [PrivateHost.cronDaemon, "-f"], environment: ["TZ": zone, "PATH": "/usr/sbin:/usr/bin:/bin"],
                log: "cron.log")
            // It writes its pid file on its way to reading the crontabs.
            let started = await PrivateHost.waitUntil(seconds: 60) {
                (try? await host.run(["/usr/bin/test", "-s", "/run/crond.pid"], environment: [:]))?.status == 0
            }
            #expect(started, "cron did not start: \(host.log("cron.log"))")
            if Date() < target.addingTimeInterval(-10) { break }
        }
        let installed = try await ScheduleEndToEndTests.crontab(in: host).stdout
        // The minute on Kolkata's clock (UTC+05:30): KST less three and a half hours.
        let local = KSTDateTime(target.addingTimeInterval(-3.5 * 3600))
        #expect(installed.contains("\n\(local.minute) \(local.hour) * * * \(Self.binaryPath) --config "))

        let ran = await PrivateHost.waitUntil(seconds: 150) { setup.advice.contains("\n") && setup.advice.count > 60 }
        #expect(
            ran, "no advice from cron by \(KSTDateTime(target).clock) KST + 150 s; cron said: \(host.log("cron.log"))")
        #expect(!setup.requests.isEmpty, "the loopback KMA was never asked")
        let lines = setup.advice.split(separator: "\n").map(String.init)
        // Two lines a run (a file output appends); two runs only when an earlier minute fired as well.
        #expect(lines.count == 2 || (lines.count == 4 && targets.count > 1))
        let heading = try #require(lines.first)
        let fired = targets.flatMap { [KSTDateTime($0), KSTDateTime($0.addingTimeInterval(60))] }.map {
            "# run-schedule soon, \($0.date) \($0.clock) KST"
        }
        #expect(fired.contains(heading), "the run's time, \(heading), is not the scheduled minute")
        #expect(lines.last?.contains("°") == true)
        var info = stat()
        #expect(stat(setup.output, &info) == 0 && info.st_mode & 0o777 == 0o600)
    }

    // MARK: systemd

    static func systemdAnalyze(_ arguments: [String], tz: String = "UTC", runtime: String) async throws
        -> BinaryRunner.Result
    {
        try await BinaryRunner.run(
            arguments, environment: ["PATH": "/usr/bin:/bin", "TZ": tz, "XDG_RUNTIME_DIR": runtime],
            executable: "/usr/bin/systemd-analyze")
    }

    @Test(
        "the units pass systemd-analyze verify; each OnCalendar= elapses at its KST times, in any host zone",
        .requires(.systemd))
    func unitsVerify() async throws {
        let setup = try ScheduleEndToEndTests.Setup()
        let units = setup.sandbox.root.path + "/units"
        try FileManager.default.createDirectory(atPath: units + "/runtime", withIntermediateDirectories: true)
        chmod(units + "/runtime", 0o700)
        let printed = try await setup.run(["schedule", "--systemd"], tz: "America/Los_Angeles")
        #expect(printed.status == 0 && printed.stderr == "")
        // The printed units, each after its `# /PATH` line, into files systemd-analyze can read.
        var texts: [(name: String, text: String)] = []
        for line in printed.stdout.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("# /") {
                texts.append((URL(fileURLWithPath: String(line.dropFirst(2))).lastPathComponent, ""))
            } else if !texts.isEmpty {
                texts[texts.count - 1].text += line + "\n"
            }
        }
        var files: [String] = []
        for (name, text) in texts {
            try Data(text.utf8).write(to: URL(fileURLWithPath: units + "/" + name))
            files.append(units + "/" + name)
        }
        #expect(
            files.map { URL(fileURLWithPath: $0).lastPathComponent }.sorted() == [
                "kkeulmit-commute.service", "kkeulmit-commute.timer", "kkeulmit-weekend.service",
                "kkeulmit-weekend.timer",
            ])
        let verify = try await Self.systemdAnalyze(["--user", "verify"] + files, runtime: units + "/runtime")
        #expect(verify.status == 0 && verify.stderr == "", "\(verify.stderr)")

        let calendars = printed.stdout.split(separator: "\n").filter { $0.hasPrefix("OnCalendar=") }
            .map { String($0.dropFirst("OnCalendar=".count)) }
        #expect(calendars == ["Mon..Fri *-*-* 07:30:00 Asia/Seoul", "Sat,Sun *-*-* 09:00:00 Asia/Seoul"])
        // From Monday 30 November 2026 09:00 KST, on a Los Angeles clock (UTC-8 in winter).
        let commute = try await Self.systemdAnalyze(
            ["calendar", "--iterations=5", "--base-time=2026-11-30 00:00 UTC", calendars[0]], tz: "America/Los_Angeles",
            runtime: units + "/runtime")
        #expect(commute.status == 0)
        #expect(
            Self.elapses(commute.stdout) == [
                "Mon 2026-11-30 14:30:00 PST", "Tue 2026-12-01 14:30:00 PST", "Wed 2026-12-02 14:30:00 PST",
                "Thu 2026-12-03 14:30:00 PST", "Sun 2026-12-06 14:30:00 PST",
            ])
        let weekend = try await Self.systemdAnalyze(
            ["calendar", "--iterations=2", "--base-time=2026-11-30 00:00 UTC", calendars[1]],
            runtime: units + "/runtime")
        #expect(Self.elapses(weekend.stdout) == ["Sat 2026-12-05 00:00:00 UTC", "Sun 2026-12-06 00:00:00 UTC"])
        // In July, Los Angeles is on daylight time and the timer keeps KST: an hour later on the local clock.
        let summer = try await Self.systemdAnalyze(
            ["calendar", "--base-time=2026-07-06 00:00 UTC", calendars[0]], tz: "America/Los_Angeles",
            runtime: units + "/runtime")
        #expect(Self.elapses(summer.stdout) == ["Mon 2026-07-06 15:30:00 PDT"])
    }

    /// The "Next elapse" and "Iter. #N" times `systemd-analyze calendar` printed.
    static func elapses(_ output: String) -> [String] {
        output.split(separator: "\n").compactMap { line in
            let text = line.trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("Next elapse:") || text.hasPrefix("Iter. #") else { return nil }
            return text.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }

    @Test(
        "with a systemd user manager: install enables the timer, its service delivers advice, uninstall stops it",
        .requires(.systemd), .timeLimit(.minutes(10)))
    func userManager() async throws {
        let setup = try LiveSetup()
        try setup.writeConfig(time: "07:30")
        let host = try await PrivateHost()
        let runtime = "/run/user/\(getuid())"
        var managerEnv = setup.runEnvironment
        managerEnv["XDG_RUNTIME_DIR"] = runtime
        managerEnv["PATH"] = "/usr/bin:/bin"
        let manager = try host.start([PrivateHost.systemd, "--user"], environment: managerEnv, log: "systemd.log")
        let systemctl = { (arguments: [String]) async throws -> BinaryRunner.Result in
            try await host.run(
                ["/usr/bin/systemctl", "--user"] + arguments,
                environment: ["PATH": "/usr/bin:/bin", "XDG_RUNTIME_DIR": runtime])
        }
        let up = await PrivateHost.waitUntil(seconds: 60) {
            let state = (try? await systemctl(["is-system-running"]))?.stdout ?? ""
            return state.hasPrefix("running") || state.hasPrefix("degraded")
        }
        try #require(up && !manager.hasExited, "systemd --user did not start: \(host.log("systemd.log"))")

        var env = setup.sandbox.environment
        env["XDG_RUNTIME_DIR"] = runtime
        env["PATH"] = "/usr/bin:/bin"
        let install = try await host.run([Self.binaryPath, "schedule", "--install", "--systemd"], environment: env)
        #expect(install.status == 0, "\(install.stderr)")
        #expect(install.stdout.hasSuffix("enabled and started kkeulmit-soon.timer\n"), "\(install.stdout)")
        #expect(try await systemctl(["is-enabled", "kkeulmit-soon.timer"]).stdout == "enabled\n")
        #expect(try await systemctl(["is-active", "kkeulmit-soon.timer"]).stdout == "active\n")
        let timers = try await systemctl(["list-timers", "--all", "--no-legend"]).stdout
        #expect(timers.contains("kkeulmit-soon.timer") && timers.contains("kkeulmit-soon.service"))

        // The service the timer starts, started now: run-schedule with the absolute binary and config.
        let started = try await systemctl(["start", "kkeulmit-soon.service"])
        #expect(started.status == 0, "\(started.stderr) \(host.log("systemd.log"))")
        #expect(setup.advice.hasPrefix("# run-schedule soon, "), "\(host.log("systemd.log"))")
        #expect(!setup.requests.isEmpty)

        let removed = try await host.run([Self.binaryPath, "schedule", "--uninstall", "--systemd"], environment: env)
        #expect(removed.status == 0 && removed.stdout.hasSuffix("stopped and disabled kkeulmit-soon.timer\n"))
        #expect(try await systemctl(["is-active", "kkeulmit-soon.timer"]).stdout != "active\n")
        let left =
            (try? FileManager.default.contentsOfDirectory(atPath: setup.sandbox.root.path + "/config/systemd/user"))
            ?? []
        #expect(left.allSatisfy { !$0.hasPrefix("kkeulmit-") }, "\(left)")
    }

    // MARK: notify

    @Test(
        "output notify: the real notify-send finds the session bus cron's environment does not name; without one, stdout",
        .requires(.notifySend, .dbusDaemon, .jeepney), .timeLimit(.minutes(10)))
    func notify() async throws {
        let setup = try ScheduleEndToEndTests.Setup(
            config: """
                {"location": {"nx": 60, "ny": 127}, "serviceKeyFile": "KEYFILE",
                 "schedules": [
                   {"name": "desk", "days": "daily", "time": "07:30", "format": "oneline", "output": "notify"},
                   {"name": "same", "days": "daily", "time": "07:30", "format": "oneline"}]}
                """)
        try setup.sandbox.write(
            (try String(contentsOfFile: setup.sandbox.configFile, encoding: .utf8)).replacingOccurrences(
                of: "KEYFILE", with: setup.sandbox.home + "/key"), to: setup.sandbox.configFile)
        // A user session's runtime directory: the bus where systemd's user session puts it.
        let runtime = setup.sandbox.root.path + "/runtime"
        try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true)
        let logs = setup.sandbox.root.path
        let bus = try ChildProcess.start(
            "/usr/bin/dbus-daemon",
            arguments: ["--session", "--nofork", "--nopidfile", "--address=unix:path=\(runtime)/bus"],
            environment: ["PATH": "/usr/bin:/bin"], log: logs + "/dbus.log")
        defer { bus.stop() }
        try #require(
            await PrivateHost.waitUntil(seconds: 60) { FileManager.default.fileExists(atPath: runtime + "/bus") })
        let desktop = try ChildProcess.start(
            "/usr/bin/python3",
            arguments: [
                Repository.root.appendingPathComponent("Tests/Tools/notification-server.py").path, logs + "/shown",
            ],
            environment: ["PATH": "/usr/bin:/bin", "DBUS_SESSION_BUS_ADDRESS": "unix:path=\(runtime)/bus"],
            log: logs + "/desktop.log")
        defer { desktop.stop() }
        let ready = await PrivateHost.waitUntil(seconds: 60) {
            ((try? String(contentsOfFile: logs + "/desktop.log", encoding: .utf8)) ?? "").contains("ready")
        }
        try #require(ready, "\((try? String(contentsOfFile: logs + "/desktop.log", encoding: .utf8)) ?? "")")

        let now = "2026-11-30T07:31:00+09:00"
        var env = setup.environment(now: now, path: "/usr/bin:/bin")
        env["XDG_RUNTIME_DIR"] = runtime
        let expected = try await BinaryRunner.run(["run-schedule", "same"], environment: env)
        #expect(expected.status == 0 && !expected.stdout.isEmpty)
        let shown = try await BinaryRunner.run(["run-schedule", "desk"], environment: env)
        #expect(shown.status == 0 && shown.stdout == "" && shown.stderr == "", "\(shown.stderr)")
        let notification = try #require(
            (try? String(contentsOfFile: logs + "/shown", encoding: .utf8))?.split(separator: "\n").first)
        let fields = try #require(try JSONSerialization.jsonObject(with: Data(notification.utf8)) as? [String: String])
        #expect(fields == ["app": "kkeulmit", "summary": "끌밋 · desk", "body": expected.stdout])

        env["XDG_RUNTIME_DIR"] = setup.sandbox.root.path + "/no-session"
        let noBus = try await BinaryRunner.run(["run-schedule", "desk"], environment: env)
        #expect(noBus.status == 0 && noBus.stdout == expected.stdout && noBus.stderrIsOneLine)
        #expect(noBus.stderr.contains("no session bus"))
        env["XDG_RUNTIME_DIR"] = runtime
        env["PATH"] = setup.sandbox.root.path + "/empty"
        let noCommand = try await BinaryRunner.run(["run-schedule", "desk"], environment: env)
        #expect(noCommand.status == 0 && noCommand.stdout == expected.stdout && noCommand.stderrIsOneLine)
        #expect(noCommand.stderr.contains("notify-send is not on PATH"))
    }
}
