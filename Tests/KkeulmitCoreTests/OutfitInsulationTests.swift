import Foundation
import TestSupport
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

/// The outfit as a whole: complete for every band and month, warm enough by ISO 11079 where the garments allow,
/// else limited in time; feedback and offsets move it.
@Suite("Outfit engine: a complete outfit, warm enough by ISO 11079")
struct OutfitInsulationTests {
    static let morning = OutfitFixture.novemberMorning

    /// Advice for one hour at `temperature` °C with `wind` m/s.
    static func advice(
        _ temperature: Double, wind: Double = 0.5, rules: OutfitRuleTable = .builtIn, offset: Double = 0,
        wardrobe: Wardrobe? = nil, learned: LearnedOffset? = nil
    ) throws -> OutfitAdvice {
        try OutfitFixture.advice(
            temperatures: [temperature], rules: rules, offset: offset, wardrobe: wardrobe, learned: learned
        ) { _, slot in slot.windSpeed = wind }
    }

    /// A top, a bottom and shoes always; an outer layer when the basis is below 20 °C; every pick with its clo.
    static func expectComplete(_ advice: OutfitAdvice, _ comment: Comment) {
        let layers = Set(advice.outfit.map(\.layer))
        #expect(layers.isSuperset(of: [.top, .bottom, .shoes]), comment)
        if advice.basisTemperature < 20 { #expect(layers.contains(.outer), comment) }
        #expect(advice.outfit.allSatisfy { $0.pick.clo != nil }, comment)
        for layer in [GarmentLayer.outer, .top, .bottom, .shoes] {
            #expect(advice.outfit.filter { $0.layer == layer }.count <= 1, comment)
        }
    }

    @Test("every band's outfit is complete, at its warm and cold edges and in between")
    func everyBand() throws {
        for temperature in stride(from: 34.0, through: -25, by: -0.5) {
            let advice = try Self.advice(temperature)
            Self.expectComplete(advice, "\(temperature) °C, band \(advice.band)")
        }
    }

    @Test("every generated day of every month, sky and wind is dressed completely")
    func everyMonth() throws {
        for day in WeatherDays.grid(draws: 2) {
            let conditions = try WindowConditions(
                timeline: day.timeline, window: AdviceWindow(start: day.windowStart, hours: day.hours))
            let advice = OutfitEngine.advise(conditions: conditions, temperatureOffset: day.offset)
            Self.expectComplete(advice, "\(day)")
        }
    }

    @Test(
        "clo never falls as the temperature falls, in calm air or wind",
        arguments: [0.5, 2.0, 5.0, 9.0])
    func monotone(wind: Double) throws {
        var previous = 0.0
        for temperature in stride(from: 34.0, through: -25, by: -0.5) {
            let advice = try Self.advice(temperature, wind: wind)
            #expect(advice.outfit.clo >= previous - 1e-9, "\(temperature) °C, \(wind) m/s")
            previous = advice.outfit.clo
        }
    }

    @Test("the warmest outfit's time limit shrinks as the wind rises")
    func windShortensTheLimit() throws {
        var limits: [Int] = []
        for wind in stride(from: 0.0, through: 14, by: 1) {
            let advice = try Self.advice(-15, wind: wind)
            let insulation = try #require(advice.insulation)
            #expect(insulation.clo < insulation.requiredClo ?? 0, "the warmest built-in outfit falls short")
            let limit = try #require(insulation.limitMinutes)
            limits.append(limit)
            #expect(advice.note("limited-exposure") != nil)
        }
        #expect(zip(limits, limits.dropFirst()).allSatisfy { $0 >= $1 }, "\(limits)")
        #expect(limits.first! > limits.last!, "\(limits)")
    }

    @Test("the outfit reaches ISO 11079's requirement where the garments allow, else says how long")
    func warmEnough() throws {
        for temperature in stride(from: 10.0, through: -25, by: -1) {
            for wind in [0.5, 3, 8] {
                let advice = try Self.advice(temperature, wind: wind)
                let insulation = try #require(advice.insulation, "\(temperature) °C")
                let required = try #require(insulation.requiredClo)
                if insulation.clo >= required {
                    #expect(insulation.limitMinutes == nil && advice.note("limited-exposure") == nil)
                } else {
                    #expect(insulation.limitMinutes != nil && advice.note("limited-exposure") != nil)
                    // Nothing warmer is left: the warmest built-in outfit.
                    #expect(advice.outfit.first { $0.layer == .outer }?.pick.id == "long-padded-coat")
                }
            }
        }
        // Above 10 °C ISO 11079 does not apply.
        #expect(try Self.advice(10.5).insulation == nil)
    }

    @Test("the conditions are the coldest hour's, the offset lowering the temperature ISO 11079 sees")
    func conditions() throws {
        let slots = OutfitFixture.hours(from: Self.morning, count: 3) { i, slot in
            slot.temperature = [2, -1, 4][i]
            slot.windSpeed = [1, 3, 2][i]
            slot.humidity = [70, 60, 50][i]
        }
        let advice = OutfitEngine.advise(conditions: try OutfitFixture.conditions(slots), temperatureOffset: -2)
        let insulation = try #require(advice.insulation)
        #expect(insulation.coldestHour == Self.morning.adding(hours: 1))
        #expect(insulation.conditions.airTemperature == -3 && insulation.conditions.radiantTemperature == -3)
        #expect(abs(insulation.conditions.airVelocity - 2.01) < 1e-9, "0.67 × 3 m/s")
        #expect(insulation.conditions.humidity == 60)
        let plain = OutfitEngine.advise(conditions: try OutfitFixture.conditions(slots))
        #expect(plain.insulation!.requiredClo! < insulation.requiredClo!)
    }

    /// A feedback history: `cold`, `hot` or `ok` answers given just now about advice that used no learned offset.
    struct History: CustomTestStringConvertible, Sendable {
        var name: String
        var answers: [FeedbackVerdict]
        var testDescription: String { name }

        var learned: LearnedOffset {
            let now = KSTDateTime(year: 2026, month: 12, day: 10, hour: 8)
            let history = answers.enumerated().map { i, verdict in
                let at = now.adding(minutes: -i)
                return FeedbackAnswer(
                    verdict: verdict, answeredAt: at,
                    advice: AdviceRecord(
                        printedAt: at.adding(hours: -1), command: "now", windowStart: at.adding(hours: -1),
                        windowEnd: at.adding(hours: 11), band: 8, basisTemperature: 2, learnedOffset: 0, nx: 60,
                        ny: 127))
            }
            return LearnedOffset.learn(from: history, now: now)
        }
    }

    static let histories = [
        History(name: "no answers", answers: []),
        History(name: "one cold", answers: [.cold]),
        History(name: "two colds", answers: [.cold, .cold]),
        History(name: "three colds", answers: [.cold, .cold, .cold]),
        History(name: "six colds", answers: Array(repeating: .cold, count: 6)),
        History(name: "three oks", answers: [.ok, .ok, .ok]),
        History(name: "three hots", answers: [.hot, .hot, .hot]),
    ]

    /// The table of the closing note: what each history does to a 4 °C morning with 2 m/s of wind.
    static func row(_ history: History) throws -> (offset: Double, required: Double, clo: Double, outfit: String) {
        let advice = try advice(4, wind: 2, learned: history.learned)
        let insulation = try #require(advice.insulation)
        return (
            history.learned.value, try #require(insulation.requiredClo), insulation.clo,
            advice.outfit.map(\.pick.id).joined(separator: " + ")
        )
    }

    @Test(
        "three cold answers raise the outfit's clo; three hot ones lower what is asked; fewer than three change nothing"
    )
    func feedbackRaisesClo() throws {
        let rows = try Self.histories.map { ($0.name, try Self.row($0)) }
        for (name, row) in rows {
            print(
                "feedback | \(name) | \(row.offset) | \(String(format: "%.2f", row.required)) | "
                    + "\(String(format: "%.2f", row.clo)) | \(row.outfit)")
        }
        let table = Dictionary(uniqueKeysWithValues: rows)
        let none = try #require(table["no answers"])
        #expect(table["one cold"]!.clo == none.clo && table["two colds"]!.clo == none.clo)
        #expect(table["three colds"]!.offset < 0)
        #expect(table["three colds"]!.required > none.required)
        #expect(table["three colds"]!.clo > none.clo)
        #expect(table["six colds"]!.clo >= table["three colds"]!.clo)
        #expect(table["three oks"]!.clo == none.clo)
        #expect(table["three hots"]!.required < none.required && table["three hots"]!.clo <= none.clo)
    }

    @Test("a user's garment with its own clo is summed with it; one without takes its layer's typical value")
    func userClo() throws {
        let data = OutfitRuleTableTests.json { root in
            OutfitRuleTableTests.band(&root, 7) { band in
                var items = band["items"] as! [[String: Any]]
                items.append(["id": "my-parka", "ko": "내 파카", "en": "my parka", "layer": "outer", "clo": 1.1])
                items.append(["id": "my-vest", "ko": "내 조끼", "en": "my vest", "layer": "outer"])
                band["items"] = items
                band["picks"] = ["my-parka"]
            }
        }
        let rules = try OutfitRuleTable.load(json: data)
        let advice = try Self.advice(-5, wind: 2, rules: rules)
        let outer = try #require(advice.outfit.first { $0.layer == .outer })
        #expect(outer.pick.id == "my-parka" && outer.pick.clo == 1.1)
        #expect(abs((advice.insulation?.clo ?? 0) - advice.outfit.clo) < 0.005)
        #expect(rules.clo(of: rules.bands[7].items.last!) == 0.45, "no clo: the outer layer's typical value")
        let bad = OutfitRuleTableTests.json { root in
            OutfitRuleTableTests.item(&root, 7, 0) { $0["clo"] = 9 }
        }
        let error = #expect(throws: OutfitRuleTableError.self) { try OutfitRuleTable.load(json: bad) }
        #expect(error?.description.hasPrefix("bands[7].items[0].clo:") == true)
    }

    @Test("a wardrobe without the band's coats borrows the nearest by clo before it calls anything missing")
    func wardrobeBorrows() throws {
        let wardrobe = Wardrobe.never(["padded-jacket", "heavy-coat", "quilted-clothes", "long-padded-coat"])
        let advice = try Self.advice(-3, wardrobe: wardrobe)
        let outer = try #require(advice.outfit.first { $0.layer == .outer })
        #expect(outer.pick.id == "wool-coat" && outer.owned == true)
        #expect(advice.note("wardrobe-missing") == nil)
    }
}
