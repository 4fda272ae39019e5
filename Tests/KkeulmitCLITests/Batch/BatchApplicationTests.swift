import Foundation
import KkeulmitCore
import KkeulmitFuzzSupport
import Testing

@testable import KkeulmitCLI

/// `batch` through `Application` and the real pipeline, over a stubbed URLSession that counts what is sent.
@Suite("batch through the application")
struct BatchApplicationTests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
        var requests: [String]

        var answers: [[String: Any]] {
            stdout.split(separator: "\n").compactMap {
                try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
            }
        }

        var errorCodes: [Int?] { answers.map { ($0["error"] as? [String: Any])?["exitCode"] as? Int } }
    }

    static let key = "SECRET+KEY/1=="

    static func run(
        _ arguments: [String], input: String, env: [String: String] = [:], terminal: Bool = false,
        host: String = CountingKMAProtocol.host(), service: any AdviceService = ForecastAdviceService(),
        files: [String: (String, Int)] = [:]
    ) async -> Run {
        let out = CapturedOutput()
        let err = CapturedOutput(isTerminal: terminal)
        // The default config: every source on, each service's root on the counting host.
        let app = Application(
            service: service, fileSystem: InMemoryFileSystem(files), elapsedClock: GateClock(),
            standardInput: MemorySource(input, chunkBytes: 100),
            network: NetworkAccess(configuration: { CountingKMAProtocol.configuration() }))
        var environment = [
            "HOME": "/home/me", "KMA_SERVICE_KEY": key, "KKEULMIT_NOW": "2026-11-30T07:30:00+09:00",
            "KKEULMIT_BASE_URL": "http://\(host)/1360000/VilageFcstInfoService_2.0",
            "KKEULMIT_AIRKOREA_URL": "http://\(host)/B552584",
            "KKEULMIT_LIVING_URL": "http://\(host)/1360000/LivingWthrIdxServiceV5",
            "KKEULMIT_ALERTS_URL": "http://\(host)/1360000/WthrWrnInfoService",
            "KKEULMIT_HEALTH_URL": "http://\(host)/1360000/HealthWthrIdxServiceV3",
        ]
        environment.merge(env) { $1 }
        // A cache of the run's own: a shared one would carry answers, lock files and remembered failures from
        // test to test and process to process, and a lock held elsewhere waits on the gate clock for ever.
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("kkeulmit-app-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        if environment["XDG_CACHE_HOME"] == nil { environment["XDG_CACHE_HOME"] = cache.path }
        let status = await app.run(
            arguments: arguments, environment: Environment(environment), stdout: out, stderr: err,
            clock: FixedTimeSource(Date(timeIntervalSince1970: 0)))
        return Run(status: status, stdout: out.text, stderr: err.text, requests: CountingKMAProtocol.requests(to: host))
    }

    /// `count` lines cycling over `cells`.
    static func input(_ count: Int, cells: [(Int, Int)]) -> String {
        (0..<count).map { i in
            #"{"id": "p\#(i)", "location": {"nx": \#(cells[i % cells.count].0), "ny": \#(cells[i % cells.count].1)}}"#
        }.joined(separator: "\n") + "\n"
    }

    static let cells = [(60, 127), (61, 128), (62, 129), (98, 76), (55, 124)]

    /// How many requests of `operation` a run sent.
    static func count(_ operation: String, in requests: [String]) -> Int {
        requests.filter { $0.hasPrefix(operation + " ") }.count
    }

    @Test("the key is taken out of every line: an id that spells it, in an advice's line and in an error's")
    func keyRedacted() async {
        let input =
            [
                #"{"id": "\#(Self.key)", "location": {"nx": 60, "ny": 127}}"#,
                #"{"id": "\#(Self.key)", "location": {"nx": 60, "ny": 127}}"#,
                #"{"id": "\#(Self.key)", "location": {"nx": 0, "ny": 0}}"#,
            ].joined(separator: "\n") + "\n"
        let r = await Self.run(["batch", "--no-cache"], input: input)
        #expect(r.answers.count == 3, "\(r.stderr)")
        #expect(!r.stdout.contains(Self.key) && !r.stdout.contains("SECRET"))
        #expect(r.answers.map { $0["id"] as? String } == Array(repeating: "[redacted]", count: 3))
        #expect(r.errorCodes == [nil, nil, Int(ExitCode.usage.rawValue)])
    }

    @Test(
        "with every source on, each distinct request is sent once, whatever the lines and the concurrency",
        arguments: [(1, 20), (4, 50), (16, 50)])
    func dedupe(concurrency: Int, lines: Int) async {
        let r = await Self.run(
            ["batch", "--no-cache", "--concurrency", String(concurrency)], input: Self.input(lines, cells: Self.cells))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.answers.count == lines)
        #expect(r.answers.map { $0["id"] as? String } == (0..<lines).map { "p\($0)" })
        #expect(Set(r.requests).count == r.requests.count, "sent twice: \(r.requests)")
        let forecasts = Self.cells.flatMap { cell in
            ["getVilageFcst", "getUltraSrtNcst", "getUltraSrtFcst"].map { "\($0) \(cell.0),\(cell.1)" }
        }
        #expect(r.requests.filter { $0.hasPrefix("get") && $0.contains(",") }.sorted() == forecasts.sorted())
        // One station list per place, one measurement for the one station they share, one dust forecast per run,
        // one UV issue per area.
        #expect((1...Self.cells.count).contains(Self.count("getNearbyMsrstnList", in: r.requests)))
        #expect(Self.count("getMsrstnAcctoRltmMesureDnsty", in: r.requests) == 1)
        #expect(Self.count("getMinuDustFrcstDspth", in: r.requests) == 1)
        #expect((1...Self.cells.count).contains(Self.count("getUVIdxV5", in: r.requests)))
        // The warnings: one request per day of the replay, for every place at once; pollen (out of season in
        // November) once per species and area.
        #expect(Self.count("getPwnCd", in: r.requests) == WarningEventsSource.lookbackDays + 1)
        let pollen = ["getOakPollenRiskIdxV3", "getPinePollenRiskIdxV3", "getWeedsPollenRiskndxV3"]
        let areas = Self.count("getUVIdxV5", in: r.requests)
        #expect(pollen.allSatisfy { Self.count($0, in: r.requests) == areas })
        let sources = r.answers.flatMap { (($0["advice"] as? [String: Any])?["sources"] as? [[String: Any]]) ?? [] }
        #expect(Set(sources.filter { "\($0["id"] ?? "")" != "pollen" }.map { "\($0["status"] ?? "")" }) == ["ok"])
        #expect(
            Set(sources.filter { "\($0["id"] ?? "")" == "pollen" }.map { "\($0["status"] ?? "")" }) == ["notApplicable"]
        )
    }

    @Test("--forecast-only asks for the short-term forecast alone")
    func forecastOnly() async {
        let r = await Self.run(["batch", "--no-cache", "--forecast-only"], input: Self.input(10, cells: Self.cells))
        #expect(r.status == 0)
        #expect(r.requests.sorted() == Self.cells.map { "getVilageFcst \($0.0),\($0.1)" }.sorted())
    }

    @Test("the file cache carries every source's answers across runs: a second run sends nothing")
    func acrossRuns() async throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("kkeulmit-batch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let host = CountingKMAProtocol.host()
        let env = ["XDG_CACHE_HOME": cache.path]
        let first = await Self.run(["batch"], input: Self.input(15, cells: Self.cells), env: env, host: host)
        #expect(first.status == 0)
        #expect(Set(first.requests).count == first.requests.count)
        let sent = first.requests.count
        let second = await Self.run(["batch"], input: Self.input(15, cells: Self.cells), env: env, host: host)
        #expect(second.status == 0)
        #expect(second.answers.count == 15)
        #expect(second.requests.count == sent, "sent again: \(second.requests.dropFirst(sent))")
    }

    @Test("--max-requests N: requests stop at N and the lines needing more get 75; the run exits 75")
    func maxRequests() async {
        let r = await Self.run(
            ["batch", "--no-cache", "--forecast-only", "--concurrency", "1", "--max-requests", "3"],
            input: Self.input(10, cells: Self.cells))
        #expect(r.status == 75)
        #expect(r.requests.count == 3)
        #expect(r.errorCodes == [nil, nil, nil, 75, 75, nil, nil, nil, 75, 75])
        let message = (r.answers[3]["error"] as? [String: Any])?["message"] as? String
        #expect(message?.hasPrefix("--max-requests 3 reached") == true)
    }

    @Test("--max-requests N counts every service: with every source on, no more than N requests in all")
    func maxRequestsEveryService() async {
        let r = await Self.run(
            ["batch", "--no-cache", "--concurrency", "2", "--max-requests", "9"],
            input: Self.input(10, cells: Self.cells))
        #expect(r.requests.count == 9)
        #expect(r.status == 75)
        #expect(r.answers.count == 10)
    }

    @Test("malformed lines get 64 and the run goes on; the key is in no output")
    func malformed() async {
        let input = "{\n" + Self.input(2, cells: Self.cells) + #"{"id": "z", "location": {"place": "없는동네"}}"# + "\n"
        let r = await Self.run(["batch", "--no-cache", "--forecast-only"], input: input)
        #expect(r.status == 64)
        #expect(r.errorCodes == [64, nil, nil, 64])
        #expect(!(r.stdout + r.stderr).contains(Self.key))
    }

    @Test("an id beyond Int's range is written back as the number it is, in its line's error")
    func hugeNumericID() async {
        let input = #"{"id": 1e20, "location": {"place": "없는동네"}}"# + "\n"
        let r = await Self.run(["batch", "--no-cache", "--forecast-only"], input: input)
        #expect(r.status == 64)
        #expect(r.errorCodes == [64])
        #expect(r.stdout.hasPrefix(#"{"id":1e+20,"error":"#))
    }

    @Test("no key: exit 78 before any line is read, one stderr line, empty stdout")
    func noKey() async {
        let r = await Self.run(["batch"], input: Self.input(3, cells: Self.cells), env: ["KMA_SERVICE_KEY": ""])
        #expect(r.status == 78)
        #expect(r.stdout == "")
        #expect(r.stderr.hasPrefix("kkeulmit: ") && r.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test("a progress bar on a terminal's stderr, cleared at the end; nothing on a pipe", arguments: [true, false])
    func progress(terminal: Bool) async {
        let r = await Self.run(
            ["batch", "--no-cache", "--forecast-only"], input: Self.input(3, cells: Self.cells), terminal: terminal)
        #expect(r.status == 0)
        if terminal {
            #expect(r.stderr.hasPrefix("\r\u{1B}[Kkkeulmit batch: ["))
            #expect(r.stderr.hasSuffix("\r\u{1B}[K"))
        } else {
            #expect(r.stderr == "")
        }
    }
}
