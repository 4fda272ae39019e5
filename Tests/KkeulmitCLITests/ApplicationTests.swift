import Foundation
import KkeulmitCore
import KkeulmitFuzzSupport
import Testing

@testable import KkeulmitCLI

@Suite("Application")
struct ApplicationTests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let now = ISO8601.parse("2026-11-30T07:30:00+09:00")!

    private func run(
        _ arguments: [String], env: [String: String] = ["HOME": "/home/me", "KMA_SERVICE_KEY": "SECRET+KEY/1=="],
        files: [String: (String, Int)] = [:],
        service: any AdviceService = FakeAdviceService(.success(ReportSamples.coldMorning)),
        terminal: Bool = false
    ) async -> Run {
        let out = CapturedOutput(isTerminal: terminal)
        let err = CapturedOutput()
        // The run's deadline on a clock that never moves: no assertion here can depend on the machine's speed.
        let app = Application(service: service, fileSystem: InMemoryFileSystem(files), elapsedClock: GateClock())
        let status = await app.run(
            arguments: arguments, environment: Environment(env), stdout: out, stderr: err,
            clock: FixedTimeSource(Self.now))
        return Run(status: status, stdout: out.text, stderr: err.text)
    }

    @Test("prints advice as text by default and passes the resolved request to the service")
    func success() async throws {
        let fake = FakeAdviceService(.success(ReportSamples.coldMorning))
        let r = await run(["now", "--place", "종로구"], service: fake)
        #expect(r.status == 0)
        #expect(r.stdout == TextRenderer.render(ReportSamples.coldMorning, language: .ko, colour: false))
        #expect(r.stderr == "")
        let request = try #require(fake.requests.first)
        let live = try #require(request.live)
        #expect(live.location.name == "서울특별시 종로구" && live.location.cell == GridCell(nx: 60, ny: 127))
        #expect(request.now == Self.now && request.windowStart == Self.now)
        #expect(request.hours == 12 && request.language == .ko && request.temperatureOffset == 0)
        #expect(live.sources.roots == ServiceRoots() && live.sources.cache.maxStaleHours == 24)
        #expect(
            live.sources.providers.first { $0.id == .dataGoKr }?.key == ServiceKey("SECRET+KEY/1==")
                && live.sources.cache.directory?.path == "/home/me/.cache/kkeulmit")
        #expect(!request.description.contains("SECRET"))
        var dumped = ""
        dump(request, to: &dumped)
        #expect(dumped.contains("ServiceKey([redacted])"))
        #expect(!dumped.contains("SECRET") && !String(reflecting: request).contains("SECRET"))
    }

    @Test("command-line options override the config file, which overrides defaults")
    func precedence() async throws {
        let config =
            #"{"location": {"nx": 1, "ny": 2}, "lang": "en", "hours": 6, "temperatureOffset": -2, "maxStaleHours": 3}"#
        let files = ["/home/me/.config/kkeulmit/config.json": (config, 0o600)]
        let fake = FakeAdviceService(.success(ReportSamples.coldMorning))
        _ = await run(["now"], files: files, service: fake)
        _ = await run(
            [
                "at", "2026-11-30 18:00", "--nx", "60", "--ny", "127", "--lang", "ko", "--hours", "3", "--max-stale",
                "1", "--no-cache",
            ],
            files: files, service: fake)
        let (fromConfig, fromOptions) = (fake.requests[0], fake.requests[1])
        #expect(
            fromConfig.live?.location.cell == GridCell(nx: 1, ny: 2) && fromConfig.language == .en
                && fromConfig.hours == 6)
        #expect(fromConfig.temperatureOffset == -2 && fromConfig.live?.sources.cache.maxStaleHours == 3)
        #expect(
            fromOptions.live?.location.cell == GridCell(nx: 60, ny: 127) && fromOptions.language == .ko
                && fromOptions.hours == 3)
        #expect(
            fromOptions.live?.sources.cache.maxStaleHours == 1 && fromOptions.live?.sources.cache.directory == nil)
        #expect(KSTDateTime(fromOptions.windowStart) == KSTDateTime(year: 2026, month: 11, day: 30, hour: 18))
        #expect(fromOptions.now == Self.now)
    }

    @Test("KKEULMIT_NOW and KKEULMIT_BASE_URL come from the environment; --base-url wins")
    func environment() async throws {
        let fake = FakeAdviceService(.success(ReportSamples.coldMorning))
        let env = [
            "KMA_SERVICE_KEY": "k", "KKEULMIT_NOW": "2026-11-29T22:00:00Z",
            "KKEULMIT_BASE_URL": "http://127.0.0.1:9/a/",
        ]
        _ = await run(["now", "--nx", "60", "--ny", "127"], env: env, service: fake)
        _ = await run(
            ["now", "--nx", "60", "--ny", "127", "--base-url", "https://example.org/b"], env: env, service: fake)
        #expect(KSTDateTime(fake.requests[0].now) == KSTDateTime(year: 2026, month: 11, day: 30, hour: 7))
        #expect(fake.requests[0].live?.sources.roots[.forecast].absoluteString == "http://127.0.0.1:9/a")
        #expect(fake.requests[1].live?.sources.roots[.forecast].absoluteString == "https://example.org/b")
    }

    @Test(
        "renders each format",
        arguments: [
            (
                ["now", "--nx", "60", "--ny", "127", "--json"],
                JSONRenderer.render(ReportSamples.coldMorning, language: .ko)
            ),
            (
                ["now", "--nx", "60", "--ny", "127", "--format", "oneline", "--lang", "en"],
                OneLineRenderer.render(ReportSamples.coldMorning, language: .en)
            ),
        ])
    func formats(arguments: [String], expected: String) async {
        let r = await run(arguments)
        #expect(r.status == 0 && r.stdout == expected)
    }

    @Test(
        "colour only on a terminal without NO_COLOR",
        arguments: [(true, nil, true), (true, "1", false), (false, nil, false), (true, "", true)]
            as [(Bool, String?, Bool)])
    func colour(terminal: Bool, noColor: String?, coloured: Bool) async {
        var env = ["KMA_SERVICE_KEY": "k"]
        env["NO_COLOR"] = noColor
        let r = await run(["now", "--nx", "60", "--ny", "127"], env: env, terminal: terminal)
        #expect(r.stdout.contains("\u{1B}[") == coloured)
    }

    @Test(
        "fails with the contract's code, one stderr line and empty stdout",
        arguments: [
            (
                ["now", "--hour", "3"], [:], ExitCode.usage,
                "kkeulmit: unknown option '--hour' (did you mean '--hours'?) (see 'kkeulmit now --help')"
            ),
            (
                ["now"], ["HOME": "/h", "KMA_SERVICE_KEY": "k"], .usage,
                "kkeulmit: no location: give --place NAME (e.g. --place 종로구), --nx NX --ny NY or --lat LAT --lon LON, or set \"location\" in /h/.config/kkeulmit/config.json (see 'kkeulmit now --help')"
            ),
            (
                ["now", "--nx", "1", "--ny", "1"], ["KKEULMIT_NOW": "2026-11-30T07:30"], .usage,
                "kkeulmit: KKEULMIT_NOW must be an ISO 8601 time with an offset, e.g. 2026-11-30T07:30:00+09:00, got '2026-11-30T07:30' (see 'kkeulmit --help')"
            ),
            (
                ["now", "--nx", "1", "--ny", "1"], ["KKEULMIT_BASE_URL": "file:///etc"], .usage,
                "kkeulmit: KKEULMIT_BASE_URL must be an http:// or https:// URL, got 'file:///etc' (see 'kkeulmit --help')"
            ),
            (
                ["now", "--nx", "1", "--ny", "1"], [:], .configuration,
                "kkeulmit: no service key: set KMA_SERVICE_KEY or add \"serviceKeyFile\": \"/path/to/key\" (for KMA API Hub: KMA_APIHUB_KEY or \"apiHubKeyFile\"); get a key for 기상청_단기예보 조회서비스 (VilageFcstInfoService_2.0) at https://www.data.go.kr"
            ),
            (
                ["now", "--nx", "1", "--ny", "1", "--config", "/missing.json"], ["KMA_SERVICE_KEY": "k"],
                .configuration, "kkeulmit: cannot read config file /missing.json: no such file"
            ),
        ] as [([String], [String: String], ExitCode, String)])
    func failures(arguments: [String], env: [String: String], code: ExitCode, line: String) async {
        let r = await run(arguments, env: env)
        #expect(r.status == code.rawValue)
        #expect(r.stdout == "")
        #expect(r.stderr == line + "\n")
    }

    @Test(
        "maps service failures and never leaks the key",
        arguments: [
            (
                KMAError.resultCode(.keyNotRegistered, message: "SERVICE_KEY_IS_NOT_REGISTERED_ERROR") as any Error,
                ExitCode.keyRejected
            ),
            (
                KMAError.transport("connection refused to /getVilageFcst?serviceKey=SECRET%2BKEY%2F1%3D%3D"),
                .unavailable
            ),
            (KMAError.httpStatus(429, retryAfterSeconds: 60), .temporaryFailure),
            (KMAError.content("truncated JSON"), .dataError),
            (LocationError.ambiguousPlace("중구", candidates: ["서울특별시 중구", "부산광역시 중구"]), .usage),
            (InternalError("boom SECRET+KEY/1=="), .internalError),
        ])
    func serviceFailures(error: any Error, code: ExitCode) async {
        let r = await run(["now", "--place", "종로구"], service: FakeAdviceService(.failure(error)))
        #expect(r.status == code.rawValue)
        #expect(r.stdout == "")
        #expect(r.stderr.filter { $0 == "\n" }.count == 1)
        #expect(!r.stderr.contains("SECRET"))
    }

    @Test("--demo needs neither key nor location")
    func demo() async throws {
        let fake = FakeAdviceService(.success(ReportSamples.wetNight))
        let r = await run(["now", "--demo"], env: [:], service: fake)
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("예시 데이터입니다"))
        #expect(fake.requests.first?.source == .demo(askedFor: nil))
    }

    @Test("a stale report adds exactly one warning line on stderr and exits 0")
    func stale() async {
        let r = await run(["now", "--demo"], service: FakeAdviceService(.success(ReportSamples.wetNight)))
        #expect(r.status == 0)
        #expect(
            r.stderr
                == "kkeulmit: warning: using a cached forecast fetched 3 h 5 min ago (issued 2026-07-14T17:00:00+09:00) because KMA failed: x\n"
        )
    }

    @Test("--verbose adds diagnostics, and the usage synopsis under usage errors, without the key")
    func verbose() async {
        let ok = await run(["now", "--place", "종로구", "--verbose"])
        #expect(ok.stderr.contains("kkeulmit: service key: from KMA_SERVICE_KEY\n"))
        #expect(ok.stderr.contains("kkeulmit: fake service consulted\n"))
        #expect(!ok.stderr.contains("SECRET"))
        let bad = await run(["now", "--verbose", "--hours", "0"])
        #expect(bad.stderr.hasSuffix(HelpText.synopsis(for: .now) + "\n"))
    }

    @Test(
        "help and version go to stdout with exit 0",
        arguments: [["--help"], ["now", "--help"], ["help", "at"], ["grid", "-h"], ["--version"]])
    func help(arguments: [String]) async {
        let r = await run(arguments, env: [:])
        #expect(r.status == 0 && r.stderr == "")
        #expect(r.stdout.hasPrefix("kkeulmit"))
    }

    @Test("help pages lead with examples", arguments: HelpTopic.allCases)
    func helpExamples(topic: HelpTopic) {
        let text = HelpText.text(for: topic)
        let examples = text.range(of: "\nExamples:\n  kkeulmit ")
        let options = text.range(of: "\n  -")
        #expect(examples != nil && options != nil)
        if let examples, let options { #expect(examples.lowerBound < options.lowerBound) }
    }

    @Test(
        "grid prints cells and centres",
        arguments: [
            (GridAnswer.cell(nx: 60, ny: 127), false, "60 127\n"),
            (.cell(nx: 60, ny: 127), true, #"{"nx":60,"ny":127}"# + "\n"),
            (.coordinates(latitude: 37.56355, longitude: 126.98), false, "37.5636 126.9800\n"),
            (.coordinates(latitude: 37.56355, longitude: 126.98), true, #"{"lat":37.5636,"lon":126.9800}"# + "\n"),
        ])
    func grid(answer: GridAnswer, json: Bool, expected: String) async {
        let r = await run(
            ["grid", "--nx", "60", "--ny", "127"] + (json ? ["--json"] : []),
            service: FakeAdviceService(.success(ReportSamples.coldMorning), grid: answer))
        #expect(r.status == 0 && r.stdout == expected)
    }
}
