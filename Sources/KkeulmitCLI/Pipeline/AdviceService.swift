import KkeulmitCore

/// THE SEAM between the command-line layer and the forecast pipeline.
///
/// `Application` resolves arguments, config and environment into an `AdviceRequest`, calls `advice(for:)`, and
/// renders the returned `AdviceReport`. The implementation (KMA client + cache + place directory + projection +
/// outfit engine) lives elsewhere; throw `KMAError` for KMA failures, `LocationError` for places and coordinates
/// that cannot be served, `ConfigurationError` for configuration problems; anything else is an internal error.
package protocol AdviceService: Sendable {
    /// The advice for `request`, by `deadline` (the run's, made from `--timeout`). `diagnostics` prints on stderr
    /// with `--verbose` only.
    func advice(for request: AdviceRequest, deadline: Deadline, diagnostics: Diagnostics) async throws -> AdviceReport

    /// `grid`: the cell of a coordinate, or the centre of a cell.
    func grid(_ query: GridOptions.Query) throws -> GridAnswer
}

/// What `grid` prints.
package enum GridAnswer: Equatable, Sendable {
    case cell(nx: Int, ny: Int)
    case coordinates(latitude: Double, longitude: Double)
}

/// A location that parsed but cannot be served (exit 64).
package enum LocationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `--place` matched nothing in KMA's table.
    case unknownPlace(String, suggestions: [String])
    /// `--place` matched several areas; `candidates` are their full names.
    case ambiguousPlace(String, candidates: [String])
    /// The coordinate lies outside KMA's grid.
    case outsideGrid(latitude: Double, longitude: Double)

    package var description: String {
        switch self {
        case .unknownPlace(let name, let suggestions):
            "no place named '\(name)' in KMA's table"
                + (suggestions.isEmpty
                    ? "" : " (did you mean " + suggestions.prefix(5).map { "'\($0)'" }.joined(separator: ", ") + "?)")
        case .ambiguousPlace(let name, let candidates):
            "place '\(name)' is ambiguous: "
                + candidates.prefix(8).map { "'\($0)'" }.joined(separator: ", ")
                + (candidates.count > 8 ? " and \(candidates.count - 8) more" : "") + "; give the full name"
        case .outsideGrid(let lat, let lon):
            "\(NumberText.format(lat, places: 6, fixed: false)), \(NumberText.format(lon, places: 6, fixed: false)) "
                + "is outside KMA's forecast grid"
        }
    }
}

/// Raised by the placeholder service; maps to exit 70.
package struct InternalError: Error, Equatable, Sendable, CustomStringConvertible {
    package var message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}

/// PLACEHOLDER until the KMA client, place directory, projection and outfit engine are merged: every call fails
/// with an internal error. This is the only unfinished piece of the CLI layer.
package struct UnwiredAdviceService: AdviceService {
    package init() {}

    package func advice(for request: AdviceRequest, deadline: Deadline, diagnostics: Diagnostics) async throws
        -> AdviceReport
    {
        throw InternalError("the forecast pipeline is not wired in yet")
    }

    package func grid(_ query: GridOptions.Query) throws -> GridAnswer {
        throw InternalError("the grid projection is not wired in yet")
    }
}

/// `--verbose` diagnostics on stderr; silent otherwise. Lines are redacted like every other output.
package struct Diagnostics: Sendable {
    let sink: @Sendable (String) -> Void
    package let enabled: Bool

    package init(enabled: Bool, sink: @escaping @Sendable (String) -> Void) {
        self.enabled = enabled
        self.sink = sink
    }

    /// Writes `kkeulmit: <message>` when verbose.
    package func log(_ message: @autoclosure () -> String) {
        guard enabled else { return }
        sink(message())
    }
}
