import Foundation
import KkeulmitCore
import TestSupport
import Testing

@testable import KkeulmitCLI

/// The summer claims over generated June–August days (`WeatherDays.summerGrid`): the checker reads each report's
/// `--json` in both languages (no `heat-water` without `outfit.heat`, water never below the hour's sweat, the
/// parasol only in strong direct sun); and five named summer days through the pipeline, each with the advice the
/// issue's table shows.
@Suite("Summer advice agrees with its own numbers")
struct SummerClaimsTests {
    @Test("the generated summer days: June–August × clear/구름많음/흐림 × dry/showers × calm/breezy")
    func generatedSummerDays() throws {
        let days = WeatherDays.summerGrid(draws: 3)
        #expect(days.count == 3 * 3 * 2 * 2 * 3)
        var seen: [String: Int] = [:]
        for day in days {
            let report = try AdviceClaimsTests.report(day)
            for note in report.advice.notes { seen[note.id, default: 0] += 1 }
            if report.advice.heat == nil { seen["no-heat", default: 0] += 1 }
            let found = AdviceClaimsTests.violations(report)
            #expect(found.isEmpty, "\(day): \(found.joined(separator: "; "))")
        }
        for id in ["heat-water", "heat-limit", "parasol", "no-heat"] {
            #expect((seen[id] ?? 0) > 0, "no generated summer day gave \(id)")
        }
    }

    /// A named summer day: 11–15시 at one air temperature, humidity, wind and sky, at a place.
    struct Day: CustomTestStringConvertible, Sendable {
        var name: String
        var place: (name: String, latitude: Double, longitude: Double)
        var temperature: Double
        var humidity: Double
        var wind: Double
        var sky: SkyCondition
        var rain: Bool
        var testDescription: String { name }
    }

    static let seoul = (name: "서울특별시 종로구", latitude: 37.5703, longitude: 126.9817)
    static let daegu = (name: "대구광역시 중구", latitude: 35.8668, longitude: 128.6062)
    static let days: [Day] = [
        Day(name: "clear", place: seoul, temperature: 33, humidity: 55, wind: 2, sky: .clear, rain: false),
        Day(
            name: "cloudy (구름많음)", place: seoul, temperature: 31, humidity: 65, wind: 2.5, sky: .mostlyCloudy,
            rain: false),
        Day(name: "rainy (흐림, 비)", place: seoul, temperature: 26, humidity: 90, wind: 3, sky: .overcast, rain: true),
        Day(
            name: "humid (30 °C, 85 %)", place: seoul, temperature: 30, humidity: 85, wind: 1.5, sky: .mostlyCloudy,
            rain: false),
        Day(name: "대구's dry heat", place: daegu, temperature: 35, humidity: 35, wind: 2, sky: .clear, rain: false),
    ]

    static func report(_ day: Day) throws -> AdviceReport {
        let start = KSTDateTime(year: 2026, month: 7, day: 20, hour: 11)
        let slots = (0..<5).map { i in
            var slot = HourlyForecast(time: start.adding(hours: i))
            (slot.temperature, slot.humidity, slot.windSpeed, slot.sky) = (
                day.temperature, day.humidity, day.wind, day.sky
            )
            slot.precipitationType = day.rain ? .rain : PrecipitationType.none
            slot.precipitationProbability = day.rain ? 80 : 10
            (slot.precipitationMillimetres, slot.snowCentimetres) = (day.rain ? 3.5 : 0, 0)
            return slot
        }
        let base = ForecastBase(date: start.date, hour: 8)!
        let cell = LambertProjection.cell(latitude: day.place.latitude, longitude: day.place.longitude)!
        let timeline = ForecastTimeline(base: base, cell: cell, slots: slots, daily: [])
        let conditions = try WindowConditions(timeline: timeline, window: AdviceWindow(start: start, hours: 5))
        let location = ResolvedLocation(
            cell: cell, latitude: day.place.latitude, longitude: day.place.longitude, name: day.place.name)
        var request = AdviceRequest(
            location: .cell(nx: cell.nx, ny: cell.ny), now: start.instant, windowStart: start.instant, hours: 5,
            language: .ko, serviceKey: nil)
        request.sourceSwitches = .forecastOnly
        let gathered = ReportBuilder.Gathered(
            timeline: timeline, conditions: conditions, base: base, location: location)
        return ReportBuilder.report(gathered, rules: .builtIn, request: request)
    }

    /// One row of the table: the day, the outfit, the hottest hour's UTCI and what ISO 7933 says.
    static func row(_ day: Day, _ advice: OutfitAdvice) -> String {
        let h = advice.heat
        let notes = advice.notes.map(\.id).filter { ["heat-water", "heat-limit", "parasol"].contains($0) }
        return "| \(day.name) | \(advice.outfit.picksText(in: .ko)) | "
            + (h.map { "\($0.hour.hour)시 UTCI \(NumberText.compact($0.utci)) (\($0.utciCategory.rawValue))" } ?? "—")
            + " | \(h.map { NumberText.format($0.clo, places: 2, fixed: true) } ?? "—") | "
            + "\(h.map { "\($0.sweatMillilitresPerHour)" } ?? "—") | \(h.map { "\($0.waterMillilitresPerHour)" } ?? "—") | "
            + "\(h?.limitMinutes.map(String.init) ?? "—") | \(notes.joined(separator: ", ")) |"
    }

    @Test("five summer days: clear, cloudy, rainy, humid and 대구's dry heat", arguments: days)
    func fiveDays(day: Day) throws {
        let report = try Self.report(day)
        let advice = report.advice
        #expect(AdviceClaimsTests.violations(report).isEmpty)
        let json = JSONRenderer.render(report, language: .en)
        #expect(try JSONSchemaTests.validator.validate(try JSONSchemaTests.parse(json)).isEmpty)
        if ProcessInfo.processInfo.environment["KKEULMIT_SUMMER_TABLE"] != nil { print(Self.row(day, advice)) }
        let heat = try #require(advice.heat)
        #expect(heat.waterMillilitresPerHour >= heat.sweatMillilitresPerHour)
        let sunny = !day.rain && day.sky != .overcast && heat.utci >= 32
        #expect((advice.note("parasol") != nil) == sunny)
        #expect((advice.note("heat-water") != nil) == (heat.sweatMillilitresPerHour >= 250))
    }
}
