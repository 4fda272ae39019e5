import Foundation
import KkeulmitCore

/// The one place advice requests are made, for `now`, `at`, `tomorrow`, `run-schedule` and every `batch` line.
/// Made once per run from what the run shares (the command line's common options, the config file, the roots, the
/// key, the time); `request(location:…)` then makes one person's request from their window, place and language.
struct AdviceRequestBuilder: Sendable {
    /// The run's time, `--demo`, the common options and `--forecast-only`: what every request of the run shares.
    var now: Date, demo: Bool, common: CommonOptions, forecastOnly: Bool
    /// The config file read (`--config`, else the default path; nil when none can be named) and what it says.
    var configuration: Configuration, configPath: String?
    var environment: Environment
    /// The forecast's root and where it came from.
    var baseURL: String, baseURLSource: SettingSource
    /// Read by `readKey()`; nil for `--demo`.
    var serviceKey: ServiceKey?

    /// Default when neither `--hours`, a line's `"hours"` nor config `hours` is given.
    static let defaultHours = 12
    /// Default `--max-stale`.
    static let defaultMaxStaleHours = 24.0

    /// Reads the config file and the forecast's root; the key is read by `readKey` once the place is known to be
    /// good (a place problem is a usage error, 64, whether or not a key is set).
    init(common: CommonOptions, forecastOnly: Bool, demo: Bool = false, run: CommandRun, diagnostics: Diagnostics)
        throws
    {
        self.now = try run.now()
        self.demo = demo
        self.common = common
        self.forecastOnly = forecastOnly
        self.environment = run.environment
        (baseURL, baseURLSource) = try BaseURL.resolve(option: common.baseURL, environment: run.environment)
        configPath = common.configPath ?? run.environment.defaultConfigPath
        configuration = Configuration()
        guard let configPath else {
            diagnostics.log("config: none (neither XDG_CONFIG_HOME nor HOME is an absolute path)")
            return
        }
        configuration = try Configuration.load(
            path: configPath, required: common.configPath != nil, fileSystem: run.edges.fileSystem,
            home: run.environment.home)
        diagnostics.log("config: \(configPath)")
    }

    /// The config file's name for messages.
    var configFile: String { configPath ?? "the config file" }

    /// Reads the service key (not for `--demo`); from then on it is taken out of every line the run writes.
    mutating func readKey(_ run: CommandRun, diagnostics: Diagnostics) throws {
        guard !demo else { return }
        let (key, origin) = try ServiceKeySource.resolve(
            environment: environment, configuration: configuration, configPath: configPath,
            fileSystem: run.edges.fileSystem, warn: run.warn)
        run.context.setSecret(key.rawValue)
        serviceKey = key
        diagnostics.log("service key: from \(origin)")
    }

    /// The request for one person's window: where (`resolved`: the place already looked up, to report a bad one
    /// before asking for the key), from when and for how long, in which language, with which offset, and whether
    /// the ultra-short sources apply (`now`-like windows).
    func request(
        location: LocationSpec?, resolved: ResolvedLocation?, start: Date, hours: Int, hoursSource: SettingSource,
        language: OutputLanguage, temperatureOffset: Double, nowcast: Bool
    ) -> AdviceRequest {
        var request = AdviceRequest(
            location: location, now: now, windowStart: start, hours: hours, hoursSource: hoursSource,
            language: language, temperatureOffset: temperatureOffset, demo: demo, baseURL: baseURL,
            baseURLSource: baseURLSource,
            timeoutSeconds: common.timeoutSeconds ?? CommandRun.defaultTimeoutSeconds, useCache: !common.noCache,
            cacheDirectory: environment.cacheDirectory,
            maxStaleHours: common.maxStaleHours ?? configuration.maxStaleHours ?? Self.defaultMaxStaleHours,
            serviceKey: serviceKey, verbose: common.verbose, rules: configuration.rules,
            resolvedLocation: resolved)
        request.sourceSwitches = forecastOnly ? .forecastOnly : configuration.sources
        request.nowcast = nowcast ? (request.sourceSwitches.nowcast ? .on : .off) : .notApplicable
        request.airKoreaURL = environment.airKoreaRoot
        request.livingURL = environment.livingRoot
        return request
    }
}
