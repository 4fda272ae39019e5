import KkeulmitCore

extension OptionReader {
    /// `setup [--place NAME] [--key-stdin] [--apihub-key-stdin] [--no-check] [--schedule cron|systemd] …`.
    func setupOptions() throws(UsageError) -> SetupOptions {
        var result = SetupOptions(
            keyStdin: flag(.keyStdin), apiHubKeyStdin: flag(.apiHubKeyStdin), noCheck: flag(.noCheck),
            language: try language(), common: try common())
        // setup takes --place alone of the location options: read as every command reads it.
        if case .place(let name)? = try location() { result.place = name }
        if let raw = value(.schedule) {
            guard let scheduler = SetupOptions.Scheduler(rawValue: raw) else {
                throw UsageError(
                    "--schedule must be \(OptionSpec.schedulers.quotedAlternatives), got \(quoted(raw))", topic: topic)
            }
            result.schedule = scheduler
        }
        return result
    }
}
