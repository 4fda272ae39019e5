import Foundation

extension CacheEntry {
    /// A cached short-term issue read from its bytes straight into its timeline: what `decode(_:)` and then
    /// `validatedTimeline(cell:base:)` make, without making the rows first. nil whenever this fast path is unsure
    /// (a category, date or time that is not plain ASCII without escapes, anything `strictlyDecoded(from:)`
    /// refuses) or the entry is not `cell`'s issue `base`; the caller then reads it the long way, which decides.
    ///
    /// Why: a warm `batch` reads one such issue a grid cell, 1,052 rows, and making each row's four strings and
    /// comparing them again in the timeline was a quarter of its work.
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
