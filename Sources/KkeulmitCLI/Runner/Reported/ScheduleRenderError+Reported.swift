import KkeulmitCore

/// Schedule lines that cannot be written come from the config's schedules (78).
extension ScheduleRenderError: ReportedFailure {
    package func report(topic: HelpTopic) -> (code: ExitCode, message: String) {
        (.configuration, description)
    }
}
