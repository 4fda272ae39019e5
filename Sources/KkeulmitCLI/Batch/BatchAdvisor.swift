import Foundation
import KkeulmitCore

/// Answers one `batch` input line: its advice as `now` (or, with `"at"`, as `at`) would give it, or its error.
/// Never throws: every failure is that line's `error` answer.
struct BatchAdvisor: Sendable {
    var service: any AdviceService
    /// The run's request builder: config, key, roots and time read once for every line, and the sources (one
    /// transport, budget, cache and memo) every line shares.
    var builder: AdviceRequestBuilder
    /// Each line gets `--timeout` of its own, from when it starts.
    var timeoutSeconds: Double
    var elapsedClock: any Clock<Duration>
    var diagnostics: Diagnostics
    /// Takes the key out of every line written.
    var redact: @Sendable (String) -> String
    /// The advice already written for a request: people who share a place and settings share it.
    var answers = AnswerMemo()

    /// Every answer has the key taken out: an error's whole line, an advice's id and advice apart, the advice once
    /// when it is written (the memo keeps it redacted), not once for each of the many lines that share it.
    func answer(_ input: BatchRunner.Input) async -> BatchAnswer {
        switch input.line {
        case .tooLong:
            return redacted(
                .error(
                    id: .null, .usage, "line \(input.number) is longer than \(LineSplitter.defaultMaxLineBytes) bytes"))
        case .text(let bytes):
            do {
                let line = try BatchLine.parse(bytes, number: input.number)
                return await advise(line, number: input.number)
            } catch {
                return redacted(.error(id: error.id, .usage, error.message))
            }
        }
    }

    private func redacted(_ answer: BatchAnswer) -> BatchAnswer {
        BatchAnswer(text: redact(answer.text), code: answer.code)
    }

    private func advise(_ line: BatchLine, number: Int) async -> BatchAnswer {
        let configuration = builder.configuration
        do {
            let resolved = try LocationResolver.resolve(line.location)
            let (hours, hoursSource) = builder.hours(line.hours, named: "line \(number): \"hours\"")
            let request = try builder.request(
                location: line.location, resolved: resolved, start: line.at ?? builder.now, hours: hours,
                hoursSource: hoursSource, language: line.language ?? configuration.language ?? .ko,
                temperatureOffset: line.temperatureOffset ?? configuration.temperatureOffset ?? 0,
                nowcast: line.at == nil)
            let key = AnswerMemo.key(
                line.location, start: request.windowStart, hours: hours, language: request.language,
                offset: request.temperatureOffset)
            let writtenID = redact(JSONWriter.write(line.id))
            if let advice = answers[key] { return .advice(writtenID: writtenID, json: advice) }
            let deadline = Deadline(seconds: timeoutSeconds, clock: elapsedClock)
            let (service, diagnostics) = (self.service, self.diagnostics)
            let report = try await withDeadline(deadline) {
                try await service.advice(for: request, deadline: deadline, diagnostics: diagnostics)
            }
            let advice = redact(JSONWriter.write(JSONRenderer.value(report, language: request.language)))
            answers[key] = advice
            return .advice(writtenID: writtenID, json: advice)
        } catch {
            // As `at` when the line gives a time: a window the forecast cannot serve is then the line's fault.
            let (code, message) = FailureReport.map(error, topic: line.at == nil ? .batch : .at)
            return redacted(.error(id: line.id, code, message))
        }
    }
}

/// The advice JSON written for each distinct request of a run, so that the people of one place with the same
/// settings cost one report, not one each. Every request of a run shares its "now" and the issues the memo gave,
/// so the same request gives the same advice. Holds at most `limit` answers (a few KB each): beyond that, new
/// requests are advised without being kept, so memory stays bounded whatever the input.
final class AnswerMemo: Sendable {
    static let limit = 4096
    private let answers = Locked<[String: String]>([:])

    static func key(_ location: LocationSpec, start: Date, hours: Int, language: OutputLanguage, offset: Double)
        -> String
    {
        "\(location)|\(start.timeIntervalSince1970)|\(hours)|\(language.rawValue)|\(offset)"
    }

    subscript(key: String) -> String? {
        get { answers.withLock { $0[key] } }
        set {
            answers.withLock { answers in
                guard answers.count < Self.limit || answers[key] != nil else { return }
                answers[key] = newValue
            }
        }
    }
}

