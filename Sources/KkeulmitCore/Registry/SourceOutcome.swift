/// An optional source's answer for one run: its value if any, when it was issued or measured, and the status JSON
/// `sources` reports. Fetching one never throws: a failure is a status (and a `--verbose` line), not an exit code.
package struct OptionalSource<Value: Sendable>: Sendable {
    package var status: SourceStatus
    package var value: Value?
    package var issued: KSTDateTime?
    /// The provider that sent the answer used (a kept one too); nil when none was used or it is not known.
    package var provider: ProviderID?
    /// When the status is a remembered failure's (not asked this run): until when it is remembered.
    package var until: KSTDateTime?

    package init(status: SourceStatus, value: Value? = nil, issued: KSTDateTime? = nil, provider: ProviderID? = nil) {
        (self.status, self.value, self.issued, self.provider) = (status, value, issued, provider)
    }

    /// A provided answer: `ok`, or `stale` when a kept one stood in for a failed fetch.
    package init(_ provided: Provided<some Sendable>, value: Value?, issued: KSTDateTime?) {
        self.init(status: provided.isStale ? .stale : .ok, value: value, issued: issued, provider: provided.provider)
    }

    /// Runs one optional source's provision, turning its failure into a status. A failure remembered from an
    /// earlier run (`FailureMemory`) stands for asking: no request, the status it earned, and until when.
    package static func fetch(
        _ id: SourceID, log: @Sendable (String) -> Void, _ body: () async throws -> OptionalSource
    ) async -> OptionalSource {
        let recall = FailureRecall()
        let result: Result<OptionalSource, any Error>
        do {
            result = .success(try await FailureRecall.$current.withValue(recall) { try await body() })
        } catch {
            result = .failure(error)
        }
        return settled(id, result, recall, log)
    }

    /// A source not started because `provider` is remembered refused its first request (`SourceRegistry.start`):
    /// what `fetch` makes of the same refusal when the transport recalls it.
    package static func refused(
        _ id: SourceID, _ record: FailureRecord, by provider: ProviderID, log: @Sendable (String) -> Void
    ) -> OptionalSource {
        let recall = FailureRecall()
        recall.note(record, asked: false)
        return settled(id, .failure(record.error(provider: provider)), recall, log)
    }

    private static func settled(
        _ id: SourceID, _ result: Result<OptionalSource, any Error>, _ recall: FailureRecall,
        _ log: @Sendable (String) -> Void
    ) -> OptionalSource {
        var outcome: OptionalSource
        switch result {
        case .success(let answer):
            outcome = answer
        case .failure(let error as KMAError) where error.resultCode == .keyNotRegistered:
            if recall.record == nil { log("\(id.rawValue): the key is not registered for it (\(error.message))") }
            outcome = OptionalSource(status: .notRegistered)
        case .failure(let error):
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
    package static func recalled(_ record: FailureRecord) -> String {
        let since = KSTDateTime(record.since)
        let at = "at " + pad(since.hour, 2) + ":" + pad(since.minute, 2)
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

/// An optional source's outcome with its value's type forgotten: what the registry keeps of each source in a run,
/// and what JSON `sources` and the engine's readings are made from.
package struct SourceResult: Sendable {
    package var id: SourceID
    package var status: SourceStatus
    package var value: (any Sendable)?
    package var issued: KSTDateTime?
    package var provider: ProviderID?
    package var until: KSTDateTime?
    /// Whether the run asked for it (a fetch was started), whatever came of it.
    package var asked = false

    package init(id: SourceID, status: SourceStatus) {
        (self.id, self.status) = (id, status)
    }

    package init(id: SourceID, _ outcome: OptionalSource<some Sendable>, asked: Bool = false) {
        (self.id, self.asked, status, value) = (id, asked, outcome.status, outcome.value)
        (issued, provider, until) = (outcome.issued, outcome.provider, outcome.until)
    }
}
