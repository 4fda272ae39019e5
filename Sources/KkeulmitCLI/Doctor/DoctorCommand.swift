import Foundation
import KkeulmitCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `kkeulmit doctor`: checks the config file, the key, each service the key is meant for, the clock and the cache
/// directory, and says for each what to do. Needs no location and no config file.
struct DoctorCommand {
    var fileSystem: any FileSystem
    var sessionConfiguration: @Sendable () -> URLSessionConfiguration

    /// The URLSession configuration the advice pipeline uses (URLProtocol stubs in tests), else an ephemeral one.
    init(fileSystem: any FileSystem, service: any AdviceService) {
        self.fileSystem = fileSystem
        let ephemeral: @Sendable () -> URLSessionConfiguration = { URLSessionConfiguration.ephemeral }
        self.sessionConfiguration = (service as? ForecastAdviceService)?.sessionConfiguration ?? ephemeral
    }

    /// More than this between the host's clock and the server's `Date` is reported.
    static let clockTolerance = 120.0

    /// What `doctor` found: the checks in order and the exit code they amount to.
    struct Report {
        var checks: [DoctorCheck]
        var exitCode: ExitCode
        /// The check that decided a non-zero exit code, for the one stderr line.
        var decisive: DoctorCheck?

        func render(json: Bool) -> String {
            if json { return JSONWriter.write(.object([("checks", .array(checks.map(\.json)))])) + "\n" }
            return checks.map { $0.line + "\n" }.joined()
        }
    }

    func run(
        _ options: DoctorOptions, environment: Environment, now: Date, deadline: Deadline, context: RunContext
    ) async throws -> Report {
        var checks: [DoctorCheck] = []
        var exitCode = ExitCode.success
        var decisive: DoctorCheck?
        func fail(_ check: DoctorCheck, _ code: ExitCode) {
            checks.append(check)
            if exitCode == .success {
                exitCode = code
                decisive = check
            }
        }

        // The config file.
        let explicit = options.common.configPath != nil
        let configPath = options.common.configPath ?? environment.defaultConfigPath
        var configuration = Configuration()
        if let configPath {
            if !explicit, fileSystem.permissions(atPath: configPath) == nil {
                checks.append(DoctorCheck("config", .ok, "no config file at \(configPath): none is needed"))
            } else {
                do {
                    configuration = try Configuration.load(
                        path: configPath, required: explicit, fileSystem: fileSystem, home: environment.home)
                    checks.append(DoctorCheck("config", .ok, "config file \(configPath) reads and is valid"))
                } catch {
                    fail(
                        DoctorCheck(
                            "config", .problem, error.message,
                            fix: "correct or remove \(configPath) (docs/CLI.md, \"Config file\")"), .configuration)
                }
            }
        } else {
            checks.append(
                DoctorCheck(
                    "config", .warning, "no config file location: neither XDG_CONFIG_HOME nor HOME is an absolute path",
                    fix: "set HOME, or give --config PATH"))
        }

        // The key.
        var key: ServiceKey?
        var fileWarning: String?
        do {
            let (found, origin) = try ServiceKeySource.resolve(
                environment: environment, configuration: configuration, configPath: configPath,
                fileSystem: fileSystem, warn: { fileWarning = $0 })
            context.setSecret(found.rawValue)
            key = found
            checks.append(keyForm(found, origin: origin, environment: environment))
            if case .file(let path) = origin {
                checks.append(
                    fileWarning.map { DoctorCheck("key-file", .warning, $0, fix: "chmod 600 \(path)") }
                        ?? DoctorCheck("key-file", .ok, "serviceKeyFile \(path) is readable by you alone"))
            }
        } catch {
            fail(
                DoctorCheck("key", .problem, Self.problem(of: error.message), fix: Self.fix(of: error.message)),
                .configuration)
        }

        // Where to ask about.
        var target = DoctorTarget.jongno
        if let spec = configuration.location {
            if let configured = DoctorTarget(spec) {
                target = configured
            } else {
                checks.append(
                    DoctorCheck(
                        "location", .warning,
                        "the config's location (\(spec)) is not a place kkeulmit can find; "
                            + "the services were asked about \(target.name)",
                        fix: "correct \"location\" in \(configPath ?? "the config file")"))
            }
        }

        if let key {
            let (baseURL, source) = try BaseURL.resolve(option: options.common.baseURL, environment: environment)
            let forecastSetting =
                switch source {
                case .option: "--base-url"
                case .environment: "KKEULMIT_BASE_URL"
                default: "--base-url or KKEULMIT_BASE_URL"
                }
            let airRoot = try Self.root("KKEULMIT_AIRKOREA_URL", DoctorService.airKoreaRoot, environment)
            let livingRoot = try Self.root("KKEULMIT_LIVING_URL", DoctorService.livingRoot, environment)
            let services = [
                DoctorService.forecast(root: baseURL, setting: forecastSetting, target: target, now: now),
                .airStations(root: airRoot, target: target), .airMeasurements(root: airRoot),
                .uvIndex(root: livingRoot, target: target, now: now),
            ]
            let outcomes = await probe(services, key: key, deadline: deadline)
            for (service, outcome) in zip(services, outcomes) {
                let check = service.check(outcome.error)
                if service.id == "forecast", check.status != .ok {
                    fail(check, Self.exitCode(for: outcome.error))
                } else {
                    checks.append(check)
                }
            }
            checks.append(Self.clockCheck(now: now, serverDates: outcomes.compactMap(\.serverDate)))
        }

        checks.append(CacheDirectoryCheck.check(environment.cacheDirectory))
        return Report(checks: checks, exitCode: exitCode, decisive: decisive)
    }

