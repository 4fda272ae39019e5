/// `--verbose` diagnostics on stderr; silent otherwise. Lines are redacted like every other output.
package struct Diagnostics: Sendable {
    let sink: @Sendable (String) -> Void
    package let enabled: Bool

    package init(enabled: Bool, sink: @escaping @Sendable (String) -> Void) {
        self.enabled = enabled
        self.sink = sink
    }

    /// Writes `kkeulmit: <message>` when verbose.
    package func log(_ message: @autoclosure () -> String) {
        guard enabled else { return }
        sink(message())
    }
}
