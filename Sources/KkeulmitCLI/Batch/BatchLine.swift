import Foundation
import KkeulmitCore

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

    /// Reads line number `number` (from 1).
    ///
    /// - Throws: `BatchLineError`, with the id when one could be read.
    static func parse(_ bytes: some Collection<UInt8>, number: Int) throws(BatchLineError) -> BatchLine {
        let subject = "line \(number)"
        let (root, members) = try object(bytes, subject: subject)
        let id = try Self.id(of: root, subject: subject)
        func fail(_ message: String) -> BatchLineError { BatchLineError(id: id, "\(subject): " + message) }
        if let unknown = members.first(where: { !keys.contains($0) }) {
            throw fail(
                "unknown key \"\(unknown.prefix(40))\"; a line takes " + keys.sorted().map { "\"\($0)\"" }.andList)
        }
        guard let place = root["location"], place != .null else {
            throw fail("no \"location\": give {\"place\": …}, {\"nx\": …, \"ny\": …} or {\"lat\": …, \"lon\": …}")
        }
        let location: LocationSpec
        do {
            location = try Configuration.location(place, subject: subject)
        } catch {
            throw BatchLineError(id: id, error.message)
        }
        var line = BatchLine(id: id, location: location)
        // The optional settings; null is the same as absent.
        func setting<T>(_ key: String, must: String, _ read: (JSONValue) -> T?) throws(BatchLineError) -> T? {
            guard let value = root[key], value != .null else { return nil }
            guard let setting = read(value) else { throw fail("\"\(key)\" must \(must)") }
            return setting
        }
        let range = AdviceWindow.hoursRange
        line.hours = try setting("hours", must: "be an integer from \(range.lowerBound) to \(range.upperBound)") {
            if case .number(let n) = $0, let hours = Int(exactly: n), range.contains(hours) { hours } else { nil }
        }
        line.at = try setting(
            "at", must: "look like 2026-11-30T08:00, \"2026-11-30 08:00\" (KST) or 2026-11-30T08:00:00+09:00"
        ) { if case .string(let s) = $0 { ISO8601.parse(s, allowLocal: true) } else { nil } }
        line.language = try setting("lang", must: "be " + OptionSpec.languages.map { "\"\($0)\"" }.orList) {
            if case .string(let s) = $0 { OutputLanguage(rawValue: s) } else { nil }
        }
        line.temperatureOffset = try setting("temperatureOffset", must: "be a number from -20 to 20") {
            if case .number(let n) = $0, (-20...20).contains(n) { n } else { nil }
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
