import Foundation
import KkeulmitCore

/// An optional source's answer for one run: its value when it had one, when that value was issued or measured,
/// and the status JSON `sources` reports. Fetching one never throws: a failure is a status (and a `--verbose`
/// line), never an exit code.
struct OptionalSource<Value: Sendable>: Sendable {
    var status: SourceStatus
    var value: Value?
    var issued: KSTDateTime?
    /// The provider that sent the answer used (a kept one too); nil when none was used or it is not known.
    var provider: ProviderID?

    init(status: SourceStatus, value: Value? = nil, issued: KSTDateTime? = nil, provider: ProviderID? = nil) {
        self.status = status
        self.value = value
        self.issued = issued
        self.provider = provider
    }

    /// A provided answer: `ok`, or `stale` when a kept one stood in for a failed fetch.
    init(_ provided: Provided<some Sendable>, value: Value?, issued: KSTDateTime?) {
        self.init(status: provided.isStale ? .stale : .ok, value: value, issued: issued, provider: provided.provider)
    }

    /// Runs one optional source's provision, turning its failure into a status.
    static func fetch(
        _ id: SourceID, log: @Sendable (String) -> Void, _ body: () async throws -> OptionalSource
    ) async -> OptionalSource {
        do {
            return try await body()
        } catch let error as KMAError where error.resultCode == .keyNotRegistered {
            log("\(id.rawValue): the key is not registered for it (\(error.message))")
            return OptionalSource(status: .notRegistered)
        } catch {
            log("\(id.rawValue): left out (\(error))")
            return OptionalSource(status: .unavailable)
        }
    }
}

extension OptionalSource where Value == KMAForecast {
    /// The ultra-short product `source` for `cell`, through the run's pipeline, when the command uses it.
    static func nowcast(
        _ source: GridForecastSource, use: SourceUse, cell: GridCell, provider: SourceProvider, now: Date,
        maxStale: Double, log: @escaping @Sendable (String) -> Void
    ) async -> OptionalSource {
        guard use == .on else { return OptionalSource(status: use.idleStatus) }
        return await fetch(source.product.id, log: log) {
            let provided = try await provider.provide(
                source, cell, now: now, maxStale: min(maxStale, source.usefulSeconds))
            log("\(source.product.operation): \(provided.value.base) issue, \(provided.origin)")
            return OptionalSource(provided, value: provided.value, issued: provided.value.base.time)
        }
    }
}
