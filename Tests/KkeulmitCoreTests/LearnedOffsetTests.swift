import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("Learned offset from feedback answers")
struct LearnedOffsetTests {
    static let now = KSTDateTime(year: 2026, month: 12, day: 10, hour: 8)

    /// One answer `daysAgo` before `now` (negative: after it) about advice that used `used` °C of learned offset.
    struct Answer: Sendable {
        var verdict: FeedbackVerdict
        var daysAgo: Double
        var used: Double = 0

        var value: FeedbackAnswer {
            let at = LearnedOffsetTests.now.adding(minutes: -Int(daysAgo * 1440))
            let advice = AdviceRecord(
                printedAt: at.adding(hours: -1), command: "now", windowStart: at.adding(hours: -1),
                windowEnd: at.adding(hours: 11), band: 7, basisTemperature: 6, learnedOffset: used, nx: 60, ny: 127)
            return FeedbackAnswer(verdict: verdict, answeredAt: at, advice: advice)
        }
    }

    struct History: CustomTestStringConvertible, Sendable {
        var name: String
        var answers: [Answer]
        var offset: Double
        var counted: Int
        var testDescription: String { name }
    }

    static func fresh(_ verdict: FeedbackVerdict, _ n: Int, used: Double = 0) -> [Answer] {
        (0..<n).map { Answer(verdict: verdict, daysAgo: Double($0) / 1440, used: used) }
    }

    @Test(
        "the offset for an answer history",
        arguments: [
            History(name: "no answers", answers: [], offset: 0, counted: 0),
            History(name: "two colds: not yet", answers: fresh(.cold, 2), offset: 0, counted: 2),
            History(name: "three colds: it moves", answers: fresh(.cold, 3), offset: -1.5, counted: 3),
            History(name: "three hots", answers: fresh(.hot, 3), offset: 1.5, counted: 3),
            History(name: "three oks", answers: fresh(.ok, 3), offset: 0, counted: 3),
            History(
                name: "cold, cold, hot", answers: fresh(.cold, 2) + fresh(.hot, 1), offset: -0.5, counted: 3),
            History(name: "six colds", answers: fresh(.cold, 6), offset: -1.7, counted: 6),
            History(
                name: "still cold at -1.5: further down", answers: fresh(.cold, 3) + fresh(.cold, 3, used: -1.5),
                offset: -2.4, counted: 6),
            History(
                name: "ok at -1.5 holds it near there", answers: fresh(.cold, 3) + fresh(.ok, 6, used: -1.5),
                offset: -1.5, counted: 9),
            History(
                name: "ten colds at -3: bounded to -4", answers: fresh(.cold, 10, used: -3), offset: -4, counted: 10),
            History(
                name: "a stored offset out of bounds counts as the bound", answers: fresh(.hot, 3, used: 9),
                offset: 4, counted: 3),
            History(
                name: "a month old, they weigh half",
                answers: (0..<3).map { Answer(verdict: .cold, daysAgo: 30 + Double($0) / 1440) }, offset: -1.2,
                counted: 3),
            History(
                name: "new answers outweigh old ones",
                answers: (0..<3).map { Answer(verdict: .hot, daysAgo: 60 + Double($0)) } + fresh(.cold, 3),
                offset: -1, counted: 6),
            History(
                name: "answers stamped after now do not count",
                answers: (1...3).map { Answer(verdict: .cold, daysAgo: -Double($0)) }, offset: 0, counted: 0),
            History(
                name: "two past and three future: not yet",
                answers: fresh(.cold, 2) + (1...3).map { Answer(verdict: .cold, daysAgo: -Double($0)) }, offset: 0,
                counted: 2),
            History(
                name: "older than a year does not count",
                answers: (0..<3).map { Answer(verdict: .cold, daysAgo: 366 + Double($0)) }, offset: 0, counted: 0),
        ])
    func history(_ h: History) {
        let learned = LearnedOffset.learn(from: h.answers.map(\.value), now: Self.now)
        #expect(learned.value == h.offset)
        #expect(learned.answers == h.counted)
        #expect(learned.isActive == (h.counted >= 3))
    }

    @Test("a pure function: the same answers and time, the same offset, in any order")
    func pure() {
        let answers = (Self.fresh(.cold, 4) + Self.fresh(.hot, 1) + [Answer(verdict: .ok, daysAgo: 12)]).map(\.value)
        let a = LearnedOffset.learn(from: answers, now: Self.now)
        #expect(a == LearnedOffset.learn(from: answers.reversed(), now: Self.now))
        #expect(a == LearnedOffset.learn(from: answers, now: Self.now))
    }

    @Test("never beyond ±4 °C, whatever the history", arguments: [FeedbackVerdict.cold, .hot])
    func bounded(verdict: FeedbackVerdict) {
        var used = 0.0
        var answers: [FeedbackAnswer] = []
        for i in 0..<40 {
            answers.append(Answer(verdict: verdict, daysAgo: Double(40 - i) / 24, used: used).value)
            used = LearnedOffset.learn(from: answers, now: Self.now).value
            #expect(abs(used) <= 4)
        }
        #expect(abs(used) == 4)
    }

    @Test("the engine adds it to the configured offset and says how many answers it rests on")
    func engine() throws {
        let learned = LearnedOffset(value: -1.5, answers: 3)
        let advice = try OutfitFixture.advice(temperatures: [6], offset: -1, learned: learned)
        #expect(advice.temperatureOffset == -2.5)
        #expect(advice.basisTemperature == 3.5)
        #expect(advice.band == 8)
        #expect(advice.learnedOffset == learned)
        #expect(advice.items[0].values.number("learnedOffset") == -1.5)
        let note = try #require(advice.note("learned-offset"))
        #expect(note.text.in(.ko) == "피드백 답 3개로 배운 보정 -1.5도를 체감온도에 더했어요")
        #expect(note.text.in(.en) == "Learned from 3 feedback answers: -1.5 °C added to the feels-like temperature")
        #expect(note.values.number("answers") == 3)
        let early = try OutfitFixture.advice(temperatures: [6], learned: LearnedOffset(value: 0, answers: 2))
        #expect(early.note("learned-offset")?.text.in(.ko) == "피드백 답이 2개예요 — 3개부터 체감온도 보정에 반영해요")
        #expect(early.band == 7)
        #expect(try OutfitFixture.advice(temperatures: [6]).note("learned-offset") == nil)
    }
}
