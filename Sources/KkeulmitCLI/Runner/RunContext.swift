import KkeulmitCore

/// Per-run mutable state: the redactor (set once the key is read), `--verbose`, whether the last line is written.
final class RunContext: Sendable {
    private struct State {
        var redactor = Redactor(secret: nil)
        var verbose = false
        var closed = false
        var exitStatus = ExitCode.success
    }

    private let stderr: any TextOutput
    private let state = Locked(State())

    init(stderr: any TextOutput) {
        self.stderr = stderr
    }

    var verbose: Bool {
        get { state.withLock { $0.verbose } }
        set { state.withLock { $0.verbose = newValue } }
    }

    /// The code a run that printed its output exits with: success, unless the command said otherwise (`doctor`).
    var exitStatus: ExitCode {
        get { state.withLock { $0.exitStatus } }
        set { state.withLock { $0.exitStatus = newValue } }
    }

    /// Takes `key` out of every line the run writes from now on (each provider's key is added in turn).
    func setSecret(_ key: String) {
        state.withLock { $0.redactor = $0.redactor.adding(key) }
    }

    func redact(_ text: String) -> String {
        state.withLock { $0.redactor }(text)
    }

    /// Writes a line to stderr (inner newlines become spaces, other control characters escapes) unless the run is over.
    func line(_ text: String) {
        // Whatever a message holds (a path from the command line, a server's words), the terminal gets one line
        // of text: line breaks become spaces, other control characters their escapes.
        let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ").unicodeScalars.map { scalar in
            scalar != "\t" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
                ? "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}" : String(scalar)
        }.joined()
        let (redactor, closed) = state.withLock { ($0.redactor, $0.closed) }
        guard !closed else { return }
        stderr.write(redactor(flat) + "\n")
    }

    /// Ends the run's output: later lines, from work abandoned at the deadline, are dropped.
    func close() {
        state.withLock { $0.closed = true }
    }
}

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

    package func adding(_ secret: String) -> Redactor {
        Redactor(secrets: secrets + [secret])
    }

    package func callAsFunction(_ text: String) -> String {
        ServiceKey.redact(text, forms: forms)
    }
}
