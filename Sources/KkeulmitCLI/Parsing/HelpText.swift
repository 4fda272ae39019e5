/// Help pages: examples first, then options, environment and exit codes.
package enum HelpText {
    package static func text(for topic: HelpTopic) -> String {
        switch topic {
        case .general: general
        case .now: now
        case .at: at
        case .grid: grid
        case .tomorrow: tomorrow
        case .schedule: schedule
        case .runSchedule: runSchedule
        case .feedback: feedback
        }
    }

    /// One line naming the command's form, used under usage errors with `--verbose`.
    package static func synopsis(for topic: HelpTopic) -> String {
        switch topic {
        case .general:
            "usage: kkeulmit now|at|tomorrow|schedule|run-schedule|feedback|grid [options]   (kkeulmit --help for more)"
        case .now: "usage: kkeulmit now [LOCATION] [--hours N] [--json] [--lang ko|en] [--demo] [common options]"
        case .at: "usage: kkeulmit at DATETIME [LOCATION] [--hours N] [--json] [--lang ko|en] [common options]"
        case .grid: "usage: kkeulmit grid (--lat LAT --lon LON | --nx NX --ny NY) [--json]"
        case .tomorrow:
            "usage: kkeulmit tomorrow [LOCATION] [--json] [--lang ko|en] [--format FORMAT] [common options]"
        case .schedule: "usage: kkeulmit schedule [--install | --uninstall] [--utc] [--config PATH]"
        case .runSchedule:
            "usage: kkeulmit run-schedule NAME [--json] [--lang ko|en] [--format FORMAT] [common options]"
        case .feedback: "usage: kkeulmit feedback cold|ok|hot [--at DATETIME] [--lang ko|en] [--config PATH]"
        }
    }

    static let location = """
          --place NAME          an area from KMA's table: 종로구, "서울특별시 종로구", 강남구 …
          --nx NX --ny NY       a KMA grid cell (NX 1–149, NY 1–253)
          --lat LAT --lon LON   a latitude/longitude in South Korea, converted to its grid cell
                                Without a location, "location" in the config file is used.
        """

    static let output = """
          --hours N             hourly slots to cover, 1–48 (default: config "hours", else 12)
          --lang ko|en          language of the advice (default: config "lang", else ko)
          --json                one JSON object (schemaVersion 1); same as --format json
          --format FORMAT       text (default), json, or oneline for notifications and status bars
          --back HH:MM          when you come home: advice for that hour too, and what to take along;
                                now and at then cover the hours until then (unless --hours)
        """

    static let common = """
          --base-url URL        service root instead of KMA's (also KKEULMIT_BASE_URL)
          --timeout SECONDS     bound the whole run, retries and waits included (default 30)
          --no-cache            neither read nor write the forecast cache
          --max-stale HOURS     use a cached forecast up to this old when KMA fails (default 24)
          --config PATH         read this config file instead of the default one
          --verbose             diagnostics on stderr (never the service key)
          -h, --help            show this help
        """

    static let environment = """
        Environment:
          KMA_SERVICE_KEY       data.go.kr service key for 기상청_단기예보 조회서비스 ("Encoding" or "Decoding"
                                form); overrides "serviceKeyFile" in the config file. No option takes the key.
          KKEULMIT_NOW          the current time, ISO 8601 with offset (2026-11-30T07:30:00+09:00)
          KKEULMIT_BASE_URL     service root (default https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0)
          XDG_CONFIG_HOME       config at $XDG_CONFIG_HOME/kkeulmit/config.json (default ~/.config)
          XDG_CACHE_HOME        cache under $XDG_CACHE_HOME/kkeulmit/ (default ~/.cache)
          XDG_STATE_HOME        the last advice and your feedback under $XDG_STATE_HOME/kkeulmit/
                                (default ~/.local/state)
          NO_COLOR              set to anything to turn colour off (no colour either when not a terminal)
        """

    static let exitCodes = """
        Exit codes:
          0   advice printed (also from a stale cache, with a warning on stderr)
          64  usage: unknown command or option, bad value, no or ambiguous location
          65  KMA's answer was unusable        69  KMA unavailable and no usable cache
          75  rate-limited: try again later    77  the key or this IP was rejected
          78  configuration: no service key, config file unreadable or invalid
          70  internal error
        """

    static let configFile = """
        Config file ($XDG_CONFIG_HOME/kkeulmit/config.json), every key optional:
          {"location": {"place": "서울특별시 종로구"}, "lang": "ko", "hours": 12,
           "temperatureOffset": -2, "serviceKeyFile": "/home/me/.config/kkeulmit/key",
           "tomorrow": {"from": "07:00", "until": "21:00"}, "rules": "~/.config/kkeulmit/rules.json",
           "wardrobe": ["padded-jacket", "wool-coat", "knit", "jeans", "scarf"],
           "schedules": [{"name": "commute", "days": "mon-fri", "time": "07:30", "hours": 12}]}
          location may also be {"nx": 60, "ny": 127} or {"lat": 37.57, "lon": 126.98}.
          temperatureOffset is added to the feels-like temperature: negative if you run cold.
          rules names your own outfit chart (same JSON schema as the built-in one).
          wardrobe: the garment ids you own (picks come from them), or {"not": [ids you never wear]}.
          schedules: see 'kkeulmit schedule --help'.
        """

    static let general = """
        kkeulmit \(KkeulmitVersion.string) — what to wear in Korea, from KMA's short-term forecast

        Examples:
          kkeulmit now --place 종로구                         advice for the next 12 hours
          kkeulmit now --nx 60 --ny 127 --lang en             a grid cell, in English
          kkeulmit now --demo                                 try it on built-in sample data (no key needed)
          kkeulmit at "2026-11-30 08:00" --place 강남구 --json  a later window, as JSON
          kkeulmit now --format oneline                       one line for a status bar (config location)
          kkeulmit tomorrow --place 종로구                    tomorrow 07–21시, compared with today
          kkeulmit now --back 19:00                           leaving now, home at 19:00: what to take
          kkeulmit feedback cold                              the last advice was too light for you
          kkeulmit schedule --install                         run the config's schedules from cron
          kkeulmit grid --lat 37.5665 --lon 126.9780          the grid cell of a coordinate

        Commands:
          now           advice for the hours from now
          at            advice for the hours from DATETIME
          tomorrow      advice for tomorrow's daytime, for an evening check
          schedule      print, --install or --uninstall crontab lines for the config's schedules
          run-schedule  advice for one schedule (what the crontab lines run)
          feedback      say how the last advice felt (cold, ok, hot); kkeulmit learns your offset
          grid          convert between latitude/longitude and KMA grid cells
          help CMD      show help for a command (also: kkeulmit CMD --help)

        Options (now, at, tomorrow, run-schedule):
        \(location)
        \(output)
        \(common)
          --version             print the version

        \(environment)

        \(configFile)

        \(exitCodes)

        """

    static let now = """
        kkeulmit now — what to wear for the hours from now

        Examples:
          kkeulmit now --place 종로구
          kkeulmit now --nx 60 --ny 127 --lang en
          kkeulmit now --lat 37.5665 --lon 126.9780 --hours 6
          kkeulmit now --demo
          kkeulmit now --json | jq .outfit
          kkeulmit now --format oneline

        \(synopsis(for: .now))

        The window starts at the current hour (KST) and covers --hours hourly slots. Between a forecast's
        issue and its first slot the window starts at that first slot.

        Location:
        \(location)

        Output:
        \(output)
          --demo                use a sample forecast built into kkeulmit: no key, no network, same advice
                                on any day; the output says clearly that it is sample data

        Common options:
        \(common)

        \(environment)

        \(exitCodes)

        """

    static let at = """
        kkeulmit at — what to wear for the hours from a given time

        Examples:
          kkeulmit at "2026-11-30 08:00" --place 강남구
          kkeulmit at 2026-11-30T18:00 --nx 60 --ny 127 --hours 4 --lang en
          kkeulmit at "2026-11-30 08:00" --place 강남구 --json

        \(synopsis(for: .at))

        DATETIME is 2026-11-30T08:00 or "2026-11-30 08:00" (read as KST), or ISO 8601 with an offset such as
        2026-11-29T23:00:00Z. Minutes are dropped; the time must lie within the latest forecast.

        Location:
        \(location)

        Output:
        \(output)

        Common options:
        \(common)

        \(environment)

        \(exitCodes)

        """

    static let grid = """
        kkeulmit grid — convert between latitude/longitude and KMA's 5 km forecast grid

        Examples:
          kkeulmit grid --lat 37.5665 --lon 126.9780          prints: 60 127
          kkeulmit grid --nx 60 --ny 127                      prints the cell centre: LAT LON
          kkeulmit grid --lat 35.1796 --lon 129.0756 --json   prints: {"nx":98,"ny":76}

        \(synopsis(for: .grid))

        Options:
          --lat LAT --lon LON   a coordinate in South Korea (LAT 31.5–43.5, LON 123–133)
          --nx NX --ny NY       a grid cell (NX 1–149, NY 1–253)
          --json                print {"nx":…,"ny":…} or {"lat":…,"lon":…}
          -h, --help            show this help

        Exit codes: 0 printed, 64 usage (missing or out-of-range value), 70 internal error.

        """

    static let tomorrow = """
        kkeulmit tomorrow — what to wear tomorrow, for an evening check

        Examples:
          kkeulmit tomorrow --place 종로구
          kkeulmit tomorrow --nx 60 --ny 127 --lang en
          kkeulmit tomorrow --json | jq .comparison
          kkeulmit tomorrow --format oneline

        \(synopsis(for: .tomorrow))

        Covers tomorrow's daytime, 07:00–21:00 KST unless the config file's "tomorrow" says otherwise
        ({"from": "06:00", "until": "23:00"}). Until 04:00 "tomorrow" is the day that has just begun.
        When the forecast or the cache holds the same hours of the day before (run kkeulmit during the day, or
        from cron, and the cache keeps them), a line says how tomorrow compares ("어제보다 3도 낮아요"), and
        --json adds a "comparison" object: previousDate, hours, previousMin, previousMax, tomorrowMin,
        tomorrowMax, meanChange (°C, tomorrow minus the day before) and verdict (warmer, colder or similar).

        Location:
        \(location)

        Output:
          --lang ko|en          language of the advice (default: config "lang", else ko)
          --json                one JSON object (schemaVersion 1); same as --format json
          --format FORMAT       text (default), json, or oneline

        Common options:
        \(common)

        \(environment)

        \(exitCodes)

        """

    static let schedule = """
        kkeulmit schedule — run advice from cron at set times

        Examples:
          kkeulmit schedule                   print the crontab lines for the config's schedules
          kkeulmit schedule --install         put them into your crontab (again: updates them in place)
          kkeulmit schedule --uninstall       take them out again, leaving your other lines alone
          kkeulmit schedule --install --utc   for crons that ignore CRON_TZ (Debian, Ubuntu) on a UTC host

        \(synopsis(for: .schedule))

        Schedules live in the config file ($XDG_CONFIG_HOME/kkeulmit/config.json):
          "schedules": [
            {"name": "commute", "days": "mon-fri", "time": "07:30", "hours": 12},
            {"name": "weekend", "days": "sat,sun", "time": "09:00", "until": "18:00",
             "location": {"place": "강남구"}, "format": "oneline", "lang": "en"}
          ]
          name      letters, digits, '_' and '-'; what 'kkeulmit run-schedule NAME' runs
          days      daily, weekdays, weekends, mon-fri, sat,sun, fri-mon, 월-금 …
          time      HH:mm, KST
          hours     1–48 hourly slots from the hour of "time" (default: config "hours", else 12)
          until     HH:mm instead of hours; an earlier time means the next day
          location  as the config's "location" (default: that location)
          back      HH:mm, when you come home: adds the advice for that hour (as --back)
          format    text (default), json or oneline;  lang  ko or en

        The lines run the binary by its absolute path with CRON_TZ=Asia/Seoul, so the times are KST whatever
        the host's time zone. They sit between "# BEGIN kkeulmit schedules" and "# END kkeulmit schedules";
        --install replaces only that block and --uninstall removes only it (through crontab -l / crontab -).
        cron mails each run's output to you (set MAILTO in the crontab to change where). cron does not see
        your shell's KMA_SERVICE_KEY: set "serviceKeyFile" in the config file.

        Options:
          --install             write the lines into your crontab, replacing earlier kkeulmit lines
          --uninstall           remove kkeulmit's lines from your crontab
          --utc                 write UTC host-clock times instead of CRON_TZ (07:30 KST mon-fri becomes
                                22:30 sun-thu): for crons that ignore CRON_TZ, on a host set to UTC
          --config PATH         read this config file; the lines then pass it on to run-schedule
          --verbose             diagnostics on stderr
          -h, --help            show this help

        Exit codes: 0 done, 64 usage, 65 the crontab's kkeulmit block is damaged (fix it with crontab -e),
        69 crontab missing or failing, 78 config file invalid or without schedules, 70 internal error.

        """

    static let runSchedule = """
        kkeulmit run-schedule — advice for one of the config's schedules (what the crontab lines run)

        Examples:
          kkeulmit run-schedule commute
          kkeulmit run-schedule commute --json
          KKEULMIT_NOW=2026-11-30T07:30:00+09:00 kkeulmit run-schedule commute

        \(synopsis(for: .runSchedule))

        The window starts at the schedule's time (minutes dropped) on the day it last came round, within the
        past 12 hours, and the forecast issue is the one published by then: a run cron started late, or the
        same run repeated, prints the same advice. Outside its schedule (a weekday entry run on Sunday) it
        shows the next time it comes round. The entry's location, format and lang apply; --json, --format
        and --lang override them.

        Output:
          --lang ko|en          language of the advice (default: the entry's, then config "lang", else ko)
          --json                one JSON object (schemaVersion 1) with a "schedule" object
          --format FORMAT       text, json or oneline (default: the entry's "format")

        Common options:
        \(common)

        \(environment)

        \(exitCodes)

        """

    static let feedback = """
        kkeulmit feedback — say how the last advice felt, so kkeulmit learns how you run

        Examples:
          kkeulmit feedback cold                          the last advice was too light
          kkeulmit feedback ok
          kkeulmit feedback hot --at "2026-11-30 08:00"   the advice for that morning was too warm

        \(synopsis(for: .feedback))

        The answer is stored with the advice it is about: the last one printed by now, at, tomorrow or
        run-schedule (in any format; --demo records none), or with --at the last one whose window held that
        time. From three answers on, later advice adds a learned offset (at most ±4 °C) to "temperatureOffset":
        each answer says the advice's offset should have been 2 °C lower (cold), higher (hot) or the same (ok);
        newer answers weigh more (half as much every 30 days). JSON "outfit.learnedOffset" and the note
        "learned-offset" show it and how many answers it rests on.

        Options:
          --at DATETIME         answer the advice for this time: 2026-11-30T08:00 or "2026-11-30 08:00" (KST)
          --lang ko|en          language of the reply (default: config "lang", else ko)
          --config PATH         read this config file instead of the default one
          --verbose             diagnostics on stderr
          -h, --help            show this help

        Files: $XDG_STATE_HOME/kkeulmit/advice.json (recent advice) and feedback.json (your answers), default
        ~/.local/state; written atomically, mode 0600. A damaged file is set aside as NAME.damaged, with a warning.

        Exit codes: 0 stored, 64 usage (no answer, or no advice to answer yet), 78 the config file is invalid or
        the answer cannot be saved.

        """
}
