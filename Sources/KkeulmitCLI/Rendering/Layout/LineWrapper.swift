import KkeulmitCore

/// Breaks a line of text to fit a terminal, by display width, only where a reader expects a break: at a space, and
/// never inside a word, between a number and its unit (`5.8 m/s`, `3 °C`), inside a clock time or date (`오후 3시`,
/// `11월 30일 06–18시`, `Nov 30 06:00–18:00`), or before punctuation that ends a phrase (`·`, `—`, `)`).
enum LineWrapper {
    /// What no break splits, and the spaces that join it to the piece before when both are on one line.
    struct Piece: Equatable {
        var text: String
        var separator: String

        /// Whether a ` · ` follows: the end of one of the phrases a line of parts is made of.
        var endsPhrase: Bool { text.hasSuffix(" ·") }
    }

    /// `text` in lines of at most `width` columns, the first starting with `lead`, the rest with `hanging`. A piece
    /// wider than a line stands alone on its line rather than being cut (a URL or path breaks after a slash). A line
    /// that would break inside a phrase ` · ` separates, more than half full at its last ` · `, breaks there instead.
    static func wrap(
        _ text: String, width: Int, lead: String = "", hanging: String = "", ambiguous: AmbiguousWidth
    ) -> [String] {
        wrap(pieces(text), width: width, lead: lead, hanging: hanging, ambiguous: ambiguous)
    }

    static func wrap(
        _ pieces: [Piece], width: Int, lead: String = "", hanging: String = "", ambiguous: AmbiguousWidth
    ) -> [String] {
        let measure = { (text: String) in DisplayWidth.of(text, ambiguous: ambiguous) }
        let indent = (first: measure(lead), rest: measure(hanging))
        var lines: [[Piece]] = [[]]
        func used(_ line: [Piece], first: Bool) -> Int {
            line.enumerated().reduce(first ? indent.first : indent.rest) { total, item in
                total + measure(item.element.text) + (item.offset == 0 ? 0 : measure(item.element.separator))
            }
        }
        for piece in pieces.flatMap({ splitAtSlashes($0, width: width - indent.rest, measure) }) {
            var line = lines[lines.count - 1]
            let first = lines.count == 1
            if !line.isEmpty && used(line, first: first) + measure(piece.separator) + measure(piece.text) > width {
                var carried: [Piece] = []
                if let phraseEnd = line.lastIndex(where: \.endsPhrase), phraseEnd < line.count - 1,
                    used(Array(line[...phraseEnd]), first: first) * 2 > width
                {
                    carried = Array(line[(phraseEnd + 1)...])
                    line.removeSubrange((phraseEnd + 1)...)
                    lines[lines.count - 1] = line
                }
                lines.append(carried)
                if !carried.isEmpty
                    && used(carried, first: false) + measure(piece.separator) + measure(piece.text) > width
                {
                    lines.append([])
                }
            }
            lines[lines.count - 1].append(piece)
        }
        return lines.enumerated().map { index, line in
            (index == 0 ? lead : hanging)
                + line.enumerated().map { ($0.offset == 0 ? "" : $0.element.separator) + $0.element.text }.joined()
        }
    }

    /// A piece no line can hold (a URL, a long path) in parts that break after its slashes, as URLs are broken in
    /// print; any other piece as it is.
    static func splitAtSlashes(_ piece: Piece, width: Int, _ measure: (String) -> Int) -> [Piece] {
        guard measure(piece.text) > width, piece.text.contains("/") else { return [piece] }
        let texts = piece.text.split(separator: "/", omittingEmptySubsequences: false)
        var parts = texts.dropLast().map { Piece(text: String($0) + "/", separator: "") }
        if let last = texts.last, !last.isEmpty { parts.append(Piece(text: String(last), separator: "")) }
        parts[0].separator = piece.separator
        return parts
    }

    /// The words of `text` (split at spaces, kept as separators), each word that must not start a line joined to the
    /// one before. A list joined by ` + ` (the outfit: `롱패딩 + KF80 마스크 + 선크림`) breaks only after a `+` or a
    /// ` · `, so a multi-word item (`KF80 마스크`, `rain boots`) stays whole and no line starts with `+`.
    static func pieces(_ text: String) -> [Piece] {
        let list = text.contains(" + ")
        var pieces: [Piece] = []
        var previousWord: Substring?
        var spaces = ""
        var word = ""
        func flush() {
            guard !word.isEmpty else { return }
            let current = Substring(word)
            if let previous = previousWord, !pieces.isEmpty,
                glued(previous, current) || list && current == "+" || list && !Self.endsItem(previous)
            {
                pieces[pieces.count - 1].text += spaces + word
            } else if pieces.isEmpty {
                // Spaces before the first word stay with it.
                pieces.append(Piece(text: spaces + word, separator: ""))
            } else {
                pieces.append(Piece(text: word, separator: spaces))
            }
            previousWord = current
            spaces = ""
            word = ""
        }
        for character in text {
            if character == " " {
                flush()
                spaces.append(character)
            } else {
                word.append(character)
            }
        }
        flush()
        return pieces
    }

    /// In a ` + ` list, whether a line may break after `word`: after the joiner, or where a phrase ends.
    static func endsItem(_ word: Substring) -> Bool {
        word == "+" || word.last == "·" || word.last == "—" || word.last == ":"
    }

