import KkeulmitCore
import Testing

@testable import KkeulmitCLI

@Suite("FailureReport")
struct FailureReportTests {
    struct Odd: Error {}

    @Test(
        "maps every kind of failure to the contract's exit code",
        arguments: [
            (UsageError("x") as any Error, ExitCode.usage),
            (LocationError.ambiguousPlace("중구", candidates: ["서울특별시 중구", "부산광역시 중구"]), .usage),
            (LocationError.outsideGrid(latitude: 40, longitude: 130), .usage),
            (ConfigurationError("x"), .configuration),
            (KMAError.content("truncated"), .dataError),
            (KMAError.resultCode(.applicationError, message: ""), .unavailable),
            (KMAError.timedOut(seconds: 3), .unavailable),
            (DeadlineExceeded(.kma, seconds: 3), .unavailable),
            (DeadlineExceeded(.cacheLock, seconds: 3), .unavailable),
            (DeadlineExceeded(.command("crontab -l"), seconds: 3), .unavailable),
            (DeadlineExceeded(.run, seconds: 3), .unavailable),
            (KMAError.httpStatus(503, retryAfterSeconds: nil), .unavailable),
            (KMAError.httpStatus(429, retryAfterSeconds: nil), .temporaryFailure),
            (KMAError.resultCode(.quotaExceeded, message: ""), .temporaryFailure),
            (KMAError.resultCode(.keyNotRegistered, message: ""), .keyRejected),
            (KMAError.httpStatus(403, retryAfterSeconds: nil), .keyRejected),
            (InternalError("x"), .internalError),
            (CancellationError(), .internalError),
            (Odd(), .internalError),
        ])
    func maps(error: any Error, code: ExitCode) {
        #expect(FailureReport.map(error).code == code)
    }

    @Test("exit code values are the contract's")
    func values() {
        #expect(ExitCode.allCases.map(\.rawValue).sorted() == [0, 64, 65, 69, 70, 75, 77, 78])
    }

    @Test(
        "a run out of time says what the time went to, and blames KMA only when KMA was being asked",
        arguments: [
            (
                DeadlineExceeded(.kma, seconds: 3.6977),
                "KMA did not answer within 3.7 s: try again later or raise --timeout"
            ),
            (
                DeadlineExceeded(.cacheLock, seconds: 9.96),
                "waited 10 s for another kkeulmit run holding the cache lock: try again, or raise --timeout"
            ),
            (
                DeadlineExceeded(.command("crontab -l"), seconds: 30),
                "'crontab -l' did not finish within 30 s and was stopped: check that cron works"
            ),
            (
                DeadlineExceeded(.run, seconds: 2),
                "the run did not finish within its 2 s (--timeout): try again later or raise --timeout"
            ),
        ])
    func deadlineMessages(error: DeadlineExceeded, message: String) {
        #expect(FailureReport.map(error).message == message)
    }

    @Test("an ambiguous place lists its candidates")
    func ambiguous() {
        let message = FailureReport.map(LocationError.ambiguousPlace("중구", candidates: ["서울특별시 중구", "부산광역시 중구"]))
            .message
        #expect(message == "place '중구' is ambiguous: '서울특별시 중구', '부산광역시 중구'; give the full name")
    }
}
