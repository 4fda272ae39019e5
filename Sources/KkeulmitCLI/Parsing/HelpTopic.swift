/// The help pages: one for kkeulmit itself (`general`) and one for each command, named as the command is.
///
package enum HelpTopic: String, Equatable, Sendable, CaseIterable {
    case general
    case now
    case at
    case tomorrow
    case setup
    case schedule
    case runSchedule = "run-schedule"
    case feedback
    case grid
    case completion
    case doctor
    case batch
    case help
}