    /// Whether no line may break between the words `previous` and `next`.
    static func glued(_ previous: Substring, _ next: Substring) -> Bool {
        guard let first = next.first, let last = previous.last else { return false }
        // A line never starts with what closes or continues the phrase before it.
        if closing.contains(first) { return true }
        if opening.contains(last) { return true }
        let lead = previous.drop { opening.contains($0) }
        let startsNumber =
            first.isASCIIDigit || (first == "-" || first == "−") && next.dropFirst().first?.isASCIIDigit == true
        // 오후 3시, 영하 8.4도, PM10 88, Nov 30.
        if startsNumber, numberLeads.contains(String(lead)) { return true }
        // A duration is one: 1시간 50분, 1 h 50 min.
        if first.isASCIIDigit,
            previous == "h" || previous.hasSuffix("시간") && previous.dropLast(2).last?.isASCIIDigit == true
        {
            return true
        }
        guard last.isASCIIDigit || dateUnits.contains(last) && previous.dropLast().last?.isASCIIDigit == true else {
            return false
        }
        // 11월 30일, 30일 06–18시, 3시 30분.
        if dateUnits.contains(last) { return first.isASCIIDigit }
        // Nov 30 06:00–18:00.
        if isClockTime(next) { return true }
        // 5.8 m/s, 3 °C, 12 h.
        return units.contains { unit in
            next.hasPrefix(unit) && !(next.dropFirst(unit.count).first.map(\.isLetter) ?? false)
        }
    }

    /// `06:00`, `6:00–18:00`: one or two digits, a colon, two digits.
    static func isClockTime(_ word: Substring) -> Bool {
        let digits = word.prefix(while: \.isASCIIDigit)
        guard (1...2).contains(digits.count) else { return false }
        let rest = word.dropFirst(digits.count)
        return rest.first == ":" && rest.dropFirst().prefix(2).allSatisfy(\.isASCIIDigit) && rest.count >= 3
    }

    static let closing: Set<Character> = [
        "·", "—", "–", "→", "~", ")", "]", "}", ",", ".", ";", ":", "!", "?", "…", "%", "」", "』",
    ]
    static let opening: Set<Character> = ["(", "[", "{", "「", "『"]
    /// Words that belong with the number after them.
    static let numberLeads: Set<String> = [
        "오전", "오후", "새벽", "아침", "낮", "저녁", "밤", "영하", "영상", "PM10", "PM2.5", "Jan", "Feb", "Mar", "Apr",
        "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    /// Korean date and clock units after a number: the next number goes with them.
    static let dateUnits: Set<Character> = ["월", "일", "시"]
    /// Units written after a number and a space, longest first where one starts another.
    static let units = [
        "°C", "°", "m/s", "mm", "cm", "km/h", "km", "hPa", "h", "min", "µg/m³", "㎍/㎥", "clo", "hours", "hour",
        "minutes", "days", "day", "시간", "분", "도",
    ]
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

/// How text meets the terminal: the width lines wrap at (nil when stdout is not a terminal: piped text is never
/// wrapped) and how wide the terminal draws ambiguous-width characters.
package struct TextLayout: Equatable, Sendable {
    package var width: Int?
    package var ambiguous: AmbiguousWidth = .narrow

    /// Text as it is, one line per line.
    package static let unwrapped = TextLayout(width: nil)

    /// Used when nothing says how wide the terminal is.
    package static let defaultWidth = 80

    /// The width to wrap at: `COLUMNS` when it is a positive number, else what the terminal reports, else 80; nil
    /// when stdout is not a terminal. `measured` is the terminal's size, read once at the edge.
    package static func width(isTerminal: Bool, columnsVariable: String?, measured: Int?) -> Int? {
        guard isTerminal else { return nil }
        if let text = columnsVariable, let columns = Int(text), columns > 0 { return columns }
        if let measured, measured > 0 { return measured }
        return defaultWidth
    }

    /// `KKEULMIT_AMBIGUOUS_WIDTH`, else the config's `"ambiguousWidth"`, else narrow: the environment wins, as
    /// `KMA_SERVICE_KEY` does over the config file, since it describes the terminal at hand.
    package static func ambiguousWidth(environment: Environment, configuration: Configuration)
        throws(ConfigurationError) -> AmbiguousWidth
    {
        guard let value = environment.ambiguousWidth else { return configuration.ambiguousWidth ?? .narrow }
        guard let width = AmbiguousWidth(rawValue: value) else {
            throw ConfigurationError(
                "KKEULMIT_AMBIGUOUS_WIDTH must be \"narrow\" or \"wide\" (how your terminal draws characters such as "
                    + "· and ▄); unset it for narrow")
        }
        return width
    }

    /// One logical line as the terminal should get it: wrapped at `width` with continuation lines indented under
    /// the text after `bullet`, or whole when not wrapping.
    func lines(_ text: String, bullet: String = "") -> [String] {
        guard let width else { return [bullet + text] }
        let hanging = String(repeating: " ", count: DisplayWidth.of(bullet, ambiguous: ambiguous))
        return LineWrapper.wrap(text, width: width, lead: bullet, hanging: hanging, ambiguous: ambiguous)
    }
}
