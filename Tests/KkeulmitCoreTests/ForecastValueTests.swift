import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("ForecastValue")
struct ForecastValueTests {
    /// A raw value, whether it sits in the extended 3-hourly day, and the expected reading.
    struct Case: Sendable, CustomTestStringConvertible {
        var raw: String?
        var extended: Bool
        var expected: Double?
        init(_ raw: String?, extended: Bool = false, _ expected: Double?) {
            self.raw = raw
            self.extended = extended
            self.expected = expected
        }
        var testDescription: String {
            "\(raw.map { "\"\($0)\"" } ?? "nil")\(extended ? " (extended)" : "") → \(expected.map { "\($0)" } ?? "nil")"
        }
    }

    static let precipitation: [Case] = [
        // None.
        Case("강수없음", 0), Case("-", 0), Case("", 0), Case(nil, 0), Case("0", 0), Case(" 강수없음 ", 0),
        Case("null", 0),
        // Under 1 mm, both spellings.
        Case("1mm 미만", 0.1), Case("1.0mm 미만", 0.1), Case("1mm미만", 0.1),
        // Amounts, ranges and open ranges: the lower bound.
        Case("6.2mm", 6.2), Case("1.0mm", 1), Case("29.9mm", 29.9), Case("30.0~50.0mm", 30), Case("50.0mm 이상", 50),
        Case("50.0mm이상", 50),
        // Extended day: qualitative codes.
        Case("1", extended: true, 0.1), Case("2", extended: true, 3), Case("3", extended: true, 15),
        Case("0", extended: true, 0), Case("강수없음", extended: true, 0), Case("6.2mm", extended: true, 6.2),
        // Not extended, the same digits are millimetres; so is the bare 0.4 seen in late issues' day+3.
        Case("1", 1), Case("2", 2), Case("3", 3), Case("0.4", 0.4),
        // Missing markers.
        Case("-998.9", nil), Case("-999", nil), Case("900", nil), Case("999.0mm", nil),
        // Garbage.
        Case("abc", nil), Case("mm", nil), Case("~50.0mm", nil), Case("6.2cm", nil), Case("적설없음", nil),
        Case("1.2.3mm", nil), Case("nan", nil), Case("inf", nil), Case("미만", nil), Case("abc 미만", nil),
        Case("이상", nil),
    ]

    @Test("PCP strings read as the lower bound in millimetres", arguments: precipitation)
    func precipitationMillimetres(_ c: Case) {
        #expect(ForecastValue.precipitationMillimetres(c.raw, extended: c.extended) == c.expected)
    }

    static let snow: [Case] = [
        Case("적설없음", 0), Case("-", 0), Case("", 0), Case(nil, 0), Case("0", 0),
        Case("0.5cm 미만", 0.1), Case("1.0cm 미만", 0.1), Case("1.0cm", 1), Case("4.9cm", 4.9), Case("5.0cm 이상", 5),
        // Extended day: 1 (< 1 cm/h) and 2 (≥ 1 cm/h).
        Case("1", extended: true, 0.1), Case("2", extended: true, 1), Case("0", extended: true, 0),
        Case("1", 1), Case("0.4", 0.4),
        Case("-998.9", nil), Case("-999", nil), Case("900", nil),
        Case("abc", nil), Case("cm", nil), Case("1.0mm", nil), Case("강수없음", nil), Case("미만", nil),
    ]

    @Test("SNO strings read as the lower bound in centimetres", arguments: snow)
    func snowCentimetres(_ c: Case) {
        #expect(ForecastValue.snowCentimetres(c.raw, extended: c.extended) == c.expected)
    }

    static let wind: [Case] = [
        Case("3.2", 3.2), Case("0", 0), Case(" 12.5 ", 12.5),
        // Extended day: 1 (< 4 m/s), 2 (4–9), 3 (≥ 9), read as lower bounds so the strong-wind rule still fires.
        Case("1", extended: true, 0), Case("2", extended: true, 4), Case("3", extended: true, 9),
        Case("5.2", extended: true, 5.2),
        // The same digits on an hourly day are speeds.
        Case("1", 1), Case("2", 2), Case("3", 3),
        Case("-1", nil), Case("-998.9", nil), Case("-999", nil), Case("900", nil), Case(nil, nil), Case("", nil),
        Case("abc", nil),
    ]

    @Test("WSD reads m/s, or the extended day's codes", arguments: wind)
    func windSpeed(_ c: Case) {
        #expect(ForecastValue.windSpeed(c.raw, extended: c.extended) == c.expected)
    }

    static let numbers: [Case] = [
        Case("9", 9), Case("-3", -3), Case("12.0", 12), Case(" 7 ", 7), Case("\t-0.5\n", -0.5), Case("899.9", 899.9),
        Case("-899.9", -899.9),
        // Missing markers: anything at or beyond ±900.
        Case("900", nil), Case("-900", nil), Case("-998.9", nil), Case("-999", nil), Case("999", nil), Case("1e3", nil),
        Case(nil, nil), Case("", nil), Case("-", nil), Case("abc", nil), Case("nan", nil), Case("inf", nil),
        Case("12.0℃", nil),
    ]

    @Test("plain numbers, with KMA's missing markers as nil", arguments: numbers)
    func number(_ c: Case) {
        #expect(ForecastValue.number(c.raw) == c.expected)
    }

    @Test(
        "codes are whole numbers",
        arguments: [
            ("1", 1), ("4", 4), ("0", 0), ("1.0", 1), (" 3 ", 3), ("1.5", nil), ("-999", nil), ("900", nil), ("", nil),
            ("x", nil),
        ] as [(String, Int?)])
    func code(raw: String, expected: Int?) {
        #expect(ForecastValue.code(raw) == expected)
    }

    @Test("a missing code is nil")
    func missingCode() {
        #expect(ForecastValue.code(nil) == nil)
    }
}

