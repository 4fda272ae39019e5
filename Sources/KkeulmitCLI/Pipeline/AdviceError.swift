import KkeulmitCore

/// Why the pipeline cannot advise for a request whose forecast it has: the pipeline's own vocabulary, free of
/// command-line terms. It knows where a value came from (`SettingSource`) but not which command asked;
/// `FailureReport` turns each case into an exit code and a message for the command that ran.
package enum AdviceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The window's hour count is outside `AdviceWindow.hoursRange`.
    case hoursOutOfRange(Int, source: SettingSource)
    /// The window starts before the base time of the forecast issue used.
    case startsBeforeIssue(start: KSTDateTime, base: KSTDateTime)
    /// The window starts at or after the end of the forecast's hourly slots.
    case startsAfterForecast(start: KSTDateTime, hourlyEnd: KSTDateTime)
    /// The forecast has no time slots at all.
    case emptyForecast
    /// No hour of the window has a temperature for the cell (a sea cell, or an area KMA does not cover).
    case noTemperatures(cell: GridCell)

    package var description: String {
        switch self {
        case .hoursOutOfRange(let hours, let source):
            "\(source) must be from \(AdviceWindow.hoursRange.lowerBound) to \(AdviceWindow.hoursRange.upperBound) "
                + "hours, got \(hours)"
        case .startsBeforeIssue(let start, let base):
            "the window starts at \(start.iso8601), before the forecast issue of \(base.iso8601)"
        case .startsAfterForecast(let start, let end):
            "the window starts at \(start.iso8601), past the forecast's hourly slots, which end at \(end.iso8601)"
        case .emptyForecast: "the forecast has no time slots"
        case .noTemperatures(let cell): "the forecast has no temperatures for cell \(cell) in the window"
        }
    }
}
