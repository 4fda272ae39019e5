/// Sends one `ServiceRequest` and hands the answer to `decode`: the seam every data.go.kr operation goes through.
///
/// One fetch (`DataGoKrTransport`: the key, the URL, the size cap, the deadline bound, the log line) with layers
/// around it, each a `Transport` too: `BudgetedTransport` (`--max-requests`), `RetryingTransport` (`RetryPolicy`).
/// A second provider is one more fetch of the same shape, chosen by a layer around both; sources never know which
/// answered. Decoding happens inside, so that the layers see what the answer amounts to (a result code inside an
/// HTTP 200 is retried like an HTTP 503).
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

    package init(deadline: Deadline, requestTimeout: Double, log: @escaping @Sendable (String) -> Void = { _ in }) {
        self.deadline = deadline
        self.requestTimeout = requestTimeout
        self.log = log
    }
}

/// A transport and the run it sends for: what a source's `fetch` asks its pages through.
package struct Exchange: Sendable {
    package let transport: any Transport
    package let context: RequestContext

    package init(transport: any Transport, context: RequestContext) {
        self.transport = transport
        self.context = context
    }

    package func send<T: Sendable>(
        _ request: ServiceRequest, decode: @escaping @Sendable (HTTPAnswer) throws -> T
    ) async throws -> T {
        try Task.checkCancellation()
        return try await transport.send(request, context, decode: decode)
    }
}
