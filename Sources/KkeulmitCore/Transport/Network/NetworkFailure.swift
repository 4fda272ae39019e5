/// Why a request never got an answer, from what libcurl reported (`NetworkAccess.diagnose`), named so that a person
/// knows what to fix: the name, the connection, the server's certificate, the proxy, or an answer cut off.
package struct NetworkFailure: Equatable, Sendable {
    package enum Reason: Equatable, Sendable {
        case hostNotFound
        case refused
        case certificate(CertificateProblem)
        /// The TLS handshake failed for another reason (no common protocol, a reset during it).
        case handshake
        case proxyNotFound
        case proxyRefused
        /// The proxy answered the CONNECT with this HTTP status (0: it hung up).
        case proxyTunnel(status: Int)
        case cutOff
    }

    /// Why the server's certificate was not accepted (OpenSSL's verification result, or libcurl's own name check).
    package enum CertificateProblem: Equatable, Sendable {
        case unknownIssuer
        case expired
        case notYetValid
        case otherName
        case other(verifyResult: Int)
    }

    package var reason: Reason
    /// The host asked for.
    package var host: String
    /// The proxy's `host:port`, when one was used (never its credentials).
    package var proxy: String?

    package init(_ reason: Reason, host: String, proxy: String? = nil) {
        (self.reason, self.host, self.proxy) = (reason, host, proxy)
    }

    /// What libcurl's report means. `code` is the CURLcode, `verify` CURLINFO_SSL_VERIFYRESULT (X509_V_ERR_*),
    /// `connect` CURLINFO_HTTP_CONNECTCODE; nil for a code that says nothing more than "network error".
    package init?(curlCode code: Int, verify: Int, connect: Int, host: String, proxy: String?) {
        let reason: Reason
        switch code {
        case 5: reason = .proxyNotFound
        case 6: reason = .hostNotFound
        case 7: reason = proxy == nil ? .refused : .proxyRefused
        case 18, 52, 55: reason = .cutOff
        case 56: reason = connect >= 300 ? .proxyTunnel(status: connect) : .cutOff
        case 97: reason = .proxyTunnel(status: connect)
        case 35: reason = .handshake
        case 51, 60: reason = .certificate(Self.certificateProblem(verify))
        default: return nil
        }
        self.init(reason, host: host, proxy: proxy)
    }

    /// OpenSSL's X509_V_ERR_* codes. A chain that verified (0) with a rejected peer is libcurl's own host name
    /// check failing; libcurl 7.88 with OpenSSL 3.0 (Debian bookworm) reports that as 1, X509_V_ERR_UNSPECIFIED
    /// (seen in NetworkFailureEndToEndTests against a certificate for another name); 62 is OpenSSL's own check.
    static func certificateProblem(_ verify: Int) -> CertificateProblem {
        switch verify {
        case 0, 1, 62: .otherName
        case 2, 18, 19, 20, 21: .unknownIssuer
        case 10: .expired
        case 9: .notYetValid
        default: .other(verifyResult: verify)
        }
    }

    /// Worth another attempt: the connection or the answer may work next time; a certificate or a name will not.
    package var isRetryable: Bool {
        switch reason {
        case .refused, .cutOff, .handshake, .proxyRefused, .proxyTunnel: true
        case .hostNotFound, .certificate, .proxyNotFound: false
        }
    }

    /// One clause: what failed and what to do; `setting` points at another root (`ServiceVoice.setting`).
    package func sentence(setting: String) -> String {
        let inspecting = "a network that inspects TLS needs its CA in the system store (update-ca-certificates)"
        let via = proxy.map { "the proxy \($0) (https_proxy)" } ?? "the proxy"
        switch reason {
        case .hostNotFound: return "the name \(host) does not resolve: check the network's DNS or \(setting)"
        case .refused: return "\(host) refused the connection: check the network or \(setting)"
        case .certificate(.unknownIssuer):
            return "the certificate of \(host) is not trusted (unknown issuer): \(inspecting)"
        case .certificate(.expired):
            return "the certificate of \(host) has expired: check the system clock; \(inspecting)"
        case .certificate(.notYetValid):
            return "the certificate of \(host) is not valid yet: check the system clock; \(inspecting)"
        case .certificate(.otherName):
            return "the certificate of \(host) is for another name: check \(setting); \(inspecting)"
        case .certificate(.other(let code)):
            return "the certificate of \(host) is not trusted (verification error \(code)): \(inspecting)"
        case .handshake: return "the TLS handshake with \(host) failed: check \(setting); \(inspecting)"
        case .proxyNotFound: return "the name of \(via) does not resolve: check https_proxy"
        case .proxyRefused: return "\(via) refused the connection: check https_proxy and no_proxy"
        case .proxyTunnel(let status):
            let said = status > 0 ? " (HTTP \(status))" : ""
            return "\(via) refused the tunnel to \(host)\(said): check https_proxy and no_proxy"
        case .cutOff: return "the answer from \(host) was cut off: try again later, or check \(setting)"
        }
    }
}
