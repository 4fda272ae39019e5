/// What one process providing forecasts for many requests (`kkeulmit batch`) has already provided: each issue of
/// each product for each cell is provided once, and every later or concurrent ask gets that same answer, success or
/// failure, without reading the cache or asking KMA again.
///
/// It holds one `ProvidedForecast` per distinct (product, cell, latest issue): memory grows with the distinct
/// cells, never with the number of requests. A provision that was cancelled is not kept: the next ask provides
/// again. Each issue kept has its timeline built once (`KMAForecast.prepared(keepingRows:)`); its rows are kept
/// only for the products `keepsRows` names.
package final class ForecastMemo: Sendable {
    /// What one provision is for.
    package struct Key: Hashable, Sendable {
        package var product: IssuedProduct
        package var cell: GridCell
        /// The latest issue published at the run's time; a stale stand-in is filed under it too.
        package var latest: ForecastBase
        package var useCache: Bool
    }

    private enum Entry {
        case pending([CheckedContinuation<ProvidedForecast, any Error>])
        case done(Result<ProvidedForecast, any Error>)
    }

    private let entries = Locked<[Key: Entry]>([:])
    /// Whether issues of a product keep their rows: the ultra-short products' rows are read as rows (the
    /// observation and the overlay); the short-term forecast is read through its timeline alone.
    package let keepsRows: @Sendable (IssuedProduct) -> Bool

    package init(keepsRows: @escaping @Sendable (IssuedProduct) -> Bool = { $0 != .vilageFcst }) {
        self.keepsRows = keepsRows
    }

    /// How many distinct provisions were made (or are under way).
    package var count: Int { entries.withLock { $0.count } }

    /// The answer for `key`: `provide`'s, run by the first asker only; the others wait for it.
    ///
    /// - Throws: what `provide` threw for the first asker.
    package func value(for key: Key, provide: () async throws -> ProvidedForecast) async throws -> ProvidedForecast {
        while true {
            enum Role {
                case lead
                case wait
                case ready(Result<ProvidedForecast, any Error>)
            }
            let role = entries.withLock { entries -> Role in
                switch entries[key] {
                case .done(let result): return .ready(result)
                case .pending: return .wait
                case nil:
                    entries[key] = .pending([])
                    return .lead
                }
            }
            let result: Result<ProvidedForecast, any Error>
            switch role {
            case .ready(let ready):
                result = ready
            case .lead:
                do { result = .success(try await provide()) } catch { result = .failure(error) }
                finish(key, result)
            case .wait:
                do {
                    result = .success(
                        try await withCheckedThrowingContinuation { continuation in
                            let ready = entries.withLock { entries -> Result<ProvidedForecast, any Error>? in
                                switch entries[key] {
                                case .done(let result): return result
                                case .pending(var waiters):
                                    waiters.append(continuation)
                                    entries[key] = .pending(waiters)
                                    return nil
                                case nil: return .failure(CancellationError())
                                }
                            }
                            if let ready { continuation.resume(with: ready) }
                        })
                } catch {
                    result = .failure(error)
                }
            }
            // The leader was cancelled, not this asker: provide again.
            if case .wait = role, case .failure(let error) = result, error is CancellationError, !Task.isCancelled {
                continue
            }
            return try result.get()
        }
    }

    private func finish(_ key: Key, _ result: Result<ProvidedForecast, any Error>) {
        let cancelled: Bool
        if case .failure(let error) = result, error is CancellationError { cancelled = true } else { cancelled = false }
        let waiters = entries.withLock { entries -> [CheckedContinuation<ProvidedForecast, any Error>] in
            guard case .pending(let waiters) = entries[key] else { return [] }
            entries[key] = cancelled ? nil : .done(result)
            return waiters
        }
        for waiter in waiters { waiter.resume(with: result) }
    }
}
