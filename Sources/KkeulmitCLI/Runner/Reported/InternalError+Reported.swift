/// Something kkeulmit itself got wrong (70), said as such.
extension InternalError: ReportedFailure {
    package func report(topic: HelpTopic) -> (code: ExitCode, message: String) {
        (.internalError, "internal error: " + message)
    }
}
