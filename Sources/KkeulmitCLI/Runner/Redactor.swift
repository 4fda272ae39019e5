import KkeulmitCore

/// Removes the service key, raw or percent-encoded, from any text before it is written; a last line of defence
/// under messages that are built never to contain it. The forms are `ServiceKey`'s, plus the text exactly as the
/// user supplied it (which may not even parse as a key).
package struct Redactor: Sendable {
    /// Every provider's key the run read (data.go.kr's, API Hub's).
    private let secrets: [String]

    package init(secret: String?) {
        self.init(secrets: secret.map { [$0] } ?? [])
    }

    package init(secrets: [String]) {
        // Shorter than 4 characters it is no key, and redacting it would garble ordinary words. Longest first, so
        // that one key inside another is not half-replaced.
        self.secrets = secrets.filter { $0.count >= 4 }.sorted { $0.count > $1.count }
        forms = self.secrets.flatMap { ServiceKey.forms(input: $0) }
    }

    /// Each key's forms, worked out once: `batch` redacts every line it writes.
    private let forms: [String]

    /// A redactor for these keys and `secret` too.
    package func adding(_ secret: String) -> Redactor {
        Redactor(secrets: secrets + [secret])
    }

    package func callAsFunction(_ text: String) -> String {
        ServiceKey.redact(text, forms: forms)
    }
}
