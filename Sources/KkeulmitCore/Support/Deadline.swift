/// The moment a run must be over by, on a monotonic clock (injected: a test clock in tests), made once from
/// `--timeout` and handed down: every layer asks it for the time left instead of reading the wall clock, so an NTP
/// step changes nothing. Civil "now" is `TimeSource`'s. A deadline derived with `earlier(bySeconds:)` shares the
/// original's clock, start and budget.
package struct Deadline: Sendable {
    /// The seconds the run was given (`--timeout`; 0 for a budget that was not positive); derived deadlines keep
    /// it, for messages.
    package let budgetSeconds: Double
    /// The clock it runs on: waits that count against the deadline (backoff, lock polls) sleep on it.
    package let clock: any Clock<Duration>
    private let timeline: Timeline
    /// The time on `timeline` at which the deadline passes.
    private let end: Duration

    /// At most this far ahead (about 31 years): beyond it an instant could overflow, and nobody waits that long.
    package static let maxSeconds: Double = 1e9

    /// `seconds` from now on `clock`; zero, negative or NaN means already passed, and anything beyond `maxSeconds`
    /// is `maxSeconds`.
    package init(seconds: Double, clock: any Clock<Duration> = ContinuousClock()) {
        budgetSeconds = seconds > 0 ? seconds : 0
        self.clock = clock
        timeline = Timeline(clock)
        end = timeline.elapsed() + Self.duration(seconds)
    }

    private init(_ other: Deadline, end: Duration) {
        budgetSeconds = other.budgetSeconds
        clock = other.clock
        timeline = other.timeline
        self.end = end
    }

    /// Time left; negative once passed.
    package var remaining: Duration { end - timeline.elapsed() }

    package var remainingSeconds: Double { Self.seconds(remaining) }

    package var hasPassed: Bool { remaining <= .zero }

    /// This deadline moved `seconds` earlier: time kept back for what must still happen after the work it bounds.
    package func earlier(bySeconds seconds: Double) -> Deadline {
        Deadline(self, end: end - Self.duration(seconds))
    }

    /// Throws when the deadline has passed; for a step about to start on `activity`.
    package func check(_ activity: DeadlineExceeded.Activity) throws(DeadlineExceeded) {
        if hasPassed { throw exceeded(activity, waited: 0) }
    }

    /// Sleeps `seconds` on the deadline's clock (not cut short by the deadline: callers decide whether a wait fits).
    package func sleep(seconds: Double) async throws {
        guard seconds > 0 else { return }
        try await clock.sleep(for: Self.duration(seconds))
    }

    /// Returns once the deadline has passed; throws `CancellationError` when cancelled first.
    package func sleepUntilPassed() async throws {
        try await timeline.sleepUntil(end)
    }

    /// Runs `operation` and, should the deadline pass first, cancels it and throws `DeadlineExceeded(activity)`.
    /// Structured: it returns once `operation` has, so `operation` must end soon after it is cancelled (a
    /// `CappedHTTPFetcher` fetch does); work that may ignore cancellation belongs under `withDeadline`, which
    /// abandons it. `timeout`: the operation's own limit, in seconds on the deadline's clock from when the wait
    /// begins (unlike the deadline's, time waiting to be scheduled does not count), then `error` is thrown.
    package func bound<T: Sendable>(
        _ activity: DeadlineExceeded.Activity, timeout: (seconds: Double, error: any Error)? = nil,
        operation: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        let given = remainingSeconds
        try check(activity)
        return try await withThrowingTaskGroup(of: Bounded<T>.self) { group in
            group.addTask { .finished(try await operation()) }
            group.addTask {
                try await sleepUntilPassed()
                return .deadlinePassed
            }
            if let timeout {
                group.addTask {
                    try await sleep(seconds: timeout.seconds)
                    return .timedOut(timeout.error)
                }
            }
            defer { group.cancelAll() }
            switch try await group.next() {
            case .finished(let value): return value
            case .timedOut(let error): throw error
            case .deadlinePassed, nil: throw exceeded(activity, waited: given)
            }
        }
    }

    func exceeded(_ activity: DeadlineExceeded.Activity, waited: Double) -> DeadlineExceeded {
        DeadlineExceeded(activity, seconds: activity == .run ? budgetSeconds : max(0, waited))
    }

    static func duration(_ seconds: Double) -> Duration {
        guard seconds > 0 else { return .zero }  // NaN too
        return .seconds(min(seconds, maxSeconds))
    }

    static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }

    private enum Bounded<T: Sendable>: Sendable {
        case finished(T)
        case deadlinePassed
        case timedOut(any Error)
    }

    /// Elapsed time since the deadline was made, and sleeping until a point of it, on one clock.
    private struct Timeline: Sendable {
        let elapsed: @Sendable () -> Duration
        let sleepUntil: @Sendable (Duration) async throws -> Void

        init<C: Clock<Duration>>(_ clock: C) {
            let origin = clock.now
            elapsed = { origin.duration(to: clock.now) }
            sleepUntil = { try await clock.sleep(until: origin.advanced(by: $0), tolerance: nil) }
        }
    }
}

/// Runs `operation` and gives up on it when `deadline` passes (at once, not running it, when already passed): the
/// one race that bounds a whole run. Not structured, on purpose: a task group waits for every child, and work stuck
/// in libcurl, a blocking read or CPU-bound code may never look at cancellation. The loser of work and timer is
/// cancelled and ABANDONED: it may still finish a cache store (atomic renames: safe) or log a line, so callers
/// treat what `operation` captured as still in use and exit soon after a timeout.
package func withDeadline<T: Sendable>(
    _ deadline: Deadline, waitingFor activity: DeadlineExceeded.Activity = .run,
    operation: @escaping @Sendable () async throws -> T
) async throws -> T {
    let given = deadline.remainingSeconds
    try deadline.check(activity)
    let outcome = OneShot<T>()
    let work = Task {
        do { outcome.finish(.success(try await operation())) } catch { outcome.finish(.failure(error)) }
    }
    let timer = Task {
        guard (try? await deadline.sleepUntilPassed()) != nil else { return }
        outcome.finish(.failure(deadline.exceeded(activity, waited: given)))
    }
    defer {
        work.cancel()
        timer.cancel()
    }
    return try await withTaskCancellationHandler {
        try await outcome.value()
    } onCancel: {
        outcome.finish(.failure(CancellationError()))
    }
}
