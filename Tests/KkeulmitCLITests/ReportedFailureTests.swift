import Foundation
import Testing

@testable import KkeulmitCLI

/// Every error type kkeulmit declares either states its exit code and line (`ReportedFailure`) or is listed here as
/// one that never leaves its layer. A new one fails this test until someone decides which it is, instead of reaching
/// a user as "internal error (TYPE)", exit 70, as `SystemdError` once did.
@Suite("ReportedFailure")
struct ReportedFailureTests {
    /// Errors that stop in the layer that throws them: each is caught there, or translated at a typed-throws
    /// boundary into an error that is reported. The comment says where.
    static let neverLeaveTheirLayer: Set<String> = [
        // Returned by `TextOutput.writeAll`, never thrown: `Application.status(after:)` and `batch` say it.
        "OutputFailure",
        // `Crontab` wraps it (`CrontabError.cannotRun`), `SystemdTimers` turns it into `SystemdError`'s line and
        // `DesktopNotifier` into a `NotifyFailure`.
        "CommandRunnerError",
        // `ScheduleDelivery` warns and prints the advice instead of notifying.
        "NotifyFailure",
        // `BatchAdvisor` writes it as the line's error; the run goes on.
        "BatchLineError",
        // `BatchRunner` keeps it as the summary's read problem, which `BatchCommand` reports.
        "BatchInputError",
        // `Configuration.schedules` throws it again as a `ConfigurationError` naming the config file.
        "ScheduleConfigError",
        // Every reader of a file turns it into a `ConfigurationError` naming the file, or a warning.
        "FileReadError",
        // `StateStore`'s callers log it (advice) or throw a `ConfigurationError` (`feedback`); setup and systemd
        // turn it into theirs.
        "FileWriteError",
        // `OptionReader` throws it again as a `UsageError` naming `--format`.
        "TemplateError",
        // A source started without what the registry promises it: a mistake of the caller's, never of a run. Were
        // it to happen, the catch-all's internal error (70) naming the type is what it is.
        "SourceRunError",
        // `Configuration.load` throws it again as a `ConfigurationError` naming the rule table.
        "OutfitRuleTableError",
        // `ForecastAdviceService` turns both into `AdviceError`s, whose code depends on the command.
        "WindowPlan.Problem", "AdviceWindowError",
        // `WritableFileSystem` throws it again as a `FileWriteError`.
        "AtomicFileError",
        // `StateStore` warns, moves the damaged file aside and goes on without it.
        "FeedbackState.Problem",
        // `ScheduleParser` throws it again as a `ScheduleConfigError` naming the entry's `days`.
        "DaySetError",
        // `Crontab` wraps it (`CrontabError.edit`).
        "CrontabEditError",
        // `ConfigMerge` throws it again as a `ConfigurationError` naming the config file.
        "JSONSyntax.Mistake",
        // The cache's: `FileLock.withLock` goes on unlocked, `SourceProvider` fetches without the cache, a write
        // that fails is a log line; `AtomicFile` wraps `PosixFile`'s in an `AtomicFileError`.
        "FileLock.Failure", "PosixFile.Failure",
        // `doctor`'s own: a service's line says the root is unusable.
        "DoctorService.UnusableRoot",
    ]

    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    @Test("every error type under Sources/ is reported or listed as one that never leaves its layer")
    func everyErrorDecided() throws {
        let scan = try ErrorTypeScan(directory: Self.sources)
        // The scan must be reading what it should: a nested type and a type with a conformance of its own.
        #expect(scan.errors["JSONSyntax.Mistake"] != nil)
        #expect(scan.reported.contains("UsageError") && scan.reported.contains("KMAError"))
        let undecided = Set(scan.errors.keys).subtracting(scan.reported).subtracting(Self.neverLeaveTheirLayer)
        #expect(
            undecided.isEmpty,
            """
            \(undecided.sorted().map { "\($0) (\(scan.errors[$0]!))" }.joined(separator: ", ")): state its exit \
            code and line (`extension \(undecided.sorted().first ?? "X"): ReportedFailure`), or add it to \
            `neverLeaveTheirLayer` with where it is caught
            """)
        let stale = Self.neverLeaveTheirLayer.subtracting(scan.errors.keys)
        #expect(stale.isEmpty, "no longer declared as errors: \(stale.sorted()); take them off the list")
        let both = Self.neverLeaveTheirLayer.intersection(scan.reported)
        #expect(both.isEmpty, "reported, so not to be listed as never leaving their layer: \(both.sorted())")
    }

    @Test("the scan reads nesting, extensions and declarations over several lines")
    func scanReadsDeclarations() {
        let text = """
            /// struct Commented: Error {}
            package enum Outer {
                package struct Inner: Equatable,
                    Error, Sendable
                {
                    let text = "struct InString: Error"
                }
            }
            private func helper() {
                struct Local: Error {}
            }
            struct Told: ReportedFailure {}
            struct Plain: Sendable {}
            extension Outer.Inner: ReportedFailure {}
            protocol Refined: Error {}
            final class Kept<T>: Swift.Error where T: Sendable {}
            """
        var scan = ErrorTypeScan()
        scan.read(text, file: "T.swift")
        #expect(Set(scan.errors.keys) == ["Outer.Inner", "Local", "Told", "Kept"])
        #expect(scan.reported == ["Outer.Inner", "Told"])
    }
}

