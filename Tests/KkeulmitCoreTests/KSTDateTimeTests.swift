import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("KSTDateTime")
struct KSTDateTimeTests {
    /// A UTC instant (seconds since 1970, computed independently) and its KST civil time.
    struct Known: Sendable, CustomTestStringConvertible {
        var epochSeconds: Double
        var iso8601: String
        var testDescription: String { "\(Int(epochSeconds)) = \(iso8601)" }
    }

    static let known: [Known] = [
        Known(epochSeconds: 0, iso8601: "1970-01-01T09:00:00+09:00"),
        Known(epochSeconds: -60, iso8601: "1970-01-01T08:59:00+09:00"),
        Known(epochSeconds: -32_400, iso8601: "1970-01-01T00:00:00+09:00"),
        Known(epochSeconds: -32_460, iso8601: "1969-12-31T23:59:00+09:00"),
        Known(epochSeconds: 946_652_400, iso8601: "2000-01-01T00:00:00+09:00"),
        Known(epochSeconds: 1_795_991_400, iso8601: "2026-11-30T07:30:00+09:00"),
        // 16:05Z on a UTC cron host is already 01:05 the next day in Korea.
        Known(epochSeconds: 1_795_968_300, iso8601: "2026-11-30T01:05:00+09:00"),
        Known(epochSeconds: 1_798_729_200, iso8601: "2027-01-01T00:00:00+09:00"),
        Known(epochSeconds: 4_107_510_000, iso8601: "2100-03-01T00:00:00+09:00"),
    ]

    @Test("an instant becomes KST civil time by fixed +9 arithmetic", arguments: known)
    func civil(_ k: Known) {
        #expect(KSTDateTime(Date(timeIntervalSince1970: k.epochSeconds)).iso8601 == k.iso8601)
    }

    @Test("a civil time gives back its instant", arguments: known)
    func instant(_ k: Known) {
        let civil = KSTDateTime(Date(timeIntervalSince1970: k.epochSeconds))
        #expect(civil.instant.timeIntervalSince1970 == k.epochSeconds)
    }

    @Test(
        "seconds are dropped, never rounded up",
        arguments: [(1_795_991_459.999, "2026-11-30T07:30:00+09:00"), (-0.5, "1970-01-01T08:59:00+09:00")])
    func dropsSeconds(epochSeconds: Double, iso8601: String) {
        #expect(KSTDateTime(Date(timeIntervalSince1970: epochSeconds)).iso8601 == iso8601)
    }

    @Test(
        "KMA's date and time strings parse",
        arguments: [
            ("20261130", "0500", "2026-11-30T05:00:00+09:00"), ("20261130", "0000", "2026-11-30T00:00:00+09:00"),
            ("20261130", "2359", "2026-11-30T23:59:00+09:00"),
        ])
    func parsesKMA(date: String, time: String, iso8601: String) {
        #expect(KSTDateTime(kmaDate: date, kmaTime: time)?.iso8601 == iso8601)
    }

    @Test(
        "bad KMA times are rejected",
        arguments: [
            ("20261130", "2400"), ("20261130", "0560"), ("20261130", "500"), ("20261130", "05:00"), ("20261130", ""),
            ("20261130", "05OO"), ("20261331", "0500"), ("", "0500"),
        ])
    func rejectsKMA(date: String, time: String) {
        #expect(KSTDateTime(kmaDate: date, kmaTime: time) == nil)
    }

    @Test("spellings: kmaTime, clock, iso8601")
    func spellings() {
        let t = KSTDateTime(year: 2026, month: 3, day: 1, hour: 5, minute: 7)
        #expect(t.kmaTime == "0507")
        #expect(t.clock == "05:07")
        #expect(t.iso8601 == "2026-03-01T05:07:00+09:00")
        #expect(t.description == t.iso8601)
    }

    @Test(
        "adding time crosses midnight, month and year ends and leap days",
        arguments: [
            ("2026-12-31T23:00:00+09:00", 60, "2027-01-01T00:00:00+09:00"),
            ("2027-01-01T00:00:00+09:00", -1, "2026-12-31T23:59:00+09:00"),
            ("2028-02-28T23:30:00+09:00", 30, "2028-02-29T00:00:00+09:00"),
            ("2026-02-28T23:30:00+09:00", 30, "2026-03-01T00:00:00+09:00"),
            ("2026-11-30T05:00:00+09:00", 3 * 24 * 60, "2026-12-03T05:00:00+09:00"),
        ])
    func adding(start: String, minutes: Int, end: String) throws {
        let t = KSTDateTime(try #require(ISO8601.parse(start)))
        #expect(t.adding(minutes: minutes).iso8601 == end)
    }

    @Test("adding hours is adding sixty minutes each")
    func addingHours() {
        let t = KSTDateTime(year: 2026, month: 11, day: 30, hour: 23)
        #expect(t.adding(hours: 2) == KSTDateTime(year: 2026, month: 12, day: 1, hour: 1))
        #expect(t.adding(hours: -24) == KSTDateTime(year: 2026, month: 11, day: 29, hour: 23))
    }

    @Test(
        "minutes since the epoch round-trip, negative ones too",
        arguments: [-1_000_000, -1441, -1440, -1, 0, 1, 59, 1439, 1440, 28_000_000])
    func minutesRoundTrip(_ minutes: Int) {
        #expect(KSTDateTime(minutesSinceEpoch: minutes).minutesSinceEpoch == minutes)
    }

    @Test("negative minutes fall on the previous day")
    func negativeMinutes() {
        #expect(KSTDateTime(minutesSinceEpoch: -1) == KSTDateTime(year: 1969, month: 12, day: 31, hour: 23, minute: 59))
    }

    @Test("start of hour drops the minutes; ordering follows time")
    func startOfHourAndOrder() {
        let t = KSTDateTime(year: 2026, month: 11, day: 30, hour: 7, minute: 45)
        #expect(t.startOfHour == KSTDateTime(year: 2026, month: 11, day: 30, hour: 7))
        #expect(t.startOfHour < t)
        #expect(
            KSTDateTime(year: 2026, month: 11, day: 30, hour: 23, minute: 59)
                < KSTDateTime(year: 2026, month: 12, day: 1, hour: 0))
    }
}
