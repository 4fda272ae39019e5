/// Options of `batch`. Nil means "not given": the default decides.
package struct BatchOptions: CommandOptions {
    /// Default `--concurrency`.
    package static let defaultConcurrency = 4
    /// Largest `--concurrency`: more only queues behind KMA's answers and holds more lines in memory.
    package static let maxConcurrency = 64

    /// `--max-requests N`: at most this many HTTP requests for the whole run; nil: no limit.
    package var maxRequests: Int?
    /// `--concurrency N`: lines advised at once.
    package var concurrency: Int?
    /// `--forecast-only`: the short-term forecast alone for every line.
    package var forecastOnly = false
    package var common = CommonOptions()
}

extension BatchOptions {
    init(_ arguments: ParsedArguments) throws(UsageError) {
        self.init(
            maxRequests: try arguments.integer(.maxRequests, in: 0...Int(Int32.max)),
            concurrency: try arguments.integer(.concurrency, in: 1...Self.maxConcurrency),
            forecastOnly: arguments.flag(.forecastOnly), common: try arguments.common())
    }
}

extension BatchCommand {
    static let spec = CommandSpec(
        .batch,
        sections: [
            OptionSection(
                "Options",
                [
                    OptionEntry(.maxRequests), OptionEntry(.concurrency),
                    OptionEntry(.forecastOnly, help: "use the short-term forecast alone for every line"),
                ]),
            .common,
        ], prose: HelpText.batch, "advise many people: JSON lines in (stdin), JSON lines out (stdout)")
}
