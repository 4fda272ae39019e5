import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("Outfit engine: notes")
struct OutfitNotesTests {
    let morning = OutfitFixture.novemberMorning

    // MARK: swing

    @Test(
        "a window feels-like range of 10 or more calls for a removable layer",
        arguments: [(14.9, false), (15.0, true), (22.0, true)])
    func windowSwing(max: Double, fires: Bool) throws {
        let advice = try OutfitFixture.advice(temperatures: [5, 9, max, 11])
        #expect((advice.note("temperature-swing") != nil) == fires)
        #expect((advice.warmerBand != nil) == fires)
    }

    @Test(
        "a day's TMX − TMN of 10 or more calls for it too when the window crosses a band, never when it stays in one",
        arguments: [(9.0, [6.0, 6, 6], false), (10.0, [6.0, 6, 6], false), (10.0, [4.0, 6, 6], true)])
    func dailySwing(range: Double, temperatures: [Double], fires: Bool) throws {
        let slots = OutfitFixture.hours(from: morning, count: 3) { i, slot in slot.temperature = temperatures[i] }
        let daily = [DailyExtremes(date: morning.date, minimum: 2, maximum: 2 + range)]
        let advice = OutfitEngine.advise(conditions: try OutfitFixture.conditions(slots, daily: daily))
        let note = advice.note("temperature-swing")
        #expect((note != nil) == fires)
        if let note {
            #expect(note.values.number("dailyRange") == range)
            #expect(note.values.number("windowSwing") == 2)
            // The window's 4 °C asks for the scarf by ISO 11079, its 6 °C no longer.
            #expect(note.text.in(.ko) == "일교차가 10도예요 — 8시쯤엔 목도리 없이도 괜찮아요")
            #expect(
                note.text.in(.en)
                    == "A 10 °C swing between the day's low and high: you can do without the scarf from around 08:00")
        }
    }

    @Test("a big swing inside band 8 (−20 to −6 °C) asks for nothing removable")
    func swingWithinBand() throws {
        let advice = try OutfitFixture.advice(temperatures: [-20, -14, -6])
        #expect(advice.band == 8)
        #expect(advice.note("temperature-swing") == nil && advice.warmerBand == nil)
    }

    @Test("the swing note names the warmer band, and says when nothing can come off by insulation")
    func swingNamesWarmerBand() throws {
        let advice = try OutfitFixture.advice(temperatures: [5, 10, 15])
        #expect(advice.band == 7)
        #expect(advice.warmerBand == 5)
        let note = try #require(advice.note("temperature-swing"))
        #expect(note.ruleId == .temperatureSwing)
        #expect(note.values.number("warmerBand") == 5)
        #expect(note.values.number("windowSwing") == 10)
        // 15 °C still asks for band 5's outer layer (0.97 clo by the chart): the wool coat stays on.
        #expect(note.text.in(.ko) == "체감온도 차이가 10도예요 — 따뜻할 때도 벗을 만한 옷은 없어요")
        #expect(
            note.text.in(.en)
                == "A 10 °C swing in feels-like temperature: nothing can come off even in the warmest hours")
    }

    @Test("the offset moves the warmer band as well", arguments: [(-3.0, 5), (-4.0, 6), (2.0, 4)])
    func swingOffset(offset: Double, warmer: Int) throws {
        let advice = try OutfitFixture.advice(temperatures: [5, 15], offset: offset)
        #expect(advice.warmerBand == warmer)
    }

    // MARK: rain timing

    struct Timing: CustomTestStringConvertible, Sendable {
        var name: String
        var wet: Set<Int>
        var type: PrecipitationType = .rain
        var mixedWith: PrecipitationType? = nil
        var ko: String
        var en: String
        var testDescription: String { name }
    }

    // A 12-hour window from 07:00 to 19:00; `wet` lists the wet hours' indexes (0 = 07:00).
    @Test(
        "precipitation in part of the window says when",
        arguments: [
            Timing(name: "from 16:00 to the end", wet: [9, 10, 11], ko: "비는 16시부터 와요", en: "Rain from 16:00"),
            Timing(name: "from the start until 11:00", wet: [0, 1, 2, 3], ko: "비는 11시까지 와요", en: "Rain until 11:00"),
            Timing(name: "in the middle", wet: [6, 7, 8], ko: "비는 13–16시에 와요", en: "Rain 13:00–16:00"),
            Timing(
                name: "a single shower hour", wet: [5], type: .shower, ko: "소나기는 12–13시에 와요", en: "Showers 12:00–13:00"),
            Timing(
                name: "two spells", wet: [0, 1, 9, 10, 11], ko: "비는 7–9시, 16–19시에 와요",
                en: "Rain 07:00–09:00 and 16:00–19:00"),
            Timing(name: "snow", wet: [9, 10, 11], type: .snow, ko: "눈은 16시부터 와요", en: "Snow from 16:00"),
            Timing(
                name: "drizzle reads as rain", wet: [9, 10, 11], type: .drizzle, ko: "비는 16시부터 와요",
                en: "Rain from 16:00"),
            Timing(
                name: "sleet", wet: [9, 10, 11], type: .rainSnow, ko: "비나 눈은 16시부터 와요", en: "Rain or snow from 16:00"),
            Timing(
                name: "rain turning to snow", wet: [8, 9, 10, 11], type: .rain, mixedWith: .snow,
                ko: "비나 눈은 15시부터 와요", en: "Rain or snow from 15:00"),
        ])
    func rainTiming(_ t: Timing) throws {
        let advice = try OutfitFixture.advice(temperatures: Array(repeating: 12, count: 12)) { i, slot in
            guard t.wet.contains(i) else { return }
            slot.precipitationType = (t.mixedWith != nil && i == t.wet.max()!) ? t.mixedWith! : t.type
            slot.precipitationProbability = 70
        }
        let note = try #require(advice.note("rain-timing"))
        #expect(note.ruleId == .rainTiming)
        #expect(note.text.in(.ko) == t.ko)
        #expect(note.text.in(.en) == t.en)
        let from = note.values.filter { $0.name == "from" }
        #expect(from.count >= 1)
    }

    @Test("no timing note when every hour or no hour is wet", arguments: [0, 12])
    func rainEverywhereOrNowhere(wetHours: Int) throws {
        let advice = try OutfitFixture.advice(temperatures: Array(repeating: 12, count: 12)) { i, slot in
            if i < wetHours { slot.precipitationType = .rain }
        }
        #expect(advice.note("rain-timing") == nil)
    }

    @Test(
        "across midnight the wording names the next day or midnight",
        arguments: [
            (Set([5, 6, 7]), "비는 다음 날 1시부터 와요", "Rain from 01:00 the next day"),
            (Set([0, 1, 2, 3]), "비는 자정까지 와요", "Rain until midnight"),
            (Set([2, 3, 4]), "비는 22시–다음 날 1시에 와요", "Rain 22:00 to 01:00 the next day"),
            (Set([2, 3]), "비는 22시–자정에 와요", "Rain 22:00–midnight"),
        ])
    func rainAcrossMidnight(wet: Set<Int>, ko: String, en: String) throws {
        let start = KSTDateTime(year: 2026, month: 11, day: 30, hour: 20)
        let advice = try OutfitFixture.advice(temperatures: Array(repeating: 12, count: 8), start: start) { i, slot in
            if wet.contains(i) { slot.precipitationType = .rain }
        }
        let note = try #require(advice.note("rain-timing"))
        #expect(note.text.in(.ko) == ko)
        #expect(note.text.in(.en) == en)
    }

    // MARK: snow, ice, wind

    @Test("snow falling (a snowy type, or new snow in a wet hour) calls for non-slip shoes; rain alone does not")
    func snowShoes() throws {
        let byType = try OutfitFixture.advice(temperatures: [1, 1]) { i, slot in
            slot.precipitationType = i == 1 ? .snowFlurries : PrecipitationType.none
        }
        let byAmount = try OutfitFixture.advice(temperatures: [1, 1]) { i, slot in
            slot.precipitationType = i == 1 ? .rain : PrecipitationType.none
            slot.snowCentimetres = i == 1 ? 1 : 0
        }
        let coverOnly = try OutfitFixture.advice(temperatures: [1, 1]) { i, slot in
            slot.snowCentimetres = i == 1 ? 1 : 0
        }
        let rain = try OutfitFixture.advice(temperatures: [1, 1]) { _, slot in slot.precipitationType = .rain }
        #expect(byType.note("snow-shoes")?.text.in(.ko) == "눈 소식이 있어요 — 미끄럽지 않은 신발을 신으세요")
        #expect(byType.note("snow-shoes")?.text.in(.en) == "Snow expected: wear non-slip shoes")
        #expect(byType.note("snow-shoes")?.ruleId == .snow)
        #expect(byAmount.note("snow-shoes")?.text.in(.en) == "At least 1 cm of snow expected: wear non-slip shoes")
        #expect(coverOnly.note("snow-shoes") == nil, "an amount in an hour without precipitation is no snowfall")
        #expect(rain.note("snow-shoes") == nil)
    }

    @Test(
        "icy roads: precipitation in an hour that itself feels at or below 0 °C",
        arguments: [(0.0, true), (-2.0, true), (0.1, false)])
    func icyRoads(wetHour: Double, fires: Bool) throws {
        let wet = try OutfitFixture.advice(temperatures: [4, wetHour]) { i, slot in
            slot.precipitationType = i == 1 ? .rain : PrecipitationType.none
        }
        #expect((wet.note("icy-roads") != nil) == fires)
        let dry = try OutfitFixture.advice(temperatures: [wetHour, 4])
        #expect(dry.note("icy-roads") == nil)
    }

    @Test("a dry frost and a mild rain are not ice: the demo's −8.4 °C at 06 h and rain at +2.9 °C at 16 h")
    func frostThenRain() throws {
        let advice = try OutfitFixture.advice(temperatures: [-8.4, -5, 0, 3, 2.9, 1.4]) { i, slot in
            slot.precipitationType = i >= 4 ? .rain : PrecipitationType.none
        }
        #expect(advice.note("icy-roads") == nil)
        #expect(advice.outfit.first { $0.layer == .shoes }?.pick.id == "rain-boots")
    }

    @Test("icy-roads text: the coldest wet hour, its time and what falls then")
    func icyText() throws {
        let advice = try OutfitFixture.advice(temperatures: [-2, 1]) { _, slot in slot.precipitationType = .snow }
        let note = try #require(advice.note("icy-roads"))
        #expect(note.text.in(.ko) == "눈이 오는 7시에 체감온도가 영하 2도라 길이 얼 수 있어요")
        #expect(note.text.in(.en) == "Snow at 07:00 with a feels-like of -2 °C: roads may be icy")
        #expect(note.values.number("feelsLike") == -2)
        #expect(note.values.number("icyHours") == 1)
    }

    @Test("wind of 9 m/s or more is strong", arguments: [(8.9, false), (9.0, true)])
    func strongWind(speed: Double, fires: Bool) throws {
        let advice = try OutfitFixture.advice(temperatures: [15, 15]) { i, slot in slot.windSpeed = i == 1 ? speed : 2 }
        #expect((advice.note("strong-wind") != nil) == fires)
        if fires {
            #expect(advice.note("strong-wind")?.text.in(.ko) == "바람이 최대 9m/s로 강하게 불어요")
            #expect(advice.note("strong-wind")?.values.number("windSpeedMax") == 9)
        }
    }

    @Test(
        "wind chill note when the wind makes it feel 3 °C or more colder",
        arguments: [(5.0, 3.5, false), (0.0, 2.5, true)])
    func windChill(air: Double, wind: Double, fires: Bool) throws {
        // 5 °C at 3.5 m/s → 2.1 (2.9 colder); 0 °C at 2.5 m/s → −3.0 (3.0 colder).
        let advice = try OutfitFixture.advice(temperatures: [air]) { _, slot in slot.windSpeed = wind }
        let note = advice.note("wind-chill")
        #expect((note != nil) == fires)
        if let note {
            #expect(note.values.number("difference") == 3)
            #expect(note.text.in(.ko) == "바람 때문에 체감온도가 기온보다 최대 3도 낮아요")
            #expect(note.text.in(.en) == "Wind makes it feel up to 3 °C colder than the air")
        }
    }

    // MARK: heat and cold levels

    @Test(
        "summer feels-like 33 / 35 reaches the heat advisory / warning levels",
        arguments: [(32.9, nil), (33.0, "heat-advisory"), (34.9, "heat-advisory"), (35.0, "heat-warning")]
            as [(Double, String?)])
    func heat(maximum: Double, id: String?) throws {
        // Without humidity the summer feels-like is the air temperature.
        let advice = try OutfitFixture.advice(temperatures: [28, maximum], start: OutfitFixture.julyMorning) {
            _, slot in
            slot.humidity = nil
        }
        let ids = advice.notes.map(\.id).filter { $0.hasPrefix("heat-") }
        #expect(ids == (id.map { [$0] } ?? []))
    }

    @Test("heat levels are a summer rule")
    func heatOnlyInSummer() throws {
        let october = KSTDateTime(year: 2026, month: 10, day: 1, hour: 12)
        let advice = try OutfitFixture.advice(temperatures: [35], start: october)
        #expect(advice.notes.allSatisfy { !$0.id.hasPrefix("heat-") })
    }

    @Test("heat-warning text")
    func heatText() throws {
        let advice = try OutfitFixture.advice(temperatures: [35.4], start: OutfitFixture.julyMorning) { _, slot in
            slot.humidity = nil
        }
        let note = try #require(advice.note("heat-warning"))
        #expect(note.ruleId == .heatLevel)
        #expect(note.text.in(.ko) == "체감온도가 최고 35.4도로 폭염경보 수준이에요 — 한낮 바깥 활동은 피하세요")
        #expect(note.text.in(.en) == "Feels like up to 35.4 °C, heat-warning level: avoid being outside at midday")
    }

    @Test(
        "winter feels-like below −3.2 / −10.5 / −15.4 reaches the cold levels",
        arguments: [
            (-3.2, nil), (-3.3, "cold-caution"), (-10.5, "cold-caution"), (-10.6, "cold-warning"),
            (-15.4, "cold-warning"), (-15.5, "cold-danger"),
        ] as [(Double, String?)])
    func cold(minimum: Double, id: String?) throws {
        let advice = try OutfitFixture.advice(temperatures: [minimum, 0])
        let ids = advice.notes.map(\.id).filter { $0.hasPrefix("cold-") }
        #expect(ids == (id.map { [$0] } ?? []))
    }

    @Test("cold levels are a winter rule")
    func coldOnlyInWinter() throws {
        let may = KSTDateTime(year: 2026, month: 5, day: 1, hour: 5)
        let advice = try OutfitFixture.advice(temperatures: [-5], start: may) { _, slot in slot.humidity = nil }
        #expect(advice.notes.allSatisfy { !$0.id.hasPrefix("cold-") })
    }

    @Test("cold-warning text")
    func coldText() throws {
        let advice = try OutfitFixture.advice(temperatures: [-12.1])
        let note = try #require(advice.note("cold-warning"))
        #expect(note.ruleId == .coldLevel)
        #expect(note.text.in(.ko) == "체감온도가 영하 12.1도까지 내려가 추위 경고 단계예요 — 드러난 피부를 가리세요")
        #expect(note.text.in(.en) == "Feels like -12.1 °C at the coldest, cold warning level: cover exposed skin")
        #expect(note.values.number("threshold") == -10.5)
    }

    // MARK: truncation, explanation, order

    @Test("a cut window gets a note saying where and how much")
    func truncatedNote() throws {
        let slots = OutfitFixture.hours(from: morning, count: 9)
        let conditions = try WindowConditions(
            timeline: OutfitFixture.timeline(slots), window: AdviceWindow(start: morning, hours: 12))
        let note = try #require(OutfitEngine.advise(conditions: conditions).note("window-truncated"))
        #expect(note.ruleId == .windowTruncated)
        #expect(note.text.in(.ko) == "시간별 예보가 16시까지라 9시간만 봤어요 (요청 12시간)")
        #expect(note.text.in(.en) == "The hourly forecast ends at 16:00: advice covers 9 of the 12 hours")
        #expect(note.values.number("coveredHours") == 9)
        #expect(note.values.number("requestedHours") == 12)
    }

    @Test("every item and note names its rule and the numbers behind it, notes in a fixed order")
    func explained() throws {
        // A windy, wet, snowy winter day with a big swing, cut short.
        let slots = OutfitFixture.hours(from: morning, count: 8) { i, slot in
            slot.temperature = [-12, -10, -6, -2, 2, 7, 1, -1][i]
            slot.windSpeed = [10, 8, 6, 4, 4, 1, 3, 3][i]
            slot.precipitationType = i >= 6 ? .snow : PrecipitationType.none
            slot.precipitationProbability = i >= 6 ? 80 : 20
            slot.snowCentimetres = i >= 6 ? 1 : 0
        }
        let conditions = try WindowConditions(
            timeline: OutfitFixture.timeline(slots), window: AdviceWindow(start: morning, hours: 10))
        let advice = OutfitEngine.advise(conditions: conditions)
        #expect(
            advice.notes.map(\.id) == [
                "window-truncated", "rain-timing", "temperature-swing", "wind-chill", "cold-danger", "snow-shoes",
                "icy-roads", "strong-wind", "limited-exposure",
            ])
        #expect(advice.umbrella)
        for item in advice.items { #expect(!item.values.isEmpty, "\(item.id)") }
        for note in advice.notes {
            #expect(!note.values.isEmpty, "\(note.id)")
            #expect(!note.ko.isEmpty && !note.en.isEmpty)
            #expect(note.text.in(.ko) == note.ko && note.text.in(.en) == note.en)
        }
        #expect(advice.note("strong-wind")?.text.in(.en) == "Strong wind up to 10 m/s: hold on to your umbrella")
        #expect(advice.note("rain-timing")?.text.in(.ko) == "눈은 13시부터 와요")
        #expect(advice.note("snow-shoes")?.values.number("snowCentimetresTotal") == 2)
    }
}
