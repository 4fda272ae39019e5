import Foundation
import KkeulmitCore

/// `kkeulmit setup`: a person's first run. The place and the keys (asked on a terminal, or `--place` and the keys
/// on stdin), one light request per service (`SetupChecks`, which are `doctor`'s probes), then the key files and
/// the config merged (`SetupFiles`, `ConfigMerge`), and the schedules installed when asked.
struct SetupCommand: OptionsCommand {
    var options: SetupOptions

    /// The dialog waits for a person as long as it takes; the checks keep their own bound, `--timeout` from when
    /// they start. A scripted run is bounded as a whole: the checks, then the crontab or systemd.
    var timeoutSeconds: Double { options.isScripted ? 2 * checkSeconds + 60 : 24 * 3600 }

    var checkSeconds: Double { options.common.timeoutSeconds ?? CommandRun.defaultTimeoutSeconds }

    func run(_ run: CommandRun) async throws -> CommandOutput {
        try await SetupRun(options: options, run: run, checkSeconds: checkSeconds).run()
    }
}

/// What setup has to write: the place chosen (nil: the config's stays) and the keys given.
struct SetupAnswers {
    var place: PlaceMatch?
    var dataGoKrKey: String?
    var apiHubKey: String?

    var keys: [(ProviderID, String)] {
        [(ProviderID.dataGoKr, dataGoKrKey), (.apiHub, apiHubKey)].compactMap { provider, key in
            key.map { (provider, $0) }
        }
    }
}

struct SetupRun {
    var options: SetupOptions
    var run: CommandRun
    var checkSeconds: Double

    func run() async throws -> CommandOutput {
        let diagnostics = run.diagnostics(verbose: options.common.verbose)
        guard let configPath = options.common.configPath ?? run.environment.defaultConfigPath else {
            throw ConfigurationError(
                "no config file location: neither XDG_CONFIG_HOME nor HOME is an absolute path; give --config PATH")
        }
        guard let writable = run.edges.fileSystem as? any WritableFileSystem else {
            throw InternalError("this run cannot write files, so cannot write the config")
        }
        let files = SetupFiles(fileSystem: writable, configPath: configPath)
        let original = try files.readConfig()
        let existing = try Self.existing(original, path: configPath, home: run.environment.home)
        let say = options.language ?? existing.language ?? .ko
        diagnostics.log("config: \(configPath)" + (original == nil ? " (new)" : ""))
        let dialog = try self.dialog(say)
        let answers = if let dialog { try await asked(dialog, existing) } else { try await scripted(say) }
        for (_, key) in answers.keys { run.context.setSecret(key) }
        if let place = answers.place { diagnostics.log(LocationResolver.describe(place)) }
        let table = options.noCheck ? "" : try await check(answers, existing, say, diagnostics)
        if dialog != nil { show(table) }
        let names = existing.schedules.map(\.name)
        let scheduler = try await dialog?.askSchedule(names: names) ?? options.schedule
        let merged = try ConfigMerge.merge(
            original, fields: fields(answers, files, scheduler: scheduler), path: configPath, home: run.environment.home
        )
        try files.write(keys: answers.keys, original: original, merged: merged)
        var text = summary(answers, files, backedUp: original != nil, say)
        if let scheduler { text += try await install(scheduler, say) }
        if dialog != nil {
            show(text)
            return .written(status: ExitCode.success.rawValue)
        }
        return .text(table + text)
    }

    /// The config as far as setup needs it (language, schedules); a file that is not a JSON object stops setup
    /// (78) before anything is asked. Fields that do not validate are checked again once merged.
    static func existing(_ original: Data?, path: String, home: String?) throws(ConfigurationError) -> Configuration {
        guard let original else { return Configuration() }
        _ = try ConfigMerge.merge(original, fields: [], path: path, home: nil, validate: false)
        return (try? Configuration.parse(original, path: path, home: home)) ?? Configuration()
    }

    /// The dialog, nil when scripted; throws `UsageError` (64) when setup should ask but stdin is no terminal.
    private func dialog(_ say: OutputLanguage) throws -> SetupDialog? {
        guard !options.isScripted else { return nil }
        guard run.edges.standardInput.isTerminal, let console = TerminalConsole() else {
            throw UsageError(
                "stdin is not a terminal, so setup cannot ask: give --key-stdin (and --place NAME) to read the key "
                    + "from stdin, e.g. kkeulmit setup --place 종로구 --key-stdin < keyfile", topic: .setup)
        }
        return SetupDialog(console: console, say: say)
    }

