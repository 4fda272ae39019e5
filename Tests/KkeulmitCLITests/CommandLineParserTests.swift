import Foundation
import KkeulmitCore
import Testing

@testable import KkeulmitCLI

@Suite("CommandLineParser")
struct CommandLineParserTests {
    @Test(
        "parses valid command lines",
        arguments: [
            (["now", "--place", "종로구"], NowCommand(options: AdviceOptions(location: .place("종로구")))),
            (
                ["now", "--nx", "60", "--ny", "127", "--lang", "en"],
                NowCommand(options: AdviceOptions(location: .cell(nx: 60, ny: 127), language: .en))
            ),
            (["now", "--nx=1", "--ny=253"], NowCommand(options: AdviceOptions(location: .cell(nx: 1, ny: 253)))),
            (
                ["--json", "now", "--nx", "149", "--ny", "1"],
                NowCommand(options: AdviceOptions(location: .cell(nx: 149, ny: 1), format: .json))
            ),
            (
                ["now", "--lat", "37.5665", "--lon=126.9780"],
                NowCommand(options: AdviceOptions(location: .coordinates(latitude: 37.5665, longitude: 126.978)))
            ),
            (["now", "--demo"], NowCommand(options: AdviceOptions(demo: true))),
            (
                ["now", "--hours", "48", "--format", "oneline"],
                NowCommand(options: AdviceOptions(hours: 48, format: .oneline))
            ),
            (["now", "--json", "--format", "json"], NowCommand(options: AdviceOptions(format: .json))),
            (
                [
                    "now", "--base-url", "http://127.0.0.1:8080/s1/", "--timeout", "2.5", "--no-cache", "--verbose",
                    "--max-stale", "0", "--config", "/x.json",
                ],
                NowCommand(
                    options:
                        AdviceOptions(
                            common: CommonOptions(
                                baseURL: "http://127.0.0.1:8080/s1", timeoutSeconds: 2.5, noCache: true, verbose: true,
                                maxStaleHours: 0, configPath: "/x.json")))
            ),
            (["now", "--place", "서울특별시 종로구"], NowCommand(options: AdviceOptions(location: .place("서울특별시 종로구")))),
            (["--help"], HelpCommand(topic: .general)),
            (["-h"], HelpCommand(topic: .general)),
            (["now", "--help"], HelpCommand(topic: .now)),
            (["at", "-h"], HelpCommand(topic: .at)),
            (["grid", "--lat", "999", "--help"], HelpCommand(topic: .grid)),
            (["help", "now"], HelpCommand(topic: .now)),
            (["help"], HelpCommand(topic: .general)),
            (["--version"], HelpCommand(topic: nil)),
            (
                ["grid", "--lat", "37.5665", "--lon", "126.978"],
                GridCommand(query: .coordinates(latitude: 37.5665, longitude: 126.978))
            ),
            (
                ["grid", "--nx", "60", "--ny", "127", "--json"],
                GridCommand(query: .cell(nx: 60, ny: 127), json: true)
            ),
            (["grid", "--place", "Jongno-gu"], GridCommand(query: .place("Jongno-gu"))),
            (["doctor"], DoctorCommand(options: DoctorOptions())),
            (["setup"], SetupCommand(options: SetupOptions())),
            (
                [
                    "setup", "--place", " 서구 ", "--key-stdin", "--apihub-key-stdin", "--no-check", "--schedule",
                    "systemd",
                ],
                SetupCommand(
                    options: SetupOptions(
                        place: "서구", keyStdin: true, apiHubKeyStdin: true, noCheck: true, schedule: .systemd))
            ),
            (
                ["doctor", "--json", "--timeout", "5"],
                DoctorCommand(options: DoctorOptions(json: true, common: CommonOptions(timeoutSeconds: 5)))
            ),
            (["now", "--", "--place"], nil),
            (["completion", "bash"], CompletionCommand(output: .script(.bash))),
            (["completion", "zsh"], CompletionCommand(output: .script(.zsh))),
            (["completion", "fish"], CompletionCommand(output: .script(.fish))),
            (["completion", "--help"], HelpCommand(topic: .completion)),
            (["help", "completion"], HelpCommand(topic: .completion)),
            (["help", "--help"], HelpCommand(topic: .help)),
            (["completion", "--list-places", "종로"], CompletionCommand(output: .placeNames(prefix: "종로"))),
            (["completion", "--list-places", ""], CompletionCommand(output: .placeNames(prefix: ""))),
            (["--generate-man"], CompletionCommand(output: .manPage)),
            (
                ["now", "--lang", "en", "--format", "json"],
                NowCommand(options: AdviceOptions(format: .json, language: .en))
            ),
            (["at", "2026-11-30T08:00", "--format", "oneline"], nil),
        ] as [([String], (any DeclaredCommand)?)])
    func parsesValid(arguments: [String], expected: (any DeclaredCommand)?) throws {
        if let expected {
            #expect(try CommandLineParser.parse(arguments).isSame(as: expected))
        } else if arguments.contains("--") {
            #expect(throws: UsageError.self) { try CommandLineParser.parse(arguments) }
        } else {
            #expect(throws: Never.self) { try CommandLineParser.parse(arguments) }
        }
    }

