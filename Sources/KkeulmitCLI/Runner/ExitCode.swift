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
    /// A file the command must create could not be (sysexits' EX_CANTCREAT): a systemd unit directory it cannot
    /// write.
    case cannotCreate = 73
    /// Rate-limited or key temporarily disabled: try later.
    case temporaryFailure = 75
    /// The key was rejected.
    case keyRejected = 77
    /// No service key, or config unreadable or invalid.
    case configuration = 78
}
