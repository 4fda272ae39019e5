import Foundation
import Testing

@testable import KkeulmitCore

/// What a `Decodable` can observe of a decoder, written down: every container operation's result, or the
/// `DecodingError` case, type and coding path it threw, at every level of the document. Decoded once through
/// `JSONDecoder` and once through `JSONValueDecoder`, the two traces must be the same.
struct DecoderProbe: Decodable, Equatable {
    var trace: [String]

    init(from decoder: any Decoder) {
        let recorder = Recorder()
        recorder.probe(decoder)
        trace = recorder.trace
    }

    /// A class, so that the notes taken inside closures over containers need no exclusive access to a probe.
    final class Recorder {
        var trace: [String] = []

        func probe(_ decoder: any Decoder) {
            note("path", { DecoderProbe.path(decoder.codingPath) })
            if let single = try? decoder.singleValueContainer() {
                note("nil", { single.decodeNil() })
                note("string", { try single.decode(String.self) })
                note("int", { try single.decode(Int.self) })
                note("int8", { try single.decode(Int8.self) })
                note("uint", { try single.decode(UInt.self) })
                note("double", { try single.decode(Double.self) })
                note("bool", { try single.decode(Bool.self) })
                note("[int]", { try single.decode([Int].self) })
            }
            note("keyed", { try keyed(decoder.container(keyedBy: AnyKey.self)) })
            note("unkeyed", { try unkeyed(decoder.unkeyedContainer()) })
        }

        func keyed(_ c: KeyedDecodingContainer<AnyKey>) -> String {
            note("keyed path", { DecoderProbe.path(c.codingPath) })
            let keys = c.allKeys.map(\.stringValue).sorted()
            for name in keys + ["missing"] {
                let key = AnyKey(name)
                note("\(name) contains", { c.contains(key) })
                note("\(name) nil", { try c.decodeNil(forKey: key) })
                note("\(name) string", { try c.decode(String.self, forKey: key) })
                note("\(name) int", { try c.decode(Int.self, forKey: key) })
                note("\(name) uint8", { try c.decode(UInt8.self, forKey: key) })
                note("\(name) double", { try c.decode(Double.self, forKey: key) })
                note("\(name) bool", { try c.decode(Bool.self, forKey: key) })
                note("\(name) string?", { try c.decodeIfPresent(String.self, forKey: key) })
                note("\(name) int?", { try c.decodeIfPresent(Int.self, forKey: key) })
                note("\(name) bool?", { try c.decodeIfPresent(Bool.self, forKey: key) })
                note("\(name) [string]?", { try c.decodeIfPresent([String].self, forKey: key) })
                note(
                    "\(name) nested",
                    { DecoderProbe.path(try c.nestedContainer(keyedBy: AnyKey.self, forKey: key).codingPath) })
                note("\(name) nested unkeyed", { try c.nestedUnkeyedContainer(forKey: key).count })
                note("\(name) probe", { try c.decode(DecoderProbe.self, forKey: key).trace })
                note("\(name) probe?", { try c.decodeIfPresent(DecoderProbe.self, forKey: key)?.trace })
            }
            return "\(keys)"
        }

        func unkeyed(_ container: any UnkeyedDecodingContainer) -> String {
            var c = container
            note("unkeyed path", { DecoderProbe.path(c.codingPath) })
            note("count", { c.count })
            var steps = 0
            while !c.isAtEnd, steps < 40 {
                steps += 1
                note("at \(c.currentIndex) nil", { try c.decodeNil() })
                note("at \(c.currentIndex) bool", { try c.decode(Bool.self) })
                note("at \(c.currentIndex) string?", { try c.decodeIfPresent(String.self) })
                note("at \(c.currentIndex) int", { try c.decode(Int.self) })
                note("at \(c.currentIndex) double?", { try c.decodeIfPresent(Double.self) })
                note("at \(c.currentIndex) nested", { try c.nestedContainer(keyedBy: AnyKey.self).allKeys.count })
                note("at \(c.currentIndex) nested unkeyed", { try c.nestedUnkeyedContainer().count })
                note("at \(c.currentIndex) probe", { try c.decode(DecoderProbe.self).trace })
            }
            note("end nil", { try c.decodeNil() })
            note("end string", { try c.decode(String.self) })
            note("end probe", { try c.decode(DecoderProbe.self).trace })
            note("end nested", { DecoderProbe.path(try c.nestedContainer(keyedBy: AnyKey.self).codingPath) })
            note("end string?", { try c.decodeIfPresent(String.self) })
            note("end probe?", { try c.decodeIfPresent(DecoderProbe.self)?.trace })
            return "at \(c.currentIndex), at end \(c.isAtEnd)"
        }

        func note<T>(_ what: String, _ body: () throws -> T) {
            do {
                trace.append("\(what): \(try body())")
            } catch let error as DecodingError {
                trace.append("\(what): \(DecoderProbe.describe(error))")
            } catch {
                // JSONDecoder's own number errors (`1.5` as an `Int`), which it throws as `dataCorrupted` at the top.
                trace.append("\(what): dataCorrupted")
            }
        }
    }

