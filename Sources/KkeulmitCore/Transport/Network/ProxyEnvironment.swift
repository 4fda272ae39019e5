import Foundation

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
