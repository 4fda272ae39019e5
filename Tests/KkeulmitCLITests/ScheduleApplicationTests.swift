import Foundation
import KkeulmitCore
import KkeulmitFuzzSupport
import Testing

@testable import KkeulmitCLI

@Suite("Application: tomorrow, schedule, run-schedule")
struct ScheduleApplicationTests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let configPath = "/home/me/.config/kkeulmit/config.json"
    static let binary = "/opt/kkeulmit/bin/kkeulmit"
    static let config = """
        {"location": {"nx": 60, "ny": 127}, "lang": "ko",
         "schedules": [
           {"name": "commute", "days": "mon-fri", "time": "07:30", "hours": 12, "format": "json", "lang": "en",
            "location": {"place": "강남구"}},
           {"name": "evening", "days": "daily", "time": "21:00", "until": "23:00"}]}
        """

    private func run(
        _ arguments: [String], now: String = "2026-11-30T07:37:00+09:00",
        env: [String: String] = ["HOME": "/home/me", "KMA_SERVICE_KEY": "k"],
        files: [String: (String, Int)] = [configPath: (config, 0o600)],
        service: FakeAdviceService = FakeAdviceService(.success(ReportSamples.coldMorning)),
        runner: FakeCommandRunner = FakeCommandRunner(), hostZone: String = "Asia/Seoul"
    ) async -> Run {
        let out = CapturedOutput()
        let err = CapturedOutput()
        let zone = HostTimeZone(zone: TimeZone(identifier: hostZone)!, name: hostZone)
        let app = Application(
            service: service, fileSystem: InMemoryFileSystem(files), commandRunner: runner,
            executablePath: { Self.binary }, elapsedClock: GateClock(), hostTimeZone: { _ in zone },
            workingDirectory: "/home/me/work")
        let status = await app.run(
            arguments: arguments, environment: Environment(env), stdout: out, stderr: err,
            clock: FixedTimeSource(ISO8601.parse(now)!))
        return Run(status: status, stdout: out.text, stderr: err.text)
    }

    private static func kst(_ y: Int, _ m: Int, _ d: Int, _ h: Int, _ min: Int = 0) -> Date {
        KSTDateTime(year: y, month: m, day: d, hour: h, minute: min).instant
    }

    // MARK: run-schedule

    @Test("run-schedule asks for the entry's window, with the issue chosen at the scheduled time")
    func runScheduleRequest() async throws {
        let fake = FakeAdviceService(.success(ReportSamples.coldMorning))
        let r = await run(["run-schedule", "commute"], service: fake)
        #expect(r.status == 0 && r.stderr == "")
        let request = try #require(fake.requests.first)
        #expect(request.windowStart == Self.kst(2026, 11, 30, 7))
        #expect(request.forecastTime == Self.kst(2026, 11, 30, 7, 30))
        #expect(request.issueTime == Self.kst(2026, 11, 30, 7, 30))
        #expect(
            request.hours == 12 && request.language == .en && request.live?.location.name == "서울특별시 강남구")
        #expect(request.hoursSource == .schedule(name: "commute", path: Self.configPath))
        // The schedule travels in the request; the service puts it into the one report it builds.
        #expect(
            request.schedule
                == .init(name: "commute", occurrence: KSTDateTime(year: 2026, month: 11, day: 30, hour: 7, minute: 30)))
        #expect(r.stdout == JSONRenderer.render(ReportSamples.coldMorning, language: .en))
    }

    @Test(
        "late and repeated runs make the same request and print the same bytes",
        arguments: ["2026-11-30T07:30:00+09:00", "2026-11-30T07:52:00+09:00", "2026-11-30T12:10:00+09:00"])
    func runScheduleLate(now: String) async throws {
        let punctual = FakeAdviceService(.success(ReportSamples.coldMorning))
        let late = FakeAdviceService(.success(ReportSamples.coldMorning))
        let a = await run(["run-schedule", "commute"], now: "2026-11-30T07:30:00+09:00", service: punctual)
        let b = await run(["run-schedule", "commute"], now: now, service: late)
        #expect(a.stdout == b.stdout && b.status == 0)
        var (x, y) = (try #require(punctual.requests.first), try #require(late.requests.first))
        (x.now, y.now) = (y.now, y.now)
        #expect(x == y)
    }

    @Test("outside its days, run-schedule previews the next occurrence with the issue available now")
    func runScheduleUpcoming() async throws {
        let fake = FakeAdviceService(.success(ReportSamples.coldMorning))
        // Sunday 29 November, 20:00: the next weekday run is Monday 07:30.
        let r = await run(["run-schedule", "commute"], now: "2026-11-29T20:00:00+09:00", service: fake)
        #expect(r.status == 0)
        let request = try #require(fake.requests.first)
        #expect(request.windowStart == Self.kst(2026, 11, 30, 7))
        #expect(request.forecastTime == Self.kst(2026, 11, 29, 20))
    }

    @Test("an entry without location, format or lang takes the config's, and --format overrides the entry's")
    func runScheduleDefaults() async throws {
        let fake = FakeAdviceService(.success(ReportSamples.coldMorning))
        let r = await run(["run-schedule", "evening"], now: "2026-11-30T21:05:00+09:00", service: fake)
        #expect(r.stdout == TextRenderer.render(ReportSamples.coldMorning, language: .ko, colour: false))
        let request = try #require(fake.requests.first)
        #expect(
            request.live?.location.cell == GridCell(nx: 60, ny: 127) && request.hours == 2
                && request.language == .ko)
        let oneline = await run(["run-schedule", "commute", "--format", "oneline"])
        #expect(oneline.stdout == OneLineRenderer.render(ReportSamples.coldMorning, language: .en))
    }

    @Test("an unknown schedule is a usage error that lists the known ones; no schedules at all says so")
    func runScheduleUnknown() async {
        let r = await run(["run-schedule", "comute"])
        #expect(r.status == 64 && r.stdout == "")
        #expect(r.stderr.contains("did you mean 'commute'?") && r.stderr.contains("'evening'"))
        let none = await run(["run-schedule", "commute"], files: [Self.configPath: ("{}", 0o600)])
        #expect(none.status == 64 && none.stderr.contains("has no \"schedules\""))
    }

    // MARK: tomorrow

    @Test("tomorrow asks for the next day's 07–21 h and a comparison; config tomorrow changes the hours")
    func tomorrowRequest() async throws {
        let fake = FakeAdviceService(.success(ReportSamples.coldMorning))
        _ = await run(["tomorrow"], now: "2026-11-30T10:30:00Z", service: fake)
        let request = try #require(fake.requests.first)
        #expect(request.windowStart == Self.kst(2026, 12, 1, 7) && request.hours == 14)
        #expect(request.tomorrow?.date == KSTDate(year: 2026, month: 12, day: 1))
        #expect(request.forecastTime == nil && request.hoursSource == .builtIn)

        let configured = FakeAdviceService(.success(ReportSamples.coldMorning))
        let files = [
            Self.configPath: (
                #"{"location": {"nx": 1, "ny": 2}, "tomorrow": {"from": "06:30", "until": "10:00"}}"#, 0o600
            )
        ]
        _ = await run(["tomorrow"], now: "2026-11-30T21:00:00+09:00", files: files, service: configured)
        let custom = try #require(configured.requests.first)
        #expect(custom.windowStart == Self.kst(2026, 12, 1, 6) && custom.hours == 4)
        #expect(custom.hoursSource == .configFile(path: Self.configPath, key: "tomorrow"))
    }

    @Test("the config's rule table reaches the service")
    func rulesReachService() async throws {
        var table = OutfitRuleTable.builtIn
        table.thresholds.swing = 7
        let files = [
            Self.configPath: (#"{"location": {"nx": 1, "ny": 2}, "rules": "rules.json"}"#, 0o600),
            "/home/me/.config/kkeulmit/rules.json": (String(decoding: table.jsonData(), as: UTF8.self), 0o644),
        ]
        let fake = FakeAdviceService(.success(ReportSamples.coldMorning))
        _ = await run(["now"], files: files, service: fake)
        #expect(fake.requests.first?.rules == table)
    }

    // MARK: schedule

    @Test("schedule prints the block for the default config without --config")
    func printDefault() async {
        let r = await run(["schedule"])
        #expect(r.status == 0 && r.stderr == "")
        let block = try? CrontabRenderer.render(
            try Configuration.parse(Data(Self.config.utf8), path: Self.configPath, home: "/home/me").schedules
                .map(\.schedule),
            executable: Self.binary)
        #expect(r.stdout == block)
        #expect(r.stdout.contains("30 7 * * 1-5 /opt/kkeulmit/bin/kkeulmit run-schedule commute\n"))
    }

    @Test(
        "the lines pass --config on when cron would not find the file by itself",
        arguments: [
            (["schedule"], ["XDG_CONFIG_HOME": "/srv/conf"], "/srv/conf/kkeulmit/config.json"),
            (["schedule", "--config", "/etc/kk.json"], [:], "/etc/kk.json"),
        ])
    func passesConfig(arguments: [String], env: [String: String], path: String) async {
        let r = await run(
            arguments, env: env.merging(["HOME": "/home/me"]) { $1 }, files: [path: (Self.config, 0o600)])
        #expect(r.status == 0)
        #expect(r.stdout.contains(" * * 1-5 /opt/kkeulmit/bin/kkeulmit --config \(path) run-schedule commute\n"))
    }

    @Test("--utc writes UTC host-clock times")
    func utc() async {
        let r = await run(["schedule", "--utc"])
        #expect(r.stdout.contains("\n30 22 * * 0-4 /opt/kkeulmit/bin/kkeulmit run-schedule commute\n"))
        #expect(r.stdout.contains("\n0 12 * * * /opt/kkeulmit/bin/kkeulmit run-schedule evening\n"))
    }

    @Test("--install writes once and keeps other lines; it warns that cron lacks the shell's key")
    func install() async {
        let runner = FakeCommandRunner(crontab: "0 3 * * * backup\n")
        let first = await run(["schedule", "--install"], runner: runner)
        #expect(first.status == 0 && first.stdout == "installed 2 schedules in your crontab: commute, evening\n")
        #expect(first.stderr.contains("\"serviceKeyFile\""))
        #expect(runner.crontab?.hasPrefix("0 3 * * * backup\n# BEGIN kkeulmit schedules") == true)
        let second = await run(["schedule", "--install"], runner: runner)
        #expect(second.stdout.contains("nothing to change") && runner.writes == 1)
        let removed = await run(["schedule", "--uninstall"], runner: runner)
        #expect(removed.status == 0 && runner.crontab == "0 3 * * * backup\n" && runner.writes == 2)
    }

    @Test(
        "crontab problems map to exit codes",
        arguments: [
            (FakeCommandRunner(failing: true), Int32(69), "crontab -l failed (exit 1)"),
            (FakeCommandRunner(hanging: true), 69, "'crontab -l' did not finish within 30 s and was stopped"),
            (FakeCommandRunner(crontab: "# BEGIN kkeulmit schedules\n0 1 * * * x\n"), 65, "block is damaged"),
        ])
    func crontabFailures(runner: FakeCommandRunner, status: Int32, fragment: String) async {
        let r = await run(["schedule", "--install"], runner: runner)
        #expect(r.status == status && r.stdout == "" && r.stderr.contains(fragment))
    }

    @Test("without schedules, printing or installing exits 78 and shows how to add one")
    func noSchedules() async {
        let r = await run(["schedule", "--install"], files: [Self.configPath: ("{}", 0o600)])
        #expect(r.status == 78 && r.stderr.contains("no schedules in \(Self.configPath)"))
        #expect(r.stderr.contains("\"schedules\": [{\"name\": \"commute\""))
    }
}
