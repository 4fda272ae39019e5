import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

/// What libcurl reported becomes one named failure with its fix; codes that say no more stay "network error".
@Suite("Network failures, named from libcurl's report")
struct NetworkFailureTests {
    static let host = "apis.data.go.kr"

    @Test(
        "each CURLcode (with the TLS verification result and the proxy's CONNECT status) names what failed",
        arguments: [
            (6, 0, 0, nil, NetworkFailure.Reason.hostNotFound, "the name apis.data.go.kr does not resolve"),
            (7, 0, 0, nil, .refused, "apis.data.go.kr refused the connection"),
            (7, 0, 0, "127.0.0.1:3128", .proxyRefused, "the proxy 127.0.0.1:3128 (https_proxy) refused the connection"),
            (5, 0, 0, "proxy.invalid:8080", .proxyNotFound, "the name of the proxy proxy.invalid:8080"),
            (
                56, 0, 403, "127.0.0.1:3128", .proxyTunnel(status: 403),
                "refused the tunnel to apis.data.go.kr (HTTP 403)"
            ),
            (56, 0, 0, nil, .cutOff, "the answer from apis.data.go.kr was cut off"),
            (18, 0, 0, nil, .cutOff, "was cut off"),
            (52, 0, 0, nil, .cutOff, "was cut off"),
            (60, 20, 0, nil, .certificate(.unknownIssuer), "is not trusted (unknown issuer)"),
            (60, 18, 0, nil, .certificate(.unknownIssuer), "is not trusted (unknown issuer)"),
            (60, 19, 0, nil, .certificate(.unknownIssuer), "is not trusted (unknown issuer)"),
            (60, 10, 0, nil, .certificate(.expired), "has expired: check the system clock"),
            (60, 9, 0, nil, .certificate(.notYetValid), "is not valid yet"),
            (60, 0, 0, nil, .certificate(.otherName), "is for another name"),
            (60, 62, 0, nil, .certificate(.otherName), "is for another name"),
            (60, 1, 0, nil, .certificate(.otherName), "is for another name"),
            (60, 26, 0, nil, .certificate(.other(verifyResult: 26)), "verification error 26"),
            (35, 0, 0, nil, .handshake, "the TLS handshake with apis.data.go.kr failed"),
        ] as [(Int, Int, Int, String?, NetworkFailure.Reason, String)])
    func named(code: Int, verify: Int, connect: Int, proxy: String?, reason: NetworkFailure.Reason, says: String) {
        let failure = NetworkFailure(curlCode: code, verify: verify, connect: connect, host: Self.host, proxy: proxy)
        #expect(failure?.reason == reason)
        #expect(
            failure?.sentence(setting: "KKEULMIT_BASE_URL").contains(says) == true,
            "\(failure?.sentence(setting: "KKEULMIT_BASE_URL") ?? "nil")")
        let error = KMAError.unreachable(try! #require(failure))
        #expect(error.kind == .unavailable)
        #expect(!error.message.contains("\n"))
    }

    @Test("a certificate problem names the host and says how a TLS-inspecting network is fixed")
    func certificateAdvice() {
        for verify in [0, 9, 10, 20, 26] {
            let sentence = NetworkFailure(curlCode: 60, verify: verify, connect: 0, host: "kma.example", proxy: nil)!
                .sentence(setting: "KKEULMIT_BASE_URL")
            #expect(sentence.contains("kma.example") && sentence.contains("update-ca-certificates"))
        }
    }

    @Test("codes that say no more than 'network error' are not named", arguments: [1, 3, 23, 28, 47, 99])
    func unnamed(code: Int) {
        #expect(NetworkFailure(curlCode: code, verify: 0, connect: 0, host: Self.host, proxy: nil) == nil)
    }

    @Test("a certificate or a name is not worth another attempt; a refused connection or a cut-off answer is")
    func retries() {
        #expect(!KMAError.unreachable(.init(.certificate(.unknownIssuer), host: Self.host)).isTransient)
        #expect(!KMAError.unreachable(.init(.hostNotFound, host: Self.host)).isTransient)
        #expect(KMAError.unreachable(.init(.refused, host: Self.host)).isTransient)
        #expect(KMAError.unreachable(.init(.cutOff, host: Self.host)).isTransient)
    }

    @Test("a transport error is named only when libcurl reported one for its host")
    func namedByReport() {
        let url = URL(string: "https://apis.data.go.kr/1360000/x")!
        let access = NetworkAccess(
            diagnose: { $0 == "apis.data.go.kr" ? .init(code: 60, verify: 20, connect: 0) : nil },
            proxy: { _ in nil })
        #expect(
            access.named(KMAError.transport("network error -1"), url: url) as? KMAError
                == .unreachable(.init(.certificate(.unknownIssuer), host: "apis.data.go.kr")))
        let other = URL(string: "https://apihub.kma.go.kr/x")!
        #expect(access.named(KMAError.transport("x"), url: other) as? KMAError == .transport("x"))
        #expect(access.named(KMAError.timedOut(seconds: 3), url: url) as? KMAError == .timedOut(seconds: 3))
    }

    @Test(
        "the proxy a request goes through, as libcurl picks it from the environment",
        arguments: [
            ("https://apis.data.go.kr/x", ["https_proxy": "http://u:p@10.0.0.1:3128"], "10.0.0.1:3128"),
            ("https://apis.data.go.kr/x", ["HTTPS_PROXY": "proxy.example:8080"], "proxy.example:8080"),
            ("https://apis.data.go.kr/x", ["all_proxy": "http://p.example:1"], "p.example:1"),
            ("http://127.0.0.1:9/x", ["http_proxy": "http://p:1", "no_proxy": "127.0.0.1,localhost"], nil),
            ("https://apis.data.go.kr/x", ["https_proxy": "http://p:1", "no_proxy": ".go.kr"], nil),
            ("https://apis.data.go.kr/x", ["https_proxy": "http://p:1", "NO_PROXY": "*"], nil),
            ("https://apis.data.go.kr/x", ["http_proxy": "http://p:1"], nil),
            ("https://apis.data.go.kr/x", [:], nil),
        ] as [(String, [String: String], String?)])
    func proxy(url: String, environment: [String: String], proxy: String?) {
        #expect(ProxyEnvironment.proxy(for: URL(string: url)!, environment: environment) == proxy)
    }
}
