import Foundation
import KkeulmitCore

#if canImport(Glibc)
    import Glibc
#endif

extension Application {
    /// `batch`: the config, the key and the service root are read once; then every stdin line is answered on
    /// stdout as it comes. Problems that stop every line (no key, a bad config file) end the run before any input
    /// is read, with one stderr line and their exit code.
    func runBatch(
        _ options: BatchOptions, environment: Environment, stdout: any TextOutput, stderr: any TextOutput,
        clock: any TimeSource, context: RunContext
    ) async -> Int32 {
        context.verbose = options.common.verbose
        defer { context.close() }
        #if canImport(Glibc)
            // A run fetching thousands of answers of a few hundred KB: glibc would raise its mmap threshold after the
            // first is freed and keep every later one's memory in a fragmented heap (peak RSS 300 MB for 1,000
            // cells instead of 70). A fixed threshold hands each back to the system when it is freed.
            Self.fixMallocThresholds()
        #endif
        let diagnostics = Diagnostics(enabled: options.common.verbose) { context.line("kkeulmit: " + $0) }
        let budget = RequestBudget(limit: options.maxRequests)
        let advisor: BatchAdvisor
        do {
            advisor = try prepareBatch(
                options, environment: environment, clock: clock, context: context, diagnostics: diagnostics,
                budget: budget)
        } catch {
            let (code, message) = FailureReport.map(error, command: .batch(options))
            context.line("kkeulmit: " + message)
            return code.rawValue
        }
        let runner = BatchRunner(concurrency: options.concurrency ?? BatchOptions.defaultConcurrency) {
            await advisor.answer($0)
        }
        let progress = BatchProgress.onTerminal(stderr, totalBytes: standardInput.totalBytes) { budget.used }
        let summary = await runner.run(source: standardInput, output: stdout, progress: progress)
        diagnostics.log(
            "batch: \(summary.lines) lines, \(summary.failures) with an error, \(budget.used) requests sent")
        if let failure = summary.writeProblem { return Self.status(after: failure, context: context) }
        if let problem = summary.readProblem {
            context.line("kkeulmit: \(problem); the lines read before were answered")
            return BatchAnswer.worse(summary.exitCode, .usage).rawValue
        }
        return summary.exitCode.rawValue
    }

    #if canImport(Glibc)
        private typealias Mallopt = @convention(c) (Int32, Int32) -> Int32

        /// `mallopt(M_MMAP_THRESHOLD, 128 KiB)` and `mallopt(M_TRIM_THRESHOLD, 1 MiB)`, looked up at run time:
        /// Swift's Glibc module does not export `mallopt`. Values from glibc's malloc.h.
        private static func fixMallocThresholds() {
            guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "mallopt") else { return }
            let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
            let (trimThreshold, mmapThreshold): (Int32, Int32) = (-1, -3)
            _ = mallopt(mmapThreshold, 128 << 10)
            _ = mallopt(trimThreshold, 1 << 20)
        }
    #endif

    private func prepareBatch(
        _ options: BatchOptions, environment: Environment, clock: any TimeSource, context: RunContext,
        diagnostics: Diagnostics, budget: RequestBudget
    ) throws -> BatchAdvisor {
        let now = try Self.currentTime(environment: environment, clock: clock)
        let (baseURL, baseURLSource) = try BaseURL.resolve(option: options.common.baseURL, environment: environment)
        let configPath = options.common.configPath ?? environment.defaultConfigPath
        var configuration = Configuration()
        if let configPath {
            configuration = try Configuration.load(
                path: configPath, required: options.common.configPath != nil, fileSystem: fileSystem,
                home: environment.home)
            diagnostics.log("config: \(configPath)")
        }
        let (key, origin) = try ServiceKeySource.resolve(
            environment: environment, configuration: configuration, configPath: configPath, fileSystem: fileSystem,
            warn: { context.line("kkeulmit: warning: " + $0) })
        context.setSecret(key.rawValue)
        diagnostics.log("service key: from \(origin)")
        guard let root = URL(string: baseURL) else { throw AdviceError.invalidBaseURL(source: baseURLSource) }
        let timeout = options.common.timeoutSeconds ?? Self.defaultTimeoutSeconds
        let reserve = ForecastAdviceService.reserveSeconds(timeout: timeout)
        let shared = service.sharing(
            SharedForecasts.Setup(
                serviceKey: key, baseURL: root,
                requestTimeout: ForecastAdviceService.requestTimeout(budget: max(0, timeout - reserve)),
                budget: budget, log: { diagnostics.log($0) }))
        let settings = RequestSettings(
            now: now, demo: false, baseURL: baseURL, baseURLSource: baseURLSource, common: options.common,
            forecastOnly: options.forecastOnly, configuration: configuration, environment: environment,
            serviceKey: key)
        return BatchAdvisor(
            service: shared, settings: settings, options: options, timeoutSeconds: timeout,
            elapsedClock: elapsedClock, diagnostics: diagnostics, redact: { context.redact($0) })
    }
}
