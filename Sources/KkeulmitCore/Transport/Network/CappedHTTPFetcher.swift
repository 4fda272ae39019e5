import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One complete HTTP answer.
package struct HTTPAnswer: Sendable {
    package var status: Int
    package var headers: [String: String] = [:]
    package var body: Data
}

/// GETs over URLSession with the body capped while it arrives, never buffered whole first.
///
/// A session-level delegate because on swift-corelibs-foundation 6.3.1 `URLSession.bytes(for:)` does not exist,
/// `data(for:delegate:)` streams to a task delegate only over libcurl (never for a `URLProtocol`) and `data(for:)`
/// keeps only a `URLProtocol`'s last chunk: a session's delegate sees every chunk on both paths, so the cap is
/// enforced (and tested) alike. Past the cap, or a `Content-Length` over it, the caller fails at once. The session
/// is opened on the first fetch: opening one costs about 3 ms of CPU, which a cached run never spends.
/// A cap cannot stop the transfer: `cancel()` waits for URLSession's work queue, which keeps reading while the
/// server sends, so runs never wait for a cancelled transfer (the caller fails at once, a failing run exits).
final class CappedHTTPFetcher: Sendable {
    private struct Opened: Sendable {
        var session: URLSession
        var delegate: Delegate
    }

    private let network: NetworkAccess
    private let opened = Locked<Opened?>(nil)

    /// The session, its own, is opened from `network`'s configuration on the first request.
    init(network: NetworkAccess) {
        self.network = network
    }

    deinit {
        // The session holds its delegate strongly until invalidated.
        opened.withLock { $0?.session.finishTasksAndInvalidate() }
    }

    private func open() -> Opened {
        opened.once {
            let delegate = Delegate()
            return Opened(
                session: URLSession(configuration: network.configuration(), delegate: delegate, delegateQueue: nil),
                delegate: delegate)
        }
    }

    /// The answer to `request`, at most `maxBytes` of body. Throws `KMAError.responseTooLarge`, `.transport` (the
    /// network unprepared too), `.timedOut` (libcurl's timeout), or `CancellationError`, which cancels the request.
    func fetch(_ request: URLRequest, maxBytes: Int) async throws -> HTTPAnswer {
        try Task.checkCancellation()
        if let problem = network.prepare() { throw KMAError.transport(problem) }
        let opened = open()
        let task = opened.session.dataTask(with: request)
        let transfer = Transfer(maxBytes: maxBytes, timeout: request.timeoutInterval)
        opened.delegate.register(task.taskIdentifier, transfer)
        task.resume()
        do {
            return try await withTaskCancellationHandler {
                try await transfer.outcome.value()
            } onCancel: {
                transfer.finish(.failure(CancellationError()))
                if transfer.claimCancel() { Self.cancel(task) }
            }
        } catch {
            // libcurl has reported the failure by the time URLSession delivers it (curl_multi_info_read first).
            throw network.named(error, url: request.url)
        }
    }

    /// Cancels `task` without waiting: `cancel()` waits for URLSession's work queue, shared by every session and busy
    /// while a transfer has data to read, which from a cancellation handler would hold the run's end.
    fileprivate static func cancel(_ task: URLSessionTask) {
        DispatchQueue.global(qos: .utility).async { task.cancel() }
    }

    /// Routes delegate callbacks to the transfer of each task.
    private final class Delegate: NSObject, URLSessionDataDelegate, Sendable {
        private let transfers = Locked<[Int: Transfer]>([:])

        func register(_ id: Int, _ transfer: Transfer) {
            transfers.withLock { $0[id] = transfer }
        }

        private func transfer(_ id: Int, remove: Bool = false) -> Transfer? {
            transfers.withLock { remove ? $0.removeValue(forKey: id) : $0[id] }
        }

        func urlSession(
            _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
            completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
        ) {
            guard let transfer = transfer(dataTask.taskIdentifier), transfer.receive(response) else {
                completionHandler(.cancel)
                return
            }
            completionHandler(.allow)
        }

        func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
            guard let transfer = transfer(dataTask.taskIdentifier) else { return }
            // Past the cap, the chunks already read keep coming until the cancel gets through: cancel once.
            if !transfer.append(data), transfer.claimCancel() { CappedHTTPFetcher.cancel(dataTask) }
        }

