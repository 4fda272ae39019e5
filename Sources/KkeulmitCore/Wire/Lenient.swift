/// A wire field read leniently, as every field of the services' answers is: absent, `null` or of an unexpected
/// type reads as nil instead of failing the row; a number stands in for text and text holding a number for a
/// number, since the services send either. Rows declare their fields `@Lenient` and let the compiler write their
/// decoding, so no row spells out its keys twice.
@propertyWrapper
package struct Lenient<Value: LenientValue>: Decodable, Equatable, Sendable {
    package var wrappedValue: Value?

    package init(wrappedValue: Value?) { self.wrappedValue = wrappedValue }

    package init(from decoder: any Decoder) throws {
        wrappedValue = (try? decoder.singleValueContainer()).flatMap(Value.lenient)
    }
}

/// What a `@Lenient` field can hold, and how it is read from whatever was sent.
package protocol LenientValue: Equatable, Sendable {
    static func lenient(_ container: any SingleValueDecodingContainer) -> Self?
}

extension String: LenientValue {
    /// A string, or a number rendered as one.
    package static func lenient(_ c: any SingleValueDecodingContainer) -> String? {
        if let s = try? c.decode(String.self) { return s }
        if let i = try? c.decode(Int.self) { return String(i) }
        if let d = try? c.decode(Double.self) { return String(d) }
        return nil
    }
}

extension Int: LenientValue {
    /// An integer, or a string holding one.
    package static func lenient(_ c: any SingleValueDecodingContainer) -> Int? {
        if let i = try? c.decode(Int.self) { return i }
        if let s = try? c.decode(String.self) { return Int(s.trimmingSpaces) }
        return nil
    }
}

extension KeyedDecodingContainer {
    /// An absent key is a nil field, not a missing one: what the compiler's decoding of a `@Lenient` field calls.
    package func decode<Value>(_: Lenient<Value>.Type, forKey key: Key) throws -> Lenient<Value> {
        Lenient(wrappedValue: lenient(key))
    }

    /// The field under `key` read leniently (`Lenient`), for rows that decode by hand.
    func lenient<Value: LenientValue>(_ key: Key) -> Value? {
        (try? decodeIfPresent(Lenient<Value>.self, forKey: key))?.wrappedValue ?? nil
    }

    /// A string, or a number rendered as a string; nil for null, absent or anything else.
    func lenientString(_ key: Key) -> String? { lenient(key) }
}
