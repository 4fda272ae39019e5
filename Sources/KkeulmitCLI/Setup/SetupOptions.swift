/// Options of `setup`. Without `--key-stdin` or `--apihub-key-stdin` setup is a dialog on the terminal; with either
/// it is scripted, the keys read from stdin, one a line, data.go.kr's first. No option takes a key.
package struct SetupOptions: CommandOptions {
    /// Where `--schedule` installs the config's schedules, as `schedule --install [--systemd]` does.
    package enum Scheduler: String, CaseIterable, Equatable, Sendable {
        case cron
        case systemd
    }

    /// `--place NAME`, trimmed; nil: asked on a terminal, else the config's location.
    package var place: String?
    /// `--key-stdin`: data.go.kr's key is stdin's first line.
    package var keyStdin = false
    /// `--apihub-key-stdin`: API Hub's key is stdin's next line.
    package var apiHubKeyStdin = false
    /// `--no-check`: no request; the files are written as given.
    package var noCheck = false
    /// `--schedule cron|systemd`.
    package var schedule: Scheduler?
    /// `--lang`; nil: config `"lang"`, else ko.
    package var language: OutputLanguage?
    /// `--timeout` (the checks), `--config`, `--verbose`, `--base-url`.
    package var common = CommonOptions()

    /// Scripted: the keys come from stdin, nothing is asked.
    package var isScripted: Bool { keyStdin || apiHubKeyStdin }
}

extension SetupOptions {
    init(_ arguments: ParsedArguments) throws(UsageError) {
        self.init(
            keyStdin: arguments.flag(.keyStdin), apiHubKeyStdin: arguments.flag(.apiHubKeyStdin),
            noCheck: arguments.flag(.noCheck), language: try arguments.language(), common: try arguments.common())
        // setup takes --place alone of the location options: read as every command reads it.
        if case .place(let name)? = try arguments.location() { place = name }
        schedule = try arguments.choice(.schedule)
    }
}

extension SetupCommand {
    static let spec = CommandSpec(
        .setup,
        sections: [
            OptionSection(
                "Scripted",
                [
                    OptionEntry(
                        .place,
                        help: """
                            the place for advice: 종로구, "서울특별시 종로구", Jongno-gu (on a terminal
                            without it, setup asks, with the candidates of an ambiguous name)
                            """),
                    OptionEntry(.keyStdin), OptionEntry(.apiHubKeyStdin),
                ]),
            OptionSection(
                "Options",
                [
                    OptionEntry(.noCheck), OptionEntry(.schedule),
                    OptionEntry(
                        .lang, help: "language of the dialog and the table (default: config \"lang\", else ko)"),
                    OptionEntry(.timeout, help: "bound the services' checks (default 30)"),
                    OptionEntry(.config, help: "write this config (the key files go next to it)"),
                    OptionEntry(.verbose, help: "diagnostics on stderr (never a key)"), OptionEntry(.help),
                ]),
        ], prose: HelpText.setup,
        "first run: the place and the keys, checked against each service and written to the config")
}