    private func asked(_ dialog: SetupDialog, _ existing: Configuration) async throws -> SetupAnswers {
        var answers = SetupAnswers()
        // What setup is about to do, before the first question.
        dialog.console.write(
            dialog.say(
                "kkeulmit setup: the place and the keys, one check per service, then the config (Ctrl-C stops, "
                    + "nothing written)\n",
                ko: "kkeulmit 설정: 지역과 키를 묻고, 서비스마다 한 번씩 확인한 뒤 설정에 저장해요 (Ctrl-C로 멈추면 아무것도 쓰지 않아요)\n"))
        if let place = options.place {
            answers.place = try LocationResolver.match(place)
        } else {
            let current: String? = if case .place(let name) = existing.location { name } else { nil }
            answers.place = try await dialog.askPlace(current: current)
        }
        answers.dataGoKrKey = try await dialog.askKey(.dataGoKr)
        answers.apiHubKey = try await dialog.askKey(.apiHub)
        return answers
    }

    /// The checks and their table; throws when every service rejected the key (77) or none answered (69).
    private func check(
        _ answers: SetupAnswers, _ existing: Configuration, _ say: OutputLanguage, _ diagnostics: Diagnostics
    ) async throws -> String {
        let target =
            answers.place.flatMap { ProbeTarget(.place($0.name)) } ?? existing.location.flatMap(ProbeTarget.init)
            ?? .jongno
        let results = try await DoctorProbes.run(
            dataGoKr: answers.dataGoKrKey.flatMap(ServiceKey.init), apiHub: answers.apiHubKey.flatMap(ServiceKey.init),
            option: nil, environment: run.environment, target: target, now: try run.now(), network: run.edges.network,
            deadline: Deadline(seconds: checkSeconds, clock: run.edges.elapsedClock))
        let checks = SetupChecks(
            rows: results.map { service, outcome in
                .init(
                    service: service, verdict: SetupChecks.verdict(outcome.error),
                    check: service.check(outcome.error, say))
            })
        for row in checks.rows { diagnostics.log(row.check.line()) }
        if let failure = checks.failure(say) { throw failure }
        return checks.table(say)
    }

    private func fields(_ answers: SetupAnswers, _ files: SetupFiles, scheduler: SetupOptions.Scheduler?)
        -> [ConfigMerge.Field]
    {
        var fields: [ConfigMerge.Field] = []
        if let place = answers.place {
            fields.append(.init(name: "location", value: .object([("place", .string(place.name))])))
        }
        for (provider, _) in answers.keys {
            let setting = ServiceKeySource.Setting.of(provider).fileSetting
            fields.append(.init(name: setting, value: .string(files.keyPath(provider))))
        }
        if scheduler != nil {
            let morning = JSONValue.object([
                ("name", .string("morning")), ("days", .string("mon-fri")), ("time", .string("07:30")),
                ("hours", .integer(12)),
            ])
            fields.append(.init(name: "schedules", value: .array([morning]), onlyIfAbsent: true))
        }
        return fields
    }

    private func summary(_ answers: SetupAnswers, _ files: SetupFiles, backedUp: Bool, _ say: OutputLanguage) -> String
    {
        var lines: [String] = []
        if options.noCheck {
            lines.append(
                say(
                    "not checked (--no-check): kkeulmit doctor checks later",
                    ko: "확인하지 않았어요 (--no-check): 나중에 kkeulmit doctor로 확인하세요"))
        }
        let kept =
            backedUp ? say(" (the old one kept as \(files.backupPath))", ko: " (이전 파일은 \(files.backupPath))") : ""
        lines.append(say("wrote \(files.configPath)", ko: "설정을 저장했어요: \(files.configPath)") + kept)
        for (provider, _) in answers.keys {
            lines.append(
                say(
                    "wrote \(files.keyPath(provider)) (readable by you alone)",
                    ko: "키 파일을 저장했어요: \(files.keyPath(provider)) (나만 읽을 수 있어요)"))
            let variable = ServiceKeySource.Setting.of(provider).variable
            if run.environment.nonEmpty(variable) != nil {
                run.warn("\(variable) is set in this shell and overrides the key file; unset it to use the file")
            }
        }
        lines.append(say("next: kkeulmit now", ko: "이제 kkeulmit now로 옷차림을 보세요"))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `schedule --install [--systemd]` for the config just written.
    private func install(_ scheduler: SetupOptions.Scheduler, _ say: OutputLanguage) async throws -> String {
        let schedule = ScheduleCommand(
            options: ScheduleOptions(
                action: .install, systemd: scheduler == .systemd, configPath: options.common.configPath,
                verbose: options.common.verbose))
        do {
            guard case .text(let text) = try await schedule.run(run) else { return "" }
            return text
        } catch {
            let (code, message) = FailureReport.map(error)
            throw SetupFailure(
                code,
                say(
                    "wrote the config and the key files, but the schedules were not installed: ",
                    ko: "설정과 키 파일은 썼지만 일정은 설치하지 못했어요: ")
                    + message)
        }
    }

    /// Writes to stdout now, as the dialog goes on.
    private func show(_ text: String) {
        guard !text.isEmpty else { return }
        run.stdout.write(run.context.redact(text))
    }
}
