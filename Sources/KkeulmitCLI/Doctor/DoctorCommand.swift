import Foundation
import KkeulmitCore

/// What `kkeulmit doctor` checks: the config file, the key, each service the key is meant for, the clock and the
/// cache directory, each with what to do. Needs no location and no config file.
struct DoctorChecks {
    var fileSystem: any FileSystem
    var network: NetworkAccess
    /// The sources whose probes are sent and whose switches the config may hold.
    var registry: SourceRegistry

    /// - Parameter network: how every request of the process reaches the network.
    init(fileSystem: any FileSystem, network: NetworkAccess, registry: SourceRegistry = .builtIn) {
        self.fileSystem = fileSystem
        self.network = network
        self.registry = registry
    }

    /// More than this between the host's clock and the server's `Date` is reported.
    static let clockTolerance = 120.0

    /// What `doctor` found: the checks in order and the exit code they amount to.
    struct Report {
        var checks: [DoctorCheck]
        var exitCode: ExitCode
        /// The check that decided a non-zero exit code, for the one stderr line.
        var decisive: DoctorCheck?
        var say = DoctorVoice(language: .en)

        func render(json: Bool) -> String {
            if json { return JSONWriter.write(.object([("checks", .array(checks.map(\.json)))])) + "\n" }
            return checks.map { $0.line(fixLabel: say("fix", ko: "해결")) + "\n" }.joined()
        }
    }

