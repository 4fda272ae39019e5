/// A command line that cannot be carried out (exit 64). `message` names the offending argument and never
/// contains a value given to a service-key-like option.
package struct UsageError: ReportedFailure, Equatable, Sendable, CustomStringConvertible {
    package var message: String
    /// The help page that explains the command involved.
    package var topic: HelpTopic

    package init(_ message: String, topic: HelpTopic = .general) {
        self.message = message
        self.topic = topic
    }

    package var description: String { message }

    /// 64, pointing at the help page this error names (the one that explains the argument at fault), whichever
    /// command ran.
    package func report(topic _: HelpTopic) -> (code: ExitCode, message: String) {
        FailureReport.usage(message, topic: topic)
    }
}
