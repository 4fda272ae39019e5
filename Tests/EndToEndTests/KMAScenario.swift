import Foundation
import KkeulmitCore
import Testing

/// One end-to-end run setting: a loopback server with one scenario route, a scratch HOME/XDG sandbox, and the
/// environment a test gives the binary. Each test makes its own, so tests run in parallel without sharing state.
final class KMAScenario {
    let server: LoopbackServer
    let id: String
    let sandbox: BinaryRunner.Sandbox

    init(_ handler: @escaping LoopbackServer.Handler = { _ in .raw(status: 500, body: Data()) }) throws {
        server = try LoopbackServer()
        id = "s" + UUID().uuidString.prefix(8).lowercased()
        sandbox = try BinaryRunner.Sandbox()
        server.route(id, handler)
    }

    deinit {
        server.stop()
        sandbox.cleanUp()
    }

    var baseURL: String { server.baseURL(for: id) }
    var requests: [LoopbackServer.Request] { server.requests(for: id) }

    /// Runs the binary with the sandbox's HOME/XDG, `KKEULMIT_BASE_URL` pointing at this scenario, and `env`
    /// (which wins). Every run is checked for what must hold whatever the outcome: no timeout, no ANSI escape on
    /// a pipe, the key in no output in any form.
    func run(
        _ arguments: [String], env: [String: String] = [:], secrets: [String] = [], input: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> BinaryRunner.Result {
        var environment = sandbox.environment
        environment["KKEULMIT_BASE_URL"] = baseURL
        // AirKorea and the UV index on the same loopback scenario (see `LoopbackServer.routeExposure`).
        environment["KKEULMIT_AIRKOREA_URL"] = baseURL
        environment["KKEULMIT_LIVING_URL"] = baseURL
        // The warnings and pollen too (see `LoopbackServer.routeAdvisories`).
        environment["KKEULMIT_ALERTS_URL"] = baseURL
        environment["KKEULMIT_HEALTH_URL"] = baseURL
        environment.merge(env) { $1 }
        var inputPath: String?
        if let input {
            let path = sandbox.root.appendingPathComponent("stdin-\(UUID().uuidString.prefix(8))").path
            try Data(input.utf8).write(to: URL(fileURLWithPath: path))
            inputPath = path
        }
        let result = try await BinaryRunner.run(
            arguments, environment: environment, standardInput: inputPath, hardTimeout: 60)
        #expect(!result.timedOut, "the binary did not finish", sourceLocation: sourceLocation)
        E2E.expectClean(
            result,
            secrets: secrets + [environment["KMA_SERVICE_KEY"], environment["KMA_APIHUB_KEY"]].compactMap { $0 },
            sourceLocation: sourceLocation)
        return result
    }
}

/// Fixtures, handlers and checks shared by the end-to-end suites.
enum E2E {
    /// The key every success scenario sends, in the portal's "Encoding" form; its "Decoding" form is
    /// `ab+cd/ef==`.
    static let encodedKey = "ab%2Bcd%2Fef%3D%3D"
    static let decodedKey = "ab+cd/ef=="

    /// KKEULMIT_NOW at which the 0500 issue is the latest (base chosen = 20261130 0500).
    static let morning = "2026-11-30T07:30:00+09:00"

    /// `--timeout` for a run whose forecast must answer while another service hangs. Each request gets
    /// `SourceSet.requestTimeout(budget:)` of the run's time: 1 s under `--timeout 3` or 4, which a loaded machine
    /// (the suite in parallel beside builds) can spend before the loopback forecast is read, failing the run with
    /// 69. Under 10 s a request has 3.75 s and a retry, so only a forecast that does not answer fails.
    static let hangTimeout = "10"

    static func fixture(_ name: String) -> Data {
        (try? Data(contentsOf: Repository.kmaFixtures.appendingPathComponent(name))) ?? Data()
    }

    static let issue0500 = fixture("vilage-fcst-0500-success.json")
    static let issue1700 = fixture("vilage-fcst-1700-success.json")

