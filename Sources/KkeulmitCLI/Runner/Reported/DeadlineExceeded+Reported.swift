import KkeulmitCore

/// 69 as for a KMA that did not answer (the contract); the message says what the time went to.
extension DeadlineExceeded: ReportedFailure {
    package func report(topic: HelpTopic) -> (code: ExitCode, message: String) {
        (.unavailable, message(timeLimit: FailureReport.timeLimit))
    }
}
