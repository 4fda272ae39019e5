import Synchronization

/// A value that is only reached under a lock: the one way kkeulmit shares mutable state between tasks and threads.
///
/// A reference around `Synchronization.Mutex`, so it can be stored in a `let`, captured by escaping closures and
/// handed to callbacks (a `Mutex` cannot be copied). Like `Mutex`, and unlike a class that pairs lock and unlock
/// calls by hand, its `Sendable` conformance is checked: the value goes in and out as `sending`, so the compiler
/// proves no unguarded reference to it escapes. Keep the guarded state in a plain struct and do all of one
/// update in one `withLock` call; never await, call out or resume a continuation inside it.
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
