import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

/// The summer physics wired into the advice (CLI contract, "Summer: the sun, UTCI, ISO 7933"): UTCI every hour,
/// ISO 7933 at the hottest hour in the outfit chosen, the water, limit and parasol notes. Expected numbers come
/// from [PTC] pythermalcomfort 4.8.0 by the reference's Appendix A script (V1's hour at the outfit's clo).
@Suite("Summer advice")
struct SummerAdviceTests {
    static let seoul = HeatPlace(latitude: 37.57, longitude: 126.98)
    static let noon = KSTDateTime(year: 2026, month: 7, day: 20, hour: 12)

    /// One hour at `time`, as KMA would forecast it.
    static func slot(
        _ time: KSTDateTime, _ t: Double, _ rh: Double, _ wind: Double, _ sky: SkyCondition,
        type: PrecipitationType = .none
    ) -> HourlyForecast {
        OutfitFixture.hour(time) {
            ($0.temperature, $0.humidity, $0.windSpeed, $0.sky) = (t, rh, wind, sky)
            $0.precipitationType = type
            if type != .none { ($0.precipitationProbability, $0.precipitationMillimetres) = (70, 1) }
        }
    }

    static func advice(_ slots: [HourlyForecast], place: HeatPlace? = seoul) throws -> OutfitAdvice {
        OutfitEngine.advise(conditions: try OutfitFixture.conditions(slots), place: place)
    }

    @Test("V1, a clear July noon in Seoul at 33 °C and 55 %: UTCI, tr, PHS in the outfit, water and a parasol")
    func clearNoon() throws {
        let advice = try Self.advice([Self.slot(Self.noon, 33, 55, 2.0, .clear)])
        let hour = try #require(advice.heatHours.first ?? nil)
        #expect(abs(hour.meanRadiantTemperature - 68.93) <= 0.1)
        #expect(hour.utci?.temperature == 42.4 && hour.utciCategory == .veryStrongHeatStress)
        let heat = try #require(advice.heat)
        // PHS in the sun: a light covering layer (린넨 옷, 0.19) shields the beam, 11.7 mL an hour less than a
        // T-shirt; the shorts stay (a short skirt would save 2 mL).
        #expect(advice.outfit.first { $0.layer == .top }?.pick.id == "linen")
        #expect(heat.clo == 0.29 && abs(heat.airVelocity - 1.34) < 0.005)
        #expect(abs(heat.assessment.sweatGramsPerHour - 503.6) <= 0.02 * 503.6)
        #expect(heat.waterMillilitresPerHour == 550 && heat.limitMinutes == 380)
        let water = try #require(advice.note("heat-water"))
        #expect(water.ko.hasPrefix("한 시간에 물 550mL쯤 챙기세요 — 땀으로 그만큼 나가요"))
        #expect(water.ko.contains("체감 더위 지수(UTCI) 42.4°C") && water.en.contains("550 mL"))
        #expect(advice.note("heat-limit") != nil && advice.note("parasol") != nil)
        #expect(advice.items.contains { $0.id == "parasol" && $0.ko == "양산" && $0.en == "parasol" })
        #expect(advice.outfit.contains { $0.pick.id == "parasol" && $0.pick.clo == 0 && $0.layer == .accessory })
        #expect(advice.note("parasol")!.ko.contains("밝은 색") && advice.note("parasol")!.en.contains("light colours"))
    }

    @Test("the same hour under 흐림 sweats less and drops the parasol")
    func overcastNoon() throws {
        let clear = try #require(try Self.advice([Self.slot(Self.noon, 33, 55, 2.0, .clear)]).heat)
        let advice = try Self.advice([Self.slot(Self.noon, 33, 55, 2.0, .overcast)])
        let heat = try #require(advice.heat)
        #expect(heat.utci == 40.0 && abs(heat.meanRadiantTemperature - 59.21) <= 0.1)
        // 흐림 at a July noon is still bright (diffuse light): the linen covering sweats 6.6 mL an hour less.
        #expect(heat.clo == 0.29 && abs(heat.assessment.sweatGramsPerHour - 418.9) <= 0.02 * 418.9)
        #expect(heat.assessment.sweatGramsPerHour < clear.assessment.sweatGramsPerHour)
        #expect(advice.note("parasol") == nil && !advice.items.contains { $0.id == "parasol" })
        #expect(!advice.outfit.contains { $0.pick.id == "parasol" } && advice.note("heat-water") != nil)
    }

    @Test("a January morning: no heat, and ISO 11079's insulation as without a place")
    func januaryMorning() throws {
        let start = KSTDateTime(year: 2027, month: 1, day: 15, hour: 7)
        let slots = OutfitFixture.hours(from: start, count: 3) { i, s in
            (s.temperature, s.windSpeed, s.humidity) = (-8 + Double(i), 3.5, 60)
        }
        let advice = try Self.advice(slots)
        let plain = try Self.advice(slots, place: nil)
        #expect(advice.heat == nil && advice.insulation != nil && advice.insulation == plain.insulation)
        #expect(advice.outfit == plain.outfit && advice.items == plain.items && advice.notes == plain.notes)
        #expect(advice.heatHours.allSatisfy { $0?.utciCategory?.isHeatStress == false })
    }

    @Test("without a place: no UTCI and no heat")
    func noPlace() throws {
        let advice = try Self.advice([Self.slot(Self.noon, 33, 55, 2.0, .clear)], place: nil)
        #expect(advice.heat == nil && advice.heatHours.isEmpty && advice.note("parasol") == nil)
    }

    /// Outside ISO 7933: air below 15 °C, 10 m wind of 4.5 m/s and more, vapour pressure above 4.5 kPa.
    @Test(
        "outside ISO 7933's limits outfit.heat is nil; between 10 and 15 °C neither standard applies",
        arguments: [
            (12.0, 50.0, 2.0, SkyCondition.clear), (33, 50, 7.0, .clear), (33, 95, 0.3, .overcast),
        ])
    func outsideLimits(t: Double, rh: Double, wind: Double, sky: SkyCondition) throws {
        let time = t < 15 ? KSTDateTime(year: 2026, month: 4, day: 20, hour: 12) : Self.noon
        let advice = try Self.advice([Self.slot(time, t, rh, wind, sky)])
        #expect(advice.heat == nil && advice.note("heat-water") == nil && advice.note("heat-limit") == nil)
        #expect(advice.insulation == nil)
        // UTCI still applies where PHS does not (V12, V15).
        #expect(advice.heatHours.first??.utci != nil)
    }

    @Test("the hottest hour is the highest UTCI, the earliest on ties; nil without any")
    func hottest() throws {
        let slots = [
            Self.slot(Self.noon.adding(hours: -1), 30, 70, 2, .overcast), Self.slot(Self.noon, 33, 55, 2, .clear),
            Self.slot(Self.noon.adding(hours: 1), 31, 65, 3, .overcast),
        ]
        let advice = try Self.advice(slots)
        let utcis = advice.heatHours.map { $0?.utci?.temperature ?? -.infinity }
        #expect(advice.heat?.hour == Self.noon && advice.heat?.utci == utcis.max())
        let noon = try #require(advice.heatHours[1])
        let later = try #require(advice.heatHours[2])
        #expect(OutfitHeat.hottest([nil, later, noon, noon]) == 2)
        #expect(OutfitHeat.hottest([nil, nil]) == nil && OutfitHeat.hottest([]) == nil)
    }
}
