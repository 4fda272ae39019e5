import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// How the process reaches the network: the URLSession configuration (a stub's in tests), asked for when the first
/// request is sent, and what must be in place before then: the executable loads libcurl there (`CCurlLoader`), and
/// a library that cannot be loaded is that request's `KMAError.transport`, never a crash on a URLSession thread.
package struct NetworkAccess: Sendable {
    package var configuration: @Sendable () -> URLSessionConfiguration
    /// Nil when the network can be used, else why not, in a few words.
    package var prepare: @Sendable () -> String?
    /// What libcurl reported of the newest failed transfer to a host (the executable's `CCurlLoader`); nil when
    /// nothing was, or where libcurl is not watched (tests' stubs).
    package var diagnose: @Sendable (_ host: String) -> CurlReport?
    /// The proxy a request to a URL goes through (`https_proxy`, `no_proxy`), as `host:port`; nil for none.
    package var proxy: @Sendable (URL) -> String?

    /// libcurl's own words for a failed transfer: the CURLcode, CURLINFO_SSL_VERIFYRESULT, CURLINFO_HTTP_CONNECTCODE.
    package struct CurlReport: Equatable, Sendable {
        package var code: Int
        package var verify: Int
        package var connect: Int

        package init(code: Int, verify: Int, connect: Int) {
            (self.code, self.verify, self.connect) = (code, verify, connect)
        }
    }

    package init(
        configuration: @escaping @Sendable () -> URLSessionConfiguration = { .ephemeral },
        prepare: @escaping @Sendable () -> String? = { nil },
        diagnose: @escaping @Sendable (String) -> CurlReport? = { _ in nil },
        proxy: @escaping @Sendable (URL) -> String? = { _ in nil }
    ) {
        (self.configuration, self.prepare, self.diagnose, self.proxy) = (configuration, prepare, diagnose, proxy)
    }

    /// `error`, named by what libcurl reported when it is a transport failure libcurl explained.
    package func named(_ error: any Error, url: URL?) -> any Error {
        guard case .transport = error as? KMAError, let url, let host = url.host,
            let report = diagnose(host),
            let failure = NetworkFailure(
                curlCode: report.code, verify: report.verify, connect: report.connect, host: host, proxy: proxy(url))
        else { return error }
        return KMAError.unreachable(failure)
    }
}

/// Which proxy libcurl sends a request through, by its environment variables, so that a failure can name it:
/// `https_proxy` (or `HTTPS_PROXY`) for https, `http_proxy` for http, else `all_proxy`/`ALL_PROXY`; none for a host
/// `no_proxy`/`NO_PROXY` lists (`*`, the host, or a domain it ends in). Only the proxy's `host:port` is kept: its
/// credentials never reach a message.
package enum ProxyEnvironment {
    package static func proxy(for url: URL, environment: [String: String]) -> String? {
        guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased() else { return nil }
        let names = scheme == "https" ? ["https_proxy", "HTTPS_PROXY"] : ["\(scheme)_proxy"]
        guard
            let value = (names + ["all_proxy", "ALL_PROXY"]).lazy.compactMap({ environment[$0] })
                .first(where: { !$0.isEmpty })
        else { return nil }
        let exempt = (environment["no_proxy"] ?? environment["NO_PROXY"] ?? "").split(separator: ",")
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }.filter { !$0.isEmpty }
        for entry in exempt {
            let domain = entry.hasPrefix(".") ? String(entry.dropFirst()) : entry
            if entry == "*" || host == domain || host.hasSuffix("." + domain) { return nil }
        }
        let proxy = URL(string: value.contains("://") ? value : "http://" + value)
        guard let proxyHost = proxy?.host else { return nil }
        return proxyHost + (proxy?.port.map { ":\($0)" } ?? "")
    }
}
