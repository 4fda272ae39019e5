import Foundation
import KkeulmitCore
import Testing

@testable import KkeulmitCLI

/// Which commands use the fine-dust and UV sources, where they ask, and how a report shows them.
@Suite("The fine-dust and UV sources in the advice pipeline")
struct ExposureSourcesTests {
    static let now = KSTDateTime(year: 2026, month: 11, day: 30, hour: 7, minute: 30)

    static func request(
        start: KSTDateTime = now, tomorrow: Bool = false, switches: SourceSwitches = .init()
    ) -> AdviceRequest {
        var request = AdviceRequest(
            location: .cell(nx: 60, ny: 127), now: now.instant, windowStart: start.instant, hours: 12, language: .ko,
            serviceKey: nil)
        if tomorrow { request.tomorrow = TomorrowWindow(now: now.instant) }
        request.sourceSwitches = switches
        return request
    }

    @Test(
        "airQuality within 3 h of now, dustForecast today or tomorrow, uvIndex always; switches win",
        arguments: [
            ("now", request(), SourceUse.on, SourceUse.on, SourceUse.on),
            ("at +2 h", request(start: now.adding(hours: 2)), .on, .on, .on),
            ("at +4 h", request(start: now.adding(hours: 4)), .notApplicable, .on, .on),
            ("at in 2 days", request(start: now.adding(hours: 48)), .notApplicable, .notApplicable, .on),
            ("tomorrow", request(tomorrow: true), .notApplicable, .on, .on),
            ("air off", request(switches: .init(off: ["airQuality"])), .off, .off, .on),
            ("uv off", request(switches: .init(off: ["uv"])), .on, .on, .off),
            ("--forecast-only", request(switches: .forecastOnly), .off, .off, .off),
        ])
    func use(_ name: String, request: AdviceRequest, air: SourceUse, dust: SourceUse, uv: SourceUse) {
        #expect(Self.use(.airQuality, request) == air, "\(name)")
        #expect(Self.use(.dustForecast, request) == dust, "\(name)")
        #expect(Self.use(.uvIndex, request) == uv, "\(name)")
    }

    /// Whether the registry's `id` is asked for `request` at `now`.
    static func use(_ id: SourceID, _ request: AdviceRequest) -> SourceUse? {
        let registry = SourceRegistry.builtIn
        return registry.declaration(id).map {
            registry.use($0, request.sourceWindow(now: now.instant), request.sourceSwitches)
        }
    }

    @Test(
        "the warnings for every window the replay reaches (today and the 10 days before, any later day); pollen for a day its issue describes",
        arguments: [
            ("now", request(), SourceUse.on, SourceUse.on),
            ("tomorrow", request(tomorrow: true), .on, .on),
            ("at in 2 days", request(start: now.adding(hours: 48)), .on, .on),
            ("at in 4 days", request(start: now.adding(hours: 96)), .on, .notApplicable),
            ("at 10 days ago", request(start: now.adding(hours: -240)), .on, .notApplicable),
            ("at 12 days ago", request(start: now.adding(hours: -288)), .notApplicable, .notApplicable),
            ("switched off", request(switches: .init(off: ["alerts", "pollen"])), .off, .off),
        ])
    func advisoryUse(_ name: String, request: AdviceRequest, alerts: SourceUse, pollen: SourceUse) {
        #expect(Self.use(.weatherAlerts, request) == alerts, "\(name)")
        #expect(Self.use(.pollen, request) == pollen, "\(name)")
    }

