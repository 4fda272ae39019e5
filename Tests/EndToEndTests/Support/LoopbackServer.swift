import Foundation
import KkeulmitCore

#if canImport(Glibc)
    import Glibc
#endif

/// A loopback HTTP/1.1 server that speaks like KMA's API, for end-to-end tests of the built binary.
///
/// Binds 127.0.0.1 on a free port; each connection gets its own thread, so a slow or silent scenario never
/// blocks another. Tests run in parallel by routing on the first path segment: a test registers a scenario id
/// and gives the binary `baseURL(for:)` = `http://127.0.0.1:PORT/<id>`; the client appends `/getVilageFcst`.
/// Every request is recorded per scenario (path and query) for assertions.
final class LoopbackServer: Sendable {
    struct Request: Sendable, Equatable {
        var method: String
        /// The path after the scenario segment, e.g. `/getVilageFcst`.
        var path: String
        /// The raw query string as sent (percent-encoding intact).
        var rawQuery: String
        /// Query items, percent-decoded (`+` kept as is).
        var query: [String: String]
        /// 1 for the scenario's first request, 2 for its second …: lets a handler fail once, then succeed.
        var index: Int = 1
        /// When the request head was read, in `ProcessInfo.systemUptime` seconds (monotonic).
        var receivedAt: Double = 0
    }

    enum Response: Sendable {
        /// A status, headers and body as given.
        case raw(status: Int, headers: [(String, String)] = [], body: Data)
        /// A full-issue KMA JSON answer, sliced by the request's numOfRows/pageNo with totalCount kept.
        case kmaPaged(fullIssue: Data)
        /// `response` after waiting `seconds`.
        indirect case delayed(seconds: Double, Response)
        /// Accept the connection, read the request, never answer.
        case neverAnswer
        /// Send `response` `chunkSize` bytes at a time, `interval` seconds apart.
        indirect case slowDrip(Response, chunkSize: Int, interval: Double)
        /// Close the connection without answering.
        case hangUp
        /// A 200 whose body is `totalBytes` long, generated while sending (never held in memory): `prefix`, then
        /// filler. With `chunked`, sent with `Transfer-Encoding: chunked` and no length; else with
        /// `Content-Length`.
        case huge(prefix: Data, totalBytes: Int, chunked: Bool)

        static func json(_ text: String, status: Int = 200) -> Response {
            .raw(status: status, headers: [("Content-Type", "application/json;charset=UTF-8")], body: Data(text.utf8))
        }
    }

    typealias Handler = @Sendable (Request) -> Response

    private struct State {
        var handlers: [String: Handler] = [:]
        var recorded: [String: [Request]] = [:]
        var sent: [String: Int] = [:]
        var stopped = false
    }

    private let state = Locked(State())
    private let listener: Int32
    let port: UInt16

