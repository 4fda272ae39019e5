import KkeulmitCore

/// The list of commands, kkeulmit's own options, and the option groups several commands share. Each command says
/// what it takes in its own `spec`; the parser, `--help`, the man page and the completion scripts follow.
extension CommandSpec {
    /// `kkeulmit` itself: what may stand without a command.
    static let root = CommandSpec(
        .general,
        sections: [
            OptionSection(
                "Options", synopsis: .oneOf,
                [
                    OptionEntry(.help, help: "show this help (kkeulmit COMMAND --help: that command's)"),
                    OptionEntry(.version),
                ])
        ], hidden: [.generateMan], prose: HelpText.general, "what to wear in Korea, from KMA's short-term forecast")

    /// Every command, in the order help lists them: the one list a new command is added to.
    static let declared: [any DeclaredCommand.Type] = [
        NowCommand.self, AtCommand.self, TomorrowCommand.self, SetupCommand.self, ScheduleCommand.self,
        RunScheduleCommand.self, BatchCommand.self, FeedbackCommand.self, GridCommand.self, CompletionCommand.self,
        DoctorCommand.self, HelpCommand.self,
    ]

    /// What each of them takes.
    static let commands = declared.map { $0.spec }

    /// The command `topic` names; `root` for `.general`.
    static func command(_ topic: HelpTopic) -> CommandSpec {
        commands.first { $0.topic == topic } ?? root
    }

    /// The commands' names, for `help COMMAND`; `help` itself is left out.
    static let commandNames = HelpTopic.allCases.filter { $0 != .general && $0 != .help }.map(\.rawValue)
}

extension OptionSection {
    /// Where the forecast is for; `[LOCATION]` in synopses.
    static let location = OptionSection(
        "Location", synopsis: .group("LOCATION"),
        [
            OptionEntry(
                .place, exclusive: true, help: "an area from KMA's table: 종로구, \"서울특별시 종로구\", Jongno-gu, Seoul …"),
            OptionEntry(.nx, .ny, exclusive: true, help: "a KMA grid cell (NX 1–149, NY 1–253)"),
            OptionEntry(
                .lat, .lon, exclusive: true, help: "a latitude/longitude in South Korea, converted to its grid cell"),
        ], footer: "Without a location, \"location\" in the config file is used.")

    /// What every command that fetches a forecast takes; `[common options]` in synopses.
    static let common = OptionSection(
        "Common options", synopsis: .group("common options"),
        [
            OptionEntry(.baseURL), OptionEntry(.timeout), OptionEntry(.noCache), OptionEntry(.maxStale),
            OptionEntry(.config), OptionEntry(.verbose), OptionEntry(.help),
        ])
}
