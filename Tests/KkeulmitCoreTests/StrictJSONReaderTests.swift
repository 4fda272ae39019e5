import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

/// The fast readers must give exactly what `JSONDecoder` gives, or nothing (then `JSONDecoder` decides).
@Suite("StrictJSONReader: the fast path agrees with JSONDecoder or stands aside")
struct StrictJSONReaderTests {
    static func fast(_ text: String) -> KMAResponse? {
        Data(text.utf8).withUnsafeBytes { KMAResponse.strictlyDecoded(from: $0.bindMemory(to: UInt8.self)) }
    }

    static func slow(_ text: String) -> KMAResponse? {
        try? JSONDecoder().decode(KMAResponse.self, from: Data(text.utf8))
    }

    static func rows(_ r: KMAResponse?) -> [KMAItem]? { r?.body?.items }

    @Test(
        "every KMA fixture reads the same both ways",
        arguments: [
            "vilage-fcst-1700-success.json", "vilage-fcst-0500-success.json", "vilage-fcst-sea-cell.json",
            "vilage-fcst-unknown-category.json", "vilage-fcst-no-data.json", "vilage-fcst-result-10.json",
        ])
    func fixturesAgree(name: String) throws {
        let text = Fixtures.text(name)
        let fast = try #require(Self.fast(text))
        let slow = try #require(Self.slow(text))
        #expect(fast.body?.items == slow.body?.items)
        #expect(fast.body?.totalCount == slow.body?.totalCount)
        #expect(fast.body?.numOfRows == slow.body?.numOfRows)
        #expect(fast.header.resultCode == slow.header.resultCode)
        #expect(fast.header.resultMsg == slow.header.resultMsg)
    }

    @Test(
        "lenient values read as JSONDecoder reads them",
        arguments: [
            #"{"response":{"header":{"resultCode":"00"},"body":{"items":{"item":[{"category":"TMP","fcstValue":-5,"nx":"60","ny":" 127 "}]}}}}"#,
            #"{"response":{"header":{"resultCode":0},"body":{"items":"","totalCount":"3"}}}"#,
            #"{"response":{"header":{"resultCode":"00"},"body":null}}"#,
            #"{"response":{"header":{"resultCode":"00"},"body":{"items":{"item":null}}},"extra":[1,2.5e3,true,null,{}]}"#,
            #"{"response":{"header":{"resultCode":"00","resultMsg":"a\"b\\c\u00e9\ud83d\ude00\n"},"body":{"items":{}}}}"#,
            #"{"response":{"header":{"resultCode":"00"},"body":{"items":{"item":[{"fcstValue":"강수없음","obsrValue":null}]}}}}"#,
        ])
    func lenientValuesAgree(text: String) throws {
        let fast = try #require(Self.fast(text))
        let slow = try #require(Self.slow(text))
        #expect(Self.rows(fast) == Self.rows(slow))
        #expect(fast.header.resultCode == slow.header.resultCode)
        #expect(fast.header.resultMsg == slow.header.resultMsg)
        #expect(fast.body?.totalCount == slow.body?.totalCount)
        #expect((fast.body == nil) == (slow.body == nil))
    }

    @Test(
        "anything unusual is left to JSONDecoder",
        arguments: [
            #"{"response":{"header":{"resultCode":"00"},"body":{"items":{"item":[{"fcstValue":1.5}]}}}}"#,
            #"{"response":{"header":{"resultCode":"00"},"body":{"items":{"item":[{"nx":1,"nx":2}]}}}}"#,
            #"{"response":{"header":{"resultCode":"00"}},"response":{}}"#,
            #"{"response":{"header":null}}"#,
            #"{"response":{"header":{"resultCode":"00"},"body":{"items":{"item":{}}}}}"#,
            #"{"response":{"header":{"resultCode":"00"}}} x"#,
            #"{"response":{"header":{"resultCode":"0"#,
            #"{"response":{"header":{"resultCode":"\ud800"}}}"#,
            #"{"response":{"header":{"resultCode":-0}}}"#,
            #"{"response":{"header":{"resultCode":012}}}"#,
            #"{"response":{"header":{"resultCode":99999999999999999999}}}"#,
            "{\"response\":{\"header\":{\"resultCode\":\"a\tb\"}}}",
            "[" + String(repeating: "[", count: 100) + String(repeating: "]", count: 101),
            "",
        ])
    func unusualBodiesAreLeftAlone(text: String) {
        #expect(Self.fast(text) == nil)
    }

