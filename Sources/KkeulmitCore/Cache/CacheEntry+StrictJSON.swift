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
            case "schemaVersion":
                guard schemaVersion == nil else { return false }
                schemaVersion = reader.readInteger()
                return schemaVersion != nil
            case "nx":
                guard nx == nil else { return false }
                nx = reader.readInteger()
                return nx != nil
            case "ny":
                guard ny == nil else { return false }
                ny = reader.readInteger()
                return ny != nil
            case "base":
                guard base == nil else { return false }
                base = reader.readString()
                return base != nil
            case "fetchedAt":
                guard fetchedAt == nil else { return false }
                fetchedAt = reader.readString()
                return fetchedAt != nil
            case "items":
                guard items == nil else { return false }
                var rows: [Row] = []
                rows.reserveCapacity(1100)
                let read = reader.readArray { reader in
                    guard let row = readRow(&reader) else { return false }
                    rows.append(row)
                    return true
                }
                items = rows
                return read
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

    /// `[category, fcstDate, fcstTime, value]`, each a string or null.
    private static func readRow(_ reader: inout StrictJSONReader) -> Row? {
        var fields: [String?] = []
        fields.reserveCapacity(4)
        let ok = reader.readArray { reader in
            guard fields.count < 4 else { return false }
            if reader.consumeNull() {
                fields.append(nil)
                return true
            }
            guard let value = reader.readString() else { return false }
            fields.append(value)
            return true
        }
        guard ok, fields.count == 4 else { return nil }
        return Row(category: fields[0], fcstDate: fields[1], fcstTime: fields[2], value: fields[3])
    }
}
