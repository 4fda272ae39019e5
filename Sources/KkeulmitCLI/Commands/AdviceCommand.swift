import Foundation
import KkeulmitCore

/// `now`, `at`, `tomorrow` and `run-schedule` (`AdviceCommands`): one person's advice for a window, which each names
/// its own way (its `plan`); everything else they share: the request (`AdviceRequestBuilder`), the one race against
/// the deadline, the rendering, the record `feedback` answers, and for a schedule where the advice goes.
protocol AdviceForm: DeclaredCommand {
    var options: AdviceOptions { get }
    /// The window and what else the command fixes about the request, before the options and the config fill in the
    /// rest: from now unless the command says otherwise.
    func plan(configuration: Configuration, now: Date, configFile: String) throws -> AdvicePlan
}

extension AdviceForm {
    func plan(configuration: Configuration, now: Date, configFile: String) throws -> AdvicePlan {
        AdvicePlan(windowStart: now)
    }

    var timeoutSeconds: Double { options.common.timeoutSeconds ?? CommandRun.defaultTimeoutSeconds }

    func run(_ run: CommandRun) async throws -> CommandOutput {
        let diagnostics = run.diagnostics(verbose: options.common.verbose)
        var builder = try AdviceRequestBuilder(
            common: options.common, forecastOnly: options.forecastOnly, demo: options.demo, run: run,
            diagnostics: diagnostics)
        let (configuration, now) = (builder.configuration, builder.now)
        let plan = try self.plan(configuration: configuration, now: now, configFile: builder.configFile)
        let presentation = try presentation(plan, configuration, run)
        if let schedule = plan.schedule {
            diagnostics.log("schedule \(schedule.name): occurrence \(schedule.occurrence.iso8601)")
        }
        let location = try location(plan, builder)
        // A place that is ambiguous, unknown or off the grid is a usage error (64) whether or not a key is set:
        // say so before asking for the key. The result travels in the request, so it is looked up once.
        let resolved =
            options.demo ? nil : try location.map { spec throws(LocationError) in try LocationResolver.resolve(spec) }
        if let match = resolved?.match { diagnostics.log(LocationResolver.describe(match)) }
        try builder.readKey(run, diagnostics: diagnostics)

        let fileSystem = run.edges.fileSystem
        let personal = OutfitPersonalization.prepare(
            configuration: configuration, back: options.back ?? plan.back,
            spanGiven: plan.hours != nil || options.hours != nil,
            windowStart: options.demo ? options.demoSample.windowStart : KSTDateTime(plan.windowStart),
            demo: options.demo, now: now, environment: run.environment, fileSystem: fileSystem, warn: run.warn,
            diagnostics: diagnostics)
        let (hours, hoursSource) = span(plan, untilReturn: personal.hoursUntilReturn, builder)
        var request = try builder.request(
            location: location, resolved: resolved, start: plan.windowStart, hours: hours, hoursSource: hoursSource,
            language: options.language ?? plan.language ?? configuration.language ?? .ko,
            temperatureOffset: configuration.temperatureOffset ?? 0, nowcast: topic == .now || topic == .runSchedule)
        request.forecastTime = plan.forecastTime
        request.tomorrow = plan.tomorrow
        request.outfit = personal.preferences
        request.comparesWithYesterday = topic == .now
        request.schedule = plan.schedule
        request.demoSample = options.demoSample
        diagnostics.log("request: \(request)")

        let report = try await Self.advice(for: request, run, diagnostics)
        let output = ReportRenderer.render(report, presentation, language: request.language)
        OutfitPersonalization.record(
            report, command: topic, demo: options.demo, now: now, environment: run.environment,
            fileSystem: fileSystem, warn: run.warn, diagnostics: diagnostics)
        return await deliver(output, plan, language: request.language, ranAt: now, run)
    }

    /// Settled before any request, so a bad setting costs none. The entry's template stands in for --format
    /// unless the command line chose a format of its own.
    private func presentation(_ plan: AdvicePlan, _ configuration: Configuration, _ run: CommandRun) throws
        -> Presentation
    {
        var printed = options
        if printed.format == nil, printed.template == nil { printed.template = plan.template }
        return try Presentation(
            printed, format: options.format ?? plan.format ?? .text, autoColour: run.colour,
            environment: run.environment, configuration: configuration, columns: run.columns)
    }

    /// The window's span and where it came from: the command line's, the plan's or the config's, but without a
    /// span of its own, a window with a return time runs until the return.
    private func span(_ plan: AdvicePlan, untilReturn: Int?, _ builder: AdviceRequestBuilder) -> (Int, SettingSource) {
        if plan.hours == nil, options.hours == nil, let untilReturn { return (untilReturn, .option("--back")) }
        if let hours = plan.hours { return (hours, plan.hoursSource) }
        return builder.hours(options.hours, named: "--hours")
    }

    /// The advice printed, or for `run-schedule` sent where the entry says (stdout, a file, a notification).
    private func deliver(
        _ output: String, _ plan: AdvicePlan, language: OutputLanguage, ranAt now: Date, _ run: CommandRun
    ) async -> CommandOutput {
        guard let entry = plan.entry else { return .text(output) }
        let fileSystem = run.edges.fileSystem
        let notifier = DesktopNotifier(environment: run.environment, fileSystem: fileSystem) { run.runner($0) }
        return .text(
            await ScheduleDelivery(
                entry: entry, language: language, fileSystem: fileSystem, notifier: notifier
            ).deliver(
                run.context.redact(output), ranAt: now, deadline: run.deadline, warn: run.warn))
    }

    /// Location: command line, else plan (a schedule's), else config; none is a usage error (`--demo` needs none).
    private func location(_ plan: AdvicePlan, _ builder: AdviceRequestBuilder) throws -> LocationSpec? {
        let location = options.location ?? plan.location ?? builder.configuration.location
        guard location == nil, !options.demo else { return location }
        let file = builder.configPath.map { " in \($0)" } ?? ""
        if let schedule = plan.schedule {
            throw UsageError(
                "no location for schedule '\(schedule.name)': give it a \"location\" or set the default "
                    + "\"location\"\(file)", topic: topic)
        }
        throw UsageError(
            "no location: give --place NAME (e.g. --place 종로구), --nx NX --ny NY or --lat LAT --lon LON, or set "
                + "\"location\"\(file)", topic: topic)
    }

    /// The one race that bounds the whole run. The service's own steps share the deadline and end a little before it;
    /// this catches what cannot be interrupted (a request stuck in libcurl, a blocking read). When the deadline wins,
    /// the service's work is ABANDONED, not awaited (B11): it may still finish a cache store (atomic, so safe) or log a
    /// diagnostic, which `RunContext` drops once the run's last line is out; the process exits right after.
    static func advice(for request: AdviceRequest, _ run: CommandRun, _ diagnostics: Diagnostics) async throws
        -> AdviceReport
    {
        let (service, deadline) = (run.edges.service, run.deadline)
        let report = try await withDeadline(deadline) {
            try await service.advice(for: request, deadline: deadline, diagnostics: diagnostics)
        }
        if let stale = report.stale {
            run.warn(
                "using a cached forecast fetched \(ReportText.age(minutes: stale.ageMinutes).en) ago "
                    + "(issued \(report.forecastBase.iso8601)) because KMA failed: \(stale.reason)")
        }
        return report
    }
}

/// What a command fixes about a request before the command line and config file fill in the rest: the window, and for
/// `run-schedule` the entry's location, language and format. Nil fields fall back to options, config file, defaults.
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