    @Test(
        "reads at's DATETIME in every accepted form",
        arguments: [
            (["at", "2026-11-30T08:00"], "2026-11-30T08:00:00+09:00"),
            (["at", "2026-11-30 08:00"], "2026-11-30T08:00:00+09:00"),
            (["at", "2026-11-30", "08:00"], "2026-11-30T08:00:00+09:00"),
            (["at", "2026-11-29T23:00:00Z"], "2026-11-30T08:00:00+09:00"),
            (["at", "2026-11-30T08:30:00+09:00", "--place", "강남구"], "2026-11-30T08:30:00+09:00"),
            (["--place", "강남구", "at", "2026-11-30T00:00:00-05:00"], "2026-11-30T14:00:00+09:00"),
        ])
    func readsDateTime(arguments: [String], expected: String) throws {
        let time = try #require((try CommandLineParser.parse(arguments) as? AtCommand)?.time)
        #expect(KSTDateTime(time).iso8601 == expected)
    }

    @Test(
        "names the bad argument in usage errors",
        arguments: [
            (["now", "--hour", "3"], "unknown option '--hour' (did you mean '--hours'?)"),
            (["now", "--nx", "300", "--ny", "3"], "--nx must be an integer from 1 to 149, got '300'"),
            (["now", "--nx", "0", "--ny", "3"], "--nx must be an integer from 1 to 149, got '0'"),
            (["now", "--nx", "60", "--ny", "254"], "--ny must be an integer from 1 to 253, got '254'"),
            (["now", "--nx", "6x", "--ny", "1"], "--nx must be an integer from 1 to 149, got '6x'"),
            (["now", "--nx", "60"], "--nx needs --ny too: --nx NX --ny NY"),
            (["now", "--ny", "60"], "--ny needs --nx too: --nx NX --ny NY"),
            (["now", "--lat", "37.5"], "--lat needs --lon too: --lat LAT --lon LON"),
            (["now", "--lon", "127"], "--lon needs --lat too: --lat LAT --lon LON"),
            (
                ["now", "--lat", "91", "--lon", "127"],
                "--lat must be a latitude from 31.5 to 43.5 (the area KMA's grid covers), got '91'"
            ),
            (
                ["now", "--lat", "37", "--lon", "nan"],
                "--lon must be a longitude from 123 to 133 (the area KMA's grid covers), got 'nan'"
            ),
            (
                ["now", "--place", "종로구", "--nx", "1", "--ny", "1"],
                "give one location: --nx/--ny, --lat/--lon or --place, not several"
            ),
            (["now", "--place", " "], "--place needs a name, e.g. --place 종로구"),
            (["now", "--hours", "0"], "--hours must be an integer from 1 to 48, got '0'"),
            (["now", "--hours", "49"], "--hours must be an integer from 1 to 48, got '49'"),
            (["now", "--hours"], "--hours needs a value: --hours N"),
            (["now", "--nx", "--ny", "3"], "--nx needs a value: --nx NX"),
            (["now", "--lang", "jp"], "--lang must be 'ko' or 'en', got 'jp'"),
            (
                ["now", "--format", "yaml"],
                "--format must be 'text', 'json', 'oneline' or 'waybar', or a template with {placeholders}; got 'yaml'"
            ),
            (["now", "--json", "--format", "text"], "--json contradicts --format text: give one of them"),
            (["now", "--json=yes"], "--json takes no value"),
            (["now", "--timeout", "0"], "--timeout must be a positive number of seconds, got '0'"),
            (["now", "--timeout", "-3"], "--timeout must be a positive number of seconds, got '-3'"),
            (["now", "--max-stale", "-1"], "--max-stale must be a number of hours, 0 or more, got '-1'"),
            (
                ["now", "--base-url", "ftp://example.com"],
                "--base-url must be an http:// or https:// URL, got 'ftp://example.com'"
            ),
            (["now", "--base-url", "not a url"], "--base-url must be an http:// or https:// URL, got 'not a url'"),
            (["now", "--hours", "3", "--hours", "4"], "--hours was given more than once"),
            (["at", "--demo", "2026-11-30T08:00"], "--demo is not an option of 'at' (it goes with 'now')"),
            (
                ["grid", "--place", "종로구", "--nx", "1", "--ny", "1"],
                "give one location: --nx/--ny, --lat/--lon or --place, not several"
            ),
            (["grid", "--json"], "grid needs --lat LAT --lon LON, --nx NX --ny NY or --place NAME"),
            (
                ["doctor", "--place", "종로구"],
                "--place is not an option of 'doctor' (it goes with 'at', 'grid', 'now', 'setup' and 'tomorrow')"
            ),
            (["now", "extra"], "unexpected argument 'extra' after 'now'"),
            (["setup", "--schedule", "at"], "--schedule must be 'cron' or 'systemd', got 'at'"),
            (["setup", "--place", " "], "--place needs a name, e.g. --place 종로구"),
            (["at"], "'at' needs a DATETIME, e.g. kkeulmit at \"2026-11-30 08:00\" --place 강남구"),
            (
                ["at", "tomorrow"],
                "DATETIME must look like 2026-11-30T08:00, '2026-11-30 08:00' (KST) or 2026-11-30T08:00:00+09:00, got 'tomorrow'"
            ),
            (
                ["at", "2026-02-30T08:00"],
                "DATETIME must look like 2026-11-30T08:00, '2026-11-30 08:00' (KST) or 2026-11-30T08:00:00+09:00, got '2026-02-30T08:00'"
            ),
            (
                ["frob"],
                "unknown command 'frob': commands are now, at, tomorrow, setup, schedule, run-schedule, batch, feedback, grid, completion and doctor"
            ),
            (
                ["nwo"],
                "unknown command 'nwo' (did you mean 'now'?): commands are now, at, tomorrow, setup, schedule, run-schedule, batch, feedback, grid, completion and doctor"
            ),
            (["-v"], "unknown option '-v'"),
            (["now", "-place", "x"], "unknown option '-place' (long options start with '--')"),
            (
                ["help", "frob"],
                "no help for 'frob': commands are now, at, tomorrow, setup, schedule, run-schedule, batch, feedback, grid, completion and doctor"
            ),
            ([], "missing command: try 'kkeulmit now --place 종로구' or 'kkeulmit --help'"),
            (
                ["grid", "--nx", "1", "--ny", "1", "--verbose"],
                "--verbose is not an option of 'grid' (it goes with "
                    + "'at', 'batch', 'doctor', 'feedback', 'now', 'run-schedule', 'schedule', 'setup' and 'tomorrow')"
            ),
            (["now", "--version"], "--version is not an option of 'now' (it goes alone: kkeulmit --version)"),
            (["--json"], "missing command: try 'kkeulmit now --place 종로구' or 'kkeulmit --help'"),
            (["completion"], "'completion' needs a SHELL: bash, zsh or fish, e.g. kkeulmit completion bash"),
            (["completion", "tcsh"], "SHELL must be 'bash', 'zsh' or 'fish', got 'tcsh'"),
            (["completion", "bash", "zsh"], "unexpected argument 'zsh' after the SHELL"),
            (
                ["completion", "bash", "--json"],
                "--json is not an option of 'completion' (it goes with "
                    + "'at', 'doctor', 'grid', 'now', 'run-schedule' and 'tomorrow')"
            ),
            (["now", "--list-places", "x"], "--list-places is not an option of 'now' (it goes with 'completion')"),
            (["help", "now", "extra"], "unexpected argument 'extra' after the COMMAND"),
            (
                ["help", "--json"],
                "--json is not an option of 'help' (it goes with "
                    + "'at', 'doctor', 'grid', 'now', 'run-schedule' and 'tomorrow')"
            ),
            (["now", "--format"], "--format needs a value: --format text|json|oneline|waybar"),
            (["now", "--help=yes"], "--help takes no value"),
        ])
    func namesBadArgument(arguments: [String], message: String) {
        #expect(throws: UsageError(message, topic: topicOf(arguments))) { try CommandLineParser.parse(arguments) }
    }

