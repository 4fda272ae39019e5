extension CacheEntry {
    /// The entry read by `StrictJSONReader`, exactly as `JSONDecoder` would decode it; nil whenever the file strays
    /// from what `encoded()` writes (then `JSONDecoder` decides), so a hit costs a fraction of a millisecond.
    package static func strictlyDecoded(from bytes: UnsafeBufferPointer<UInt8>) -> CacheEntry? {
        var items: [Row] = []
        items.reserveCapacity(1100)
        var previous: Row?
        var entry = strictlyRead(from: bytes) { reader in
            previous = readRow(&reader, after: previous)
            guard let previous else { return false }
            items.append(previous)
            return true
        }
        entry?.items = items
        return entry
    }

    /// The entry's fields but its rows, each handed to `row` where it stands (to read, or return false to give up);
    /// nil as `strictlyDecoded(from:)`. The one reading of the format's keys, rows read as rows or into a timeline.
    static func strictlyRead(
        from bytes: UnsafeBufferPointer<UInt8>, row: (inout StrictJSONReader) -> Bool
    ) -> CacheEntry? {
        var reader = StrictJSONReader(bytes)
        var schemaVersion: Int?
        var nx: Int?
        var ny: Int?
        var base: String?
        var fetchedAt: String?
        var rowsRead: Bool?
        let ok = reader.readObject { reader, key in
            switch key {
            case "schemaVersion": return reader.readOnce(into: &schemaVersion) { $0.readInteger() }
            case "nx": return reader.readOnce(into: &nx) { $0.readInteger() }
            case "ny": return reader.readOnce(into: &ny) { $0.readInteger() }
            case "base": return reader.readOnce(into: &base) { $0.readString() }
            case "fetchedAt": return reader.readOnce(into: &fetchedAt) { $0.readString() }
            case "items": return reader.readOnce(into: &rowsRead) { $0.readArray(row) ? true : nil }
            default: return reader.skipValue()
            }
        }
        guard ok, reader.isAtEnd(), let schemaVersion, let nx, let ny, let base, let fetchedAt, rowsRead != nil else {
            return nil
        }
        return CacheEntry(schemaVersion: schemaVersion, nx: nx, ny: ny, base: base, fetchedAt: fetchedAt, items: [])
    }

    /// `[category, fcstDate, fcstTime, value]`, each a string or null, read field by field: this runs for each of
    /// a short-term issue's 1,052 rows on every cache hit, where an array (and then a tuple) of the four was an
    /// allocation and a destruction through metadata a row.
    /// The row before's strings are reused where this row repeats them (`StrictJSONReader.readString(reusing:)`).
    private static func readRow(_ reader: inout StrictJSONReader, after previous: Row?) -> Row? {
        guard reader.consume(UInt8(ascii: "[")), let category = readField(&reader, previous?.category),
            reader.consume(UInt8(ascii: ",")), let fcstDate = readField(&reader, previous?.fcstDate),
            reader.consume(UInt8(ascii: ",")), let fcstTime = readField(&reader, previous?.fcstTime),
            reader.consume(UInt8(ascii: ",")), let value = readField(&reader, previous?.value),
            reader.consume(UInt8(ascii: "]"))
        else { return nil }
        return Row(category: category, fcstDate: fcstDate, fcstTime: fcstTime, value: value)
    }

    /// A string, or `.some(nil)` for null; nil for anything else.
    static func readField(_ reader: inout StrictJSONReader, _ previous: String?) -> String?? {
        if reader.consumeNull() { return .some(nil) }
        return reader.readString(reusing: previous).map { text -> String? in text }
    }
}
