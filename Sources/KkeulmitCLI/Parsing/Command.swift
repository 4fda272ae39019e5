import Foundation
import KkeulmitCore

/// What the command line asked for; produced by `CommandLineParser.parse`, carried out by its `runnable` type.
package enum Command: Equatable, Sendable {
    /// Print help for a topic to stdout and exit 0.
    case help(HelpTopic)
    /// Print `kkeulmit X.Y.Z` and exit 0.
    case version
    /// Advice for the window starting at the current hour.
    case now(AdviceOptions)
    /// Advice for the window starting at `time`.
    case at(time: Date, options: AdviceOptions)
    /// Grid conversion.
    case grid(GridOptions)
    /// Advice for tomorrow's daytime, compared with the same hours of the day before when the cache allows.
    case tomorrow(AdviceOptions)
    /// Print, install or uninstall the crontab lines for the config file's schedules.
    case schedule(ScheduleOptions)
    /// Advice for one config schedule's window, fixed by its scheduled time rather than the time cron fired.
    case runSchedule(name: String, options: AdviceOptions)
    /// Store how the last advice felt.
    case feedback(FeedbackOptions)
    /// A completion script, the man page, or the place names a completion script asks for.
    case usage(UsageRequest)
    /// Check the key, each service, the config file, the cache directory and the clock.
    case doctor(DoctorOptions)
    /// JSON lines in, one advice (or error) line out per input line.
    case batch(BatchOptions)
    /// A person's first run: the place and the keys, checked, written into the config directory.
    case setup(SetupOptions)
}

/// What `kkeulmit completion` and `kkeulmit --generate-man` print; `UsageOutput` renders it.
package enum UsageRequest: Equatable, Sendable {
    /// `completion bash|zsh|fish`.
    case completion(CompletionShell)
    /// `completion --list-places PREFIX`, what the completion scripts call for `--place`.
    case placeNames(prefix: String)
    /// `--generate-man`.
    case manPage
}

/// The commands help exists for.
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

/// Options of `now` and `at`. Nil means "not given": the config file or the default decides.
package struct AdviceOptions: Equatable, Sendable {
    package var location: LocationSpec?
    package var hours: Int?
    package var format: OutputFormat?
    package var language: OutputLanguage?
    /// `now --demo`: the built-in sample, no key, no network.
    package var demo: Bool
    /// `now --demo summer`: which sample; the winter one unless `summer` was given.
    package var demoSample: DemoSampleKind = .winter
    package var common: CommonOptions
    /// `--back HH:MM`: when the person comes home.
    package var back: TimeOfDay?
    /// `--format 'TEMPLATE'`: replaces `format`.
    package var template: OutputTemplate?
    /// `--chart`.
    package var chart: Bool = false
    /// `--forecast-only`: the run uses `vilageFcst` alone.
    package var forecastOnly: Bool = false
    /// `--ascii`: the chart in plain ASCII.
    package var ascii: Bool = false
    /// `--color`; nil is `auto`.
    package var colour: ColourChoice?

    package init(
        location: LocationSpec? = nil, hours: Int? = nil, format: OutputFormat? = nil,
        language: OutputLanguage? = nil, demo: Bool = false, common: CommonOptions = CommonOptions()
    ) {
        self.location = location
        self.hours = hours
        self.format = format
        self.language = language
        self.demo = demo
        self.common = common
    }
}

/// Options every advice command shares.
package struct CommonOptions: Equatable, Sendable {
    /// `--base-url`, validated (http/https, no query) and without a trailing slash.
    package var baseURL: String?
    /// `--timeout SECONDS`, positive.
    package var timeoutSeconds: Double?
    /// `--no-cache`.
    package var noCache: Bool
    /// `--verbose`.
    package var verbose: Bool
    /// `--max-stale HOURS`: how old a cached forecast may be and still stand in when KMA fails.
    package var maxStaleHours: Double?
    /// `--config PATH`: use this config file instead of the XDG one.
    package var configPath: String?

    package init(
        baseURL: String? = nil, timeoutSeconds: Double? = nil, noCache: Bool = false, verbose: Bool = false,
        maxStaleHours: Double? = nil, configPath: String? = nil
    ) {
        self.baseURL = baseURL
        self.timeoutSeconds = timeoutSeconds
        self.noCache = noCache
        self.verbose = verbose
        self.maxStaleHours = maxStaleHours
        self.configPath = configPath
    }
}

/// Options of `schedule`.
package struct ScheduleOptions: Equatable, Sendable {
    package enum Action: Equatable, Sendable {
        /// Print the crontab block or the units (the default).
        case print
        /// `--install`: put the block into the user's crontab (or write the units), replacing earlier ones.
        case install
        /// `--uninstall`: take the block out of the user's crontab (or remove the units).
        case uninstall
    }

    package var action: Action
    /// `--utc`: crontab times on a UTC clock whatever this machine's zone, for a cron that runs in UTC.
    package var utc: Bool
    /// `--systemd`: systemd user timers instead of crontab lines.
    package var systemd: Bool
    /// `--config PATH`.
    package var configPath: String?
    package var verbose: Bool

    package init(
        action: Action = .print, utc: Bool = false, systemd: Bool = false, configPath: String? = nil,
        verbose: Bool = false
    ) {
        (self.action, self.utc, self.systemd) = (action, utc, systemd)
        (self.configPath, self.verbose) = (configPath, verbose)
    }
}

/// Options of `grid`.
package struct GridOptions: Equatable, Sendable {
    package enum Query: Equatable, Sendable {
        /// `--lat/--lon`: print the cell.
        case coordinates(latitude: Double, longitude: Double)
        /// `--nx/--ny`: print the cell's centre.
        case cell(nx: Int, ny: Int)
        /// `--place NAME`: print the place's cell, from KMA's table.
        case place(String)
    }

    package var query: Query
    package var json: Bool

    package init(query: Query, json: Bool = false) {
        self.query = query
        self.json = json
    }
}
