import KkeulmitCore

/// Removes the service key, raw or percent-encoded, from any text before it is written; a last line of defence
/// under messages that are built never to contain it. The forms are `ServiceKey`'s, plus the text exactly as the
/// user supplied it (which may not even parse as a key).
package struct Redactor: Sendable {
    private let secret: String?

    package init(secret: String?) {
        // Shorter than 4 characters it is no key, and redacting it would garble ordinary words.
        self.secret = secret.flatMap { $0.count >= 4 ? $0 : nil }
    }

    package func callAsFunction(_ text: String) -> String {
        guard let secret else { return text }
        return ServiceKey.redact(text, input: secret)
    }
}
