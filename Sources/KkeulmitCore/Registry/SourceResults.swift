/// What every optional source gave one run, in the registry's order, and the place they were asked about.
package struct SourceResults: Sendable {
    package var all: [SourceResult]
    /// The table place the sources were asked about; nil when none was needed or none is near.
    package var place: SourcePlace?

    package init(_ all: [SourceResult], place: SourcePlace?) {
        (self.all, self.place) = (all, place)
    }

    package subscript(id: SourceID) -> SourceResult? { all.first { $0.id == id } }

    /// `id`'s value, when it answered with one of type `T`.
    package func value<T>(_ id: SourceID, as type: T.Type = T.self) -> T? { self[id]?.value as? T }
}

extension SourceRegistry {
    /// `--demo`: each source the run uses from its built-in sample (`demo`), read by the live decoders; no request.
    /// A source without a sample says `notApplicable`.
    package func demo(_ run: SourceRun, _ switches: SourceSwitches) -> SourceResults {
        let all = optional.map { declaration in
            let status = use(declaration, run.window, switches)
            guard status == .on else { return SourceResult(id: declaration.id, status: status.idleStatus) }
            return Self.demo(declaration, run)
        }
        return SourceResults(all, place: run.place)
    }

    private static func demo<D: SourceDeclaration>(_ declaration: D, _ run: SourceRun) -> SourceResult {
        guard let outcome = declaration.demo(run) else {
            return SourceResult(id: declaration.id, status: .notApplicable)
        }
        return SourceResult(id: declaration.id, outcome)
    }
}
