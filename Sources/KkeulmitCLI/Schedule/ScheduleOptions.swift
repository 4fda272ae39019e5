package struct ScheduleOptions: CommandOptions {
    package enum Action: Equatable, Sendable {
        /// Print the crontab block or the units (the default).
        case print
        /// `--install`: put the block into the user's crontab (or write the units), replacing earlier ones.
        case install
        /// `--uninstall`: take the block out of the user's crontab (or remove the units).
        case uninstall
    }

    package var action = Action.print
    /// `--utc`: crontab times on a UTC clock whatever this machine's zone, for a cron that runs in UTC.
    package var utc = false
    /// `--systemd`: systemd user timers instead of crontab lines.
    package var systemd = false
    /// `--config PATH`.
    package var configPath: String?
    package var verbose = false
}

extension ScheduleOptions {
    init(_ arguments: ParsedArguments) throws(UsageError) {
        let common = try arguments.common()
        self.init(
            utc: arguments.flag(.utc), systemd: arguments.flag(.systemd), configPath: common.configPath,
            verbose: common.verbose)
        switch (arguments.flag(.install), arguments.flag(.uninstall)) {
        case (true, true): throw arguments.error("give --install or --uninstall, not both")
        case (true, false): action = .install
        case (false, true): action = .uninstall
        case (false, false): action = .print
        }
        if utc && systemd {
            throw arguments.error("--utc is for crontab lines: --systemd timers keep KST by themselves")
        }
        if utc && action == .uninstall {
            throw arguments.error("--utc only changes the lines written: it goes with printing or --install")
        }
    }
}

extension ScheduleCommand {
    static let spec = CommandSpec(
        .schedule,
        sections: [
            OptionSection(
                "Options",
                [
                    OptionEntry(.install, exclusive: true), OptionEntry(.uninstall, exclusive: true),
                    OptionEntry(
                        .systemd,
                        help: """
                            systemd user timers in $XDG_CONFIG_HOME/systemd/user
                            instead of crontab lines (OnCalendar= in Asia/Seoul)
                            """),
                    OptionEntry(
                        .utc,
                        help: """
                            crontab times for a cron running in UTC, whatever the
                            machine's zone (07:30 KST mon-fri: 22:30 sun-thu)
                            """),
                    OptionEntry(.config, help: "read this config; the lines pass it on to run-schedule"),
                    OptionEntry(.verbose, help: "diagnostics on stderr"),
                    OptionEntry(.help),
                ])
        ], prose: HelpText.schedule,
        "print, --install or --uninstall crontab lines or systemd timers for the config's schedules")
}
