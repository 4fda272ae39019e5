/// How many HTTP requests a run may still send (`kkeulmit batch --max-requests N`), counted where each request is
/// sent, page by page, so that it guards the service's daily quota whatever asked for the request.
package final class RequestBudget: Sendable {
    /// Nil: no limit, only counting.
    package let limit: Int?
    private let sent = Locked(0)

    package init(limit: Int?) {
        self.limit = limit
    }

    /// Requests sent so far (refused ones are not counted).
    package var used: Int { sent.withLock { $0 } }

    /// Takes one request from the budget.
    ///
    /// - Throws: `RequestBudgetExhausted` when `limit` requests were sent already.
    package func spend() throws(RequestBudgetExhausted) {
        let granted = sent.withLock { sent -> Bool in
            if let limit, sent >= limit { return false }
            sent += 1
            return true
        }
        guard granted else { throw RequestBudgetExhausted(limit: limit ?? 0) }
    }
}

/// A request was not sent because the run's `RequestBudget` was spent.
package struct RequestBudgetExhausted: Error, Equatable, Sendable {
    package var limit: Int
}
