import Testing

@testable import KkeulmitCore

/// SplitMix64: a small seeded generator, so every run checks the same cases.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite("Outfit engine: properties")
struct OutfitPropertyTests {
    static let cases = 400

    /// A random window of 1–24 hours in a random month, with the weather drawn per hour.
    static func randomSlots(_ rng: inout SeededGenerator) -> [HourlyForecast] {
        let start = KSTDateTime(
            year: 2026, month: Int.random(in: 1...12, using: &rng), day: Int.random(in: 1...28, using: &rng),
            hour: Int.random(in: 0...23, using: &rng))
        return OutfitFixture.hours(from: start, count: Int.random(in: 1...24, using: &rng)) { _, slot in
            slot.temperature = (Double.random(in: -25...38, using: &rng) * 10).rounded() / 10
            slot.windSpeed = (Double.random(in: 0...15, using: &rng) * 10).rounded() / 10
            slot.humidity = Double(Int.random(in: 5...100, using: &rng))
            slot.precipitationProbability = Int.random(in: 0...100, using: &rng)
            slot.precipitationType = PrecipitationType.allCases.randomElement(using: &rng)!
        }
    }

    static func coldRank(_ advice: OutfitAdvice) -> Int {
        ["cold-caution", "cold-warning", "cold-danger"].lastIndex { advice.note($0) != nil }.map { $0 + 1 } ?? 0
    }

    static func heatRank(_ advice: OutfitAdvice) -> Int {
        ["heat-advisory", "heat-warning"].lastIndex { advice.note($0) != nil }.map { $0 + 1 } ?? 0
    }

    @Test("making every hour colder never gives a warmer band, fewer layers or a milder cold level")
    func colderNeverWarmer() throws {
        var rng = SeededGenerator(seed: 0x6B6B_6575_6C6D_6974)
        for _ in 0..<Self.cases {
            let slots = Self.randomSlots(&rng)
            let offset = Double(Int.random(in: -30...30, using: &rng)) / 10
            let colder = slots.map { slot -> HourlyForecast in
                var s = slot
                s.temperature = slot.temperature! - (Double.random(in: 0...12, using: &rng) * 10).rounded() / 10
                return s
            }
            let before = OutfitEngine.advise(conditions: try OutfitFixture.conditions(slots), temperatureOffset: offset)
            let after = OutfitEngine.advise(conditions: try OutfitFixture.conditions(colder), temperatureOffset: offset)
            let context = Comment(rawValue: "\(slots.map { ($0.time.iso8601, $0.temperature!) })")
            #expect(after.conditions.feelsLikeMin <= before.conditions.feelsLikeMin, context)
            #expect(after.band >= before.band, context)
            #expect(after.layers >= before.layers, context)
            #expect(Self.coldRank(after) >= Self.coldRank(before), context)
            #expect(Self.heatRank(after) <= Self.heatRank(before), context)
            #expect(after.umbrella == before.umbrella, context)
        }
    }

    @Test("the band is never warmer than any single hour's band: dress for the coldest hour")
    func coldestHourRules() throws {
        var rng = SeededGenerator(seed: 42)
        for _ in 0..<Self.cases {
            let slots = Self.randomSlots(&rng)
            let offset = Double(Int.random(in: -30...30, using: &rng)) / 10
            let advice = OutfitEngine.advise(conditions: try OutfitFixture.conditions(slots), temperatureOffset: offset)
            for slot in advice.conditions.slots {
                let hourBand = OutfitRuleTable.builtIn.band(for: roundedToTenth(slot.feelsLike! + offset)).band
                #expect(advice.band >= hourBand)
            }
            #expect(advice.basisTemperature == roundedToTenth(advice.conditions.feelsLikeMin + offset))
        }
    }

    @Test("a warmer basis never gives a colder band, across the whole chart")
    func bandMonotone() {
        var previous = 8
        for tenths in stride(from: -400, through: 450, by: 1) {
            let band = OutfitRuleTable.builtIn.band(for: Double(tenths) / 10).band
            #expect(band <= previous, "at \(Double(tenths) / 10)")
            previous = band
        }
    }
}
