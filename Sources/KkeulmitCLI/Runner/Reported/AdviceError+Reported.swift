import KkeulmitCore

/// A window `at` was asked for is the user's input (64); for every other command the window follows the clock or
/// the config, so a forecast that cannot serve it is KMA's answer being unusable (65). A value out of range is the
/// fault of whoever set it: an option or variable (64), the config file (78), kkeulmit (70).
extension AdviceError: ReportedFailure {
    package func report(topic: HelpTopic) -> (code: ExitCode, message: String) {
        switch self {
        case .hoursOutOfRange(_, let source):
            switch source {
            case .option, .environment: return FailureReport.usage(description, topic: topic)
            case .configFile, .schedule: return (.configuration, description)
            case .builtIn: return (.internalError, "internal error: " + description)
            }
        case .startsBeforeIssue(let start, let base):
            guard topic == .at else { return unusable }
            return FailureReport.usage(
                "\(start.iso8601) is before the latest forecast issue (\(base.iso8601)): give a later time",
                topic: topic)
        case .startsAfterForecast(let start, let end):
            guard topic == .at else { return unusable }
            return FailureReport.usage(
                "\(start.iso8601) is past the forecast's hourly slots, which end at \(end.iso8601): give an earlier time",
                topic: topic)
        case .emptyForecast: return unusable
        case .noTemperatures(let cell):
            return (
                .dataError,
                "KMA's forecast has no temperatures for cell \(cell) in the window; a sea cell or an area KMA does "
                    + "not cover has none: check the location"
            )
        }
    }

    /// Said as KMA's answer being unusable, in the forecast's voice.
    private var unusable: (code: ExitCode, message: String) {
        (.dataError, KMAError.content(description).message(as: FailureReport.forecast))
    }
}
