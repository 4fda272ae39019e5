extension HelpText {
    static let setup = HelpProse(
        headline: "kkeulmit setup — the place and the keys, checked against each service, written for every later run",
        examples: """
            kkeulmit setup
            kkeulmit setup --place 종로구 --key-stdin < ~/data-go-kr-key
            printf '%s\\n%s\\n' "$KEY" "$HUB_KEY" | kkeulmit setup --place Haeundae \\
                --key-stdin --apihub-key-stdin --schedule systemd
            """,
        description: [
            .text(
                """
                On a terminal, setup asks for the place (Korean or romanized; an ambiguous name such as 서구 lists
                its candidates to choose from), the data.go.kr service key (the portal's Encoding or Decoding form)
                and optionally KMA API Hub's authKey; neither key shows as it is typed. It then asks each service
                once, as doctor does, and prints a table of the services that answer and those to apply for
                (활용신청), with their names on data.go.kr and API Hub. It writes each key alone in a file readable
                by you alone (key, apihub-key) next to the config, and merges "location", "serviceKeyFile" and
                "apiHubKeyFile" into the config, keeping every other field as it was; the old config is kept as
                config.json.bak. Last it offers to install the schedules (cron or systemd timers); with none in the
                config, a weekday 07:30 one named morning is added.
                """),
            .text(
                """
                Scripted, --key-stdin reads the data.go.kr key from stdin's first line and --apihub-key-stdin API
                Hub's from the next; no option takes a key, and a key is never printed or logged. Without --place
                the config's location stays. --schedule cron|systemd installs the schedules as schedule --install
                does. Without a terminal and without --key-stdin, setup exits 64.
                """),
        ],
        trailer: [
            .definitions(
                title: "Exit codes", column: 6,
                [
                    ("0", "written; the table says which services answered"),
                    ("64", "usage: no terminal and no --key-stdin, an unknown or ambiguous --place, no key on stdin"),
                    ("69", "no service could be reached: nothing written (unless --no-check)"),
                    ("77", "every service rejected the key: nothing written"),
                    ("78", "the config cannot be read, merged or written"),
                ])
        ])
}
