import KkeulmitCore
import Testing

@testable import KkeulmitCLI

@Suite("FailureReport")
struct FailureReportTests {
    struct Odd: Error {}

    @Test(
        "maps every kind of failure to the contract's exit code",
        arguments: [
            (UsageError("x") as any Error, ExitCode.usage),
            (LocationError.ambiguousPlace("중구", candidates: ["서울특별시 중구", "부산광역시 중구"]), .usage),
            (LocationError.outsideGrid(latitude: 40, longitude: 130), .usage),
            (ConfigurationError("x"), .configuration),
            (KMAError.content("truncated"), .dataError),
            (KMAError.resultCode(.applicationError, message: ""), .unavailable),
            (KMAError.timedOut(seconds: 3), .unavailable),
            (DeadlineExceeded(.request(.forecast), seconds: 3), .unavailable),
            (DeadlineExceeded(.cacheLock, seconds: 3), .unavailable),
            (DeadlineExceeded(.command("crontab -l"), seconds: 3), .unavailable),
            (DeadlineExceeded(.run, seconds: 3), .unavailable),
            (KMAError.httpStatus(503, retryAfterSeconds: nil), .unavailable),
            (KMAError.httpStatus(429, retryAfterSeconds: nil), .temporaryFailure),
            (KMAError.resultCode(.quotaExceeded, message: ""), .temporaryFailure),
            (KMAError.resultCode(.keyNotRegistered, message: ""), .keyRejected),
            (KMAError.httpStatus(403, retryAfterSeconds: nil), .keyRejected),
            (KMAError.gateway(reasonCode: "23", authMessage: "", httpStatus: 429), .temporaryFailure),
            (KMAError.gateway(reasonCode: "29", authMessage: "", httpStatus: 403), .keyRejected),
            (KMAError.resultCode(.init(rawValue: "77"), message: "", httpStatus: 503), .unavailable),
            (AdviceError.noTemperatures(cell: GridCell(nx: 1, ny: 1)!), .dataError),
            (LocationError.outsideGridCell(nx: 0, ny: 0), .usage),
            (InternalError("x"), .internalError),
            (CancellationError(), .internalError),
            (SystemdError.cannotWrite(path: "/x/kkeulmit-a.timer", reason: "Permission denied"), .cannotCreate),
            (SystemdError.commandFailed(command: "systemctl --user enable", message: "x"), .unavailable),
            (NoProvider(operation: "getUVIdxV5", asked: [.apiHub]), .configuration),
            (CrontabError.cannotRun(.notFound(command: "crontab", path: "/bin")), .unavailable),
            (CrontabError.commandFailed(arguments: "-l", status: 1, message: ""), .unavailable),
            (CrontabError.notUTF8, .dataError),
            (CrontabError.edit(.damagedBlock("x")), .dataError),
            (CrontabError.render(.relativeExecutable("kkeulmit")), .configuration),
            (ScheduleRenderError.unrepresentable("a\nb"), .configuration),
            (SetupFailure(.keyRejected, "x"), .keyRejected),
            (Odd(), .internalError),
        ])
    func maps(error: any Error, code: ExitCode) {
        #expect(FailureReport.map(error).code == code)
    }

    @Test("exit code values are the contract's")
    func values() {
        #expect(ExitCode.allCases.map(\.rawValue).sorted() == [0, 64, 65, 69, 70, 73, 75, 77, 78])
    }

    static let nine = KSTDateTime(year: 2026, month: 11, day: 30, hour: 9)
    static let end = KSTDateTime(year: 2026, month: 12, day: 3, hour: 0)
    static let at = AtCommand(time: nine.instant, options: AdviceOptions())
    static let now = NowCommand(options: AdviceOptions())
    static let tomorrow = TomorrowCommand(options: AdviceOptions())

