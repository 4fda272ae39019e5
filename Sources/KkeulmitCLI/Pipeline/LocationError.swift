import KkeulmitCore

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
