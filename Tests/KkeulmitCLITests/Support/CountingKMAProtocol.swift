import Foundation
import KkeulmitCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Answers every request to a `*.counting.test` host with the KMA fixture of its operation, for any cell, and
/// counts the requests per host, operation and cell, so that tests of `batch` see exactly what was sent.
///
/// Installed only through `URLSessionConfiguration.protocolClasses`. Not marked Sendable: URLProtocol's
/// conformance is unavailable on Linux.
final class CountingKMAProtocol: URLProtocol {
    static let hostSuffix = ".counting.test"
    private static let seen = Locked<[String: [String]]>([:])

    static let fixtures: [String: Data] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/KMA")
        let names = [
            "getVilageFcst": "vilage-fcst-0500-success.json", "getUltraSrtNcst": "ultra-srt-ncst-0700-success.json",
            "getUltraSrtFcst": "ultra-srt-fcst-0630-success.json",
        ]
        return names.mapValues { (try? Data(contentsOf: root.appendingPathComponent($0))) ?? Data() }
    }()

    /// A host of its own for one test, so tests running in parallel never share counts.
    static func host() -> String { "k" + UUID().uuidString.prefix(8).lowercased() + hostSuffix }

    static func configuration() -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [CountingKMAProtocol.self]
        return configuration
    }

    /// `"getVilageFcst 60,127"` for each request `host` received, in arrival order.
    static func requests(to host: String) -> [String] { seen.withLock { $0[host] ?? [] } }

    override class func canInit(with request: URLRequest) -> Bool {
        request.url?.host?.hasSuffix(hostSuffix) ?? false
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        guard let url = request.url, let host = url.host else { return }
        let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        let value = { (name: String) in query.first { $0.name == name }?.value ?? "" }
        let operation = url.lastPathComponent
        Self.seen.withLock { $0[host, default: []].append("\(operation) \(value("nx")),\(value("ny"))") }
        let response = HTTPURLResponse(
            url: url, statusCode: 200, httpVersion: "HTTP/1.1",
            headerFields: ["Content-Type": "application/json;charset=UTF-8"])!
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: Self.fixtures[operation] ?? Data())
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
}
