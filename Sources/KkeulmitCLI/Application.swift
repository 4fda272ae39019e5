import Foundation
import KkeulmitCore

/// Runs one invocation: parse, resolve config and environment, ask the `AdviceService`, render.
///
/// stdout is written once, after success; on failure it stays empty and stderr gets one `kkeulmit: …` line
/// (plus the command's synopsis with `--verbose`). Every line written passes through the key redactor.
public struct Application: Sendable {
    public var service: any AdviceService
    public var fileSystem: any FileSystem

    /// Default when neither `--hours` nor config `hours` is given.
    public static let defaultHours = 12
    /// Default `--timeout`.
    public static let defaultTimeoutSeconds = 30.0
    /// Default `--max-stale`.
    public static let defaultMaxStaleHours = 24.0

    public init(service: any AdviceService = UnwiredAdviceService(), fileSystem: any FileSystem = LocalFileSystem()) {
        self.service = service
        self.fileSystem = fileSystem
    }

    /// The exit status of running `arguments` (without the program name).
    public func run(
        arguments: [String], environment: Environment, stdout: any TextOutput, stderr: any TextOutput,
        clock: any TimeSource
    ) async -> Int32 {
        let context = RunContext(stderr: stderr)
        // Known before parsing so that a usage error can show the synopsis too.
        context.verbose = arguments.prefix { $0 != "--" }.contains("--verbose")
        do {
            let command = try CommandLineParser.parse(arguments)
            let output = try await execute(
                command, environment: environment, colour: Self.colour(stdout: stdout, environment: environment),
                clock: clock, context: context)
            stdout.write(context.redact(output))
            return ExitCode.success.rawValue
        } catch {
            let (code, message) = FailureReport.map(error)
            context.line("kkeulmit: " + message)
            if context.verbose, let usage = error as? UsageError {
                context.line(HelpText.synopsis(for: usage.topic))
            }
            return code.rawValue
        }
    }

    /// Colour only on a terminal, and not when `NO_COLOR` is set to something or `TERM` is `dumb`.
    public static func colour(stdout: any TextOutput, environment: Environment) -> Bool {
        stdout.isTerminal && environment.nonEmpty("NO_COLOR") == nil && environment["TERM"] != "dumb"
    }

    private func execute(
        _ command: Command, environment: Environment, colour: Bool, clock: any TimeSource, context: RunContext
    ) async throws -> String {
        switch command {
        case .help(let topic):
            return HelpText.text(for: topic)
        case .version:
            return "kkeulmit \(KkeulmitVersion.string)\n"
        case .grid(let options):
            return GridRenderer.render(try service.grid(options.query), json: options.json)
        case .now(let options):
            return try await advise(
                options, at: nil, environment: environment, colour: colour, clock: clock, context: context)
        case .at(let time, let options):
            return try await advise(
                options, at: time, environment: environment, colour: colour, clock: clock, context: context)
        }
    }

    private func advise(
        _ options: AdviceOptions, at time: Date?, environment: Environment, colour: Bool, clock: any TimeSource,
        context: RunContext
    ) async throws -> String {
        context.verbose = options.common.verbose
        let diagnostics = Diagnostics(enabled: options.common.verbose) { context.line("kkeulmit: " + $0) }
        let topic: HelpTopic = time == nil ? .now : .at
        let now = try Self.currentTime(environment: environment, clock: clock)
        let baseURL = try Self.baseURL(options.common.baseURL, environment: environment)

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

        let location = options.location ?? configuration.location
        if location == nil && !options.demo {
            let file = configPath.map { " in \($0)" } ?? ""
            throw UsageError(
                "no location: give --place NAME (e.g. --place 종로구), --nx NX --ny NY or --lat LAT --lon LON, "
                    + "or set \"location\"\(file)", topic: topic)
        }
        var serviceKey: String?
        if !options.demo {
            let (key, origin) = try ServiceKeySource.resolve(
                environment: environment, configuration: configuration, configPath: configPath,
                fileSystem: fileSystem, warn: { context.line("kkeulmit: warning: " + $0) })
            context.setSecret(key)
            serviceKey = key
            diagnostics.log("service key: from \(origin)")
        }

        let request = AdviceRequest(
            location: location, now: now, windowStart: time ?? now,
            hours: options.hours ?? configuration.hours ?? Self.defaultHours,
            language: options.language ?? configuration.language ?? .ko,
            temperatureOffset: configuration.temperatureOffset ?? 0, demo: options.demo, baseURL: baseURL,
            timeoutSeconds: options.common.timeoutSeconds ?? Self.defaultTimeoutSeconds,
            useCache: !options.common.noCache, cacheDirectory: environment.cacheDirectory,
            maxStaleHours: options.common.maxStaleHours ?? configuration.maxStaleHours ?? Self.defaultMaxStaleHours,
            serviceKey: serviceKey, verbose: options.common.verbose)
        diagnostics.log("request: \(request)")

        let service = self.service
        let report = try await withDeadline(seconds: request.timeoutSeconds) {
            try await service.advice(for: request, diagnostics: diagnostics)
        }
        if let stale = report.stale {
            context.line(
                "kkeulmit: warning: using a cached forecast fetched \(TextRenderer.ageText(stale.ageMinutes, .en)) ago "
                    + "(issued \(report.forecastBase.iso8601)) because KMA failed: \(stale.reason)")
        }
        return ReportRenderer.render(
            report, format: options.format ?? .text, language: request.language, colour: colour)
    }

    /// `KKEULMIT_NOW` (ISO 8601 with an offset) when set, else the clock.
    static func currentTime(environment: Environment, clock: any TimeSource) throws(UsageError) -> Date {
        guard let raw = environment.nonEmpty("KKEULMIT_NOW") else { return clock.now() }
        guard let date = ISO8601.parse(raw, allowLocal: false) else {
            throw UsageError(
                "KKEULMIT_NOW must be an ISO 8601 time with an offset, e.g. 2026-11-30T07:30:00+09:00, got '\(raw)'")
        }
        return date
    }

    /// `--base-url`, else `KKEULMIT_BASE_URL`, else KMA's.
    static func baseURL(_ option: String?, environment: Environment) throws(UsageError) -> String {
        if let option { return option }
        guard let raw = environment.nonEmpty("KKEULMIT_BASE_URL") else { return BaseURL.kma }
        return try BaseURL.validate(raw, source: "KKEULMIT_BASE_URL").get()
    }
}

/// Per-run mutable state: the redactor (known once the key is read) and whether `--verbose` was given.
final class RunContext: @unchecked Sendable {
    private let lock = NSLock()
    private let stderr: any TextOutput
    private var redactor = Redactor(secret: nil)
    private var _verbose = false

    init(stderr: any TextOutput) {
        self.stderr = stderr
    }

    var verbose: Bool {
        get { lock.withLock { _verbose } }
        set { lock.withLock { _verbose = newValue } }
    }

    func setSecret(_ key: String) {
        lock.withLock { redactor = Redactor(secret: key) }
    }

    func redact(_ text: String) -> String {
        let redactor = lock.withLock { self.redactor }
        return redactor(text)
    }

    /// Writes one line to stderr: newlines inside become spaces.
    func line(_ text: String) {
        let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        stderr.write(redact(flat) + "\n")
    }
}
