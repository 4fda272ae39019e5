import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("ISO8601")
struct ISO8601Tests {
    // 2026-11-30T07:30:00+09:00 = 2026-11-29T22:30:00Z.
    static let seoulMorning = 1_795_991_400.0

    @Test(
        "timestamps with an offset parse to the same instant",
        arguments: [
            ("2026-11-30T07:30:00+09:00", 0.0), ("2026-11-29T22:30:00Z", 0), ("2026-11-29T22:30:00z", 0),
            ("2026-11-29T17:30:00-05:00", 0), ("2026-11-30T07:30:00+0900", 0), ("2026-11-30T07:30+09:00", 0),
            ("2026-11-30 07:30:00+09:00", 0), ("2026-11-30t07:30:00+09:00", 0), ("2026-11-30T04:00:00+05:30", 0),
            ("  2026-11-30T07:30:00+09:00  ", 0), ("2026-11-30T07:30:15+09:00", 15),
            ("2026-11-30T07:30:15.25+09:00", 15.25), ("2026-11-30T07:30:15,5+09:00", 15.5),
            ("2026-11-30T07:30:00.000Z", 32_400), ("2026-11-30T07:30:00-00:00", 32_400),
        ])
    func withOffset(text: String, secondsAfter: Double) throws {
        let date = try #require(ISO8601.parse(text))
        #expect(date.timeIntervalSince1970 == Self.seoulMorning + secondsAfter)
    }

    @Test(
        "zone-less times are KST, but only when allowed",
        arguments: ["2026-11-30T07:30", "2026-11-30 07:30", "2026-11-30T07:30:00"])
    func local(_ text: String) throws {
        #expect(ISO8601.parse(text) == nil)
        #expect(ISO8601.parse(text, allowLocal: false) == nil)
        let date = try #require(ISO8601.parse(text, allowLocal: true))
        #expect(date.timeIntervalSince1970 == Self.seoulMorning)
    }

    @Test("a parsed timestamp reads back as the same KST civil time")
    func civil() throws {
        let date = try #require(ISO8601.parse("2026-12-31T15:00:00Z"))
        #expect(KSTDateTime(date).iso8601 == "2027-01-01T00:00:00+09:00")
    }

    @Test(
        "malformed or impossible timestamps are rejected, even when local forms are allowed",
        arguments: [
            "", "now", "2026-11-30", "2026-11-30T", "2026-11-30T07", "2026-11-30T7:30+09:00", "2026-1-30T07:30+09:00",
            "2026/11/30 07:30+09:00", "2026-13-01T00:00+09:00", "2026-00-01T00:00+09:00", "2026-02-29T00:00+09:00",
            "2026-11-31T00:00+09:00", "2026-11-30T24:00+09:00", "2026-11-30T07:60+09:00", "2026-11-30T07:30:60+09:00",
            "2026-11-30T07:30:00.+09:00", "2026-11-30T07:30:00+9:00", "2026-11-30T07:30:00+24:00",
            "2026-11-30T07:30:00+09:60", "2026-11-30T07:30:00 +09:00", "2026-11-30T07:30:00+09:00x",
            "2026-11-30T07:30:00ZZ", "2026-11-30T07:30:00 KST", "2026-11-30T07:30:00Asia/Seoul",
            "２０２６-11-30T07:30+09:00",
        ])
    func rejects(_ text: String) {
        #expect(ISO8601.parse(text) == nil)
        #expect(ISO8601.parse(text, allowLocal: true) == nil)
    }

    @Test(
        "spaces around a timestamp are trimmed: ASCII ones from its bytes, Unicode ones before",
        arguments: [
            "\t2026-11-30T07:30:00+09:00\t", "\u{00A0}2026-11-30T07:30:00+09:00", "2026-11-30T07:30:00+09:00\u{3000}",
        ])
    func trimmed(_ text: String) throws {
        let date = try #require(ISO8601.parse(text))
        #expect(date.timeIntervalSince1970 == Self.seoulMorning)
    }

    @Test(
        "a timestamp followed by anything, a letter, a combining mark or a line break, is rejected",
        arguments: ["2026-11-30T07:30:00+09:00é", "2026-11-30T07:30:00\u{0301}+09:00", "2026-11-30T07:30\r\n"])
    func nonASCII(_ text: String) {
        #expect(ISO8601.parse(text, allowLocal: true) == nil)
    }

    @Test("29 February parses in a leap year")
    func leapDay() throws {
        let date = try #require(ISO8601.parse("2028-02-29T12:00:00+09:00"))
        #expect(KSTDateTime(date) == KSTDateTime(year: 2028, month: 2, day: 29, hour: 12))
    }
}
