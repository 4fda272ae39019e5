/// Takes each request from the run's `RequestBudget` before it is sent (`kkeulmit batch --max-requests N`): every
/// service and every page counts, and a request the budget refuses is not sent.
package struct BudgetedTransport: Transport {
    package let inner: any Transport
    package let budget: RequestBudget

    package init(_ inner: any Transport, budget: RequestBudget) {
        self.inner = inner
        self.budget = budget
    }

    package func send<T: Sendable>(
        _ request: ServiceRequest, _ context: RequestContext, decode: @escaping @Sendable (HTTPAnswer) throws -> T
    ) async throws -> T {
        try budget.spend()
        return try await inner.send(request, context, decode: decode)
    }
}
