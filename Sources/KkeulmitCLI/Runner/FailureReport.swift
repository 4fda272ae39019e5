import KkeulmitCore

/// The one place errors become an exit code and a stderr line.
///
/// Layers below the command line speak their own vocabulary (`KMAError`, `LocationError`, `AdviceError`); each
/// states its exit code and message as a `ReportedFailure`, and only here, where the command that ran is known, is
/// the help page they may point at chosen.
package enum FailureReport {
    /// The exit code and the message (without the `kkeulmit: ` prefix) for `error`, raised while carrying out
    /// `command` (nil when the command line did not parse).
    static func map(_ error: any Error, command: (any DeclaredCommand)?) -> (code: ExitCode, message: String) {
        map(error, topic: command?.topic ?? .general)
    }

    /// The same for a failure whose help page is `topic` (`batch`: a line with a time is read as `at` reads it).
    package static func map(_ error: any Error, topic: HelpTopic = .general) -> (code: ExitCode, message: String) {
        switch error {
        case let reported as any ReportedFailure: return reported.report(topic: topic)
        case is CancellationError: return (.internalError, "internal error: the run was cancelled")
        // Errors from outside kkeulmit (Foundation's, the standard library's): `ReportedFailureTests` keeps every
        // type of kkeulmit's own either reported or on its list of those that never leave their layer.
        default: return (.internalError, "internal error (\(type(of: error)))")
        }
    }

    /// A usage error (64): the message and the help page that explains the command.
    static func usage(_ message: String, topic: HelpTopic) -> (code: ExitCode, message: String) {
        let hint = topic == .general ? "kkeulmit --help" : "kkeulmit \(topic.rawValue) --help"
        return (.usage, message + " (see '\(hint)')")
    }

    /// The required forecast's voice: its root is set by `--base-url` (or KKEULMIT_BASE_URL); the other services'
    /// failures carry their own (`KMAError.service`) and name their variables.
    static let forecast = ServiceVoice(.forecast, setting: "--base-url", timeLimit: timeLimit)

    /// What gives a run more time, which Core's messages leave to the CLI to name.
    static let timeLimit = "--timeout"

    package static func code(for kind: FailureKind) -> ExitCode {
        switch kind {
        case .unusable: .dataError
        case .unavailable: .unavailable
        case .rateLimited: .temporaryFailure
        case .keyRejected: .keyRejected
        }
    }
}
