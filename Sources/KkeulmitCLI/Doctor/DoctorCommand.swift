import Foundation
import KkeulmitCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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

    /// What `doctor` found: the checks in order, and the exit code the first failing one decided.
    struct Report {
        var checks: [DoctorCheck] = []
        var exitCode = ExitCode.success
        /// The check that decided a non-zero exit code, for the one stderr line.
        var decisive: DoctorCheck?
        var say = OutputLanguage.en

        mutating func fail(_ check: DoctorCheck, _ code: ExitCode) {
            checks.append(check)
            if exitCode == .success {
                exitCode = code
                decisive = check
            }
        }

        func render(json: Bool) -> String {
            if json { return JSONWriter.write(.object([("checks", .array(checks.map(\.json)))])) + "\n" }
            return checks.map { $0.line(fixLabel: say("fix", ko: "해결")) + "\n" }.joined()
        }
    }

    func run(
        _ options: DoctorOptions, environment: Environment, now: Date, deadline: Deadline, context: RunContext
    ) async throws -> Report {
        var report = Report(say: options.language ?? .ko)
        let (configuration, configPath) = readConfig(options, environment: environment, into: &report)
        // API Hub's key, read before data.go.kr's so that a run with it alone is not "no service key".
        let hubKey = apiHubKey(environment: environment, configuration: configuration, into: &report)
        if let hubKey { context.setSecret(hubKey.rawValue) }
        let key = try portalKey(
            environment: environment, configuration: configuration, configPath: configPath, hubKey: hubKey,
            into: &report)
        if let key { context.setSecret(key.rawValue) }
        let target = target(configuration, configPath: configPath, into: &report)
        if key != nil || hubKey != nil {
            // Every probe of the keys given at once, each a check line; each provider's forecast decides the exit
            // code: a key that is set must work. Then the clock against the servers' `Date`.
            let results = try await DoctorProbes.run(
                dataGoKr: key, apiHub: hubKey, option: options.common.baseURL, environment: environment,
                target: target, now: now, registry: registry, network: network, deadline: deadline)
            for (service, outcome) in results {
                let check = service.check(outcome.error, report.say)
                if service.probe.decidesExitCode, check.status != .ok {
                    report.fail(check, Self.exitCode(for: outcome.error))
                } else {
                    report.checks.append(check)
                }
            }
            report.checks.append(
                Self.clockCheck(
                    now: now, serverDates: results.compactMap(\.outcome.serverDate),
                    replayedAt: environment.nonEmpty("KKEULMIT_NOW"), report.say))
        }
        report.checks.append(CacheDirectoryCheck.check(environment.cacheDirectory, report.say))
        return report
    }

    /// The config file: read (its language then speaks), absent, or the problem (78).
    private func readConfig(_ options: DoctorOptions, environment: Environment, into report: inout Report) -> (
        Configuration, String?
    ) {
        let explicit = options.common.configPath != nil
        guard let configPath = options.common.configPath ?? environment.defaultConfigPath else {
            report.checks.append(
                DoctorCheck(
                    "config", .warning,
                    report.say(
                        "no config file location: neither XDG_CONFIG_HOME nor HOME is an absolute path",
                        ko: "설정 파일 위치를 알 수 없어요: XDG_CONFIG_HOME도 HOME도 절대 경로가 아니에요"),
                    fix: report.say("set HOME, or give --config PATH", ko: "HOME을 설정하거나 --config PATH를 주세요")))
            return (Configuration(), nil)
        }
        guard explicit || fileSystem.permissions(atPath: configPath) != nil else {
            let none = report.say(
                "no config file at \(configPath): none is needed", ko: "설정 파일이 없어요 (\(configPath)): 없어도 돼요")
            report.checks.append(DoctorCheck("config", .ok, none))
            return (Configuration(), configPath)
        }
        do {
            let configuration = try Configuration.load(
                path: configPath, required: explicit, fileSystem: fileSystem, home: environment.home,
                switches: registry.switchKeys)
            report.say = options.language ?? configuration.language ?? .ko
            let valid = report.say(
                "config file \(configPath) reads and is valid", ko: "설정 파일에 문제가 없어요 (\(configPath))")
            report.checks.append(DoctorCheck("config", .ok, valid))
            return (configuration, configPath)
        } catch {
            report.fail(
                DoctorCheck(
                    "config", .problem, report.say(error.message, ko: "설정 파일에 문제가 있어요: " + error.message),
                    fix: report.say(
                        "correct or remove \(configPath) (docs/CLI.md, \"Config file\")",
                        ko: "설정 파일을 고치거나 지우세요 (\(configPath); docs/CLI.md의 \"Config file\")")),
                .configuration)
            return (Configuration(), configPath)
        }
    }

    /// Where to ask about: the config's location, else 서울특별시 종로구 (with a warning when the config's is unknown).
    private func target(_ configuration: Configuration, configPath: String?, into report: inout Report) -> ProbeTarget {
        guard let spec = configuration.location else { return .jongno }
        if let configured = ProbeTarget(spec) { return configured }
        let jongno = ProbeTarget.jongno.name
        report.checks.append(
            DoctorCheck(
                "location", .warning,
                report.say(
                    "the config's location (\(spec)) is not a place kkeulmit can find; "
                        + "the services were asked about \(jongno)",
                    ko: "설정의 위치(\(spec))를 찾을 수 없어서 \(jongno) 기준으로 확인했어요"),
                fix: report.say(
                    "correct \"location\" in \(configPath ?? "the config file")",
                    ko: "설정 파일의 \"location\"을 고치세요 (\(configPath ?? "설정 파일"))")))
        return .jongno
    }

    /// The exit code when the forecast service does not work for the key: the contract gives `doctor` four, so a
    /// rejected key or caller is 77 and anything else that keeps the forecast from working (quota, a wrong root,
    /// an unusable answer, no answer) is 69; the check's line says which it was.
    static func exitCode(for error: (any Error)?) -> ExitCode {
        SetupChecks.verdict(error) == .rejected ? .keyRejected : .unavailable
    }

    /// This machine's clock against the servers' `Date`; not compared when `KKEULMIT_NOW` (`replayedAt`) gives
    /// the run its time, since then the clock is not what kkeulmit uses (and `now` is not the clock's).
    static func clockCheck(
        now: Date, serverDates: [Date], replayedAt: String? = nil, _ say: OutputLanguage = .en
    ) -> DoctorCheck {
        if let replayedAt {
            return DoctorCheck(
                "clock", .warning,
                say(
                    "not compared: KKEULMIT_NOW (\(quoted(replayedAt))) gives runs their time, not this machine's clock",
                    ko: "비교하지 않았어요: 실행 시각을 이 컴퓨터의 시계가 아니라 KKEULMIT_NOW(\(quoted(replayedAt)))가 정해요"),
                fix: say(
                    "unset KKEULMIT_NOW unless you are replaying a run: every run takes that time",
                    ko: "지난 실행을 재현하는 게 아니라면 KKEULMIT_NOW를 지우세요: 모든 실행이 그 시각을 써요"))
        }
        guard let server = serverDates.first else {
            return DoctorCheck(
                "clock", .warning,
                say(
                    "cannot compare the clock: no service answered with a Date header",
                    ko: "시계를 비교하지 못했어요: Date 헤더로 응답한 서비스가 없어요"),
                fix: say("run doctor again when the services answer", ko: "서비스가 응답할 때 doctor를 다시 실행하세요"))
        }
        let skew = now.timeIntervalSince(server)
        let minutes = NumberText.compact(abs(skew) / 60)
        guard abs(skew) <= clockTolerance else {
            return DoctorCheck(
                "clock", .problem,
                say(
                    "this machine's clock is \(minutes) min \(skew > 0 ? "ahead of" : "behind") the server's Date; "
                        + "kkeulmit would ask for the wrong forecast issue",
                    ko: "이 컴퓨터의 시계가 서버의 Date보다 \(minutes)분 \(skew > 0 ? "빨라요" : "느려요"). "
                        + "예보 발표 시각을 잘못 고르게 돼요"),
                fix: say(
                    "set the clock, e.g. turn on NTP: timedatectl set-ntp true",
                    ko: "시계를 맞추세요. 예: NTP 켜기 (timedatectl set-ntp true)"))
        }
        return DoctorCheck(
            "clock", .ok,
            say("the clock agrees with the server's Date (within 2 min)", ko: "시계가 서버의 Date와 맞아요 (2분 이내)"))
    }
}

