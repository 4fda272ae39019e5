import KkeulmitCore

/// No provider with a key serves what the run needs: the key settings are the configuration at fault (78).
extension NoProvider: ReportedFailure {
    package func report(topic: HelpTopic) -> (code: ExitCode, message: String) {
        (.configuration, description)
    }
}
