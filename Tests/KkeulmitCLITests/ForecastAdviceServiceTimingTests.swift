import KkeulmitCore
import Testing

@testable import KkeulmitCLI

/// How `--timeout` is shared out: the network's budget, each request's share, and the reserve for the stale
/// fallback. Pure arithmetic: no test here waits.
@Suite("A run's sources share --timeout between attempts and the stale fallback")
struct ForecastAdviceServiceTimingTests {
    @Test(
        "a fifth of --timeout is kept back, never under 0.3 s or over 1 s",
        arguments: [
            (1.0, 0.3), (2.0, 0.4), (4.0, 0.8), (5.0, 1.0), (30.0, 1.0), (600.0, 1.0),
        ])
    func reserve(timeout: Double, kept: Double) {
        #expect(abs(SourceSet.reserveSeconds(timeout: timeout) - kept) < 1e-9)
    }

    @Test("from --timeout 4 up, a second attempt fits after the first timed out", arguments: [4.0, 5, 10, 30, 60, 120])
    func retryFits(timeout: Double) {
        let budget = timeout - SourceSet.reserveSeconds(timeout: timeout)
        let request = SourceSet.requestTimeout(budget: budget)
        // The policy's first backoff is at most 0.5 s and an attempt needs at least 1 s.
        #expect(request + 0.5 + 1 <= budget)
    }

    @Test("a request gets at least 1 s and at most 15 s", arguments: [0.5, 1, 3, 30, 100, 1000])
    func requestBounds(budget: Double) {
        let request = SourceSet.requestTimeout(budget: budget)
        #expect(request >= 1 && request <= 15)
    }
}
