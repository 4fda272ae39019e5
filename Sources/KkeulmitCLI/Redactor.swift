import KkeulmitCore

/// Removes the service key, raw or percent-encoded, from any text before it is written; a last line of defence
/// under messages that are built never to contain it. The forms are `ServiceKey`'s, plus the text exactly as the
/// user supplied it (which may not even parse as a key).
public struct Redactor: Sendable {
    private let key: ServiceKey?
    private let asGiven: String?

    public init(secret: String?) {
        guard let secret, secret.count >= 4 else {
            key = nil
            asGiven = nil
            return
        }
        key = ServiceKey(secret)
        asGiven = secret
    }

    public func callAsFunction(_ text: String) -> String {
        var result = ServiceKey.redact(text, key: key)
        if let asGiven, result.contains(asGiven) {
            result = result.replacingOccurrences(of: asGiven, with: "[redacted]")
        }
        return result
    }
}
