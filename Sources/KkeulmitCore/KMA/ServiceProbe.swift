import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One light GET of a data.go.kr operation, for `kkeulmit doctor`: the same request path as `KMAClient` (the key
/// percent-encoded exactly once, the body capped while it arrives, every request bounded by its own timeout and the
/// run's deadline), but the answer is handed back as received, for the caller to classify with
/// `KMAResponseDecoder` or `PortalResponseDecoder`. Nothing is cached.
package struct ServiceProbe: Sendable {
    /// A complete answer: status, headers, body, and the server's `Date` header read as an instant.
    package struct Answer: Sendable {
        package var status: Int
        package var headers: [String: String]
        package var body: Data
        /// The `Date` header (RFC 9110 HTTP-date), nil when absent or unreadable.
        package var serverDate: Date?
    }

    /// Probe answers are a row or two; anything past this is not one.
    package static let maxResponseBytes = 256 * 1024

    private let serviceKey: ServiceKey
    private let fetcher: CappedHTTPFetcher
    private let requestTimeout: Double
    private let deadline: Deadline

    /// - Parameters:
    ///   - makeConfiguration: the URLSession configuration, asked for on the first request.
    ///   - requestTimeout: seconds each request may take before it fails with `KMAError.timedOut`.
    ///   - deadline: no request outlives it (`DeadlineExceeded(.kma)`).
    package init(
        serviceKey: ServiceKey, makeConfiguration: @escaping @Sendable () -> URLSessionConfiguration = { .ephemeral },
        requestTimeout: Double, deadline: Deadline
    ) {
        self.serviceKey = serviceKey
        self.fetcher = CappedHTTPFetcher(makeConfiguration: makeConfiguration)
        self.requestTimeout = requestTimeout
        self.deadline = deadline
    }

    /// GETs `root/path?serviceKey=…&query`.
    ///
    /// - Parameter query: the other parameters, already percent-encoded, without the key.
    /// - Throws: `KMAError.transport`, `.timedOut` or `.responseTooLarge`; `DeadlineExceeded(.kma)`.
    package func get(root: URL, path: String, query: String) async throws -> Answer {
        let request = request(root: root, path: path, query: query)
        let fetcher = fetcher
        let answer = try await deadline.bound(
            .kma, timeout: (requestTimeout, KMAError.timedOut(seconds: requestTimeout))
        ) { try await fetcher.fetch(request, maxBytes: Self.maxResponseBytes) }
        let date = KMAResponseDecoder.header(answer.headers, "Date").flatMap { HTTPDate.parse($0) }
        return Answer(
            status: answer.status, headers: answer.headers, body: answer.body,
            serverDate: date.map { Date(timeIntervalSince1970: $0) })
    }

    /// Internal: its URL holds the key.
    func request(root: URL, path: String, query: String) -> URLRequest {
        var components = URLComponents(url: root.appendingPathComponent(path), resolvingAgainstBaseURL: false)!
        components.percentEncodedQuery = "serviceKey=\(serviceKey.queryValue)" + (query.isEmpty ? "" : "&" + query)
        var request = URLRequest(url: components.url!)
        request.httpMethod = "GET"
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.timeoutInterval = max(1, requestTimeout.rounded(.up))
        return request
    }
}
