/// What a provider's failure means for the request: ask the next provider, remember that this one ran out of
/// quota (and ask the next), or stop here. Pure; the contract's table (docs/KMA.md, "Two providers").
package enum FailoverRule {
    package enum Verdict: Equatable, Sendable {
        /// Another provider can mend it: a transport failure or timeout, 5xx, an unusable body, KMA's backend
        /// hiccup (after the provider's one retry), a refused key or approval.
        case moveOn
        /// The provider's daily quota is used up (`22`; a 429 unless it asks to come back within the hour; API Hub's
        /// 403 for an operation it answered that day): skip it until 00:00 KST, and ask the next.
        case outOfQuota
        /// Every provider would say the same (`03`: step back instead; `10`/`11`: our parameters; `12`/HTTP 404: a
        /// wrong path; `99`: KMA's stated reasons), or no time or budget is left, or cancellation.
        case stop
    }

    /// - Parameter answeredToday: whether `provider` has answered this operation today (KST), which makes API Hub's
    ///   403 a quota rather than an operation never approved (approval is per operation there).
    package static func verdict(after error: any Error, from provider: ProviderID, answeredToday: Bool) -> Verdict {
        if error is NoProvider { return .moveOn }
        guard let error = error as? KMAError else { return .stop }
        switch error {
        case .providers(let telling, _), .service(_, let telling):
            return verdict(after: telling, from: provider, answeredToday: answeredToday)
        case .transport, .unreachable, .timedOut, .content, .responseTooLarge: return .moveOn
        case .httpStatus(429, let wait?) where wait < rateLimitWait:
            // A 429 that says to come back within the hour is a rate limit, not the day's quota.
            return .moveOn
        case .httpStatus(let status, _): return verdict(httpStatus: status)
        case .apiHub(let status, _, _, _):
            if status == 403 && answeredToday { return .outOfQuota }
            return verdict(httpStatus: status)
        case .resultCode(let code, _, let status, _): return verdict(code: code, httpStatus: status)
        case .gateway(let reason, _, let status, _):
            return verdict(code: KMAResultCode(rawValue: reason), httpStatus: status)
        }
    }

    /// A `Retry-After` shorter than this makes a 429 a rate limit rather than the daily quota.
    static let rateLimitWait = 3_600.0

    static func verdict(httpStatus status: Int) -> Verdict {
        switch status {
        case 429: .outOfQuota
        case 401, 403, 408, 500...599: .moveOn
        default: .stop
        }
    }

    static func verdict(code: KMAResultCode, httpStatus status: Int) -> Verdict {
        switch code.rawValue {
        case "22": return .outOfQuota
        case "01", "02", "04", "05", "20", "21", "23", "29", "30", "31", "32", "33", "34": return .moveOn
        case "03", "10", "11", "12", "99": return .stop
        default: return code.isKnown ? .stop : verdict(httpStatus: status)
        }
    }
}
