extension HelpText {
    static let batch = HelpProse(
        headline: "kkeulmit batch — advice for many people: JSON lines in (stdin), JSON lines out (stdout)",
        examples: """
            kkeulmit batch < people.jsonl > advice.jsonl
            echo '{"id": "a", "location": {"place": "종로구"}}' | kkeulmit batch
            kkeulmit batch --max-requests 9000 --concurrency 8 < people.jsonl
            """,
        description: [
            .literal(
                title: "One JSON object a line in, one a line out, in input order:",
                """
                {"id": "a", "location": {"place": "종로구"}, "lang": "en"}
                {"id":"b","location":{"nx":60,"ny":127},"at":"2026-11-30T08:00"}
                {"id": "a", "advice": {…the --json object…}}
                {"id": "b", "error": {"exitCode": 65, "message": "…"}}
                """),
            .text(
                """
                Each line is advised as 'now' would (as 'at' with "at"), each on its own: a bad line (not JSON, no
                id, a bad location) gets an error with exit code 64 and the run goes on. Each distinct cell and
                issue is fetched once per run, and once per issue across runs through the cache, however many
                lines share it. --timeout bounds each line. The comparison with yesterday is left out, and nothing
                is learned or recorded for feedback. A progress bar is drawn on stderr when it is a terminal.
                """),
        ],
        trailer: [
            .definitions(
                title: "Exit codes", column: 12,
                [
                    ("0", "every line got advice"),
                    ("64", "a line was malformed (or a usage error: nothing was read)"),
                    ("65, 69, 75", "the most serious per-line code: 75 when --max-requests ran out"),
                    ("77, 78", "the key was rejected; no key, or the config file is unreadable or invalid"),
                    ("70", "internal error, or stdout could not be written"),
                ])
        ])
}
