import Synchronization

/// A value only reached under a lock: the one way kkeulmit shares mutable state between tasks and threads. A
/// reference around `Synchronization.Mutex` (which cannot be copied, so could not be captured or handed to
/// callbacks), its `Sendable` checked as `Mutex`'s is: the value goes in and out as `sending`. Keep the state in a
/// plain struct, do one update in one `withLock`, and never await, call out or resume a continuation inside it.
package final class Locked<Value: ~Copyable>: Sendable {
    private let mutex: Mutex<Value>

    package init(_ value: consuming sending Value) {
        mutex = Mutex(value)
    }

    /// Runs `body` with the value, holding the lock.
    package func withLock<Result: ~Copyable, Failure: Error>(
        _ body: (inout sending Value) throws(Failure) -> sending Result
    ) throws(Failure) -> sending Result {
        try mutex.withLock(body)
    }
}

extension Locked where Value: Sendable {
    /// A copy of the value as it is now.
    package var value: Value { withLock { $0 } }
}

extension Locked {
    /// The value `make` builds on the first call, kept for every later one (`make` runs under the lock, so it is
    /// built once): a lookup structure or a session made only when a run needs it.
    package func once<Built: Sendable>(_ make: () -> Built) -> Built where Value == Built? {
        withLock { value in
            if let value { return value }
            let made = make()
            value = made
            return made
        }
    }
}