/// Which types the Swift files declare as errors, and which of them conform to `ReportedFailure`, read from the
/// text: declarations and extensions (a header may run over several lines, up to its `{`), nested by indentation,
/// which `swift format` keeps exact.
struct ErrorTypeScan {
    /// The qualified name (`JSONSyntax.Mistake`) of each type declared as an `Error`, with its file and line.
    var errors: [String: String] = [:]
    /// The qualified names of the types declared or extended as `ReportedFailure`.
    var reported: Set<String> = []

    /// A type's header: attributes and modifiers, its kind and its name. Made for each file read: a `Regex` is not
    /// `Sendable`, so it cannot be a static constant.
    private static func declaration() -> Regex<AnyRegexOutput> {
        try! Regex(
            #"^(?:@\w+(?:\([^)]*\))?\s+)*"#
                + #"(?:(?:public|package|internal|fileprivate|private|final|indirect|nonisolated)\s+)*"#
                + #"(struct|enum|class|actor|extension|protocol)\s+([A-Za-z_][A-Za-z0-9_.]*)"#)
    }
    private static let errorNames: Set<String> = ["Error", "Swift.Error", "LocalizedError", "ReportedFailure"]

    init() {}

    init(directory: URL) throws {
        let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)!
        for case let file as URL in files where file.pathExtension == "swift" {
            read(try String(contentsOf: file, encoding: .utf8), file: file.path)
        }
    }

    mutating func read(_ text: String, file: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The enclosing types, each with the indentation of its header: a line indented no deeper closes it.
        var scopes: [(indent: Int, name: String)] = []
        let declaration = Self.declaration()
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let number = index + 1
            index += 1
            let indent = line.prefix { $0 == " " }.count
            let code = String(line.dropFirst(indent))
            guard !code.isEmpty, !code.hasPrefix("//"), !code.hasPrefix("*") else { continue }
            while let last = scopes.last, last.indent >= indent { scopes.removeLast() }
            guard let match = try? declaration.firstMatch(in: code),
                let kind = match.output[1].substring, let name = match.output[2].substring
            else { continue }
            // What follows the name, up to the body's `{`.
            var header = String(code[match.range.upperBound...])
            while !header.contains("{"), index < lines.count {
                header += " " + lines[index]
                index += 1
            }
            let qualified =
                kind == "extension" ? String(name) : (scopes.map(\.name) + [String(name)]).joined(separator: ".")
            scopes.append((indent, qualified))
            let inherited = Self.inherited(header)
            guard kind != "protocol", !inherited.isDisjoint(with: Self.errorNames) else { continue }
            errors[qualified] = errors[qualified] ?? "\(file):\(number)"
            if inherited.contains("ReportedFailure") { reported.insert(qualified) }
        }
    }

    /// The names after the `:` of what follows a type's name, up to its `where` or `{`; generic parameters left
    /// out.
    private static func inherited(_ header: String) -> Set<String> {
        var rest = Substring(header)
        if rest.hasPrefix("<"), let close = rest.firstIndex(of: ">") { rest = rest[rest.index(after: close)...] }
        guard rest.hasPrefix(":") else { return [] }
        rest = rest.dropFirst().prefix { $0 != "{" }
        if let clause = rest.range(of: " where ") { rest = rest[..<clause.lowerBound] }
        return Set(rest.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
    }
}
