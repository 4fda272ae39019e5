import KkeulmitCore

/// One entry of the config file's `"schedules"`: when it runs (Core's `Schedule`, which cron lines, systemd
/// timers and `run-schedule`'s window are made from) and how its advice is made and where it goes.
package struct ScheduleEntry: Equatable, Sendable {
    package var schedule: Schedule
    /// Nil: the config's default location.
    package var location: LocationSpec? = nil
    /// `"format"` as `--format` takes it: a format name, or a template (then `format` is nil). Nil and nil: text.
    package var format: OutputFormat? = nil
    package var template: OutputTemplate? = nil
    /// Nil: the config's or the built-in default.
    package var language: OutputLanguage? = nil
    /// `"back"`: when the person comes home; `--back` overrides it.
    package var back: TimeOfDay? = nil
    /// `"output"`: where a run's advice goes.
    package var output = ScheduleOutput.stdout

    package var name: String { schedule.name }
}

/// Where a scheduled run's advice goes (`"output"`), so that it reaches a person on a host without mail.
package enum ScheduleOutput: Equatable, Sendable {
    /// `"stdout"` (the default): cron mails it, journald keeps it.
    case stdout
    /// `"file:/ABSOLUTE/PATH"`: appended after a line naming the run's time, in one write; created 0600.
    case file(String)
    /// `"notify"`: a desktop notification through `notify-send`; stdout (and a stderr line saying why) when
    /// there is no `notify-send` or no session bus.
    case notify

    /// Reads a config value; nil when it is none of the three.
    package init?(parsing text: String) {
        switch text {
        case "stdout": self = .stdout
        case "notify": self = .notify
        default:
            guard text.hasPrefix("file:/"), !text.unicodeScalars.contains(where: { $0.value < 0x20 }) else {
                return nil
            }
            self = .file(String(text.dropFirst("file:".count)))
        }
    }
}
