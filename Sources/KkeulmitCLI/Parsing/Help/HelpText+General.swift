/// The top page (`kkeulmit --help`) and blocks shared with command pages: environment, config file, advice exit codes.
extension HelpText {
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

    static let exitCodes = HelpBlock.exitCodes([
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
}