    @Test(
        "refuses any option that would take the service key, without echoing its value",
        arguments: [
            ["now", "--key", "SECRETKEY123"], ["now", "--key=SECRETKEY123"], ["now", "--service-key", "SECRETKEY123"],
            ["now", "--serviceKey=SECRETKEY123"], ["--api-key", "SECRETKEY123", "now"],
        ])
    func refusesKeyOptions(arguments: [String]) throws {
        let error = try #require(throws: UsageError.self) { try CommandLineParser.parse(arguments) }
        #expect(error.message.contains("KMA_SERVICE_KEY"))
        #expect(error.message.contains("serviceKeyFile"))
        #expect(!error.message.contains("SECRETKEY123"))
    }

    @Test("an unknown option never echoes its inline value")
    func unknownOptionHidesValue() throws {
        let error = try #require(throws: UsageError.self) { try CommandLineParser.parse(["now", "--token=SECRET99"]) }
        #expect(!error.message.contains("SECRET99"))
    }

    @Test("treats a negative number as a value, not an option")
    func negativeNumberIsValue() {
        #expect(
            throws: UsageError(
                "--lat must be a latitude from 31.5 to 43.5 (the area KMA's grid covers), got '-33'", topic: .grid)
        ) {
            try CommandLineParser.parse(["grid", "--lat", "-33", "--lon", "127"])
        }
    }

    @Test(
        "suggests only close spellings",
        arguments: [("--hour", "--hours"), ("--plac", "--place"), ("--no-cach", "--no-cache")])
    func suggests(word: String, expected: String) {
        #expect(
            CommandLineParser.suggestion(word, among: OptionSpec.all.map(\.name))
                == " (did you mean '\(expected)'?)")
    }

    @Test("suggests nothing for far-off words")
    func suggestsNothing() {
        #expect(CommandLineParser.suggestion("--zzzzzzzz", among: OptionSpec.all.map(\.name)) == "")
    }

    private func topicOf(_ arguments: [String]) -> HelpTopic {
        for a in arguments { if let t = HelpTopic(rawValue: a), t != .general { return t } }
        return .general
    }
}
