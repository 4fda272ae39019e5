/// Something kkeulmit itself got wrong: a state the command-line layer should have made impossible (exit 70).
package struct InternalError: Error, Equatable, Sendable, CustomStringConvertible {
    package var message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}
