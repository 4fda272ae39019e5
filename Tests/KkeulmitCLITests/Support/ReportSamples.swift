import Foundation
import KkeulmitCore

@testable import KkeulmitCLI

/// Reports for golden tests, made the way the pipeline makes them (through `ReportBuilder` and the engine) from
/// hand-written hours: a cold, windy, dry morning in 종로구 and a wet summer night across midnight.
enum ReportSamples {
    static let start = KSTDateTime(year: 2026, month: 11, day: 30, hour: 7)
    static let jongno = ResolvedLocation(
        cell: GridCell(nx: 60, ny: 127)!, latitude: 37.570378, longitude: 126.981642, name: "서울특별시 종로구")

    /// `count` hours from `start`: 15 °C, 50 %, calm, dry unless `configure` says otherwise.
    static func hours(
        from start: KSTDateTime, count: Int, _ configure: (Int, inout HourlyForecast) -> Void
    ) -> [HourlyForecast] {
        (0..<count).map { i in
            var slot = HourlyForecast(time: start.adding(hours: i))
            slot.temperature = 15
            slot.humidity = 50
            slot.windSpeed = 0.5
            slot.precipitationProbability = 0
            slot.precipitationType = PrecipitationType.none
            slot.precipitationMillimetres = 0
            slot.snowCentimetres = 0
            slot.sky = .clear
            configure(i, &slot)
            return slot
        }
    }

    /// The report for `slots` (consecutive hours, the window starting at the first), as `ReportBuilder` makes it.
    static func report(
        _ slots: [HourlyForecast], daily: [DailyExtremes] = [], base: ForecastBase? = nil, requestedHours: Int? = nil,
        location: ResolvedLocation = jongno, demo: Bool = false, stale: AdviceReport.Staleness? = nil,
        offset: Double = 0, outfit: OutfitPreferences = .init(), readings: Readings = .none,
        current: HourlyForecast? = nil, statuses: [SourceID: AdviceReport.SourceLine] = [:],
        comparison: AdviceReport.Comparison? = nil, schedule: AdviceReport.ScheduledRun? = nil,
        warnings: [AdviceReport.Note] = []
    ) -> AdviceReport {
        let first = slots[0].time
        let issue = base ?? ForecastBase.latest(publishedBy: first.adding(minutes: -50))
        let timeline = ForecastTimeline(base: issue, cell: location.cell, slots: slots, daily: daily)
        let hours = requestedHours ?? slots.count
        let window = try! AdviceWindow(start: first, hours: hours)
        let conditions = try! WindowConditions(timeline: timeline, window: window)
        var request = AdviceRequest(
            location: .cell(nx: location.cell.nx, ny: location.cell.ny), now: first.instant,
            windowStart: first.instant, hours: hours, language: .ko, temperatureOffset: offset, demo: demo,
            serviceKey: nil)
        request.outfit = outfit
        request.schedule = schedule
        var lines = statuses
        if lines[.vilageFcst] == nil {
            lines[.vilageFcst] = .init(id: .vilageFcst, status: stale == nil ? .ok : .stale, issued: issue.time)
        }
        let gathered = ReportBuilder.Gathered(
            timeline: timeline, conditions: conditions, base: issue, location: location, stale: stale,
            readings: readings, current: current, statuses: lines, comparison: comparison, warnings: warnings)
        return ReportBuilder.report(gathered, rules: .builtIn, request: request)
    }

    /// 07–19시 in 종로구: −3 → 4 °C in a 5 m/s wind, dry, TMN −4 / TMX 5.
    static var coldMorning: AdviceReport { coldMorning() }

    static func coldMorning(
        readings: Readings = .none, comparison: AdviceReport.Comparison? = nil,
        schedule: AdviceReport.ScheduledRun? = nil, outfit: OutfitPreferences = .init()
    ) -> AdviceReport {
        let temps: [Double] = [-3, -3, -2, -1, 0, 1, 2, 3, 4, 4, 3, 2]
        let slots = hours(from: start, count: 12) { i, slot in
            slot.temperature = temps[i]
            slot.windSpeed = 5
            slot.precipitationProbability = 10
        }
        return report(
            slots, daily: [DailyExtremes(date: start.date, minimum: -4, maximum: 5)], outfit: outfit,
            readings: readings, comparison: comparison, schedule: schedule)
    }

    /// A sample (`--demo`) from a stale cache, rain in two runs across midnight, the hourly forecast ending at 02:00
    /// so 6 of the 12 hours asked for, no place name, offset −2.
    static var wetNight: AdviceReport {
        let s = KSTDateTime(year: 2026, month: 7, day: 14, hour: 20)
        let slots = hours(from: s, count: 6) { i, slot in
            slot.temperature = 24.5
            slot.humidity = 90
            slot.precipitationProbability = i < 2 ? 70 : 30
            slot.precipitationType = i < 2 ? .rain : (i == 4 ? .shower : PrecipitationType.none)
            slot.sky = i < 2 ? .overcast : .mostlyCloudy
            slot.precipitationMillimetres = i < 2 ? 6.2 : (i == 4 ? 0.1 : 0)
            slot.snowCentimetres = nil
            slot.windSpeed = i == 5 ? nil : 2.3
        }
        return report(
            slots, base: ForecastBase(date: s.date, hour: 17), requestedHours: 12,
            location: ResolvedLocation(cell: GridCell(nx: 98, ny: 76)!), demo: true,
            stale: .init(
                fetchedAt: KSTDateTime(year: 2026, month: 7, day: 14, hour: 17, minute: 15), ageMinutes: 185,
                reason: "x"),
            offset: -2)
    }
}
