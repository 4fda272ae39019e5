import KkeulmitCore

/// What the command-line layer asks of the forecast pipeline (`ForecastAdviceService`; docs/ARCHITECTURE.md). It
/// throws `KMAError` for KMA failures, `LocationError` for places and coordinates that cannot be served,
/// `AdviceError` when the forecast cannot serve the request's window; anything else is an internal error. None
/// names a command-line option: `FailureReport` does that, knowing the command.
package protocol AdviceService: Sendable {
    /// The advice for `request`, by `deadline` (the run's, from `--timeout`); `diagnostics`: stderr, `--verbose` only.
    func advice(for request: AdviceRequest, deadline: Deadline, diagnostics: Diagnostics) async throws -> AdviceReport

    /// `grid`: the cell of a coordinate or place, or the centre of a cell.
    func grid(_ query: LocationSpec) throws -> GridAnswer

    /// The optional sources the service asks; the config's switches, `doctor`'s probes and JSON `sources` come from it.
    var registry: SourceRegistry { get }
}

extension AdviceService {
    package var registry: SourceRegistry { .builtIn }
}

/// What `grid` prints.
package enum GridAnswer: Equatable, Sendable {
    case cell(nx: Int, ny: Int)
    case coordinates(latitude: Double, longitude: Double)
}
