import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The network edge of every optional data.go.kr source other than the forecast's own operations (AirKorea's
/// stations, measurements and dust forecast, the UV index): one GET, the same way `KMAClient` sends it (the key
/// percent-encoded exactly once, the body capped while it arrives, each request bounded by its own timeout and the
/// run's deadline), classified by `PortalResponseDecoder` (gateway codes: 30 → key not registered, 12 under HTTP
/// 400, the 22/23 limits), and retried by the same `RetryPolicy` as the forecast.
package struct PortalClient: Sendable {
    /// A measurement or forecast answer is tens of kilobytes; anything past this is not one.
    package static let defaultMaxResponseBytes = 1 << 20

    /// Seconds each request may take before it fails with `KMAError.timedOut`.
    package let requestTimeout: Double
    package let maxResponseBytes: Int
    /// No request or retry wait outlives it.
    package let deadline: Deadline
    package let policy: RetryPolicy

    private let serviceKey: ServiceKey
    private let fetcher: CappedHTTPFetcher
    private let random: any RandomSource
    private let log: @Sendable (String) -> Void

    /// - Parameters:
    ///   - makeConfiguration: the URLSession configuration, asked for on the first request only.
    ///   - log: one line per request (path, status, bytes); never the key or the URL.
    package init(
        serviceKey: ServiceKey, makeConfiguration: @escaping @Sendable () -> URLSessionConfiguration = { .ephemeral },
        requestTimeout: Double, deadline: Deadline, policy: RetryPolicy = RetryPolicy(),
        random: any RandomSource = SystemRandomSource(), maxResponseBytes: Int = PortalClient.defaultMaxResponseBytes,
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.serviceKey = serviceKey
        self.fetcher = CappedHTTPFetcher(makeConfiguration: makeConfiguration)
        self.requestTimeout = requestTimeout
        self.deadline = deadline
        self.policy = policy
        self.random = random
        self.maxResponseBytes = maxResponseBytes
        self.log = log
    }

    /// A successful answer (result code `00`): its rows and the body as received, which is what the cache keeps.
    package struct Answer<Row: Decodable & Sendable>: Sendable {
        package var response: PortalResponse<Row>
        package var body: Data
    }

    /// GETs `root/path?serviceKey=…&query`, retrying transient failures while the deadline allows.
    ///
    /// - Parameter query: the other parameters, already percent-encoded, without the key.
    /// - Throws: the last attempt's `KMAError`; `DeadlineExceeded(.kma)`; `CancellationError`.
    package func get<Row>(_ row: Row.Type, root: URL, path: String, query: String) async throws -> Answer<Row> {
        var attempts = 0
        while true {
            try Task.checkCancellation()
            attempts += 1
            do {
                return try await once(row, root: root, path: path, query: query)
            } catch {
                let decision = policy.decision(
                    after: error, attemptsMade: attempts, remainingSeconds: deadline.remainingSeconds,
                    jitter: random.nextUnit())
                guard case .retry(let delay) = decision else { throw error }
                emit("\(path): attempt \(attempts) of \(policy.maxAttempts) failed (\(error)); retrying")
                try await deadline.sleep(seconds: delay)
            }
        }
    }

    private func once<Row>(_ row: Row.Type, root: URL, path: String, query: String) async throws -> Answer<Row> {
        let request = request(root: root, path: path, query: query)
        let fetcher = fetcher
        let maxBytes = maxResponseBytes
        let clock = ContinuousClock()
        let started = clock.now
        do {
            let answer = try await deadline.bound(
                .kma, timeout: (requestTimeout, KMAError.timedOut(seconds: requestTimeout))
            ) { try await fetcher.fetch(request, maxBytes: maxBytes) }
            emit("\(path): HTTP \(answer.status), \(answer.body.count) bytes, \(Self.ms(since: started, clock)) ms")
            let response = try PortalResponseDecoder.decode(
                row, status: answer.status, headers: answer.headers, body: answer.body)
            return Answer(response: response, body: answer.body)
        } catch let error as KMAError {
            emit("\(path): failed after \(Self.ms(since: started, clock)) ms: \(error.message)")
            throw error
        } catch let error as DeadlineExceeded {
            emit("\(path): stopped after \(Self.ms(since: started, clock)) ms: \(error.message)")
            throw error
        }
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

    private func emit(_ line: String) {
        log(serviceKey.redact(line))
    }

    private static func ms(since start: ContinuousClock.Instant, _ clock: ContinuousClock) -> Int {
        let d = start.duration(to: clock.now)
        return Int(d.components.seconds * 1000 + d.components.attoseconds / 1_000_000_000_000_000)
    }
}
