import KkeulmitCore

/// The one place errors become an exit code and a stderr line.
///
/// Layers below the command line speak their own vocabulary (`KMAError`, `LocationError`, `AdviceError`); each
/// states its exit code and message as a `ReportedFailure`, and only here, where the command that ran is known, is
/// the help page they may point at chosen.
package enum FailureReport {
    /// The exit code and the message (without the `kkeulmit: ` prefix) for `error`, raised while carrying out
    /// `command` (nil when the command line did not parse).
    package static func map(_ error: any Error, command: Command? = nil) -> (code: ExitCode, message: String) {
        map(error, topic: command.map(topic(of:)) ?? .general)
    }

    /// The same for a failure whose help page is `topic` (`batch`: a line with a time is read as `at` reads it).
    package static func map(_ error: any Error, topic: HelpTopic) -> (code: ExitCode, message: String) {
        switch error {
        case let reported as any ReportedFailure: return reported.report(topic: topic)
        case is CancellationError: return (.internalError, "internal error: the run was cancelled")
        // Errors from outside kkeulmit (Foundation's, the standard library's): `ReportedFailureTests` keeps every
        // type of kkeulmit's own either reported or on its list of those that never leave their layer.
        default: return (.internalError, "internal error (\(type(of: error)))")
        }
    }

    /// The help page of `command`, which usage errors point at.
    package static func topic(of command: Command) -> HelpTopic {
        switch command {
        case .help, .version: .general
        case .now: .now
        case .at: .at
        case .grid: .grid
        case .tomorrow: .tomorrow
        case .schedule: .schedule
        case .runSchedule: .runSchedule
        case .feedback: .feedback
        case .usage: .completion
        case .doctor: .doctor
        case .batch: .batch
        case .setup: .setup
        }
    }

    /// A usage error (64): the message and the help page that explains the command.
    static func usage(_ message: String, topic: HelpTopic) -> (code: ExitCode, message: String) {
        let hint = topic == .general ? "kkeulmit --help" : "kkeulmit \(topic.rawValue) --help"
        return (.usage, message + " (see '\(hint)')")
    }

    /// The required forecast's voice: its root is set by `--base-url` (or KKEULMIT_BASE_URL); the other services'
    /// failures carry their own (`KMAError.service`) and name their variables.
    static let forecast = ServiceVoice(.forecast, setting: "--base-url")

    package static func code(for kind: FailureKind) -> ExitCode {
        switch kind {
        case .unusable: .dataError
        case .unavailable: .unavailable
        case .rateLimited: .temporaryFailure
        case .keyRejected: .keyRejected
        }
    }
}
