import KkeulmitCore

/// Which command takes which options, and how their help groups them. Change a command here and the parser,
/// `--help`, the man page and the completion scripts all follow.
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
        ], hidden: [.generateMan], "what to wear in Korea, from KMA's short-term forecast")

    /// Every command, in the order help lists them.
    static let commands: [CommandSpec] = [
        now, at, tomorrow, setup, schedule, runSchedule, batch, feedback, grid, completion, doctor, help,
    ]

    /// The command `topic` names; `root` for `.general`.
    static func command(_ topic: HelpTopic) -> CommandSpec {
        commands.first { $0.topic == topic } ?? root
    }

    static let now = CommandSpec(
        .now,
        sections: [
            .location,
            OptionSection(
                "Output",
                adviceOutput + [
                    OptionEntry(
                        .demo,
                        help: """
                            use a sample forecast built into kkeulmit: no key, no network, same advice
                            on any day; the output says clearly that it is sample data. 'summer': a clear
                            July noon at 33 °C (UTCI, water and a parasol), the forecast alone
                            """)
                ]),
            .common,
        ], "advice for the hours from now")

    static let at = CommandSpec(
        .at, operands: [OperandSpec("DATETIME", "2026-11-30T08:00, \"2026-11-30 08:00\" (KST) or ISO 8601")],
        sections: [.location, OptionSection("Output", adviceOutput), .common], "advice for the hours from DATETIME")

    static let tomorrow = CommandSpec(
        .tomorrow,
        sections: [
            .location,
            OptionSection(
                "Output",
                [
                    OptionEntry(.lang), OptionEntry(.json), OptionEntry(.format), OptionEntry(.back),
                ] + chartOutput),
            .common,
        ], "advice for tomorrow's daytime, for an evening check")

    static let setup = CommandSpec(
        .setup,
        sections: [
            OptionSection(
                "Scripted",
                [
                    OptionEntry(
                        .place,
                        help: """
                            the place for advice: 종로구, "서울특별시 종로구", Jongno-gu (on a terminal
                            without it, setup asks, with the candidates of an ambiguous name)
                            """),
                    OptionEntry(.keyStdin), OptionEntry(.apiHubKeyStdin),
                ]),
            OptionSection(
                "Options",
                [
                    OptionEntry(.noCheck), OptionEntry(.schedule),
                    OptionEntry(
                        .lang, help: "language of the dialog and the table (default: config \"lang\", else ko)"),
                    OptionEntry(.timeout, help: "bound the services' checks (default 30)"),
                    OptionEntry(.config, help: "write this config (the key files go next to it)"),
                    OptionEntry(.verbose, help: "diagnostics on stderr (never a key)"), OptionEntry(.help),
                ]),
        ], "first run: the place and the keys, checked against each service and written to the config")

    static let schedule = CommandSpec(
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
        ], "print, --install or --uninstall crontab lines or systemd timers for the config's schedules")

    static let runSchedule = CommandSpec(
        .runSchedule, operands: [OperandSpec("NAME", "the name of an entry in the config's \"schedules\"")],
        sections: [
            OptionSection(
                "Output",
                [
                    OptionEntry(
                        .lang, help: "language of the advice (default: the entry's, then config \"lang\", else ko)"),
                    OptionEntry(.json, help: "one JSON object (schemaVersion 1) with a \"schedule\" object"),
                    OptionEntry(.format, help: OptionSpec.formats.orList + " (default: the entry's \"format\")"),
                    OptionEntry(.back, help: "when you come home (default: the entry's \"back\")"),
                    OptionEntry(.color), OptionEntry(.forecastOnly),
                ]),
            .common,
        ], "advice for one schedule (what the crontab lines run)")

    static let batch = CommandSpec(
        .batch,
        sections: [
            OptionSection(
                "Options",
                [
                    OptionEntry(.maxRequests), OptionEntry(.concurrency),
                    OptionEntry(.forecastOnly, help: "use the short-term forecast alone for every line"),
                ]),
            .common,
        ], "advise many people: JSON lines in (stdin), JSON lines out (stdout)")

    static let feedback = CommandSpec(
        .feedback,
        operands: [
            OperandSpec(
                "ANSWER", values: .choices(FeedbackVerdict.allCases.map(\.rawValue)),
                "how the advice felt: cold (too light), ok, or hot (too warm)")
        ],
        sections: [
            OptionSection(
                "Options",
                [
                    OptionEntry(
                        .at,
                        help: """
                            answer the advice whose window held this time: 2026-11-30T08:00 or
                            "2026-11-30 08:00" (KST)
                            """),
                    OptionEntry(.lang, help: "language of the reply (default: config \"lang\", else ko)"),
                    OptionEntry(.config), OptionEntry(.verbose, help: "diagnostics on stderr"), OptionEntry(.help),
                ])
        ], "say how the last advice felt (cold, ok, hot); kkeulmit learns your offset")

    static let grid = CommandSpec(
        .grid,
        sections: [
            OptionSection(
                "Location", synopsis: .oneOf,
                [
                    OptionEntry(.lat, .lon, help: "a coordinate in South Korea (LAT 31.5–43.5, LON 123–133)"),
                    OptionEntry(.nx, .ny, help: "a grid cell (NX 1–149, NY 1–253)"),
                    OptionEntry(
                        .place, help: "an area from KMA's table, in Korean or romanized: 종로구, Jongno-gu, Haeundae"),
                ]),
            OptionSection(
                "Options",
                [OptionEntry(.json, help: "print {\"nx\":…,\"ny\":…} or {\"lat\":…,\"lon\":…}"), OptionEntry(.help)]),
        ], "convert between latitude/longitude, place names and KMA grid cells")

    static let completion = CommandSpec(
        .completion,
        operands: [
            OperandSpec(
                "SHELL", values: .choices(CompletionShell.allCases.map(\.rawValue)), "the shell to complete for")
        ],
        sections: [OptionSection("Options", [OptionEntry(.help)])], hidden: [.listPlaces],
        "print a completion script for bash, zsh or fish")

    static let doctor = CommandSpec(
        .doctor,
        sections: [
            OptionSection(
                "Output",
                [
                    OptionEntry(
                        .json,
                        help: "one JSON object: {\"checks\": [{\"id\", \"status\", \"message\", \"fix\"} …]}"),
                    OptionEntry(.lang, help: "language of the report (default: config \"lang\", else ko)"),
                ]),
            .common,
        ], "check the key, each service, config, cache and clock, and say what to fix")

    static let help = CommandSpec(
        .help,
        operands: [
            OperandSpec("COMMAND", optional: true, values: .choices(commandNames), "the command to explain")
        ],
        sections: [OptionSection("Options", [OptionEntry(.help)])],
        "show help for a command (also: kkeulmit COMMAND --help)")

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

extension CommandSpec {
    /// `now`'s and `at`'s output options.
    fileprivate static let adviceOutput =
        [
            OptionEntry(.hours), OptionEntry(.lang), OptionEntry(.json), OptionEntry(.format),
            OptionEntry(
                .back,
                help: """
                    when you come home: advice for that hour too, and what to take along; now and at
                    then cover the hours until then (unless --hours)
                    """),
        ] + chartOutput

    /// The chart and colour options of `now`, `at` and `tomorrow`.
    fileprivate static let chartOutput = [
        OptionEntry(.chart), OptionEntry(.ascii), OptionEntry(.color), OptionEntry(.forecastOnly),
    ]
}