    @Test("a place is its own row; a cell takes the nearest row of the table, with a 10-digit code")
    func place() throws {
        let jongno = try #require(
            SourcePlace(ResolvedLocation(cell: GridCell(nx: 60, ny: 127)!, name: "서울특별시 종로구")))
        #expect(jongno.place.code == "1111000000")
        #expect(jongno.regions == [.seoul])
        let cell = try #require(SourcePlace(ResolvedLocation(cell: GridCell(nx: 98, ny: 76)!)))
        #expect(cell.place.code.count == 10)
        #expect(cell.point.x.isFinite && cell.point.y.isFinite)
        let coordinate = try #require(
            SourcePlace(ResolvedLocation(cell: GridCell(nx: 60, ny: 127)!, latitude: 37.5730, longitude: 126.9794)))
        #expect(coordinate.place.code.hasPrefix("11"))
    }

    @Test("a cell's nearest place is remembered in the cache and read back the same")
    func placeMemo() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("kkeulmit-place-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = SourceStore(directory: dir)
        let location = ResolvedLocation(cell: GridCell(nx: 98, ny: 76)!)
        let first = try #require(SourcePlace.resolve(location, store: store, now: Self.now.instant))
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        #expect(names.contains { $0.hasPrefix("place-") && $0.hasSuffix(".json") })
        let second = try #require(SourcePlace.resolve(location, store: store, now: Self.now.instant))
        #expect(second == first)
        #expect(first == SourcePlace(location))
    }

    /// The cold-morning report with what the sources gave folded in, as the pipeline folds it: the registry's
    /// readings and lines.
    static func report(_ results: [SourceResult]) -> AdviceReport {
        let sample = ReportSamples.coldMorning
        let registry = SourceRegistry.builtIn
        let window = ReadingWindow(start: sample.window.start, end: sample.window.end, place: jongno)
        var statuses: [SourceID: AdviceReport.SourceLine] = [:]
        for result in results { statuses[result.id] = .init(result, names: registry.declaration(result.id)?.names) }
        return ReportSamples.report(
            sample.hourly.map(\.forecast), daily: sample.conditions.dailyExtremes,
            readings: registry.readings(SourceResults(results, place: jongno), window: window), statuses: statuses)
    }

    static func result<Value: Sendable>(_ id: SourceID, _ outcome: OptionalSource<Value>) -> SourceResult {
        SourceResult(id: id, outcome)
    }

    static let jongno = SourcePlace(ResolvedLocation(cell: GridCell(nx: 60, ny: 127)!, name: "서울특별시 종로구"))

    @Test("a 나쁨 measurement and a UV peak of 6 add the items and notes, and the statuses")
    func apply() throws {
        let start = ReportSamples.start
        let uv = UVForecast(areaNo: "1111000000", issued: start, points: [.init(time: start, index: 6)])
        let report = Self.report([
            Self.result(
                .airQuality,
                OptionalSource(
                    status: .ok, value: StationMeasurement(station: "종로구", time: start, pm10: 88, pm25: 41),
                    issued: start)),
            SourceResult(id: .dustForecast, status: .notRegistered),
            Self.result(
                .uvIndex,
                OptionalSource(
                    status: .stale, value: UVIndexDeclaration.Answer(forecast: uv, areaNo: "1111000000"),
                    issued: start)),
        ])
        let ids = report.advice.items.map(\.id)
        #expect(["mask-kf80", "sunscreen", "hat", "sunglasses"].allSatisfy(ids.contains))
        #expect(report.advice.notes.map(\.id).suffix(2) == ["fine-dust", "uv"])
        #expect(report.advice.note("fine-dust")?.values.number("pm10") == 88)
        #expect(report.air?.forecastGrade == nil && report.uv?.grade == .high)
        #expect(report.sources.dropFirst(3).prefix(3).map(\.status) == [.ok, .notRegistered, .stale])
        // Worn, not only listed: the mask and sun items are among the layers.
        // The cold's hat already on, the sun's is not added twice.
        #expect(
            report.advice.outfit.filter { $0.layer == .accessory }.map(\.pick.id) == [
                "scarf", "gloves", "hat", "mask-kf80", "sunscreen", "sunglasses",
            ])
    }

    @Test("a 매우나쁨 forecast alone (no station current) adds mask-kf94 and a forecast note, not kf80")
    func forecastOnly() throws {
        let start = ReportSamples.start
        let forecast = DustForecast(entries: [
            .init(
                pollutant: .pm25, date: start.date, issued: start.adding(hours: -2),
                grades: RegionalGrades(informGrade: "서울 : 매우나쁨,제주 : 좋음"))
        ])
        let report = Self.report([
            SourceResult(id: .airQuality, status: .unavailable),
            Self.result(.dustForecast, OptionalSource(status: .ok, value: forecast, issued: start.adding(hours: -2))),
        ])
        #expect(report.advice.items.map(\.id).contains("mask-kf94"))
        #expect(!report.advice.items.map(\.id).contains("mask-kf80"))
        #expect(report.air?.station == nil && report.air?.forecastGrade == .veryBad)
        #expect(report.advice.notes.last?.text.ko == "미세먼지 예보 매우나쁨: KF94 마스크 챙기세요")
        #expect(report.advice.notes.last?.text.en == "Fine dust forecast very bad: take a KF94 mask")
    }

    @Test("a 좋음 station under a 나쁨 forecast: the headline is the measured grade, the mask is the forecast's")
    func measuredGoodForecastBad() throws {
        let start = ReportSamples.start
        let forecast = DustForecast(entries: [
            .init(
                pollutant: .pm10, date: start.date, issued: start.adding(hours: -2),
                grades: RegionalGrades(informGrade: "서울 : 나쁨"))
        ])
        let report = Self.report([
            Self.result(
                .airQuality,
                OptionalSource(
                    status: .ok, value: StationMeasurement(station: "종로구", time: start, pm10: 22, pm25: 9),
                    issued: start)),
            Self.result(.dustForecast, OptionalSource(status: .ok, value: forecast)),
        ])
        #expect(report.advice.items.map(\.id).contains("mask-kf80"))
        let note = try #require(report.advice.note("fine-dust"))
        #expect(note.text.ko == "미세먼지 좋음 — 종로구 측정소 7시 PM10 22·PM2.5 9㎍/㎥ (예보 나쁨): 예보 기준으로 KF80 마스크 챙기세요")
        #expect(
            note.text.en
                == "Fine dust good — station Jongno-gu at 07:00: PM10 22, PM2.5 9 µg/m³ (forecast bad): by the forecast, "
                + "take a KF80 mask")
    }

    @Test("text: AirKorea's two sources that failed alike are one line; the UV line names its service")
    func lines() {
        let registry = SourceRegistry.builtIn
        let sources: [AdviceReport.SourceLine] = [SourceID.airQuality, .dustForecast, .uvIndex].map {
            .init(id: $0, status: .notRegistered, issued: nil, names: registry.declaration($0)?.names)
        }
        #expect(
            TextRenderer.sourceLines(sources).map(\.ko) == [
                "미세먼지: 서비스 키가 에어코리아에 등록되지 않았어요 — kkeulmit doctor",
                "자외선: 서비스 키가 생활기상지수에 등록되지 않았어요 — kkeulmit doctor",
            ])
        #expect(
            TextRenderer.sourceLines(sources).first?.en
                == "air quality: the service key is not registered for AirKorea — kkeulmit doctor")
    }
}
