/// What went wrong talking to KMA, one case per class of failure so each maps to one exit code and one piece of
/// advice. Descriptions never contain the service key or the request URL.
public enum KMAError: Error, Equatable, Sendable, CustomStringConvertible {
    /// KMA answered a result code other than 00 in its JSON header.
    case resultCode(KMAResultCode, message: String)
    /// The portal gateway answered with its error envelope (XML or JSON), e.g. reason 30 for an unknown key.
    case gateway(reasonCode: String, authMessage: String)
    /// An HTTP status that is not 200 and whose body said nothing more specific.
    case httpStatus(Int, retryAfterSeconds: Double?)
    /// The request never got an answer: refused, reset, DNS, TLS …
    case transport(String)
    /// No complete answer within the deadline.
    case timedOut(seconds: Double)
    /// The body grew past the size cap.
    case responseTooLarge(limitBytes: Int)
    /// KMA answered, but the content is unusable: malformed, truncated, empty, HTML, or required values missing.
    case content(String)

    /// How the failure is classified; the CLI maps each kind to one exit code.
    public var kind: FailureKind {
        switch self {
        case .resultCode(let code, _): code.kind
        case .gateway(let reason, _): KMAResultCode(rawValue: reason).kind
        case .httpStatus(let status, _):
            switch status {
            case 401, 403: .keyRejected
            case 429: .rateLimited
            case 408, 500...599: .unavailable
            default: .unusable
            }
        case .transport, .timedOut: .unavailable
        case .responseTooLarge, .content: .unusable
        }
    }

    /// Worth another attempt: transport errors, timeouts, 408, 429, 5xx and result codes 01/02/04/05/99.
    public var isTransient: Bool {
        switch self {
        case .transport, .timedOut: true
        case .httpStatus(let status, _): status == 408 || status == 429 || (500...599).contains(status)
        case .resultCode(let code, _): code.isTransient
        case .gateway(let reason, _): KMAResultCode(rawValue: reason).isTransient
        case .responseTooLarge, .content: false
        }
    }

    public var description: String { message }

    /// One line that says what happened and what to do next.
    public var message: String {
        switch self {
        case .resultCode(let code, let msg): code.explanation(serverMessage: msg)
        case .gateway(let reason, let auth):
            KMAResultCode(rawValue: reason).explanation(serverMessage: auth)
        case .httpStatus(let status, let retryAfter):
            switch status {
            case 401, 403:
                "KMA refused the request (HTTP \(status)): check the service key is registered for "
                    + "VilageFcstInfoService_2.0"
            case 429:
                "KMA is rate-limiting this key (HTTP 429): try again "
                    + (retryAfter.map { "in \(formatSeconds($0.rounded(.up))) s" } ?? "later")
            case 500...599: "KMA answered HTTP \(status): the service is having trouble; try again later"
            case 400, 404, 405, 410: "KMA answered HTTP \(status): check --base-url points at the forecast service"
            default: "KMA answered HTTP \(status) without a forecast: try again later, or check --base-url"
            }
        case .transport(let what): "could not reach KMA (\(what)): check the network or --base-url"
        case .timedOut(let s): "KMA did not answer within \(formatSeconds(s)) s: try again later or raise --timeout"
        case .responseTooLarge(let limit):
            "KMA's answer was larger than \(formatBytes(limit)), far more than a forecast: check --base-url"
        case .content(let what):
            "KMA's answer was unusable (\(what)): try again later; if it persists, check --base-url"
        }
    }
}

/// The classes of failure that scripts can tell apart by exit code.
public enum FailureKind: Sendable, Equatable {
    /// 65: KMA answered, but the answer cannot be used.
    case unusable
    /// 69: KMA could not be reached or kept failing.
    case unavailable
    /// 75: rate-limited or key temporarily disabled; try later.
    case rateLimited
    /// 77: the key was rejected.
    case keyRejected
}

private func formatBytes(_ n: Int) -> String {
    n >= 1_000_000 && n % 1_000_000 == 0 ? "\(n / 1_000_000) MB" : n >= 1000 ? "\(n / 1000) KB" : "\(n) bytes"
}

/// Whole seconds, or one decimal: a deadline measured from the clock (3.6977618932724 s left) reads as 3.7 s.
private func formatSeconds(_ s: Double) -> String {
    guard s.isFinite, abs(s) < 1e15 else { return String(s) }
    let tenths = (s * 10).rounded() / 10
    return tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)
}
