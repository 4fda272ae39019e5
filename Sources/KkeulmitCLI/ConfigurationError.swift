/// The configuration cannot be used (exit 78): no service key, or a config or key file that is unreadable or
/// invalid. Messages name the file and the field, never the key.
public struct ConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
