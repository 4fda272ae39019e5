import KkeulmitCore

/// Only `batch` limits the requests (`--max-requests`): a line that needed one more may succeed in a later run,
/// so it is a temporary failure (75), not the line's fault.
extension RequestBudgetExhausted: ReportedFailure {
    package func report(topic: HelpTopic) -> (code: ExitCode, message: String) {
        (.temporaryFailure, "--max-requests \(limit) reached: this line needed another request; run the rest later")
    }
}
