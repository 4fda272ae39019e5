/// Options of `setup`. Without `--key-stdin` or `--apihub-key-stdin` setup is a dialog on the terminal; with either
/// it is scripted, the keys read from stdin, one a line, data.go.kr's first. No option takes a key.
package struct SetupOptions: Equatable, Sendable {
    /// Where `--schedule` installs the config's schedules, as `schedule --install [--systemd]` does.
    package enum Scheduler: String, CaseIterable, Equatable, Sendable {
        case cron
        case systemd
    }

    /// `--place NAME`, trimmed; nil: asked on a terminal, else the config's location.
    package var place: String?
    /// `--key-stdin`: data.go.kr's key is stdin's first line.
    package var keyStdin: Bool
    /// `--apihub-key-stdin`: API Hub's key is stdin's next line.
    package var apiHubKeyStdin: Bool
    /// `--no-check`: no request; the files are written as given.
    package var noCheck: Bool
    /// `--schedule cron|systemd`.
    package var schedule: Scheduler?
    /// `--lang`; nil: config `"lang"`, else ko.
    package var language: OutputLanguage?
    /// `--timeout` (the checks), `--config`, `--verbose`, `--base-url`.
    package var common: CommonOptions

    package init(
        place: String? = nil, keyStdin: Bool = false, apiHubKeyStdin: Bool = false, noCheck: Bool = false,
        schedule: Scheduler? = nil, language: OutputLanguage? = nil, common: CommonOptions = CommonOptions()
    ) {
        (self.place, self.keyStdin, self.apiHubKeyStdin) = (place, keyStdin, apiHubKeyStdin)
        (self.noCheck, self.schedule, self.language, self.common) = (noCheck, schedule, language, common)
    }

    /// Scripted: the keys come from stdin, nothing is asked.
    package var isScripted: Bool { keyStdin || apiHubKeyStdin }
}