    func run(
        _ options: DoctorOptions, environment: Environment, now: Date, deadline: Deadline, context: RunContext
    ) async throws -> Report {
        var say = DoctorVoice(language: options.language ?? .ko)
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
                checks.append(
                    DoctorCheck(
                        "config", .ok,
                        say("no config file at \(configPath): none is needed", ko: "설정 파일이 없어요 (\(configPath)): 없어도 돼요")
                    ))
            } else {
                do {
                    configuration = try Configuration.load(
                        path: configPath, required: explicit, fileSystem: fileSystem, home: environment.home,
                        switches: registry.switchKeys)
                    say.language = options.language ?? configuration.language ?? .ko
                    checks.append(
                        DoctorCheck(
                            "config", .ok,
                            say("config file \(configPath) reads and is valid", ko: "설정 파일에 문제가 없어요 (\(configPath))")))
                } catch {
                    fail(
                        DoctorCheck(
                            "config", .problem, say(error.message, ko: "설정 파일에 문제가 있어요: " + error.message),
                            fix: say(
                                "correct or remove \(configPath) (docs/CLI.md, \"Config file\")",
                                ko: "설정 파일을 고치거나 지우세요 (\(configPath); docs/CLI.md의 \"Config file\")")),
                        .configuration)
                }
            }
        } else {
            checks.append(
                DoctorCheck(
                    "config", .warning,
                    say(
                        "no config file location: neither XDG_CONFIG_HOME nor HOME is an absolute path",
                        ko: "설정 파일 위치를 알 수 없어요: XDG_CONFIG_HOME도 HOME도 절대 경로가 아니에요"),
                    fix: say("set HOME, or give --config PATH", ko: "HOME을 설정하거나 --config PATH를 주세요")))
        }

        // API Hub's key, read before data.go.kr's so that a run with it alone is not "no service key".
        let hub = apiHubKey(environment: environment, configuration: configuration, say)
        if let key = hub.key { context.setSecret(key.rawValue) }
        for check in hub.checks {
            if check.status == .problem { fail(check, .configuration) } else { checks.append(check) }
        }
        let hubKey = hub.key

        // The key.
        var key: ServiceKey?
        var fileWarning: String?
        do {
            guard
                let (found, origin) = try ServiceKeySource.find(
                    .dataGoKr, environment: environment, configuration: configuration, fileSystem: fileSystem,
                    warn: { fileWarning = $0 })
            else {
                if hubKey == nil { throw ServiceKeySource.noKey(configPath: configPath) }
                throw NoPortalKey()
            }
            context.setSecret(found.rawValue)
            key = found
            checks.append(keyForm(found, origin: origin, environment: environment, say))
            if case .file(let path, _) = origin {
                checks.append(
                    fileWarning.map {
                        DoctorCheck(
                            "key-file", .warning, say($0, ko: "다른 사용자도 키 파일을 읽을 수 있어요 (\(path))"),
                            fix: "chmod 600 \(path)")
                    }
                        ?? DoctorCheck(
                            "key-file", .ok,
                            say("serviceKeyFile \(path) is readable by you alone", ko: "키 파일은 나만 읽을 수 있어요 (\(path))")))
            }
        } catch is NoPortalKey {
            checks.append(
                DoctorCheck(
                    "key", .warning,
                    say(
                        "no data.go.kr key: only API Hub is asked, and fine dust, UV, warnings and pollen "
                            + "(data.go.kr's alone) are left out",
                        ko: "data.go.kr 키가 없어요: API허브에만 물어보고, 미세먼지·자외선·특보·꽃가루(data.go.kr에만 있어요)는 빠져요"),
                    fix: say(
                        "set KMA_SERVICE_KEY or \"serviceKeyFile\" too; " + ServiceKeySource.howToGetOne,
                        ko: "KMA_SERVICE_KEY나 \"serviceKeyFile\"도 설정하세요")))
        } catch let error as ConfigurationError {
            fail(
                DoctorCheck(
                    "key", .problem,
                    say(
                        Self.problem(of: error.message),
                        ko: error.message.hasPrefix("no service key")
                            ? "서비스 키가 없어요: KMA_SERVICE_KEY를 설정하거나 설정 파일에 \"serviceKeyFile\"을 넣으세요"
                            : "서비스 키 문제: " + Self.problem(of: error.message)),
                    fix: say(
                        Self.fix(of: error.message),
                        ko: Self.fix(of: error.message) == ServiceKeySource.howToGetOne
                            ? "data.go.kr에서 기상청_단기예보 조회서비스(VilageFcstInfoService_2.0)를 활용신청해 키를 받으세요"
                            : Self.fix(of: error.message))),
                .configuration)
        }

        // Where to ask about.
        var target = ProbeTarget.jongno
        if let spec = configuration.location {
            if let configured = ProbeTarget(spec) {
                target = configured
            } else {
                checks.append(
                    DoctorCheck(
                        "location", .warning,
                        say(
                            "the config's location (\(spec)) is not a place kkeulmit can find; "
                                + "the services were asked about \(target.name)",
                            ko: "설정의 위치(\(spec))를 찾을 수 없어서 \(target.name) 기준으로 확인했어요"),
                        fix: say(
                            "correct \"location\" in \(configPath ?? "the config file")",
                            ko: "설정 파일의 \"location\"을 고치세요 (\(configPath ?? "설정 파일"))")))
            }
        }

        if key != nil || hubKey != nil {
            let probes = try DoctorProbes(
                dataGoKr: key, apiHub: hubKey, option: options.common.baseURL, environment: environment,
                target: target, now: now, registry: registry)
            let services = probes.services
            let outcomes = await probes.run(network: network, deadline: deadline)
            for (service, outcome) in zip(services, outcomes) {
                let check = service.check(outcome.error, say)
                // Each provider's forecast decides: a key that is set must work.
                if service.decidesExitCode, check.status != .ok {
                    fail(check, Self.exitCode(for: outcome.error))
                } else {
                    checks.append(check)
                }
            }
            checks.append(
                Self.clockCheck(
                    now: now, serverDates: outcomes.compactMap(\.serverDate),
                    replayedAt: environment.nonEmpty("KKEULMIT_NOW"), say))
        }

        checks.append(CacheDirectoryCheck.check(environment.cacheDirectory, say))
        return Report(checks: checks, exitCode: exitCode, decisive: decisive, say: say)
    }

    /// API Hub's key when one is set, and its lines: read (or the problem, 78), and a key file others can read.
    private func apiHubKey(environment: Environment, configuration: Configuration, _ say: DoctorVoice) -> (
        key: ServiceKey?, checks: [DoctorCheck]
    ) {
        var lines: [DoctorCheck] = []
        do {
            let found = try ServiceKeySource.find(
                .apiHub, environment: environment, configuration: configuration, fileSystem: fileSystem,
                warn: {
                    lines.append(DoctorCheck("apihub-key-file", .warning, Self.problem(of: $0), fix: Self.fix(of: $0)))
                })
            guard let (key, origin) = found else { return (nil, []) }
            let read = say("the API Hub key (from \(origin)) reads", ko: "API허브 키(\(origin))를 읽었어요")
            return (key, [DoctorCheck("apihub-key", .ok, read)] + lines)
        } catch {
            let fix = say(
                Self.fix(of: error.message),
                ko: "apihub.kma.go.kr에 보이는 인증키(authKey)를 그대로 KMA_APIHUB_KEY나 apiHubKeyFile에 넣으세요")
            let problem = say(Self.problem(of: error.message), ko: "API허브 키 문제: " + error.message)
            return (nil, [DoctorCheck("apihub-key", .problem, problem, fix: fix)])
        }
    }

    /// The key's source and portal form.
    private func keyForm(
        _ key: ServiceKey, origin: ServiceKeySource.Origin, environment: Environment, _ say: DoctorVoice
    ) -> DoctorCheck {
        let raw: String
        switch origin {
        case .environment(let variable): raw = environment[variable] ?? ""
        case .file(let path, _):
            raw = (try? fileSystem.contents(atPath: path)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        }
        let from = say("the service key (from \(origin))", ko: "서비스 키(\(origin))")
        if GatewayKeyShape.looksEncodedTwice(key.rawValue) {
            return DoctorCheck(
                "key", .warning,
                say(
                    "\(from) looks percent-encoded twice (it still holds %XX after decoding)",
                    ko: "\(from)가 두 번 퍼센트 인코딩된 것 같아요 (디코딩한 뒤에도 %XX가 남아 있어요)"),
                fix: say(
                    "paste the portal's \"Encoding\" or \"Decoding\" key exactly as data.go.kr shows it",
                    ko: "data.go.kr에 보이는 \"Encoding\" 키나 \"Decoding\" 키를 그대로 붙여 넣으세요"))
        }
        let form =
            raw.contains("%")
            ? say(
                "is in the portal's Encoding form (percent-encoded); it is decoded and encoded once for each request",
                ko: "는 포털의 Encoding 형식(퍼센트 인코딩)이에요. 요청마다 한 번 디코딩하고 다시 인코딩해요")
            : key.rawValue.contains(where: { "+/=".contains($0) })
                ? say(
                    "is in the portal's Decoding form (raw); it is percent-encoded once for each request",
                    ko: "는 포털의 Decoding 형식(원문)이에요. 요청마다 한 번 퍼센트 인코딩해요")
                : say(
                    "is in a form the portal's Encoding and Decoding keys share (no + / =)",
                    ko: "는 포털의 Encoding 키와 Decoding 키가 같은 형식이에요 (+ / = 없음)")
        return DoctorCheck("key", .ok, from + (say.language == .ko ? "" : " ") + form)
    }

    /// The root for a service other than the forecast: the variable when set, else the default.
    /// The exit code when the forecast service does not work for the key: the contract gives `doctor` four, so a
    /// rejected key or caller is 77 and anything else that keeps the forecast from working (quota, a wrong root,
    /// an unusable answer, no answer) is 69; the check's line says which it was.
    static func exitCode(for error: (any Error)?) -> ExitCode {
        switch error {
        case let error as KMAError where FailureReport.code(for: error.kind) == .keyRejected: .keyRejected
        default: .unavailable
        }
    }

    /// This machine's clock against the servers' `Date`; not compared when `KKEULMIT_NOW` (`replayedAt`) gives
    /// the run its time, since then the clock is not what kkeulmit uses (and `now` is not the clock's).
    static func clockCheck(
        now: Date, serverDates: [Date], replayedAt: String? = nil, _ say: DoctorVoice = DoctorVoice(language: .en)
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

/// `doctor` found API Hub's key but not data.go.kr's: a warning, not the "no key" problem.
private struct NoPortalKey: Error {}
