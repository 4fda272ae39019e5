import Foundation
import KkeulmitCore

/// What a command fixes about a request before the command line and the config file fill in the rest: the
/// window, and for `run-schedule` the entry's location, language and format. Nil fields fall back to the options,
/// then the config file, then the defaults.
struct AdvicePlan {
    var windowStart: Date
    /// Overrides `--hours` and config `hours`: `tomorrow`'s daytime, a schedule's span.
    var hours: Int?
    /// See `AdviceRequest.forecastTime`.
    var forecastTime: Date?
    /// Used when the command line gives none; before the config's default location.
    var location: LocationSpec?
    var language: OutputLanguage?
    var format: OutputFormat?
    var tomorrow: TomorrowWindow?
    var schedule: AdviceReport.ScheduledRun?
    /// A schedule's `back`; `--back` overrides it.
    var back: TimeOfDay? = nil
}
