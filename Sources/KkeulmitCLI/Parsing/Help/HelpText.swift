/// Help pages: the hand-written headlines, examples and explanations. Synopses, command lists and option lists
/// are generated from `CommandSpec` by `HelpRenderer`, so they are always what the parser accepts.
package enum HelpText {
    /// The page `kkeulmit --help` or `kkeulmit COMMAND --help` prints.
    package static func text(for topic: HelpTopic) -> String {
        HelpRenderer.page(for: topic)
    }

    /// One line naming the command's form, used under usage errors with `--verbose`.
    package static func synopsis(for topic: HelpTopic) -> String {
        HelpRenderer.synopsis(for: topic)
    }

    /// The hand-written parts of `topic`'s page.
    static func prose(for topic: HelpTopic) -> HelpProse {
        switch topic {
        case .general: general
        case .now: now
        case .at: at
        case .grid: grid
        case .tomorrow: tomorrow
        case .schedule: schedule
        case .runSchedule: runSchedule
        case .feedback: feedback
        case .completion: completion
        case .doctor: doctor
        case .batch: batch
        case .setup: setup
        case .help: help
        }
    }
}
