import KkeulmitCore
import Testing

@testable import KkeulmitCLI

@Suite("NumberText and JSONWriter")
struct NumberTextTests {
    @Test(
        "formats without floating noise or negative zero",
        arguments: [
            (-8.1, 1, true, "-8.1"), (1.0, 1, true, "1.0"), (5, 1, true, "5.0"), (0.1 + 0.2, 1, false, "0.3"),
            (-0.04, 1, true, "0.0"), (-0.04, 1, false, "0"), (-0.0, 0, false, "0"), (-3, 1, false, "-3"),
            (6.2, 1, false, "6.2"), (30.0, 1, false, "30"), (-8.05, 1, true, "-8.1"), (2.449, 0, false, "2"),
            (-2.5, 0, false, "-3"), (37.5665, 6, false, "37.5665"), (126.9780, 4, true, "126.9780"),
            (100.0 / 3.0, 1, true, "33.3"), (9.1e18, 6, false, "9100000000000000000"), (1e20, 6, false, "1e+20"),
            (-1.5e300, 1, true, "-1.5e+300"),
        ])
    func formats(value: Double, places: Int, fixed: Bool, expected: String) {
        #expect(NumberText.format(value, places: places, fixed: fixed) == expected)
    }

    @Test(
        "escapes strings as JSON requires",
        arguments: [
            ("plain", #""plain""#), ("a\"b", #""a\"b""#), ("back\\slash", #""back\\slash""#),
            ("line\nbreak", #""line\nbreak""#),
            ("\u{01}", #""\u0001""#), ("종로구", #""종로구""#), ("\u{2028}", #""\u2028""#),
        ])
    func escapes(text: String, expected: String) {
        #expect(JSONWriter.write(.string(text)) == expected)
    }

    @Test("writes objects in the given order, not sorted")
    func order() {
        #expect(
            JSONWriter.write(.object([("z", .integer(1)), ("a", .array([.null, .bool(true)]))]))
                == #"{"z":1,"a":[null,true]}"#)
    }
}
