import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("Outfit engine: out and back")
struct ReturnAdviceTests {
    let morning = OutfitFixture.novemberMorning

    /// Advice for leaving at 07:00 into hours at `leaving` °C, coming back at `back` into an hour at `home` °C.
    func advice(
        leaving: [Double], back: KSTDateTime, home: Double, homeWet: Bool = false, wardrobe: Wardrobe? = nil
    ) throws -> OutfitAdvice {
        let out = OutfitFixture.hours(from: morning, count: leaving.count) { i, s in s.temperature = leaving[i] }
        let returning = OutfitFixture.hours(from: back.startOfHour, count: 1) { _, s in
            s.temperature = home
            if homeWet { s.precipitationType = .rain }
        }
        let trip = ReturnTrip(time: back, conditions: try OutfitFixture.conditions(returning))
        return OutfitEngine.advise(conditions: try OutfitFixture.conditions(out), wardrobe: wardrobe, back: trip)
    }

    @Test("a colder evening: what it adds is taken along, or worn from the start when it cannot go on in the street")
    func carryScarf() throws {
        let back = KSTDateTime(year: 2026, month: 11, day: 30, hour: 19)
        let advice = try advice(leaving: [6, 7, 8], back: back, home: -6)
        let trip = try #require(advice.back)
        #expect(advice.band == 7 && trip.band == 8)
        #expect(trip.take.map(\.pick.id) == ["scarf", "gloves", "hat"])
        // Base layers and shoes are put on at home; the wool coat falls short of ISO 11079's −6 °C, so the long
        // padded coat is worn instead.
        #expect(
            trip.wear.map(\.pick.id) == ["long-padded-coat", "thermal-base-layer", "long-underwear", "winter-boots"])
        #expect(trip.carry == trip.wear + trip.take)
        #expect(!trip.carryUmbrella)
        let required = try #require(trip.insulation?.requiredClo)
        #expect(trip.outfit.clo >= required)
        let note = try #require(advice.note("back"))
        #expect(note.ruleId == .back)
        #expect(
            note.text.in(.ko)
                == "저녁 7시엔 체감 -6도: 롱패딩, 히트텍, 내복 하의를 입고 방한화를 신고 나가고 목도리, 장갑, 모자를 챙기세요")
        #expect(
            note.text.in(.en)
                == "Back at 19:00 it feels like -6 °C: wear your long padded coat, thermal base layer, long underwear "
                + "and winter boots and take your scarf, gloves and hat")
        #expect(note.values.number("carry") == 7)
        // The note comes right after the swing note's place, before the weather warnings.
        #expect(advice.notes.map(\.id).first == "back")
    }

    @Test("rain on the way home only: rain boots to wear when leaving, the umbrella to take")
    func carryUmbrella() throws {
        let back = KSTDateTime(year: 2026, month: 11, day: 30, hour: 18, minute: 30)
        let advice = try advice(leaving: [14, 15], back: back, home: 14, homeWet: true)
        let trip = try #require(advice.back)
        #expect(trip.carry.map(\.pick.id) == ["rain-boots"])
        #expect(trip.carryUmbrella && !advice.umbrella)
        #expect(advice.note("back")?.text.in(.ko) == "저녁 6시 30분엔 체감 14도: 레인부츠를 신고 나가고 우산을 챙기세요")
        #expect(
            advice.note("back")?.text.in(.en)
                == "Back at 18:30 it feels like 14 °C: wear your rain boots and take your umbrella"
        )
    }

    @Test("a cardigan for a cool evening after a T-shirt day")
    func carryCardigan() throws {
        let back = KSTDateTime(year: 2026, month: 11, day: 30, hour: 21)
        let advice = try advice(leaving: [24, 26], back: back, home: 18)
        #expect(advice.back?.carry.map(\.pick.id) == ["thin-cardigan"])
        #expect(advice.note("back")?.text.in(.ko) == "밤 9시엔 체감 18도: 얇은 가디건을 챙기세요")
    }

    @Test("nothing to add, or only a colder band of the same layers")
    func nothingToCarry() throws {
        let back = KSTDateTime(year: 2026, month: 11, day: 30, hour: 19)
        let same = try advice(leaving: [-3], back: back, home: -1)
        #expect(same.note("back")?.text.in(.ko) == "저녁 7시엔 체감 -1도: 지금 옷차림이면 돼요")
        #expect(same.note("back")?.text.in(.en) == "Back at 19:00 it feels like -1 °C: what you wear now will do")
        let colder = try advice(leaving: [14], back: back, home: 10)
        #expect(colder.back?.band == 6 && colder.back?.carry.isEmpty == true)
        #expect(colder.note("back")?.text.in(.ko) == "저녁 7시엔 체감 10도: 나갈 때보다 추우니 한 겹 더 챙기세요")
    }

    @Test("a return after midnight is said as the next day")
    func nextDay() throws {
        let back = KSTDateTime(year: 2026, month: 12, day: 1, hour: 1)
        let advice = try advice(leaving: [5], back: back, home: 4)
        #expect(advice.note("back")?.text.in(.ko) == "다음 날 새벽 1시엔 체감 4도: 목도리를 챙기세요")
        #expect(advice.note("back")?.text.in(.en) == "Back at 01:00 the next day it feels like 4 °C: take your scarf")
    }

    @Test("a warmer way home: nothing to take along, what can come off instead (the demo's 오후 3시)")
    func warmerReturn() throws {
        let back = KSTDateTime(year: 2026, month: 11, day: 30, hour: 15)
        let advice = try advice(leaving: [-8.4, -5, 0], back: back, home: 6)
        let trip = try #require(advice.back)
        #expect(advice.band == 8 && trip.band == 7)
        #expect(trip.carry.isEmpty, "the evening band's top is no reason to carry a knit into a warmer hour")
        // The afternoon's outfit does without the scarf, gloves and hat; the outer layer stays (it has one too).
        #expect(trip.takeOff.map(\.pick.id) == ["scarf", "gloves", "hat"])
        #expect(advice.note("back")?.text.in(.ko) == "오후 3시엔 체감 6도: 목도리, 장갑, 모자는 벗어도 돼요")
        #expect(
            advice.note("back")?.text.in(.en)
                == "Back at 15:00 it feels like 6 °C: you can take off your scarf, gloves and hat")
        #expect(advice.note("back")?.values.number("takeOff") == 3)
    }

    @Test("a warmer but wet way home still asks for the rain gear, never for a garment")
    func warmerWetReturn() throws {
        let back = KSTDateTime(year: 2026, month: 11, day: 30, hour: 17)
        let advice = try advice(leaving: [5, 6], back: back, home: 12, homeWet: true)
        let trip = try #require(advice.back)
        #expect(trip.carry.map(\.pick.id) == ["rain-boots"])
        #expect(trip.carryUmbrella)
        #expect(advice.note("back")?.text.in(.ko) == "오후 5시엔 체감 12도: 레인부츠를 신고 나가고 우산을 챙기세요")
    }

    @Test(
        "Korean says a return time on the 12-hour clock with the part of the day, never 오후 15시",
        arguments: [
            (0, 0, "자정"), (0, 30, "밤 12시 30분"), (1, 0, "새벽 1시"), (5, 0, "아침 5시"), (8, 45, "아침 8시 45분"),
            (9, 0, "오전 9시"), (11, 0, "오전 11시"), (12, 0, "낮 12시"), (13, 0, "오후 1시"), (15, 0, "오후 3시"),
            (17, 30, "오후 5시 30분"), (18, 0, "저녁 6시"), (20, 0, "저녁 8시"), (21, 0, "밤 9시"), (23, 0, "밤 11시"),
        ])
    func spokenTimes(hour: Int, minute: Int, spoken: String) {
        #expect(ClockText.spokenKorean(hour: hour, minute: minute) == spoken)
    }

    @Test("the way home is dressed from the wardrobe too")
    func wardrobe() throws {
        let back = KSTDateTime(year: 2026, month: 11, day: 30, hour: 19)
        let advice = try advice(
            leaving: [6], back: back, home: -6, wardrobe: Wardrobe.never(["padded-jacket", "scarf"]))
        let outfit = try #require(advice.back?.outfit)
        #expect(outfit.first?.pick.id == "long-padded-coat" && outfit.first?.owned == true)
        #expect(outfit.first { $0.pick.id == "scarf" }?.owned == false, "the chart's scarf, not owned")
        #expect(!outfit.contains { $0.pick.id == "padded-jacket" })
    }
}
