extension HelpText {
    static let doctor = HelpProse(
        headline: "kkeulmit doctor — check the key, each service, the config, the cache and the clock",
        examples: """
            kkeulmit doctor
            kkeulmit doctor --json | jq -r '.checks[] | select(.status != "ok") | .fix'
            """,
        description: [
            .text(
                """
                One line per check, ok, warning or problem, each naming the fix: the config file, the key's form
                and key file, one light request to each service the key is for (short-term forecast, AirKorea's
                stations and measurements, the UV index; nothing is cached), the clock against the servers' Date,
                and whether the cache directory can be written. It needs no location and no config file: it asks
                about the configured place, else 서울특별시 종로구. AirKorea's root is KKEULMIT_AIRKOREA_URL
                (default https://apis.data.go.kr/B552584), the UV index's KKEULMIT_LIVING_URL (default
                https://apis.data.go.kr/1360000/LivingWthrIdxServiceV5).
                """)
        ],
        trailer: [
            .definitions(
                title: "Exit codes", column: 6,
                [
                    ("0", "the forecast service works for the key (other problems are reported)"),
                    ("64", "usage"), ("65", "KMA's answer was unusable (e.g. code 12: wrong root)"),
                    ("69", "KMA could not be reached"), ("75", "the key's quota is used up or rate-limited"),
                    ("77", "the key was rejected for the forecast (code 30, 20, 29, 31, 32 …)"),
                    ("78", "no service key, or the config file is unreadable or invalid"),
                ])
        ])
}