    /// What one probe came back with.
    struct Outcome: Sendable {
        var error: (any Error)?
        var serverDate: Date?
    }

    /// All probes at once, each bounded by its own timeout and the deadline (kept a little short of the run's, so
    /// the report is still written).
    private func probe(_ services: [DoctorService], key: ServiceKey, deadline: Deadline) async -> [Outcome] {
        let budget = deadline.remainingSeconds
        let network = deadline.earlier(bySeconds: min(1, max(0.2, budget * 0.1)))
        let probe = ServiceProbe(
            serviceKey: key, makeConfiguration: sessionConfiguration,
            requestTimeout: max(1, min(15, network.remainingSeconds)), deadline: network)
        return await withTaskGroup(of: (Int, Outcome).self) { group in
            for (index, service) in services.enumerated() {
                group.addTask {
                    guard let root = URL(string: service.root) else {
                        return (index, Outcome(error: KMAError.transport("unsupported URL")))
                    }
                    do {
                        let answer = try await probe.get(root: root, path: service.path, query: service.query)
                        return (
                            index,
                            Outcome(
                                error: service.classify(answer.status, answer.headers, answer.body),
                                serverDate: answer.serverDate)
                        )
                    } catch {
                        return (index, Outcome(error: error))
                    }
                }
            }
            var outcomes = [Outcome](repeating: Outcome(), count: services.count)
            for await (index, outcome) in group { outcomes[index] = outcome }
            return outcomes
        }
    }

    /// The key's source and portal form.
    private func keyForm(_ key: ServiceKey, origin: ServiceKeySource.Origin, environment: Environment) -> DoctorCheck {
        let raw: String
        switch origin {
        case .environment: raw = environment["KMA_SERVICE_KEY"] ?? ""
        case .file(let path):
            raw = (try? fileSystem.contents(atPath: path)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        }
        let from = "the service key (from \(origin))"
        if GatewayKeyShape.looksEncodedTwice(key.rawValue) {
            return DoctorCheck(
                "key", .warning, "\(from) looks percent-encoded twice (it still holds %XX after decoding)",
                fix: "paste the portal's \"Encoding\" or \"Decoding\" key exactly as data.go.kr shows it")
        }
        let form =
            raw.contains("%")
            ? "the portal's Encoding form (percent-encoded); it is decoded and encoded once for each request"
            : key.rawValue.contains(where: { "+/=".contains($0) })
                ? "the portal's Decoding form (raw); it is percent-encoded once for each request"
                : "a form the portal's Encoding and Decoding keys share (no + / =)"
        return DoctorCheck("key", .ok, "\(from) is in \(form)")
    }

    /// The root for a service other than the forecast: the variable when set, else the default.
    private static func root(_ variable: String, _ fallback: String, _ environment: Environment) throws(UsageError)
        -> String
    {
        guard let raw = environment.nonEmpty(variable) else { return fallback }
        return try BaseURL.validate(raw, source: variable).get()
    }

    /// The exit code when the forecast service does not work for the key: the contract gives `doctor` four, so a
    /// rejected key or caller is 77 and anything else that keeps the forecast from working (quota, a wrong root,
    /// an unusable answer, no answer) is 69; the check's line says which it was.
    static func exitCode(for error: (any Error)?) -> ExitCode {
        switch error {
        case let error as KMAError where FailureReport.code(for: error.kind) == .keyRejected: .keyRejected
        default: .unavailable
        }
    }

    static func clockCheck(now: Date, serverDates: [Date]) -> DoctorCheck {
        guard let server = serverDates.first else {
            return DoctorCheck(
                "clock", .warning, "cannot compare the clock: no service answered with a Date header",
                fix: "run doctor again when the services answer")
        }
        let skew = now.timeIntervalSince(server)
        let minutes = NumberText.compact(abs(skew) / 60)
        guard abs(skew) <= clockTolerance else {
            return DoctorCheck(
                "clock", .problem,
                "this machine's clock is \(minutes) min \(skew > 0 ? "ahead of" : "behind") the server's Date; "
                    + "kkeulmit would ask for the wrong forecast issue",
                fix: "set the clock, e.g. turn on NTP: timedatectl set-ntp true")
        }
        return DoctorCheck("clock", .ok, "the clock agrees with the server's Date (within 2 min)")
    }

    /// `ServiceKeySource`'s messages are "what: what to do"; the check splits them.
    static func problem(of message: String) -> String {
        message.split(separator: ";", maxSplits: 1).first.map(String.init) ?? message
    }

    static func fix(of message: String) -> String {
        let parts = message.split(separator: ";", maxSplits: 1)
        if parts.count == 2 { return parts[1].trimmingCharacters(in: .whitespaces) }
        return ServiceKeySource.howToGetOne
    }
}

/// What the key's text says about how it was pasted.
enum GatewayKeyShape {
    /// The raw key still holds `%2B`, `%2F` or `%3D` after one decoding: it was encoded twice.
    static func looksEncodedTwice(_ raw: String) -> Bool {
        let upper = raw.uppercased()
        return ["%2B", "%2F", "%3D"].contains { upper.contains($0) }
    }
}
