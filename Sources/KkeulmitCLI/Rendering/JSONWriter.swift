import KkeulmitCore

/// Writes `JSONValue` as compact JSON: members in the given order, numbers via `NumberText`, non-ASCII text
/// as UTF-8. Deterministic, so the same report gives the same bytes on any host.
package enum JSONWriter {
    package static func write(_ value: JSONValue) -> String {
        var out = ""
        write(value, into: &out)
        return out
    }

    private static func write(_ value: JSONValue, into out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .integer(let i): out += String(i)
        case .number(let d): out += NumberText.format(d, places: 6, fixed: false)
        case .decimal(let d, let places, let fixed): out += NumberText.format(d, places: places, fixed: fixed)
        case .string(let s): writeString(s, into: &out)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                write(item, into: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (i, member) in members.enumerated() {
                if i > 0 { out += "," }
                writeString(member.0, into: &out)
                out += ":"
                write(member.1, into: &out)
            }
            out += "}"
        }
    }

    static func writeString(_ s: String, into out: inout String) {
        out += "\""
        // Most strings need no escape: appended whole, not scalar by scalar (batch writes thousands of reports).
        if !s.utf8.contains(where: needsEscape) {
            out += s
            out += "\""
            return
        }
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }

    /// Bytes that start something escaped: quote, backslash, controls, DEL, and 0xE2 (U+2028 and U+2029 begin
    /// with it; other characters that do are only written more slowly).
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xE2
    }
}
