/// A pull reader over JSON bytes for the two documents read on every run, KMA's answer and the cache entry: through
/// `Decodable` a 1052-row answer cost about 6 ms of CPU and a cache entry 1.5 ms. A fast path, never the judge: it
/// accepts strict RFC 8259 JSON only and returns nil (or false) at anything it does not expect, and the caller then
/// hands the document to `JSONDecoder`, which decides. So the fast path can only be right or absent.
struct StrictJSONReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private(set) var index = 0
    /// Nesting allowed to `skipValue`, so a hostile document cannot exhaust the stack.
    static let maxDepth = 64

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Whitespace skipped, the next byte (nil at the end).
    @inline(__always)
    mutating func peek() -> UInt8? {
        skipWhitespace()
        return index < bytes.count ? bytes[index] : nil
    }

    /// Consumes `byte` (after whitespace) if it comes next.
    @inline(__always)
    mutating func consume(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        index += 1
        return true
    }

    mutating func isAtEnd() -> Bool { peek() == nil }

    /// Consumes `null` if it comes next.
    @inline(__always)
    mutating func consumeNull() -> Bool {
        guard peek() == UInt8(ascii: "n"), index + 4 <= bytes.count, bytes[index + 1] == UInt8(ascii: "u"),
            bytes[index + 2] == UInt8(ascii: "l"), bytes[index + 3] == UInt8(ascii: "l")
        else { return false }
        index += 4
        return true
    }

    /// Reads the members of an object: `body` gets each key, positioned at its value, and must consume that value
    /// (returning false to give up). False for anything but a well-formed object.
    mutating func readObject(_ body: (inout StrictJSONReader, String) -> Bool) -> Bool {
        guard consume(UInt8(ascii: "{")) else { return false }
        if consume(UInt8(ascii: "}")) { return true }
        while true {
            guard let key = readString(), consume(UInt8(ascii: ":")), body(&self, key) else { return false }
            if consume(UInt8(ascii: ",")) { continue }
            return consume(UInt8(ascii: "}"))
        }
    }

    /// Reads the elements of an array: `body` is positioned at each element and must consume it.
    mutating func readArray(_ body: (inout StrictJSONReader) -> Bool) -> Bool {
        guard consume(UInt8(ascii: "[")) else { return false }
        if consume(UInt8(ascii: "]")) { return true }
        while true {
            guard body(&self) else { return false }
            if consume(UInt8(ascii: ",")) { continue }
            return consume(UInt8(ascii: "]"))
        }
    }

    /// Reads the value of a key into `slot`, which must still be empty: a key seen twice fails the whole read.
    mutating func readOnce<T>(into slot: inout T?, _ value: (inout StrictJSONReader) -> T?) -> Bool {
        guard slot == nil else { return false }
        slot = value(&self)
        return slot != nil
    }

    /// An array whose every element `element` reads (room made for `capacity` of them); nil at the first it
    /// cannot.
    mutating func readList<T>(capacity: Int, _ element: (inout StrictJSONReader) -> T?) -> [T]? {
        var list: [T] = []
        list.reserveCapacity(capacity)
        let ok = readArray { reader in
            guard let next = element(&reader) else { return false }
            list.append(next)
            return true
        }
        return ok ? list : nil
    }

    /// A string value, unescaped; nil for anything else, a bad escape, a raw control character or invalid UTF-8.
    mutating func readString() -> String? {
        guard consume(UInt8(ascii: "\"")) else { return nil }
        let start = index
        var ascii = true
        while index < bytes.count {
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                let raw = UnsafeBufferPointer(rebasing: bytes[start..<index])
                index += 1
                return ascii ? String(decoding: raw, as: UTF8.self) : String(validating: raw, as: UTF8.self)
            }
            if b == UInt8(ascii: "\\") {
                index = start
                return readEscapedString()
            }
            if b < 0x20 { return nil }
            if b >= 0x80 { ascii = false }
            index += 1
        }
        return nil
    }

    /// What `readString()` reads, but `previous` itself when the next string spells it byte for byte without an
    /// escape: a cached issue's rows repeat their date, time and category a dozen times running.
    mutating func readString(reusing previous: String?) -> String? {
        guard let raw = readUnescaped() else { return readString() }
        if var previous, previous.withUTF8({ ByteSearch.equal($0, raw) }) { return previous }
        // ASCII needs no checking (`readString()` does the same).
        return raw.allSatisfy { $0 < 0x80 }
            ? String(decoding: raw, as: UTF8.self) : String(validating: raw, as: UTF8.self)
    }

    /// The bytes between the quotes of a string without escapes or raw control characters, not checked as UTF-8;
    /// nil (the reader not moved past whitespace) for anything else.
    mutating func readUnescaped() -> UnsafeBufferPointer<UInt8>? {
        guard peek() == UInt8(ascii: "\"") else { return nil }
        var end = index + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
            guard bytes[end] >= 0x20, bytes[end] != UInt8(ascii: "\\") else { return nil }
            end += 1
        }
        guard end < bytes.count else { return nil }
        defer { index = end + 1 }
        return UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end])
    }

    /// A JSON integer (`-?(0|[1-9][0-9]*)` not followed by a fraction or exponent) that fits `Int`; `-0` is refused.
    mutating func readInteger() -> Int? {
        guard let first = peek() else { return nil }
        var i = index
        let negative = first == UInt8(ascii: "-")
        if negative { i += 1 }
        guard i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") else { return nil }
        if bytes[i] == UInt8(ascii: "0") {
            i += 1
            guard !negative else { return nil }
            if i < bytes.count, Self.continuesNumber(bytes[i]) { return nil }
            index = i
            return 0
        }
        var value = 0
        while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") {
            let digit = Int(bytes[i] - UInt8(ascii: "0"))
            let (times, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = negative ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
            guard !o1, !o2 else { return nil }
            value = sum
            i += 1
        }
        if i < bytes.count, Self.continuesNumber(bytes[i]) { return nil }
        index = i
        return value
    }

    /// Skips one well-formed value of any kind.
    mutating func skipValue(depth: Int = 0) -> Bool {
        guard depth < Self.maxDepth, let next = peek() else { return false }
        switch next {
        case UInt8(ascii: "{"):
            return readObject { reader, _ in reader.skipValue(depth: depth + 1) }
        case UInt8(ascii: "["):
            return readArray { $0.skipValue(depth: depth + 1) }
        case UInt8(ascii: "\""):
            return readString() != nil
        case UInt8(ascii: "t"): return consumeLiteral("true")
        case UInt8(ascii: "f"): return consumeLiteral("false")
        case UInt8(ascii: "n"): return consumeNull()
        default: return skipNumber()
        }
    }

    // MARK: - Private

    private static func continuesNumber(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: ".") || b == UInt8(ascii: "e")
            || b == UInt8(ascii: "E")
    }

    @inline(__always)
    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func consumeLiteral(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let text = UnsafeBufferPointer(start: literal.utf8Start, count: count)
        for k in 0..<count where bytes[index + k] != text[k] { return false }
        index += count
        return true
    }

    private mutating func skipNumber() -> Bool {
        var i = index
        func digits() -> Int {
            let s = i
            while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") { i += 1 }
            return i - s
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") { i += 1 }
        guard i < bytes.count else { return false }
        if bytes[i] == UInt8(ascii: "0") {
            i += 1
        } else if digits() == 0 {
            return false
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard digits() > 0 else { return false }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits() > 0 else { return false }
        }
        if i < bytes.count, Self.continuesNumber(bytes[i]) { return false }
        index = i
        return true
    }

    /// The slow path of `readString`, from just after the opening quote.
    private mutating func readEscapedString() -> String? {
        var out: [UInt8] = []
        while index < bytes.count {
            let b = bytes[index]
            index += 1
            switch b {
            case UInt8(ascii: "\""):
                return out.withUnsafeBufferPointer { String(validating: $0, as: UTF8.self) }
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { return nil }
                let e = bytes[index]
                index += 1
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    guard var scalar = readHex4() else { return nil }
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard index + 2 <= bytes.count, bytes[index] == UInt8(ascii: "\\"),
                            bytes[index + 1] == UInt8(ascii: "u")
                        else { return nil }
                        index += 2
                        guard let low = readHex4(), (0xDC00...0xDFFF).contains(low) else { return nil }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(scalar) {
                        return nil
                    }
                    guard let unicode = Unicode.Scalar(scalar) else { return nil }
                    out.append(contentsOf: UTF8.encode(unicode)!)
                default: return nil
                }
            default:
                guard b >= 0x20 else { return nil }
                out.append(b)
            }
        }
        return nil
    }

    private mutating func readHex4() -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[index]
            let digit: UInt8
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = b - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }
}
