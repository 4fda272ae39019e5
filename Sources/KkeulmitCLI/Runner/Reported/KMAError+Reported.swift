import KkeulmitCore

/// A service's failure: its kind decides the code (`FailureReport.code(for:)`), and the message speaks in the
/// required forecast's voice unless the error names its own service (`KMAError.service`).
extension KMAError: ReportedFailure {
    package func report(topic: HelpTopic) -> (code: ExitCode, message: String) {
        (FailureReport.code(for: kind), message(as: FailureReport.forecast))
    }
}
