import Testing

@testable import KkeulmitCore

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

    @Test("a colder evening: the layers it adds are what to take along")
    func carryScarf() throws {
        let back = KSTDateTime(year: 2026, month: 11, day: 30, hour: 19)
        let advice = try advice(leaving: [6, 7, 8], back: back, home: -6)
        let trip = try #require(advice.back)
        #expect(advice.band == 7 && trip.band == 8)
        #expect(trip.carry.map(\.pick.id) == ["scarf"])
        #expect(!trip.carryUmbrella)
        #expect(trip.outfit.map(\.pick.id) == ["padded-jacket", "fleece-lined-clothes", "scarf"])
        let note = try #require(advice.note("back"))
        #expect(note.ruleId == .back)
        #expect(note.text(in: .ko) == "저녁 19시엔 체감 -6도: 목도리를 챙기세요")
        #expect(note.text(in: .en) == "Back at 19:00 it feels like -6 °C: take your scarf")
        #expect(note.values.number("carry") == 1)
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
        #expect(advice.note("back")?.text(in: .ko) == "저녁 18시 30분엔 체감 14도: 레인부츠를 신고 나가고 우산을 챙기세요")
        #expect(
            advice.note("back")?.text(in: .en)
                == "Back at 18:30 it feels like 14 °C: wear your rain boots and take your umbrella"
        )
    }

    @Test("a cardigan for a cool evening after a T-shirt day")
    func carryCardigan() throws {
        let back = KSTDateTime(year: 2026, month: 11, day: 30, hour: 21)
        let advice = try advice(leaving: [24, 26], back: back, home: 18)
        #expect(advice.back?.carry.map(\.pick.id) == ["thin-cardigan"])
        #expect(advice.note("back")?.text(in: .ko) == "밤 21시엔 체감 18도: 얇은 가디건을 챙기세요")
    }

    @Test("nothing to add, or only a colder band of the same layers")
    func nothingToCarry() throws {
        let back = KSTDateTime(year: 2026, month: 11, day: 30, hour: 19)
        let same = try advice(leaving: [-3], back: back, home: -1)
        #expect(same.note("back")?.text(in: .ko) == "저녁 19시엔 체감 -1도: 지금 옷차림이면 돼요")
        #expect(same.note("back")?.text(in: .en) == "Back at 19:00 it feels like -1 °C: what you wear now will do")
        let colder = try advice(leaving: [14], back: back, home: 10)
        #expect(colder.back?.band == 6 && colder.back?.carry.isEmpty == true)
        #expect(colder.note("back")?.text(in: .ko) == "저녁 19시엔 체감 10도: 나갈 때보다 추우니 한 겹 더 챙기세요")
    }

    @Test("a return after midnight is said as the next day")
    func nextDay() throws {
        let back = KSTDateTime(year: 2026, month: 12, day: 1, hour: 1)
        let advice = try advice(leaving: [5], back: back, home: 4)
        #expect(advice.note("back")?.text(in: .ko) == "다음 날 새벽 1시엔 체감 4도: 목도리를 챙기세요")
        #expect(advice.note("back")?.text(in: .en) == "Back at 01:00 the next day it feels like 4 °C: take your scarf")
    }

    @Test("the way home is dressed from the wardrobe too")
    func wardrobe() throws {
        let back = KSTDateTime(year: 2026, month: 11, day: 30, hour: 19)
        let advice = try advice(
            leaving: [6], back: back, home: -6, wardrobe: Wardrobe(.never(["padded-jacket", "scarf"])))
        #expect(advice.back?.outfit.map(\.pick.id) == ["heavy-coat", "fleece-lined-clothes", "scarf"])
        #expect(advice.back?.outfit.last?.owned == false)
    }
}
