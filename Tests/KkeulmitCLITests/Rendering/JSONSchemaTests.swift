import Foundation
import KkeulmitCore
import KkeulmitFuzzSupport
import Testing

@testable import KkeulmitCLI

/// docs/kkeulmit.schema.json describes every JSON output: each scenario's `--json` validates against it, closed
/// (no key the schema does not name), and the schema uses only the keywords the test validator knows.
@Suite("JSON Schema")
struct JSONSchemaTests {
    static let schemaText =
        (try? String(
            contentsOf: Subprocess.repository.appendingPathComponent("docs/kkeulmit.schema.json"), encoding: .utf8))
        ?? ""

    static func parse(_ text: String) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    static var validator: SchemaValidator {
        get throws { SchemaValidator(root: try parse(schemaText)) }
    }

    // MARK: Scenarios

    static let base = ForecastBase(date: KSTDate(year: 2026, month: 11, day: 30), hour: 5)!

    /// A report the way the pipeline makes it, from a KMA fixture issue.
    static func fixtureReport(
        _ name: String, hours: Int, outfit: OutfitPreferences = .init(), stale: Bool = false
    ) throws -> AdviceReport {
        let url = Subprocess.repository.appendingPathComponent("Fixtures/KMA/\(name)")
        let response = try KMAResponseDecoder.decode(status: 200, headers: [:], body: try Data(contentsOf: url))
        let items = response.body?.items ?? []
        let hour = Int(items.first?.baseTime?.prefix(2) ?? "5") ?? 5
        let base = try #require(ForecastBase(date: KSTDate(year: 2026, month: 11, day: 30), hour: hour))
        let cell = GridCell(nx: 60, ny: 127)!
        let timeline = KMAForecast(cell: cell, base: base, items: items).timeline().timeline
        let start = base.time.adding(hours: 1)
        let window = try AdviceWindow(start: start, hours: hours)
        let conditions = try WindowConditions(timeline: timeline, window: window)
        var request = AdviceRequest(
            location: .cell(nx: 60, ny: 127), now: start.instant, windowStart: start.instant, hours: hours,
            language: .ko, serviceKey: nil)
        request.outfit = outfit
        let gathered = ReportBuilder.Gathered(
            timeline: timeline, conditions: conditions, base: base,
            location: ResolvedLocation(cell: cell, name: "서울특별시 종로구"),
            stale: stale ? .init(fetchedAt: base.time, ageMinutes: 95, reason: "HTTP 503") : nil)
        return ReportBuilder.report(gathered, rules: .builtIn, request: request)
    }

    /// Every report the renderers can be handed cheaply, by name.
    static func scenarios() throws -> [(String, AdviceReport)] {
        let run = AdviceReport.ScheduledRun(name: "commute", occurrence: ReportSamples.start)
        let comparison = ReportSamples.coldMorning(
            comparison: ComparisonRenderingTests.comparison(-2.6, .colder), schedule: run)
        let scheduled = ReportSamples.coldMorning(schedule: run)
        let wardrobe = OutfitPreferences(
            wardrobe: Wardrobe.owned(["heavy-coat", "padded-jacket", "scarf"]),
            learned: LearnedOffset(value: -1.5, answers: 4))
        let start = ReportSamples.start
        let exposed = ReportSamples.coldMorning(
            readings: Readings(
                air: AirQualityReading(
                    measurement: StationMeasurement(
                        station: "종로구", time: start, pm10: 88, pm25: 41, pm10Grade: .bad, pm25Grade: .bad),
                    forecastGrade: .moderate),
                uv: UVForecast(
                    areaNo: "1111000000", issued: start, points: [.init(time: start.adding(hours: 5), index: 7)])))
        let forecastOnlyAir = ReportSamples.coldMorning(
            readings: Readings(air: AirQualityReading(measurement: nil, forecastGrade: .veryBad)))
        let warned = ReportSamples.coldMorning(
            readings: Readings(
                alerts: AlertsReading(
                    alerts: [
                        WeatherAlert(
                            type: .coldWave, level: .warning, zone: "L1100200", zoneName: "서울동북권", since: start,
                            until: nil, code: 3),
                        WeatherAlert(
                            type: .other, level: .advisory, zone: "L1100000", zoneName: "서울특별시", since: start,
                            until: start.adding(hours: 6), code: 14),
                    ], zones: AlertRenderingTests.zones),
                pollen: AlertRenderingTests.pollen))
        let noneInForce = ReportSamples.coldMorning(
            readings: Readings(alerts: AlertsReading(alerts: [], zones: .none)))
        return [
            ("warnings and pollen", warned),
            ("no warning in force", noneInForce),
            ("fine dust and UV", exposed),
            ("dust forecast alone", forecastOnlyAir),
            ("cold morning", ReportSamples.coldMorning),
            ("wet night: demo, stale, truncated, no place name", ReportSamples.wetNight),
            ("tomorrow with a comparison, as run-schedule", comparison),
            ("schedule", scheduled),
            ("chart sample with --back", ChartSamples.report(hours: 48, back: 12)),
            ("fixture 0500, 12 h", try fixtureReport("vilage-fcst-0500-success.json", hours: 12)),
            ("fixture 0500, 48 h, stale", try fixtureReport("vilage-fcst-0500-success.json", hours: 48, stale: true)),
            ("fixture 1700, 24 h", try fixtureReport("vilage-fcst-1700-success.json", hours: 24)),
            (
                "fixture 0500, back 19:00",
                try fixtureReport(
                    "vilage-fcst-0500-success.json", hours: 12, outfit: .init(back: TimeOfDay(hour: 19, minute: 0)))
            ),
            (
                "fixture 0500, wardrobe and learned offset",
                try fixtureReport("vilage-fcst-0500-success.json", hours: 12, outfit: wardrobe)
            ),
        ]
    }

