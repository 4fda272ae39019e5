import Foundation
import KkeulmitCore
import TestSupport
import Testing

@testable import KkeulmitCLI

/// Every note's claim holds in the hours the same run prints (CLI contract, "Advice that agrees with its own
/// numbers"): `AdviceClaims` reads each report's `--json`, in Korean and in English, over generated weather days
/// (every month, dry/rain/snow/showers/sleet, calm and windy, swings within one band and across several) and over
/// every forecast, nowcast, AirKorea and UV fixture.
@Suite("Advice agrees with its own numbers")
struct AdviceClaimsTests {
    static let location = ResolvedLocation(cell: GridCell(nx: 60, ny: 127)!, name: "서울특별시 종로구")
    static let place = SourcePlace(location)

    /// What the optional sources said, as a test sets it.
    struct Answers {
        var results: [SourceResult] = []

        mutating func set<Value: Sendable>(_ id: SourceID, _ outcome: OptionalSource<Value>) {
            results.removeAll { $0.id == id }
            results.append(SourceResult(id: id, outcome))
        }
    }

    /// The report the pipeline makes for `conditions`, with what the optional sources said folded in.
    static func report(
        conditions: WindowConditions, timeline: ForecastTimeline, offset: Double, back: TimeOfDay?,
        overlay: NowcastOverlay? = nil, warned: (inout Readings) -> Void = { _ in },
        exposure: (inout Answers) -> Void
    ) -> AdviceReport {
        let start = conditions.start
        var request = AdviceRequest(
            location: .cell(nx: 60, ny: 127), now: start.instant, windowStart: start.instant, hours: conditions.hours,
            language: .ko, temperatureOffset: offset, serviceKey: nil)
        request.outfit.back = back
        var answers = Answers()
        exposure(&answers)
        let registry = SourceRegistry.builtIn
        var readings = registry.readings(
            SourceResults(answers.results, place: place),
            window: ReadingWindow(start: start, end: conditions.end, place: place))
        readings.nowcast = overlay?.reading
        warned(&readings)
        var statuses: [SourceID: AdviceReport.SourceLine] = [:]
        for result in answers.results {
            statuses[result.id] = .init(result, names: registry.declaration(result.id)?.names)
        }
        let gathered = ReportBuilder.Gathered(
            timeline: timeline, conditions: conditions, base: timeline.base, location: location,
            readings: readings, current: overlay?.observation, statuses: statuses)
        return ReportBuilder.report(gathered, rules: .builtIn, request: request)
    }

    /// The checker's findings for both languages' JSON.
    static func violations(_ report: AdviceReport) -> [String] {
        [OutputLanguage.ko, .en].flatMap { AdviceClaims.check(json: JSONRenderer.render(report, language: $0)) }
    }

    // MARK: Generated days

    /// The warnings a warned day has in force (a 한파 warning in the cold months, a 폭염 advisory in the warm ones, a
    /// 강풍 advisory on a windy day, a 황사 warning in spring) and its pollen (높음 in spring and autumn).
    static func warnings(_ day: WeatherDay, _ readings: inout Readings) {
        let start = day.windowStart
        func alert(_ type: AlertType, _ level: AlertLevel) -> WeatherAlert {
            WeatherAlert(
                type: type, level: level, zone: "L1100400", zoneName: "서울서북권", since: start.adding(hours: -3),
                until: nil, code: 0)
        }
        var alerts: [WeatherAlert] = []
        if (5...9).contains(day.month) {
            alerts.append(alert(.heatWave, .advisory))
        } else {
            alerts.append(alert(.coldWave, .warning))
        }
        if day.windy { alerts.append(alert(.strongWind, .advisory)) }
        if (3...5).contains(day.month) { alerts.append(alert(.yellowDust, .advisory)) }
        readings.alerts = AlertsReading(alerts: alerts, zones: .none)
        let grade: PollenGrade? = [3, 4, 5, 8, 9].contains(day.month) ? .high : nil
        readings.pollen = PollenReading(
            issued: KSTDateTime(date: start.date, hour: 6), day: start.date, oak: grade, pine: .moderate, weeds: nil)
    }

