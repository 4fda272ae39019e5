/// KMA's and the data portal's result codes (../shared/reference/kma-api.md, "Result codes").
public struct KMAResultCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let normal = Self(rawValue: "00")
    public static let applicationError = Self(rawValue: "01")
    public static let databaseError = Self(rawValue: "02")
    public static let noData = Self(rawValue: "03")
    public static let httpError = Self(rawValue: "04")
    public static let serviceTimeout = Self(rawValue: "05")
    public static let invalidParameter = Self(rawValue: "10")
    public static let missingParameter = Self(rawValue: "11")
    public static let noSuchService = Self(rawValue: "12")
    public static let accessDenied = Self(rawValue: "20")
    public static let keyTemporarilyDisabled = Self(rawValue: "21")
    public static let quotaExceeded = Self(rawValue: "22")
    public static let keyNotRegistered = Self(rawValue: "30")
    public static let keyExpired = Self(rawValue: "31")
    public static let unregisteredIP = Self(rawValue: "32")
    public static let unsignedCall = Self(rawValue: "33")
    public static let unknown = Self(rawValue: "99")

    public var description: String { rawValue }

    public var kind: FailureKind {
        switch rawValue {
        case "01", "02", "04", "05", "99": .unavailable
        // 03 only reaches a caller after stepping back twice: three issues unpublished means KMA is behind, a
        // try-later condition like the others above (and a cached issue may stand in), not an unusable answer.
        case "03": .unavailable
        case "21", "22": .rateLimited
        case "20", "30", "31", "32", "33": .keyRejected
        // 10/11/12 and unknown codes: KMA answered, but nothing in the answer can be used.
        default: .unusable
        }
    }

    public var isTransient: Bool { ["01", "02", "04", "05", "99"].contains(rawValue) }

    /// What happened and what to do next.
    public func explanation(serverMessage: String) -> String {
        let said = serverMessage.isEmpty ? "" : " \(serverMessage)"
        switch rawValue {
        case "03": return "KMA has no data for this forecast issue yet (code 03\(said)): try again in a few minutes"
        case "10":
            return "KMA rejected the request parameters (code 10\(said)): check the grid cell; KMA serves only the "
                + "last 3 days"
        case "11": return "KMA says a required parameter is missing (code 11\(said)): this is a kkeulmit bug"
        case "12": return "KMA says the service does not exist (code 12\(said)): check --base-url"
        case "20":
            return "KMA denied access for this key (code 20\(said)): check the key is approved for "
                + "VilageFcstInfoService_2.0"
        case "21": return "KMA has temporarily disabled this key (code 21\(said)): try again later"
        case "22": return "the key's daily request quota is used up (code 22\(said)): try again tomorrow"
        case "30":
            return "KMA rejected the service key (code 30\(said)): check it is registered for "
                + "VilageFcstInfoService_2.0; new keys can take an hour"
        case "31": return "the service key has expired (code 31\(said)): renew it on data.go.kr"
        case "32": return "this IP address is not allowed for the key (code 32\(said)): check the key's IP settings"
        case "33": return "KMA refused an unsigned call (code 33\(said)): check the service key"
        case "01", "02", "04", "05", "99":
            return "KMA reported a server-side error (code \(rawValue)\(said)): try again later"
        default: return "KMA answered result code \(rawValue)\(said)"
        }
    }
}
