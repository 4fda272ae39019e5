import Foundation
import TestSupport
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

/// Every block rendered here is also handed to Debian's real `crontab -n`, which must accept it.
@Suite("CrontabRenderer")
struct CrontabRendererTests {
    private static func schedule(
        _ name: String, _ days: String, _ time: String, _ span: ScheduleSpan = .hours(12)
    ) -> Schedule {
        Schedule(name: name, days: try! DaySet(parsing: days), time: TimeOfDay(parsing: time)!, span: span)
    }

    /// Renders and has the real `crontab` check the result.
    private func render(
        _ schedules: [Schedule], executable: String = "/bin/kkeulmit", arguments: [String] = [],
        clock: HostClock = .kst, cronTZ: String? = nil
    ) async throws -> String {
        let text = try CrontabRenderer.render(
            schedules, executable: executable, arguments: arguments, clock: clock, cronTZ: cronTZ)
        #expect(try await RealCrontab.refusal(text) == nil, "Debian's crontab refuses:\n\(text)")
        return text
    }

    @Test("on a KST host: a marked block, one commented line per schedule, no CRON_TZ at all")
    func block() async throws {
        let text = try await render(
            [
                Self.schedule("commute", "mon-fri", "07:30"),
                Self.schedule("weekend", "sat,sun", "09:05", .until(TimeOfDay(hour: 18)!)),
            ],
            executable: "/usr/local/bin/kkeulmit")
        #expect(
            text == """
                # BEGIN kkeulmit schedules (managed by kkeulmit schedule --install; edit the config instead)
                # commute: mon-fri 07:30 KST, 12 h
                30 7 * * 1-5 /usr/local/bin/kkeulmit run-schedule commute
                # weekend: sat,sun 09:05 KST, 9 h
                5 9 * * 0,6 /usr/local/bin/kkeulmit run-schedule weekend
                # END kkeulmit schedules

                """)
    }

    @Test("Debian's crontab refuses the empty CRON_TZ= line earlier versions ended the block with", .requires(.crontab))
    func emptyCronTZRefused() async throws {
        let refusal = try await RealCrontab.refusal("CRON_TZ=Asia/Seoul\n30 7 * * 1-5 /bin/true\nCRON_TZ=\n")
        #expect(refusal?.contains("bad minute") == true)
    }

    @Test(
        "every day form becomes cron's day-of-week field",
        arguments: [
            ("daily", "*"), ("매일", "*"), ("weekdays", "1-5"), ("mon-fri", "1-5"), ("월-금", "1-5"),
            ("weekends", "0,6"), ("sat,sun", "0,6"), ("토,일", "0,6"), ("sun", "0"), ("sat", "6"), ("mon", "1"),
            ("mon-wed,fri", "1-3,5"), ("fri-mon", "0,1,5,6"), ("sun-thu", "0-4"), ("tue,thu", "2,4"),
            ("mon-sat", "1-6"),
        ])
    func dayForms(_ days: String, _ field: String) async throws {
        let text = try await render([Self.schedule("s", days, "06:00")])
        #expect(text.split(separator: "\n").contains("0 6 * * \(field) /bin/kkeulmit run-schedule s"))
    }

    struct HostCase: Sendable, CustomTestStringConvertible {
        let days: String
        let time: String
        let offsetSeconds: Int
        let line: String
        let comment: String
        var testDescription: String {
            "\(days) \(time) KST on \(HostClock(zone: "", offsetSeconds: offsetSeconds).offsetName)"
        }
    }

    static let hostCases: [HostCase] = [
        HostCase(
            days: "mon-fri", time: "07:30", offsetSeconds: 0, line: "30 22 * * 0-4",
            comment: "# s: mon-fri 07:30 KST, 12 h = sun-thu 22:30 UTC"),
        HostCase(
            days: "sat,sun", time: "09:00", offsetSeconds: 0, line: "0 0 * * 0,6",
            comment: "# s: sat,sun 09:00 KST, 12 h = sat,sun 00:00 UTC"),
        HostCase(
            days: "sat", time: "08:59", offsetSeconds: 0, line: "59 23 * * 5",
            comment: "# s: sat 08:59 KST, 12 h = fri 23:59 UTC"),
        HostCase(
            days: "sun", time: "08:00", offsetSeconds: 0, line: "0 23 * * 6",
            comment: "# s: sun 08:00 KST, 12 h = sat 23:00 UTC"),
        HostCase(
            days: "mon", time: "08:00", offsetSeconds: 0, line: "0 23 * * 0",
            comment: "# s: mon 08:00 KST, 12 h = sun 23:00 UTC"),
        HostCase(
            days: "daily", time: "00:15", offsetSeconds: 0, line: "15 15 * * *",
            comment: "# s: daily 00:15 KST, 12 h = daily 15:15 UTC"),
        HostCase(
            days: "fri-mon", time: "06:00", offsetSeconds: 0, line: "0 21 * * 0,4-6",
            comment: "# s: fri-mon 06:00 KST, 12 h = thu-sun 21:00 UTC"),
        HostCase(
            days: "mon-fri", time: "07:30", offsetSeconds: 9 * 3600, line: "30 7 * * 1-5",
            comment: "# s: mon-fri 07:30 KST, 12 h"),
        HostCase(
            days: "mon-fri", time: "07:30", offsetSeconds: 19800, line: "0 4 * * 1-5",
            comment: "# s: mon-fri 07:30 KST, 12 h = mon-fri 04:00 UTC+05:30"),
        HostCase(
            days: "mon", time: "07:30", offsetSeconds: -8 * 3600, line: "30 14 * * 0",
            comment: "# s: mon 07:30 KST, 12 h = sun 14:30 UTC-08:00"),
        HostCase(
            days: "sun", time: "20:00", offsetSeconds: 12 * 3600 + 2700, line: "45 23 * * 0",
            comment: "# s: sun 20:00 KST, 12 h = sun 23:45 UTC+12:45"),
        HostCase(
            days: "sat", time: "22:00", offsetSeconds: 14 * 3600, line: "0 3 * * 0",
            comment: "# s: sat 22:00 KST, 12 h = sun 03:00 UTC+14:00"),
        HostCase(
            days: "mon-fri", time: "00:30", offsetSeconds: -(9 * 3600 + 1800), line: "0 6 * * 0-4",
            comment: "# s: mon-fri 00:30 KST, 12 h = sun-thu 06:00 UTC-09:30"),
    ]

    @Test("on a host clock, times move by its offset and days follow across midnight; no CRON_TZ", arguments: hostCases)
    func hostOffset(_ c: HostCase) async throws {
        let text = try await render(
            [Self.schedule("s", c.days, c.time)], clock: HostClock(zone: "Test/Zone", offsetSeconds: c.offsetSeconds))
        let lines = text.split(separator: "\n").map(String.init)
        #expect(!text.contains("CRON_TZ"))
        #expect(lines.contains(c.line + " /bin/kkeulmit run-schedule s"))
        #expect(lines.contains(c.comment))
    }

    @Test("the block a UTC server needs, Debian's or cronie's")
    func utcBlock() async throws {
        let text = try await render(
            [Self.schedule("commute", "mon-fri", "07:30")], executable: "/usr/bin/kkeulmit",
            clock: HostClock(zone: "Etc/UTC", offsetSeconds: 0))
        #expect(
            text == """
                # BEGIN kkeulmit schedules (managed by kkeulmit schedule --install; edit the config instead)
                # times on the host's clock: UTC (Etc/UTC)
                # commute: mon-fri 07:30 KST, 12 h = sun-thu 22:30 UTC
                30 22 * * 0-4 /usr/bin/kkeulmit run-schedule commute
                # END kkeulmit schedules

                """)
        #expect(
            try await render([Self.schedule("s", "daily", "09:00")], clock: .utc).contains(
                "\n# times on the host's clock: UTC\n"))
    }

    @Test("after the user's own CRON_TZ, the block names the host's zone and then gives theirs back")
    func userCronTZ() async throws {
        let text = try await render(
            [Self.schedule("s", "daily", "07:00")], clock: HostClock(zone: "Etc/UTC", offsetSeconds: 0),
            cronTZ: "Europe/London")
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[2] == "CRON_TZ=Etc/UTC" && lines[4] == "0 22 * * * /bin/kkeulmit run-schedule s")
        #expect(lines.dropLast().last == "CRON_TZ=Europe/London")
        #expect(!(try await render([Self.schedule("s", "daily", "07:00")], cronTZ: "")).contains("CRON_TZ"))
    }

    @Test("no schedules: just the markers")
    func empty() async throws {
        #expect(try await render([]) == CrontabRenderer.beginLine + "\n" + CrontabRenderer.endMarker + "\n")
    }

    @Test(
        "the path and extra arguments are quoted for sh, with cron's % escaped",
        arguments: [
            (
                "/usr/local/bin/kkeulmit", ["--config", "/home/me/.config/kkeulmit/config.json"],
                "/usr/local/bin/kkeulmit --config /home/me/.config/kkeulmit/config.json"
            ),
            ("/opt/my apps/kkeulmit", [], "'/opt/my apps/kkeulmit'"),
            ("/opt/it's/kkeulmit", [], #"'/opt/it'\''s/kkeulmit'"#),
            ("/opt/100%/kkeulmit", [], #"'/opt/100\%/kkeulmit'"#),
            ("/opt/$HOME/kkeulmit", [], "'/opt/$HOME/kkeulmit'"),
            ("/bin/kkeulmit", ["--config", "/home/me/설정.json"], "/bin/kkeulmit --config '/home/me/설정.json'"),
            ("/bin/kkeulmit", [""], "/bin/kkeulmit ''"),
        ])
    func quoting(_ path: String, _ args: [String], _ command: String) async throws {
        let text = try await render([Self.schedule("s", "daily", "07:00")], executable: path, arguments: args)
        #expect(text.split(separator: "\n").contains("0 7 * * * \(command) run-schedule s"[...]))
    }

    @Test(
        "refuses a relative path or a word a crontab line cannot hold",
        arguments: [
            ("kkeulmit", [String](), ScheduleRenderError.relativeExecutable("kkeulmit")),
            ("./kkeulmit", [], .relativeExecutable("./kkeulmit")),
            ("/bin/kkeul\nmit", [], .unrepresentable("/bin/kkeul\nmit")),
            ("/bin/kkeulmit", ["--config", "a\rb"], .unrepresentable("a\rb")),
            ("/bin/kkeulmit", ["--config", "a\tb"], .unrepresentable("a\tb")),
        ])
    func refuses(_ path: String, _ args: [String], _ expected: ScheduleRenderError) {
        #expect(throws: expected) {
            try CrontabRenderer.render([Self.schedule("s", "daily", "07:00")], executable: path, arguments: args)
        }
    }
}

