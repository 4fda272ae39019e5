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

    /// Why the fetch failed, when a cached issue stood in for it.
    package enum Failure: Equatable, Sendable, CustomStringConvertible {
        /// KMA answered with, or could not be reached for, an error of the 69 or 75 kind.
        case kma(KMAError)
        /// The fetch ran out of time, waiting for what the error says.
        case deadline(DeadlineExceeded)

        package var message: String {
            switch self {
            case .kma(let error): error.message
            case .deadline(let error): error.message
            }
        }

        package var description: String { message }
    }

    package var forecast: KMAForecast
    package var origin: Origin
    /// For `.stale`: the failure that made the cached issue stand in (for the warning line and `--verbose`).
    package var fallbackReason: Failure?

    package init(forecast: KMAForecast, origin: Origin, fallbackReason: Failure? = nil) {
        self.forecast = forecast
        self.origin = origin
        self.fallbackReason = fallbackReason
    }

    package var isStale: Bool {
        if case .stale = origin { return true }
        return false
    }
}
