import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("ByteSearch: bytes found and replaced exactly, NUL and non-ASCII included")
struct ByteSearchTests {
    @Test(
        "contains compares UTF-8 bytes, not Unicode-equivalent text",
        arguments: [
            ("abc", "xxabcxx", true), ("abd", "xxabcxx", false), ("", "anything", true),
            ("long needle", "short", false),
            ("a\u{0}", "종로a\u{0}", true), ("\u{0}", "종로", false), ("e\u{301}", "\u{e9}", false),
            ("%2B", "key%2Bkey", true), ("%2b", "key%2Bkey", false),
        ])
    func contains(needle: String, haystack: String, found: Bool) {
        #expect(ByteSearch.contains(needle, in: haystack) == found)
    }

    @Test(
        "replacingAll replaces every non-overlapping occurrence, left to right",
        arguments: [
            ("aa", "aaaaa", "X", "XXa"), ("key", "a key, the key.", "[redacted]", "a [redacted], the [redacted]."),
            ("", "abc", "X", "abc"), ("z", "abc", "X", "abc"), ("abc", "abc", "", ""),
            ("\u{0}", "a\u{0}b\u{0}", "-", "a-b-"),
        ])
    func replacingAll(target: String, haystack: String, replacement: String, expected: String) {
        #expect(ByteSearch.replacingAll(target, with: replacement, in: haystack) == expected)
    }

    @Test("firstOffset starts where it is told and never reads past the end")
    func firstOffset() {
        let hay = Array("abcabc".utf8)
        let needle = Array("bc".utf8)
        hay.withUnsafeBufferPointer { h in
            needle.withUnsafeBufferPointer { n in
                #expect(ByteSearch.firstOffset(of: n, in: h) == 1)
                #expect(ByteSearch.firstOffset(of: n, in: h, from: 2) == 4)
                #expect(ByteSearch.firstOffset(of: n, in: h, from: 5) == nil)
                #expect(ByteSearch.firstOffset(of: n, in: h, from: 99) == nil)
            }
        }
    }
}
