extension CacheEntry {
    /// The entry read by `StrictJSONReader`, exactly as `JSONDecoder` would decode it; nil whenever the file strays
    /// from what `encoded()` writes (then `JSONDecoder` decides), so a hit costs a fraction of a millisecond.
    package static func strictlyDecoded(from bytes: UnsafeBufferPointer<UInt8>) -> CacheEntry? {
        var reader = StrictJSONReader(bytes)
        var schemaVersion: Int?
        var nx: Int?
        var ny: Int?
        var base: String?
        var fetchedAt: String?
        var items: [Row]?
        let ok = reader.readObject { reader, key in
            switch key {
            case "schemaVersion": return reader.readOnce(into: &schemaVersion) { $0.readInteger() }
            case "nx": return reader.readOnce(into: &nx) { $0.readInteger() }
            case "ny": return reader.readOnce(into: &ny) { $0.readInteger() }
            case "base": return reader.readOnce(into: &base) { $0.readString() }
            case "fetchedAt": return reader.readOnce(into: &fetchedAt) { $0.readString() }
            case "items": return reader.readOnce(into: &items) { $0.readList(capacity: 1100, readRow) }
            default:
                return reader.skipValue()
            }
        }
        guard ok, reader.isAtEnd(), let schemaVersion, let nx, let ny, let base, let fetchedAt, let items else {
            return nil
        }
        return CacheEntry(
            schemaVersion: schemaVersion, nx: nx, ny: ny, base: base, fetchedAt: fetchedAt, items: items)
    }

    /// `[category, fcstDate, fcstTime, value]`, each a string or null. Four locals, not an array of them: this runs
    /// for each of a short-term issue's 1,052 rows on every cache hit, and an array was an allocation a row.
    private static func readRow(_ reader: inout StrictJSONReader) -> Row? {
        var fields: (String?, String?, String?, String?) = (nil, nil, nil, nil)
        var count = 0
        let ok = reader.readArray { reader in
            var value: String?
            if !reader.consumeNull() {
                guard let text = reader.readString() else { return false }
                value = text
            }
            switch count {
            case 0: fields.0 = value
            case 1: fields.1 = value
            case 2: fields.2 = value
            case 3: fields.3 = value
            default: return false
            }
            count += 1
            return true
        }
        guard ok, count == 4 else { return nil }
        return Row(category: fields.0, fcstDate: fields.1, fcstTime: fields.2, value: fields.3)
    }
}
