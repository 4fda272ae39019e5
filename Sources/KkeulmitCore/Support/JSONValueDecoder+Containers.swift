/// `JSONValueDecoder`'s keyed container: an object's members, as `JSONValue` holds them (sorted by name, no name
/// twice), searched in place instead of copied into a dictionary as `JSONDecoder` does for every object.
struct JSONValueKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: JSONValueDecoder
    let members: [(String, JSONValue)]
    let node: CodingPathNode?

    var codingPath: [any CodingKey] { node?.path ?? [] }

    /// In name order; `JSONDecoder` gives them in its dictionary's order, which is no order at all.
    var allKeys: [Key] { members.compactMap { Key(stringValue: $0.0) } }

    func contains(_ key: Key) -> Bool { member(key) != nil }

    /// Binary search: names compare as `String`s, the comparison the members were sorted by (and the equality
    /// `JSONDecoder`'s dictionary looks names up with).
    func member(_ key: Key) -> JSONValue? {
        let name = key.stringValue
        var (low, high) = (0, members.count)
        while low < high {
            let middle = (low + high) / 2
            let found = members[middle].0
            if found == name { return members[middle].1 }
            if found < name { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    func site(_ key: Key) -> CodingSite { CodingSite(node: node, key: key) }

    func value(_ key: Key) throws -> JSONValue {
        guard let value = member(key) else {
            throw DecodingError.keyNotFound(
                key, DecodingError.Context(codingPath: codingPath, debugDescription: "No value for the key."))
        }
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        if case .null = try value(key) { return true }
        return false
    }

    func decode(_: Bool.Type, forKey key: Key) throws -> Bool { try decoder.bool(value(key), at: site(key)) }
    func decode(_: String.Type, forKey key: Key) throws -> String { try decoder.string(value(key), at: site(key)) }
    func decode(_: Double.Type, forKey key: Key) throws -> Double { try decoder.double(value(key), at: site(key)) }
    func decode(_: Float.Type, forKey key: Key) throws -> Float { throw decoder.giveUp(Float.self, at: site(key)) }
    func decode(_: Int.Type, forKey key: Key) throws -> Int { try integer(key) }
    func decode(_: Int8.Type, forKey key: Key) throws -> Int8 { try integer(key) }
    func decode(_: Int16.Type, forKey key: Key) throws -> Int16 { try integer(key) }
    func decode(_: Int32.Type, forKey key: Key) throws -> Int32 { try integer(key) }
    func decode(_: Int64.Type, forKey key: Key) throws -> Int64 { try integer(key) }
    func decode(_: Int128.Type, forKey key: Key) throws -> Int128 { try integer(key) }
    func decode(_: UInt.Type, forKey key: Key) throws -> UInt { try integer(key) }
    func decode(_: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(key) }
    func decode(_: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(key) }
    func decode(_: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(key) }
    func decode(_: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(key) }
    func decode(_: UInt128.Type, forKey key: Key) throws -> UInt128 { try integer(key) }

    func integer<I: FixedWidthInteger>(_ key: Key) throws -> I {
        try decoder.integer(I.self, value(key), at: site(key))
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let value = try value(key)
        return try decoder.descend(into: value, below: node, key: key) { try decoder.decodeValue(type) }
    }

    /// One search instead of the default's three (`contains`, `decodeNil`, `decode`), the same answer: nil for an
    /// absent or null member. The other types' `decodeIfPresent` keep the default.
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let value = member(key) else { return nil }
        if case .null = value { return nil }
        return try decoder.descend(into: value, below: node, key: key) { try decoder.decodeValue(type) }
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        let value = try value(key)
        return try decoder.descend(into: value, below: node, key: key) { try decoder.container(keyedBy: type) }
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        let value = try value(key)
        return try decoder.descend(into: value, below: node, key: key) { try decoder.unkeyedContainer() }
    }

    /// Not reproduced: `JSONDecoder` makes a decoder of its own for it.
    func superDecoder() throws -> any Decoder { throw decoder.giveUp((any Decoder).self, at: decoder.here) }
    func superDecoder(forKey key: Key) throws -> any Decoder { throw decoder.giveUp((any Decoder).self, at: site(key)) }
}

/// `JSONValueDecoder`'s unkeyed container: an array's elements. As `JSONDecoder`'s, it moves on to the next element
/// only once one is read (a failed `decode` leaves it where it was), and `decodeIfPresent` moves on even at the end.
struct JSONValueUnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: JSONValueDecoder
    let elements: [JSONValue]
    let node: CodingPathNode?
    private(set) var currentIndex = 0

    init(decoder: JSONValueDecoder, elements: [JSONValue], node: CodingPathNode?) {
        (self.decoder, self.elements, self.node) = (decoder, elements, node)
    }

    var codingPath: [any CodingKey] { node?.path ?? [] }
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }
    var site: CodingSite { CodingSite(node: node, key: IndexKey(currentIndex)) }

    /// The next element; `valueNotFound` at the end.
    func next(_ type: Any.Type) throws -> JSONValue {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type, DecodingError.Context(codingPath: site.path, debugDescription: "Unkeyed container is at end."))
        }
        return elements[currentIndex]
    }

    /// The next element read by `read`, then moved past.
    mutating func read<T>(_ read: (JSONValueDecoder, JSONValue, CodingSite) throws -> T) throws -> T {
        let result = try read(decoder, next(T.self), site)
        currentIndex += 1
        return result
    }

    mutating func decodeNil() throws -> Bool {
        guard case .null = try next(Never.self) else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_: Bool.Type) throws -> Bool { try read { try $0.bool($1, at: $2) } }
    mutating func decode(_: String.Type) throws -> String { try read { try $0.string($1, at: $2) } }
    mutating func decode(_: Double.Type) throws -> Double { try read { try $0.double($1, at: $2) } }
    mutating func decode(_: Float.Type) throws -> Float { throw decoder.giveUp(Float.self, at: site) }
    mutating func decode(_: Int.Type) throws -> Int { try integer() }
    mutating func decode(_: Int8.Type) throws -> Int8 { try integer() }
    mutating func decode(_: Int16.Type) throws -> Int16 { try integer() }
    mutating func decode(_: Int32.Type) throws -> Int32 { try integer() }
    mutating func decode(_: Int64.Type) throws -> Int64 { try integer() }
    mutating func decode(_: Int128.Type) throws -> Int128 { try integer() }
    mutating func decode(_: UInt.Type) throws -> UInt { try integer() }
    mutating func decode(_: UInt8.Type) throws -> UInt8 { try integer() }
    mutating func decode(_: UInt16.Type) throws -> UInt16 { try integer() }
    mutating func decode(_: UInt32.Type) throws -> UInt32 { try integer() }
    mutating func decode(_: UInt64.Type) throws -> UInt64 { try integer() }
    mutating func decode(_: UInt128.Type) throws -> UInt128 { try integer() }

    mutating func integer<I: FixedWidthInteger>() throws -> I {
        try read { try $0.integer(I.self, $1, at: $2) }
    }

    /// The next element, made the decoder's current value while `body` reads it, then moved past.
    mutating func descending<T>(_ body: (JSONValueDecoder) throws -> T) throws -> T {
        let key = IndexKey(currentIndex)
        return try read { decoder, value, site in
            try decoder.descend(into: value, below: site.node, key: key) { try body(decoder) }
        }
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try descending { try $0.decodeValue(type) } }

    /// `JSONDecoder`'s `decodeIfPresent`: nil for null and at the end, moving on in both cases (the protocol's
    /// default does not move on at the end), else what `decode` reads.
    mutating func ifPresent<T>(_ decode: (inout Self) throws -> T) throws -> T? {
        if isAtEnd {
            currentIndex += 1
            return nil
        }
        if case .null = elements[currentIndex] {
            currentIndex += 1
            return nil
        }
        return try decode(&self)
    }

    mutating func decodeIfPresent(_: Bool.Type) throws -> Bool? { try ifPresent { try $0.decode(Bool.self) } }
    mutating func decodeIfPresent(_: String.Type) throws -> String? { try ifPresent { try $0.decode(String.self) } }
    mutating func decodeIfPresent(_: Double.Type) throws -> Double? { try ifPresent { try $0.decode(Double.self) } }
    mutating func decodeIfPresent(_: Float.Type) throws -> Float? { try ifPresent { try $0.decode(Float.self) } }
    mutating func decodeIfPresent(_: Int.Type) throws -> Int? { try ifPresent { try $0.decode(Int.self) } }
    mutating func decodeIfPresent(_: Int8.Type) throws -> Int8? { try ifPresent { try $0.decode(Int8.self) } }
    mutating func decodeIfPresent(_: Int16.Type) throws -> Int16? { try ifPresent { try $0.decode(Int16.self) } }
    mutating func decodeIfPresent(_: Int32.Type) throws -> Int32? { try ifPresent { try $0.decode(Int32.self) } }
    mutating func decodeIfPresent(_: Int64.Type) throws -> Int64? { try ifPresent { try $0.decode(Int64.self) } }
    mutating func decodeIfPresent(_: UInt.Type) throws -> UInt? { try ifPresent { try $0.decode(UInt.self) } }
    mutating func decodeIfPresent(_: UInt8.Type) throws -> UInt8? { try ifPresent { try $0.decode(UInt8.self) } }
    mutating func decodeIfPresent(_: UInt16.Type) throws -> UInt16? { try ifPresent { try $0.decode(UInt16.self) } }
    mutating func decodeIfPresent(_: UInt32.Type) throws -> UInt32? { try ifPresent { try $0.decode(UInt32.self) } }
    mutating func decodeIfPresent(_: UInt64.Type) throws -> UInt64? { try ifPresent { try $0.decode(UInt64.self) } }
    mutating func decodeIfPresent<T: Decodable>(_ type: T.Type) throws -> T? { try ifPresent { try $0.decode(type) } }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try descending { try $0.container(keyedBy: type) }
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try descending { try $0.unkeyedContainer() }
    }

    mutating func superDecoder() throws -> any Decoder { throw decoder.giveUp((any Decoder).self, at: site) }
}

/// An array element's key, spelt as `JSONDecoder` spells it.
struct IndexKey: CodingKey {
    let index: Int

    init(_ index: Int) { self.index = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { index = intValue }

    var stringValue: String { "Index \(index)" }
    var intValue: Int? { index }
}
