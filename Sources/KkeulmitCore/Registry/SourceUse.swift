/// Whether a run asks for an optional source: the command uses it, its config switch is on and the window is one
/// it speaks of (`SourceRegistry.use`).
package enum SourceUse: Equatable, Sendable {
    case on
    /// `--forecast-only` or its config switch.
    case off
    /// The command or the window does not use it.
    case notApplicable

    /// The status a source that is not fetched reports.
    package var idleStatus: SourceStatus { self == .off ? .off : .notApplicable }
}
