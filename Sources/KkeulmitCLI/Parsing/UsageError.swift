/// A command line that cannot be carried out (exit 64). `message` names the offending argument and never
/// contains a value given to a service-key-like option.
package struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    package var message: String
    /// The help page that explains the command involved.
    package var topic: HelpTopic

    package init(_ message: String, topic: HelpTopic = .general) {
        self.message = message
        self.topic = topic
    }

    package var description: String { message }
}
