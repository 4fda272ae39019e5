import Foundation

extension CacheEntry {
    /// The entry as `JSONEncoder` with `.sortedKeys` and `.withoutEscapingSlashes` writes it, byte for byte, written
    /// by hand: through `Encodable` a 1052-row entry cost about 1.4 ms of a cold run's CPU, most of it generic
    /// container overhead per field.
    package func encoded() throws -> Data {
        var out: [UInt8] = []
        out.reserveCapacity(128 + items.count * 44)
        out.append(contentsOf: #"{"base":"#.utf8)
        Self.appendString(base, to: &out)
        out.append(contentsOf: #","fetchedAt":"#.utf8)
        Self.appendString(fetchedAt, to: &out)
        out.append(contentsOf: #","items":["#.utf8)
        for (i, row) in items.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            out.append(UInt8(ascii: "["))
            for (k, field) in [row.category, row.fcstDate, row.fcstTime, row.value].enumerated() {
                if k > 0 { out.append(UInt8(ascii: ",")) }
                if let field { Self.appendString(field, to: &out) } else { out.append(contentsOf: "null".utf8) }
            }
            out.append(UInt8(ascii: "]"))
        }
        out.append(contentsOf: #"],"nx":"#.utf8)
        out.append(contentsOf: String(nx).utf8)
        out.append(contentsOf: #","ny":"#.utf8)
        out.append(contentsOf: String(ny).utf8)
        out.append(contentsOf: #","schemaVersion":"#.utf8)
        out.append(contentsOf: String(schemaVersion).utf8)
        out.append(UInt8(ascii: "}"))
        return Data(out)
    }

    /// A JSON string literal: `"` and `\` escaped, control characters as JSONEncoder writes them, `/` and
    /// non-ASCII text as they are.
    private static func appendString(_ s: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for b in s.utf8 {
            switch b {
            case UInt8(ascii: "\""): out.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): out.append(contentsOf: #"\\"#.utf8)
            case 0x08: out.append(contentsOf: #"\b"#.utf8)
            case 0x0C: out.append(contentsOf: #"\f"#.utf8)
            case 0x0A: out.append(contentsOf: #"\n"#.utf8)
            case 0x0D: out.append(contentsOf: #"\r"#.utf8)
            case 0x09: out.append(contentsOf: #"\t"#.utf8)
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out.append(contentsOf: #"\u00"#.utf8)
                out.append(hex[Int(b >> 4)])
                out.append(hex[Int(b & 0xF)])
            default: out.append(b)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
