/// Options of `batch`. Nil means "not given": the default decides.
package struct BatchOptions: Equatable, Sendable {
    /// Default `--concurrency`.
    package static let defaultConcurrency = 4
    /// Largest `--concurrency`: more only queues behind KMA's answers and holds more lines in memory.
    package static let maxConcurrency = 64

    /// `--max-requests N`: at most this many HTTP requests for the whole run; nil: no limit.
    package var maxRequests: Int?
    /// `--concurrency N`: lines advised at once.
    package var concurrency: Int?
    /// `--forecast-only`: the short-term forecast alone for every line.
    package var forecastOnly: Bool
    package var common: CommonOptions

    package init(
        maxRequests: Int? = nil, concurrency: Int? = nil, forecastOnly: Bool = false,
        common: CommonOptions = CommonOptions()
    ) {
        self.maxRequests = maxRequests
        self.concurrency = concurrency
        self.forecastOnly = forecastOnly
        self.common = common
    }
}
