/// The result codes of KMA and of the data.go.kr gateway in front of it (docs/KMA.md, "Result codes"): each code
/// the portal documents has a fixed class of failure; another is classed by the HTTP status it came with.
package struct KMAResultCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    package var rawValue: String
    package init(rawValue: String) { self.rawValue = rawValue }

    package static let normal = Self(rawValue: "00")
    package static let applicationError = Self(rawValue: "01")
    package static let databaseError = Self(rawValue: "02")
    package static let noData = Self(rawValue: "03")
    package static let httpError = Self(rawValue: "04")
    package static let serviceTimeout = Self(rawValue: "05")
    package static let accessDenied = Self(rawValue: "20")
    package static let quotaExceeded = Self(rawValue: "22")
    package static let perSecondLimitExceeded = Self(rawValue: "23")
    package static let keyNotRegistered = Self(rawValue: "30")
    package static let tooManyRequests = Self(rawValue: "34")
    package static let unknown = Self(rawValue: "99")

    /// How long the gateway's per-second request limit (codes 23 and 34) lasts: one wait of this length puts the
    /// next attempt in a fresh window.
    package static let perSecondWindow = 1.0

    package var description: String { rawValue }

    /// Every documented code's class of failure and whether another attempt may help: not for the daily quota (22),
    /// since repeating it spends only time. 03 reaches a caller only after stepping back twice: KMA is behind, a
    /// try-later condition (a cached issue may stand in). 00 without a forecast and 10/11/12: nothing usable.
    static let table: [String: (kind: FailureKind, transient: Bool)] = [
        "01": (.unavailable, true), "02": (.unavailable, true), "04": (.unavailable, true),
        "05": (.unavailable, true), "99": (.unavailable, true), "03": (.unavailable, false),
        "21": (.rateLimited, false), "22": (.rateLimited, false), "23": (.rateLimited, true),
        "34": (.rateLimited, true), "20": (.keyRejected, false), "29": (.keyRejected, false),
        "30": (.keyRejected, false), "31": (.keyRejected, false), "32": (.keyRejected, false),
        "33": (.keyRejected, false), "00": (.unusable, false), "10": (.unusable, false), "11": (.unusable, false),
        "12": (.unusable, false),
    ]

    package var isKnown: Bool { Self.table[rawValue] != nil }

    /// The class of failure when the code came with HTTP `status`: the code's own, else the status's.
    package func kind(httpStatus status: Int) -> FailureKind {
        Self.table[rawValue]?.kind ?? FailureKind(httpStatus: status)
    }

    /// Worth another attempt (`table`); an undocumented code when its HTTP status is (408, 429, 5xx).
    package func isTransient(httpStatus status: Int) -> Bool {
        Self.table[rawValue]?.transient ?? FailureKind.isTransient(httpStatus: status)
    }

    /// The least wait before another attempt, when the code itself imposes one (the per-second limits).
    package var minimumRetryWait: Double? {
        self == .perSecondLimitExceeded || self == .tooManyRequests ? Self.perSecondWindow : nil
    }

    /// What happened and what to do next, in `voice` (who answered, the setting of its root); `httpStatus` only
    /// matters for a code the portal does not document.
    package func explanation(serverMessage: String, httpStatus status: Int = 200, voice: ServiceVoice) -> String {
        let said = serverMessage.isEmpty ? "" : " \(serverMessage)"
        let code = "code \(rawValue)\(said)"
        let (name, setting, service) = (voice.name, voice.setting, voice.registration)
        switch rawValue {
        case "00":
            return "\(name) answered \(code) but no \(voice.product): try again later; if it persists, check \(setting)"
        case "03":
            return "\(name) has no data for this \(voice.product) issue yet (\(code)): try again in a few minutes"
        case "10":
            let fix =
                voice.root == .forecast ? "check the grid cell; KMA serves only the last 3 days" : "check the place"
            return "\(name) rejected the request parameters (\(code)): \(fix)"
        case "11": return "\(name) says a required parameter is missing (\(code)): this is a kkeulmit bug"
        case "12": return "\(name) says the service does not exist (\(code)): check \(setting)"
        case "20": return "\(name) denied access for this key (\(code)): check the key is approved for \(service)"
        case "21": return "\(name) has temporarily disabled this key (\(code)): try again later"
        case "22": return "the key's daily request quota is used up (\(code)): try again tomorrow"
        case "23":
            return "the key's per-second request limit was exceeded (\(code)): try again in a few seconds, and "
                + "space out runs that share the key"
        case "29":
            return "data.go.kr has blocked the IP address this request came from (\(code)): the block is on the "
                + "caller, not the key, so retrying will not help; ask data.go.kr to lift it or use another network"
        case "30":
            return "\(name) rejected the service key (\(code)): check it is registered for \(service); "
                + "new keys can take an hour"
        case "31": return "the service key has expired (\(code)): renew it on data.go.kr"
        case "32":
            return "this IP address is not registered for the key (\(code)): add it to the key's IP settings on "
                + "data.go.kr"
        case "33": return "\(name) refused an unsigned call (\(code)): check the service key"
        case "34":
            return "data.go.kr answered too many requests (\(code)): try again in a few seconds, and space out "
                + "runs that share the key"
        case "01", "02", "04", "05", "99": return "\(name) reported a server-side error (\(code)): try again later"
        default: return Self.unknownExplanation(code: code, httpStatus: status, voice: voice)
        }
    }

    private static func unknownExplanation(code: String, httpStatus status: Int, voice: ServiceVoice) -> String {
        let lead = "\(voice.name) answered unknown result \(code) with HTTP \(status)"
        switch FailureKind(httpStatus: status) {
        case .keyRejected:
            return lead + ", a refusal: check the service key is registered for \(voice.registration)"
        case .rateLimited: return lead + ", a rate limit: try again later"
        case .unavailable: return lead + ", a server failure: try again later"
        case .unusable:
            return lead + ": kkeulmit cannot use the answer; try again later, and if it persists check "
                + "\(voice.setting) or report the code"
        }
    }
}
