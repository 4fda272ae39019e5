import Foundation
import KkeulmitCore

#if canImport(Glibc)
    import Glibc
#endif

/// The proxy every run of the binary is given for everything but loopback (`http_proxy`, `https_proxy`,
/// `all_proxy`, with `no_proxy` for 127.0.0.1, localhost and ::1): libcurl sends any request for another host here
/// instead of the network. The trap answers 403 and records, per run, the request line (`CONNECT
/// apis.data.go.kr:443 HTTP/1.1`): the run is named by the proxy user in its URL, which libcurl sends as
/// `Proxy-Authorization: Basic`. `BinaryRunner` fails a test whose run left loopback, so the suite never reaches
/// the real services, network or not.
final class OutsideTrap: Sendable {
    static let shared = try! OutsideTrap()

    private let listener: Int32
    private let port: UInt16
    private let caught = Locked<[String: [String]]>([:])

    private init() throws {
        (listener, port) = try LoopbackListener.open()
        Thread { [self] in acceptLoop() }.start()
    }

    /// The proxy variables for run `run`.
    func environment(for run: String) -> [String: String] {
        let proxy = "http://\(run)@127.0.0.1:\(port)"
        return [
            "http_proxy": proxy, "https_proxy": proxy, "HTTPS_PROXY": proxy, "all_proxy": proxy, "ALL_PROXY": proxy,
            "no_proxy": "127.0.0.1,localhost,::1", "NO_PROXY": "127.0.0.1,localhost,::1",
        ]
    }

    /// The request lines run `run` sent to hosts other than loopback.
    func requests(of run: String) -> [String] { caught.withLock { $0[run] ?? [] } }

    private func acceptLoop() {
        while true {
            let client = accept(listener, nil, nil)
            if client < 0 {
                if errno == EINTR { continue }
                return
            }
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            Thread { [self] in serve(client) }.start()
        }
    }

    private func serve(_ client: Int32) {
        defer { close(client) }
        var data = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while data.count < 65_536, !data.containsHeaderEnd {
            let n = read(client, &buffer, buffer.count)
            if n <= 0 { break }
            data += buffer[0..<n]
        }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\r\n").map(String.init)
        let run =
            lines.first { $0.lowercased().hasPrefix("proxy-authorization: basic ") }
            .flatMap { Data(base64Encoded: String($0.dropFirst("proxy-authorization: basic ".count))) }
            .map { String(decoding: $0, as: UTF8.self).split(separator: ":").first.map(String.init) ?? "" } ?? "unnamed"
        caught.withLock { $0[run, default: []].append(lines.first ?? "") }
        let answer = Array("HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".utf8)
        _ = answer.withUnsafeBytes { write(client, $0.baseAddress, $0.count) }
    }
}

extension [UInt8] {
    fileprivate var containsHeaderEnd: Bool {
        count >= 4
            && (0...(count - 4)).contains {
                self[$0] == 13 && self[$0 + 1] == 10 && self[$0 + 2] == 13 && self[$0 + 3] == 10
            }
    }
}
