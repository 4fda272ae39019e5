/// A command line that cannot be carried out (exit 64). `message` names the offending argument and never
/// contains a value given to a service-key-like option.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    /// The help page that explains the command involved.
    public var topic: HelpTopic

    public init(_ message: String, topic: HelpTopic = .general) {
        self.message = message
        self.topic = topic
    }

    public var description: String { message }
}
