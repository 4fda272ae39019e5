import Foundation

@testable import KkeulmitCore
@testable import KkeulmitDomain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What a stub host does with one request.
enum StubReply: Sendable {
    /// Answers with `status` and `headers`, loading `chunks` one after another.
    case respond(status: Int, headers: [String: String], chunks: [Data])
    /// Fails as a transport error would.
    case fail(URLError)
    /// Never answers, never fails: a server that hangs.
    case hang

    static func body(_ data: Data, status: Int = 200, headers: [String: String] = [:]) -> StubReply {
        .respond(status: status, headers: headers, chunks: [data])
    }
}

/// Answers requests for `*.kma.test` hosts from per-host handlers, so parallel tests never share one.
///
/// Installed only through `URLSessionConfiguration.protocolClasses` (`URLProtocol.registerClass` is ignored by
/// sessions on Linux). Not marked Sendable: URLProtocol's conformance is unavailable on Linux.
final class StubURLProtocol: URLProtocol {
    static let hostSuffix = ".kma.test"

    override class func canInit(with request: URLRequest) -> Bool {
        request.url?.host?.hasSuffix(hostSuffix) ?? false
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        guard let host = request.url?.host, let reply = StubRegistry.shared.reply(to: request, host: host) else {
            client?.urlProtocol(self, didFailWithError: URLError(.cannotFindHost))
            return
        }
        switch reply {
        case .respond(let status, let headers, let chunks):
            let response = HTTPURLResponse(
                url: request.url!, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)!
            client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
            for chunk in chunks { client?.urlProtocol(self, didLoad: chunk) }
            client?.urlProtocolDidFinishLoading(self)
        case .fail(let error):
            client?.urlProtocol(self, didFailWithError: error)
        case .hang:
            break
        }
    }

    override func stopLoading() {}
}

/// Per-host handlers and the requests each host saw, behind a lock.
final class StubRegistry: Sendable {
    static let shared = StubRegistry()

    private struct State {
        var handlers: [String: @Sendable (URLRequest) -> StubReply] = [:]
        var seen: [String: [URLRequest]] = [:]
    }

    private let state = Locked(State())

    func register(host: String, handler: @escaping @Sendable (URLRequest) -> StubReply) {
        state.withLock { $0.handlers[host] = handler }
    }

    func unregister(host: String) {
        state.withLock {
            $0.handlers[host] = nil
            $0.seen[host] = nil
        }
    }

    func reply(to request: URLRequest, host: String) -> StubReply? {
        let handler = state.withLock {
            $0.seen[host, default: []].append(request)
            return $0.handlers[host]
        }
        return handler?(request)
    }

    func requests(host: String) -> [URLRequest] {
        state.withLock { $0.seen[host] ?? [] }
    }
}

/// A fake KMA server on a host of its own, for one test.
final class StubServer: Sendable {
    let host = "\(UUID().uuidString.lowercased())\(StubURLProtocol.hostSuffix)"
    var baseURL: URL { URL(string: "https://\(host)/1360000/VilageFcstInfoService_2.0")! }

    init(_ handler: @escaping @Sendable (URLRequest) -> StubReply) {
        StubRegistry.shared.register(host: host, handler: handler)
    }

    deinit { StubRegistry.shared.unregister(host: host) }

    /// The requests this host received, in order.
    var requests: [URLRequest] { StubRegistry.shared.requests(host: host) }

    /// An ephemeral session configuration that routes to the stub.
    static func configuration() -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubURLProtocol.self]
        return configuration
    }

    /// The real transport to this host, with `root` pointing at the stub.
    func transport(key: ServiceKey = TestKey.raw) -> ProviderTransport {
        ProviderTransport(
            .dataGoKr(
                key: key,
                roots: ServiceRoots([
                    .forecast: baseURL, .airKorea: airKoreaURL, .living: livingURL,
                    .alerts: URL(string: "https://\(host)/1360000/WthrWrnInfoService")!,
                    .health: URL(string: "https://\(host)/1360000/HealthWthrIdxServiceV3")!,
                ])),
            network: NetworkAccess(configuration: Self.configuration))
    }

    var airKoreaURL: URL { URL(string: "https://\(host)/B552584")! }
    var livingURL: URL { URL(string: "https://\(host)/1360000/LivingWthrIdxServiceV5")! }

    /// The forecast service's issues through the real transport.
    func client(
        key: ServiceKey = TestKey.raw, requestTimeout: Double = 5, maxResponseBytes: Int = 4_000_000,
        log: (@Sendable (String) -> Void)? = nil
    ) -> IssueFetcher {
        IssueFetcher(
            transport: transport(key: key), requestTimeout: requestTimeout, log: log ?? { _ in },
            maxResponseBytes: maxResponseBytes)
    }
}

/// A made-up key with every character that needs escaping; never a real one.
enum TestKey {
    static let rawText = "ab+cd/ef=="
    static let encodedText = "ab%2Bcd%2Fef%3D%3D"
    static let raw = ServiceKey(rawText)!
    static let encoded = ServiceKey(encodedText)!
}
