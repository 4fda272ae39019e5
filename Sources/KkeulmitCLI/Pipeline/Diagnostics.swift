/// `--verbose` diagnostics on stderr; silent otherwise. Lines are redacted like every other output.
package struct Diagnostics: Sendable {
    package let enabled: Bool
    let sink: @Sendable (String) -> Void

    /// Writes `kkeulmit: <message>` when verbose.
    package func log(_ message: @autoclosure () -> String) {
        guard enabled else { return }
        sink(message())
    }
}
