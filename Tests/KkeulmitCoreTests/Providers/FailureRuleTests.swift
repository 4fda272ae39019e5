import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

/// The rules of remembered failures (issue 30, item 5): which are remembered, until when, how the back-off grows,
/// its cap at the source's next issue; all by the run's time in fixed UTC+9.
@Suite("FailureRule: which failures are remembered, and until when")
struct FailureRuleTests {
    static func at(_ iso: String) -> Date { ISO8601.parse(iso)! }
    static func kst(_ d: Int, _ h: Int, _ m: Int = 0) -> KSTDateTime {
        KSTDateTime(year: 2026, month: 12, day: d, hour: h, minute: m)
    }

    static let reasons: [(String, any Error, FailoverRule.Verdict, FailureRule.Reason?)] = [
        ("gateway 30", KMAError.gateway(reasonCode: "30", authMessage: "", httpStatus: 403), .moveOn, .rejected),
        ("header 30", KMAError.resultCode(.keyNotRegistered, message: ""), .moveOn, .rejected),
        ("gateway 31", KMAError.gateway(reasonCode: "31", authMessage: ""), .moveOn, .rejected),
        ("API Hub 403, not approved", KMAError.apiHub(status: 403, message: ""), .moveOn, .rejected),
        ("API Hub 401", KMAError.apiHub(status: 401, message: "", httpStatus: 401), .moveOn, .rejected),
        ("API Hub 403 read as the quota", KMAError.apiHub(status: 403, message: ""), .outOfQuota, nil),
        ("HTTP 500", KMAError.httpStatus(500, retryAfterSeconds: nil), .moveOn, .failed),
        ("refused", KMAError.transport("connection refused"), .moveOn, .failed),
        ("timed out", KMAError.timedOut(seconds: 4), .moveOn, .failed),
        ("05 after its retry", KMAError.resultCode(.serviceTimeout, message: ""), .moveOn, .failed),
        ("03: step back instead", KMAError.resultCode(.noData, message: "NO_DATA"), .stop, nil),
        ("99: a stated reason", KMAError.resultCode(.unknown, message: "검색결과가 없습니다"), .stop, nil),
        ("22: the quota's", KMAError.gateway(reasonCode: "22", authMessage: ""), .outOfQuota, nil),
        ("an HTML page", KMAError.content("HTML"), .moveOn, nil),
        ("the deadline", DeadlineExceeded(.request(.forecast), seconds: 3), .stop, nil),
        ("cancellation", CancellationError(), .stop, nil),
    ]

    @Test("which failures are remembered", arguments: reasons)
    func reason(name: String, error: any Error, verdict: FailoverRule.Verdict, expected: FailureRule.Reason?) {
        #expect(FailureRule.reason(for: error, verdict: verdict) == expected, "\(name)")
    }

    static let midnights: [(String, KSTDateTime)] = [
        ("2026-12-02T12:01:00+09:00", kst(3, 0)),
        ("2026-12-02T00:00:00+09:00", kst(3, 0)),
        ("2026-12-02T23:59:59+09:00", kst(3, 0)),
        // 23:30 UTC is 08:30 KST the next day: the KST day counts, never UTC's or the host's.
        ("2026-12-01T23:30:00Z", kst(3, 0)),
        ("2026-12-31T18:00:00+09:00", KSTDateTime(year: 2027, month: 1, day: 1, hour: 0)),
    ]

    @Test("a rejected key is remembered until the next 00:00 KST", arguments: midnights)
    func rejectedUntil(now: String, expected: KSTDateTime) {
        let (until, failures) = FailureRule.until(.rejected, now: Self.at(now), previous: nil, nextIssue: nil)
        #expect(until == expected && failures == 1)
    }

    static let growth: [(failures: Int, next: KSTDateTime?, expected: KSTDateTime)] = [
        (1, nil, kst(2, 12, 3)), (2, nil, kst(2, 12, 5)), (3, nil, kst(2, 12, 9)), (4, nil, kst(2, 12, 17)),
        (5, nil, kst(2, 12, 33)), (6, nil, kst(2, 13, 5)), (7, nil, kst(2, 13, 5)), (40, nil, kst(2, 13, 5)),
        // Never past the next issue: a new one is worth asking for at once.
        (3, kst(2, 12, 10), kst(2, 12, 9)), (4, kst(2, 12, 10), kst(2, 12, 10)), (1, kst(2, 12, 2), kst(2, 12, 2)),
        // A next issue already out (a clock set back) does not shorten it to nothing.
        (1, kst(2, 11, 0), kst(2, 12, 3)),
    ]

    @Test("the back-off: 2, 4, 8 … minutes, at most 64, never past the next issue", arguments: growth)
    func backOff(failures: Int, next: KSTDateTime?, expected: KSTDateTime) {
        let now = Self.at("2026-12-02T12:01:30+09:00")
        #expect(FailureRule.backOff(now: now, failures: failures, nextIssue: next) == expected)
    }

    static let previous: [(String, FailureRecord?, String, Int)] = [
        ("none", nil, "2026-12-02T12:03:00+09:00", 1),
        ("a failure just ended", failed(2, until: kst(2, 12, 3)), "2026-12-02T12:03:00+09:00", 3),
        ("a failure ended 59 min ago", failed(2, until: kst(2, 12, 3)), "2026-12-02T13:02:00+09:00", 3),
        ("a failure ended an hour ago", failed(2, until: kst(2, 12, 3)), "2026-12-02T13:03:00+09:00", 1),
        ("a rejection before", rejected(until: kst(2, 0)), "2026-12-02T00:00:00+09:00", 1),
    ]

    @Test("failures in a row: one more after a recent failure, else the first", arguments: previous)
    func failuresInARow(name: String, previous: FailureRecord?, now: String, expected: Int) {
        #expect(FailureRule.failures(after: previous, now: Self.at(now)) == expected, "\(name)")
    }

    static func failed(_ n: Int, until: KSTDateTime) -> FailureRecord {
        FailureRecord(reason: .failed, failures: n, since: until.instant.addingTimeInterval(-120), until: until)
    }

    static func rejected(until: KSTDateTime) -> FailureRecord {
        FailureRecord(reason: .rejected, failures: 1, since: until.instant.addingTimeInterval(-3_600), until: until)
    }

    static let nextIssues: [(String, IssueSchedule, KSTDateTime, KSTDateTime)] = [
        ("ultra-short observation at 12:05", .ultraShortObservation, kst(2, 12, 5), kst(2, 12, 10)),
        ("ultra-short observation at 12:10", .ultraShortObservation, kst(2, 12, 10), kst(2, 13, 10)),
        ("ultra-short forecast at 12:50", .ultraShortForecast, kst(2, 12, 50), kst(2, 13, 45)),
        ("short-term at 23:30", .shortTermForecast, kst(2, 23, 30), kst(3, 2, 10)),
    ]

    @Test("the next issue callable after now", arguments: nextIssues)
    func nextCallable(name: String, schedule: IssueSchedule, now: KSTDateTime, expected: KSTDateTime) {
        #expect(schedule.nextCallable(after: now) == expected, "\(name)")
    }
}
