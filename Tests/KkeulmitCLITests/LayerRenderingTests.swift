import Foundation
import KkeulmitCore
import Testing

@testable import KkeulmitCLI

/// Reports made the way the pipeline makes them (engine → ReportBuilder) from a few plain hourly values.
enum LayeredReports {
    static let base = ForecastBase(date: KSTDate(year: 2026, month: 11, day: 30), hour: 5)!
    static let start = KSTDateTime(year: 2026, month: 11, day: 30, hour: 7)

    static func timeline(_ temperatures: [Double], wet: Set<Int> = [], from: KSTDateTime = start) -> ForecastTimeline {
        let slots = temperatures.enumerated().map { i, t -> HourlyForecast in
            var slot = HourlyForecast(time: from.adding(hours: i))
            slot.temperature = t
            slot.humidity = 50
            slot.windSpeed = 0.5
            slot.precipitationProbability = wet.contains(i) ? 70 : 0
            slot.precipitationType = wet.contains(i) ? .rain : PrecipitationType.none
            slot.sky = .clear
            return slot
        }
        return ForecastTimeline(base: base, cell: GridCell(nx: 60, ny: 127)!, slots: slots, daily: [])
    }

    static func report(
        _ temperatures: [Double], hours: Int? = nil, wet: Set<Int> = [], outfit: OutfitPreferences = .init()
    ) throws -> AdviceReport {
        let timeline = timeline(temperatures, wet: wet)
        let hours = hours ?? temperatures.count
        let conditions = try WindowConditions(timeline: timeline, window: AdviceWindow(start: start, hours: hours))
        var request = AdviceRequest(
            location: .cell(nx: 60, ny: 127), now: start.instant, windowStart: start.instant, hours: hours,
            language: .ko, serviceKey: nil)
        request.outfit = outfit
        let gathered = ReportBuilder.Gathered(
            timeline: timeline, conditions: conditions, base: base,
            location: ResolvedLocation(cell: GridCell(nx: 60, ny: 127)!, name: "서울특별시 종로구"))
        return ReportBuilder.report(gathered, rules: .builtIn, request: request)
    }

    static func json(_ report: AdviceReport, _ lang: OutputLanguage = .ko) throws -> [String: Any] {
        let data = Data(JSONRenderer.render(report, language: lang).utf8)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }
}

