import Foundation
import Testing

@testable import KkeulmitCore

@Suite("RetryAfter")
struct RetryAfterTests {
    /// 1994-11-06T08:49:07Z: thirty seconds before the RFC example date.
    static let now = Date(timeIntervalSince1970: 784_111_747)

    @Test(
        "delay-seconds and the three HTTP-date forms",
        arguments: [
            ("120", 120.0),
            ("0", 0),
            (" 5 ", 5),
            ("Sun, 06 Nov 1994 08:49:37 GMT", 30),
            ("Sunday, 06-Nov-94 08:49:37 GMT", 30),
            ("Sun Nov  6 08:49:37 1994", 30),
            ("Sun, 06 Nov 1994 08:50:07 GMT", 60),
            ("sun, 06 nov 1994 08:49:37 gmt", 30),
            ("Sun, 06 Nov 1994 08:00:00 GMT", 0),  // in the past
            ("Mon, 07 Nov 1994 08:49:37 GMT", 86_430),
        ])
    func parses(value: String, seconds: Double) {
        #expect(RetryAfter.seconds(from: value, now: Self.now) == seconds)
    }

    @Test(
        "anything else is not a Retry-After",
        arguments: [
            "", "soon", "-5", "1.5", "12s", "Sun, 06 Nov 1994 08:49:37", "Sun, 06 Nov 1994 08:49:37 KST",
            "Sun, 31 Nov 1994 08:49:37 GMT", "Sun, 06 Foo 1994 08:49:37 GMT", "Sun, 06 Nov 1994 24:00:00 GMT",
            "Sun, 6 Nov 1994 08:49:37 GMT", "Sunday, 06-Nov-1994 08:49:37 GMT", "Xyz, 06 Nov 1994 08:49:37 GMT",
            "Sun Nov 6 08:49 1994", "2026-11-30T07:30:00+09:00",
        ])
    func rejects(value: String) {
        #expect(RetryAfter.seconds(from: value, now: Self.now) == nil)
    }

    @Test("RFC 850 two-digit years are read in the century that is not more than 50 years ahead")
    func twoDigitYears() {
        let now2026 = kst(2026, 11, 30, 7)
        let soon = RetryAfter.httpDate("Monday, 30-Nov-26 00:00:10 GMT", now: now2026)
        #expect(soon == kst(2026, 11, 30, 9, 0, 10))
        let past = RetryAfter.httpDate("Sunday, 06-Nov-94 08:49:37 GMT", now: now2026)
        #expect(past == Date(timeIntervalSince1970: 784_111_777))
    }

    @Test("parsing does not depend on the host's zone")
    func zoneFree() {
        #expect(
            RetryAfter.httpDate("Mon, 30 Nov 2026 00:00:00 GMT", now: Self.now)
                == KSTDateTime(year: 2026, month: 11, day: 30, hour: 9).instant)
    }
}
