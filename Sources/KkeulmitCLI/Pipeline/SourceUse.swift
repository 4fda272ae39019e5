import KkeulmitCore

/// Whether a run asks for the optional ultra-short sources (`ultraSrtNcst`, `ultraSrtFcst`).
package enum SourceUse: Equatable, Sendable {
    /// `now` and `run-schedule`, unless turned off.
    case on
    /// `--forecast-only` or config `"sources": {"nowcast": false}`.
    case off
    /// `at`, `tomorrow`: the command does not use them.
    case notApplicable

    /// The status a source that is not fetched reports.
    var idleStatus: SourceStatus { self == .off ? .off : .notApplicable }
}