@Suite("Rendering an outfit with layers")
struct LayerRenderingTests {
    @Test("text: one garment per layer, each with up to two alternatives, then the umbrella")
    func headline() throws {
        let report = try LayeredReports.report([-5, -3, -2])
        #expect(
            ReportText.headline(report.advice).ko
                == "롱패딩(또는 두꺼운 코트) + 니트(또는 기모 제품) + 히트텍 + 내복 하의 + 기모바지 + 목도리 + 장갑 + 모자 "
                + "+ 방한화(또는 운동화) · 우산 필요 없음")
        #expect(
            ReportText.headline(report.advice).en
                == "Wear: long padded coat (or heavy coat) + knit (or fleece-lined clothes) + thermal base layer "
                + "+ long underwear + fleece-lined pants + scarf + gloves + hat + winter boots (or sneakers) "
                + "· no umbrella needed")
        let wet = try LayeredReports.report([14, 14, 14], wet: [1])
        #expect(
            ReportText.headline(wet.advice).ko
                == "자켓(또는 가디건·청자켓) + 니트 + 청바지(또는 스타킹) + 레인부츠(또는 방수 신발) · 우산 필요")
    }

    @Test("oneline: the main layers and the weather's gear, the rest counted")
    func oneline() throws {
        let line = OneLineRenderer.render(try LayeredReports.report([-5, -3, -2]), language: .ko)
        #expect(line == "종로구 07–10시 체감 -5~-2°C · 롱패딩 + 니트 + 기모바지 외 6개 · 우산 필요 없음\n")
        let wet = OneLineRenderer.render(try LayeredReports.report([14, 14, 14], wet: [1]), language: .ko)
        #expect(wet == "종로구 07–10시 체감 14°C · 자켓 + 니트 + 청바지 + 레인부츠 · 우산 필요\n")
    }

    @Test("JSON: outfit.layers and learnedOffset are added, outfit.items stays the chart row")
    func json() throws {
        let wardrobe = Wardrobe.owned(["heavy-coat", "padded-jacket", "scarf"])
        let report = try LayeredReports.report(
            [-5, -3], outfit: .init(wardrobe: wardrobe, learned: LearnedOffset(value: -1.5, answers: 4)))
        let outfit = try #require(try LayeredReports.json(report)["outfit"] as? [String: Any])
        #expect(
            (outfit["items"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
                == OutfitRuleTable.builtIn.bands[7].items.map(\.id))
        #expect(outfit["learnedOffset"] as? Double == -1.5)
        #expect(outfit["temperatureOffset"] as? Double == -1.5)
        #expect(outfit["back"] == nil)
        let layers = try #require(outfit["layers"] as? [[String: Any]])
        #expect(
            layers.map { $0["layer"] as? String } == [
                "outer", "top", "bottom", "accessory", "accessory", "accessory", "shoes",
            ])
        let outer = try #require(layers.first)
        let pick = try #require(outer["pick"] as? [String: Any])
        // The warmest coat owned: ISO 11079 asks more of −6.5 °C than the padded jacket gives.
        #expect(pick["id"] as? String == "heavy-coat" && pick["label"] as? String == "두꺼운 코트")
        #expect(pick["owned"] as? Bool == true && pick["clo"] as? Double == 0.7)
        #expect((outer["alternatives"] as? [[String: Any]])?.isEmpty == true)
        let top = try #require(layers.dropFirst().first?["pick"] as? [String: Any])
        #expect(top["owned"] as? Bool == false)
        let notes = try #require(outfit["notes"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        #expect(notes.suffix(3) == ["limited-exposure", "wardrobe-missing", "learned-offset"])
        let insulation = try #require(outfit["insulation"] as? [String: Any])
        #expect(insulation["clo"] as? Double == 1.54 && insulation["limitMinutes"] as? Int == 80)
        // Without a wardrobe, no "owned" key at all.
        let plain = try #require(try LayeredReports.json(try LayeredReports.report([-5]))["outfit"] as? [String: Any])
        let plainPick = try #require((plain["layers"] as? [[String: Any]])?.first?["pick"] as? [String: Any])
        #expect(plainPick.keys.sorted() == ["clo", "id", "label"])
        #expect(plain["learnedOffset"] as? Double == 0)
    }

    @Test("JSON: outfit.back has the time, the hour's conditions in the window's shape, layers and what to carry")
    func back() throws {
        let temperatures: [Double] = [6, 7, 8, 9, 9, 9, 8, 7, 5, 3, 0, -2, -4, -6]
        let report = try LayeredReports.report(temperatures, hours: 3, outfit: .init(back: TimeOfDay(hour: 19)))
        let object = try LayeredReports.json(report)
        let back = try #require((object["outfit"] as? [String: Any])?["back"] as? [String: Any])
        #expect(back["time"] as? String == "2026-11-30T19:00:00+09:00")
        let conditions = try #require(back["conditions"] as? [String: Any])
        let window = try #require(object["conditions"] as? [String: Any])
        #expect(conditions.keys.sorted() == window.keys.sorted())
        #expect(conditions["feelsLikeMin"] as? Double == -4 && conditions["temperatureMax"] as? Double == -4)
        #expect(
            (back["layers"] as? [[String: Any]])?.compactMap { $0["layer"] as? String } == [
                "outer", "top", "base", "base", "bottom", "accessory", "accessory", "accessory", "shoes",
            ])
        // Put on before leaving (the base layers, a warmer coat than the wool one), then what to take along.
        #expect(
            (back["carry"] as? [[String: String]])?.compactMap { $0["id"] } == [
                "long-padded-coat", "thermal-base-layer", "long-underwear", "scarf", "gloves", "hat",
            ])
        #expect((back["takeOff"] as? [Any])?.isEmpty == true)
        let insulation = try #require(back["insulation"] as? [String: Any])
        #expect(insulation["coldestHour"] as? String == "2026-11-30T19:00:00+09:00")
        #expect(insulation["clo"] as? Double == 2.07 && insulation["requiredClo"] as? Double == 1.83)
        #expect(back["band"] as? Int == 8)
        let text = TextRenderer.render(report, language: .ko, colour: false)
        #expect(text.contains("· 저녁 7시엔 체감 -4도: 롱패딩, 히트텍, 내복 하의를 입고 나가고 목도리, 장갑, 모자를 챙기세요\n"))
    }

    @Test("a return hour past the forecast: no outfit.back, and a warning says why")
    func backOutside() throws {
        let report = try LayeredReports.report([6, 7, 8], outfit: .init(back: TimeOfDay(hour: 19)))
        #expect(report.advice.back == nil)
        #expect(report.warnings.map(\.id) == ["back-outside-forecast"])
        #expect(
            report.warnings.first?.text.ko == "돌아오는 시간(11월 30일 19:00)은 시간별 예보 밖이라 볼 수 없어요 (11월 30일 10시까지)")
    }

    @Test("now's comparison says 'this time yesterday'", arguments: [OutputLanguage.ko, .en])
    func nowComparison(lang: OutputLanguage) throws {
        let c = AdviceReport.Comparison(
            previousDate: KSTDate(year: 2026, month: 11, day: 29), hours: 12, previousMin: 2, previousMax: 9,
            tomorrowMin: -1, tomorrowMax: 6, meanChange: -3, verdict: .colder, kind: .now)
        let expected =
            lang == .ko
            ? "어제 이 시간보다 3도 낮아요 (어제 2~9°C → -1~6°C)"
            : "3 °C colder than this time yesterday (yesterday 2 to 9°C → -1 to 6°C)"
        #expect(TextRenderer.comparisonLine(c).in(lang) == expected)
        var similar = c
        similar.verdict = .similar
        #expect(TextRenderer.comparisonLine(similar).ko.hasPrefix("어제 이 시간과 비슷해요"))
        let report = ReportSamples.coldMorning(comparison: c)
        let comparison = try #require(try LayeredReports.json(report)["comparison"] as? [String: Any])
        #expect(comparison["kind"] as? String == "now")
    }
}

