extension JSONValue {
    /// A small JSON document read by `StrictJSONReader` into what `JSONDecoder` reads it into (`JSONValue`'s
    /// `Decodable` form: members sorted by name, every number a `Double`); nil wherever the fast path is unsure (a
    /// key given twice, `-0`, a number beyond `Double`, nesting past `StrictJSONReader.maxDepth`, anything not
    /// strict JSON), and the caller then hands the bytes to `JSONDecoder`, which judges. Why: `batch` reads one
    /// such line per person, and through `JSONDecoder` that was 5 % of a warm run.
    package static func strictlyRead(_ bytes: UnsafeBufferPointer<UInt8>) -> JSONValue? {
        var reader = StrictJSONReader(bytes)
        guard let value = reader.readValue(in: bytes, depth: 0), reader.isAtEnd() else { return nil }
        return value
    }
}

extension StrictJSONReader {
    /// Any value; `bytes` is the reader's own buffer, for the text of a number.
    fileprivate mutating func readValue(in bytes: UnsafeBufferPointer<UInt8>, depth: Int) -> JSONValue? {
        guard depth < Self.maxDepth, let next = peek() else { return nil }
        switch next {
        case UInt8(ascii: "\""):
            return readString().map(JSONValue.string)
        case UInt8(ascii: "n"):
            return consumeNull() ? .null : nil
        case UInt8(ascii: "t"), UInt8(ascii: "f"):
            return skipValue() ? .bool(next == UInt8(ascii: "t")) : nil
        case UInt8(ascii: "["):
            var elements: [JSONValue] = []
            let read = readArray { reader in
                guard let element = reader.readValue(in: bytes, depth: depth + 1) else { return false }
                elements.append(element)
                return true
            }
            return read ? .array(elements) : nil
        case UInt8(ascii: "{"):
            var members: [(String, JSONValue)] = []
            let read = readObject { reader, name in
                guard let value = reader.readValue(in: bytes, depth: depth + 1) else { return false }
                members.append((name, value))
                return true
            }
            guard read else { return nil }
            // Sorted by name, a name given twice sits next to itself (`String`'s order agrees with its equality,
            // so spellings of one name that JSONDecoder would take for one are found too): cheaper than a `Set`.
            members.sort { $0.0 < $1.0 }
            for k in members.indices.dropFirst() where members[k - 1].0 == members[k].0 { return nil }
            return .object(members)
        default:
            // The number's text, once `skipValue` has checked its grammar: `Double(_:)` rounds it correctly, as
            // Foundation does.
            let start = index
            guard skipValue() else { return nil }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            guard let number = Double(text), number.isFinite, number != 0 || text == "0" else { return nil }
            return .number(number)
        }
    }
}