/// What `batch` writes for one input line: `{"id", "advice"}` or `{"id", "error": {"exitCode", "message"}}`, as one
/// line of compact JSON, and the line's exit code.
package struct BatchAnswer: Sendable, Equatable {
    /// The JSON object and a newline.
    package var text: String
    package var code: ExitCode

    /// The id and the advice object, each already written (and redacted: see `BatchAdvisor`).
    static func advice(writtenID: String, json: String) -> BatchAnswer {
        BatchAnswer(text: #"{"id":"# + writtenID + #","advice":"# + json + "}\n", code: .success)
    }

    static func error(id: JSONValue, _ code: ExitCode, _ message: String) -> BatchAnswer {
        let error = JSONValue.object([("exitCode", .integer(Int(code.rawValue))), ("message", .string(message))])
        return BatchAnswer(text: JSONWriter.write(.object([("id", id), ("error", error)])) + "\n", code: code)
    }

    /// How serious a line's code is, for the run's exit code: the most serious one wins. A fault of kkeulmit's
    /// first, then what stops every line (key, configuration), then KMA down, quota, KMA's data, the line itself.
    static func severity(_ code: ExitCode) -> Int {
        switch code {
        case .success: 0
        case .usage: 1
        case .dataError: 2
        case .temporaryFailure: 3
        case .unavailable: 4
        // No batch line creates files; ranked with the configuration, which it would stop alike.
        case .cannotCreate, .configuration: 5
        case .keyRejected: 6
        case .internalError: 7
        }
    }

    /// The more serious of two codes.
    static func worse(_ a: ExitCode, _ b: ExitCode) -> ExitCode {
        severity(b) > severity(a) ? b : a
    }
}

/// One input line of `batch`: `{"id", "location", "hours"?, "at"?, "lang"?, "temperatureOffset"?}`.
struct BatchLine: Sendable {
    /// Echoed in the answer: a string or a number, as given.
    var id: JSONValue
    var location: LocationSpec
    var hours: Int?
    /// The window's start for an `at`-like answer; nil: from now.
    var at: Date?
    var language: OutputLanguage?
    var temperatureOffset: Double?

    static let keys: Set<String> = ["id", "location", "hours", "at", "lang", "temperatureOffset"]

    /// Reads line number `number` (from 1); throws `BatchLineError`, with the id when one could be read.
    static func parse(_ bytes: some Collection<UInt8>, number: Int) throws(BatchLineError) -> BatchLine {
        let subject = "line \(number)"
        let (root, members) = try object(bytes, subject: subject)
        let id = try Self.id(of: root, subject: subject)
        func fail(_ message: String) -> BatchLineError { BatchLineError(id: id, "\(subject): " + message) }
        if let unknown = members.first(where: { !keys.contains($0) }) {
            throw fail(
                "unknown key \"\(unknown.prefix(40))\"; a line takes " + keys.sorted().map { "\"\($0)\"" }.andList)
        }
        let fields = JSONFields(object: root) { key, must, _ in fail("\"\(key)\" must \(must)") }
        guard let place = fields["location"] else {
            throw fail("no \"location\": give {\"place\": …}, {\"nx\": …, \"ny\": …} or {\"lat\": …, \"lon\": …}")
        }
        let location: LocationSpec
        do {
            location = try Configuration.location(place, subject: subject)
        } catch {
            throw BatchLineError(id: id, error.message)
        }
        var line = BatchLine(id: id, location: location)
        // The optional settings, read as the config's are (null is the same as absent).
        let range = AdviceWindow.hoursRange
        line.hours = try fields.value("hours", "be an integer from \(range.lowerBound) to \(range.upperBound)") {
            $0.whole(in: range)
        }
        line.at = try fields.string(
            "at", "look like 2026-11-30T08:00, \"2026-11-30 08:00\" (KST) or 2026-11-30T08:00:00+09:00"
        ) { ISO8601.parse($0, allowLocal: true) }
        line.language = try fields.string("lang", "be " + OptionSpec.languages.map { "\"\($0)\"" }.orList) {
            OutputLanguage(rawValue: $0)
        }
        line.temperatureOffset = try fields.value("temperatureOffset", "be a number from -20 to 20") {
            $0.asNumber.flatMap { (-20...20).contains($0) ? $0 : nil }
        }
        return line
    }

    /// The line as a JSON object and its members' names; until its id is read, a failure answers with a null id.
    private static func object(_ bytes: some Collection<UInt8>, subject: String) throws(BatchLineError)
        -> (JSONValue, [String])
    {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw BatchLineError(id: .null, "\(subject) is not UTF-8 text")
        }
        // The fast reader first (a line per person); `JSONDecoder` judges whatever it is unsure of.
        let fast = text.utf8.withContiguousStorageIfAvailable(JSONValue.strictlyRead) ?? nil
        let root: JSONValue
        do {
            root = try fast ?? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        } catch {
            throw BatchLineError(id: .null, "\(subject) is not a JSON object")
        }
        guard case .object(let members) = root else {
            throw BatchLineError(id: .null, "\(subject) must be a JSON object, not \(root.kindName)")
        }
        return (root, members.map(\.0))
    }

    /// The `id` to echo: a string, or a number, kept an integer when it is one.
    private static func id(of root: JSONValue, subject: String) throws(BatchLineError) -> JSONValue {
        switch root["id"] {
        case .string(let s)?: return .string(s)
        case .number(let n)?: return n.rounded() == n && abs(n) < 1e15 ? .integer(Int(n)) : .number(n)
        case nil, .null?: throw BatchLineError(id: .null, "\(subject) has no \"id\"")
        case let other?:
            throw BatchLineError(id: .null, "\(subject): \"id\" must be a string or a number, not \(other.kindName)")
        }
    }
}

/// An input line `batch` cannot read: answered with an `error` line, exit code 64.
struct BatchLineError: Error, Sendable {
    var id: JSONValue
    var message: String

    init(id: JSONValue, _ message: String) {
        (self.id, self.message) = (id, message)
    }
}
