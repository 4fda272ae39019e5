/// Help pages: the hand-written headlines, examples and explanations. Synopses, command lists and option lists
/// are generated from `CommandSpec` by `HelpRenderer`, so they are always what the parser accepts.
package enum HelpText {
    /// The page `kkeulmit --help` or `kkeulmit COMMAND --help` prints.
    package static func text(for topic: HelpTopic) -> String {
        HelpRenderer.page(for: topic)
    }

    /// One line naming the command's form, used under usage errors with `--verbose`.
    package static func synopsis(for topic: HelpTopic) -> String {
        HelpRenderer.synopsis(for: topic)
    }

    /// The hand-written parts of `topic`'s page.
    static func prose(for topic: HelpTopic) -> HelpProse {
        switch topic {
        case .general: general
        case .now: now
        case .at: at
        case .grid: grid
        case .tomorrow: tomorrow
        case .schedule: schedule
        case .runSchedule: runSchedule
        case .feedback: feedback
        case .completion: completion
        case .doctor: doctor
        case .batch: batch
        case .setup: setup
        case .help: help
        }
    }

    static let environment = HelpBlock.definitions(
        title: "Environment", column: 24,
        [
            (
                "KMA_SERVICE_KEY",
                """
                data.go.kr service key for 기상청_단기예보 조회서비스 ("Encoding" or "Decoding"
                form); overrides "serviceKeyFile" in the config file. No option takes the key.
                """
            ),
            (
                "KMA_APIHUB_KEY",
                """
                KMA API Hub's authKey (a different key): asked when data.go.kr fails, or
                alone without a data.go.kr key; overrides "apiHubKeyFile".
                """
            ),
            ("KKEULMIT_NOW", "the current time, ISO 8601 with offset (2026-11-30T07:30:00+09:00)"),
            ("KKEULMIT_BASE_URL", "service root (default https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0)"),
            ("KKEULMIT_APIHUB_URL", "API Hub's root (default https://apihub.kma.go.kr/api/typ02/openApi)"),
            ("XDG_CONFIG_HOME", "config at $XDG_CONFIG_HOME/kkeulmit/config.json (default ~/.config)"),
            ("XDG_CACHE_HOME", "cache under $XDG_CACHE_HOME/kkeulmit/ (default ~/.cache)"),
            ("XDG_STATE_HOME", "the last advice and your feedback under $XDG_STATE_HOME/kkeulmit/ (~/.local/state)"),
            ("NO_COLOR", "set to anything to turn colour off (no colour either when not a terminal)"),
            (
                "COLUMNS",
                "the width text is wrapped at on a terminal (default: the terminal's; piped text is not wrapped)"
            ),
            (
                "KKEULMIT_AMBIGUOUS_WIDTH",
                "wide when the terminal draws ·, ° and the chart's blocks two columns wide; overrides \"ambiguousWidth\""
            ),
        ])

    static let exitCodes = HelpBlock.definitions(
        title: "Exit codes", column: 6,
        [
            ("0", "advice printed (also from a stale cache, with a warning on stderr)"),
            ("64", "usage: unknown command or option, bad value, no or ambiguous location"),
            ("65", "KMA's answer was unusable"),
            ("69", "KMA unavailable and no usable cache"),
            ("75", "rate-limited: try again later"),
            ("77", "the service key was rejected"),
            ("78", "configuration: no service key, config file unreadable or invalid"),
            ("70", "internal error"),
        ])

    static let configFile: [HelpBlock] = [
        .literal(
            title: "Config file ($XDG_CONFIG_HOME/kkeulmit/config.json), every key optional:",
            """
            {"location": {"place": "서울특별시 종로구"}, "lang": "ko",
             "hours": 12, "temperatureOffset": -2,
             "serviceKeyFile": "/home/me/.config/kkeulmit/key",
             "tomorrow": {"from": "07:00", "until": "21:00"},
             "rules": "~/.config/kkeulmit/rules.json",
             "wardrobe": ["padded-jacket", "wool-coat", "knit", "jeans",
                          "scarf"],
             "ambiguousWidth": "narrow",
             "schedules": [{"name": "commute", "days": "mon-fri",
                            "time": "07:30", "hours": 12}]}
            """),
        .definitions(
            title: "", column: 21,
            [
                ("location", #"may also be {"nx": 60, "ny": 127} or {"lat": 37.57, "lon": 126.98}"#),
                ("temperatureOffset", "added to the feels-like temperature: negative if you run cold"),
                ("apiHubKeyFile", "a file holding KMA API Hub's authKey, the second provider"),
                ("providers", #"the order providers are asked in: ["dataGoKr", "apiHub"] (the default)"#),
                ("rules", "your own outfit chart (same JSON schema as the built-in one)"),
                ("wardrobe", #"the garment ids you own (picks come from them), or {"not": [ids you never wear]}"#),
                (
                    "ambiguousWidth",
                    #""wide" when your terminal draws ·, ° and the chart's blocks two columns wide (a common Korean "#
                        + #"setting; vim's ambiwidth=double), so that wrapped text and the chart line up; default "narrow""#
                ),
                ("schedules", "see 'kkeulmit schedule --help'"),
            ]),
    ]

    static let general = HelpProse(
        headline: "kkeulmit \(KkeulmitVersion.string) — what to wear in Korea, from KMA's short-term forecast",
        examples: """
            kkeulmit now --place 종로구                         advice for the next 12 hours
            kkeulmit now --nx 60 --ny 127 --lang en             a grid cell, in English
            kkeulmit now --demo                                 try it on built-in sample data (no key needed)
            kkeulmit now --demo summer                          the same on a hot July noon
            kkeulmit at "2026-11-30 08:00" --place 강남구 --json  a later window, as JSON
            kkeulmit now --format oneline                       one line for a status bar (config location)
            kkeulmit tomorrow --place 종로구                    tomorrow 07–21시, compared with today
            kkeulmit now --back 19:00                           leaving now, home at 19:00: what to take
            kkeulmit feedback cold                              the last advice was too light for you
            kkeulmit schedule --install                         run the config's schedules from cron
            kkeulmit grid --lat 37.5665 --lon 126.9780          the grid cell of a coordinate
            source <(kkeulmit completion bash)                  tab completion in this shell
            """,
        description: [
            .text(
                """
                kkeulmit reads the Korea Meteorological Administration's short-term forecast (기상청 단기예보)
                for a 5 km grid cell and recommends clothes for the hours you will be out: layers for the
                coldest feels-like temperature, an umbrella when rain is likely, a warning when the day swings.
                """)
        ],
        trailer: [environment] + configFile + [exitCodes])

    static let now = HelpProse(
        headline: "kkeulmit now — what to wear for the hours from now",
        examples: """
            kkeulmit now --place 종로구
            kkeulmit now --nx 60 --ny 127 --lang en
            kkeulmit now --lat 37.5665 --lon 126.9780 --hours 6
            kkeulmit now --demo
            kkeulmit now --json | jq .outfit
            kkeulmit now --format oneline
            kkeulmit now --chart
            kkeulmit now --format waybar
            kkeulmit now --format '{feels}°C {pick}'
            """,
        description: [
            .text(
                """
                The window starts at the current hour (KST) and covers --hours hourly slots. Between a forecast's
                issue and its first slot the window starts at that first slot.
                """)
        ],
        trailer: [environment, exitCodes])

    static let at = HelpProse(
        headline: "kkeulmit at — what to wear for the hours from a given time",
        examples: """
            kkeulmit at "2026-11-30 08:00" --place 강남구
            kkeulmit at 2026-11-30T18:00 --nx 60 --ny 127 --hours 4 --lang en
            kkeulmit at "2026-11-30 08:00" --place 강남구 --json
            """,
        description: [
            .text(
                """
                DATETIME is 2026-11-30T08:00 or "2026-11-30 08:00" (read as KST), or ISO 8601 with an offset such as
                2026-11-29T23:00:00Z. Minutes are dropped; the time must lie within the latest forecast.
                """)
        ],
        trailer: [environment, exitCodes])

    static let grid = HelpProse(
        headline: "kkeulmit grid — convert between latitude/longitude and KMA's 5 km forecast grid",
        examples: """
            kkeulmit grid --lat 37.5665 --lon 126.9780          prints: 60 127
            kkeulmit grid --nx 60 --ny 127                      prints the cell centre: LAT LON
            kkeulmit grid --lat 35.1796 --lon 129.0756 --json   prints: {"nx":98,"ny":76}
            """,
        description: [],
        trailer: [
            .definitions(
                title: "Exit codes", column: 6,
                [("0", "printed"), ("64", "usage: a missing or out-of-range value"), ("70", "internal error")])
        ])

    static let tomorrow = HelpProse(
        headline: "kkeulmit tomorrow — what to wear tomorrow, for an evening check",
        examples: """
            kkeulmit tomorrow --place 종로구
            kkeulmit tomorrow --nx 60 --ny 127 --lang en
            kkeulmit tomorrow --json | jq .comparison
            kkeulmit tomorrow --format oneline
            """,
        description: [
            .text(
                """
                Covers tomorrow's daytime, 07:00–21:00 KST unless the config file's "tomorrow" says otherwise
                ({"from": "06:00", "until": "23:00"}). Until 04:00 "tomorrow" is the day that has just begun.
                When the forecast or the cache holds the same hours of the day before (run kkeulmit during the day, or
                from cron, and the cache keeps them), a line says how tomorrow compares ("오늘보다 3도 낮아요"), and
                --json adds a "comparison" object: previousDate, hours, previousMin, previousMax, tomorrowMin,
                tomorrowMax, meanChange (°C, tomorrow minus the day before) and verdict (warmer, colder or similar).
                """)
        ],
        trailer: [environment, exitCodes])

    static let schedule = HelpProse(
        headline: "kkeulmit schedule — run advice at set times, from cron or systemd",
        examples: """
            kkeulmit schedule                    print the crontab lines
            kkeulmit schedule --install          put them in your crontab (again: update)
            kkeulmit schedule --uninstall        take them out, leaving your other lines
            kkeulmit schedule --install --systemd    systemd user timers, KST all year
            kkeulmit schedule --install --utc    for a cron that runs in UTC
            """,
        description: [
            .literal(
                title: "Schedules live in the config file ($XDG_CONFIG_HOME/kkeulmit/config.json):",
                """
                "schedules": [
                  {"name": "commute", "days": "mon-fri", "time": "07:30",
                   "hours": 12, "output": "notify"},
                  {"name": "weekend", "days": "sat,sun", "time": "09:00",
                   "until": "18:00", "location": {"place": "강남구"},
                   "format": "oneline", "lang": "en",
                   "output": "file:/home/me/advice.log"}
                ]
                """),
            .definitions(
                title: "", column: 12,
                [
                    ("name", "letters, digits, '_' and '-'; what 'kkeulmit run-schedule NAME' runs"),
                    ("days", "daily, weekdays, weekends, mon-fri, sat,sun, fri-mon, 월-금 …"),
                    ("time", "HH:mm, KST"),
                    ("hours", "1–48 hourly slots from \"time\" (default: config \"hours\", else 12)"),
                    ("until", "HH:mm instead of hours; an earlier time means the next day"),
                    ("location", "as the config's \"location\" (default: that location)"),
                    ("format", "any --format value: " + OptionSpec.formats.joined(separator: ", ") + ", a template"),
                    ("lang", OptionSpec.languages.orList),
                    ("back", "HH:mm, when you come home (as --back)"),
                    ("output", "stdout (default), notify (desktop) or file:/ABSOLUTE/PATH"),
                ]),
            .text(
                """
                The crontab lines run the binary by its absolute path at the KST times
                shifted to this machine's clock (TZ, else /etc/localtime): Debian's and
                Ubuntu's cron ignore CRON_TZ, so the lines carry host-clock times, right all
                year on a zone without daylight saving. On a zone with it, schedule warns
                and --systemd is the way: kkeulmit-NAME.timer units in
                $XDG_CONFIG_HOME/systemd/user say Asia/Seoul themselves (OnCalendar=,
                Persistent=true) and --install enables them through systemctl --user, or
                says the command to run. The crontab lines sit between "# BEGIN kkeulmit
                schedules" and "# END kkeulmit schedules"; --install replaces only that
                block and --uninstall removes only it.
                """),
            .text(
                """
                Where the advice goes: cron mails a run's output and systemd keeps it in the
                journal; "output": "notify" shows it on your desktop (notify-send) and
                "file:PATH" appends it after a line with the run's time. Without notify-
                send, a session bus or a writable file, it goes to stdout with one line
                saying why. Neither cron nor systemd sees your shell's KMA_SERVICE_KEY or
                KMA_APIHUB_KEY: set "serviceKeyFile" (and "apiHubKeyFile").
                """),
        ],
        trailer: [
            .definitions(
                title: "Exit codes", column: 6,
                [
                    ("0", "done"), ("64", "usage"),
                    ("65", "the crontab's kkeulmit block is damaged (fix it with crontab -e)"),
                    ("69", "crontab or systemctl missing or failing"),
                    ("78", "config file invalid or without schedules; unit files not writable"),
                    ("70", "internal error"),
                ])
        ])

    static let runSchedule = HelpProse(
        headline: "kkeulmit run-schedule — advice for one of the config's schedules (what the crontab lines run)",
        examples: """
            kkeulmit run-schedule commute
            kkeulmit run-schedule commute --json
            KKEULMIT_NOW=2026-11-30T07:30:00+09:00 kkeulmit run-schedule commute
            """,
        description: [
            .text(
                """
                The window starts at the schedule's time (minutes dropped) on the day it last came round, within the
                past 12 hours, and the forecast issue is the one published by then: a run cron started late, or the
                same run repeated, prints the same advice. Outside its schedule (a weekday entry run on Sunday) it
                shows the next time it comes round. The entry's location, format and lang apply; --json, --format
                and --lang override them.
                """)
        ],
        trailer: [environment, exitCodes])

    static let feedback = HelpProse(
        headline: "kkeulmit feedback — say how the last advice felt, so kkeulmit learns how you run",
        examples: """
            kkeulmit feedback cold                          the last advice was too light
            kkeulmit feedback ok
            kkeulmit feedback hot --at "2026-11-30 08:00"   the advice for that morning was too warm
            """,
        description: [
            .text(
                """
                The answer is stored with the advice it is about: the last one printed by now, at, tomorrow or
                run-schedule (in any format; --demo records none), or with --at the last one whose window held that
                time. From three answers on, later advice adds a learned offset (at most ±4 °C) to "temperatureOffset":
                each answer says the advice's offset should have been 2 °C lower (cold), higher (hot) or the same (ok);
                newer answers weigh more (half as much every 30 days). JSON "outfit.learnedOffset" and the note
                "learned-offset" show it and how many answers it rests on.
                """),
            .text(
                """
                Files: $XDG_STATE_HOME/kkeulmit/advice.json (recent advice) and feedback.json (your answers), default
                ~/.local/state; written atomically, mode 0600. A damaged file is set aside as NAME.damaged, with a
                warning.
                """),
        ],
        trailer: [
            .definitions(
                title: "Exit codes", column: 6,
                [
                    ("0", "stored"), ("64", "usage (no answer, or no advice to answer yet)"),
                    ("78", "the config file is invalid or the answer cannot be saved"),
                ])
        ])

    static let completion = HelpProse(
        headline: "kkeulmit completion — tab completion for bash, zsh and fish",
        examples: """
            kkeulmit completion bash > ~/.local/share/bash-completion/completions/kkeulmit
            source <(kkeulmit completion bash)                        this bash session only
            kkeulmit completion zsh > ~/.zfunc/_kkeulmit              with fpath=(~/.zfunc $fpath) before compinit
            kkeulmit completion fish > ~/.config/fish/completions/kkeulmit.fish
            """,
        description: [
            .text(
                """
                The script completes commands, their options and the values they take (--lang, --format, and
                --place from KMA's place table: type the start of a name, e.g. 종로 or "서울특별시 중"). make install
                puts the scripts where bash-completion, zsh and fish look for them.
                """)
        ],
        trailer: [
            .definitions(title: "Exit codes", column: 6, [("0", "printed"), ("64", "usage"), ("70", "internal error")])
        ])

    static let help = HelpProse(
        headline: "kkeulmit help — show help for a command",
        examples: """
            kkeulmit help
            kkeulmit help now                   the same as kkeulmit now --help
            """,
        description: [],
        trailer: [.definitions(title: "Exit codes", column: 6, [("0", "printed"), ("64", "no such command")])])
}

/// The hand-written parts of one help page; `HelpRenderer` puts the generated synopsis and options between them.
struct HelpProse: Sendable {
    /// `kkeulmit now — what to wear for the hours from now`.
    var headline: String
    /// Command lines, one a line, with or without a comment after them.
    var examples: String
    /// What follows the synopsis.
    var description: [HelpBlock]
    /// What follows the options: environment, config file, exit codes.
    var trailer: [HelpBlock]
}

/// A piece of hand-written explanation, for a help page and for the man page.
enum HelpBlock: Sendable {
    /// Prose, wrapped by hand for an 80–110 column terminal; the man page refills it.
    case text(String)
    /// A line of prose, then lines shown as they are, indented (config and JSON samples).
    case literal(title: String, String)
    /// `title:` (none when empty), then each term with its explanation starting at `column`.
    case definitions(title: String, column: Int, [(term: String, text: String)])
}
