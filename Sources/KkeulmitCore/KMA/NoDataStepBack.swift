/// KMA's rule for an issue that is late: it answers `03 NO_DATA`, and the client steps back one base.
public enum NoDataStepBack {
    /// How many times to step back past an unpublished issue, so at most three bases are tried.
    public static let maxStepBacks = 2

    /// Calls `fetch` with `latest`, then with each earlier base while it throws `03 NO_DATA`, at most
    /// `maxStepBacks` times (the product's own count: two for the short-term forecast, one for the ultra-short
    /// products).
    ///
    /// - Parameter onStepBack: told (unpublished, next tried) before each step back; for diagnostics.
    /// - Throws: the last NO_DATA once every base said so; any other error at once.
    public static func fetch<T: Sendable>(
        from latest: ForecastBase, onStepBack: (ForecastBase, ForecastBase) -> Void = { _, _ in },
        _ fetch: (ForecastBase) async throws -> T
    ) async throws -> T {
        var base = latest
        let maxStepBacks = latest.product.maxStepBacks
        var stepBacks = 0
        while true {
            do {
                return try await fetch(base)
            } catch let error as KMAError where error.resultCode == .noData && stepBacks < maxStepBacks {
                onStepBack(base, base.previous)
                stepBacks += 1
                base = base.previous
            }
        }
    }
}
