import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

/// `RetryingTransport` around the forecast service: which failures are asked again, after how long.
@Suite("RetryingTransport")
struct RetryingTransportTests {
    let issue = base(2026, 11, 30, 5)

    func client(_ inner: FakeKMA, budget: Double = 30, jitter: Double = 0.5) -> (IssueFetcher, TestClock) {
        let clock = TestClock()
        let retrying = RetryingTransport(inner, random: { jitter })
        return (IssueFetcher(transport: retrying, deadline: Deadline(seconds: budget, clock: clock)), clock)
    }

    @Test("a success needs one attempt and no wait")
    func success() async throws {
        let inner = FakeKMA()
        let (retrying, clock) = client(inner)
        let forecast = try await retrying.forecast(for: seoul, base: issue)
        #expect(forecast == sampleForecast(cell: seoul, base: issue))
        #expect(inner.calls == 1)
        #expect(clock.recorded.isEmpty)
    }

    @Test("transient failures are retried with growing jittered waits until one succeeds")
    func recovers() async throws {
        let inner = FakeKMA(failing: [.transport("reset"), .httpStatus(502, retryAfterSeconds: nil)])
        let (retrying, clock) = client(inner)
        let forecast = try await retrying.forecast(for: seoul, base: issue)
        #expect(forecast.base == issue)
        #expect(inner.calls == 3)
        #expect(inner.requestedBases == [issue, issue, issue])
        #expect(clock.recorded == [0.25, 0.5])
    }

    @Test("after three failed attempts the last error is thrown")
    func givesUp() async throws {
        let inner = FakeKMA(failing: [
            .resultCode(.databaseError, message: "DB_ERROR"), .timedOut(seconds: 10),
            .resultCode(.unknown, message: "UNKNOWN_ERROR"), .transport("never reached"),
        ])
        let (retrying, clock) = client(inner)
        await #expect(throws: KMAError.resultCode(.unknown, message: "UNKNOWN_ERROR")) {
            try await retrying.forecast(for: seoul, base: issue)
        }
        #expect(inner.calls == 3)
        #expect(clock.recorded.count == 2)
    }

    @Test(
        "key, quota, content and NO_DATA errors fail after one attempt",
        arguments: [
            KMAError.gateway(reasonCode: "30", authMessage: "SERVICE_KEY_IS_NOT_REGISTERED_ERROR"),
            .resultCode(.quotaExceeded, message: ""), .content("truncated"), .resultCode(.noData, message: "NO_DATA"),
            .httpStatus(403, retryAfterSeconds: nil),
        ])
    func noRetry(error: KMAError) async throws {
        let inner = FakeKMA(failing: [error])
        let (retrying, clock) = client(inner)
        await #expect(throws: error) { try await retrying.forecast(for: seoul, base: issue) }
        #expect(inner.calls == 1)
        #expect(clock.recorded.isEmpty)
    }

    @Test("Retry-After is waited out when it fits the deadline")
    func retryAfterFits() async throws {
        let inner = FakeKMA(failing: [.httpStatus(429, retryAfterSeconds: 12)])
        let (retrying, clock) = client(inner, budget: 30)
        _ = try await retrying.forecast(for: seoul, base: issue)
        #expect(inner.calls == 2)
        #expect(clock.recorded == [12])
    }

    @Test("a Retry-After beyond the deadline fails at once with that error")
    func retryAfterTooLong() async throws {
        let error = KMAError.httpStatus(503, retryAfterSeconds: 3_600)
        let inner = FakeKMA(failing: [error])
        let (retrying, clock) = client(inner, budget: 30)
        await #expect(throws: error) { try await retrying.forecast(for: seoul, base: issue) }
        #expect(inner.calls == 1)
        #expect(clock.recorded.isEmpty)
    }

    @Test("time spent in earlier attempts and waits counts against the deadline")
    func deadlineConsumed() async throws {
        // Each attempt takes 9.5 s of the 20 s budget: after the second (and a 0.25 s wait) 0.75 s is left, less
        // than the policy's minimum attempt time.
        let clock = TestClock()
        let inner = FakeKMA { _, _, _ in
            clock.advance(by: 9.5)
            throw KMAError.timedOut(seconds: 9.5)
        }
        let retrying = IssueFetcher(
            transport: RetryingTransport(inner, random: { 0.5 }),
            deadline: Deadline(seconds: 20, clock: clock))
        await #expect(throws: KMAError.timedOut(seconds: 9.5)) { try await retrying.forecast(for: seoul, base: issue) }
        #expect(inner.calls == 2)
        #expect(clock.recorded == [0.25])
    }

    @Test("a cancelled run makes no further attempt")
    func cancelledBeforeRetry() async throws {
        // The first attempt fails transiently, and the run is cancelled while it waits to retry.
        let inner = FakeKMA(failing: [.transport("reset")])
        let clock = TestClock { _ in withUnsafeCurrentTask { $0?.cancel() } }
        let retrying = IssueFetcher(
            transport: RetryingTransport(inner, random: { 0.5 }),
            deadline: Deadline(seconds: 30, clock: clock))
        let run = Task { try await retrying.forecast(for: seoul, base: issue) }
        await #expect(throws: CancellationError.self) { try await run.value }
        #expect(inner.calls == 1)
        #expect(clock.recorded == [0.25])
    }

    @Test("the run's deadline running out is not retried")
    func deadlineNotRetried() async throws {
        let exceeded = DeadlineExceeded(.request(.forecast), seconds: 4)
        let inner = FakeKMA { _, _, _ in throw exceeded }
        let (retrying, clock) = client(inner)
        await #expect(throws: exceeded) { try await retrying.forecast(for: seoul, base: issue) }
        #expect(inner.calls == 1)
        #expect(clock.recorded.isEmpty)
    }

    @Test("each retry is logged without the key")
    func logsRetries() async throws {
        let lines = Locked<[String]>([])
        let inner = FakeKMA(failing: [.httpStatus(500, retryAfterSeconds: nil)])
        let retrying = IssueFetcher(
            transport: RetryingTransport(inner, random: { 0 }),
            deadline: Deadline(seconds: 30, clock: TestClock()), log: { line in lines.withLock { $0.append(line) } })
        _ = try await retrying.forecast(for: seoul, base: issue)
        #expect(lines.value.count == 1)
        #expect(lines.value.allSatisfy { $0.contains("HTTP 500") && !$0.contains(canaryKey) })
    }
}
