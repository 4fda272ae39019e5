import Foundation
import KkeulmitCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What every request of one `batch` run shares: one KMA client, so one URLSession and one request budget, and
/// one memo, so each (product, cell, issue) is provided once however many lines ask for it.
package struct SharedForecasts: Sendable {
    /// What the shared client is made from.
    package struct Setup: Sendable {
        package var serviceKey: ServiceKey
        package var baseURL: URL
        /// Seconds per request, from `--timeout`.
        package var requestTimeout: Double
        package var budget: RequestBudget
        package var log: @Sendable (String) -> Void
    }

    /// Already budgeted; each request bounds it by its own deadline.
    package var kma: KMAClient
    package var memo: ForecastMemo
    package var budget: RequestBudget

    package init(kma: KMAClient, budget: RequestBudget, memo: ForecastMemo = ForecastMemo()) {
        self.kma = kma.budgeted(by: budget)
        self.memo = memo
        self.budget = budget
    }
}

extension AdviceService {
    /// Services without a network of their own (test doubles) share nothing.
    package func sharing(_ setup: SharedForecasts.Setup) -> any AdviceService { self }
}

extension ForecastAdviceService {
    package func sharing(_ setup: SharedForecasts.Setup) -> any AdviceService {
        var copy = self
        let configuration = sessionConfiguration
        let kma = KMAClient(
            serviceKey: setup.serviceKey, baseURL: setup.baseURL,
            makeConfiguration: {
                // One session for thousands of requests: an in-memory URL cache would keep every answer.
                let made = configuration()
                made.urlCache = nil
                made.requestCachePolicy = .reloadIgnoringLocalCacheData
                return made
            }, requestTimeout: setup.requestTimeout, log: setup.log)
        copy.shared = SharedForecasts(kma: kma, budget: setup.budget)
        return copy
    }
}
