import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("ServiceKey")
struct ServiceKeyTests {
    @Test(
        "either portal form normalises to the raw key and is encoded exactly once",
        arguments: [
            ("ab+cd/ef==", "ab+cd/ef==", "ab%2Bcd%2Fef%3D%3D"),
            ("ab%2Bcd%2Fef%3D%3D", "ab+cd/ef==", "ab%2Bcd%2Fef%3D%3D"),
            ("ab%2bcd%2fef%3d%3d", "ab+cd/ef==", "ab%2Bcd%2Fef%3D%3D"),
            ("  ab+cd/ef==\n", "ab+cd/ef==", "ab%2Bcd%2Fef%3D%3D"),
            ("ab+cd/ef==\r\n", "ab+cd/ef==", "ab%2Bcd%2Fef%3D%3D"),
            ("\tab%2Bcd%2Fef%3D%3D \r\n", "ab+cd/ef==", "ab%2Bcd%2Fef%3D%3D"),
            (
                "0123456789abcdef0123456789abcdef", "0123456789abcdef0123456789abcdef",
                "0123456789abcdef0123456789abcdef"
            ),
            ("A-Z.a_z~09", "A-Z.a_z~09", "A-Z.a_z~09"),
            ("%25", "%", "%25"),
            ("키", "키", "%ED%82%A4"),
        ])
    func normalises(input: String, raw: String, query: String) throws {
        let key = try #require(ServiceKey(input))
        #expect(key.rawValue == raw)
        #expect(key.queryValue == query)
        #expect(!key.queryValue.contains("%25") || raw.contains("%"))
    }

    @Test(
        "empty or malformed input is rejected",
        arguments: [
            "", "   ", "\n\t", "%2", "100%", "ab%2Bcd%G1", "ab+cd%", "%FF%FE", "ab cd", "ab\u{7}cd", "%20", "ab%0Acd",
        ])
    func rejects(input: String) {
        #expect(ServiceKey(input) == nil)
    }

    @Test("both forms of one key are the same key")
    func formsAreEqual() {
        #expect(ServiceKey("ab+cd/ef==") == ServiceKey("ab%2Bcd%2Fef%3D%3D"))
    }

    @Test("printing a key never shows it")
    func redactedDescriptions() throws {
        let key = try #require(ServiceKey("ab+cd/ef=="))
        for text in [key.description, key.debugDescription, "\(key)", String(describing: key), String(reflecting: key)]
        {
            #expect(!text.contains("ab+cd"))
            #expect(!text.contains("ab%2B"))
            #expect(text.contains("[redacted]"))
        }
    }

    @Test(
        "redact replaces the raw and encoded forms in any hex case",
        arguments: [
            ("key=ab+cd/ef== end", "key=[redacted] end"),
            ("serviceKey=ab%2Bcd%2Fef%3D%3D&pageNo=1", "serviceKey=[redacted]&pageNo=1"),
            ("serviceKey=ab%2bcd%2fef%3d%3d&pageNo=1", "serviceKey=[redacted]&pageNo=1"),
            ("ab+cd/ef==ab%2Bcd%2Fef%3D%3D", "[redacted][redacted]"),
            ("nothing here", "nothing here"),
            ("", ""),
        ])
    func redact(text: String, expected: String) throws {
        let key = try #require(ServiceKey("ab%2Bcd%2Fef%3D%3D"))
        #expect(key.redact(text) == expected)
    }

    @Test("a key needing no escapes is redacted once")
    func hexKey() throws {
        let key = try #require(ServiceKey("0123456789abcdef"))
        #expect(key.redact("x 0123456789abcdef y") == "x [redacted] y")
    }
}
