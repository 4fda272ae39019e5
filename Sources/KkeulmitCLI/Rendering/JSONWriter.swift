import KkeulmitCore

/// Writes `JSONValue` as compact JSON: members in the given order, numbers via `NumberText`, non-ASCII text
/// as UTF-8. Deterministic, so the same report gives the same bytes on any host.
package enum JSONWriter {
    package static func write(_ value: JSONValue) -> String {
        // Bytes, not a String appended to: a report is a few hundred small pieces, and String's appends were most
        // of the writer's time in a batch.
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        write(value, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private static func write(_ value: JSONValue, into out: inout [UInt8]) {
        switch value {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .integer(let i): out.append(contentsOf: String(i).utf8)
        case .number(let d): out.append(contentsOf: NumberText.format(d, places: 6, fixed: false).utf8)
        case .decimal(let d, let places, let fixed):
            out.append(contentsOf: NumberText.format(d, places: places, fixed: fixed).utf8)
        case .string(let s): writeString(s, into: &out)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                write(item, into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (i, member) in members.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                writeString(member.0, into: &out)
                out.append(UInt8(ascii: ":"))
                write(member.1, into: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    static func writeString(_ s: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // Most strings need no escape: appended whole, not scalar by scalar (batch writes thousands of reports).
        if !s.utf8.contains(where: needsEscape) {
            out.append(contentsOf: s.utf8)
            out.append(UInt8(ascii: "\""))
            return
        }
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out.append(contentsOf: #"\""#.utf8)
            case "\\": out.append(contentsOf: #"\\"#.utf8)
            case "\n": out.append(contentsOf: #"\n"#.utf8)
            case "\r": out.append(contentsOf: #"\r"#.utf8)
            case "\t": out.append(contentsOf: #"\t"#.utf8)
            case "\u{2028}": out.append(contentsOf: #"\u2028"#.utf8)
            case "\u{2029}": out.append(contentsOf: #"\u2029"#.utf8)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
                } else {
                    out.append(contentsOf: String(scalar).utf8)
                }
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// Bytes that start something escaped: quote, backslash, controls, DEL, and 0xE2 (U+2028 and U+2029 begin
    /// with it; other characters that do are only written more slowly).
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xE2
    }
}
