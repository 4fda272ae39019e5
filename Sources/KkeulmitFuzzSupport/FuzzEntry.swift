import Foundation
import KkeulmitCLI
import KkeulmitCore

/// What the libFuzzer targets run on each input, kept in the library so that the regression tests replay the
/// committed corpora through exactly the same code without libFuzzer (`make test`).
///
/// Each entry takes untrusted bytes through a parser and everything downstream of it, and returns normally for
/// every input. A trap (overflow, index out of range, a force unwrap) or a broken invariant (`precondition`) is a
/// finding. The Boolean result says how far the input got, so that tests can check that a seed still reaches the
/// deep end; the fuzz targets ignore it.
package enum FuzzEntry {
    /// The base and cell used when an answer does not name a usable one itself.
    static let fallbackBase = ForecastBase(date: KSTDate(year: 2026, month: 11, day: 30), hour: 5)!
    static let fallbackCell = GridCell(nx: 60, ny: 127)!
    static let fetchedAt = Date(timeIntervalSince1970: 1_795_034_523)

    /// An HTTP body as a KMA answer: the decoder, the client's paging arithmetic, the timeline mapper, window
    /// conditions and outfit advice, the cache entry round trip, and the same bytes read as a cache file.
    ///
    /// - Returns: whether the bytes decoded to a usable answer or a valid cache entry.
    @discardableResult
    package static func kmaResponse(_ data: Data) -> Bool {
        // The first two lines stand in for `Retry-After` and `Date`, which come from the same untrusted server.
        let lines = data.prefix(256).split(
            separator: UInt8(ascii: "\n"), maxSplits: 2, omittingEmptySubsequences: false)
        let retryAfter = lines.first.map { String(decoding: $0, as: UTF8.self) }
        let date = lines.dropFirst().first.map { String(decoding: $0, as: UTF8.self) }
        if let seconds = KMAResponseDecoder.retryAfterSeconds(retryAfter, responseDate: date) {
            precondition(seconds >= 0, "negative Retry-After")
        }

        var usable = false
        switch KMAResponseDecoder.classify(status: 200, headers: [:], body: data) {
        case .success(let response):
            precondition(response.header.resultCode?.trimmingSpaces == KMAResultCode.normal.rawValue)
            let items = response.body?.items ?? []
            precondition(!items.isEmpty, "a usable answer without rows")
            checkPaging(response.body!)
            mapAndRoundTrip(items)
            usable = true
        case .failure(let error):
            precondition(!error.message.isEmpty, "an error without a message")
            _ = error.kind
        }

        if let entry = CacheEntry.decode(data) {
            readCacheEntry(entry)
            usable = true
        }
        return usable
    }

    /// A user's rule table file: load and validate, advise with it, and write it back out.
    ///
    /// - Returns: whether the bytes were a valid rule table.
    @discardableResult
    package static func outfitRuleTable(_ data: Data) -> Bool {
        let table: OutfitRuleTable
        do {
            table = try OutfitRuleTable.load(json: data)
        } catch {
            precondition(!error.description.isEmpty, "a rule table error without a message")
            return false
        }
        // A valid table picks a band for any temperature, and survives its own JSON.
        for temperature in stride(from: -40.0, through: 45.0, by: 2.5) {
            precondition(table.bands.contains(table.band(for: temperature)))
        }
        let again = try? OutfitRuleTable.load(json: table.jsonData())
        precondition(again == table, "a valid rule table did not survive its own JSON")
        if let conditions = sampleConditions {
            for offset in [-20.0, 0, 20] {
                _ = OutfitEngine.advise(conditions: conditions, rules: table, temperatureOffset: offset)
            }
        }
        return true
    }

    /// A config file's `schedules`, read both as a whole config file and as the bare array.
    ///
    /// - Returns: whether the bytes held at least one valid schedule.
    @discardableResult
    package static func schedules(_ data: Data) -> Bool {
        var found = false
        for defaultHours in [1, 12, 48] {
            if let schedules = try? ScheduleParser.parse(configJSON: data, defaultHours: defaultHours) {
                found = found || !schedules.isEmpty
            }
        }
        if let schedules = try? ScheduleParser.parse(json: data) {
            found = found || !schedules.isEmpty
        }
        return found
    }

    // MARK: - The KMA pipeline

    /// The client pages on the counts of the first page, which come from the server.
    private static func checkPaging(_ body: KMAResponse.Body) {
        let received = body.items.count
        guard
            let (size, pages) = try? KMAClient.paging(
                totalCount: body.totalCount, numOfRows: body.numOfRows, received: received)
        else { return }
        let total = body.totalCount ?? received
        precondition(size > 0 && size <= received, "page size")
        precondition((2...KMAClient.maxPages).contains(pages), "page count")
        precondition(total > (pages - 1) * size && total <= pages * size, "pages do not cover the total")
    }

    private static func mapAndRoundTrip(_ items: [KMAItem]) {
        let first = items[0]
        let base =
            first.baseDate.flatMap { d in first.baseTime.flatMap { KSTDateTime(kmaDate: d, kmaTime: $0) } }
            .flatMap(ForecastBase.init) ?? fallbackBase
        let cell = first.nx.flatMap { nx in first.ny.flatMap { GridCell(nx: nx, ny: $0) } } ?? fallbackCell
        let forecast = KMAForecast(cell: cell, base: base, items: items)
        let timeline = advise(forecast)

        // What the cache writes, it must read back as the same forecast.
        let entry = CacheEntry(forecast: forecast, fetchedAt: fetchedAt)
        guard let encoded = try? entry.encoded() else { preconditionFailure("a cache entry did not encode") }
        guard let decoded = CacheEntry.decode(encoded) else { preconditionFailure("a cache entry did not decode") }
        precondition(decoded == entry, "a cache entry changed on its way through JSON")
        guard let cached = decoded.validated(cell: cell, base: base) else {
            preconditionFailure("a fresh cache entry did not validate")
        }
        precondition(cached.fetchedAt == fetchedAt, "fetchedAt changed in the cache")
        precondition(cached.forecast.timeline().timeline == timeline, "the cached forecast maps differently")
    }

    private static func readCacheEntry(_ entry: CacheEntry) {
        // Validate against the entry's own cell and base, so that the rows get mapped whenever they can be.
        guard let cell = GridCell(nx: entry.nx, ny: entry.ny),
            let base = ISO8601.parse(entry.base).flatMap({ ForecastBase(KSTDateTime($0)) })
        else { return }
        if let cached = entry.validated(cell: cell, base: base) {
            _ = cached.age(at: fetchedAt)
            advise(cached.forecast)
        }
    }

    /// Maps `forecast` to a timeline, checks the timeline's shape and advises for a few windows over it.
    @discardableResult
    private static func advise(_ forecast: KMAForecast) -> ForecastTimeline {
        let result = forecast.timeline()
        let timeline = result.timeline
        precondition((0...forecast.items.count).contains(result.skippedRows), "skipped more rows than it had")
        precondition(timeline.slots.count <= forecast.items.count, "more slots than rows")
        precondition(
            zip(timeline.slots, timeline.slots.dropFirst()).allSatisfy { $0.time < $1.time }, "slots out of order")
        precondition(zip(timeline.daily, timeline.daily.dropFirst()).allSatisfy { $0.date < $1.date })

        guard let first = timeline.slots.first?.time else { return timeline }
        for (delay, hours) in [(0, 1), (0, 12), (3, 48)] {
            guard let window = try? AdviceWindow(start: first.startOfHour.adding(hours: delay), hours: hours),
                let conditions = try? WindowConditions(timeline: timeline, window: window)
            else { continue }
            precondition(!conditions.slots.isEmpty && conditions.slots.count <= hours, "window slot count")
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
