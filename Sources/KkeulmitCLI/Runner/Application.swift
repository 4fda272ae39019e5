import Foundation
import KkeulmitCore

/// Runs one invocation: parse, resolve config and environment, ask the `AdviceService`, render.
///
/// stdout is written once, after success; on failure it stays empty and stderr gets one `kkeulmit: …` line
/// (plus the command's synopsis with `--verbose`). Every line written passes through the key redactor.
package struct Application: Sendable {
    package var service: any AdviceService
    package var fileSystem: any FileSystem
    /// Runs `crontab` for `schedule --install/--uninstall`; nil: the real one, found on the run's PATH.
    package var commandRunner: (any CommandRunner)?
    /// The absolute path of the kkeulmit binary, written into crontab lines.
    package var executablePath: @Sendable () -> String?
    /// The monotonic clock the run's deadline is kept on (`ContinuousClock`; a test clock in tests). Civil time,
    /// the run's "now", comes from the `TimeSource` given to `run`.
    package var elapsedClock: any Clock<Duration>
    /// What `batch` reads its lines from: stdin, or bytes in tests.
    package var standardInput: any ByteSource
    /// The zone a cron daemon here reads crontab times in (`schedule`).
    package var hostTimeZone: @Sendable (Environment) -> HostTimeZone
    /// The working directory, which a relative `--config` is resolved against for crontab lines and units.
    package var workingDirectory: @Sendable () -> String

    /// Default when neither `--hours` nor config `hours` is given.
    package static let defaultHours = 12
    /// Default `--timeout`.
    package static let defaultTimeoutSeconds = 30.0
    /// Default `--max-stale`.
    package static let defaultMaxStaleHours = 24.0

    package init(
        service: any AdviceService = ForecastAdviceService(), fileSystem: any FileSystem = LocalFileSystem(),
        commandRunner: (any CommandRunner)? = nil,
        executablePath: @escaping @Sendable () -> String? = { ExecutablePath.current() },
        elapsedClock: any Clock<Duration> = ContinuousClock(),
        standardInput: any ByteSource = FileDescriptorSource.standardInput,
        hostTimeZone: @escaping @Sendable (Environment) -> HostTimeZone = { HostTimeZone.current(environment: $0) },
        workingDirectory: @escaping @Sendable () -> String = { FileManager.default.currentDirectoryPath }
    ) {
        self.standardInput = standardInput
        self.hostTimeZone = hostTimeZone
        self.workingDirectory = workingDirectory
        self.service = service
        self.fileSystem = fileSystem
        self.commandRunner = commandRunner
        self.executablePath = executablePath
        self.elapsedClock = elapsedClock
    }

    /// The exit status of running `arguments` (without the program name). `clock` gives the run's civil "now"
    /// (unless `KKEULMIT_NOW` does); how long the run may take is measured on `elapsedClock`.
    package func run(
        arguments: [String], environment: Environment, stdout: any TextOutput, stderr: any TextOutput,
        clock: any TimeSource
    ) async -> Int32 {
        let context = RunContext(stderr: stderr)
        // Known before parsing so that a usage error can show the synopsis too.
        context.verbose = arguments.prefix { $0 != "--" }.contains("--verbose")
        var parsed: Command?
        do {
            let command = try CommandLineParser.parse(arguments)
            parsed = command
            if case .batch(let options) = command {
                return await runBatch(
                    options, environment: environment, stdout: stdout, stderr: stderr, clock: clock, context: context)
            }
            let output = try await execute(
                command, environment: environment, colour: Self.colour(stdout: stdout, environment: environment),
                columns: Self.columns(stdout: stdout, environment: environment), clock: clock, context: context)
            // Work abandoned at the deadline may still log; nothing may follow the run's last line.
            defer { context.close() }
            // A script must not mistake advice that never reached its file (`> /dev/full`) for success.
            if let failure = stdout.writeAll(context.redact(output)) {
                return Self.status(after: failure, context: context)
            }
            return context.exitStatus.rawValue
        } catch {
            defer { context.close() }
            let (code, message) = FailureReport.map(error, command: parsed)
            context.line("kkeulmit: " + message)
            if context.verbose, let usage = error as? UsageError {
                context.line(HelpText.synopsis(for: usage.topic))
            }
            return code.rawValue
        }
    }

    /// What a run whose output nobody reads returns: 128 + SIGPIPE, what a shell reports for a program SIGPIPE
    /// killed. `main` then ends the process by that signal, as programs that leave SIGPIPE alone end.
    package static let readerGoneStatus: Int32 = 128 + 13

    /// Output that could not be written: quietly `readerGoneStatus` when nobody reads it; otherwise one line, and
    /// 70, since a script must not mistake advice that never reached its file (`> /dev/full`) for success.
    static func status(after failure: OutputFailure, context: RunContext) -> Int32 {
        if failure.readerGone { return readerGoneStatus }
        context.line("kkeulmit: could not write the output: \(failure.reason)")
        return ExitCode.internalError.rawValue
    }

    /// Colour only on a terminal, and not when `NO_COLOR` is set to something or `TERM` is `dumb`.
    package static func colour(stdout: any TextOutput, environment: Environment) -> Bool {
        stdout.isTerminal && environment.nonEmpty("NO_COLOR") == nil && environment["TERM"] != "dumb"
    }

    /// The width text wraps at: only on a terminal, whose size is read here, once.
    package static func columns(stdout: any TextOutput, environment: Environment) -> Int? {
        let isTerminal = stdout.isTerminal
        return TextLayout.width(
            isTerminal: isTerminal, columnsVariable: environment["COLUMNS"],
            measured: isTerminal ? stdout.terminalColumns : nil)
    }

    private func execute(
        _ command: Command, environment: Environment, colour: Bool, columns: Int?, clock: any TimeSource,
        context: RunContext
    ) async throws -> String {
        // The run's one deadline, made once here and handed down: everything below asks it for the time left.
        let deadline = Deadline(seconds: Self.timeoutSeconds(of: command), clock: elapsedClock)
        let run = AdviceRun(
            environment: environment, colour: colour, columns: columns, clock: clock, deadline: deadline,
            context: context)
        switch command {
        case .help(let topic):
            return HelpText.text(for: topic)
        case .version:
            return "kkeulmit \(KkeulmitVersion.string)\n"
        case .usage(let request):
            return UsageOutput.render(request)
        case .grid(let options):
            let answer = try service.grid(options.query)
            if case .place(let name) = options.query, let renamed = LocationResolver.renaming(of: name) {
                context.line("kkeulmit: note: " + renamed.english)
            }
            return GridRenderer.render(answer, json: options.json)
        case .now(let options):
            return try await advise(options, topic: .now, run) { _, now, _ in AdvicePlan(windowStart: now) }
        case .at(let time, let options):
            return try await advise(options, topic: .at, run) { _, _, _ in AdvicePlan(windowStart: time) }
        case .tomorrow(let options):
            return try await advise(options, topic: .tomorrow, run) { configuration, now, path in
                let hours = configuration.tomorrow
                guard
                    let window = TomorrowWindow(
                        now: now, from: hours?.from ?? TomorrowWindow.defaultFrom,
                        until: hours?.until ?? TomorrowWindow.defaultUntil)
                else { throw InternalError("tomorrow's window could not be formed") }
                return AdvicePlan(
                    windowStart: window.start.instant, hours: window.hours,
                    hoursSource: hours == nil
                        ? .builtIn : .configFile(path: path ?? "the config file", key: "tomorrow"),
                    tomorrow: window)
            }
        case .runSchedule(let name, let options):
            return try await advise(options, topic: .runSchedule, run) { configuration, now, path in
                try Self.plan(schedule: name, configuration: configuration, now: now, configPath: path)
            }
        case .schedule(let options):
            return try await ScheduleCommand(
                options: options, environment: environment, fileSystem: fileSystem, runner: runner(environment),
                executable: executablePath(), hostZone: hostTimeZone(environment),
                now: try Self.currentTime(environment: environment, clock: clock),
                workingDirectory: workingDirectory(), deadline: deadline
            ).run(context: context)
        case .feedback(let options):
            return try FeedbackCommand(fileSystem: fileSystem).run(
                options, environment: environment, clock: clock, context: context)
        case .doctor(let options):
            return try await doctor(options, run)
        case .batch:
            preconditionFailure("batch streams its output: run(arguments:…) hands it to runBatch")
        }
    }

    /// `--timeout` for the advice commands, else the default: `schedule` is bounded too (a hung `crontab`).
    static func timeoutSeconds(of command: Command) -> Double {
        switch command {
        case .now(let options), .at(_, let options), .tomorrow(let options), .runSchedule(_, let options):
            options.common.timeoutSeconds ?? defaultTimeoutSeconds
        case .doctor(let options): options.common.timeoutSeconds ?? defaultTimeoutSeconds
        case .batch(let options): options.common.timeoutSeconds ?? defaultTimeoutSeconds
        case .help, .version, .grid, .schedule, .feedback, .usage:
            defaultTimeoutSeconds
        }
    }

    /// What one advice run was started with, besides its options.
    struct AdviceRun {
        var environment: Environment
        var colour: Bool
        /// The terminal's width; nil when stdout is not a terminal.
        var columns: Int?
        var clock: any TimeSource
        var deadline: Deadline
        var context: RunContext
    }

    private func advise(
        _ options: AdviceOptions, topic: HelpTopic, _ run: AdviceRun,
        plan makePlan: (Configuration, Date, String?) throws -> AdvicePlan
    ) async throws -> String {
        let (environment, context) = (run.environment, run.context)
        context.verbose = options.common.verbose
        let diagnostics = Diagnostics(enabled: options.common.verbose) { context.line("kkeulmit: " + $0) }
        let now = try Self.currentTime(environment: environment, clock: run.clock)
        let (baseURL, baseURLSource) = try BaseURL.resolve(option: options.common.baseURL, environment: environment)

        let configPath = options.common.configPath ?? environment.defaultConfigPath
        var configuration = Configuration()
        if let configPath {
            configuration = try Configuration.load(
                path: configPath, required: options.common.configPath != nil, fileSystem: fileSystem,
                home: environment.home)
            diagnostics.log("config: \(configPath)")
        } else {
            diagnostics.log("config: none (neither XDG_CONFIG_HOME nor HOME is an absolute path)")
        }
        let plan = try makePlan(configuration, now, configPath)
        // Settled before any request, so a bad setting costs none.
        var printed = options
        // The entry's template stands in for --format unless the command line chose a format of its own.
        if printed.format == nil, printed.template == nil { printed.template = plan.template }
        let presentation = try Presentation(
            printed, format: options.format ?? plan.format ?? .text, autoColour: run.colour,
            environment: environment, configuration: configuration, columns: run.columns)
        if let schedule = plan.schedule {
            diagnostics.log("schedule \(schedule.name): occurrence \(schedule.occurrence.iso8601)")
        }

        let location = options.location ?? plan.location ?? configuration.location
        if location == nil && !options.demo {
            let file = configPath.map { " in \($0)" } ?? ""
            let lead = plan.schedule.map { "no location for schedule '\($0.name)': give it a \"location\" or " } ?? ""
            throw UsageError(
                lead.isEmpty
                    ? "no location: give --place NAME (e.g. --place 종로구), --nx NX --ny NY or --lat LAT --lon LON, "
                        + "or set \"location\"\(file)"
                    : lead + "set the default \"location\"\(file)", topic: topic)
        }
        // A place that is ambiguous, unknown or off the grid is a usage error (64) whether or not a key is set:
        // say so before asking for the key. The result travels in the request, so it is looked up once.
        let resolvedLocation =
            options.demo
            ? nil
            : try location.map { spec throws(LocationError) in
                try LocationResolver.resolve(spec)
            }
        if let match = resolvedLocation?.match { diagnostics.log(LocationResolver.describe(match)) }
        var serviceKey: ServiceKey?
        if !options.demo {
            let (key, origin) = try ServiceKeySource.resolve(
                environment: environment, configuration: configuration, configPath: configPath,
                fileSystem: fileSystem, warn: { context.line("kkeulmit: warning: " + $0) })
            context.setSecret(key.rawValue)
            serviceKey = key
            diagnostics.log("service key: from \(origin)")
        }

        let warn: (String) -> Void = { context.line("kkeulmit: warning: " + $0) }
        let personal = OutfitPersonalization.prepare(
            configuration: configuration, back: options.back ?? plan.back,
            spanGiven: plan.hours != nil || options.hours != nil,
            windowStart: options.demo ? DemoSample.base.time.adding(hours: 1) : KSTDateTime(plan.windowStart),
            demo: options.demo, now: now, environment: environment, fileSystem: fileSystem, warn: warn,
            diagnostics: diagnostics)
        // Without a span of its own, a window with a return time runs until the return.
        let (hours, hoursSource): (Int, SettingSource) =
            if plan.hours == nil, options.hours == nil, let untilReturn = personal.hoursUntilReturn {
                (untilReturn, .option("--back"))
            } else {
                plan.hours(
                    option: options.hours, configured: configuration.hours, configPath: configPath,
                    default: Self.defaultHours)
            }
        let settings = RequestSettings(
            now: now, demo: options.demo, baseURL: baseURL, baseURLSource: baseURLSource, common: options.common,
            forecastOnly: options.forecastOnly, configuration: configuration, environment: environment,
            serviceKey: serviceKey)
        var draft = Self.request(
            location: location, resolved: resolvedLocation, windowStart: plan.windowStart, hours: hours,
            hoursSource: hoursSource, language: options.language ?? plan.language ?? configuration.language ?? .ko,
            temperatureOffset: configuration.temperatureOffset ?? 0,
            nowcast: topic == .now || topic == .runSchedule, settings)
        draft.forecastTime = plan.forecastTime
        draft.tomorrow = plan.tomorrow
        draft.outfit = personal.preferences
        draft.comparesWithYesterday = topic == .now
        draft.schedule = plan.schedule
        let request = draft
        diagnostics.log("request: \(request)")

        let service = self.service
        let deadline = run.deadline
        // The one race that bounds the whole run. The service's own steps are bounded by the same deadline and
        // end a little before it; this catches what cannot be interrupted (a request stuck in libcurl, a blocking
        // read). When the deadline wins, the service's work is ABANDONED, not awaited (B11): it may still finish a
        // cache store (atomic, so safe) or log a diagnostic, which `RunContext` drops once the run's last line is
        // out; the process exits right after.
        let report = try await withDeadline(deadline) {
            try await service.advice(for: request, deadline: deadline, diagnostics: diagnostics)
        }
        if let stale = report.stale {
            context.line(
                "kkeulmit: warning: using a cached forecast fetched \(ReportText.age(minutes: stale.ageMinutes).en) ago "
                    + "(issued \(report.forecastBase.iso8601)) because KMA failed: \(stale.reason)")
        }
        let output = ReportRenderer.render(report, presentation, language: request.language)
        OutfitPersonalization.record(
            report, command: topic, demo: options.demo, now: now, environment: environment, fileSystem: fileSystem,
            warn: warn,
            diagnostics: diagnostics)
        guard let entry = plan.entry else { return output }
        let notifier = DesktopNotifier(
            environment: environment, fileSystem: fileSystem, runner: { self.runner($0) })
        return await ScheduleDelivery(entry: entry, fileSystem: fileSystem, notifier: notifier).deliver(
            context.redact(output), ranAt: now, deadline: deadline, warn: warn)
    }

    /// What an advice request takes from the run rather than from the person it is for: the command line's
    /// common options, the config file, the environment and the key.
    struct RequestSettings: Sendable {
        var now: Date
        var demo: Bool
        var baseURL: String
        var baseURLSource: SettingSource
        var common: CommonOptions
        var forecastOnly: Bool
        var configuration: Configuration
        var environment: Environment
        var serviceKey: ServiceKey?
    }

    /// The request for one person's window: what `now`, `at`, `tomorrow`, `run-schedule` and each `batch` line
    /// share. `nowcast`: whether the command uses the ultra-short sources (`now`-like windows).
    static func request(
        location: LocationSpec?, resolved: ResolvedLocation?, windowStart: Date, hours: Int,
        hoursSource: SettingSource, language: OutputLanguage, temperatureOffset: Double, nowcast: Bool,
        _ settings: RequestSettings
    ) -> AdviceRequest {
        let (common, configuration) = (settings.common, settings.configuration)
        var request = AdviceRequest(
            location: location, now: settings.now, windowStart: windowStart, hours: hours, hoursSource: hoursSource,
            language: language, temperatureOffset: temperatureOffset, demo: settings.demo, baseURL: settings.baseURL,
            baseURLSource: settings.baseURLSource, timeoutSeconds: common.timeoutSeconds ?? defaultTimeoutSeconds,
            useCache: !common.noCache, cacheDirectory: settings.environment.cacheDirectory,
            maxStaleHours: common.maxStaleHours ?? configuration.maxStaleHours ?? defaultMaxStaleHours,
            serviceKey: settings.serviceKey, verbose: common.verbose, rules: configuration.rules,
            resolvedLocation: resolved)
        request.sourceSwitches = settings.forecastOnly ? .forecastOnly : configuration.sources
        request.nowcast = nowcast ? (request.sourceSwitches.nowcast ? .on : .off) : .notApplicable
        request.airKoreaURL = settings.environment.airKoreaRoot
        request.livingURL = settings.environment.livingRoot
        return request
    }

    /// `doctor`: the report goes to stdout whatever it found; a failing check also sets the exit code and gets
    /// one stderr line.
    private func doctor(_ options: DoctorOptions, _ run: AdviceRun) async throws -> String {
        run.context.verbose = options.common.verbose
        let now = try Self.currentTime(environment: run.environment, clock: run.clock)
        let command = DoctorCommand(fileSystem: fileSystem, service: service)
        let report = try await command.run(
            options, environment: run.environment, now: now, deadline: run.deadline, context: run.context)
        if let decisive = report.decisive {
            run.context.exitStatus = report.exitCode
            run.context.line("kkeulmit: doctor: \(decisive.message)" + (decisive.fix.map { "; \($0)" } ?? ""))
        }
        return report.render(json: options.json)
    }

    /// `run-schedule NAME`: the entry's window, fixed by its scheduled time, and its location, language and format.
    static func plan(schedule name: String, configuration: Configuration, now: Date, configPath: String?) throws
        -> AdvicePlan
    {
        let file = configPath ?? "the config file"
        guard let entry = configuration.schedules.first(where: { $0.name == name }) else {
            let names = configuration.schedules.map(\.name)
            if names.isEmpty {
                throw UsageError(
                    "no schedule named '\(name)': \(file) has no \"schedules\" (see 'kkeulmit schedule --help')",
                    topic: .runSchedule)
            }
            throw UsageError(
                "no schedule named '\(name)' in \(file)"
                    + CommandLineParser.suggestion(name, among: names, quote: true) + "; its schedules are "
                    + names.map { "'\($0)'" }.joined(separator: ", ")
                    + " (after editing them, run 'kkeulmit schedule --install' again)", topic: .runSchedule)
        }
        let window = ScheduleWindow(schedule: entry.schedule, firedAt: now)
        return AdvicePlan(
            windowStart: window.start.instant, hours: window.hours,
            hoursSource: .schedule(name: entry.name, path: file),
            // A run by hand before the first occurrence previews it with the issue available now.
            forecastTime: min(window.occurrenceInstant, now),
            location: entry.location, language: entry.language, format: entry.format, template: entry.template,
            schedule: AdviceReport.ScheduledRun(name: entry.name, occurrence: window.occurrence), back: entry.back,
            entry: entry)
    }

    /// Runs external commands in `environment`: the injected runner, else the real one.
    func runner(_ environment: Environment) -> any CommandRunner {
        commandRunner ?? ProcessCommandRunner(environment: environment.values)
    }

    /// `KKEULMIT_NOW` (ISO 8601 with an offset) when set, else the clock.
    static func currentTime(environment: Environment, clock: any TimeSource) throws(UsageError) -> Date {
        guard let raw = environment.nonEmpty("KKEULMIT_NOW") else { return clock.now() }
        guard let date = ISO8601.parse(raw, allowLocal: false) else {
            throw UsageError(
                "KKEULMIT_NOW must be an ISO 8601 time with an offset, e.g. 2026-11-30T07:30:00+09:00, got \(quoted(raw))"
            )
        }
        return date
    }
}