    @Test("a stored cache entry reads back the same both ways")
    func cacheEntryAgrees() throws {
        let response = try KMAResponseDecoder.decode(
            status: 200, headers: [:], body: Fixtures.data("vilage-fcst-1700-success.json"))
        let items = try #require(response.body?.items)
        let base = try #require(ForecastBase(KSTDateTime(year: 2026, month: 11, day: 30, hour: 17)))
        var forecast = KMAForecast(cell: GridCell(nx: 60, ny: 127)!, base: base, items: items)
        forecast.items[0].fcstValue = "quote \" backslash \\ 눈 \u{1}"
        forecast.items[1].fcstValue = nil
        let data = try CacheEntry(forecast: forecast, fetchedAt: base.time.instant).encoded()
        let fast = try #require(
            data.withUnsafeBytes { CacheEntry.strictlyDecoded(from: $0.bindMemory(to: UInt8.self)) })
        let slow = try JSONDecoder().decode(CacheEntry.self, from: data)
        #expect(fast == slow)
        #expect(fast.items.count == 1052)
    }

    @Test(
        "a cache entry that strays from what the cache writes is left to JSONDecoder",
        arguments: [
            #"{"base":"b","fetchedAt":"f","items":[["a","b","c"]],"nx":1,"ny":2,"schemaVersion":1}"#,
            #"{"base":"b","fetchedAt":"f","items":[["a","b","c","d",null]],"nx":1,"ny":2,"schemaVersion":1}"#,
            #"{"base":"b","fetchedAt":"f","items":[],"nx":1,"ny":2,"schemaVersion":"1"}"#,
            #"{"base":"b","fetchedAt":"f","items":[],"nx":1,"ny":2}"#,
            #"{"base":"b","base":"c","fetchedAt":"f","items":[],"nx":1,"ny":2,"schemaVersion":1}"#,
        ])
    func strayCacheEntries(text: String) {
        let fast = Data(text.utf8).withUnsafeBytes { CacheEntry.strictlyDecoded(from: $0.bindMemory(to: UInt8.self)) }
        #expect(fast == nil)
    }
}

/// The cache format's oracle is a round trip, not another encoder's bytes: what `encoded()` writes must read back
/// as the same entry through `JSONDecoder` and through the strict reader (the fast path of every cache hit).
/// Byte parity with `JSONEncoder` would tie the format to one Foundation's escaping choices.
@Suite("CacheEntry written by hand reads back the same")
struct CacheEntryWritingTests {
    /// The entry read back through `JSONDecoder` and through the strict reader.
    static func readBack(_ entry: CacheEntry) throws -> (decoded: CacheEntry?, strict: CacheEntry?) {
        let written = try entry.encoded()
        let decoded = try? JSONDecoder().decode(CacheEntry.self, from: written)
        let strict = written.withUnsafeBytes { CacheEntry.strictlyDecoded(from: $0.bindMemory(to: UInt8.self)) }
        return (decoded, strict)
    }

    @Test(
        "a value needing escapes survives JSONDecoder and the strict reader",
        arguments: [
            "-3", "1mm 미만", "quote \" backslash \\ slash /", "\u{0}\u{1}\u{8}\u{9}\u{A}\u{C}\u{D}\u{1F}\u{7F}",
            "emoji 😀 and é", "line \u{2028} and paragraph \u{2029} separators", "",
        ])
    func roundTrip(value: String) throws {
        let base = try #require(ForecastBase(KSTDateTime(year: 2026, month: 11, day: 30, hour: 5)))
        let forecast = KMAForecast(
            cell: GridCell(nx: 149, ny: 1)!, base: base,
            items: [
                KMAItem(category: "TMP", fcstDate: "20261130", fcstTime: "0600", fcstValue: value),
                KMAItem(category: nil, fcstDate: value, fcstTime: nil, fcstValue: nil),
            ])
        let entry = CacheEntry(forecast: forecast, fetchedAt: base.time.instant.addingTimeInterval(723))
        let (decoded, strict) = try Self.readBack(entry)
        #expect(decoded == entry)
        #expect(strict == entry)
    }

    @Test("the full 17시 issue survives JSONDecoder and the strict reader")
    func fullIssue() throws {
        let response = try KMAResponseDecoder.decode(
            status: 200, headers: [:], body: Fixtures.data("vilage-fcst-1700-success.json"))
        let base = try #require(ForecastBase(KSTDateTime(year: 2026, month: 11, day: 30, hour: 17)))
        let forecast = KMAForecast(cell: GridCell(nx: 60, ny: 127)!, base: base, items: response.body?.items ?? [])
        let entry = CacheEntry(forecast: forecast, fetchedAt: base.time.instant)
        try #require(entry.items.count > 1000)
        let (decoded, strict) = try Self.readBack(entry)
        #expect(decoded == entry)
        #expect(strict == entry)
    }

    @Test(
        "a string read reusing the one before reads exactly what readString() reads, and where the reader stops",
        arguments: [
            (#""0600","#, "0600"), (#""0600","#, "0700"), (#""0600","#, "060"), (#""0600","#, "06000"),
            (#"  "TMP" ,"#, "TMP"), (#""강수없음","#, "강수없음"), (#""a\"b","#, #"a"b"#), (#""a"b","#, #"a"b"#),
            (#""a\\b","#, #"a\b"#), (#""","#, ""), (#""abc"#, "abc"), ("null,", "null"), (#""a\u0041","#, "aA"),
        ] as [(String, String)])
    func reusing(json: String, previous: String) {
        let bytes = Array(json.utf8)
        let (plain, reused) = bytes.withUnsafeBufferPointer { buffer in
            var a = StrictJSONReader(buffer)
            var b = StrictJSONReader(buffer)
            return ((a.readString(), a.index), (b.readString(reusing: previous), b.index))
        }
        #expect(reused.0 == plain.0)
        #expect(reused.1 == plain.1)
    }
}
