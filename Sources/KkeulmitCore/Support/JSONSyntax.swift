import Foundation

/// Checks that bytes are JSON as RFC 8259 has it, and says where they are not: Foundation's `JSONDecoder` accepts
/// some things JSON does not (a trailing comma) and reports a mistake without saying where. A person's file (the
/// config) is checked with this first, so a mistake reads "line 3, column 14: a comma before '}'".
package enum JSONSyntax {
    /// Where and what the first mistake is.
    package struct Mistake: Error, Equatable, Sendable, CustomStringConvertible {
        package var line: Int
        package var column: Int
        package var what: String

        package var description: String { "line \(line), column \(column): \(what)" }
    }

    /// Nil when `bytes` hold one JSON value (surrounded by whitespace at most).
    package static func check(_ bytes: some Collection<UInt8>) -> Mistake? {
        var scanner = Scanner(Array(bytes))
        // A byte order mark, which editors on some systems write and RFC 8259 lets a reader ignore.
        if scanner.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.index = 3 }
        do throws(Mistake) {
            try scanner.value(depth: 0)
            scanner.skipWhitespace()
            if scanner.index < scanner.bytes.count { throw scanner.mistake("more text after the JSON value") }
            return nil
        } catch {
            return error
        }
    }

    /// One member of a JSON object, where its key and value lie in the bytes it was read from.
    package struct Member: Equatable, Sendable {
        /// The key, unescaped.
        package var key: String
        /// From the key's opening quote.
        package var keyStart: Int
        /// The value's bytes, exactly as written.
        package var value: Range<Int>
    }

    /// The members of the object `bytes` hold, in the order written, so that a file can be edited member by member
    /// with every other byte kept. Throws the first mistake; nil when the value is valid JSON but not an object.
    package static func objectMembers(_ bytes: [UInt8]) throws(Mistake) -> [Member]? {
        if let mistake = check(bytes) { throw mistake }
        var scanner = Scanner(bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.index = 3 }
        scanner.skipWhitespace()
        guard scanner.next == UInt8(ascii: "{") else { return nil }
        var members: [Member] = []
        try scanner.elements(closedBy: "}", of: "a member") { (scanner) throws(Mistake) in
            let keyStart = scanner.index
            try scanner.string()
            let literal = String(decoding: scanner.bytes[keyStart..<scanner.index], as: UTF8.self)
            try scanner.expect(UInt8(ascii: ":"), "':' after the key")
            scanner.skipWhitespace()
            let valueStart = scanner.index
            try scanner.value(depth: 1)
            let key = (try? JSONDecoder().decode([String].self, from: Data("[\(literal)]".utf8)))?.first ?? literal
            members.append(Member(key: key, keyStart: keyStart, value: valueStart..<scanner.index))
        }
        return members
    }

    /// Nesting deeper than this is refused, so a hostile file cannot exhaust the stack.
    static let maxDepth = 256

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        /// The line and column (in characters) of `index`, counted from 1.
        func mistake(_ what: String, at position: Int? = nil) -> Mistake {
            let end = min(position ?? index, bytes.count)
            var (line, column) = (1, 1)
            for byte in bytes[..<end] {
                if byte == UInt8(ascii: "\n") {
                    (line, column) = (line + 1, 1)
                } else if byte & 0b1100_0000 != 0b1000_0000 {
                    column += 1
                }
            }
            return Mistake(line: line, column: column, what: what)
        }

        var next: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func skipWhitespace() {
            while let byte = next, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
        }

        /// What `next` is, for messages.
        var found: String {
            guard let byte = next else { return "the end of the file" }
            return byte < 0x80 && byte >= 0x20 ? "'\(Character(Unicode.Scalar(byte)))'" : "a byte \(byte)"
        }

        mutating func expect(_ byte: UInt8, _ what: String) throws(Mistake) {
            skipWhitespace()
            guard next == byte else { throw mistake("expected \(what), found \(found)") }
            index += 1
        }

        mutating func value(depth: Int) throws(Mistake) {
            guard depth < JSONSyntax.maxDepth else { throw mistake("nested too deeply") }
            skipWhitespace()
            switch next {
            case UInt8(ascii: "{"):
                try elements(closedBy: "}", of: "a member") { (scanner) throws(Mistake) in
                    guard scanner.next == UInt8(ascii: "\"") else {
                        throw scanner.mistake("expected a key in double quotes, found \(scanner.found)")
                    }
                    try scanner.string()
                    try scanner.expect(UInt8(ascii: ":"), "':' after the key")
                    try scanner.value(depth: depth + 1)
                }
            case UInt8(ascii: "["):
                try elements(closedBy: "]", of: "an element") { (scanner) throws(Mistake) in
                    try scanner.value(depth: depth + 1)
                }
            case UInt8(ascii: "\""): try string()
            case UInt8(ascii: "t"): try word("true")
            case UInt8(ascii: "f"): try word("false")
            case UInt8(ascii: "n"): try word("null")
            case let byte? where byte == UInt8(ascii: "-") || byte.isDigit: try number()
            default: throw mistake("expected a value, found \(found)")
            }
        }

        /// `{` or `[` (at `index`), then `element`s separated by commas, then `close`: no comma before it.
        mutating func elements(
            closedBy close: Unicode.Scalar, of what: String, _ element: (inout Scanner) throws(Mistake) -> Void
        ) throws(Mistake) {
            let closing = UInt8(ascii: close)
            index += 1
            skipWhitespace()
            if next == closing {
                index += 1
                return
            }
            while true {
                skipWhitespace()
                if next == closing { throw mistake("a comma before '\(close)' (JSON allows none)") }
                try element(&self)
                skipWhitespace()
                guard next == UInt8(ascii: ",") else { break }
                index += 1
            }
            try expect(closing, "',' or '\(close)' after \(what)")
        }

        mutating func word(_ text: String) throws(Mistake) {
            let start = index
            for byte in text.utf8 {
                guard next == byte else {
                    index = start
                    throw mistake("expected a value, found \(found)")
                }
                index += 1
            }
        }

        mutating func string() throws(Mistake) {
            let start = index
            index += 1
            while let byte = next {
                index += 1
                switch byte {
                case UInt8(ascii: "\""): return
                case UInt8(ascii: "\\"):
                    guard let escaped = next else { break }
                    index += 1
                    if escaped == UInt8(ascii: "u") {
                        for _ in 0..<4 {
                            guard let hex = next, hex.isHexDigit else {
                                throw mistake("\\u must be followed by four hexadecimal digits")
                            }
                            index += 1
                        }
                    } else if !"\"\\/bfnrt".utf8.contains(escaped) {
                        throw mistake("an unknown escape \\\(Character(Unicode.Scalar(escaped)))", at: index - 2)
                    }
                case 0..<0x20:
                    throw mistake("a line break or control character inside a string (write \\n)", at: index - 1)
                default: continue
                }
            }
            throw mistake("a string that never ends", at: start)
        }

        mutating func number() throws(Mistake) {
            let start = index
            if next == UInt8(ascii: "-") { index += 1 }
            guard let first = next, first.isDigit else { throw mistake("an invalid number", at: start) }
            index += 1
            if first != UInt8(ascii: "0") { while next?.isDigit == true { index += 1 } }
            if next == UInt8(ascii: ".") {
                index += 1
                guard next?.isDigit == true else { throw mistake("an invalid number", at: start) }
                while next?.isDigit == true { index += 1 }
            }
            if next == UInt8(ascii: "e") || next == UInt8(ascii: "E") {
                index += 1
                if next == UInt8(ascii: "+") || next == UInt8(ascii: "-") { index += 1 }
                guard next?.isDigit == true else { throw mistake("an invalid number", at: start) }
                while next?.isDigit == true { index += 1 }
            }
        }
    }
}

extension UInt8 {
    fileprivate var isDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }
    fileprivate var isHexDigit: Bool {
        isDigit || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self)
    }
}
