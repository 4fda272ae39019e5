import Foundation
import KkeulmitCore

/// What `kkeulmit doctor` checks: the config file, the key, each service the key is meant for, the clock and the
/// cache directory, each with what to do. Needs no location and no config file.
struct DoctorChecks {
    var fileSystem: any FileSystem
    /// How every request of the process reaches the network.
    var network: NetworkAccess
    /// The sources whose probes are sent and whose switches the config may hold.
    var registry: SourceRegistry = .builtIn

    /// More than this between the host's clock and the server's `Date` is reported.
    static let clockTolerance = 120.0

    /// What `doctor` found: the checks in order and the exit code they amount to.
    struct Report {
        var checks: [DoctorCheck]
        var exitCode: ExitCode
        /// The check that decided a non-zero exit code, for the one stderr line.
        var decisive: DoctorCheck?
        var say = OutputLanguage.en

        func render(json: Bool) -> String {
            if json { return JSONWriter.write(.object([("checks", .array(checks.map(\.json)))])) + "\n" }
            return checks.map { $0.line(fixLabel: say("fix", ko: "해결")) + "\n" }.joined()
        }
    }

    func run(
        _ options: DoctorOptions, environment: Environment, now: Date, deadline: Deadline, context: RunContext
    ) async throws -> Report {
        var tally = Tally(say: options.language ?? .ko)
        let (configuration, configPath) = readConfig(options, environment: environment, into: &tally)
        // API Hub's key, read before data.go.kr's so that a run with it alone is not "no service key".
        let hubKey = apiHubKey(environment: environment, configuration: configuration, into: &tally)
        if let hubKey { context.setSecret(hubKey.rawValue) }
        let key = try portalKey(
            environment: environment, configuration: configuration, configPath: configPath, hubKey: hubKey,
            into: &tally)
        if let key { context.setSecret(key.rawValue) }
        let target = target(configuration, configPath: configPath, into: &tally)
        if key != nil || hubKey != nil {
            try await probe(
                dataGoKr: key, apiHub: hubKey, target: target, options: options, environment: environment, now: now,
                deadline: deadline, into: &tally)
        }
        tally.checks.append(CacheDirectoryCheck.check(environment.cacheDirectory, tally.say))
        return Report(checks: tally.checks, exitCode: tally.exitCode, decisive: tally.decisive, say: tally.say)
    }

    /// The checks so far, and the exit code the first failing one decided.
    struct Tally {
        var say: OutputLanguage
        var checks: [DoctorCheck] = []
        var exitCode = ExitCode.success
        var decisive: DoctorCheck?

        mutating func fail(_ check: DoctorCheck, _ code: ExitCode) {
            checks.append(check)
            if exitCode == .success {
                exitCode = code
                decisive = check
            }
        }
    }

    /// The config file: read (its language then speaks), absent, or the problem (78).
    private func readConfig(_ options: DoctorOptions, environment: Environment, into tally: inout Tally) -> (
        Configuration, String?
    ) {
        let explicit = options.common.configPath != nil
        let configPath = options.common.configPath ?? environment.defaultConfigPath
        var configuration = Configuration()
        if let configPath {
            if !explicit, fileSystem.permissions(atPath: configPath) == nil {
                tally.checks.append(
                    DoctorCheck(
                        "config", .ok,
                        tally.say(
                            "no config file at \(configPath): none is needed", ko: "설정 파일이 없어요 (\(configPath)): 없어도 돼요")
                    ))
            } else {
                do {
                    configuration = try Configuration.load(
                        path: configPath, required: explicit, fileSystem: fileSystem, home: environment.home,
                        switches: registry.switchKeys)
                    tally.say = options.language ?? configuration.language ?? .ko
                    tally.checks.append(
                        DoctorCheck(
                            "config", .ok,
                            tally.say(
                                "config file \(configPath) reads and is valid", ko: "설정 파일에 문제가 없어요 (\(configPath))")))
                } catch {
                    tally.fail(
                        DoctorCheck(
                            "config", .problem, tally.say(error.message, ko: "설정 파일에 문제가 있어요: " + error.message),
                            fix: tally.say(
                                "correct or remove \(configPath) (docs/CLI.md, \"Config file\")",
                                ko: "설정 파일을 고치거나 지우세요 (\(configPath); docs/CLI.md의 \"Config file\")")),
                        .configuration)
                }
            }
        } else {
            tally.checks.append(
                DoctorCheck(
                    "config", .warning,
                    tally.say(
                        "no config file location: neither XDG_CONFIG_HOME nor HOME is an absolute path",
                        ko: "설정 파일 위치를 알 수 없어요: XDG_CONFIG_HOME도 HOME도 절대 경로가 아니에요"),
                    fix: tally.say("set HOME, or give --config PATH", ko: "HOME을 설정하거나 --config PATH를 주세요")))
        }
        return (configuration, configPath)
    }

    /// Where to ask about: the config's location, else 서울특별시 종로구 (with a warning when the config's is unknown).
    private func target(_ configuration: Configuration, configPath: String?, into tally: inout Tally) -> ProbeTarget {
        var target = ProbeTarget.jongno
        if let spec = configuration.location {
            if let configured = ProbeTarget(spec) {
                target = configured
            } else {
                tally.checks.append(
                    DoctorCheck(
                        "location", .warning,
                        tally.say(
                            "the config's location (\(spec)) is not a place kkeulmit can find; "
                                + "the services were asked about \(target.name)",
                            ko: "설정의 위치(\(spec))를 찾을 수 없어서 \(target.name) 기준으로 확인했어요"),
                        fix: tally.say(
                            "correct \"location\" in \(configPath ?? "the config file")",
                            ko: "설정 파일의 \"location\"을 고치세요 (\(configPath ?? "설정 파일"))")))
            }
        }
        return target
    }

    /// Every probe of the keys given at once, each a check line; each provider's forecast decides the exit code.
    /// Then the clock against the servers' `Date`.
    private func probe(
        dataGoKr key: ServiceKey?, apiHub hubKey: ServiceKey?, target: ProbeTarget, options: DoctorOptions,
        environment: Environment, now: Date, deadline: Deadline, into tally: inout Tally
    ) async throws {
        let probes = try DoctorProbes(
            dataGoKr: key, apiHub: hubKey, option: options.common.baseURL, environment: environment,
            target: target, now: now, registry: registry)
        let services = probes.services
        let outcomes = await probes.run(network: network, deadline: deadline)
        for (service, outcome) in zip(services, outcomes) {
            let check = service.check(outcome.error, tally.say)
            // Each provider's forecast decides: a key that is set must work.
            if service.probe.decidesExitCode, check.status != .ok {
                tally.fail(check, Self.exitCode(for: outcome.error))
            } else {
                tally.checks.append(check)
            }
        }
        tally.checks.append(
            Self.clockCheck(
                now: now, serverDates: outcomes.compactMap(\.serverDate),
                replayedAt: environment.nonEmpty("KKEULMIT_NOW"), tally.say))
    }
}