@Suite("ComparisonBuilder for now")
struct NowComparisonTests {
    @Test("the hours from now against the same hours yesterday, from a cached issue of yesterday")
    func yesterday() throws {
        let cell = GridCell(nx: 60, ny: 127)!
        let today = KSTDateTime(year: 2026, month: 12, day: 1, hour: 8)
        func issue(_ base: KSTDateTime, from: KSTDateTime, count: Int, value: Double) -> ForecastTimeline {
            let slots = (0..<count).map { i -> HourlyForecast in
                var s = HourlyForecast(time: from.adding(hours: i))
                s.temperature = value
                return s
            }
            return ForecastTimeline(base: ForecastBase(base)!, cell: cell, slots: slots, daily: [])
        }
        let yesterdayIssue = issue(today.adding(hours: -27), from: today.adding(hours: -26), count: 60, value: 5)
        let current = issue(today.adding(hours: -3), from: today.adding(hours: -2), count: 60, value: 2)
        let window = ComparisonBuilder.Window(start: today, hours: 12, kind: .now)
        let c = try #require(
            ComparisonBuilder.comparison(
                window: window, slots: current.slots, issues: [current, yesterdayIssue],
                publishedBy: today.adding(minutes: 30)))
        #expect(c.kind == .now && c.hours == 12 && c.meanChange == -3 && c.verdict == .colder)
        #expect(c.previousDate == KSTDate(year: 2026, month: 11, day: 30))
        // Without yesterday's issue, the current one does not reach back: no comparison.
        #expect(
            ComparisonBuilder.comparison(
                window: window, slots: current.slots, issues: [current], publishedBy: today.adding(minutes: 30)) == nil)
    }
}

@Suite("Out and back: the return time")
struct ReturnTimeTests {
    @Test(
        "the first HH:MM after the window starts, and the hours until then",
        arguments: [
            (
                KSTDateTime(year: 2026, month: 11, day: 30, hour: 8, minute: 37), "19:00", "2026-11-30T19:00:00+09:00",
                11
            ),
            (KSTDateTime(year: 2026, month: 11, day: 30, hour: 8), "19:30", "2026-11-30T19:30:00+09:00", 11),
            (KSTDateTime(year: 2026, month: 11, day: 30, hour: 20), "01:00", "2026-12-01T01:00:00+09:00", 5),
            (KSTDateTime(year: 2026, month: 11, day: 30, hour: 8), "08:00", "2026-12-01T08:00:00+09:00", 24),
            (KSTDateTime(year: 2026, month: 11, day: 30, hour: 8, minute: 10), "08:40", "2026-11-30T08:40:00+09:00", 1),
        ])
    func returnTime(start: KSTDateTime, back: String, time: String, hours: Int) throws {
        let back = try #require(TimeOfDay(parsing: back))
        #expect(OutfitPreferences.returnTime(back, after: start.startOfHour).iso8601 == time)
        #expect(OutfitPreferences.hoursUntilReturn(back, from: start) == hours)
    }
}
