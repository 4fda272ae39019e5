import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

/// A cached short-term issue read straight from its bytes into its timeline must give what reading its rows and
/// then mapping them gives, or nothing (then the rows are read the long way).
@Suite("CacheEntry.timeline: the cached bytes read into the same timeline as the rows, or left alone")
struct CacheEntryTimelineTests {
    static let cell = GridCell(nx: 60, ny: 127)!

    static func issue(_ fixture: String, hour: Int) throws -> KMAForecast {
        let response = try KMAResponseDecoder.decode(status: 200, headers: [:], body: Fixtures.data(fixture))
        let base = try #require(ForecastBase(KSTDateTime(year: 2026, month: 11, day: 30, hour: hour)))
        return KMAForecast(cell: cell, base: base, items: response.body?.items ?? [])
    }

    /// Both readings of `forecast` once cached, for `cell` and `base` (the issue's own unless given).
    static func bothWays(_ forecast: KMAForecast, cell: GridCell = cell, base: ForecastBase? = nil) throws -> (
        fast: KMAForecast?, slow: KMAForecast?
    ) {
        let data = try CacheEntry(forecast: forecast, fetchedAt: forecast.base.time.instant).encoded()
        let base = base ?? forecast.base
        return (
            CacheEntry.timeline(of: data, cell: cell, base: base),
            CacheEntry.decode(data)?.validated(cell: cell, base: base)
        )
    }

    @Test(
        "a whole issue reads the same both ways",
        arguments: [
            ("vilage-fcst-1700-success.json", 17), ("vilage-fcst-0500-success.json", 5),
            ("vilage-fcst-sea-cell.json", 5), ("vilage-fcst-unknown-category.json", 5),
        ])
    func wholeIssue(fixture: String, hour: Int) throws {
        let forecast = try Self.issue(fixture, hour: hour)
        let (fast, slow) = try Self.bothWays(forecast)
        let read = try #require(fast)
        #expect(read == slow)
        #expect(read.timeline() == forecast.timeline())
    }

    /// Rows a cache may hold but a service rarely sends, each put in place of the issue's first rows.
    @Test(
        "odd rows read the same, or the fast path stands aside",
        arguments: [
            [KMAItem(category: nil, fcstDate: "20261130", fcstTime: "1800", fcstValue: "3")],
            [KMAItem(category: "TMP", fcstDate: nil, fcstTime: "1800", fcstValue: "3")],
            [KMAItem(category: "TMP", fcstDate: "20261130", fcstTime: "1830", fcstValue: "3")],
            [KMAItem(category: "TMP", fcstDate: "2026113", fcstTime: "1800", fcstValue: "3")],
            [KMAItem(category: "XYZ", fcstDate: "20261130", fcstTime: "1800", fcstValue: "7")],
            [KMAItem(category: "TMPX", fcstDate: "20261130", fcstTime: "1800", fcstValue: "7")],
            [KMAItem(category: "기온", fcstDate: "20261130", fcstTime: "1800", fcstValue: "7")],
            [KMAItem(category: "TMP", fcstDate: "20261130", fcstTime: "18\"00", fcstValue: "7")],
            [KMAItem(category: "PCP", fcstDate: "20261130", fcstTime: "1800", fcstValue: "quote \" 눈 \u{1}")],
            [KMAItem(category: "TMP", fcstDate: "20261130", fcstTime: "1800", fcstValue: nil)],
            [
                KMAItem(category: "TMP", fcstDate: "20261201", fcstTime: "0900", fcstValue: "1"),
                KMAItem(category: "TMP", fcstDate: "20261130", fcstTime: "1800", fcstValue: "2"),
                KMAItem(category: "TMP", fcstDate: "20261201", fcstTime: "0900", fcstValue: "3"),
            ],
        ])
    func oddRows(rows: [KMAItem]) throws {
        var forecast = try Self.issue("vilage-fcst-1700-success.json", hour: 17)
        forecast.items.replaceSubrange(0..<rows.count, with: rows)
        let (fast, slow) = try Self.bothWays(forecast)
        if let fast { #expect(fast == slow) }
        #expect(slow != nil)
    }

    @Test("an entry for another cell or issue is no timeline either way")
    func anotherCellOrIssue() throws {
        let forecast = try Self.issue("vilage-fcst-1700-success.json", hour: 17)
        let otherBase = try #require(ForecastBase(KSTDateTime(year: 2026, month: 11, day: 30, hour: 14)))
        for (cell, base) in [(GridCell(nx: 61, ny: 127)!, forecast.base), (Self.cell, otherBase)] {
            let (fast, slow) = try Self.bothWays(forecast, cell: cell, base: base)
            #expect(fast == nil)
            #expect(slow == nil)
        }
    }

    @Test(
        "bytes that are not what the cache writes are left to the long way",
        arguments: [
            #"{"base":"2026-11-30T17:00:00+09:00","fetchedAt":"2026-11-30T17:00:00+09:00","items":[],"nx":60,"ny":127,"schemaVersion":1}"#,
            #"{"base":"2026-11-30T17:00:00+09:00","fetchedAt":"2026-11-30T17:00:00+09:00","items":[["TMP","20261130","1800"]],"nx":60,"ny":127,"schemaVersion":1}"#,
            #"{"base":"2026-11-30T17:00:00+09:00","fetchedAt":"2026-11-30T17:00:00+09:00","items":[["TMP","20261130","1800",3]],"nx":60,"ny":127,"schemaVersion":1}"#,
            #"{"base":"2026-11-30T17:00:00+09:00","fetchedAt":"2026-11-30T17:00:00+09:00","items":[["T\u004dP","20261130","1800","3"]],"nx":60,"ny":127,"schemaVersion":1}"#,
            #"{"base":"2026-11-30T17:00:00+09:00","fetchedAt":"x","items":[["TMP","20261130","1800","3"]],"nx":60,"ny":127,"schemaVersion":1}"#,
            #"{"base":"2026-11-30T17:00:00+09:00","fetchedAt":"2026-11-30T17:00:00+09:00","items":[["TMP","20261130","1800","3"]],"nx":60,"ny":127,"schemaVersion":2}"#,
        ])
    func strayBytes(text: String) throws {
        let base = try #require(ForecastBase(KSTDateTime(year: 2026, month: 11, day: 30, hour: 17)))
        #expect(CacheEntry.timeline(of: Data(text.utf8), cell: Self.cell, base: base) == nil)
    }
}

@Suite("ForecastCategory: codes read as bytes")
struct ForecastCategoryCodeTests {
    static let known: [(String, ForecastCategory)] = [
        ("POP", .pop), ("PTY", .pty), ("PCP", .pcp), ("REH", .reh), ("SNO", .sno), ("SKY", .sky), ("TMP", .tmp),
        ("TMN", .tmn), ("TMX", .tmx), ("UUU", .uuu), ("VVV", .vvv), ("WAV", .wav), ("VEC", .vec), ("WSD", .wsd),
        ("T1H", .t1h), ("RN1", .rn1), ("LGT", .lgt),
    ]

    @Test("every known code reads as its category", arguments: known)
    func knownCodes(code: String, category: ForecastCategory) {
        #expect(ForecastCategory(code: code) == category)
    }

    @Test("anything else is kept as it was sent", arguments: ["", "TM", "TMPX", "tmp", "XYZ", "기온", "T1 "])
    func otherCodes(code: String) {
        #expect(ForecastCategory(code: code) == .other(code))
    }
}
