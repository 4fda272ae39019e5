import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("JSONSyntax: RFC 8259, with where it went wrong")
struct JSONSyntaxTests {
    @Test(
        "valid JSON passes, whatever Foundation would also accept",
        arguments: [
            #"{}"#, #"[]"#, #" {"a": [1, -2.5e3, 0, true, false, null, "x\"\\\/\b\f\n\r\t\u00e9"]} "#, "\"종로구\"", "0",
            "{\n  \"a\": {\"b\": []}\n}\n", "\u{FEFF}{}",
        ])
    func valid(_ text: String) {
        #expect(JSONSyntax.check(Data(text.utf8)) == nil)
    }

    @Test(
        "a mistake names its line and column (in characters) and what it is",
        arguments: [
            (#"{"lang": "ko",}"#, 1, 15, "a comma before '}' (JSON allows none)"),
            ("{\"a\": [1, 2,]\n}", 1, 13, "a comma before ']' (JSON allows none)"),
            ("{\"lang\": \"ko\"\n  \"hours\": 3}", 2, 3, "expected ',' or '}' after a member, found '\"'"),
            ("{\"장소\": 종로구}", 1, 8, "expected a value, found a byte 236"),
            (#"{lang: "ko"}"#, 1, 2, "expected a key in double quotes, found 'l'"),
            (#"{"a" 1}"#, 1, 6, "expected ':' after the key, found '1'"),
            (#"{"a": 01}"#, 1, 8, "expected ',' or '}' after a member, found '1'"),
            (#"{"a": "x\q"}"#, 1, 9, #"an unknown escape \q"#),
            ("{\"a\": \"two\nlines\"}", 1, 11, #"a line break or control character inside a string (write \n)"#),
            (#"{"a": "open}"#, 1, 7, "a string that never ends"),
            (#"{"a": tru}"#, 1, 7, "expected a value, found 't'"),
            (#"{} {}"#, 1, 4, "more text after the JSON value"),
            ("", 1, 1, "expected a value, found the end of the file"),
            (#"{"a": 1"#, 1, 8, "expected ',' or '}' after a member, found the end of the file"),
        ])
    func mistakes(_ text: String, _ line: Int, _ column: Int, _ what: String) {
        #expect(JSONSyntax.check(Data(text.utf8)) == JSONSyntax.Mistake(line: line, column: column, what: what))
    }

    @Test("nesting is bounded")
    func deep() {
        let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(JSONSyntax.check(Data(text.utf8))?.what == "nested too deeply")
    }
}
