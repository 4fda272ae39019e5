/// The Revised Romanization of Korean (국어의 로마자 표기법, 2000) for Hangul syllables, with the sound changes
/// between syllables that place names need: liaison before a silent ㅇ, nasalisation (ㄱ ㄷ ㅂ before ㄴ ㅁ),
/// ㄹ after ㄴ or ㄹ (`ll`), ㄹ read as ㄴ after other finals, and ㄴ before ㄹ (`ll`). Administrative suffixes
/// are romanized on their own, as the rules write them after a hyphen (종로구 → Jongno-gu, not Jongnogu with
/// assimilation across the unit). Characters that are not Hangul syllables pass through.
package enum Romanization {
    /// A place name as the official romanizations write it, lower-case, without the hyphen: the stem, then the
    /// administrative unit romanized on its own (`jongnogu` for 종로구, `sillimdong` for 신림동).
    package static func placeName(_ name: String) -> String {
        String(decoding: keys(name).full, as: UTF8.self)
    }

    /// The stem alone (`jongno` for 종로구), nil when the name has no unit to leave off.
    package static func stem(_ name: String) -> String? {
        keys(name).stem.map { String(decoding: $0, as: UTF8.self) }
    }

    /// A place or station name as English text writes it: each part romanized, capitalised, its administrative
    /// unit after a hyphen (`Jongno-gu`, `Cheongunhyoja-dong`, `Gyeonggi-do`), a metropolitan or special city
    /// without its unit (`Seoul`, `Busan`, `Sejong`), the smallest part first: `서울특별시 종로구` → `Jongno-gu,
    /// Seoul`. Characters that are not Hangul pass through.
    package static func displayName(_ name: String) -> String {
        name.split(separator: " ").reversed().map { word in
            let scalars = Array(word.unicodeScalars)
            guard let unitLength = unitLength(scalars) else { return capitalised(bytes(scalars[...])) }
            let stem = capitalised(bytes(scalars[..<(scalars.count - unitLength)]))
            let unit = String(String.UnicodeScalarView(scalars[(scalars.count - unitLength)...]))
            switch unit {
            case "특별시", "광역시", "특별자치시": return stem
            case "특별자치도": return stem + "-do"
            default:
                return stem + "-" + String(decoding: bytes(scalars[(scalars.count - unitLength)...]), as: UTF8.self)
            }
        }.joined(separator: ", ")
    }

    private static func capitalised(_ bytes: [UInt8]) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.prefix(1).uppercased() + text.dropFirst()
    }

    /// The romanizations a name answers to, as bytes: stem + unit, the whole name read straight through, and the
    /// stem alone when there is a unit. One pass over the scalars, for building the index quickly.
    package static func keys(_ name: String) -> (full: [UInt8], straight: [UInt8], stem: [UInt8]?) {
        let scalars = Array(name.unicodeScalars)
        let straight = bytes(scalars[...])
        guard let unitLength = unitLength(scalars) else { return (straight, straight, nil) }
        let stem = bytes(scalars[..<(scalars.count - unitLength)])
        return (stem + bytes(scalars[(scalars.count - unitLength)...]), straight, stem)
    }

    /// The units the rules hyphenate, longest first.
    static let units: [[Unicode.Scalar]] = [
        "특별자치시", "특별자치도", "특별시", "광역시", "시", "군", "구", "읍", "면", "동", "리", "가", "도",
    ].map { Array($0.unicodeScalars) }

    /// How many scalars the name's unit takes at its end; nil when it has none (or is nothing but one).
    private static func unitLength(_ scalars: [Unicode.Scalar]) -> Int? {
        for unit in units where scalars.count > unit.count && scalars.suffix(unit.count).elementsEqual(unit) {
            return unit.count
        }
        return nil
    }

    /// The romanization of `scalars`, lower-case ASCII; what is not a Hangul syllable passes through as UTF-8.
    private static func bytes(_ scalars: ArraySlice<Unicode.Scalar>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(scalars.count * 4)
        var previous: Syllable?
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let next = index + 1 < scalars.endIndex ? Syllable(scalars[index + 1]) : nil
            index += 1
            guard let syllable = Syllable(scalar) else {
                out += String(scalar).utf8
                previous = nil
                continue
            }
            out += initial(of: syllable, after: previous).utf8
            out += medials[syllable.medial].utf8
            out += final(of: syllable, before: next).utf8
            previous = syllable
        }
        return out
    }

    // MARK: - Jamo

    private struct Syllable {
        var initial: Int
        var medial: Int
        var final: Int

        init?(_ scalar: Unicode.Scalar) {
            guard (0xAC00...0xD7A3).contains(scalar.value) else { return nil }
            let index = Int(scalar.value) - 0xAC00
            initial = index / (21 * 28)
            medial = index % (21 * 28) / 28
            final = index % 28
        }
    }

    private static let initials = [
        "g", "kk", "n", "d", "tt", "r", "m", "b", "pp", "s", "ss", "", "j", "jj", "ch", "k", "t", "p", "h",
    ]
    private static let medials = [
        "a", "ae", "ya", "yae", "eo", "e", "yeo", "ye", "o", "wa", "wae", "oe", "yo", "u", "wo", "we", "wi", "yu",
        "eu", "ui", "i",
    ]
    /// Finals at the end of a word or before a consonant: the seven representative sounds.
    private static let finals = [
        "", "k", "k", "k", "n", "n", "n", "t", "l", "k", "m", "l", "l", "l", "p", "l", "m", "p", "p", "t", "t", "ng",
        "t", "t", "k", "t", "p", "t",
    ]
    /// Finals carried over to a following silent ㅇ (liaison): the consonant as an initial.
    private static let liaison = [
        "", "g", "kk", "ks", "n", "nj", "n", "d", "r", "lg", "lm", "lb", "ls", "lt", "lp", "r", "m", "b", "ps", "s",
        "ss", "ng", "j", "ch", "k", "t", "p", "",
    ]

    // Initial indices.
    private static let nieun = 2
    private static let rieul = 5
    private static let ieung = 11
    private static let mieum = 6

    private static func initial(of syllable: Syllable, after previous: Syllable?) -> String {
        guard let previous, previous.final != 0 else { return initials[syllable.initial] }
        if syllable.initial == ieung { return "" }  // the final moved over (see `final`)
        if syllable.initial == nieun, finals[previous.final] == "l" { return "l" }  // ㄹ + ㄴ → ll (별내 Byeollae)
        if syllable.initial == rieul {
            // ㄴ/ㄹ + ㄹ → ll; any other final + ㄹ → n (종로 jongno, 백리 baengni).
            let before = finals[previous.final]
            return before == "l" || before == "n" ? "l" : "n"
        }
        return initials[syllable.initial]
    }

    private static func final(of syllable: Syllable, before next: Syllable?) -> String {
        guard syllable.final != 0 else { return "" }
        let sound = finals[syllable.final]
        guard let next else { return sound }
        if next.initial == ieung { return liaison[syllable.final] }
        if sound == "n" && next.initial == rieul { return "l" }  // 신림 Sillim
        let nasalising = next.initial == nieun || next.initial == mieum || (next.initial == rieul && sound != "l")
        return nasalising ? nasals[sound] ?? sound : sound
    }

    /// A stop final before ㄴ, ㅁ or ㄹ is said as the nasal of its place (국민 gungmin, 독립 dongnip).
    private static let nasals = ["k": "ng", "t": "n", "p": "m"]
}
