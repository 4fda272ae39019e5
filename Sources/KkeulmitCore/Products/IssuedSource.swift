import Foundation

/// A data.go.kr operation as the one pipeline (`SourceProvider`) sees it: when its issues come out, what an answer
/// is filed under, how it is asked for and read, and how long an answer stays useful. The pipeline gives every
/// conformer the same cache, single-flight, transport (key, cap, deadline, log, budget, retry), step back on
/// `03 NO_DATA` and stale rules; a new source is one more conformer.
package protocol IssuedSource: Sendable {
    /// What one answer is about: a grid cell, a TM point, a station, an area code …
    associatedtype Subject: Sendable
    /// What an answer is read into.
    associatedtype Value: Sendable

    /// Its name, schedule, step backs and how long an answer stays useful.
    var traits: SourceTraits { get }

    /// `subject` as it goes into a file name: ASCII letters, digits, `-` and `_` only (`CacheName.safe`).
    func key(for subject: Subject) -> String
    /// Asks for `issue` of `subject` (nil without a schedule) through `exchange`, page by page if it takes pages; `now`
    /// is the run's time, for what the payload records. Returns the value and what the cache keeps of it, no payload
    /// when the answer must not be filed under `issue` (it does not hold that issue yet). Throws `KMAError`
    /// (`.resultCode(.noData, …)` when the issue is not published yet) or what the exchange throws.
    func fetch(_ subject: Subject, issue: KSTDateTime?, at now: Date, through exchange: Exchange) async throws
        -> Fetched<Value>
    /// The value a payload this source wrote holds; nil for anything else (damaged, foreign, another subject).
    func restore(_ payload: Data, subject: Subject, issue: KSTDateTime?) -> Value?
    /// The value as every request of a process shares it (`batch`'s memo): lighter where it can be.
    func shared(_ value: Value) -> Value
    /// Whether a kept file restored for `a` is the value for `b` too (`RestoredEntries` reuses it only then): when
    /// the subjects are equal; never for a subject that cannot be compared. Decided when the source is compiled,
    /// not by asking the runtime whether a subject is `Hashable` (a scan of every conformance in the binary); a
    /// generic source gets the default of its declaration (never), whatever its subject, unless it says otherwise.
    func isSameSubject(_ a: Subject, _ b: Subject) -> Bool
}

/// What the pipeline needs to know of a source besides its requests and answers.
package struct SourceTraits: Sendable {
    /// Names its cache files, lock files, memo entries and log lines: `vilage`, `air-stations`.
    package var name: String
    /// When issues are based and callable; nil for an answer without issues (a station list), kept by its age.
    package var schedule: IssueSchedule?
    /// Issues tried after the first on `03 NO_DATA` (an issue that runs late).
    package var stepBacks = 0
    /// How long an answer says something useful: seconds after its issue, or after its fetch for a source without
    /// a schedule. No older answer stands in for a failed fetch, and none without a schedule is used at all.
    package var usefulSeconds: Double
}

/// A fresh answer: its value, and what the cache keeps of it.
package struct Fetched<Value: Sendable>: Sendable {
    package var value: Value
    /// The source's own form of the answer; nil: nothing is kept.
    package var payload: Data?
}

extension IssuedSource {
    package var name: String { traits.name }
    package var schedule: IssueSchedule? { traits.schedule }
    package var stepBacks: Int { traits.stepBacks }
    package var usefulSeconds: Double { traits.usefulSeconds }

    package func shared(_ value: Value) -> Value { value }
    package func isSameSubject(_ a: Subject, _ b: Subject) -> Bool { false }

    /// The newest issue callable at `now`; nil without a schedule.
    package func latestIssue(at now: Date) -> KSTDateTime? {
        schedule?.latest(publishedBy: KSTDateTime(now))
    }
}

/// File-name-safe text.
package enum CacheName {
    /// ASCII letters and digits as they are; every other byte as `_XX`, so a Korean station name or a `(` never
    /// reaches a file name as it is.
    package static func safe(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out.unicodeScalars.append("_")
                out.unicodeScalars.append(hexDigits[Int(byte >> 4)])
                out.unicodeScalars.append(hexDigits[Int(byte & 0xF)])
            }
        }
        return out
    }

    private static let hexDigits = Array("0123456789ABCDEF".unicodeScalars)
}

extension IssuedSource where Subject: Equatable {
    package func isSameSubject(_ a: Subject, _ b: Subject) -> Bool { a == b }
}
