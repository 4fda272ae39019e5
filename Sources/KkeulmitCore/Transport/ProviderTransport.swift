import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The one fetch every request goes through: the provider's URL for the operation with its key in the provider's
/// parameter (percent-encoded exactly once, docs/KMA.md "The service key"), the body capped while it arrives,
/// bounded by the request's timeout and the run's deadline, one log line, then the caller's decoding. One
/// URLSession for every service, opened on the first request.
package struct ProviderTransport: Transport {
    package let provider: ServiceProvider
    private let fetcher: CappedHTTPFetcher

    package init(_ provider: ServiceProvider, network: NetworkAccess = NetworkAccess()) {
        (self.provider, fetcher) = (provider, CappedHTTPFetcher(network: Self.session(network)))
    }

    /// The providers of one process, through one URLSession.
    package static func sharingOneSession(_ providers: [ServiceProvider], network: NetworkAccess) -> [Self] {
        let first = ProviderTransport(providers[0], network: network)
        return providers.map { ProviderTransport(provider: $0, fetcher: first.fetcher) }
    }

    private init(provider: ServiceProvider, fetcher: CappedHTTPFetcher) {
        (self.provider, self.fetcher) = (provider, fetcher)
    }

    /// Providers of one process share one URLSession configuration, made once.
    private static func session(_ network: NetworkAccess) -> NetworkAccess {
        var session = network
        session.configuration = {
            // One session for every request of the process (thousands in `batch`): no URL cache to keep them all.
            let made = network.configuration()
            made.urlCache = nil
            made.requestCachePolicy = .reloadIgnoringLocalCacheData
            return made
        }
        return session
    }

    /// - Throws: `NoProvider` when this provider does not serve the operation; else as `Transport.send`.
    package func send<T: Sendable>(
        _ request: ServiceRequest, _ context: RequestContext, decode: @escaping @Sendable (HTTPAnswer) throws -> T
    ) async throws -> T {
        guard let urlRequest = self.urlRequest(request, timeout: context.requestTimeout) else {
            throw NoProvider(operation: request.path, asked: [provider.id])
        }
        let (fetcher, maxBytes, timeout) = (fetcher, request.maxBytes, context.requestTimeout)
        let clock = ContinuousClock()
        let started = clock.now
        let elapsed = { Int(Deadline.seconds(started.duration(to: clock.now)) * 1000) }
        let label = provider.id == .dataGoKr ? request.label : "\(request.label) (\(provider.id.displayName))"
        do {
            // Whichever comes first: this request's timeout (a transient failure, worth a retry) or the deadline.
            let answer = try await context.deadline.bound(
                .request(request.root), timeout: (timeout, KMAError.timedOut(seconds: timeout))
            ) { try await fetcher.fetch(urlRequest, maxBytes: maxBytes) }
            emit(context, "\(label): HTTP \(answer.status), \(answer.body.count) bytes, \(elapsed()) ms")
            let decoded = try decode(answer)
            context.answeredBy?.withLock { $0 = provider.id }
            return decoded
        } catch let error as KMAError {
            let error = provider.id.dialect(error)
            emit(context, "\(label): failed after \(elapsed()) ms: \(error.message(as: ServiceVoice(request.root)))")
            throw error
        } catch let error as DeadlineExceeded {
            emit(context, "\(label): stopped after \(elapsed()) ms: \(error.message)")
            throw error
        }
    }

    /// Internal: its URL holds the key. Nil when the provider does not serve the operation.
    func urlRequest(_ request: ServiceRequest, timeout: Double) -> URLRequest? {
        guard let url = provider.operationURL(request),
            var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        else { return nil }
        let query = request.percentEncodedQuery
        components.percentEncodedQuery =
            "\(provider.id.keyParameter)=\(provider.key.queryValue)" + (query.isEmpty ? "" : "&" + query)
        guard let url = components.url else { return nil }
        var made = URLRequest(url: url)
        made.httpMethod = "GET"
        made.setValue("application/json", forHTTPHeaderField: "Accept")
        // libcurl truncates this to whole seconds and it cannot stop a hung 401; `send`'s bound is the real one.
        made.timeoutInterval = max(1, timeout.rounded(.up))
        return made
    }

    private func emit(_ context: RequestContext, _ line: String) {
        context.log(provider.key.redact(line))
    }
}

/// No provider the run has a key for serves an operation (AirKorea with an API Hub key alone): nothing was sent.
package struct NoProvider: Error, Equatable, Sendable, CustomStringConvertible {
    package var operation: String
    package var asked: [ProviderID]

    package init(operation: String, asked: [ProviderID]) {
        (self.operation, self.asked) = (operation, asked)
    }

    package var description: String {
        "no provider with a key serves \(operation) (asked: "
            + asked.map(\.displayName).joined(separator: ", ") + "); it is served by data.go.kr: set KMA_SERVICE_KEY"
    }
}
