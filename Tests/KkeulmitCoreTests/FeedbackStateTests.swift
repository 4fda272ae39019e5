import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("Feedback state files")
struct FeedbackStateTests {
    static let at = KSTDateTime(year: 2026, month: 11, day: 30, hour: 7, minute: 30)

    static func record(_ minutes: Int = 0, learned: Double = 0) -> AdviceRecord {
        AdviceRecord(
            printedAt: at.adding(minutes: minutes), command: "now", windowStart: at.startOfHour,
            windowEnd: at.startOfHour.adding(hours: 12), band: 8, basisTemperature: -8.8, learnedOffset: learned,
            nx: 60, ny: 127)
    }

    @Test("advice and answers survive a round trip, in a small versioned JSON object")
    func roundTrip() throws {
        let records = [Self.record(), Self.record(60, learned: -1.5)]
        let data = FeedbackState.encodeAdvice(records)
        #expect(try FeedbackState.decodeAdvice(data) == records)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix(#"{"advice":[{"at":"2026-11-30T07:30:00+09:00","band":8,"basisTemperature":-8.8,"#))
        #expect(text.hasSuffix(#""version":1}"#))
        let answers = [FeedbackAnswer(verdict: .cold, answeredAt: Self.at.adding(hours: 12), advice: records[1])]
        #expect(try FeedbackState.decodeAnswers(FeedbackState.encodeAnswers(answers)) == answers)
    }

    @Test(
        "a damaged or foreign file is a problem, not a crash",
        arguments: [
            ("", "damaged (not a kkeulmit state file)"), ("{", "damaged (not a kkeulmit state file)"),
            (#"{"version":2,"advice":[]}"#, "written in state version 2, which this kkeulmit does not read"),
            (#"{"version":1}"#, "damaged (unexpected content)"),
            (
                #"{"version":1,"answers":[{"answer":"freezing","at":"2026-11-30T07:30:00+09:00","advice":{}}]}"#,
                "damaged (unexpected content)"
            ),
        ])
    func damaged(text: String, problem: String) {
        let advice = #expect(throws: FeedbackState.Problem.self) { try FeedbackState.decodeAdvice(Data(text.utf8)) }
        let answers = #expect(throws: FeedbackState.Problem.self) { try FeedbackState.decodeAnswers(Data(text.utf8)) }
        #expect(advice?.description == problem)
        #expect(answers?.description == problem)
    }

    @Test("an unknown answer word or a bad time is named")
    func badValues() {
        let record = String(decoding: FeedbackState.encodeAdvice([Self.record()]), as: UTF8.self)
        let inner = String(record.dropFirst(#"{"advice":["#.count).dropLast(#"],"version":1}"#.count))
        let bad =
            #"{"version":1,"answers":[{"answer":"freezing","at":"2026-11-30T07:30:00+09:00","advice":"#
            + inner + "}]}"
        let error = #expect(throws: FeedbackState.Problem.self) { try FeedbackState.decodeAnswers(Data(bad.utf8)) }
        #expect(error == .damaged("unknown answer \"freezing\""))
        let badTime = record.replacingOccurrences(of: "2026-11-30T07:30:00+09:00", with: "yesterday")
        #expect(throws: FeedbackState.Problem.damaged("bad time \"yesterday\"")) {
            try FeedbackState.decodeAdvice(Data(badTime.utf8))
        }
    }

    @Test("the advice history keeps the last 20; answers drop what can no longer count")
    func pruning() {
        var history: [AdviceRecord] = []
        for i in 0..<25 { history = FeedbackState.appending(Self.record(i), to: history) }
        #expect(history.count == 20 && history.first == Self.record(5) && history.last == Self.record(24))
        let old = FeedbackAnswer(verdict: .hot, answeredAt: Self.at.adding(hours: -24 * 400), advice: Self.record())
        let recent = FeedbackAnswer(verdict: .ok, answeredAt: Self.at.adding(hours: -24), advice: Self.record())
        let future = FeedbackAnswer(verdict: .ok, answeredAt: Self.at.adding(hours: 24), advice: Self.record())
        let new = FeedbackAnswer(verdict: .cold, answeredAt: Self.at, advice: Self.record())
        #expect(FeedbackState.appending(new, to: [old, recent, future]) == [recent, future, new])
        var many: [FeedbackAnswer] = []
        for i in 0..<210 {
            many = FeedbackState.appending(
                FeedbackAnswer(verdict: .ok, answeredAt: Self.at.adding(minutes: i), advice: Self.record()), to: many)
        }
        #expect(many.count == 200 && many.first?.answeredAt == Self.at.adding(minutes: 10))
    }

    @Test("written atomically: the directory is created 0700, the file replaced whole with mode 0600")
    func atomicFile() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kkeulmit-state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.path + "/state/kkeulmit/advice.json"
        try AtomicFile.write(Data("one".utf8), toPath: path)
        try AtomicFile.write(Data("two".utf8), toPath: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "two")
        let file = try FileManager.default.attributesOfItem(atPath: path)
        #expect((file[.posixPermissions] as? Int) == 0o600)
        let directory = try FileManager.default.attributesOfItem(atPath: root.path + "/state/kkeulmit")
        #expect((directory[.posixPermissions] as? Int) == 0o700)
        // No temporary file is left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path + "/state/kkeulmit") == ["advice.json"])
    }
}
