import Foundation
import KkeulmitCore

/// `kkeulmit schedule`: prints, installs or uninstalls the config's schedules, as a crontab block (the default) or
/// as systemd user timers (`--systemd`).
struct ScheduleCommand: OptionsCommand {
    var options: ScheduleOptions

    func run(_ run: CommandRun) async throws -> CommandOutput {
        .text(try await Installation(options: options, run: run).run())
    }
}

/// One `schedule` run: its options and what it reads off the run.
private struct Installation {
    var options: ScheduleOptions
    var run: CommandRun
    var environment: Environment { run.environment }
    /// Runs `crontab` and `systemctl`.
    var runner: any CommandRunner { run.runner() }
    var deadline: Deadline { run.deadline }

    func run() async throws -> String {
        let diagnostics = run.diagnostics(verbose: options.verbose)
        if options.action == .uninstall {
            // Works whatever state the config file is in: it is how a user backs out.
            return options.systemd ? try await uninstallTimers() : try await uninstallCrontab()
        }
        guard let configPath = options.configPath ?? environment.defaultConfigPath else {
            throw ConfigurationError(
                "no config file: neither XDG_CONFIG_HOME nor HOME is an absolute path; give --config PATH")
        }
        let configuration = try Configuration.load(
            path: configPath, required: options.configPath != nil, fileSystem: run.edges.fileSystem,
            home: environment.home)
        diagnostics.log("config: \(configPath)")
        let schedules = configuration.schedules.map(\.schedule)
        guard !schedules.isEmpty else {
            throw ConfigurationError(
                "no schedules in \(configPath): add e.g. \"schedules\": [{\"name\": \"commute\", \"days\": \"mon-fri\", "
                    + "\"time\": \"07:30\", \"hours\": 12}] (see 'kkeulmit schedule --help')")
        }
        guard let executable = run.edges.executablePath() else {
            throw InternalError("cannot tell where the kkeulmit binary is, so cannot write crontab lines for it")
        }
        let output =
            options.systemd
            ? try await timers(schedules, executable: executable, configPath: configPath)
            : try await crontab(schedules, executable: executable, configPath: configPath, diagnostics)
        if options.action == .install {
            let runner = options.systemd ? "systemd" : "cron"
            // A key only the shell holds is no key for the scheduled runs; with API Hub's in a file and no data.go.kr
            // key in the shell, the runs have the key they need.
            if configuration.serviceKeyFile == nil,
                configuration.apiHubKeyFile == nil || environment.nonEmpty("KMA_SERVICE_KEY") != nil
            {
                run.warn(
                    "\(runner) does not see KMA_SERVICE_KEY from your shell; set \"serviceKeyFile\" in \(configPath) "
                        + "so the scheduled runs find the key")
            }
            if configuration.apiHubKeyFile == nil, environment.nonEmpty("KMA_APIHUB_KEY") != nil {
                run.warn(
                    "\(runner) does not see KMA_APIHUB_KEY from your shell; set \"apiHubKeyFile\" in \(configPath) "
                        + "so the scheduled runs find API Hub's key")
            }
        }
        return output
    }

    // MARK: crontab

    private func crontab(
        _ schedules: [Schedule], executable: String, configPath: String, _ diagnostics: Diagnostics
    ) async throws -> String {
        let arguments = configArguments(configPath: configPath)
        diagnostics.log("binary: \(executable)" + (arguments.isEmpty ? "" : " " + arguments.joined(separator: " ")))
        let hostZone = run.edges.hostTimeZone(environment)
        var clock = options.utc ? HostClock.utc : HostClock(hostZone.zone, at: try run.now())
        if !options.utc { clock.zone = hostZone.name }
        if !options.utc {
            for note in zoneNotes(clock, hostZone) { run.warn(note) }
        }
        diagnostics.log("crontab clock: \(clock.offsetName) (\(clock.zone))")
        guard options.action == .install else {
            return try CrontabRenderer.render(schedules, executable: executable, arguments: arguments, clock: clock)
        }
        let update = try await Crontab(runner: runner, deadline: deadline).installSchedules(
            schedules, executable: executable, arguments: arguments, clock: clock)
        let names = schedules.map(\.name).joined(separator: ", ")
        let count = schedules.count == 1 ? "1 schedule" : "\(schedules.count) schedules"
        return update.changed
            ? "installed \(count) in your crontab: \(names)\n"
            : "your crontab already has these \(count): \(names); nothing to change\n"
    }

