import Foundation
import KkeulmitCore

/// The advice commands' two touches of personal state: before advising, the wardrobe, the learned offset and
/// the return time; after printing, the record of the advice that `kkeulmit feedback` answers.
///
/// Neither ever fails a run: a state file that cannot be read or written costs the learned offset or the record,
/// said on stderr with `--verbose` (a damaged file is said always, once).
enum OutfitPersonalization {
    struct Prepared {
        var preferences: OutfitPreferences
        /// With a return time and no other span (`--hours`, a schedule's, `tomorrow`'s): the hours until the
        /// return, for `now` and `at`.
        var hoursUntilReturn: Int?
    }

    /// - Parameters:
    ///   - back: `--back`, else the schedule's `back`.
    ///   - spanGiven: true when `--hours` or the command fixes the window's span; then `back` only adds the
    ///     return advice.
    ///   - windowStart: where the window starts (the sample's first slot for `--demo`).
    static func prepare(
        configuration: Configuration, back: TimeOfDay?, spanGiven: Bool, windowStart: KSTDateTime, demo: Bool,
        now: Date, environment: Environment, fileSystem: any FileSystem, warn: @escaping (String) -> Void,
        diagnostics: Diagnostics
    ) -> Prepared {
        let rules = configuration.rules ?? .builtIn
        if let gaps = OutfitRuleTable.describe(rules.layerGaps), let file = configuration.rulesFile {
            diagnostics.log("rule table \(file): \(gaps)")
        }
        if let wardrobe = configuration.wardrobe {
            let unknown = wardrobe.unknownIds(in: rules)
            if !unknown.isEmpty {
                diagnostics.log(
                    "wardrobe: ignoring ids the rule table does not know: " + unknown.joined(separator: ", ")
                        + " (docs/outfit-rules.json lists the built-in garments)")
            }
        }
        var learned: LearnedOffset?
        if !demo, let directory = environment.stateDirectory {
            let store = StateStore(directory: directory, fileSystem: fileSystem, warn: warn)
            let answers = (try? store.readAnswers(orWarn: true)) ?? []
            if !answers.isEmpty {
                let offset = LearnedOffset.learn(from: answers, now: KSTDateTime(now))
                diagnostics.log(
                    "feedback: \(answers.count) stored, \(offset.answers) counting, learned offset "
                        + NumberText.compact(offset.value) + " °C")
                learned = offset
            }
        }
        let span = back.flatMap { spanGiven ? nil : OutfitPreferences.hoursUntilReturn($0, from: windowStart) }
        return Prepared(
            preferences: OutfitPreferences(wardrobe: configuration.wardrobe, learned: learned, back: back),
            hoursUntilReturn: span)
    }

    /// Remembers `report` as the last advice printed, for `kkeulmit feedback`. Nothing for `--demo`.
    static func record(
        _ report: AdviceReport, command: HelpTopic, demo: Bool, now: Date, environment: Environment,
        fileSystem: any FileSystem, warn: @escaping (String) -> Void, diagnostics: Diagnostics
    ) {
        guard !demo, !report.demo, let directory = environment.stateDirectory else { return }
        let store = StateStore(directory: directory, fileSystem: fileSystem, warn: warn)
        guard store.isWritable else { return }
        let record = AdviceRecord(
            printedAt: KSTDateTime(now), command: command.rawValue, windowStart: report.window.start,
            windowEnd: report.window.end, band: report.advice.band, basisTemperature: report.advice.basisTemperature,
            learnedOffset: report.advice.learnedOffset?.value ?? 0, nx: report.location.cell.nx,
            ny: report.location.cell.ny)
        do {
            try store.save(
                advice: FeedbackState.appending(record, to: (try? store.readAdviceHistory(orWarn: true)) ?? []))
        } catch {
            diagnostics.log("could not record the advice for feedback in \(store.advicePath): \(error.reason)")
        }
    }
}
