import Foundation
import KkeulmitCore

/// `kkeulmit feedback cold|ok|hot [--at DATETIME]`: stores the answer with the advice it is about and says what
/// the learned offset now is.
///
/// The advice is the last one printed (by now, at, tomorrow or run-schedule; `--demo` records none), or with
/// `--at` the last printed whose window held that time. Without one there is nothing to answer: exit 64.
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
}
