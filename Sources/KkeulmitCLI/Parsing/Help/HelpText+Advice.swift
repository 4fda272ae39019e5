/// The pages of the commands that print advice for a window, and of `feedback`, which answers the last one.
extension HelpText {
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
            .exitCodes([
                ("0", "stored"), ("64", "usage (no answer, or no advice to answer yet)"),
                ("78", "the config file is invalid or the answer cannot be saved"),
            ])
        ])
}
