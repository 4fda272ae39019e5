import KkeulmitCore

/// A clock that stands still until `open()`, then jumps past every deadline: a deadline on it passes exactly when
/// the test says (never, unless opened), not by the passing of real time. Sleepers wait for the gate (or their
/// cancellation).
final class GateClock: Clock, Sendable {
    struct Instant: InstantProtocol {
        var offset: Duration
        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (a: Instant, b: Instant) -> Bool { a.offset < b.offset }
    }

    private struct State {
        var opened = false
        var sleepers: [OneShot<Void>] = []
    }

    private let state = Locked(State())

    var now: Instant { Instant(offset: state.withLock { $0.opened } ? .seconds(Deadline.maxSeconds * 2) : .zero) }
    var minimumResolution: Duration { .zero }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let wake = OneShot<Void>()
        let opened = state.withLock { state in
            if !state.opened { state.sleepers.append(wake) }
            return state.opened
        }
        if opened { return }
        try await withTaskCancellationHandler {
            try await wake.value()
        } onCancel: {
            wake.finish(.failure(CancellationError()))
        }
    }

    func open() {
        let sleepers = state.withLock { state in
            state.opened = true
            defer { state.sleepers = [] }
            return state.sleepers
        }
        for sleeper in sleepers { sleeper.finish(.success(())) }
    }
}
