import Foundation
import KkeulmitCore

/// The one place advice requests are made: `now`, `at`, `tomorrow`, `run-schedule`, every `batch` line. Made once per
/// run from what it shares (common options, config file, roots, time); `readKey` then reads the key and makes the run's
/// sources (`SourceSet`: one transport, budget, cache and memo for all `batch` lines); `request(location:…)` makes one
/// person's request from their window, place and language, holding resolved values only.
struct AdviceRequestBuilder: Sendable {
    /// The run's time, `--demo`, the common options and `--forecast-only`: what every request of the run shares.
    var now: Date, demo: Bool, common: CommonOptions, forecastOnly: Bool
    /// The config file read (`--config`, else the default path; nil when none can be named) and what it says.
    var configuration: Configuration, configPath: String?
    var environment: Environment
    /// Every service's root (`BaseURL.roots`), and API Hub's (`KKEULMIT_APIHUB_URL`).
    var roots: ServiceRoots, apiHubRoot: URL
    /// Made by `readKey`; nil for `--demo`.
    private(set) var sources: SourceSet?

    /// Default when neither `--hours`, a line's `"hours"` nor config `hours` is given.
    static let defaultHours = 12
    /// Default `--max-stale`.
    static let defaultMaxStaleHours = 24.0

    /// Reads the config file and the roots; the key is read by `readKey` once the place is known to be good (a
    /// place problem is a usage error, 64, whether or not a key is set).
    init(common: CommonOptions, forecastOnly: Bool, demo: Bool = false, run: CommandRun, diagnostics: Diagnostics)
        throws
    {
        (now, self.demo, self.common, self.forecastOnly) = (try run.now(), demo, common, forecastOnly)
        environment = run.environment
        roots = try BaseURL.roots(option: common.baseURL, environment: run.environment).roots
        apiHubRoot = try BaseURL.apiHub(environment: run.environment)
        configPath = common.configPath ?? run.environment.defaultConfigPath
        configuration = Configuration()
        guard let configPath else {
            diagnostics.log("config: none (neither XDG_CONFIG_HOME nor HOME is an absolute path)")
            return
        }
        configuration = try Configuration.load(
            path: configPath, required: common.configPath != nil, fileSystem: run.edges.fileSystem,
            home: run.environment.home, switches: run.edges.service.registry.switchKeys)
        diagnostics.log("config: \(configPath)")
    }

    /// The config file's name for messages.
    var configFile: String { configPath ?? "the config file" }

    /// Window hour count and source: `given` (option or line field `name`), else config `"hours"`, else `defaultHours`.
    func hours(_ given: Int?, named name: String) -> (Int, SettingSource) {
        if let given { return (given, .option(name)) }
        if let hours = configuration.hours { return (hours, .configFile(path: configFile, key: "hours")) }
        return (Self.defaultHours, .builtIn)
    }

    /// Reads every provider's key (not for `--demo`), from then on taken out of every line the run writes, and makes
    /// the run's sources with them: the providers in order, every root, the cache policy (`--no-cache`, `--max-stale`,
    /// config `maxStaleHours`), `budget` (`batch`'s `--max-requests`) and the process's network access.
    mutating func readKey(
        _ run: CommandRun, diagnostics: Diagnostics, budget: RequestBudget = RequestBudget(limit: nil)
    ) throws {
        guard !demo else { return }
        let found = try ServiceKeySource.resolveAll(
            environment: environment, configuration: configuration, configPath: configPath,
            fileSystem: run.edges.fileSystem, warn: run.warn)
        for each in found {
            run.context.setSecret(each.key.rawValue)
            diagnostics.log("\(each.provider == .dataGoKr ? "service" : "API Hub") key: from \(each.origin)")
        }
        let providers = found.map { each in
            switch each.provider {
            case .dataGoKr: ServiceProvider.dataGoKr(key: each.key, roots: roots)
            case .apiHub: ServiceProvider.apiHub(key: each.key, root: apiHubRoot)
            }
        }
        let cache = SourceSet.CachePolicy(
            directory: common.noCache ? nil : environment.cacheDirectory.map { URL(fileURLWithPath: $0) },
            maxStaleHours: common.maxStaleHours ?? configuration.maxStaleHours ?? Self.defaultMaxStaleHours)
        sources = SourceSet(
            providers: providers, roots: roots, cache: cache, budget: budget, network: run.edges.network)
    }

    /// The request for one person's window: where (`resolved`: the place already looked up, to report a bad one
    /// before asking for the key; nil only for `--demo`), from when and for how long, in which language, with which
    /// offset, and whether the ultra-short sources apply (`now`-like windows).
    func request(
        location: LocationSpec?, resolved: ResolvedLocation?, start: Date, hours: Int, hoursSource: SettingSource,
        language: OutputLanguage, temperatureOffset: Double, nowcast: Bool
    ) throws -> AdviceRequest {
        let source: AdviceRequest.Source
        if demo {
            source = .demo(askedFor: location)
        } else if let resolved, let sources {
            source = .live(LiveSource(location: resolved, sources: sources))
        } else {
            throw InternalError("a live request was made before its place was resolved and its key read")
        }
        var request = AdviceRequest(
            source: source, now: now, windowStart: start, hours: hours, hoursSource: hoursSource,
            language: language, temperatureOffset: temperatureOffset, rules: configuration.rules)
        request.sourceSwitches = forecastOnly ? .forecastOnly : configuration.sources
        request.isPresent = nowcast
        return request
    }
}