    /// The fixture (issued 2026-11-30 05:00) as if issued at `date` `time`.
    static func shifted(_ fixture: Data, toBase date: String, _ time: String) -> Data? {
        guard let base = KSTDateTime(kmaDate: date, kmaTime: time),
            var root = try? JSONSerialization.jsonObject(with: fixture) as? [String: Any],
            var response = root["response"] as? [String: Any], var body = response["body"] as? [String: Any],
            var items = body["items"] as? [String: Any], let rows = items["item"] as? [[String: Any]]
        else { return nil }
        let shift = base.minutesSinceEpoch - KSTDateTime(year: 2026, month: 11, day: 30, hour: 5).minutesSinceEpoch
        items["item"] = rows.compactMap { row -> [String: Any]? in
            guard let d = row["fcstDate"] as? String, let t = row["fcstTime"] as? String,
                let at = KSTDateTime(kmaDate: d, kmaTime: t)?.adding(minutes: shift)
            else { return nil }
            var row = row
            (row["baseDate"], row["baseTime"]) = (date, time)
            (row["fcstDate"], row["fcstTime"]) = (at.date.kmaString, at.kmaTime)
            return row
        }
        body["items"] = items
        response["body"] = body
        root["response"] = response
        return try? JSONSerialization.data(withJSONObject: root)
    }

    /// The environment of a normal run at `now` with the Encoding key and no cache.
    static func env(now: String = morning, key: String = encodedKey) -> [String: String] {
        ["KMA_SERVICE_KEY": key, "KKEULMIT_NOW": now]
    }

    /// Serves a full issue the way KMA pages it, with the page size capped at `maxRows` as a stricter server
    /// would; the answer's `numOfRows` says what was actually served.
    static func capped(_ fullIssue: Data, maxRows: Int) -> LoopbackServer.Handler {
        { request in
            var query = request.query
            let asked = Int(query["numOfRows"] ?? "") ?? 10
            query["numOfRows"] = String(min(asked, maxRows))
            let body = (try? LoopbackServer.page(fullIssue, query: query)) ?? fullIssue
            return .raw(status: 200, headers: [("Content-Type", "application/json;charset=UTF-8")], body: body)
        }
    }

    /// An XML answer from any fixture file.
    static func xmlAt(_ url: URL, status: Int = 200) -> LoopbackServer.Response {
        .raw(
            status: status, headers: [("Content-Type", "text/xml;charset=UTF-8")],
            body: (try? Data(contentsOf: url)) ?? Data())
    }

    static func xml(_ name: String, status: Int = 200) -> LoopbackServer.Response {
        .raw(status: status, headers: [("Content-Type", "text/xml;charset=UTF-8")], body: fixture(name))
    }

    /// What holds for every run: no ANSI escapes (stdout is a pipe), the key absent in raw and percent-encoded
    /// forms, no crash trace.
    static func expectClean(
        _ result: BinaryRunner.Result, secrets: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let all = result.stdout + result.stderr
        #expect(!all.contains("\u{1B}"), "ANSI escape on a pipe", sourceLocation: sourceLocation)
        for secret in secrets where secret.count >= 4 {
            let raw = secret.removingPercentEncoding ?? secret
            let encoded = raw.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? raw
            for form in Set([secret, raw, encoded]) {
                #expect(!all.contains(form), "the service key leaked", sourceLocation: sourceLocation)
            }
        }
        for marker in ["Fatal error", "Stack dump", "Current stack trace", "Illegal instruction"] {
            #expect(!result.stderr.contains(marker), "crash output: \(marker)", sourceLocation: sourceLocation)
        }
    }

    /// The contract for every non-zero exit: empty stdout, exactly one stderr line starting `kkeulmit: `.
    static func expectFailure(
        _ result: BinaryRunner.Result, code: Int32, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(result.status == code, "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stdout == "", sourceLocation: sourceLocation)
        #expect(result.stderr.hasPrefix("kkeulmit: "), sourceLocation: sourceLocation)
        #expect(result.stderr.hasSuffix("\n"), sourceLocation: sourceLocation)
        #expect(
            result.stderr.filter { $0 == "\n" }.count == 1, "stderr: \(result.stderr)", sourceLocation: sourceLocation)
    }

