import KkeulmitCore

/// The one place errors become an exit code and a stderr line.
///
/// Layers below the command line speak their own vocabulary (`KMAError`, `LocationError`, `AdviceError`); only
/// here, where the command that ran is known, do their cases become exit codes and messages that name options and
/// help pages.
package enum FailureReport {
    /// The exit code and the message (without the `kkeulmit: ` prefix) for `error`, raised while carrying out
    /// `command` (nil when the command line did not parse).
    package static func map(_ error: any Error, command: Command? = nil) -> (code: ExitCode, message: String) {
        switch error {
        case let e as UsageError: return usage(e.message, topic: e.topic)
        case let e as LocationError: return (.usage, e.description)
        case let e as AdviceError: return map(e, topic: command.map(topic(of:)) ?? .general)
        case let e as ConfigurationError: return (.configuration, e.message)
        case let e as KMAError: return (code(for: e.kind), e.message(as: forecast))
        // 69 as for a KMA that did not answer (the contract); the message says what the time went to.
        case let e as DeadlineExceeded: return (.unavailable, e.message)
        case let e as CrontabError: return (code(for: e), e.description)
        case let e as ScheduleRenderError: return (.configuration, e.description)
        case let e as SystemdError: return map(e)
        // No provider with a key serves what the run needs: the key settings are the configuration at fault.
        case let e as NoProvider: return (.configuration, e.description)
        case let e as SetupFailure: return (e.code, e.message)
        case let e as InternalError: return (.internalError, "internal error: " + e.message)
        case is CancellationError: return (.internalError, "internal error: the run was cancelled")
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

    /// A window `at` was asked for is the user's input (64); for every other command the window follows the clock
    /// or the config, so a forecast that cannot serve it is KMA's answer being unusable (65). A value out of
    /// range is the fault of whoever set it: an option or variable (64), the config file (78), kkeulmit (70).
    static func map(_ error: AdviceError, topic: HelpTopic) -> (code: ExitCode, message: String) {
        switch error {
        case .hoursOutOfRange(_, let source):
            switch source {
            case .option, .environment: return usage(error.description, topic: topic)
            case .configFile, .schedule: return (.configuration, error.description)
            case .builtIn: return (.internalError, "internal error: " + error.description)
            }
        case .startsBeforeIssue(let start, let base):
            guard topic == .at else { return unusable(error) }
            return usage(
                "\(start.iso8601) is before the latest forecast issue (\(base.iso8601)): give a later time",
                topic: topic)
        case .startsAfterForecast(let start, let end):
            guard topic == .at else { return unusable(error) }
            return usage(
                "\(start.iso8601) is past the forecast's hourly slots, which end at \(end.iso8601): give an earlier time",
                topic: topic)
        case .emptyForecast: return unusable(error)
        case .noTemperatures(let cell):
            return (
                .dataError,
                "KMA's forecast has no temperatures for cell \(cell) in the window; a sea cell or an area KMA does "
                    + "not cover has none: check the location"
            )
        }
    }

    private static func usage(_ message: String, topic: HelpTopic) -> (code: ExitCode, message: String) {
        let hint = topic == .general ? "kkeulmit --help" : "kkeulmit \(topic.rawValue) --help"
        return (.usage, message + " (see '\(hint)')")
    }

    private static func unusable(_ error: AdviceError) -> (code: ExitCode, message: String) {
        (.dataError, KMAError.content(error.description).message(as: forecast))
    }

    /// The required forecast's voice: its root is set by `--base-url` (or KKEULMIT_BASE_URL); the other services'
    /// failures carry their own (`KMAError.service`) and name their variables.
    static let forecast = ServiceVoice(.forecast, setting: "--base-url")

    /// A unit file that cannot be written is a file the command could not create (73, sysexits' EX_CANTCREAT),
    /// naming the path and where the folder comes from; `systemctl --user` failing is an unavailable service (69).
    static func map(_ error: SystemdError) -> (code: ExitCode, message: String) {
        switch error {
        case .cannotWrite:
            (.cannotCreate, error.description + ": make the folder writable, or set XDG_CONFIG_HOME to one that is")
        case .commandFailed: (.unavailable, error.description)
        }
    }

    /// `crontab` missing or failing is an unavailable service (69, as sysexits has it); a crontab kkeulmit must not
    /// rewrite is bad input (65); lines that cannot be written come from the config (78).
    static func code(for error: CrontabError) -> ExitCode {
        switch error {
        case .cannotRun, .commandFailed: .unavailable
        case .notUTF8, .edit: .dataError
        case .render: .configuration
        }
    }

    package static func code(for kind: FailureKind) -> ExitCode {
        switch kind {
        case .unusable: .dataError
        case .unavailable: .unavailable
        case .rateLimited: .temporaryFailure
        case .keyRejected: .keyRejected
        }
    }
}
