import Foundation

/// Sends one `ServiceRequest` and hands the answer to `decode`: the seam every operation goes through, layers
/// around one fetch per provider (docs/ARCHITECTURE.md). Decoding happens inside, so that the layers see what the
/// answer amounts to (a result code inside an HTTP 200 is retried like an HTTP 503).
package protocol Transport: Sendable {
    /// - Throws: what `decode` throws (`KMAError` for an answer that is not usable), `KMAError` for the transport's
    ///   own failures, `DeadlineExceeded`, `RequestBudgetExhausted`, `CancellationError`.
    func send<T: Sendable>(
        _ request: ServiceRequest, _ context: RequestContext, decode: @escaping @Sendable (HTTPAnswer) throws -> T
    ) async throws -> T
}

/// What a request is sent under besides itself, which belongs to one run (each `batch` line is one): its deadline
/// (no request or retry wait outlives it), the time one request may take, and its `--verbose` log.
package struct RequestContext: Sendable {
    package var deadline: Deadline
    /// Seconds one request may take before it fails with `KMAError.timedOut` (worth a retry).
    package var requestTimeout: Double
    /// One line per request and per retry; never the key or a URL.
    package var log: @Sendable (String) -> Void
    /// The run's time: the day a provider's quota is counted in. Nil: no quota is remembered beyond the process.
    package var now: Date?
    /// Told which provider sent the last answer of one fetch (JSON `sources[].provider`); set by the pipeline.
    package var answeredBy: Locked<ProviderID?>?
    /// The provider asked next should this one fail, which then hands over rather than retry (`handingOver`).
    package var nextProvider: ProviderID?
    /// When the next issue of the source asked for becomes callable: no back-off lasts past it (`FailureRule`).
    package var nextIssue: KSTDateTime?

    package init(
        deadline: Deadline, requestTimeout: Double, now: Date? = nil,
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        (self.deadline, self.requestTimeout, self.now, self.log) = (deadline, requestTimeout, now, log)
    }
}

/// A transport and the run it sends for: what a source's `fetch` asks its pages through.
package struct Exchange: Sendable {
    package let transport: any Transport
    package let context: RequestContext

    package func send<T: Sendable>(
        _ request: ServiceRequest, decode: @escaping @Sendable (HTTPAnswer) throws -> T
    ) async throws -> T {
        try Task.checkCancellation()
        do {
            return try await transport.send(request, context, decode: decode)
        } catch let error as KMAError where request.root != .forecast {
            // Said in the service's own voice wherever it is printed: the transport's layers decide on the bare one.
            throw KMAError.service(request.root, error)
        }
    }

    /// This exchange for one fetch at `now`; `nextIssue` bounds a failure's back-off.
    package func fetching(at now: Date, answeredBy: Locked<ProviderID?>, nextIssue: KSTDateTime? = nil) -> Exchange {
        var context = context
        context.now = now
        context.answeredBy = answeredBy
        context.nextIssue = nextIssue
        return Exchange(transport: transport, context: context)
    }
}
