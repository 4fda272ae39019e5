import Foundation
import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("DisplayWidth: terminal columns by Unicode East Asian Width")
struct DisplayWidthTests {
    /// (text, columns when ambiguous characters are narrow, columns when they are wide).
    @Test(
        "columns of the characters kkeulmit prints, and of the classes around them",
        arguments: [
            ("abc", 3, 3), ("", 0, 0), ("가", 2, 2), ("괜찮아요", 8, 8), ("ㄱ", 2, 2), ("中", 2, 2), ("Ａ", 2, 2),
            ("ｱ", 1, 1), ("😀", 2, 2), ("☔", 2, 2),
            // Ambiguous: the chart's blocks and line, ◐, the middle dot, the degree sign, ³ (µ is neutral).
            ("·", 1, 2), ("°", 1, 2), ("◐", 1, 2), ("▁", 1, 2), ("█", 1, 2), ("━", 1, 2), ("→", 1, 2), ("—", 1, 2),
            ("–", 1, 2),
            ("µg/m³", 5, 6), ("-8.4°C", 6, 7),
            // Neutral: the weather symbols are narrow on every terminal.
            ("☀", 1, 1), ("☾", 1, 1), ("☁", 1, 1), ("☂", 1, 1), ("❄", 1, 1), ("☃", 1, 1), ("~", 1, 1),
            // Nothing of their own: combining marks, joiners, conjoining jamo, controls, colour codes.
            ("e\u{301}", 1, 1), ("\u{200B}", 0, 0), ("\u{200D}", 0, 0), ("\u{FE0F}", 0, 0), ("\u{1100}\u{1161}", 2, 2),
            ("\t\n", 0, 0), ("\u{1B}[2m흐림\u{1B}[0m", 4, 4), ("\u{1B}[7m07\u{1B}[0m", 2, 2), ("\u{AD}", 1, 2),
            // Unassigned code points of the CJK blocks count as wide, as the data file says.
            ("\u{9FFF}", 2, 2), ("\u{2FFFD}", 2, 2), ("\u{3FFFD}", 2, 2),
        ])
    func columns(_ text: String, _ narrow: Int, _ wide: Int) {
        #expect(DisplayWidth.of(text, ambiguous: .narrow) == narrow, "\(text.unicodeScalars.map(\.value))")
        #expect(DisplayWidth.of(text, ambiguous: .wide) == wide, "\(text.unicodeScalars.map(\.value))")
    }

    @Test("every code point the data file lists has the width its class gives, under both settings")
    func wholeDataFile() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/Unicode/EastAsianWidth.txt")
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains("EastAsianWidth-\(DisplayWidth.unicodeVersion).txt"))
        var checked = 0
        for line in text.split(separator: "\n") {
            let data = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let fields = data.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count == 2 else { continue }
            let ends = fields[0].components(separatedBy: "..").compactMap { UInt32($0, radix: 16) }
            for value in ends[0]...ends[ends.count - 1] {
                guard let scalar = Unicode.Scalar(value), !DisplayWidth.isZeroWidth(scalar) else { continue }
                let (narrow, wide): (Int, Int) =
                    switch fields[1] {
                    case "W", "F": (2, 2)
                    case "A": (1, 2)
                    default: (1, 1)
                    }
                guard
                    DisplayWidth.of(scalar, ambiguous: .narrow) == narrow,
                    DisplayWidth.of(scalar, ambiguous: .wide) == wide
                else {
                    Issue.record("U+\(String(value, radix: 16, uppercase: true)) (\(fields[1]))")
                    return
                }
                checked += 1
            }
        }
        #expect(checked > 100_000)
    }

    @Test("the generated ranges are sorted and disjoint, so the binary search finds every one")
    func rangesAreOrdered() {
        for table in [DisplayWidth.wide, DisplayWidth.ambiguousTable] {
            #expect(!table.isEmpty)
            for (a, b) in zip(table, table.dropFirst()) { #expect(a.upperBound < b.lowerBound) }
        }
    }
}
