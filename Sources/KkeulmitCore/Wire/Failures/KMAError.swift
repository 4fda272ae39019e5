/// What went wrong talking to KMA, one case per class of failure so each maps to one exit code and one piece of
/// advice. Descriptions never contain the service key or the request URL.
package enum KMAError: Error, Equatable, Sendable, CustomStringConvertible {
    /// KMA answered a result code other than 00 in its JSON header, with HTTP `httpStatus`; `retryAfterSeconds`
    /// is the answer's `Retry-After`, if any.
    case resultCode(KMAResultCode, message: String, httpStatus: Int = 200, retryAfterSeconds: Double? = nil)
    /// The portal gateway answered with its error envelope (XML or JSON), e.g. reason 30 for an unknown key.
    case gateway(reasonCode: String, authMessage: String, httpStatus: Int = 200, retryAfterSeconds: Double? = nil)
    /// KMA API Hub answered its own error (`{"result": {"status", "message"}}`, or a bare 401/403/404 from it):
    /// `status` is the envelope's, `httpStatus` the answer's.
    case apiHub(status: Int, message: String, httpStatus: Int = 200, retryAfterSeconds: Double? = nil)
    /// An HTTP status that is not 200 and whose body said nothing more specific.
    case httpStatus(Int, retryAfterSeconds: Double?)
    /// The request never got an answer: refused, reset, DNS, TLS …
    case transport(String)
    /// The request never got an answer, and libcurl said why (`NetworkFailure`).
    case unreachable(NetworkFailure)
    /// No complete answer within the deadline.
    case timedOut(seconds: Double)
    /// The body grew past the size cap.
    case responseTooLarge(limitBytes: Int)
    /// KMA answered, but the content is unusable: malformed, truncated, empty, HTML, or required values missing.
    case content(String)
    /// What the providers asked answered, each named: every provider failed (two or more), or the one that failed
    /// is not the one messages assume (API Hub). `telling`, the most telling failure, decides the class; the
    /// message says what each provider answered, with its own setting to check.
    indirect case providers(telling: KMAError, failures: [Attempt])
    /// A service other than the forecast failed (AirKorea, the UV index, the warnings, pollen): the failure as its
    /// transport saw it, and the service, which its message names (`ServiceVoice`), never KMA's forecast.
    indirect case service(ServiceRoot, KMAError)

    /// One provider's failure, named as messages name the provider (`data.go.kr`, `API Hub`), with the setting of
    /// its root when it is not `--base-url`.
    package struct Attempt: Equatable, Sendable {
        package var provider: String
        package var error: KMAError
        package var rootSetting: String?

        /// `API Hub: could not reach KMA (…): check the network or KKEULMIT_APIHUB_URL`.
        package var message: String { message(as: ServiceVoice(.forecast)) }

        /// The provider's failure in `voice`, with its own root's setting when it has one.
        package func message(as voice: ServiceVoice) -> String {
            var own = voice
            if let rootSetting { own.setting = rootSetting }
            return provider + ": " + error.message(as: own)
        }
    }

    /// The failure that decides: the most telling provider's when every provider failed, else this one.
    package var telling: KMAError {
        if case .providers(let telling, _) = self { return telling.telling }
        if case .service(_, let cause) = self { return cause.telling }
        return self
    }

    /// The failure without the service it came from (`service`); itself for the forecast's.
    package var cause: KMAError {
        if case .service(_, let cause) = self { return cause.cause }
        return self
    }

    /// The result code KMA or the gateway answered, whichever form it came in; nil for other failures.
    package var resultCode: KMAResultCode? {
        switch self {
        case .providers(let telling, _), .service(_, let telling): telling.resultCode
        case .resultCode(let code, _, _, _): code
        case .gateway(let reason, _, _, _): KMAResultCode(rawValue: reason)
        default: nil
        }
    }

    /// How the failure is classified; the CLI maps each kind to one exit code. A result code the portal does not
    /// document is classified by the HTTP status it came with.
    package var kind: FailureKind {
        switch self {
        case .providers(let telling, _), .service(_, let telling): telling.kind
        case .resultCode(let code, _, let status, _): code.kind(httpStatus: status)
        case .gateway(let reason, _, let status, _): KMAResultCode(rawValue: reason).kind(httpStatus: status)
        case .httpStatus(let status, _), .apiHub(let status, _, _, _): FailureKind(httpStatus: status)
        case .transport, .unreachable, .timedOut: .unavailable
        case .responseTooLarge, .content: .unusable
        }
    }

    /// Worth another attempt (`KMAResultCode.isTransient(httpStatus:)`, transport failures, timeouts); not a `99`
    /// that says why ("검색결과가 없습니다", "제공기간이 아닙니다", "최근 1일 간의 자료만 제공합니다"): asking again won't change it.
    package var isTransient: Bool {
        switch self {
        case .providers(let telling, _), .service(_, let telling): telling.isTransient
        case .transport, .timedOut: true
        case .unreachable(let failure): failure.isRetryable
        case .httpStatus(let status, _), .apiHub(let status, _, _, _): FailureKind.isTransient(httpStatus: status)
        case .resultCode(let code, let message, let status, _):
            code.isTransient(httpStatus: status)
                && !(code == .unknown && ["검색결과가 없습니다", "제공기간", "최근 1일", "일 전까지"].contains { message.contains($0) })
        case .gateway(let reason, _, let status, _): KMAResultCode(rawValue: reason).isTransient(httpStatus: status)
        case .responseTooLarge, .content: false
        }
    }

    /// The least wait before another attempt that the answer asks for: its `Retry-After`, else the per-second
    /// window for codes 23/34; nil when the answer asks for none (then the caller's backoff decides).
    package var retryAfterSeconds: Double? {
        switch self {
        case .providers(let telling, _), .service(_, let telling): telling.retryAfterSeconds
        case .httpStatus(_, let wait), .apiHub(_, _, _, let wait): wait
        case .resultCode(let code, _, _, let wait): wait ?? code.minimumRetryWait
        case .gateway(let reason, _, _, let wait): wait ?? KMAResultCode(rawValue: reason).minimumRetryWait
        case .transport, .unreachable, .timedOut, .responseTooLarge, .content: nil
        }
    }

    package var description: String { message }

    /// One line that says what happened and what to do next, in the forecast's voice unless the failure is another
    /// service's (`service`); the setting named is the root's environment variable (`ServiceVoice`).
    package var message: String { message(as: ServiceVoice(.forecast)) }
}

/// The classes of failure that scripts can tell apart by exit code.
package enum FailureKind: Sendable, Equatable {
    /// 65: KMA answered, but the answer cannot be used.
    case unusable
    /// 69: KMA could not be reached or kept failing.
    case unavailable
    /// 75: rate-limited or key temporarily disabled; try later.
    case rateLimited
    /// 77: the key or the caller was rejected.
    case keyRejected

    /// The class of an HTTP status that came without anything more specific (also the fallback for a result code
    /// the portal does not document): 401/403 rejected, 429 rate-limited, 408/5xx unavailable, else unusable.
    package init(httpStatus status: Int) {
        switch status {
        case 401, 403: self = .keyRejected
        case 429: self = .rateLimited
        case 408, 500...599: self = .unavailable
        default: self = .unusable
        }
    }

    /// Whether an HTTP status is worth another attempt: 408, 429 and 5xx.
    package static func isTransient(httpStatus status: Int) -> Bool {
        status == 408 || status == 429 || (500...599).contains(status)
    }
}
