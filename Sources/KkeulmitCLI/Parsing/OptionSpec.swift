import KkeulmitCore

/// One option, described once. The parser, `--help`, the man page and the shell completions are all generated
/// from these descriptions and the commands that list them (`CommandSpec`), so they cannot disagree.
struct OptionSpec: Sendable, Hashable {
    /// `--place`.
    var name: String
    /// `-h` for `--help`; no other option has a short form.
    var shortName: String?
    /// What the value is called in synopses and help (`NAME`, `ko|en`); nil for a flag.
    var valueName: String?
    /// One line: the description completions show, and the help text where a command says nothing else.
    var abstract: String
    /// What the value can be: offered by completions and named when the value is missing.
    var values: ValueCompletion
    /// Accepted, but left out of help, the man page and completions (the completion scripts' own call-backs).
    var isHidden: Bool
    /// The value may be left out (`--demo` or `--demo summer`): only one of `values`' words is taken as it.
    var valueIsOptional: Bool

    init(
        _ name: String, short: String? = nil, value: String? = nil, values: ValueCompletion = .free,
        hidden: Bool = false, optionalValue: Bool = false, _ abstract: String
    ) {
        (self.name, shortName, valueName, self.abstract) = (name, short, value, abstract)
        (self.values, isHidden, valueIsOptional) = (values, hidden, optionalValue)
    }

    var takesValue: Bool { valueName != nil }

    /// `--hours N`, `--json`: how help and synopses write the option.
    var usage: String { valueName.map { valueIsOptional ? "\(name) [\($0)]" : "\(name) \($0)" } ?? name }
}

/// What a shell may offer for an option's value or an operand.
enum ValueCompletion: Sendable, Hashable {
    /// Anything (a number, a time, a URL): nothing to offer.
    case free
    /// One of these words.
    case choices([String])
    /// A name from KMA's place table, found by prefix through `kkeulmit completion --list-places PREFIX`.
    case places
    /// A file path.
    case file

    /// The words of `.choices`, else none.
    var words: [String] {
        if case .choices(let words) = self { return words }
        return []
    }
}

extension Array where Element == String {
    /// `text, json or oneline`.
    var orList: String { listed(with: "or") }
    /// `now, at and grid`.
    var andList: String { listed(with: "and") }

    /// `'text', 'json' or 'oneline'`: the words as an error message names them.
    var quotedAlternatives: String { map { "'\($0)'" }.orList }

    private func listed(with conjunction: String) -> String {
        guard let last else { return "" }
        return count == 1 ? last : dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}

/// Every option kkeulmit knows. Which command takes which is said once, in its `CommandSpec`.
extension OptionSpec {
    // MARK: Location

    static let place = OptionSpec(
        "--place", value: "NAME", values: .places, "an area from KMA's place table: 종로구, \"서울특별시 종로구\" …")
    static let nx = OptionSpec("--nx", value: "NX", "grid cell column, 1–149 (with --ny)")
    static let ny = OptionSpec("--ny", value: "NY", "grid cell row, 1–253 (with --nx)")
    static let lat = OptionSpec("--lat", value: "LAT", "latitude in South Korea (with --lon)")
    static let lon = OptionSpec("--lon", value: "LON", "longitude in South Korea (with --lat)")

    // MARK: Output

    static let hours = OptionSpec(
        "--hours", value: "N",
        "hourly slots to cover, \(AdviceWindow.hoursRange.lowerBound)–\(AdviceWindow.hoursRange.upperBound) "
            + "(default: config \"hours\", else \(AdviceRequestBuilder.defaultHours))")
    static let lang = OptionSpec(
        "--lang", value: languages.joined(separator: "|"), values: .choices(languages),
        "language of the advice (default: config \"lang\", else ko)")
    static let json = OptionSpec("--json", "one JSON object (schemaVersion 1); same as --format json")
    static let format = OptionSpec(
        "--format", value: "FORMAT", values: .choices(formats),
        formats.map { $0 == OutputFormat.text.rawValue ? $0 + " (default)" : $0 }.orList
            + ", or a template such as '{feels}°C {pick}' (an unknown {name} lists them all)")
    static let chart = OptionSpec(
        "--chart", "after the advice, a chart of the hours: sky, feels-like, rain chance and amount")
    static let ascii = OptionSpec("--ascii", "draw the chart in plain ASCII (also when TERM=dumb)")
    static let forecastOnly = OptionSpec(
        "--forecast-only", "use the short-term forecast alone: no nowcast, fine dust, UV, warning or pollen requests")
    static let color = OptionSpec(
        "--color", value: colours.joined(separator: "|"), values: .choices(colours),
        "colour the text: auto (default: a terminal, no NO_COLOR, TERM not dumb), always or never")
    static let demo = OptionSpec(
        "--demo", value: "summer", values: .choices(["summer"]), optionalValue: true,
        "a sample forecast built into kkeulmit (winter, or summer): no key, no network")
    static let back = OptionSpec(
        "--back", value: "HH:MM", "when you come home: advice for that hour too, and what to take along")

