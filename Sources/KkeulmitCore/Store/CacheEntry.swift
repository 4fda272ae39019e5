import Foundation

/// The on-disk form of one cached issue: compact, versioned, only forecast data (never the key or the URL).
/// ```
/// {"base":"2026-11-30T05:00:00+09:00","fetchedAt":"2026-11-30T05:12:03+09:00","items":[["TMP","20261130","0600","-3"]],
///  "nx":60,"ny":127,"schemaVersion":1}
/// ```
/// Each row is `[category, fcstDate, fcstTime, value]`; `baseDate`/`baseTime`/`nx`/`ny` of the rows are restored
/// from the entry, since KMA repeats them on every row.
package struct CacheEntry: Decodable, Equatable {
    package static let currentSchemaVersion = 1

    package var schemaVersion: Int
    package var nx: Int
    package var ny: Int
    package var base: String
    package var fetchedAt: String
    package var items: [Row]

    package struct Row: Decodable, Equatable {
        package var category: String?
        package var fcstDate: String?
        package var fcstTime: String?
        package var value: String?
    }

    package init(forecast: KMAForecast, fetchedAt: Date) {
        schemaVersion = Self.currentSchemaVersion
        nx = forecast.cell.nx
        ny = forecast.cell.ny
        base = forecast.base.time.iso8601
        self.fetchedAt = Self.iso8601Seconds(fetchedAt)
        items = forecast.items.map {
            Row(category: $0.category, fcstDate: $0.fcstDate, fcstTime: $0.fcstTime, value: $0.value)
        }
    }

    /// The cached forecast, or nil when the entry is not a complete, current-schema entry for `cell` and `base`.
    package func validated(cell: GridCell, base expected: ForecastBase) -> KMAForecast? {
        guard !items.isEmpty, headerMatches(cell: cell, base: expected) else { return nil }
        // Formatted once, not once per row: a hit on a 1,052-row issue formatted them 2,104 times.
        let (baseDate, baseTime) = (expected.baseDate, expected.baseTime)
        let rows = items.map {
            KMAItem(
                baseDate: baseDate, baseTime: baseTime, category: $0.category, fcstDate: $0.fcstDate,
                fcstTime: $0.fcstTime, fcstValue: $0.value, nx: cell.nx, ny: cell.ny)
        }
        return KMAForecast(cell: cell, base: expected, items: rows)
    }

    /// Whether the entry is of the current schema, for `cell` and `base` (its rows aside).
    func headerMatches(cell: GridCell, base expected: ForecastBase) -> Bool {
        guard schemaVersion == Self.currentSchemaVersion, nx == cell.nx, ny == cell.ny,
            let baseInstant = ISO8601.parse(base),
            let parsedBase = ForecastBase(KSTDateTime(baseInstant), product: expected.product)
        else { return false }
        return parsedBase == expected && ISO8601.parse(fetchedAt) != nil
    }

    package static func decode(_ data: Data) -> CacheEntry? {
        let fast = data.withUnsafeBytes { raw in strictlyDecoded(from: raw.bindMemory(to: UInt8.self)) }
        return fast ?? (try? JSONDecoder().decode(CacheEntry.self, from: data))
    }

    package init(schemaVersion: Int, nx: Int, ny: Int, base: String, fetchedAt: String, items: [Row]) {
        (self.schemaVersion, self.nx, self.ny) = (schemaVersion, nx, ny)
        (self.base, self.fetchedAt, self.items) = (base, fetchedAt, items)
    }

    /// `2026-11-30T05:12:03+09:00`: KST with whole seconds, whatever the host's zone.
    package static func iso8601Seconds(_ instant: Date) -> String {
        let whole = Int(instant.timeIntervalSince1970.rounded(.down))
        let civil = KSTDateTime(Date(timeIntervalSince1970: Double(whole)))
        let second = ((whole % 60) + 60) % 60
        return civil.date.description + "T" + pad(civil.hour, 2) + ":" + pad(civil.minute, 2) + ":" + pad(second, 2)
            + "+09:00"
    }
}

/// A row on disk: `[category, fcstDate, fcstTime, value]`, each a string or null. (In an extension, so that
/// the row keeps its memberwise init.)
extension CacheEntry.Row {
    package init(from decoder: any Decoder) throws {
        var c = try decoder.unkeyedContainer()
        if let count = c.count, count != 4 {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "a row has \(count) fields, not 4")
        }
        func next() throws -> String? {
            if try c.decodeNil() { return nil }
            return try c.decode(String.self)
        }
        category = try next()
        fcstDate = try next()
        fcstTime = try next()
        value = try next()
        guard c.isAtEnd else {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "a row has more than 4 fields")
        }
    }
}

extension CacheEntry {
    /// A cached short-term issue read from its bytes straight into its timeline, as `decode(_:)` then
    /// `validated(cell:base:)` and its `timeline()` would, without making the rows (each row's four strings were a
    /// quarter of a warm `batch`'s work). nil when unsure (text not plain ASCII without escapes, anything `strictlyDecoded`
    /// refuses) or not `cell`'s issue `base`: the caller then reads it the long way, which decides.
    package static func timeline(of data: Data, cell: GridCell, base expected: ForecastBase) -> KMAForecast? {
        var rows = TimelineBuilder.Accumulator(capacity: 1100)
        var count = 0
        var value: String?
        let entry = data.withUnsafeBytes { raw in
            // A row's date and time are read only when their bytes differ from the row before's (rows come
            // time-major, a dozen categories a time).
            var last:
                (date: UnsafeBufferPointer<UInt8>, time: UnsafeBufferPointer<UInt8>, parsed: TimelineBuilder.RowTime?)?
            return strictlyRead(from: raw.bindMemory(to: UInt8.self)) { reader in
                guard reader.consume(UInt8(ascii: "[")), let category = readASCII(&reader),
                    reader.consume(UInt8(ascii: ",")), let date = readASCII(&reader),
                    reader.consume(UInt8(ascii: ",")), let time = readASCII(&reader),
                    reader.consume(UInt8(ascii: ",")), let read = readField(&reader, value),
                    reader.consume(UInt8(ascii: "]"))
                else { return false }
                count += 1
                value = read
                guard let category, let date, let time else {
                    rows.skip()
                    return true
                }
                let same = last.map { ByteSearch.equal($0.date, date) && ByteSearch.equal($0.time, time) } ?? false
                if !same {
                    last = (date, time, KSTDateTime(kmaDate: date, kmaTime: time).flatMap(TimelineBuilder.RowTime.init))
                }
                let code =
                    ForecastCategory.known(utf8: category) ?? .other(String(decoding: category, as: UTF8.self))
                rows.add(code, at: last?.parsed, read)
                return true
            }
        }
        guard let entry, count > 0, entry.headerMatches(cell: cell, base: expected) else { return nil }
        return KMAForecast(
            cell: cell, base: expected, built: TimelineBuilder.Result(rows.finish(), base: expected, cell: cell))
    }

    /// A string of printable ASCII without escapes, as its bytes, or `.some(nil)` for null; nil for anything else.
    private static func readASCII(_ reader: inout StrictJSONReader) -> UnsafeBufferPointer<UInt8>?? {
        if reader.consumeNull() { return .some(nil) }
        guard let raw = reader.readUnescaped(), raw.allSatisfy({ $0 < 0x80 }) else { return nil }
        return .some(raw)
    }
}
