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
    /// When the status is a remembered failure's (not asked this run): until when it is remembered.
    var until: KSTDateTime?

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

    /// Runs one optional source's provision, turning its failure into a status. A failure remembered from an
    /// earlier run (`FailureMemory`) stands for asking: no request, the status it earned, and until when.
    static func fetch(
        _ id: SourceID, log: @Sendable (String) -> Void, _ body: () async throws -> OptionalSource
    ) async -> OptionalSource {
        let recall = FailureRecall()
        var outcome: OptionalSource
        do {
            outcome = try await FailureRecall.$current.withValue(recall) { try await body() }
        } catch let error as KMAError where error.resultCode == .keyNotRegistered {
            if recall.record == nil { log("\(id.rawValue): the key is not registered for it (\(error.message))") }
            outcome = OptionalSource(status: .notRegistered)
        } catch {
            if recall.record == nil { log("\(id.rawValue): left out (\(error))") }
            outcome = OptionalSource(status: .unavailable)
        }
        // Only a status the source did not get by asking is remembered; an answer from another provider is not.
        if outcome.status != .ok {
            if let record = recall.record { log("\(id.rawValue): not asked: \(Self.recalled(record))") }
            outcome.until = recall.until
        }
        return outcome
    }

    /// `rejected the key at 12:01, remembered until 2026-12-03T00:00+09:00`.
    static func recalled(_ record: FailureRecord) -> String {
        let since = KSTDateTime(record.since)
        let at =
            "at " + (since.hour < 10 ? "0" : "") + "\(since.hour):" + (since.minute < 10 ? "0" : "")
            + "\(since.minute)"
        let what = record.reason == .rejected ? "rejected the key" : "failed (\(Self.ordinal(record.failures)) time)"
        let until = String(record.until.iso8601.dropLast(9)) + "+09:00"
        return "\(what) \(at), remembered until \(until)"
    }

    private static func ordinal(_ n: Int) -> String {
        switch (n % 10, n % 100) {
        case (1, let t) where t != 11: "\(n)st"
        case (2, let t) where t != 12: "\(n)nd"
        case (3, let t) where t != 13: "\(n)rd"
        default: "\(n)th"
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