@Suite("HostClock")
struct HostClockTests {
    /// 1 December 2026, 00:00 UTC: winter in the north, summer in the south.
    static let december = Date(timeIntervalSince1970: 1_796_083_200)

    @Test(
        "a zone's offset when the block is written, and whether it changes within the year",
        arguments: [
            ("Asia/Seoul", 9 * 3600, false), ("Etc/UTC", 0, false), ("UTC", 0, false), ("Asia/Kolkata", 19800, false),
            ("Asia/Kathmandu", 20700, false), ("Australia/Brisbane", 36000, false), ("America/Phoenix", -25200, false),
            ("America/Los_Angeles", -28800, true), ("Europe/Berlin", 3600, true), ("Australia/Sydney", 39600, true),
            ("Pacific/Chatham", 49500, true), ("America/St_Johns", -12600, true),
        ])
    func zones(_ name: String, _ offset: Int, _ daylightSaving: Bool) throws {
        let clock = HostClock(try #require(TimeZone(identifier: name)), at: Self.december)
        #expect(clock.offsetSeconds == offset)
        #expect(clock.observesDaylightSaving == daylightSaving)
    }

    @Test(
        "07:30 KST on each clock, for a crontab line",
        arguments: [
            (0, "22:30", -1), (32400, "07:30", 0), (-36000, "12:30", -1), (50400, "12:30", 0), (-43200, "10:30", -1),
        ])
    func local(_ offset: Int, _ time: String, _ dayShift: Int) {
        let (local, days) = HostClock(zone: "", offsetSeconds: offset).local(
            TimeOfDay(hour: 7, minute: 30)!, on: .weekdays)
        #expect(local.description == time)
        #expect(days == DaySet.weekdays.shifted(by: dayShift))
    }
}