    static func describe(_ error: DecodingError) -> String {
        switch error {
        case .typeMismatch(let type, let context): "typeMismatch \(type) at \(path(context.codingPath))"
        case .valueNotFound(let type, let context): "valueNotFound \(type) at \(path(context.codingPath))"
        case .keyNotFound(let key, let context): "keyNotFound \(key.stringValue) at \(path(context.codingPath))"
        case .dataCorrupted: "dataCorrupted"
        @unknown default: "unknown"
        }
    }

    static func path(_ keys: [any CodingKey]) -> String {
        keys.map { "\($0.stringValue)/\($0.intValue.map(String.init) ?? "-")" }.joined(separator: ".")
    }

    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

@Suite("JSONValueDecoder's containers behave as JSONDecoder's")
struct JSONValueDecoderProbeTests {
    static func both<T: Decodable>(_ type: T.Type, _ text: String) -> (fast: T?, slow: T?) {
        (JSONValueDecoder.decode(type, from: Data(text.utf8)), try? JSONDecoder().decode(type, from: Data(text.utf8)))
    }

    @Test(
        "every container operation answers alike, at every level",
        arguments: [
            #"{"s":"x","n":1,"f":1.5,"e":1e2,"E":1E2,"z":0,"neg":-3,"b":true,"nul":null,"big":300,"negf":-128.0}"#,
            #"{"a":[1,"x",null,1.0,true,{"k":1},[2,[3]],-1,0.5],"o":{"k":1,"l":"2","m":{"n":null}},"u":"é\n"}"#,
            #"[1,"x",null,1.5,false,{},[],{"a":[null]}]"#, #"[]"#, #"{}"#, #""text""#, "12", "null", "true", "1.5",
            #"{"deep":{"a":[{"b":[null,{"c":"d"}]}]},"strings":["a","b"],"map":{"k":"v","l":"w"}}"#,
            #"{"":1,"a b":2,"é":3,"한글":"값","x":{"":{"":[]}}}"#,
        ])
    func probe(text: String) throws {
        let (fast, slow) = Self.both(DecoderProbe.self, text)
        let (trace, expected) = (try #require(fast).trace, try #require(slow).trace)
        // The first line that differs, rather than the whole trace.
        let difference = zip(trace, expected).first { $0 != $1 }
        #expect(difference == nil && trace.count == expected.count, "\(difference.map { "\($0) | \($1)" } ?? "")")
        #expect(trace.count > 10)
    }

    static func texts<I: FixedWidthInteger & Decodable>(_ type: I.Type, _ text: String) -> (String?, String?) {
        let (fast, slow) = both(type, text)
        return (fast.map { "\($0)" }, slow.map { "\($0)" })
    }

    @Test("integers read as JSONDecoder reads them: exactly, or through Double below 2^53")
    func integers() {
        for text in [
            "1.0", "1e2", "1E2", "100e-2", "-5.0", "3.0000000000000001", "1.5", "300", "-1", "4503599627370495.5",
        ] {
            for (fast, slow) in [Self.texts(Int.self, text), Self.texts(Int8.self, text), Self.texts(UInt.self, text)] {
                #expect(fast == slow, "\(text)")
            }
        }
        #expect(Self.both(Int.self, "9007199254740993") == (nil, 9_007_199_254_740_993))
        #expect(Self.both(Int.self, "9007199254740992").fast == nil)
        #expect(Self.both(Int.self, "1e300").fast == nil)
        #expect(
            Self.both([String: String].self, #"{"a":"x","b":"y"}"#) == (["a": "x", "b": "y"], ["a": "x", "b": "y"]))
        #expect(Self.both([String: String].self, #"{"a":"x","b":1}"#) == (nil, nil))
        #expect(Self.both(Double.self, "1e300") == (1e300, 1e300))
    }

    struct Super: Decodable {
        init(from decoder: any Decoder) throws {
            _ = try decoder.container(keyedBy: DecoderProbe.AnyKey.self).superDecoder()
        }
    }

    @Test("what JSONDecoder reads its own way is left to it")
    func specialTypes() {
        #expect(Self.both(Float.self, "1.1").fast == nil)
        #expect(Self.both([String: Float].self, #"{"a":1}"#).fast == nil)
        #expect(Self.both(Decimal.self, "1.1").fast == nil)
        #expect(Self.both(Date.self, "1").fast == nil)
        #expect(Self.both(URL.self, #""https://example.com""#).fast == nil)
        #expect(Self.both(Data.self, "[1]").fast == nil)
        #expect(Self.both(Int128.self, "1").fast == nil)
        #expect(Self.both(Super.self, "{}").fast == nil)
        // A failure swallowed by `try?` still sends the whole document to JSONDecoder.
        #expect(Self.both(Lenient<String>.self, "9007199254740993") == (nil, Lenient(wrappedValue: "9007199254740993")))
    }
}
