import Foundation
import KkeulmitCore

/// `kkeulmit feedback cold|ok|hot [--at DATETIME]`.
package struct FeedbackOptions: Equatable, Sendable {
    /// `cold`, `ok` or `hot`.
    package var verdict: FeedbackVerdict
    /// `--at`: answer the advice whose window held this time, rather than the last one printed.
    package var at: Date?
    package var language: OutputLanguage?
    package var configPath: String?
    package var verbose = false
}

extension FeedbackOptions {
    /// `feedback cold|ok|hot [--at DATETIME]`.
    init(_ arguments: ParsedArguments) throws(UsageError) {
        let answers = FeedbackVerdict.allCases.map(\.rawValue)
        guard let word = arguments.operands.first else {
            throw arguments.error("'feedback' needs how the advice felt: cold, ok or hot")
        }
        guard let verdict = FeedbackVerdict(rawValue: word.lowercased()) else {
            throw arguments.error(
                "\(quoted(word)) is not an answer: give cold, ok or hot"
                    + CommandLineParser.suggestion(word, among: answers))
        }
        var taken = 1
        var at = arguments.value(.at)
        // `--at 2026-11-30 08:00` unquoted, as `at` takes it.
        if let date = at, date.count == 10, arguments.operands.count > 1, arguments.operands[1].contains(":") {
            at = date + " " + arguments.operands[1]
            taken = 2
        }
        try arguments.nothing(after: taken, what: quoted(word))
        let common = try arguments.common()
        self.init(verdict: verdict, configPath: common.configPath, verbose: common.verbose)
        if let raw = at {
            guard let at = ISO8601.parse(raw, allowLocal: true) else {
                throw arguments.error(
                    "--at must look like 2026-11-30T08:00, '2026-11-30 08:00' (KST) or 2026-11-30T08:00:00+09:00, "
                        + "got \(quoted(raw))")
            }
            self.at = at
        }
        language = try arguments.language()
    }
}

extension FeedbackCommand {
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        self.init(options: try FeedbackOptions(arguments))
    }

    static let spec = CommandSpec(
        .feedback,
        operands: [
            OperandSpec(
                "ANSWER", values: .choices(FeedbackVerdict.allCases.map(\.rawValue)),
                "how the advice felt: cold (too light), ok, or hot (too warm)")
        ],
        sections: [
            OptionSection(
                "Options",
                [
                    OptionEntry(
                        .at,
                        help: """
                            answer the advice whose window held this time: 2026-11-30T08:00 or
                            "2026-11-30 08:00" (KST)
                            """),
                    OptionEntry(.lang, help: "language of the reply (default: config \"lang\", else ko)"),
                    OptionEntry(.config), OptionEntry(.verbose, help: "diagnostics on stderr"), OptionEntry(.help),
                ])
        ], prose: HelpText.feedback, "say how the last advice felt (cold, ok, hot); kkeulmit learns your offset")
}
