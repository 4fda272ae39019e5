import Foundation
import KkeulmitCLI
import KkeulmitCore

/// What the libFuzzer targets run on each input, kept in the library so that the regression tests replay the
/// committed corpora through exactly the same code without libFuzzer (`make test`).
///
/// Each entry takes untrusted bytes through a parser and everything downstream of it, and returns normally for
/// every input. A trap (overflow, index out of range, a force unwrap) or a broken invariant is a finding: the
/// entries return the broken invariants in `FuzzFindings.violations`, which the fuzz targets turn into a trap and
/// the regression tests expect to be empty. `FuzzFindings.accepted` says how far the input got, so that tests can
/// check that a seed still reaches the deep end.
package enum FuzzEntry {
    /// The base and cell used when an answer does not name a usable one itself.
    static let fallbackBase = ForecastBase(date: KSTDate(year: 2026, month: 11, day: 30), hour: 5)!
    static let fallbackCell = GridCell(nx: 60, ny: 127)!
    static let fetchedAt = Date(timeIntervalSince1970: 1_795_034_523)

    /// An HTTP body as a KMA answer: the decoder, the client's paging arithmetic, the timeline mapper, window
    /// conditions and outfit advice, the cache entry round trip, and the same bytes read as a cache file, by the
    /// strict reader and by `JSONDecoder` alike.
    ///
    /// - Returns: the broken invariants; accepted when the bytes decoded to a usable answer or a valid cache entry.
    package static func kmaResponse(_ data: Data) -> FuzzFindings {
        var findings = FuzzFindings()
        // The first two lines stand in for `Retry-After` and `Date`, which come from the same untrusted server.
        let lines = data.prefix(256).split(
            separator: UInt8(ascii: "\n"), maxSplits: 2, omittingEmptySubsequences: false)
        let retryAfter = lines.first.map { String(decoding: $0, as: UTF8.self) }
        let date = lines.dropFirst().first.map { String(decoding: $0, as: UTF8.self) }
        if let seconds = KMAResponseDecoder.retryAfterSeconds(retryAfter, responseDate: date) {
            findings.check(seconds >= 0, "negative Retry-After")
        }

        switch KMAResponseDecoder.classify(status: 200, headers: [:], body: data) {
        case .success(let response):
            findings.check(
                response.header.resultCode?.trimmingSpaces == KMAResultCode.normal.rawValue,
                "a usable answer whose result code is not 00")
            let items = response.body?.items ?? []
            findings.check(!items.isEmpty, "a usable answer without rows")
            if let body = response.body { checkPaging(body, &findings) }
            if !items.isEmpty { mapAndRoundTrip(items, &findings) }
            findings.accepted = true
        case .failure(let error):
            findings.check(!error.message.isEmpty, "an error without a message")
            _ = error.kind
        }

        checkStrictReader(data, &findings)
        // The same untrusted bytes as an AirKorea or UV answer; that reading does not decide `accepted`.
        findings.include(portalResponse(data))
        if let entry = CacheEntry.decode(data) {
            readCacheEntry(entry, &findings)
            findings.accepted = true
        }
        return findings
    }

    /// A user's rule table file: load and validate, advise with it, and write it back out.
    ///
    /// - Returns: the broken invariants; accepted when the bytes were a valid rule table.
    package static func outfitRuleTable(_ data: Data) -> FuzzFindings {
        var findings = FuzzFindings()
        let table: OutfitRuleTable
        do {
            table = try OutfitRuleTable.load(json: data)
        } catch {
            findings.check(!error.description.isEmpty, "a rule table error without a message")
            return findings
        }
        findings.accepted = true
        // A valid table picks a band for any temperature, and survives its own JSON.
        for temperature in stride(from: -40.0, through: 45.0, by: 2.5) {
            findings.check(
                table.bands.contains(table.band(for: temperature)), "a valid rule table has no band for \(temperature)")
        }
        let again = try? OutfitRuleTable.load(json: table.jsonData())
        findings.check(again == table, "a valid rule table did not survive its own JSON")
        if let conditions = sampleConditions {
            for offset in [-20.0, 0, 20] {
                _ = OutfitEngine.advise(conditions: conditions, rules: table, temperatureOffset: offset)
            }
        }
        return findings
    }

    /// A config file's `schedules`, read both as a whole config file and as the bare array.
    ///
    /// - Returns: no violations (the parsers have no invariant of their own to break, only traps); accepted when
    ///   the bytes held at least one valid schedule.
    package static func schedules(_ data: Data) -> FuzzFindings {
        var found = false
        for defaultHours in [1, 12, 48] {
            guard let value = try? JSONDecoder().decode(JSONValue.self, from: data) else { break }
            for candidate in [value["schedules"] ?? .null, value] {
                found = found || !((try? ScheduleParser.parse(candidate, defaultHours: defaultHours)) ?? []).isEmpty
            }
        }
        return FuzzFindings(accepted: found)
    }

    // MARK: - The KMA pipeline

    /// The client pages on the counts of the first page, which come from the server.
    private static func checkPaging(_ body: KMAResponse.Body, _ findings: inout FuzzFindings) {
        let received = body.items.count
        guard
            let (size, pages) = try? GridForecastSource.paging(
                totalCount: body.totalCount, numOfRows: body.numOfRows, received: received)
        else { return }
        let total = body.totalCount ?? received
        findings.check(size > 0 && size <= received, "page size \(size) for \(received) rows received")
        findings.check((2...GridForecastSource.maxPages).contains(pages), "page count \(pages)")
        findings.check(total > (pages - 1) * size && total <= pages * size, "pages do not cover the total")
    }

    /// The strict cache reader is right or absent: whatever it reads, `JSONDecoder` reads the same.
    private static func checkStrictReader(_ data: Data, _ findings: inout FuzzFindings) {
        let strict = data.withUnsafeBytes { CacheEntry.strictlyDecoded(from: $0.bindMemory(to: UInt8.self)) }
        guard let strict else { return }
        let decoded = try? JSONDecoder().decode(CacheEntry.self, from: data)
        findings.check(decoded == strict, "the strict cache reader read something JSONDecoder reads differently")
    }

    private static func mapAndRoundTrip(_ items: [KMAItem], _ findings: inout FuzzFindings) {
        let first = items[0]
        let base =
            first.baseDate.flatMap { d in first.baseTime.flatMap { KSTDateTime(kmaDate: d, kmaTime: $0) } }
            .flatMap { ForecastBase($0) } ?? fallbackBase
        let cell = first.nx.flatMap { nx in first.ny.flatMap { GridCell(nx: nx, ny: $0) } } ?? fallbackCell
        let forecast = KMAForecast(cell: cell, base: base, items: items)
        let timeline = advise(forecast, &findings)
        checkMerge(items, base: base.time, timeline: timeline, &findings)

        // What the cache writes, it must read back as the same forecast.
        let entry = CacheEntry(forecast: forecast, fetchedAt: fetchedAt)
        guard let encoded = try? entry.encoded() else {
            findings.fail("a cache entry did not encode")
            return
        }
        checkStrictReader(encoded, &findings)
        guard let decoded = CacheEntry.decode(encoded) else {
            findings.fail("a cache entry did not decode")
            return
        }
        findings.check(decoded == entry, "a cache entry changed on its way through JSON")
        guard let cached = decoded.validated(cell: cell, base: base) else {
            findings.fail("a fresh cache entry did not validate")
            return
        }
        findings.check(cached.timeline().timeline == timeline, "the cached forecast maps differently")
    }

    private static func readCacheEntry(_ entry: CacheEntry, _ findings: inout FuzzFindings) {
        // Validate against the entry's own cell and base, so that the rows get mapped whenever they can be.
        guard let cell = GridCell(nx: entry.nx, ny: entry.ny),
            let base = ISO8601.parse(entry.base).flatMap({ ForecastBase(KSTDateTime($0)) })
        else { return }
        if let cached = entry.validated(cell: cell, base: base) {
            advise(cached, &findings)
        }
    }

    /// Maps `forecast` to a timeline, checks the timeline's shape and advises for a few windows over it.
    @discardableResult
    /// The same rows read as either ultra-short answer and merged over the short-term timeline: slots in time
    /// order, no time twice, none lost.
    private static func checkMerge(
        _ items: [KMAItem], base: KSTDateTime, timeline: ForecastTimeline, _ findings: inout FuzzFindings
    ) {
        let ultraShort = UltraShortProducts.forecast(items: items, base: base)
        let observation = UltraShortProducts.observation(items: items, base: base)
        for slots in [
            ultraShort, TimelineMerger.merge(timeline, ultraShort: ultraShort, observation: observation).slots,
        ] {
            let times = slots.map(\.time)
            findings.check(times == times.sorted(), "merged or ultra-short slots out of time order")
            findings.check(Set(times).count == times.count, "merged or ultra-short slots repeat a time")
        }
        let merged = TimelineMerger.merge(timeline, ultraShort: ultraShort, observation: observation)
        findings.check(merged.slots.count >= timeline.slots.count, "the merge lost short-term slots")
    }

    private static func advise(_ forecast: KMAForecast, _ findings: inout FuzzFindings) -> ForecastTimeline {
        let result = forecast.timeline()
        let timeline = result.timeline
        findings.check((0...forecast.items.count).contains(result.skippedRows), "skipped more rows than it had")
        findings.check(timeline.slots.count <= forecast.items.count, "more slots than rows")
        findings.check(
            zip(timeline.slots, timeline.slots.dropFirst()).allSatisfy { $0.time < $1.time }, "slots out of order")
        findings.check(
            zip(timeline.daily, timeline.daily.dropFirst()).allSatisfy { $0.date < $1.date }, "days out of order")

        guard let first = timeline.slots.first?.time else { return timeline }
        for (delay, hours) in [(0, 1), (0, 12), (3, 48)] {
            guard let window = try? AdviceWindow(start: first.startOfHour.adding(hours: delay), hours: hours),
                let conditions = try? WindowConditions(timeline: timeline, window: window)
            else { continue }
            findings.check(
                !conditions.slots.isEmpty && conditions.slots.count <= hours,
                "\(conditions.slots.count) slots in a \(hours)-hour window")
            _ = OutfitEngine.advise(conditions: conditions)
        }
        return timeline
    }

    /// Conditions from the built-in demo-shaped sample, for advising with a fuzzed rule table.
    private static let sampleConditions: WindowConditions? = {
        let base = fallbackBase
        let items = (0..<24).flatMap { hour -> [KMAItem] in
            let time = base.time.adding(hours: 1 + hour)
            func row(_ category: String, _ value: String) -> KMAItem {
                KMAItem(category: category, fcstDate: time.date.kmaString, fcstTime: time.kmaTime, fcstValue: value)
            }
            return [
                row("TMP", String(-12 + hour * 2)), row("WSD", String(Double(hour) / 2)), row("REH", "60"),
                row("POP", String(hour * 4)), row("PTY", hour % 5 == 0 ? "1" : "0"), row("SKY", "3"),
            ]
        }
        let timeline = TimelineBuilder.build(items: items, base: base, cell: fallbackCell).timeline
        guard let window = try? AdviceWindow(start: base.time.adding(hours: 1), hours: 24) else { return nil }
        return try? WindowConditions(timeline: timeline, window: window)
    }()
}
