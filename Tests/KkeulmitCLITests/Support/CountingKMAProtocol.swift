import Foundation
import KkeulmitCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Answers every request to a `*.counting.test` host with the fixture of its operation, for any cell, station or
/// area (the UV answer is re-labelled with the area asked for), and records each request as its operation and
/// parameters without the key, so that tests of `batch` see exactly what was sent, and what was sent twice.
///
/// Installed only through `URLSessionConfiguration.protocolClasses`. Not marked Sendable: URLProtocol's
/// conformance is unavailable on Linux.
final class CountingKMAProtocol: URLProtocol {
    static let hostSuffix = ".counting.test"
    private static let seen = Locked<[String: [String]]>([:])

    static let fixtures: [String: Data] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")
        let names = [
            "getVilageFcst": "KMA/vilage-fcst-0500-success.json",
            "getUltraSrtNcst": "KMA/ultra-srt-ncst-0700-success.json",
            "getUltraSrtFcst": "KMA/ultra-srt-fcst-0630-success.json",
            "getNearbyMsrstnList": "AirKorea/nearby-msrstn-list-jongno-success.json",
            "getMsrstnAcctoRltmMesureDnsty": "AirKorea/msrstn-rltm-mesure-dnsty-jongno-success.json",
            "getMinuDustFrcstDspth": "AirKorea/minu-dust-frcst-dspth-20261130-0500.json",
            "getUVIdxV5": "UV/uv-idx-v5-1111000000-2026113006-success.json",
            "getPwnCd": "Alerts/pwn-cd-empty-day-00.json",
            "getOakPollenRiskIdxV3": "Pollen/pollen-oak-recorded-off-season.json",
            "getPinePollenRiskIdxV3": "Pollen/pollen-oak-recorded-off-season.json",
            "getWeedsPollenRiskndxV3": "Pollen/pollen-weeds-off-season.json",
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

    /// `"getVilageFcst 60,127"` for each forecast request `host` received, in arrival order; the other services'
    /// as their operation and query without the key (`"getUVIdxV5 areaNo=1111000000&time=2026113006…"`).
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
        let asked =
            operation.hasPrefix("getVilage") || operation.hasPrefix("getUltraSrt")
            ? "\(operation) \(value("nx")),\(value("ny"))"
            : operation + " "
                + query.filter { $0.name != "serviceKey" }.map { "\($0.name)=\($0.value ?? "")" }
                .joined(separator: "&")
        Self.seen.withLock { $0[host, default: []].append(asked) }
        var body = Self.fixtures[operation] ?? Data()
        if operation == "getUVIdxV5" {
            body = Data(
                String(decoding: body, as: UTF8.self).replacingOccurrences(
                    of: "\"1111000000\"", with: "\"\(value("areaNo"))\""
                ).utf8)
        }
        let response = HTTPURLResponse(
            url: url, statusCode: 200, httpVersion: "HTTP/1.1",
            headerFields: ["Content-Type": "application/json;charset=UTF-8"])!
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: body)
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
}