@Suite("Trimming values and keys")
struct TrimmingSpacesTests {
    @Test(
        "ASCII white space goes at both ends, Windows line endings included",
        arguments: [
            ("  6.2mm\t", "6.2mm"), ("key\r\n", "key"), ("\r\nkey \r\n", "key"), ("in side", "in side"),
            ("\r\n", ""), ("강수없음", "강수없음"),
        ])
    func trims(raw: String, trimmed: String) {
        #expect(raw.trimmingSpaces == trimmed)
    }

    @Test("a number followed by a Windows line ending still reads")
    func numberWithCRLF() {
        #expect(ForecastValue.number("12.5\r\n") == 12.5)
    }
}

@Suite("KMA codes' JSON names")
struct ForecastCodeNameTests {
    @Test("each code's JSON name is its case's: the contract's words")
    func names() {
        #expect(
            PrecipitationType.allCases.map(\.jsonName) == [
                "none", "rain", "rainSnow", "snow", "shower", "drizzle", "drizzleSnowFlurries", "snowFlurries",
            ])
        #expect(SkyCondition.allCases.map(\.jsonName) == ["clear", "mostlyCloudy", "overcast"])
    }

    @Test(
        "a decimal is read exactly as Double(_:) reads it, fast path or not",
        arguments: [
            "0", "-0", "7", "-4", "6.3", "-12.7", "80", "0.1", "0.2", "0.3", "2.675", "1.005", "-998.9", "999",
            "123456789012345", "1234567890123456", "0.000000000000001", "9007199254740993", "3.141592653589793",
            "1.", ".5", "-.5", "-", "", "+5", "1e3", "1E-2", "1..2", "1-2", "--1", "0x10", "nan", "inf", "1,5", " 1",
            "00012.50", "4.35", "17.01", "0.07",
        ])
    func decimal(text: String) {
        let expected = Double(text)
        let read = ForecastValue.decimal(text)
        #expect(read?.bitPattern == expected?.bitPattern, "\(text)")
    }
}