    /// What the user should know about the clock the lines are written for.
    func zoneNotes(_ clock: HostClock, _ hostZone: HostTimeZone) -> [String] {
        var notes: [String] = []
        if let tz = hostZone.unreadTZ {
            notes.append(
                "TZ=\(quoted(tz)) is not a zone name kkeulmit can read (such as Asia/Seoul or Etc/UTC); the crontab times "
                    + "follow the system zone, \(clock.zone)")
        }
        if let system = hostZone.systemZone {
            notes.append(
                "TZ is \(clock.zone) but the system zone is \(system.identifier): the crontab times follow TZ; if your "
                    + "cron daemon runs in the system zone, as one started at boot does, run 'TZ=\(system.identifier) "
                    + "kkeulmit schedule --install' instead")
        }
        if clock.observesDaylightSaving {
            notes.append(
                "this machine's time zone, \(clock.zone), has daylight saving time: the crontab times are for "
                    + "\(clock.offsetName), so they will run an hour off part of the year; 'kkeulmit schedule --install "
                    + "--systemd' keeps them on KST all year")
        }
        return notes
    }

    private func uninstallCrontab() async throws -> String {
        let update = try await Crontab(runner: runner, deadline: deadline).uninstallSchedules()
        return update.changed
            ? "removed kkeulmit's schedules from your crontab\n"
            : "your crontab has no kkeulmit schedules: nothing to remove\n"
    }

    /// `--config PATH` for crontab lines whenever cron would not find the same file by itself: an explicit
    /// `--config`, or an `XDG_CONFIG_HOME` other than `~/.config` (cron's environment does not carry it).
    func configArguments(configPath: String) -> [String] {
        let cronDefault = environment.home.map { ($0 == "/" ? "" : $0) + "/.config/kkeulmit/config.json" }
        guard options.configPath != nil || configPath != cronDefault else { return [] }
        return ["--config", absolute(configPath)]
    }

    func absolute(_ path: String) -> String {
        // A relative `--config` is resolved against the working directory.
        path.hasPrefix("/") ? path : ExecutablePath.normalized(run.edges.workingDirectory + "/" + path)
    }

    // MARK: systemd

    /// `$XDG_CONFIG_HOME/systemd/user`, where systemd looks for a user's units.
    private func unitDirectory() throws -> String {
        guard let config = environment.configHome else {
            throw ConfigurationError(
                "no place for systemd user units: neither XDG_CONFIG_HOME nor HOME is an absolute path")
        }
        return config + "/systemd/user"
    }

    private func systemdTimers() throws -> SystemdTimers {
        guard let writable = run.edges.fileSystem as? any WritableFileSystem else {
            throw InternalError("this run cannot write files, so cannot write systemd units")
        }
        return SystemdTimers(directory: try unitDirectory(), fileSystem: writable, runner: runner, deadline: deadline)
    }

    private func timers(_ schedules: [Schedule], executable: String, configPath: String) async throws -> String {
        // The service names the config whatever its place: a user manager's environment is not the shell's.
        let units = try SystemdTimers.units(
            schedules, executable: executable, arguments: ["--config", absolute(configPath)])
        let directory = try unitDirectory()
        guard options.action == .install else {
            return units.map { "# \(directory)/\($0.name)\n\($0.text)" }.joined(separator: "\n")
        }
        let update = try await systemdTimers().install(units)
        let names = schedules.map(\.name).joined(separator: ", ")
        let count = schedules.count == 1 ? "1 systemd user timer" : "\(schedules.count) systemd user timers"
        var lines = [
            update.written.isEmpty && update.removed.isEmpty
                ? "\(directory) already has these \(count): \(names)" : "wrote \(count) in \(directory): \(names)"
        ]
        let staleTimers = update.removed.filter { $0.hasSuffix(".timer") }
        if !staleTimers.isEmpty {
            lines.append(
                "removed the timers of schedules no longer in the config: " + staleTimers.joined(separator: ", "))
        }
        let timers = units.map(\.name).filter { $0.hasSuffix(".timer") }
        if let why = update.unanswered {
            lines.append("systemctl --user does not answer here (\(why)); to start the timers, run:")
            lines.append("  systemctl --user enable --now " + timers.joined(separator: " "))
        } else {
            lines.append("enabled and started " + timers.joined(separator: ", "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func uninstallTimers() async throws -> String {
        let timers = try systemdTimers()
        let update = try await timers.uninstall()
        guard !update.removed.isEmpty else {
            return "\(timers.directory) has no kkeulmit timers: nothing to remove\n"
        }
        let names = update.removed.filter { $0.hasSuffix(".timer") }
        var lines = ["removed " + (update.removed.map { timers.directory + "/" + $0 }).joined(separator: ", ")]
        if let why = update.unanswered {
            lines.append("systemctl --user does not answer here (\(why)); if the timers still run, stop them with:")
            lines.append("  systemctl --user disable --now " + update.timers.joined(separator: " "))
        } else if !names.isEmpty {
            lines.append("stopped and disabled " + names.joined(separator: ", "))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
