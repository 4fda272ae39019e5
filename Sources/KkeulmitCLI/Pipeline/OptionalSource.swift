import KkeulmitCore

/// An optional source's answer for one run: its issue when it had one, and the status JSON `sources` reports.
/// Fetching it never throws: a failure is a status (and a `--verbose` line), never an exit code.
struct OptionalSource: Sendable {
    var status: SourceStatus
    var forecast: KMAForecast?

    /// Fetches the issue of `product` through the same provider (cache, lock, retry, step-back, stale) as the
    /// required forecast.
    static func fetch(
        _ product: IssuedProduct, use: SourceUse, provider: ForecastProvider, cell: GridCell, request: AdviceRequest,
        log: @Sendable (String) -> Void
    ) async -> OptionalSource {
        guard use == .on else { return OptionalSource(status: use.idleStatus) }
        do {
            let provided = try await provider.forecast(
                for: cell, now: request.issueTime, product: product, useCache: request.useCache,
                maxStale: min(request.maxStaleHours * 3600, product.usefulSeconds), covers: { _ in true })
            log("\(product.operation): \(provided.forecast.base) issue, \(provided.origin)")
            return OptionalSource(status: provided.isStale ? .stale : .ok, forecast: provided.forecast)
        } catch let error as KMAError where error.resultCode == .keyNotRegistered {
            log("\(product.operation): the key is not registered for it (\(error.message))")
            return OptionalSource(status: .notRegistered)
        } catch {
            log("\(product.operation): left out (\(error))")
            return OptionalSource(status: .unavailable)
        }
    }

    init(status: SourceStatus, forecast: KMAForecast? = nil) {
        self.status = status
        self.forecast = forecast
    }
}