    // MARK: feedback

    static let at = OptionSpec(
        "--at", value: "DATETIME", "answer the advice for this time instead of the last one printed")

    /// `--lang`'s values, from the type that reads them.
    static let languages = OutputLanguage.allCases.map(\.rawValue)
    /// `--format`'s values, from the type that reads them.
    static let formats = OutputFormat.allCases.map(\.rawValue)
    /// `--color`'s values.
    static let colours = ColourChoice.allCases.map(\.rawValue)

    // MARK: Common

    static let baseURL = OptionSpec(
        "--base-url", value: "URL", "service root instead of KMA's (also KKEULMIT_BASE_URL)")
    static let timeout = OptionSpec(
        "--timeout", value: "SECONDS", "bound the whole run, retries and waits included (default 30)")
    static let noCache = OptionSpec("--no-cache", "neither read nor write the cache (of every source)")
    static let maxStale = OptionSpec(
        "--max-stale", value: "HOURS", "use a cached answer up to this old when its service fails (default 24)")
    static let config = OptionSpec(
        "--config", value: "PATH", values: .file, "read this config file instead of the default one")
    static let verbose = OptionSpec("--verbose", "diagnostics on stderr (never the service key)")
    static let help = OptionSpec("--help", short: "-h", "show this help")

    // MARK: schedule

    static let install = OptionSpec(
        "--install", "put the lines in your crontab (or write the timers)")
    static let uninstall = OptionSpec("--uninstall", "remove kkeulmit's lines from your crontab (or timers)")
    static let utc = OptionSpec("--utc", "write the crontab times for a cron that runs in UTC")
    static let systemd = OptionSpec("--systemd", "systemd user timers instead of crontab lines")

    // MARK: batch

    static let maxRequests = OptionSpec(
        "--max-requests", value: "N", "send at most N requests in all; lines needing more get error 75")
    static let concurrency = OptionSpec(
        "--concurrency", value: "N", "advise up to N lines at once, 1–\(BatchOptions.maxConcurrency) (default 4)")

    // MARK: setup

    static let keyStdin = OptionSpec(
        "--key-stdin", "read the data.go.kr key from stdin's first line (never from the command line)")
    static let apiHubKeyStdin = OptionSpec(
        "--apihub-key-stdin", "read API Hub's authKey from stdin too, on the line after data.go.kr's")
    static let noCheck = OptionSpec("--no-check", "write the files without asking the services first")
    static let schedule = OptionSpec(
        "--schedule", value: schedulers.joined(separator: "|"), values: .choices(schedulers),
        "then install the config's schedules: in the crontab, or as systemd user timers")
    /// `--schedule`'s values.
    static let schedulers = SetupOptions.Scheduler.allCases.map(\.rawValue)

    // MARK: kkeulmit alone

    static let version = OptionSpec("--version", "print the version")
    /// `make install` writes the man page with this.
    static let generateMan = OptionSpec("--generate-man", hidden: true, "print the man page (roff)")

    // MARK: completion

    /// What the completion scripts call to complete `--place`: the table is too big to embed in every script.
    static let listPlaces = OptionSpec(
        "--list-places", value: "PREFIX", hidden: true, "print the place names that start with PREFIX")

    /// Every option, for lookups by name.
    static let all: [OptionSpec] = [
        place, nx, ny, lat, lon, hours, lang, json, format, chart, ascii, forecastOnly, color, demo, back, at, baseURL,
        timeout, noCache, maxStale, config, verbose, help, install, uninstall, utc, systemd, maxRequests, concurrency,
        keyStdin, apiHubKeyStdin, noCheck, schedule, version, generateMan, listPlaces,
    ]
}
