import Foundation
import KkeulmitCore

/// `kkeulmit feedback cold|ok|hot [--at DATETIME]`: stores the answer with the advice it is about (the last printed
/// by now, at, tomorrow or run-schedule, `--demo` recording none; with `--at`, the last whose window held that time;
/// none: exit 64) and says what the learned offset now is.
struct FeedbackCommand: DeclaredCommand {
    var options: FeedbackOptions

    func run(_ run: CommandRun) async throws -> CommandOutput {
        let (environment, fileSystem, context) = (run.environment, run.edges.fileSystem, run.context)
        let diagnostics = run.diagnostics(verbose: options.verbose)
        let now = KSTDateTime(try run.now())
        var language = options.language ?? .ko
        if let configPath = options.configPath ?? environment.defaultConfigPath {
            let configuration = try Configuration.load(
                path: configPath, required: options.configPath != nil, fileSystem: fileSystem, home: environment.home)
            language = options.language ?? configuration.language ?? .ko
        }
        guard let directory = environment.stateDirectory else {
            throw ConfigurationError(
                "nowhere to keep feedback: neither XDG_STATE_HOME nor HOME is an absolute path")
        }
        let store = StateStore(directory: directory, fileSystem: fileSystem) {
            context.line("kkeulmit: warning: " + $0)
        }
        diagnostics.log("state: \(directory)")

        // A replay with an earlier KKEULMIT_NOW must not answer advice printed "later".
        let printed = try store.readAdviceHistory().filter { $0.printedAt <= now }
        let candidates = options.at.map { at in printed.filter { $0.covers(KSTDateTime(at)) } } ?? printed
        let latest = candidates.map(\.printedAt).max()
        guard let advice = candidates.last(where: { $0.printedAt == latest }) else {
            let what =
                options.at.map { "no advice printed so far covers \(KSTDateTime($0).iso8601)" }
                ?? "no advice to answer yet"
            throw UsageError(
                what + ": feedback answers the last advice printed by 'now', 'at', 'tomorrow' or 'run-schedule' "
                    + "(not --demo); run one of them first", topic: .feedback)
        }
        let answers = FeedbackState.appending(
            FeedbackAnswer(verdict: options.verdict, answeredAt: now, advice: advice), to: try store.readAnswers())
        do {
            try store.save(answers: answers)
        } catch {
            throw ConfigurationError("cannot save the answer in \(store.answersPath): \(error.reason)")
        }
        let learned = LearnedOffset.learn(from: answers, now: now)
        diagnostics.log("feedback: \(answers.count) stored, \(learned.answers) counting")
        return .text(Self.summary(options.verdict, advice: advice, learned: learned, language))
    }

    /// `기록했어요: 추웠어요 — 11월 30일 07–19시 조언(8단계)` and the learned offset.
    static func summary(
        _ verdict: FeedbackVerdict, advice: AdviceRecord, learned: LearnedOffset, _ lang: OutputLanguage
    ) -> String {
        let window = ClockText.range(advice.windowStart, advice.windowEnd, lang, withDate: true)
        let least = LearnedOffset.minimumAnswers
        let n = learned.answers
        let signed = (learned.value > 0 ? "+" : "") + NumberText.compact(learned.value)
        switch lang {
        case .ko:
            let word = ["cold": "추웠어요", "ok": "적당했어요", "hot": "더웠어요"][verdict.rawValue]!
            let offset =
                learned.isActive
                ? "배운 체감온도 보정: \(signed)도 (답 \(n)개)"
                : "답이 \(least)개 모이면 보정을 배워요 (지금 \(n)개)"
            return "기록했어요: \(word) — \(window) 조언(\(advice.band)단계)\n\(offset)\n"
        case .en:
            let offset =
                learned.isActive
                ? "Learned offset: \(signed) °C from \(n) answers"
                : "The offset is learned from \(least) answers on (\(n) so far)"
            return "Noted: \(verdict.rawValue), for the advice for \(window) (band \(advice.band))\n\(offset)\n"
        }
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

extension FeedbackCommand {
    init(parsing arguments: ParsedArguments) throws(UsageError) {
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
        options = FeedbackOptions(verdict: verdict, configPath: common.configPath, verbose: common.verbose)
        if let raw = at {
            guard let at = ISO8601.parse(raw, allowLocal: true) else {
                throw arguments.error(
                    "--at must look like 2026-11-30T08:00, '2026-11-30 08:00' (KST) or 2026-11-30T08:00:00+09:00, "
                        + "got \(quoted(raw))")
            }
            options.at = at
        }
        options.language = try arguments.language()
    }
}
