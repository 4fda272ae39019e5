import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("RetryPolicy")
struct RetryPolicyTests {
    let policy = RetryPolicy(maxAttempts: 3, baseDelay: 0.5, maxDelay: 4, minimumAttemptTime: 1)

    static let retried: [KMAError] = [
        .transport("connection refused"), .timedOut(seconds: 10), .httpStatus(408, retryAfterSeconds: nil),
        .httpStatus(429, retryAfterSeconds: nil), .httpStatus(500, retryAfterSeconds: nil),
        .httpStatus(503, retryAfterSeconds: nil), .httpStatus(599, retryAfterSeconds: nil),
        .resultCode(.applicationError, message: "APPLICATION_ERROR"), .resultCode(.databaseError, message: ""),
        .resultCode(.httpError, message: ""), .resultCode(.serviceTimeout, message: ""),
        .resultCode(.unknown, message: ""), .gateway(reasonCode: "04", authMessage: "HTTP_ROUTING_ERROR"),
    ]

    static let neverRetried: [KMAError] = [
        .resultCode(.noData, message: "NO_DATA"), .resultCode(KMAResultCode(rawValue: "10"), message: ""),
        .resultCode(KMAResultCode(rawValue: "11"), message: ""),
        .resultCode(KMAResultCode(rawValue: "12"), message: ""),
        .resultCode(.accessDenied, message: ""), .resultCode(KMAResultCode(rawValue: "21"), message: ""),
        .resultCode(.quotaExceeded, message: ""), .resultCode(.keyNotRegistered, message: ""),
        .resultCode(KMAResultCode(rawValue: "31"), message: ""),
        .resultCode(KMAResultCode(rawValue: "32"), message: ""),
        .resultCode(KMAResultCode(rawValue: "33"), message: ""),
        .gateway(reasonCode: "30", authMessage: "SERVICE_KEY_IS_NOT_REGISTERED_ERROR"),
        .gateway(reasonCode: "22", authMessage: "LIMITED_NUMBER_OF_SERVICE_REQUESTS_EXCEEDS_ERROR"),
        .httpStatus(401, retryAfterSeconds: nil), .httpStatus(403, retryAfterSeconds: nil),
        .httpStatus(404, retryAfterSeconds: nil), .httpStatus(400, retryAfterSeconds: 1),
        .content("truncated JSON"), .responseTooLarge(limitBytes: 8_000_000),
    ]

    @Test("transient failures are retried", arguments: retried)
    func retries(error: KMAError) {
        #expect(RetryPolicy.isRetryable(error))
        #expect(policy.decision(after: error, attemptsMade: 1, remainingSeconds: 30, jitter: 0.5) != .fail)
    }

    @Test("key, quota, parameter and content failures are never retried", arguments: neverRetried)
    func neverRetries(error: KMAError) {
        #expect(!RetryPolicy.isRetryable(error))
        #expect(policy.decision(after: error, attemptsMade: 1, remainingSeconds: 30, jitter: 0.5) == .fail)
    }

    @Test("errors that are not KMA's (cancellation) are never retried")
    func foreignErrors() {
        #expect(policy.decision(after: CancellationError(), attemptsMade: 1, remainingSeconds: 30, jitter: 0) == .fail)
    }

    @Test("there are at most three attempts", arguments: [(1, true), (2, true), (3, false), (4, false)])
    func attemptCap(attemptsMade: Int, retries: Bool) {
        let d = policy.decision(
            after: KMAError.transport("reset"), attemptsMade: attemptsMade, remainingSeconds: 30, jitter: 0.5)
        #expect((d != .fail) == retries)
    }

    @Test(
        "the backoff ceiling doubles from the base delay and is capped",
        arguments: [(1, 0.5), (2, 1.0), (3, 2.0), (4, 4.0), (5, 4.0), (40, 4.0)])
    func ceilings(attemptsMade: Int, ceiling: Double) {
        #expect(policy.backoffCeiling(attemptsMade: attemptsMade) == ceiling)
    }

    @Test("the delay is full jitter: jitter × ceiling", arguments: [(0.0, 1, 0.0), (0.5, 1, 0.25), (0.5, 2, 0.5)])
    func jitterScales(jitter: Double, attemptsMade: Int, delay: Double) {
        let d = policy.decision(
            after: KMAError.timedOut(seconds: 5), attemptsMade: attemptsMade, remainingSeconds: 30, jitter: jitter)
        #expect(d == .retry(afterSeconds: delay))
    }

    @Test("seeded jitter spreads delays over [0, ceiling) and never beyond")
    func jitterBounds() {
        let random = SeededRandom(seed: 42)
        let wide = RetryPolicy(maxAttempts: 100, baseDelay: 0.5, maxDelay: 4, minimumAttemptTime: 0)
        for attempt in 1...6 {
            let ceiling = wide.backoffCeiling(attemptsMade: attempt)
            var delays: [Double] = []
            for _ in 0..<200 {
                let d = wide.decision(
                    after: KMAError.httpStatus(503, retryAfterSeconds: nil), attemptsMade: attempt,
                    remainingSeconds: 1_000, jitter: random.nextUnit())
                guard case .retry(let delay) = d else {
                    Issue.record("expected a retry, got \(d)")
                    return
                }
                delays.append(delay)
            }
            #expect(delays.allSatisfy { $0 >= 0 && $0 < ceiling })
            // Full jitter, not equal jitter: both halves of the range are used.
            #expect(delays.contains { $0 < ceiling / 4 })
            #expect(delays.contains { $0 > ceiling * 3 / 4 })
        }
    }

    @Test("Retry-After replaces the backoff when it fits before the deadline")
    func retryAfterHonoured() {
        let d = policy.decision(
            after: KMAError.httpStatus(503, retryAfterSeconds: 7), attemptsMade: 1, remainingSeconds: 20, jitter: 0.9)
        #expect(d == .retry(afterSeconds: 7))
        let zero = policy.decision(
            after: KMAError.httpStatus(429, retryAfterSeconds: 0), attemptsMade: 2, remainingSeconds: 20, jitter: 0.9)
        #expect(zero == .retry(afterSeconds: 0))
    }

    @Test(
        "a wait that leaves no time for the attempt fails at once",
        arguments: [
            (KMAError.httpStatus(503, retryAfterSeconds: 120), 30.0),
            (KMAError.httpStatus(429, retryAfterSeconds: 29.5), 30.0),
            (KMAError.transport("reset"), 0.5),
            (KMAError.transport("reset"), -3.0),
        ])
    func deadlineTooClose(error: KMAError, remaining: Double) {
        #expect(policy.decision(after: error, attemptsMade: 1, remainingSeconds: remaining, jitter: 0.99) == .fail)
    }
}
