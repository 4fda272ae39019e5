import Foundation

/// The two small state files under `$XDG_STATE_HOME/kkeulmit/`, each a versioned JSON object. `advice.json` (written by
/// every advice run but `--demo`): the last advice printed and a few before it, so `feedback --at` can name an earlier
/// one. `feedback.json` (written only by `feedback`): the answers, each with a copy of the advice it is about. One
/// writer per file, so an advice run and a `feedback` run at the same moment cannot overwrite each other's news.
package enum FeedbackState {
    /// The only version this build reads and writes.
    package static let version = 1
    package static let adviceFileName = "advice.json"
    package static let answersFileName = "feedback.json"
    /// Advice records kept: enough for `--at` to reach back over a few days of runs.
    package static let adviceLimit = 20
    /// Answers kept; older ones beyond this, or older than `LearnedOffset.maximumAgeDays`, are dropped.
    package static let answerLimit = 200

    /// Why a state file was not used.
    package enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
        case damaged(String)
        case otherVersion(Int)

        package var description: String {
            switch self {
            case .damaged(let why): "damaged (\(why))"
            case .otherVersion(let v): "written in state version \(v), which this kkeulmit does not read"
            }
        }
    }

    // MARK: advice.json

    /// `history` with `record` appended, oldest dropped beyond `adviceLimit`.
    package static func appending(_ record: AdviceRecord, to history: [AdviceRecord]) -> [AdviceRecord] {
        Array((history + [record]).suffix(adviceLimit))
    }

    /// `advice.json`'s content.
    package static func encodeAdvice(_ records: [AdviceRecord]) -> Data {
        encode(AdviceFile(version: version, advice: records.map(RecordJSON.init)))
    }

    /// The records `advice.json` holds, oldest first.
    package static func decodeAdvice(_ data: Data) throws(Problem) -> [AdviceRecord] {
        let file: AdviceFile = try decode(data)
        return try file.advice.map { record throws(Problem) in try record.record() }
    }

    // MARK: feedback.json

    /// `answers` with `answer` appended, pruned: only those `LearnedOffset` could still count at `answer`'s time
    /// (and any stamped later, which a replay may have written), at most `answerLimit`.
    package static func appending(_ answer: FeedbackAnswer, to answers: [FeedbackAnswer]) -> [FeedbackAnswer] {
        let limit = Int(LearnedOffset.maximumAgeDays) * 1440
        let now = answer.answeredAt.minutesSinceEpoch
        let kept = answers.filter { now - $0.answeredAt.minutesSinceEpoch <= limit }
        return Array((kept + [answer]).suffix(answerLimit))
    }

    /// `feedback.json`'s content.
    package static func encodeAnswers(_ answers: [FeedbackAnswer]) -> Data {
        encode(
            AnswersFile(
                version: version,
                answers: answers.map {
                    AnswerJSON(answer: $0.verdict.rawValue, at: $0.answeredAt.iso8601, advice: RecordJSON($0.advice))
                }))
    }

    /// The answers `feedback.json` holds, oldest first.
    package static func decodeAnswers(_ data: Data) throws(Problem) -> [FeedbackAnswer] {
        let file: AnswersFile = try decode(data)
        return try file.answers.map { a throws(Problem) in
            guard let verdict = FeedbackVerdict(rawValue: a.answer) else {
                throw .damaged("unknown answer \"\(a.answer)\"")
            }
            return FeedbackAnswer(verdict: verdict, answeredAt: try time(a.at), advice: try a.advice.record())
        }
    }

    // MARK: JSON

    private struct Versioned: Decodable { var version: Int }

    private struct AdviceFile: Codable {
        var version: Int
        var advice: [RecordJSON]
    }

    private struct AnswersFile: Codable {
        var version: Int
        var answers: [AnswerJSON]
    }

    private struct AnswerJSON: Codable {
        var answer: String
        var at: String
        var advice: RecordJSON
    }

    private struct WindowJSON: Codable {
        var start: String
        var end: String
    }

    private struct CellJSON: Codable {
        var nx: Int
        var ny: Int
    }

    private struct RecordJSON: Codable {
        var at: String
        var command: String
        var window: WindowJSON
        var band: Int
        var basisTemperature: Double
        var learnedOffset: Double
        var location: CellJSON

        init(_ r: AdviceRecord) {
            (at, command, band) = (r.printedAt.iso8601, r.command, r.band)
            window = WindowJSON(start: r.windowStart.iso8601, end: r.windowEnd.iso8601)
            (basisTemperature, learnedOffset) = (r.basisTemperature, r.learnedOffset)
            location = CellJSON(nx: r.nx, ny: r.ny)
        }

        func record() throws(Problem) -> AdviceRecord {
            guard basisTemperature.isFinite, learnedOffset.isFinite else { throw .damaged("a number is not finite") }
            return AdviceRecord(
                printedAt: try time(at), command: command, windowStart: try time(window.start),
                windowEnd: try time(window.end), band: band, basisTemperature: basisTemperature,
                learnedOffset: learnedOffset, nx: location.nx, ny: location.ny)
        }
    }

    private static func time(_ text: String) throws(Problem) -> KSTDateTime {
        guard let date = ISO8601.parse(text, allowLocal: false) else { throw .damaged("bad time \"\(text)\"") }
        return KSTDateTime(date)
    }

    private static func encode(_ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Plain structs of strings and finite numbers cannot fail to encode.
        return (try? encoder.encode(value)) ?? Data("{}".utf8)
    }

    private static func decode<T: Decodable>(_ data: Data) throws(Problem) -> T {
        let decoder = JSONDecoder()
        let versioned: Versioned
        do {
            versioned = try decoder.decode(Versioned.self, from: data)
        } catch {
            throw .damaged("not a kkeulmit state file")
        }
        guard versioned.version == version else { throw .otherVersion(versioned.version) }
        do {
            return try decoder.decode(T.self, from: data)
        } catch {
            throw .damaged("unexpected content")
        }
    }
}