    /// Decodes stdout as the contract's JSON report (every required key, with its type).
    static func report(_ result: BinaryRunner.Result) throws -> AdviceJSON {
        try JSONDecoder().decode(AdviceJSON.self, from: Data(result.stdout.utf8))
    }

    /// The chart in docs/OUTFIT.md, for a non-integer basis temperature.
    static func band(for t: Double) -> Int {
        switch t {
        case 28...: 1
        case 23..<28: 2
        case 20..<23: 3
        case 17..<20: 4
        case 12..<17: 5
        case 9..<12: 6
        case 5..<9: 7
        default: 8
        }
    }

    /// `start` plus `hours`, as the contract's `+09:00` ISO 8601 text.
    static func kst(_ start: String, plus hours: Int) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 9 * 3600)
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssxxx"
        guard let date = formatter.date(from: start) else { return "unparsable \(start)" }
        return formatter.string(from: date.addingTimeInterval(Double(hours) * 3600))
    }

    /// Rows of a fixture by slot (`yyyyMMddHHmm`) and category.
    static func slots(_ fixture: Data) -> [String: [String: String]] {
        guard let root = try? JSONSerialization.jsonObject(with: fixture) as? [String: Any],
            let body = (root["response"] as? [String: Any])?["body"] as? [String: Any],
            let items = (body["items"] as? [String: Any])?["item"] as? [[String: Any]]
        else { return [:] }
        var result: [String: [String: String]] = [:]
        for item in items {
            guard let date = item["fcstDate"] as? String, let time = item["fcstTime"] as? String,
                let category = item["category"] as? String, let value = item["fcstValue"] as? String
            else { continue }
            result[date + time, default: [:]][category] = value
        }
        return result
    }

    /// `2026-11-30T07:00:00+09:00` → `202611300700`.
    static func slotKey(_ iso: String) -> String {
        String(iso.prefix(16).filter { $0.isNumber })
    }
}

/// The contract's JSON report. Non-optional members make decoding fail when a required key is missing, null or
/// of the wrong type.
struct AdviceJSON: Decodable {
    struct Location: Decodable {
        var nx: Int
        var ny: Int
        var lat: Double?
        var lon: Double?
        var name: String?
    }
    struct Window: Decodable {
        var start: String
        var end: String
        var hours: Int
    }
    struct Conditions: Decodable {
        var temperatureMin: Double
        var temperatureMax: Double
        var feelsLikeMin: Double
        var feelsLikeMax: Double
        var precipitationProbabilityMax: Int
    }
    struct Item: Decodable {
        var id: String
        var label: String
    }
    struct Note: Decodable {
        var id: String
        var text: String
    }
    struct Outfit: Decodable {
        var band: Int
        var basisTemperature: Double
        var umbrella: Bool
        var items: [Item]
        var notes: [Note]
    }
    struct Hour: Decodable {
        var time: String
        var temperature: Double
        var feelsLike: Double
        var precipitationProbability: Int
        var precipitationType: String
        var sky: String
        var precipitationMm: Double
        var snowCm: Double
        var humidity: Double
        var windSpeed: Double
    }

    var schemaVersion: Int
    var demo: Bool
    var stale: Bool
    var location: Location
    var forecastBase: String
    var window: Window
    var conditions: Conditions
    var outfit: Outfit
    var hourly: [Hour]
    /// Not required by the contract; read when present to find notes wherever the renderer puts them.
    var warnings: [Note]?

    var allNoteIDs: [String] { outfit.notes.map(\.id) + (warnings ?? []).map(\.id) }

    static let skyNames = ["1": "clear", "3": "mostlyCloudy", "4": "overcast"]
    static let precipitationNames = [
        "0": "none", "1": "rain", "2": "rainSnow", "3": "snow", "4": "shower", "5": "drizzle",
        "6": "drizzleSnowFlurries", "7": "snowFlurries",
    ]
}
