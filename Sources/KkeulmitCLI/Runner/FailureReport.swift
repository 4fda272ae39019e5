import KkeulmitCore

/// The one place errors become an exit code and a stderr line.
package enum FailureReport {
    /// The exit code and the message (without the `kkeulmit: ` prefix) for `error`.
    package static func map(_ error: any Error) -> (code: ExitCode, message: String) {
        switch error {
        case let e as UsageError:
            let hint = e.topic == .general ? "kkeulmit --help" : "kkeulmit \(e.topic.rawValue) --help"
            return (.usage, e.message + " (see '\(hint)')")
        case let e as LocationError: return (.usage, e.description)
        case let e as ConfigurationError: return (.configuration, e.message)
        case let e as KMAError: return (code(for: e.kind), e.message)
        // 69 as for a KMA that did not answer (the contract); the message says what the time went to.
        case let e as DeadlineExceeded: return (.unavailable, e.message)
        case let e as CrontabError: return (code(for: e), e.description)
        case let e as CrontabRenderError: return (.configuration, e.description)
        case let e as InternalError: return (.internalError, "internal error: " + e.message)
        case is CancellationError: return (.internalError, "internal error: the run was cancelled")
        default: return (.internalError, "internal error (\(type(of: error)))")
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
