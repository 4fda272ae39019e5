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

    @Test("an ambiguous place lists its candidates")
    func ambiguous() {
        let message = FailureReport.map(LocationError.ambiguousPlace("중구", candidates: ["서울특별시 중구", "부산광역시 중구"]))
            .message
        #expect(message == "place '중구' is ambiguous: '서울특별시 중구', '부산광역시 중구'; give the full name")
    }
}
