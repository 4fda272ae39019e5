import Foundation
import KkeulmitCore
import Testing

@testable import KkeulmitCLI

/// The ultra-short sources over the 05:00 short-term issue of the fixtures' day (rain 16:00–20:00 there).
@Suite("Nowcast overlay: current, raining-now, rain-stops")
struct NowcastOverlayTests {
    private static let kma = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/KMA")
    private static let day = KSTDate(year: 2026, month: 11, day: 30)

    private static func forecast(_ name: String, base: ForecastBase) throws -> KMAForecast {
        let body = try Data(contentsOf: kma.appendingPathComponent(name))
        let response = try KMAResponseDecoder.decode(status: 200, headers: [:], body: body)
        return KMAForecast(cell: GridCell(nx: 60, ny: 127)!, base: base, items: response.body?.items ?? [])
    }

    private static func overlay(ncst: (String, Int)?, fcst: (String, Int)?) throws -> NowcastOverlay {
        let shortTerm = try forecast("vilage-fcst-0500-success.json", base: ForecastBase(date: day, hour: 5)!)
        return NowcastOverlay(
            timeline: shortTerm.timeline().timeline,
            observation: try ncst.map {
                try forecast($0.0, base: ForecastBase(KSTDateTime(date: day, hour: $0.1), product: .ultraSrtNcst)!)
            },
            ultraShort: try fcst.map {
                try forecast(
                    $0.0, base: ForecastBase(KSTDateTime(date: day, hour: $0.1, minute: 30), product: .ultraSrtFcst)!)
            })
    }

    /// The engine's notes on the ultra-short sources for a window from the overlay's first hour to `windowEnd`.
    private static func notes(_ o: NowcastOverlay, windowEnd: KSTDateTime) throws -> [AdviceNote] {
        let start = o.observation?.time ?? KSTDateTime(date: day, hour: 7)
        let hours = (windowEnd.minutesSinceEpoch - start.minutesSinceEpoch) / 60
        let conditions = try WindowConditions(timeline: o.timeline, window: AdviceWindow(start: start, hours: hours))
        let advice = OutfitEngine.advise(conditions: conditions, readings: Readings(nowcast: o.reading))
        return advice.notes.filter { ["raining-now", "rain-stops"].contains($0.id) }
    }

    @Test("raining at 16:00 and dry from 21:00 in the 15:30 forecast: 지금 비가 와요 · 21시쯤 그쳐요")
    func rainingNowAndStopping() throws {
        let o = try Self.overlay(
            ncst: ("ultra-srt-ncst-1600-raining.json", 16), fcst: ("ultra-srt-fcst-1530-success.json", 15))
        let notes = try Self.notes(o, windowEnd: KSTDateTime(date: Self.day, hour: 23))
        #expect(notes.map(\.id) == ["raining-now", "rain-stops"])
        #expect(notes.map(\.ko) == ["지금 비가 와요", "21시쯤 그쳐요"])
        #expect(notes.last?.values.number("hour") == 21)
        let current = try #require(o.observation)
        #expect(current.time == KSTDateTime(date: Self.day, hour: 16))
        #expect(current.precipitationType != PrecipitationType.none)
    }

    @Test("a stop after the window is not promised: raining-now alone")
    func stopAfterTheWindow() throws {
        let o = try Self.overlay(
            ncst: ("ultra-srt-ncst-1600-raining.json", 16), fcst: ("ultra-srt-fcst-1530-success.json", 15))
        #expect(try Self.notes(o, windowEnd: KSTDateTime(date: Self.day, hour: 18)).map(\.id) == ["raining-now"])
    }

    @Test("a dry observation and no rain in the ultra-short forecast: no rain notes")
    func dryMorning() throws {
        let o = try Self.overlay(
            ncst: ("ultra-srt-ncst-0700-success.json", 7), fcst: ("ultra-srt-fcst-0630-success.json", 6))
        #expect(try Self.notes(o, windowEnd: KSTDateTime(date: Self.day, hour: 19)).isEmpty)
    }

    @Test("where the observation disagrees with the forecast, the observed hour wins and says so")
    func observationWins() throws {
        let o = try Self.overlay(
            ncst: ("ultra-srt-ncst-0700-success.json", 7), fcst: ("ultra-srt-fcst-0630-success.json", 6))
        let plain = try Self.overlay(ncst: nil, fcst: nil)
        let seven = KSTDateTime(date: Self.day, hour: 7)
        let merged = try #require(o.timeline.slots.first { $0.time == seven })
        let forecastOnly = try #require(plain.timeline.slots.first { $0.time == seven })
        #expect(merged.temperature == o.observation?.temperature)
        #expect(merged.temperature != forecastOnly.temperature)
        #expect(merged.source == .observation && forecastOnly.source == .shortForecast)
        #expect(plain.observation == nil && plain.reading == nil)
    }
}
