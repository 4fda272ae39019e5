/// The records of the tables generated into `Generated/` (warning zones, the zone map, place aliases): records
/// with `\n` or `|` between them, fields with `,`.
enum GeneratedRecords {
    /// The records and their fields, cut by one pass over the UTF-8 bytes: splitting the Hangul text by Characters
    /// cost a cached run about 3 ms, and the generic `split` of its UTF-8 view still a third of a millisecond.
    static func split(_ text: String) -> [[String]] {
        var text = text
        return text.withUTF8 { bytes in
            var records: [[String]] = []
            var fields: [String] = []
            var start = 0
            for i in 0...bytes.count {
                let byte = i < bytes.count ? bytes[i] : UInt8(ascii: "\n")
                guard byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "|") else {
                    continue
                }
                fields.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self))
                start = i + 1
                guard byte != UInt8(ascii: ",") else { continue }
                // An empty record (two separators in a row, or at either end) is none.
                if fields.count > 1 || !fields[0].isEmpty { records.append(fields) }
                fields.removeAll(keepingCapacity: true)
            }
            return records
        }
    }
}