    static func report(_ day: WeatherDay, warned: Bool = false) throws -> AdviceReport {
        let timeline = day.timeline
        let conditions = try WindowConditions(
            timeline: timeline, window: try AdviceWindow(start: day.windowStart, hours: day.hours))
        let start = day.windowStart
        return report(
            conditions: conditions, timeline: timeline, offset: day.offset,
            back: day.back.flatMap { TimeOfDay(hour: $0.hour, minute: $0.minute) },
            warned: { if warned { warnings(day, &$0) } }
        ) { sources in
            if let pm = day.measured {
                sources.set(
                    .airQuality,
                    OptionalSource(
                        status: .ok,
                        value: StationMeasurement(station: "종로구", time: start, pm10: pm.pm10, pm25: pm.pm25)))
            }
            if let grade = day.forecastGrade.flatMap(DustGrade.init(rawValue:)) {
                let entries = [DustPollutant.pm10, .pm25].map {
                    DustForecast.Entry(
                        pollutant: $0, date: start.date, issued: start.adding(hours: -2),
                        grades: RegionalGrades([.seoul: grade]))
                }
                sources.set(.dustForecast, OptionalSource(status: .ok, value: DustForecast(entries: entries)))
            }
            if let index = day.uvIndex {
                let issued = KSTDateTime(date: start.date, hour: 0)
                let points = stride(from: 0, to: 48, by: 3).map { h in
                    UVForecast.Point(time: issued.adding(hours: h), index: h % 24 == 12 ? index : index / 2)
                }
                let forecast = UVForecast(areaNo: "1111000000", issued: issued, points: points)
                sources.set(
                    .uvIndex,
                    OptionalSource(status: .ok, value: UVIndexDeclaration.Answer(forecast: forecast, areaNo: nil)))
            }
        }
    }

    @Test("the generated days: every month × dry/rain/snow/showers/sleet × calm/windy × within/across bands")
    func generatedDays() throws {
        let days = WeatherDays.grid(draws: 3)
        #expect(days.count == 12 * 5 * 2 * 2 * 3)
        var notesSeen: [String: Int] = [:]
        for (i, day) in days.enumerated() {
            // Every other day under official warnings and pollen, which stand in for some weather notes.
            let report = try Self.report(day, warned: i % 2 == 1)
            for note in report.advice.notes { notesSeen[note.id, default: 0] += 1 }
            let found = Self.violations(report)
            #expect(found.isEmpty, "\(day): \(found.joined(separator: "; "))")
        }
        // The grid reaches every note the checker reads, so none of its checks is vacuous.
        for id in [
            "rain-timing", "temperature-swing", "back", "icy-roads", "snow-shoes", "fine-dust", "uv", "wind-chill",
            "strong-wind", "cold-caution", "heat-advisory", "alert-coldWave", "alert-heatWave", "alert-strongWind",
            "alert-yellowDust", "pollen",
        ] {
            #expect((notesSeen[id] ?? 0) > 0, "no generated day gave a \(id) note")
        }
    }

    // MARK: Fixtures

    static let fixtures = Subprocess.repository.appendingPathComponent("Fixtures")
    static let day = KSTDate(year: 2026, month: 11, day: 30)

    static func kma(_ name: String, base: ForecastBase) throws -> KMAForecast {
        let body = try Data(contentsOf: fixtures.appendingPathComponent("KMA/\(name)"))
        let response = try KMAResponseDecoder.decode(status: 200, headers: [:], body: body)
        return KMAForecast(cell: location.cell, base: base, items: response.body?.items ?? [])
    }

    static func rows<Row: Decodable & Sendable>(_ type: Row.Type, _ path: String) throws -> [Row] {
        let body = try Data(contentsOf: fixtures.appendingPathComponent(path))
        return try PortalResponseDecoder.decode(type, status: 200, body: body).rows
    }