        /// A challenge is a 401 (or 407) with `WWW-Authenticate`: the key travels in the query, so there is nothing
        /// to offer, and it is a rejection. Without a handler swift-corelibs-foundation 6.3.1 never completes such a
        /// task (fixed in 6.3.2): the run would sit out its deadline and report "unavailable".
        func urlSession(
            _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
            completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
        ) {
            #if canImport(Darwin)
                // TLS server trust is Darwin's business (the Security framework); only HTTP auth is a rejection.
                guard challenge.protectionSpace.authenticationMethod != NSURLAuthenticationMethodServerTrust else {
                    completionHandler(.performDefaultHandling, nil)
                    return
                }
            #endif
            let status = (challenge.failureResponse as? HTTPURLResponse)?.statusCode ?? 401
            transfer(task.taskIdentifier)?.finish(.failure(KMAError.httpStatus(status, retryAfterSeconds: nil)))
            completionHandler(.cancelAuthenticationChallenge, nil)
        }

        func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
            transfer(task.taskIdentifier, remove: true)?.complete(error: error)
        }
    }
}

/// One request: its headers and body so far, and the answer handed to the caller exactly once.
private final class Transfer: Sendable {
    private struct Progress {
        var status = 0
        var headers: [String: String] = [:]
        var body = Data()
    }

    let outcome = OneShot<HTTPAnswer>()
    private let progress = Locked(Progress())
    private let cancelClaimed = Locked(false)
    private let maxBytes: Int
    private let timeout: Double

    init(maxBytes: Int, timeout: Double) {
        (self.maxBytes, self.timeout) = (maxBytes, timeout)
    }

    /// False when the transfer must stop: already finished, or the announced length is over the cap.
    func receive(_ response: URLResponse) -> Bool {
        guard !outcome.isFinished else { return false }
        let http = response as? HTTPURLResponse
        var fields: [String: String] = [:]
        for (k, v) in http?.allHeaderFields ?? [:] {
            if let k = k as? String, let v = v as? String { fields[k] = v }
        }
        progress.withLock {
            $0.status = http?.statusCode ?? 0
            $0.headers = fields
        }
        if response.expectedContentLength > Int64(maxBytes) {
            finish(.failure(KMAError.responseTooLarge(limitBytes: maxBytes)))
            return false
        }
        return true
    }

    /// False when the transfer must stop: already finished, or the body just grew past the cap.
    func append(_ data: Data) -> Bool {
        guard !outcome.isFinished else { return false }
        let fits = progress.withLock { progress in
            guard progress.body.count + data.count <= maxBytes else {
                progress.body = Data()
                return false
            }
            progress.body.append(data)
            return true
        }
        if !fits { finish(.failure(KMAError.responseTooLarge(limitBytes: maxBytes))) }
        return fits
    }

    /// True for the first caller only: whoever gets it cancels the task.
    func claimCancel() -> Bool {
        cancelClaimed.withLock { claimed in
            defer { claimed = true }
            return !claimed
        }
    }

    func complete(error: (any Error)?) {
        if let error {
            finish(.failure(Self.classify(error, timeout: timeout)))
            return
        }
        let answer = progress.withLock { HTTPAnswer(status: $0.status, headers: $0.headers, body: $0.body) }
        finish(.success(answer))
    }

    func finish(_ result: Result<HTTPAnswer, any Error>) {
        guard outcome.finish(result) else { return }
        progress.withLock { $0.body = Data() }
    }

    /// A short, URL-free description of a transport failure.
    static func classify(_ error: any Error, timeout: Double) -> any Error {
        if error is KMAError || error is CancellationError { return error }
        guard let urlError = error as? URLError else { return KMAError.transport("network error") }
        let what: String
        switch urlError.code {
        case .timedOut: return KMAError.timedOut(seconds: timeout)
        case .cancelled: return CancellationError()
        case .notConnectedToInternet: what = "no network connection"
        case .cannotFindHost, .dnsLookupFailed: what = "host not found"
        case .cannotConnectToHost: what = "connection refused"
        case .networkConnectionLost: what = "connection lost"
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected,
            .clientCertificateRequired:
            what = "TLS handshake failed"
        case .badURL, .unsupportedURL: what = "unsupported URL"
        case .httpTooManyRedirects, .redirectToNonExistentLocation: what = "too many redirects"
        case .badServerResponse, .cannotParseResponse: what = "malformed HTTP response"
        case .zeroByteResource: what = "empty response"
        default: what = "network error \(urlError.code.rawValue)"
        }
        return KMAError.transport(what)
    }
}
