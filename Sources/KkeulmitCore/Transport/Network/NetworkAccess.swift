import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// How the process reaches the network, the same for every transport it makes: the URLSession configuration
/// (protocol classes, proxies, headers; a stub's in tests), asked for when the first request is sent, and what must
/// be in place before then. The executable loads libcurl there (`CCurlLoader`): a library that cannot be loaded is
/// that request's transport failure (`KMAError.transport`), so an optional source is `unavailable` and the required
/// one exits 69, never the process from a URLSession thread.
package struct NetworkAccess: Sendable {
    package var configuration: @Sendable () -> URLSessionConfiguration
    /// Nil when the network can be used, else why not, in a few words.
    package var prepare: @Sendable () -> String?
    /// What libcurl reported of the newest failed transfer to a host (the executable's `CCurlLoader`); nil when
    /// nothing was, or where libcurl is not watched (tests' stubs).
    package var diagnose: @Sendable (_ host: String) -> CurlReport?
    /// The proxy a request to a URL goes through (`https_proxy`, `no_proxy`), as `host:port`; nil for none.
    package var proxy: @Sendable (URL) -> String?

    /// libcurl's own words for a failed transfer.
    package struct CurlReport: Equatable, Sendable {
        /// The CURLcode.
        package var code: Int
        /// CURLINFO_SSL_VERIFYRESULT.
        package var verify: Int
        /// CURLINFO_HTTP_CONNECTCODE.
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
        self.configuration = configuration
        self.prepare = prepare
        self.diagnose = diagnose
        self.proxy = proxy
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
