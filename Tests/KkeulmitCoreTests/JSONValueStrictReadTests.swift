import Foundation
import Testing

@testable import KkeulmitCore

/// `batch` reads each input line with `JSONValue.strictlyRead` first: it must give what `JSONDecoder` gives, or
/// nothing (then `JSONDecoder` decides).
@Suite("JSONValue.strictlyRead agrees with JSONDecoder or stands aside")
struct JSONValueStrictReadTests {
    static func fast(_ text: String) -> JSONValue? {
        Data(text.utf8).withUnsafeBytes { JSONValue.strictlyRead($0.bindMemory(to: UInt8.self)) }
    }

    static func slow(_ text: String) -> JSONValue? {
        try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    @Test(
        "batch lines read the same both ways",
        arguments: [
            #"{"id":"p1","location":{"nx":60,"ny":127}}"#,
            #" {"location":{"place":"종로구"},"id":17,"hours":6,"lang":"en"} "#,
            #"{"id":"a\"b\\c\u00e9\ud83d\ude00\n","location":{"lat":37.5665,"lon":126.978},"temperatureOffset":-1.5}"#,
            #"{"id":1e2,"at":"2026-11-30T08:00","x":[true,false,null,[],{}],"z":0,"y":123456789012345678901}"#,
            #"[1,-2,3.25E-2,"s"]"#,
            #""text""#,
        ])
    func agrees(text: String) throws {
        let fast = try #require(Self.fast(text))
        #expect(fast == Self.slow(text))
    }

    @Test(
        "anything unusual is left to JSONDecoder",
        arguments: [
            #"{"id":1,"id":2}"#, #"{"id":1,"a":2,"id":3}"#, #"{"\u00e9":1,"e\u0301":2}"#, #"{"id":-0}"#, #"{"id":0.0}"#,
            #"{"id":1e400}"#, #"{"id":01}"#, #"{"id":1,}"#,
            #"{"id":tru}"#, #"{"id":"\ud800"}"#, #"{"id":1} x"#, "", #"{"id":"p1""#,
        ])
    func standsAside(text: String) {
        #expect(Self.fast(text) == nil)
    }

    @Test("nesting past the reader's depth is left to JSONDecoder")
    func deepNesting() {
        let depth = StrictJSONReader.maxDepth + 1
        #expect(Self.fast(String(repeating: "[", count: depth) + String(repeating: "]", count: depth)) == nil)
        #expect(Self.fast(String(repeating: "[", count: depth - 1) + String(repeating: "]", count: depth - 1)) != nil)
    }
}
