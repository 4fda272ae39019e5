import Foundation
import KkeulmitCore

/// The advice commands' two touches of personal state, neither ever failing a run: before advising, the wardrobe,
/// learned offset and return time; after printing, the record `feedback` answers. A state file that cannot be read
/// or written costs the offset or the record, said with `--verbose` (a damaged file always, once).
enum OutfitPersonalization {
    struct Prepared {
        var preferences: OutfitPreferences
        /// Set for `now` and `at` with a return time and no other span (`--hours`, a schedule's, `tomorrow`'s).
        var hoursUntilReturn: Int?
    }

    /// `back`: `--back`, else the schedule's. `spanGiven`: `--hours` or the command fixes the window's span, so `back`
    /// only adds the return advice. `windowStart`: the window's start (the sample's first slot for `--demo`).
    static func prepare(
        configuration: Configuration, back: TimeOfDay?, spanGiven: Bool, windowStart: KSTDateTime, demo: Bool,
        now: Date, environment: Environment, fileSystem: any FileSystem, warn: @escaping (String) -> Void,
        diagnostics: Diagnostics
    ) -> Prepared {
        let rules = configuration.rules ?? .builtIn
        if let gaps = OutfitRuleTable.describe(rules.layerGaps), let file = configuration.rulesFile {
            diagnostics.log("rule table \(file): \(gaps)")
        }
        if let unknown = configuration.wardrobe?.unknownIds(in: rules), !unknown.isEmpty {
            diagnostics.log(
                "wardrobe: ignoring ids the rule table does not know: " + unknown.joined(separator: ", ")
                    + " (docs/outfit-rules.json lists the built-in garments)")
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

/// What the advice learns about the person rather than the weather: what they own, what their answers taught,
/// and when they come home. The defaults change nothing.
package struct OutfitPreferences: Equatable, Sendable {
    /// Config `wardrobe`; nil: the chart's first choices.
    package var wardrobe: Wardrobe?
    /// From the feedback answers; nil for `--demo` (the same advice on any day) or without a state directory.
    package var learned: LearnedOffset?
    /// `--back HH:MM` or a schedule's `back`: the first such time after the window starts.
    package var back: TimeOfDay?

    /// The first `back` strictly after `start`: later the same day, else the next day.
    package static func returnTime(_ back: TimeOfDay, after start: KSTDateTime) -> KSTDateTime {
        let sameDay = back.on(start.date)
        return sameDay > start ? sameDay : back.on(start.date.adding(days: 1))
    }

    /// The hourly slots from `start`'s hour up to (not including) the hour of the return, 1–48: the span `now` and
    /// `at` cover with `--back` and no `--hours`.
    package static func hoursUntilReturn(_ back: TimeOfDay, from start: KSTDateTime) -> Int {
        let first = start.startOfHour
        let home = returnTime(back, after: first).startOfHour
        let hours = (home.minutesSinceEpoch - first.minutesSinceEpoch) / 60
        return min(AdviceWindow.hoursRange.upperBound, max(1, hours))
    }
}