/// Per-run mutable state: the redactor (known once the key is read), whether `--verbose` was given, and whether
/// the run has written its last line.
final class RunContext: Sendable {
    private struct State {
        var redactor = Redactor(secret: nil)
        var verbose = false
        var closed = false
        var exitStatus = ExitCode.success
    }

    private let stderr: any TextOutput
    private let state = Locked(State())

    init(stderr: any TextOutput) {
        self.stderr = stderr
    }

    var verbose: Bool {
        get { state.withLock { $0.verbose } }
        set { state.withLock { $0.verbose = newValue } }
    }

    /// The code a run that printed its output exits with: success, unless the command said otherwise (`doctor`).
    var exitStatus: ExitCode {
        get { state.withLock { $0.exitStatus } }
        set { state.withLock { $0.exitStatus = newValue } }
    }

    func setSecret(_ key: String) {
        state.withLock { $0.redactor = Redactor(secret: key) }
    }

    func redact(_ text: String) -> String {
        state.withLock { $0.redactor }(text)
    }

    /// Writes one line to stderr (newlines inside become spaces, other control characters escapes), unless the run
    /// is over.
    func line(_ text: String) {
        // Whatever a message holds (a path from the command line, a server's words), the terminal gets one line
        // of text: line breaks become spaces, other control characters their escapes.
        var flat = ""
        for scalar in text.split(whereSeparator: \.isNewline).joined(separator: " ").unicodeScalars {
            if scalar != "\t", scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                flat += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                flat.unicodeScalars.append(scalar)
            }
        }
        let (redactor, closed) = state.withLock { ($0.redactor, $0.closed) }
        guard !closed else { return }
        stderr.write(redactor(flat) + "\n")
    }

    /// Ends the run's output: later lines, from work abandoned at the deadline, are dropped.
    func close() {
        state.withLock { $0.closed = true }
    }
}
