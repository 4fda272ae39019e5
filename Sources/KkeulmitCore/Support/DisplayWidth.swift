/// How the terminal draws East Asian ambiguous-width characters (block elements, `·`, `°`, `◐`): in one column,
/// as most Western setups do, or in two, as many Korean, Chinese and Japanese ones do (vim's `ambiwidth`,
/// config `"ambiguousWidth"`, `KKEULMIT_AMBIGUOUS_WIDTH`).
package enum AmbiguousWidth: String, Sendable, CaseIterable {
    case narrow
    case wide
}

/// The terminal columns text takes, by Unicode's East Asian Width property (UAX #11) as terminals apply it:
/// wide and fullwidth characters (Hangul, CJK ideographs, emoji shown as emoji) take two columns, ambiguous ones one
/// or two as `AmbiguousWidth` says, combining marks, format characters, conjoining jamo vowels and finals and
/// control characters none, everything else one. ANSI escape sequences (colour) take none.
package enum DisplayWidth {
    /// Columns `text` takes.
    package static func of(_ text: some StringProtocol, ambiguous: AmbiguousWidth = .narrow) -> Int {
        var width = 0
        var escape = EscapeState.none
        for scalar in text.unicodeScalars {
            switch escape {
            case .none:
                if scalar == "\u{1B}" {
                    escape = .started
                } else {
                    width += of(scalar, ambiguous: ambiguous)
                }
            case .started:
                // CSI (`ESC [`) runs to its final byte; any other escape is two characters.
                escape = scalar == "[" ? .controlSequence : .none
            case .controlSequence:
                if (0x40...0x7E).contains(scalar.value) { escape = .none }
            }
        }
        return width
    }

    /// Columns one scalar takes: 0, 1 or 2.
    package static func of(_ scalar: Unicode.Scalar, ambiguous: AmbiguousWidth = .narrow) -> Int {
        let v = scalar.value
        // Printable ASCII is most of what is measured.
        if v >= 0x20 && v < 0x7F { return 1 }
        if (0xAC00...0xD7A3).contains(v) { return 2 }
        if isZeroWidth(scalar) { return 0 }
        if contains(wide, v) { return 2 }
        if contains(ambiguousTable, v) { return ambiguous == .wide ? 2 : 1 }
        return 1
    }

    /// Controls, combining marks, format characters (ZWJ, variation selectors are marks) and the Hangul jamo that
    /// join the syllable before them: a terminal draws none of them in a column of their own.
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x20 || (0x7F..<0xA0).contains(v) { return true }
        if (0x1160...0x11FF).contains(v) || (0xD7B0...0xD7FF).contains(v) { return true }
        // U+00AD SOFT HYPHEN is shown where it stands, as terminals (and wcwidth) do.
        if v == 0xAD { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return true
        default: return false
        }
    }

    private enum EscapeState {
        case none
        case started
        case controlSequence
    }

    /// The generated ranges, parsed once.
    static let wide = ranges(wideRanges)
    static let ambiguousTable = ranges(ambiguousRanges)

    /// `"1100-115F 231A"` → sorted ranges.
    static func ranges(_ text: String) -> [ClosedRange<UInt32>] {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map { word in
            let ends = word.split(separator: "-").compactMap { UInt32($0, radix: 16) }
            return ends[0]...(ends.count > 1 ? ends[1] : ends[0])
        }
    }

    /// Binary search over sorted, disjoint ranges.
    static func contains(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            if value < ranges[middle].lowerBound {
                high = middle - 1
            } else if value > ranges[middle].upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
