/// What each failure says to a person: who failed (`ServiceVoice.name`: KMA for the forecast, AirKorea, KMA's UV
/// index, warnings or pollen service), what happened and what to do, the root's setting by name.
extension KMAError {
    /// One line in `voice`; a failure that carries its service (`service`) speaks in that service's voice.
    package func message(as voice: ServiceVoice) -> String {
        let (name, setting) = (voice.name, voice.setting)
        switch self {
        case .service(let root, let cause): return cause.message(as: voice.speaking(for: root))
        case .providers(_, let failures): return failures.map { $0.message(as: voice) }.joined(separator: "; ")
        case .resultCode(let code, let msg, let status, _):
            return code.explanation(serverMessage: msg, httpStatus: status, voice: voice)
        case .gateway(let reason, let auth, let status, _):
            return KMAResultCode(rawValue: reason).explanation(serverMessage: auth, httpStatus: status, voice: voice)
        case .httpStatus(let status, let retryAfter): return Self.httpMessage(status, retryAfter: retryAfter, voice)
        case .apiHub(let status, let said, _, let retryAfter):
            return Self.apiHubMessage(status: status, said: said.isEmpty ? "" : " \(said)", retryAfter: retryAfter)
        case .transport(let what): return "could not reach \(name) (\(what)): check the network or \(setting)"
        case .unreachable(let failure): return "could not reach \(name): " + failure.sentence(setting: setting)
        case .timedOut(let s):
            return "\(name) did not answer within \(formatSeconds(s)) s: try again later or raise \(voice.timeLimit)"
        case .responseTooLarge(let limit):
            return "\(voice.answer) was larger than \(formatBytes(limit)), far more than a \(voice.product): "
                + "check \(setting)"
        case .content(let what):
            return "\(voice.answer) was unusable (\(what)): try again later; if it persists, check \(setting)"
        }
    }

    private static func httpMessage(_ status: Int, retryAfter: Double?, _ voice: ServiceVoice) -> String {
        let name = voice.name
        switch status {
        case 401, 403:
            return "\(name) refused the request (HTTP \(status)): check the service key is registered for "
                + voice.registration
        case 429:
            return "\(name) is rate-limiting this key (HTTP 429): try again "
                + (retryAfter.map { "in \(formatSeconds($0.rounded(.up))) s" } ?? "later")
        case 500...599: return "\(name) answered HTTP \(status): the service is having trouble; try again later"
        case 400, 404, 405, 410:
            return "\(name) answered HTTP \(status): check \(voice.setting) points at the \(voice.product) service"
        default:
            return "\(name) answered HTTP \(status) without a \(voice.product): try again later, or check "
                + voice.setting
        }
    }

    /// API Hub's answers, each with the fix (docs/KMA.md, "Two providers").
    private static func apiHubMessage(status: Int, said: String, retryAfter: Double?) -> String {
        switch status {
        case 401:
            "API Hub did not accept the authKey (HTTP 401\(said)): set KMA_APIHUB_KEY or apiHubKeyFile to the key "
                + "apihub.kma.go.kr issued (a data.go.kr key is not one)"
        case 403:
            "API Hub refused the request (HTTP 403\(said)): the key is not approved for this operation, or its daily "
                + "quota is used up; apply for it (활용신청) at apihub.kma.go.kr, or wait until 00:00 KST"
        case 404: "API Hub has no such API (HTTP 404\(said)): check KKEULMIT_APIHUB_URL"
        case 429:
            "API Hub is rate-limiting this key (HTTP 429\(said)): try again "
                + (retryAfter.map { "in \(formatSeconds($0.rounded(.up))) s" } ?? "later")
        case 500...599: "API Hub answered HTTP \(status)\(said): the service is having trouble; try again later"
        default: "API Hub answered HTTP \(status)\(said) without a forecast: try again later"
        }
    }
}

private func formatBytes(_ n: Int) -> String {
    n >= 1_000_000 && n % 1_000_000 == 0 ? "\(n / 1_000_000) MB" : n >= 1000 ? "\(n / 1000) KB" : "\(n) bytes"
}

/// Whole seconds, or one decimal: a deadline measured from the clock (3.6977618932724 s left) reads as 3.7 s.
func formatSeconds(_ s: Double) -> String {
    guard s.isFinite, abs(s) < 1e15 else { return String(s) }
    let tenths = (s * 10).rounded() / 10
    return tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)
}
