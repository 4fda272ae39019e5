import Foundation
import KkeulmitCore

/// What a command fixes about a request before the command line and the config file fill in the rest: the
/// window, and for `run-schedule` the entry's location, language and format. Nil fields fall back to the options,
/// then the config file, then the defaults.
struct AdvicePlan {
    var windowStart: Date
    /// Overrides `--hours` and config `hours`: `tomorrow`'s daytime, a schedule's span.
    var hours: Int?
    /// Where `hours` came from: config `"tomorrow"`, a schedule, or the built-in daytime.
    var hoursSource: SettingSource = .builtIn
    /// See `AdviceRequest.forecastTime`.
    var forecastTime: Date?
    /// Used when the command line gives none; before the config's default location.
    var location: LocationSpec?
    var language: OutputLanguage?
    var format: OutputFormat?
    /// A schedule's template `"format"`; `--format` and `--json` override it.
    var template: OutputTemplate? = nil
    var tomorrow: TomorrowWindow?
    var schedule: AdviceReport.ScheduledRun?
    /// A schedule's `back`; `--back` overrides it.
    var back: TimeOfDay? = nil
    /// `run-schedule`'s entry, whose `"output"` the advice goes to.
    var entry: ScheduleEntry? = nil
}

extension AdvicePlan {
    /// The window's hour count and where it came from: the plan's own, else `--hours`, else config `"hours"`,
    /// else `default`.
    func hours(option: Int?, configured: Int?, configFile: String, default: Int) -> (Int, SettingSource) {
        if let hours { return (hours, hoursSource) }
        if let option { return (option, .option("--hours")) }
        if let configured { return (configured, .configFile(path: configFile, key: "hours")) }
        return (`default`, .builtIn)
    }
}
