import Foundation

/// A `Decoder` over a `JSONValue` tree read by `JSONValue.strictlyRead`, for the small documents read once per
/// person on a warm run (kept data.go.kr answers, the place and area memos): through `JSONDecoder` they cost about
/// 8 % of a warm `batch`. A fast path, never the judge: it reads a value as `JSONDecoder` does (checked value by
/// value in JSONValueDecoderTests), and where it cannot be sure to (`Float`, `Date`, `Data`, `URL`, `Decimal`,
/// 128-bit integers, an integer from 2^53, `superDecoder`) it marks the run `unsure` (a mark a `try?` does not
/// swallow) and `decode(_:from:)` returns nil for `JSONDecoder` to decide. One decoder serves the whole tree,
/// swapping each member in as the current value and back, so a single-value field costs no allocation.
final class JSONValueDecoder {
    /// The value being decoded.
    private(set) var value: JSONValue
    /// The coding path down to `value`: `parent`'s keys, then `key` (not yet linked into a node, which only a
    /// container needs).
    private(set) var parent: CodingPathNode?
    private(set) var key: (any CodingKey)?
    /// Set at anything whose `JSONDecoder` reading this decoder does not reproduce.
    private(set) var unsure = false

    private init(_ value: JSONValue) {
        self.value = value
    }

    /// What `JSONDecoder().decode(type, from: data)` returns, or nil: when the bytes are not what
    /// `JSONValue.strictlyRead` reads, when the decoding fails (`JSONDecoder` then says how) and when the decoder
    /// is unsure.
    static func decode<T: Decodable>(_ type: T.Type, from data: Data) -> T? {
        let tree = data.withUnsafeBytes { JSONValue.strictlyRead($0.bindMemory(to: UInt8.self)) }
        guard let tree else { return nil }
        let decoder = JSONValueDecoder(tree)
        guard let result = try? decoder.decodeValue(type), !decoder.unsure else { return nil }
        return result
    }

    /// `decode(_:from:)`, else `JSONDecoder`, which judges whatever the fast path leaves (and whose error is thrown):
    /// how every caller reads such a document.
    static func decodeOrFallBack<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try decode(type, from: data) ?? JSONDecoder().decode(type, from: data)
    }

    /// The current value as `T`, as `JSONDecoder`'s `unwrap` does: its own handling of `Date`, `Data`, `URL` and
    /// `Decimal` (strategies, number text) is left to it.
    func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
        let id = ObjectIdentifier(type)
        if id == ObjectIdentifier(Date.self) || id == ObjectIdentifier(Data.self) || id == ObjectIdentifier(URL.self)
            || id == ObjectIdentifier(Decimal.self)
        {
            throw giveUp(type, at: here)
        }
        return try T(from: self)
    }

    /// Runs `body` with `value` as the current value, found under `key` below `node`.
    func descend<R>(into value: JSONValue, below node: CodingPathNode?, key: any CodingKey, _ body: () throws -> R)
        rethrows -> R
    {
        let saved = (self.value, parent, self.key)
        (self.value, parent, self.key) = (value, node, key)
        defer { (self.value, parent, self.key) = saved }
        return try body()
    }

    /// The node of the current value, for a container over it.
    var node: CodingPathNode? { key.map { CodingPathNode(parent: parent, key: $0) } ?? parent }

    var here: CodingSite { CodingSite(node: parent, key: key) }

    // MARK: - Reading values, as JSONDecoder's unwrap functions do

    /// `JSONDecoder` checks no null here: a null is a `typeMismatch`, as for containers it is not.
    func bool(_ value: JSONValue, at site: CodingSite) throws -> Bool {
        guard case .bool(let flag) = value else {
            throw Self.mismatch(Bool.self, value, at: site, nullIsMissing: false)
        }
        return flag
    }

    func string(_ value: JSONValue, at site: CodingSite) throws -> String {
        guard case .string(let text) = value else { throw Self.mismatch(String.self, value, at: site) }
        return text
    }

    /// A number, parsed as `JSONDecoder` parses it (`strictlyRead` refused the numbers that would differ).
    func double(_ value: JSONValue, at site: CodingSite) throws -> Double {
        guard case .number(let number) = value else { throw Self.mismatch(Double.self, value, at: site) }
        return number
    }

    /// An integer: `JSONDecoder` reads integer text exactly and any other number through `Double`, keeping it when
    /// the `Double` is exactly an integer of the type (`1.0`, `1e2`; not `1.5`). Below 2^53 both are the `Double`
    /// `strictlyRead` holds; from 2^53 on it reads the text again, exactly, which the tree no longer has.
    func integer<I: FixedWidthInteger>(_ type: I.Type, _ value: JSONValue, at site: CodingSite) throws -> I {
        guard case .number(let number) = value else { throw Self.mismatch(type, value, at: site) }
        guard number.magnitude < 0x1p53, I.bitWidth <= 64 else { throw giveUp(type, at: site) }
        guard let integer = I(exactly: number) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: site.path, debugDescription: "The number does not fit the type."))
        }
        return integer
    }

    /// Whether the current value is an object: what asking for a keyed container finds out, without making one.
    var holdsObject: Bool {
        if case .object = value { return true }
        return false
    }

    /// Marks the run unsure; the error thrown only stops the decoding here.
    func giveUp(_ type: Any.Type, at site: CodingSite) -> DecodingError {
        unsure = true
        return .typeMismatch(
            type, DecodingError.Context(codingPath: site.path, debugDescription: "Left to JSONDecoder."))
    }

    /// What `JSONDecoder` throws for a value of the wrong kind: `valueNotFound` for null (mostly), else
    /// `typeMismatch`.
    static func mismatch(_ type: Any.Type, _ value: JSONValue, at site: CodingSite, nullIsMissing: Bool = true)
        -> DecodingError
    {
        if nullIsMissing, case .null = value {
            return .valueNotFound(
                type, DecodingError.Context(codingPath: site.path, debugDescription: "Found null value instead."))
        }
        return .typeMismatch(
            type, DecodingError.Context(codingPath: site.path, debugDescription: "Found \(value.kindName) instead."))
    }
}