    @Test(
        "pipeline errors name where the value came from, and the command decides whose fault a window is",
        arguments: [
            (
                AdviceError.hoursOutOfRange(0, source: .option("--hours")), now, ExitCode.usage,
                "--hours must be from 1 to 48 hours, got 0 (see 'kkeulmit now --help')"
            ),
            (
                .hoursOutOfRange(60, source: .configFile(path: "/c.json", key: "hours")), now, .configuration,
                "config file /c.json: \"hours\" must be from 1 to 48 hours, got 60"
            ),
            (
                .hoursOutOfRange(50, source: .configFile(path: "/c.json", key: "tomorrow")), tomorrow, .configuration,
                "config file /c.json: \"tomorrow\" must be from 1 to 48 hours, got 50"
            ),
            (
                .hoursOutOfRange(49, source: .schedule(name: "commute", path: "/c.json")),
                RunScheduleCommand(name: "commute", options: AdviceOptions()), .configuration,
                "config file /c.json: schedule 'commute' must be from 1 to 48 hours, got 49"
            ),
            (
                .hoursOutOfRange(0, source: .builtIn), now, .internalError,
                "internal error: the built-in default must be from 1 to 48 hours, got 0"
            ),
            (
                .startsBeforeIssue(start: nine, base: end), at, .usage,
                "2026-11-30T09:00:00+09:00 is before the latest forecast issue (2026-12-03T00:00:00+09:00): give a "
                    + "later time (see 'kkeulmit at --help')"
            ),
            (
                .startsAfterForecast(start: end, hourlyEnd: nine), at, .usage,
                "2026-12-03T00:00:00+09:00 is past the forecast's hourly slots, which end at "
                    + "2026-11-30T09:00:00+09:00: give an earlier time (see 'kkeulmit at --help')"
            ),
            (
                .startsAfterForecast(start: end, hourlyEnd: nine), now, .dataError,
                "KMA's answer was unusable (the window starts at 2026-12-03T00:00:00+09:00, past the forecast's "
                    + "hourly slots, which end at 2026-11-30T09:00:00+09:00): try again later; if it persists, check "
                    + "--base-url"
            ),
            (
                .startsBeforeIssue(start: nine, base: end), tomorrow, .dataError,
                "KMA's answer was unusable (the window starts at 2026-11-30T09:00:00+09:00, before the forecast "
                    + "issue of 2026-12-03T00:00:00+09:00): try again later; if it persists, check --base-url"
            ),
            (
                .emptyForecast, now, .dataError,
                "KMA's answer was unusable (the forecast has no time slots): try again later; if it persists, "
                    + "check --base-url"
            ),
            (
                .noTemperatures(cell: GridCell(nx: 24, ny: 88)!), now, .dataError,
                "KMA's forecast has no temperatures for cell 24,88 in the window; a sea cell or an area KMA does "
                    + "not cover has none: check the location"
            ),
        ] as [(AdviceError, any DeclaredCommand, ExitCode, String)])
    func adviceErrors(error: AdviceError, command: any DeclaredCommand, code: ExitCode, message: String) {
        let mapped = FailureReport.map(error, topic: command.topic)
        #expect(mapped.code == code)
        #expect(mapped.message == message)
    }

    @Test("a cell off the grid is named as given, not as a coordinate")
    func cellOffGrid() throws {
        let error = try #require(throws: LocationError.self) { try LocationResolver.resolve(.cell(nx: 0, ny: 300)) }
        let (code, message) = FailureReport.map(error)
        #expect(code == .usage)
        #expect(message == "grid cell 0,300 is outside KMA's forecast grid (nx 1–149, ny 1–253)")
    }

    @Test(
        "a run out of time says what the time went to, and blames KMA only when KMA was being asked",
        arguments: [
            (
                DeadlineExceeded(.request(.forecast), seconds: 3.6977),
                "KMA did not answer within 3.7 s: try again later or raise --timeout"
            ),
            (
                DeadlineExceeded(.cacheLock, seconds: 9.96),
                "waited 10 s for another kkeulmit run holding the cache lock: try again, or raise --timeout"
            ),
            (
                DeadlineExceeded(.command("crontab -l"), seconds: 30),
                "'crontab -l' did not finish within 30 s and was stopped: check that cron works"
            ),
            (
                DeadlineExceeded(.run, seconds: 2),
                "the run did not finish within its 2 s: try again later or raise --timeout"
            ),
        ])
    func deadlineMessages(error: DeadlineExceeded, message: String) {
        #expect(FailureReport.map(error).message == message)
    }

    @Test("an ambiguous place lists its candidates")
    func ambiguous() {
        let message = FailureReport.map(LocationError.ambiguousPlace("중구", candidates: ["서울특별시 중구", "부산광역시 중구"]))
            .message
        #expect(message == "place '중구' is ambiguous: '서울특별시 중구', '부산광역시 중구'; give the full name")
    }
}
