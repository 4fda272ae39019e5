/// `kkeulmit schedule`'s page: the config's schedules, cron or systemd, and where the advice goes.
extension HelpText {
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
            .exitCodes([
                ("0", "done"), ("64", "usage"),
                ("65", "the crontab's kkeulmit block is damaged (fix it with crontab -e)"),
                ("69", "crontab or systemctl missing or failing"),
                ("78", "config file invalid or without schedules; unit files not writable"),
                ("70", "internal error"),
            ])
        ])
}
