import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The one fetch every data.go.kr request goes through: the URL from the run's roots with the key as `serviceKey`
/// (percent-encoded exactly once, docs/KMA.md "The service key"), the body capped while it arrives
/// (`CappedHTTPFetcher`), bounded by the request's own timeout and by the run's deadline, one log line, then the
/// caller's decoding. One URLSession for every service, opened on the first request: a run answered from the cache
/// never opens one.
package struct DataGoKrTransport: Transport {
    package let roots: ServiceRoots
    private let key: ServiceKey
    private let fetcher: CappedHTTPFetcher

    /// - Parameter network: the URLSession configuration (asked for only when the first request is sent) and
    ///   what must be in place before then.
    package init(key: ServiceKey, roots: ServiceRoots = ServiceRoots(), network: NetworkAccess = NetworkAccess()) {
        (self.key, self.roots) = (key, roots)
        var session = network
        session.configuration = {
            // One session for every request of the process (thousands in `batch`): no URL cache to keep them all.
            let made = network.configuration()
            made.urlCache = nil
            made.requestCachePolicy = .reloadIgnoringLocalCacheData
            return made
        }
        self.fetcher = CappedHTTPFetcher(network: session)
    }

    package func send<T: Sendable>(
        _ request: ServiceRequest, _ context: RequestContext, decode: @escaping @Sendable (HTTPAnswer) throws -> T
    ) async throws -> T {
        let urlRequest = self.urlRequest(request, timeout: context.requestTimeout)
        let (fetcher, maxBytes, timeout) = (fetcher, request.maxBytes, context.requestTimeout)
        let clock = ContinuousClock()
        let started = clock.now
        let elapsed = { Self.milliseconds(started.duration(to: clock.now)) }
        do {
            // Whichever comes first: this request's timeout (a transient failure, worth a retry) or the deadline.
            let answer = try await context.deadline.bound(
                .kma, timeout: (timeout, KMAError.timedOut(seconds: timeout))
            ) { try await fetcher.fetch(urlRequest, maxBytes: maxBytes) }
            emit(context, "\(request.label): HTTP \(answer.status), \(answer.body.count) bytes, \(elapsed()) ms")
            return try decode(answer)
        } catch let error as KMAError {
            emit(context, "\(request.label): failed after \(elapsed()) ms: \(error.message)")
            throw error
        } catch let error as DeadlineExceeded {
            emit(context, "\(request.label): stopped after \(elapsed()) ms: \(error.message)")
            throw error
        }
    }

    /// Internal: its URL holds the key.
    func urlRequest(_ request: ServiceRequest, timeout: Double) -> URLRequest {
        var components = URLComponents(
            url: roots[request.root].appendingPathComponent(request.path), resolvingAgainstBaseURL: false)!
        let query = request.percentEncodedQuery
        components.percentEncodedQuery = "serviceKey=\(key.queryValue)" + (query.isEmpty ? "" : "&" + query)
        var made = URLRequest(url: components.url!)
        made.httpMethod = "GET"
        made.setValue("application/json", forHTTPHeaderField: "Accept")
        // libcurl truncates this to whole seconds and it cannot stop a hung 401; `send`'s bound is the real one.
        made.timeoutInterval = max(1, timeout.rounded(.up))
        return made
    }

    private func emit(_ context: RequestContext, _ line: String) {
        context.log(key.redact(line))
    }

    private static func milliseconds(_ d: Duration) -> Int {
        Int(d.components.seconds * 1000 + d.components.attoseconds / 1_000_000_000_000_000)
    }
}