    @Test("the schema is valid JSON, draft 2020-12, one file with only local references")
    func schemaShape() throws {
        let schema = try Self.parse(Self.schemaText)
        #expect(schema["$schema"] == .string("https://json-schema.org/draft/2020-12/schema"))
        #expect(!Self.schemaText.contains("\"$ref\": \"http"))
    }

    @Test("the schema uses only the keywords the validator implements, and describes every property")
    func onlyKnownKeywords() throws {
        var unknown: [String] = []
        var undescribed: [String] = []
        func walk(_ schema: JSONValue, _ path: String) {
            guard case .object(let members) = schema else { return }
            for (key, value) in members {
                switch key {
                case "properties", "$defs":
                    guard case .object(let named) = value else { continue }
                    for (name, sub) in named {
                        if key == "properties", sub["description"] == nil, sub["$ref"] == nil {
                            undescribed.append("\(path).\(name)")
                        }
                        walk(sub, "\(path).\(name)")
                    }
                case "items", "additionalProperties": walk(value, path + "[]")
                default:
                    if !SchemaValidator.keywords.contains(key) && !SchemaValidator.annotations.contains(key) {
                        unknown.append("\(path): \(key)")
                    }
                }
            }
        }
        walk(try Self.parse(Self.schemaText), "$")
        #expect(unknown.isEmpty, "\(unknown)")
        #expect(undescribed.isEmpty, "\(undescribed)")
    }

    @Test("required lists every key the contract requires")
    func contractKeysRequired() throws {
        let schema = try Self.parse(Self.schemaText)
        func required(_ s: JSONValue?) -> Set<String> {
            guard case .array(let a)? = s?["required"] else { return [] }
            return Set(a.compactMap { if case .string(let k) = $0 { k } else { nil } })
        }
        let top = required(schema)
        let location = required(schema["properties"]?["location"])
        let window = required(schema["properties"]?["window"])
        let conditions = required(schema["$defs"]?["conditions"])
        let outfit = required(schema["properties"]?["outfit"])
        let item = required(schema["$defs"]?["item"])
        let note = required(schema["$defs"]?["note"])
        let hour = required(schema["properties"]?["hourly"]?["items"])
        let contract: [(Set<String>, Set<String>)] = [
            (
                top,
                [
                    "schemaVersion", "demo", "stale", "location", "forecastBase", "window", "conditions", "outfit",
                    "hourly",
                ]
            ),
            (location, ["nx", "ny"]), (window, ["start", "end", "hours"]),
            (
                conditions,
                ["temperatureMin", "temperatureMax", "feelsLikeMin", "feelsLikeMax", "precipitationProbabilityMax"]
            ),
            (outfit, ["band", "basisTemperature", "umbrella", "items", "notes"]), (item, ["id", "label"]),
            (note, ["id", "text"]),
            (
                hour,
                [
                    "time", "temperature", "feelsLike", "precipitationProbability", "precipitationType", "sky",
                    "precipitationMm", "snowCm", "humidity", "windSpeed",
                ]
            ),
        ]
        for (listed, needed) in contract {
            let missing = needed.subtracting(listed).sorted()
            #expect(missing.isEmpty, "required lacks \(missing)")
        }
        // The second round's keys are described, whether or not this build writes them yet.
        let properties = schema["properties"]
        for key in ["sources", "current", "air", "uv"] {
            let described = properties?[key] != nil
            #expect(described, "\(key)")
        }
        let source = properties?["hourly"]?["items"]?["properties"]?["source"]
        #expect(source != nil)
    }

