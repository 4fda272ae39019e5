import Foundation
import KkeulmitCore
import KkeulmitFuzzSupport
import Testing

@testable import KkeulmitCLI

/// `schedule` on hosts of every zone, `--systemd`, and where `run-schedule` delivers its advice, through
/// `Application` with the disk, the programs and the host zone faked (the real ones: the end-to-end tests).
@Suite("Application: schedule targets and outputs")
struct ScheduleTargetsTests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let configPath = "/home/me/.config/kkeulmit/config.json"
    static let unitDirectory = "/home/me/.config/systemd/user"
    static let binary = "/opt/kkeulmit/bin/kkeulmit"
    static let config = """
        {"location": {"nx": 60, "ny": 127}, "serviceKeyFile": "/home/me/key",
         "schedules": [
           {"name": "commute", "days": "mon-fri", "time": "07:30", "hours": 12, "format": "waybar",
            "output": "file:/home/me/advice.log"},
           {"name": "evening", "days": "daily", "time": "21:00", "until": "23:00", "format": "{feels}°C {pick}",
            "output": "notify"},
           {"name": "plain", "days": "sat,sun", "time": "09:00"}]}
        """

    private func run(
        _ arguments: [String], now: String = "2026-11-30T07:37:00+09:00", hostZone: String = "Asia/Seoul",
        tz: String? = nil, systemZone: String? = nil, env: [String: String] = [:],
        disk: InMemoryWritableFileSystem = InMemoryWritableFileSystem([configPath: (config, 0o600)]),
        runner: FakeCommandRunner = FakeCommandRunner()
    ) async -> Run {
        let out = CapturedOutput()
        let err = CapturedOutput()
        let zone = HostTimeZone(
            zone: TimeZone(identifier: hostZone)!, name: hostZone,
            systemZone: systemZone.flatMap(TimeZone.init(identifier:)), unreadTZ: tz)
        let app = Application(
            service: FakeAdviceService(.success(ReportSamples.coldMorning)), fileSystem: disk, commandRunner: runner,
            executablePath: { Self.binary }, elapsedClock: GateClock(), hostTimeZone: { _ in zone },
            workingDirectory: "/home/me/work")
        let status = await app.run(
            arguments: arguments,
            environment: Environment(["HOME": "/home/me", "KMA_SERVICE_KEY": "k"].merging(env) { $1 }),
            stdout: out, stderr: err, clock: FixedTimeSource(ISO8601.parse(now)!))
        return Run(status: status, stdout: out.text, stderr: err.text)
    }

    @Test("--install warns when API Hub's key is only in the shell, naming apiHubKeyFile; a key file is quiet")
    func hubKeyInShell() async {
        let r = await run(["schedule", "--install"], env: ["KMA_APIHUB_KEY": "hub"])
        #expect(r.status == 0)
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(r.stderr.contains("does not see KMA_APIHUB_KEY") && r.stderr.contains("\"apiHubKeyFile\""))
        #expect(!r.stderr.contains("hub\n") && !r.stderr.contains("KMA_SERVICE_KEY"))
        let withFile = Self.config.replacingOccurrences(
            of: #""serviceKeyFile": "/home/me/key","#,
            with: #""serviceKeyFile": "/home/me/key", "apiHubKeyFile": "/home/me/hub","#)
        let quiet = await run(
            ["schedule", "--install"], env: ["KMA_APIHUB_KEY": "hub"],
            disk: InMemoryWritableFileSystem([Self.configPath: (withFile, 0o600)]))
        #expect(quiet.status == 0 && quiet.stderr == "")
    }

    // MARK: crontab on any host

    @Test(
        "the crontab block is written on the host's clock: KST, UTC and zones without daylight saving",
        arguments: [
            ("Asia/Seoul", "30 7 * * 1-5", "0 21 * * *"), ("Etc/UTC", "30 22 * * 0-4", "0 12 * * *"),
            ("Asia/Kolkata", "0 4 * * 1-5", "30 17 * * *"), ("America/Phoenix", "30 15 * * 0-4", "0 5 * * *"),
        ])
    func hostClock(zone: String, commute: String, evening: String) async {
        let r = await run(["schedule"], hostZone: zone)
        #expect(r.status == 0 && r.stderr == "")
        #expect(r.stdout.contains("\n\(commute) \(Self.binary) run-schedule commute\n"))
        #expect(r.stdout.contains("\n\(evening) \(Self.binary) run-schedule evening\n"))
        #expect(!r.stdout.contains("CRON_TZ"))
    }

    @Test("--utc's comment names the days --help gives for 07:30 KST mon-fri")
    func utcDaysAgreeWithHelp() async throws {
        let help = HelpText.text(for: .schedule)
        #expect(help.contains("(07:30 KST mon-fri: 22:30 sun-thu)"))
        let r = await run(["schedule", "--utc"])
        #expect(r.stdout.contains("# commute: mon-fri 07:30 KST, 12 h = sun-thu 22:30 UTC\n"), "\(r.stdout)")
    }

    @Test("a zone with daylight saving gets the times of today's offset and one warning pointing to --systemd")
    func daylightSaving() async {
        let r = await run(["schedule", "--install"], hostZone: "America/Los_Angeles")
        #expect(r.status == 0)
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(r.stderr.contains("America/Los_Angeles, has daylight saving time"))
        #expect(r.stderr.contains("UTC-08:00") && r.stderr.contains("'kkeulmit schedule --install --systemd'"))
        let utc = await run(["schedule", "--utc"], hostZone: "America/Los_Angeles")
        #expect(utc.stderr == "" && utc.stdout.contains("\n30 22 * * 0-4 "), "--utc keeps its meaning")
    }

    @Test("TZ that differs from the system zone, or that the zone database cannot read, is said once each")
    func zoneNotes() async {
        let differs = await run(["schedule"], hostZone: "Asia/Seoul", systemZone: "Etc/UTC")
        #expect(differs.stderr.contains("TZ is Asia/Seoul but the system zone is Etc/UTC"))
        #expect(differs.stderr.contains("'TZ=Etc/UTC kkeulmit schedule --install'"))
        let unread = await run(["schedule"], hostZone: "Etc/UTC", tz: "KST-9")
        #expect(unread.stderr.contains("TZ='KST-9' is not a zone name"))
    }

    @Test("after a user's CRON_TZ, the block names the host zone and gives theirs back; Debian's crontab accepts it")
    func userCronTZ() async throws {
        let runner = FakeCommandRunner(crontab: "CRON_TZ=Europe/London\n0 3 * * * backup\n")
        let r = await run(["schedule", "--install"], hostZone: "Etc/UTC", runner: runner)
        #expect(r.status == 0)
        let lines = try #require(runner.crontab).split(separator: "\n").map(String.init)
        #expect(lines.contains("CRON_TZ=Etc/UTC") && lines[lines.count - 2] == "CRON_TZ=Europe/London")
    }

    // MARK: systemd

    @Test("--systemd prints a timer in Asia/Seoul and a service with absolute paths for each schedule")
    func systemdPrint() async {
        let r = await run(["schedule", "--systemd"], hostZone: "America/Los_Angeles")
        #expect(r.status == 0 && r.stderr == "", "no daylight-saving warning: the timers keep KST")
        #expect(r.stdout.hasPrefix("# \(Self.unitDirectory)/kkeulmit-commute.timer\n" + SystemdUnits.marker + "\n"))
        #expect(r.stdout.contains("OnCalendar=Mon..Fri *-*-* 07:30:00 Asia/Seoul\nPersistent=true\n"))
        #expect(r.stdout.contains("OnCalendar=*-*-* 21:00:00 Asia/Seoul\n"))
        #expect(r.stdout.contains("OnCalendar=Sat,Sun *-*-* 09:00:00 Asia/Seoul\n"))
        #expect(
            r.stdout.contains("ExecStart=\(Self.binary) --config \(Self.configPath) run-schedule evening\n"),
            "the service names the config even where cron would find it by itself")
    }

    @Test("--install --systemd writes the units; without a user manager it says the one command to run")
    func systemdInstallUnanswered() async throws {
        let disk = InMemoryWritableFileSystem([Self.configPath: (Self.config, 0o600)])
        let runner = FakeCommandRunner()
        let r = await run(["schedule", "--install", "--systemd"], disk: disk, runner: runner)
        #expect(r.status == 0 && r.stderr == "")
        #expect(
            disk.paths.filter { $0.hasPrefix(Self.unitDirectory) }
                == ["commute", "evening", "plain"].flatMap {
                    ["\(Self.unitDirectory)/kkeulmit-\($0).service", "\(Self.unitDirectory)/kkeulmit-\($0).timer"]
                }.sorted())
        #expect(r.stdout.contains("wrote 3 systemd user timers in \(Self.unitDirectory): commute, evening, plain\n"))
        #expect(
            r.stdout.hasSuffix(
                "to start the timers, run:\n"
                    + "  systemctl --user enable --now kkeulmit-commute.timer kkeulmit-evening.timer kkeulmit-plain.timer\n"
            ))
        #expect(runner.calls == [["systemctl", "--user", "daemon-reload"]])
    }

    @Test("--install --systemd enables the timers when systemctl answers; edits restart them; removed ones go")
    func systemdInstallAnswered() async throws {
        let disk = InMemoryWritableFileSystem([Self.configPath: (Self.config, 0o600)])
        let first = FakeCommandRunner(systemdAnswers: true)
        let r = await run(["schedule", "--install", "--systemd"], disk: disk, runner: first)
        #expect(r.status == 0)
        let timers = ["kkeulmit-commute.timer", "kkeulmit-evening.timer", "kkeulmit-plain.timer"]
        #expect(
            first.calls == [
                ["systemctl", "--user", "daemon-reload"], ["systemctl", "--user", "daemon-reload"],
                ["systemctl", "--user", "enable", "--now"] + timers,
            ])
        #expect(r.stdout.hasSuffix("enabled and started " + timers.joined(separator: ", ") + "\n"))

        // The evening check moves to 20:00 and the weekend one goes.
        let edited = Self.config.replacingOccurrences(of: "\"21:00\"", with: "\"20:00\"")
            .replacingOccurrences(
                of: ",\n   {\"name\": \"plain\", \"days\": \"sat,sun\", \"time\": \"09:00\"}", with: "")
        disk.write(edited, to: Self.configPath)
        let second = FakeCommandRunner(systemdAnswers: true)
        let again = await run(["schedule", "--install", "--systemd"], disk: disk, runner: second)
        #expect(again.status == 0)
        #expect(
            second.calls == [
                ["systemctl", "--user", "daemon-reload"],
                ["systemctl", "--user", "disable", "--now", "kkeulmit-plain.timer"],
                ["systemctl", "--user", "daemon-reload"],
                ["systemctl", "--user", "enable", "--now", "kkeulmit-commute.timer", "kkeulmit-evening.timer"],
                ["systemctl", "--user", "restart", "kkeulmit-evening.timer"],
            ])
        #expect(disk.text(Self.unitDirectory + "/kkeulmit-plain.timer") == nil)
        #expect(disk.text(Self.unitDirectory + "/kkeulmit-evening.timer")?.contains("20:00:00 Asia/Seoul") == true)
        #expect(again.stdout.contains("removed the timers of schedules no longer in the config: kkeulmit-plain.timer"))
    }

    @Test("--uninstall --systemd removes only kkeulmit's units, disabling them when systemctl answers")
    func systemdUninstall() async throws {
        let disk = InMemoryWritableFileSystem([Self.configPath: (Self.config, 0o600)])
        _ = await run(["schedule", "--install", "--systemd"], disk: disk)
        disk.write("[Timer]\nOnCalendar=daily\n", to: Self.unitDirectory + "/kkeulmit-mine.timer")
        disk.write("[Unit]\n", to: Self.unitDirectory + "/backup.service")
        let runner = FakeCommandRunner(systemdAnswers: true)
        let r = await run(["schedule", "--uninstall", "--systemd"], disk: disk, runner: runner)
        #expect(r.status == 0)
        #expect(
            disk.paths.filter { $0.hasPrefix(Self.unitDirectory) }
                == [Self.unitDirectory + "/backup.service", Self.unitDirectory + "/kkeulmit-mine.timer"])
        #expect(
            runner.calls[1]
                == [
                    "systemctl", "--user", "disable", "--now", "kkeulmit-commute.timer", "kkeulmit-evening.timer",
                    "kkeulmit-plain.timer",
                ])
        let again = await run(["schedule", "--uninstall", "--systemd"], disk: disk, runner: runner)
        #expect(again.stdout == "\(Self.unitDirectory) has no kkeulmit timers: nothing to remove\n")
    }

    @Test("--utc and --systemd contradict each other")
    func utcSystemd() async {
        let r = await run(["schedule", "--systemd", "--utc"])
        #expect(r.status == 64 && r.stderr.contains("--systemd timers keep KST"))
    }

    // MARK: run-schedule outputs

    @Test("format waybar and templates work from the config; file: appends after a line naming the run's time")
    func fileOutput() async throws {
        let disk = InMemoryWritableFileSystem([Self.configPath: (Self.config, 0o600)])
        let first = await run(["run-schedule", "commute"], now: "2026-11-30T07:31:00+09:00", disk: disk)
        let second = await run(["run-schedule", "commute"], now: "2026-12-01T07:32:00+09:00", disk: disk)
        #expect(first.status == 0 && first.stdout == "" && first.stderr == "")
        #expect(second.status == 0 && second.stdout == "")
        let waybar = WaybarRenderer.render(ReportSamples.coldMorning, language: .ko)
        #expect(
            disk.text("/home/me/advice.log")
                == "# run-schedule commute, 2026-11-30 07:31 KST\n" + waybar
                + "# run-schedule commute, 2026-12-01 07:32 KST\n" + waybar)
        #expect(disk.permissions(atPath: "/home/me/advice.log") == 0o600)
    }

    @Test("notify: a notification on the session bus cron's environment lacks; without one, stdout and one line")
    func notifyOutput() async throws {
        let template = try OutputTemplate(parsing: "{feels}°C {pick}")
        let advice = template.render(ReportSamples.coldMorning, language: .ko)
        let disk = InMemoryWritableFileSystem([Self.configPath: (Self.config, 0o600), "/run/user/0/bus": ("", 0o666)])
        let runner = FakeCommandRunner()
        let sent = await run(
            ["run-schedule", "evening"], now: "2026-11-30T21:01:00+09:00", env: ["XDG_RUNTIME_DIR": "/run/user/0"],
            disk: disk, runner: runner)
        #expect(sent.status == 0 && sent.stdout == "" && sent.stderr == "")
        #expect(runner.calls == [["notify-send", "--app-name=kkeulmit", "--", "끌밋 · evening", advice]])

        // An English run's notification is titled in English.
        let english = FakeCommandRunner()
        let sentInEnglish = await run(
            ["run-schedule", "evening", "--lang", "en"], now: "2026-11-30T21:01:00+09:00",
            env: ["XDG_RUNTIME_DIR": "/run/user/0"], disk: disk, runner: english)
        #expect(sentInEnglish.status == 0)
        #expect(english.calls.first?[3] == "kkeulmit · evening")

        let noBus = await run(
            ["run-schedule", "evening"], now: "2026-11-30T21:01:00+09:00", env: ["XDG_RUNTIME_DIR": "/run/user/1000"])
        #expect(noBus.status == 0 && noBus.stdout == advice)
        #expect(noBus.stderr.split(separator: "\n").count == 1)
        #expect(noBus.stderr.contains("no desktop notification (no session bus to notify on"))

        let refused = await run(
            ["run-schedule", "evening"], now: "2026-11-30T21:01:00+09:00", env: ["XDG_RUNTIME_DIR": "/run/user/0"],
            disk: disk, runner: FakeCommandRunner(notifySendFails: true))
        #expect(refused.stdout == advice && refused.stderr.contains("notify-send exited 1: GDBus.Error"))
    }

    @Test("a file that cannot be appended to: the advice goes to stdout, and one line says why")
    func fileFallback() async {
        let r = await run(
            ["run-schedule", "commute"], disk: InMemoryWritableFileSystem([Self.configPath: (Self.config, 0o600)]),
            runner: FakeCommandRunner())
        #expect(r.status == 0)
        // The in-memory disk always appends; a read-only one (the default test disk) cannot.
        let readOnly = await ScheduleApplicationFallback.run(config: Self.config, path: Self.configPath)
        #expect(readOnly.stdout == WaybarRenderer.render(ReportSamples.coldMorning, language: .ko))
        #expect(readOnly.stderr.contains("could not append to /home/me/advice.log"))
    }
}

/// A run whose disk cannot be written, as a read-only file system would be.
enum ScheduleApplicationFallback {
    static func run(config: String, path: String) async -> (stdout: String, stderr: String) {
        let out = CapturedOutput()
        let err = CapturedOutput()
        let app = Application(
            service: FakeAdviceService(.success(ReportSamples.coldMorning)),
            fileSystem: InMemoryFileSystem([path: (config, 0o600)]), elapsedClock: GateClock())
        _ = await app.run(
            arguments: ["run-schedule", "commute"],
            environment: Environment(["HOME": "/home/me", "KMA_SERVICE_KEY": "k"]),
            stdout: out, stderr: err, clock: FixedTimeSource(ISO8601.parse("2026-11-30T07:31:00+09:00")!))
        return (out.text, err.text)
    }
}
