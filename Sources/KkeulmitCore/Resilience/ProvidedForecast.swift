/// A forecast issue and where it came from, as `ForecastProvider` hands it to the CLI.
package struct ProvidedForecast: Equatable, Sendable {
    package enum Origin: Equatable, Sendable {
        /// Fetched from KMA during this run.
        case network
        /// The issue was in the cache: no request was made for it.
        case cache
        /// KMA failed and an older cached issue, fetched this many seconds ago, stands in (`"stale": true`).
        case stale(ageSeconds: Double)
    }

    package var forecast: KMAForecast
    package var origin: Origin
    /// For `.stale`: the failure that made the cached issue stand in (for the warning line and `--verbose`).
    package var fallbackReason: KMAError?

    package init(forecast: KMAForecast, origin: Origin, fallbackReason: KMAError? = nil) {
        self.forecast = forecast
        self.origin = origin
        self.fallbackReason = fallbackReason
    }

    package var isStale: Bool {
        if case .stale = origin { return true }
        return false
    }
}
