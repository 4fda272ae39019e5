/// The configuration cannot be used (exit 78): no service key, or a config or key file that is unreadable or
/// invalid. Messages name the file and the field, never the key.
package struct ConfigurationError: ReportedFailure, Equatable, Sendable, CustomStringConvertible {
    package var message: String

    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }

    package func report(topic: HelpTopic) -> (code: ExitCode, message: String) {
        (.configuration, message)
    }
}
