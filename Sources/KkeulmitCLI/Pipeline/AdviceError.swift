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

/// A location that parsed but cannot be served (exit 64).
package enum LocationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `--place` matched nothing in KMA's table.
    case unknownPlace(String, suggestions: [String])
    /// `--place` matched several areas; `candidates` are their full names.
    case ambiguousPlace(String, candidates: [String])
    /// The coordinate lies outside KMA's grid.
    case outsideGrid(latitude: Double, longitude: Double)
    /// The cell lies outside KMA's grid (`GridCell.nxRange`, `GridCell.nyRange`).
    case outsideGridCell(nx: Int, ny: Int)

    package var description: String {
        switch self {
        case .unknownPlace(let name, let suggestions):
            "no place named \(quoted(name)) in KMA's table"
                + (suggestions.isEmpty
                    ? "" : " (did you mean " + suggestions.prefix(5).map { "'\($0)'" }.joined(separator: ", ") + "?)")
        case .ambiguousPlace(let name, let candidates):
            "place \(quoted(name)) is ambiguous: "
                + candidates.prefix(8).map { "'\($0)'" }.joined(separator: ", ")
                + (candidates.count > 8 ? " and \(candidates.count - 8) more" : "") + "; give the full name"
        case .outsideGrid(let lat, let lon):
            "\(NumberText.format(lat, places: 6, fixed: false)), \(NumberText.format(lon, places: 6, fixed: false)) "
                + "is outside KMA's forecast grid"
        case .outsideGridCell(let nx, let ny):
            "grid cell \(nx),\(ny) is outside KMA's forecast grid (nx \(GridCell.nxRange.lowerBound)–"
                + "\(GridCell.nxRange.upperBound), ny \(GridCell.nyRange.lowerBound)–\(GridCell.nyRange.upperBound))"
        }
    }
}

/// Something kkeulmit itself got wrong: a state the command-line layer should have made impossible (exit 70).
package struct InternalError: Error, Equatable, Sendable, CustomStringConvertible {
    package var message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}
