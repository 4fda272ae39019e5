import Foundation
import KkeulmitCore

/// Delivers a scheduled run's advice where its entry's `"output"` says: stdout, the end of a file, or a desktop
/// notification. A file or notification that cannot be had falls back to stdout, with one line saying why, so the
/// advice still reaches cron's mail or the journal.
struct ScheduleDelivery {
    var entry: ScheduleEntry
    /// The advice's language, which the notification's title follows.
    var language: OutputLanguage
    var fileSystem: any FileSystem
    var notifier: DesktopNotifier

    /// What the run prints on stdout once `advice` is delivered: nothing, or the advice itself. `warn` gets the
    /// line saying why a file or notification fell back to stdout.
    func deliver(_ advice: String, ranAt now: Date, deadline: Deadline, warn: (String) -> Void) async -> String {
        switch entry.output {
        case .stdout:
            return advice
        case .file(let path):
            let time = KSTDateTime(now)
            let heading = "# run-schedule \(entry.name), \(time.date) \(time.clock) KST\n"
            let text = heading + advice + (advice.hasSuffix("\n") ? "" : "\n")
            do throws(FileWriteError) {
                guard let writable = fileSystem as? any WritableFileSystem else {
                    throw FileWriteError("this run cannot write files")
                }
                try writable.appendToFile(atPath: path, Data(text.utf8))
                return ""
            } catch {
                warn(
                    "schedule '\(entry.name)': could not append to \(path) (\(error.reason)); printing the advice instead"
                )
                return advice
            }
        case .notify:
            do throws(NotifyFailure) {
                // The title in the schedule's language: 끌밋 for Korean, kkeulmit for English.
                let summary = "\(language == .en ? "kkeulmit" : "끌밋") · \(entry.name)"
                try await notifier.notify(summary: summary, body: advice, deadline: deadline)
                return ""
            } catch {
                warn(
                    "schedule '\(entry.name)': no desktop notification (\(error.description)); printing the advice instead"
                )
                return advice
            }
        }
    }
}