    init() throws {
        (listener, port) = try LoopbackListener.open()
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    deinit { stop() }

    /// The base URL a test passes to the binary for `scenario`.
    func baseURL(for scenario: String) -> String { "http://127.0.0.1:\(port)/\(scenario)" }

    /// Answers requests under `/<scenario>/…` with `handler`.
    func route(_ scenario: String, _ handler: @escaping Handler) {
        state.withLock { $0.handlers[scenario] = handler }
    }

    /// Scenario-id suffix under which a scenario's ultra-short requests are recorded when it routes none.
    static let nowcastSuffix = "#nowcast"
    static let notRegistered = Response.json(
        #"{"response":{"header":{"resultCode":"30","resultMsg":"SERVICE_KEY_IS_NOT_REGISTERED_ERROR"}}}"#)

    /// Answers `/<scenario>/getUltraSrt…` with `handler` instead of the default code 30 (those requests are then
    /// recorded with the scenario's others).
    func routeNowcast(_ scenario: String, _ handler: @escaping Handler) {
        state.withLock { $0.handlers[scenario + Self.nowcastSuffix] = handler }
    }

    /// Scenario-id suffix under which a scenario's AirKorea and UV requests are recorded and answered.
    static let exposureSuffix = "#exposure"

    /// Whether `path` (after the scenario) is one of AirKorea's or the UV index's operations.
    static func isExposure(_ path: String) -> Bool {
        path.hasPrefix("/MsrstnInfoInqireSvc/") || path.hasPrefix("/ArpltnInforInqireSvc/")
            || path.hasPrefix("/getUVIdxV5")
    }

    /// Answers `/<scenario>/MsrstnInfoInqireSvc/…`, `/ArpltnInforInqireSvc/…` and `/getUVIdxV5` with `handler`;
    /// a scenario that routes none gets 404 for them (the sources are then `unavailable`). Either way they are
    /// recorded apart, under `requests(for: scenario + exposureSuffix)`.
    func routeExposure(_ scenario: String, _ handler: @escaping Handler) {
        state.withLock { $0.handlers[scenario + Self.exposureSuffix] = handler }
    }

    /// Scenario-id suffix under which a scenario's warning (`getPwnCd`) and pollen requests are recorded and
    /// answered.
    static let advisorySuffix = "#advisories"

    /// Whether `path` (after the scenario) is the warnings' or a pollen operation.
    static func isAdvisory(_ path: String) -> Bool {
        ["/getPwnCd", "/getPwnStatus", "/getOakPollenRisk", "/getPinePollenRisk", "/getWeedsPollenRisk"].contains {
            path.hasPrefix($0)
        }
    }

    /// Answers `/<scenario>/getPwnCd` and the pollen operations with `handler`; a scenario that routes none gets
    /// 404 for them (the sources are then `unavailable`). Either way they are recorded apart, under
    /// `requests(for: scenario + advisorySuffix)`.
    func routeAdvisories(_ scenario: String, _ handler: @escaping Handler) {
        state.withLock { $0.handlers[scenario + Self.advisorySuffix] = handler }
    }

    /// The requests received for `scenario`, in arrival order.
    func requests(for scenario: String) -> [Request] {
        state.withLock { $0.recorded[scenario] ?? [] }
    }

    /// Bytes the server managed to hand to the kernel for `scenario`'s answers (heads included).
    func bytesSent(for scenario: String) -> Int {
        state.withLock { $0.sent[scenario] ?? 0 }
    }

    func stop() {
        let wasRunning = state.withLock { state in
            defer { state.stopped = true }
            return !state.stopped
        }
        if wasRunning {
            shutdown(listener, Int32(SHUT_RDWR))
            close(listener)
        }
    }

    private var isStopped: Bool { state.withLock { $0.stopped } }

    private typealias Accept4 =
        @convention(c) (Int32, UnsafeMutablePointer<sockaddr>?, UnsafeMutablePointer<socklen_t>?, Int32)
        -> Int32

    /// `accept4(…, SOCK_CLOEXEC)`, which Glibc's Swift module does not declare; `accept` and `fcntl` where the C
    /// library lacks it.
    private static func acceptClosingOnExec(_ listener: Int32) -> Int32 {
        if let symbol = dlsym(dlopen(nil, RTLD_NOW), "accept4") {
            return unsafeBitCast(symbol, to: Accept4.self)(listener, nil, nil, Int32(SOCK_CLOEXEC.rawValue))
        }
        let client = accept(listener, nil, nil)
        if client >= 0 { _ = fcntl(client, F_SETFD, FD_CLOEXEC) }
        return client
    }

    private func acceptLoop() {
        while !isStopped {
            let client = Self.acceptClosingOnExec(listener)
            if client < 0 {
                if errno == EINTR { continue }
                return
            }
            let thread = Thread { [self] in serve(client) }
            thread.start()
        }
    }

    private func serve(_ client: Int32) {
        defer { close(client) }
        guard let head = readHead(client) else { return }
        let lines = head.components(separatedBy: "\r\n")
        let parts = lines.first?.split(separator: " ").map(String.init) ?? []
        guard parts.count >= 3 else {
            send(client, Self.encode(status: 400, headers: [], body: Data("bad request line".utf8)))
            return
        }
        let target = parts[1]
        let (pathPart, rawQuery) =
            target.firstIndex(of: "?").map {
                (String(target[..<$0]), String(target[target.index(after: $0)...]))
            } ?? (target, "")
        let segments = pathPart.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: true)
        let scenario = segments.first.map(String.init) ?? ""
        let rest = segments.count > 1 ? "/" + segments[1] : "/"
        var request = Request(
            method: parts[0], path: rest, rawQuery: rawQuery, query: Self.parseQuery(rawQuery),
            receivedAt: ProcessInfo.processInfo.systemUptime)
        // The ultra-short operations of a scenario that routes none of its own are recorded apart and answered with
        // code 30, so suites written for getVilageFcst alone see only its requests.
        for suffix in [Self.exposureSuffix, Self.advisorySuffix]
        where suffix == Self.exposureSuffix ? Self.isExposure(rest) : Self.isAdvisory(rest) {
            let handler = state.withLock { state in
                state.recorded[scenario + suffix, default: []].append(request)
                return state.handlers[scenario + suffix]
            }
            respond(
                client, handler?(request) ?? .raw(status: 404, body: Data("not routed".utf8)), request: request,
                scenario: scenario + suffix)
            return
        }
        if rest.hasPrefix("/getUltraSrt"), state.withLock({ $0.handlers[scenario + Self.nowcastSuffix] == nil }) {
            state.withLock { $0.recorded[scenario + Self.nowcastSuffix, default: []].append(request) }
            respond(client, Self.notRegistered, request: request)
            return
        }
        let (index, handler) = state.withLock { state in
            let index = (state.recorded[scenario]?.count ?? 0) + 1
            var numbered = request
            numbered.index = index
            state.recorded[scenario, default: []].append(numbered)
            let key = rest.hasPrefix("/getUltraSrt") ? scenario + Self.nowcastSuffix : scenario
            return (index, state.handlers[key])
        }
        request.index = index
        guard let handler else {
            send(client, Self.encode(status: 404, headers: [], body: Data("no scenario '\(scenario)'".utf8)))
            return
        }
        respond(client, handler(request), request: request, scenario: scenario)
    }

    private func respond(_ client: Int32, _ response: Response, request: Request, scenario: String = "") {
        let send = { (data: Data) -> Bool in
            let ok = self.send(client, data)
            if ok { self.state.withLock { $0.sent[scenario, default: 0] += data.count } }
            return ok
        }
        switch response {
        case .raw(let status, let headers, let body):
            _ = send(Self.encode(status: status, headers: headers, body: body))
        case .kmaPaged(let full):
            let body = (try? Self.page(full, query: request.query)) ?? full
            _ = send(
                Self.encode(status: 200, headers: [("Content-Type", "application/json;charset=UTF-8")], body: body))
        case .delayed(let seconds, let inner):
            if wait(seconds) { respond(client, inner, request: request, scenario: scenario) }
        case .neverAnswer:
            while !isStopped { _ = wait(0.05) }
        case .slowDrip(let inner, let chunkSize, let interval):
            guard let bytes = Self.bytes(of: inner, request: request) else { return }
            var offset = 0
            while offset < bytes.count, !isStopped {
                let end = min(offset + max(1, chunkSize), bytes.count)
                guard send(bytes.subdata(in: offset..<end)) else { return }
                offset = end
                if offset < bytes.count, !wait(interval) { return }
            }
        case .hangUp:
            return
        case .huge(let prefix, let totalBytes, let chunked):
            var head = "HTTP/1.1 200 OK\r\nContent-Type: application/json;charset=UTF-8\r\n"
            head += chunked ? "Transfer-Encoding: chunked\r\n" : "Content-Length: \(totalBytes)\r\n"
            head += "Connection: close\r\n\r\n"
            guard send(Data(head.utf8)) else { return }
            let filler = Data(repeating: UInt8(ascii: " "), count: 64 * 1024)
            var left = totalBytes
            var first = true
            while left > 0, !isStopped {
                var piece = first ? prefix.prefix(left) : filler.prefix(left)
                first = false
                if piece.isEmpty { piece = filler.prefix(left) }
                left -= piece.count
                let framed =
                    chunked ? Data((String(piece.count, radix: 16) + "\r\n").utf8) + piece + Data("\r\n".utf8) : piece
                guard send(framed) else { return }
            }
            if chunked { _ = send(Data("0\r\n\r\n".utf8)) }
        }
    }

    /// Sleeps in small steps; false when the server stopped meanwhile.
    private func wait(_ seconds: Double) -> Bool {
        var left = seconds
        while left > 0 {
            if isStopped { return false }
            let step = min(left, 0.05)
            usleep(useconds_t(step * 1_000_000))
            left -= step
        }
        return !isStopped
    }

    private static func bytes(of response: Response, request: Request) -> Data? {
        switch response {
        case .raw(let status, let headers, let body): encode(status: status, headers: headers, body: body)
        case .kmaPaged(let full):
            encode(
                status: 200, headers: [("Content-Type", "application/json;charset=UTF-8")],
                body: (try? page(full, query: request.query)) ?? full)
        default: nil
        }
    }

    private func readHead(_ client: Int32) -> String? {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while data.count < 64 * 1024 {
            let n = recv(client, &buffer, buffer.count, 0)
            if n <= 0 { return nil }
            data.append(contentsOf: buffer[0..<n])
            if let range = data.range(of: Data("\r\n\r\n".utf8)) {
                return String(decoding: data[..<range.lowerBound], as: UTF8.self)
            }
        }
        return nil
    }

    @discardableResult
    private func send(_ client: Int32, _ data: Data) -> Bool {
        var offset = 0
        while offset < data.count {
            let n = data.withUnsafeBytes { raw in
                Glibc.send(client, raw.baseAddress! + offset, data.count - offset, Int32(MSG_NOSIGNAL))
            }
            if n <= 0 { return false }
            offset += n
        }
        return true
    }

    static func encode(status: Int, headers: [(String, String)], body: Data) -> Data {
        var head = "HTTP/1.1 \(status) \(reason(status))\r\n"
        var names = Set<String>()
        for (name, value) in headers {
            names.insert(name.lowercased())
            head += "\(name): \(value)\r\n"
        }
        if !names.contains("content-length") { head += "Content-Length: \(body.count)\r\n" }
        head += "Connection: close\r\n\r\n"
        return Data(head.utf8) + body
    }

    static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }

    static func parseQuery(_ raw: String) -> [String: String] {
        var result: [String: String] = [:]
        for pair in raw.split(separator: "&") {
            let kv = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let key = String(kv[0]).removingPercentEncoding ?? String(kv[0])
            let value = kv.count > 1 ? (String(kv[1]).removingPercentEncoding ?? String(kv[1])) : ""
            result[key] = value
        }
        return result
    }

    /// Slices a full-issue answer the way KMA pages: rows [(pageNo−1)·numOfRows, pageNo·numOfRows), totalCount
    /// unchanged. KMA's defaults are pageNo 1 and numOfRows 10.
    static func page(_ full: Data, query: [String: String]) throws -> Data {
        guard var root = try JSONSerialization.jsonObject(with: full) as? [String: Any],
            var response = root["response"] as? [String: Any], var body = response["body"] as? [String: Any],
            var items = body["items"] as? [String: Any], let all = items["item"] as? [Any]
        else { return full }
        let rows = max(1, Int(query["numOfRows"] ?? "") ?? 10)
        let page = max(1, Int(query["pageNo"] ?? "") ?? 1)
        let start = min(all.count, (page - 1) * rows)
        let end = min(all.count, start + rows)
        items["item"] = Array(all[start..<end])
        body["items"] = items
        body["pageNo"] = page
        body["numOfRows"] = rows
        body["totalCount"] = body["totalCount"] ?? all.count
        response["body"] = body
        root["response"] = response
        return try JSONSerialization.data(withJSONObject: root, options: [.sortedKeys])
    }
}