    @Test("every scenario's JSON, in both languages, validates against the closed schema")
    func scenariosValidate() throws {
        let validator = try Self.validator
        for (name, report) in try Self.scenarios() {
            for lang in OutputLanguage.allCases {
                let json = try Self.parse(JSONRenderer.render(report, language: lang))
                let problems = validator.validate(json)
                #expect(problems.isEmpty, "\(name) (\(lang)): \(problems.prefix(5))")
            }
        }
    }

    @Test("a key that is always written is required, so the schema cannot fall behind the renderer")
    func alwaysWrittenIsRequired() throws {
        let schema = try Self.parse(Self.schemaText)
        guard case .array(let list)? = schema["required"] else { return }
        let required = Set(list.compactMap { if case .string(let k) = $0 { k } else { nil } })
        var always: Set<String>?
        for (_, report) in try Self.scenarios() {
            guard case .object(let members) = try Self.parse(JSONRenderer.render(report, language: .ko)) else {
                continue
            }
            let keys = Set(members.map(\.0))
            always = always.map { $0.intersection(keys) } ?? keys
        }
        let missing = (always ?? []).subtracting(required).sorted()
        #expect(missing.isEmpty, "required should also list \(missing)")
    }

    @Test(
        "the validator rejects what the schema forbids",
        arguments: [
            #"{"schemaVersion": 2}"#, #"{"schemaVersion": 1, "demo": "no"}"#,
        ])
    func validatorRejects(text: String) throws {
        #expect(!(try Self.validator.validate(try Self.parse(text)).isEmpty))
    }

    @Test("the validator rejects an undocumented key, a bad enum, a bad time and an out-of-range band")
    func validatorRejectsMutations() throws {
        let validator = try Self.validator
        let good = JSONRenderer.render(ReportSamples.coldMorning, language: .ko)
        #expect(validator.validate(try Self.parse(good)).isEmpty)
        for (from, to) in [
            (#""demo":false"#, #""demo":false,"surprise":1"#), (#""sky":"clear""#, #""sky":"sunny""#),
            (#""forecastBase":"2026-11-30T05:00:00+09:00""#, #""forecastBase":"2026-11-30T05:00:00Z""#),
            (#""band":8"#, #""band":9"#), (#""nx":60"#, #""nx":60.5"#),
        ] {
            let bad = good.replacingOccurrences(of: from, with: to)
            #expect(bad != good)
            #expect(!validator.validate(try Self.parse(bad)).isEmpty, "\(to)")
        }
    }
}

extension JSONSchemaTests {
    @Test(
        "the demo's JSON through the whole pipeline validates",
        arguments: [
            ["now", "--demo", "--json"], ["now", "--demo", "--json", "--lang", "en", "--hours", "48"],
            ["now", "--demo", "--json", "--back", "16:00"], ["now", "--demo", "--format", "json", "--lang", "en"],
            ["now", "--demo", "summer", "--json"], ["now", "--demo=summer", "--json", "--lang", "en", "--hours", "48"],
        ])
    func demoValidates(arguments: [String]) async throws {
        let out = CapturedOutput()
        let app = Application(
            service: ForecastAdviceService(), fileSystem: InMemoryFileSystem([:]), elapsedClock: GateClock())
        let status = await app.run(
            arguments: arguments, environment: Environment(["HOME": "/home/me"]), stdout: out,
            stderr: CapturedOutput(), clock: FixedTimeSource(ApplicationTests.now))
        #expect(status == 0)
        let problems = try Self.validator.validate(try Self.parse(out.text))
        #expect(problems.isEmpty, "\(problems.prefix(5))")
    }
}
