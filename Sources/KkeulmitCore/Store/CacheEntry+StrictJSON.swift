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