/// Whether the forecast cache's directory is writable: made if missing (0700), a scratch file created and removed.
enum CacheDirectoryCheck {
    static func check(_ directory: String?, _ say: OutputLanguage = .en) -> DoctorCheck {
        guard let directory else {
            return DoctorCheck(
                "cache", .warning,
                say(
                    "no cache directory: neither XDG_CACHE_HOME nor HOME is an absolute path",
                    ko: "캐시 디렉터리가 없어요: XDG_CACHE_HOME도 HOME도 절대 경로가 아니에요"),
                fix: say(
                    "set HOME or XDG_CACHE_HOME; without a cache every run asks KMA",
                    ko: "HOME이나 XDG_CACHE_HOME을 설정하세요. 캐시가 없으면 실행할 때마다 기상청에 물어요"))
        }
        if let problem = writeProbe(directory) {
            return DoctorCheck(
                "cache", .problem,
                say(
                    "cannot write the cache directory \(directory) (\(problem))",
                    ko: "캐시 디렉터리에 쓸 수 없어요: \(directory) (\(problem))"),
                fix: say(
                    "make \(directory) a directory you can write (chmod u+w, chown), or point XDG_CACHE_HOME "
                        + "at one; meanwhile every run asks KMA",
                    ko: "쓸 수 있는 디렉터리로 만들거나(chmod u+w, chown) XDG_CACHE_HOME을 그런 곳으로 바꾸세요: "
                        + "\(directory). 그때까지는 실행할 때마다 기상청에 물어요"))
        }
        return DoctorCheck(
            "cache", .ok,
            say("the cache directory \(directory) is writable", ko: "캐시 디렉터리에 쓸 수 있어요 (\(directory))"))
    }

    /// Nil when a file could be created in `directory`, else why not.
    static func writeProbe(_ directory: String) -> String? {
        if let problem = makeDirectories(directory) { return problem }
        let path = directory + "/.doctor-\(getpid())"
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return String(cString: strerror(errno)) }
        close(fd)
        unlink(path)
        return nil
    }

    private static func makeDirectories(_ path: String) -> String? {
        var prefix = ""
        for component in path.split(separator: "/") {
            prefix += "/" + component
            var info = stat()
            if stat(prefix, &info) == 0 {
                guard (info.st_mode & S_IFMT) == S_IFDIR else { return "\(prefix) is not a directory" }
                continue
            }
            guard mkdir(prefix, 0o700) == 0 || errno == EEXIST else {
                return "cannot create \(prefix): " + String(cString: strerror(errno))
            }
        }
        return nil
    }
}