    /// Every measurement answer, every dust forecast and every UV answer among the fixtures.
    static func exposures() throws -> [(String, (inout Answers, KSTDateTime) -> Void)] {
        let air = try FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent("AirKorea").path)
        let uvFiles = try FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent("UV").path)
        var out: [(String, (inout Answers, KSTDateTime) -> Void)] = [("none", { _, _ in })]
        for name in air.sorted() where name.hasPrefix("msrstn-rltm") && name.hasSuffix(".json") {
            guard let rows = try? rows(MeasurementRow.self, "AirKorea/\(name)") else { continue }
            out.append(
                (
                    name,
                    { sources, now in
                        // The station every answer is for; an answer for another station has no current row.
                        let station = rows.first?[.stationName] ?? "종로구"
                        let value = StationMeasurement.current(rows: rows, station: station, now: now)
                        sources.set(
                            .airQuality, OptionalSource(status: value == nil ? .unavailable : .ok, value: value))
                    }
                ))
        }
        for name in air.sorted() where name.hasPrefix("minu-dust") && name.hasSuffix(".json") {
            guard let rows = try? rows(DustForecastRow.self, "AirKorea/\(name)") else { continue }
            out.append(
                (
                    name,
                    { sources, _ in
                        sources.set(.dustForecast, OptionalSource(status: .ok, value: DustForecast(rows: rows)))
                    }
                ))
        }
        for name in uvFiles.sorted() where name.hasSuffix(".json") {
            guard let rows = try? rows(UVIndexRow.self, "UV/\(name)"), let forecast = UVForecast.newest(rows: rows)
            else { continue }
            let answer = UVIndexDeclaration.Answer(forecast: forecast, areaNo: nil)
            out.append((name, { sources, _ in sources.set(.uvIndex, OptionalSource(status: .ok, value: answer)) }))
        }
        return out
    }

    @Test("every fixture: each issue at every hour and span, with and without the nowcast, each air and UV answer")
    func fixtures() throws {
        let exposures = try Self.exposures()
        #expect(exposures.count >= 12)
        let issues = [("vilage-fcst-0500-success.json", 5), ("vilage-fcst-1700-success.json", 17)]
        let nowcasts: [(String, Int, String, Int)?] = [
            nil, ("ultra-srt-ncst-0700-success.json", 7, "ultra-srt-fcst-0630-success.json", 6),
            ("ultra-srt-ncst-1600-raining.json", 16, "ultra-srt-fcst-1530-success.json", 15),
            ("ultra-srt-ncst-0700-sentinels.json", 7, "ultra-srt-fcst-1530-without-pop.json", 15),
        ]
        var checked = 0
        var turn = 0
        for (name, hour) in issues {
            let base = ForecastBase(date: Self.day, hour: hour)!
            let shortTerm = try Self.kma(name, base: base).timeline().timeline
            for nowcast in nowcasts {
                let overlay = try nowcast.map { n in
                    NowcastOverlay(
                        timeline: shortTerm,
                        observation: try Self.kma(
                            n.0, base: ForecastBase(KSTDateTime(date: Self.day, hour: n.1), product: .ultraSrtNcst)!),
                        ultraShort: try Self.kma(
                            n.2,
                            base: ForecastBase(
                                KSTDateTime(date: Self.day, hour: n.3, minute: 30), product: .ultraSrtFcst)!
                        ))
                }
                let timeline = overlay?.timeline ?? shortTerm
                guard let first = timeline.firstSlotTime, let end = timeline.hourlyEnd else { continue }
                var start = first
                while start < end {
                    for hours in [1, 5, 12, 24, 48] {
                        guard let window = try? AdviceWindow(start: start, hours: hours),
                            let conditions = try? WindowConditions(timeline: timeline, window: window)
                        else { continue }
                        let (label, exposure) = exposures[turn % exposures.count]
                        let back = turn % 3 == 0 ? nil : TimeOfDay(hour: (start.hour + 3 * (turn % 7) + 1) % 24)
                        turn += 1
                        let report = Self.report(
                            conditions: conditions, timeline: timeline, offset: [0, -2, 1.5][turn % 3], back: back,
                            overlay: overlay
                        ) { exposure(&$0, start) }
                        let found = Self.violations(report)
                        checked += 1
                        #expect(
                            found.isEmpty,
                            "\(name) \(nowcast?.0 ?? "no nowcast") \(start.iso8601) \(hours) h \(label): \(found)")
                    }
                    start = start.adding(hours: 1)
                }
            }
        }
        #expect(checked > 500)
    }

    @Test(
        "the checker catches a warning's note gone, one that does not lead, a pollen note gone, two masks",
        arguments: [
            ("drop alert-coldWave", "alerts: notes"), ("move alert-coldWave last", "do not lead"),
            ("drop pollen", "pollen note missing"), ("add mask-kf80", "masks: item mask-kf80 given"),
        ])
    func checkerCatches(change: String, finding: String) throws {
        let day = try #require(WeatherDays.grid(draws: 1).first { $0.month == 4 && !$0.windy && $0.sky == .dry })
        let json = JSONRenderer.render(try Self.report(day, warned: true), language: .ko)
        var object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(AdviceClaims.check(object).isEmpty)
        var outfit = try #require(object["outfit"] as? [String: Any])
        var notes = try #require(outfit["notes"] as? [[String: Any]])
        var items = try #require(outfit["items"] as? [[String: Any]])
        let id = { (note: [String: Any]) in note["id"] as? String }
        switch change {
        case "drop alert-coldWave": notes.removeAll { id($0) == "alert-coldWave" }
        case "move alert-coldWave last":
            let note = try #require(notes.first { id($0) == "alert-coldWave" })
            notes.removeAll { id($0) == "alert-coldWave" }
            notes.append(note)
        case "drop pollen": notes.removeAll { id($0) == "pollen" }
        default: items.append(["id": "mask-kf80", "label": "KF80 마스크"])
        }
        (outfit["notes"], outfit["items"]) = (notes, items)
        object["outfit"] = outfit
        let found = AdviceClaims.check(object)
        #expect(found.contains { $0.contains(finding) }, "\(found)")
    }
}