extension JSONValueDecoder: Decoder {
    var codingPath: [any CodingKey] { here.path }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy _: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else { throw Self.mismatch([String: Any].self, value, at: here) }
        return KeyedDecodingContainer(JSONValueKeyedContainer(decoder: self, members: members, node: node))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else { throw Self.mismatch([Any].self, value, at: here) }
        return JSONValueUnkeyedContainer(decoder: self, elements: elements, node: node)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }
}

extension JSONValueDecoder: SingleValueDecodingContainer {
    func decodeNil() -> Bool {
        if case .null = value { return true }
        return false
    }

    func decode(_: Bool.Type) throws -> Bool { try bool(value, at: here) }
    func decode(_: String.Type) throws -> String { try string(value, at: here) }
    func decode(_: Double.Type) throws -> Double { try double(value, at: here) }
    /// `JSONDecoder` parses a `Float` from the text itself, which the tree no longer has.
    func decode(_: Float.Type) throws -> Float { throw giveUp(Float.self, at: here) }
    func decode(_: Int.Type) throws -> Int { try integer(Int.self, value, at: here) }
    func decode(_: Int8.Type) throws -> Int8 { try integer(Int8.self, value, at: here) }
    func decode(_: Int16.Type) throws -> Int16 { try integer(Int16.self, value, at: here) }
    func decode(_: Int32.Type) throws -> Int32 { try integer(Int32.self, value, at: here) }
    func decode(_: Int64.Type) throws -> Int64 { try integer(Int64.self, value, at: here) }
    func decode(_: Int128.Type) throws -> Int128 { try integer(Int128.self, value, at: here) }
    func decode(_: UInt.Type) throws -> UInt { try integer(UInt.self, value, at: here) }
    func decode(_: UInt8.Type) throws -> UInt8 { try integer(UInt8.self, value, at: here) }
    func decode(_: UInt16.Type) throws -> UInt16 { try integer(UInt16.self, value, at: here) }
    func decode(_: UInt32.Type) throws -> UInt32 { try integer(UInt32.self, value, at: here) }
    func decode(_: UInt64.Type) throws -> UInt64 { try integer(UInt64.self, value, at: here) }
    func decode(_: UInt128.Type) throws -> UInt128 { try integer(UInt128.self, value, at: here) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decodeValue(type) }
}

/// A key on the path to a value, linked to the keys above it (the path is only spelt out for an error).
final class CodingPathNode {
    let parent: CodingPathNode?
    let key: any CodingKey

    init(parent: CodingPathNode?, key: any CodingKey) {
        (self.parent, self.key) = (parent, key)
    }

    var path: [any CodingKey] {
        var keys: [any CodingKey] = []
        var node: CodingPathNode? = self
        while let next = node {
            keys.append(next.key)
            node = next.parent
        }
        return keys.reversed()
    }
}

/// Where a value was read: below `node`, under `key` when there is one.
struct CodingSite {
    var node: CodingPathNode?
    var key: (any CodingKey)?

    var path: [any CodingKey] {
        var keys = node?.path ?? []
        if let key { keys.append(key) }
        return keys
    }
}
