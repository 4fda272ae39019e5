import KkeulmitCore

/// The one place errors become an exit code and a stderr line. Lower layers' errors (`KMAError`, `LocationError`,
/// `AdviceError`) are each a `ReportedFailure`; only here, knowing the command, is their help page chosen.
package enum FailureReport {
    /// The exit code and the message (without the `kkeulmit: ` prefix) for `error`, raised while carrying out the
    /// command whose help page is `topic` (`.general` when the command line did not parse; `batch`: a line with a
    /// time is read as `at` reads it).
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

/// An error that can reach `FailureReport`: it states its own exit code and line, so that none is left to the
/// catch-all "internal error (TYPE)" by oversight (`ReportedFailureTests`: every `Error` under `Sources/` conforms or
/// is on its list of errors that never leave their layer). The command line's errors conform beside their types;
/// the pipeline's and Core's here, since a layer below names no option or help page.
package protocol ReportedFailure: Error {
    /// The exit code and the message (without the `kkeulmit: ` prefix). `topic` is the help page of the command
    /// that ran (`.general` when the command line did not parse), which a usage error points at.
    func report(topic: HelpTopic) -> (code: ExitCode, message: String)
}

/// A window `at` was asked for is the user's input (64); for every other command the window follows the clock or
/// the config, so a forecast that cannot serve it is KMA's answer being unusable (65). A value out of range is the
/// fault of whoever set it: an option or variable (64), the config file (78), kkeulmit (70).
extension AdviceError: ReportedFailure {
    package func report(topic: HelpTopic) -> (code: ExitCode, message: String) {
        switch self {
        case .hoursOutOfRange(_, let source):
            switch source {
            case .option, .environment: return FailureReport.usage(description, topic: topic)
            case .configFile, .schedule: return (.configuration, description)
            case .builtIn: return (.internalError, "internal error: " + description)
            }
        case .startsBeforeIssue(let start, let base):
            guard topic == .at else { return unusable }
            return FailureReport.usage(
                "\(start.iso8601) is before the latest forecast issue (\(base.iso8601)): give a later time",
                topic: topic)
        case .startsAfterForecast(let start, let end):
            guard topic == .at else { return unusable }
            return FailureReport.usage(
                "\(start.iso8601) is past the forecast's hourly slots, which end at \(end.iso8601): give an earlier time",
                topic: topic)
        case .emptyForecast: return unusable
        case .noTemperatures(let cell):
            return (
                .dataError,
                "KMA's forecast has no temperatures for cell \(cell) in the window; a sea cell or an area KMA does "
                    + "not cover has none: check the location"
            )
        }
    }

    /// Said as KMA's answer being unusable, in the forecast's voice.
    private var unusable: (code: ExitCode, message: String) {
        (.dataError, KMAError.content(description).message(as: FailureReport.forecast))
    }
}

/// 69 as for a KMA that did not answer (the contract); the message says what the time went to.
extension DeadlineExceeded: ReportedFailure {
    package func report(topic: HelpTopic) -> (code: ExitCode, message: String) {
        (.unavailable, message(timeLimit: FailureReport.timeLimit))
    }
}

/// Something kkeulmit itself got wrong (70), said as such.
extension InternalError: ReportedFailure {
    package func report(topic: HelpTopic) -> (code: ExitCode, message: String) {
        (.internalError, "internal error: " + message)
    }
}

/// A service's failure: its kind decides the code (`FailureReport.code(for:)`), and the message speaks in the
/// required forecast's voice unless the error names its own service (`KMAError.service`).
extension KMAError: ReportedFailure {
    package func report(topic: HelpTopic) -> (code: ExitCode, message: String) {
        (FailureReport.code(for: kind), message(as: FailureReport.forecast))
    }
}

/// A place or cell that cannot be resolved was given by the user: a usage error (64), whose message names the place
/// without a help page, since several options and the config can give one.
extension LocationError: ReportedFailure {
    package func report(topic: HelpTopic) -> (code: ExitCode, message: String) {
        (.usage, description)
    }
}

/// No provider with a key serves what the run needs: the key settings are the configuration at fault (78).
extension NoProvider: ReportedFailure {
    package func report(topic: HelpTopic) -> (code: ExitCode, message: String) {
        (.configuration, description)
    }
}

/// Only `batch` limits the requests (`--max-requests`): a line that needed one more may succeed in a later run,
/// so it is a temporary failure (75), not the line's fault.
extension RequestBudgetExhausted: ReportedFailure {
    package func report(topic: HelpTopic) -> (code: ExitCode, message: String) {
        (.temporaryFailure, "--max-requests \(limit) reached: this line needed another request; run the rest later")
    }
}

/// Schedule lines that cannot be written come from the config's schedules (78).
extension ScheduleRenderError: ReportedFailure {
    package func report(topic: HelpTopic) -> (code: ExitCode, message: String) {
        (.configuration, description)
    }
}

/// The exit codes of the contract (sysexits.h values).
package enum ExitCode: Int32, Sendable, CaseIterable {
    /// Advice printed (also from a stale cache).
    case success = 0
    /// Unknown command or option, bad value, no or ambiguous location.
    case usage = 64
    /// KMA answered, but the answer is unusable.
    case dataError = 65
    /// KMA unavailable after retries and no usable cache.
    case unavailable = 69
    /// Internal error.
    case internalError = 70
    /// A file the command must create could not be (sysexits' EX_CANTCREAT): a systemd unit directory it cannot write.
    case cannotCreate = 73
    /// Rate-limited or key temporarily disabled: try later.
    case temporaryFailure = 75
    /// The key was rejected.
    case keyRejected = 77
    /// No service key, or config unreadable or invalid.
    case configuration = 78
}
