/// A place or cell that cannot be resolved was given by the user: a usage error (64), whose message names the place
/// without a help page, since several options and the config can give one.
extension LocationError: ReportedFailure {
    package func report(topic: HelpTopic) -> (code: ExitCode, message: String) {
        (.usage, description)
    }
}
