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
                stations and measurements, the UV index, the weather warnings, pollen; each is registered on
                data.go.kr on its own; nothing is cached), the clock against the servers' Date
                (not compared when KKEULMIT_NOW sets the time), and whether the cache directory can be written. The
                report speaks --lang's language (else config "lang", else Korean). It needs no location and no config file: it asks
                about the configured place, else 서울특별시 종로구. AirKorea's root is KKEULMIT_AIRKOREA_URL
                (default https://apis.data.go.kr/B552584), the UV index's KKEULMIT_LIVING_URL (default
                https://apis.data.go.kr/1360000/LivingWthrIdxServiceV5), the warnings' KKEULMIT_ALERTS_URL (default
                https://apis.data.go.kr/1360000/WthrWrnInfoService), pollen's KKEULMIT_HEALTH_URL (default
                https://apis.data.go.kr/1360000/HealthWthrIdxServiceV3).
                """)
        ],
        trailer: [
            .definitions(
                title: "Exit codes", column: 6,
                [
                    ("0", "the forecast service works for the key (other problems are reported)"),
                    ("64", "usage"),
                    ("69", "the forecast does not work for another reason: no answer, quota (22), wrong root (12) …"),
                    ("77", "the key was rejected for the forecast (code 30, 20, 29, 31, 32 …)"),
                    ("78", "no service key, or the config file is unreadable or invalid"),
                ])
        ])
}
