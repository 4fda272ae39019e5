/// Work done once per key within a process (`batch` provides each source's issue for each subject once however many
/// lines ask): the first asker runs it, every later or concurrent one gets its result, success or failure. A
/// cancellation is not kept: the next asker does the work again. Memory grows with the keys, never the askers.
package final class SingleFlight<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private enum Entry {
        case pending([CheckedContinuation<Value, any Error>])
        case done(Result<Value, any Error>)
    }

    private enum Role {
        case lead
        case wait
        case ready(Result<Value, any Error>)
    }

    private let entries = Locked<[Key: Entry]>([:])

    package init() {}

    /// How many distinct keys were done (or are under way).
    package var count: Int { entries.withLock { $0.count } }

    /// The result for `key`: `work`'s, run by the first asker only; the others wait for it.
    ///
    /// - Throws: what `work` threw for the first asker.
    package func value(for key: Key, _ work: () async throws -> Value) async throws -> Value {
        while true {
            let role = entries.withLock { entries -> Role in
                switch entries[key] {
                case .done(let result): return .ready(result)
                case .pending: return .wait
                case nil:
                    entries[key] = .pending([])
                    return .lead
                }
            }
            let result: Result<Value, any Error>
            switch role {
            case .ready(let ready):
                result = ready
            case .lead:
                do { result = .success(try await work()) } catch { result = .failure(error) }
                finish(key, result)
            case .wait:
                do {
                    result = .success(try await withCheckedThrowingContinuation { wait(for: key, $0) })
                } catch {
                    result = .failure(error)
                }
            }
            // The leader was cancelled, not this asker: do the work again.
            if case .wait = role, case .failure(let error) = result, error is CancellationError, !Task.isCancelled {
                continue
            }
            return try result.get()
        }
    }

    private func wait(for key: Key, _ continuation: CheckedContinuation<Value, any Error>) {
        let ready = entries.withLock { entries -> Result<Value, any Error>? in
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
    }

    private func finish(_ key: Key, _ result: Result<Value, any Error>) {
        let cancelled: Bool
        if case .failure(let error) = result, error is CancellationError { cancelled = true } else { cancelled = false }
        let waiters = entries.withLock { entries -> [CheckedContinuation<Value, any Error>] in
            guard case .pending(let waiters) = entries[key] else { return [] }
            entries[key] = cancelled ? nil : .done(result)
            return waiters
        }
        for waiter in waiters { waiter.resume(with: result) }
    }
}
