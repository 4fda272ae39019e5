import Foundation
import KkeulmitCore

/// The place names a completion script offers for `--place`, by prefix. Without a space the prefix is matched against
/// every short name a lookup accepts on its own (`종로구`, `청운효자동`, `서울특별시`): each once, however many places
/// share it (an ambiguous one lists its full names when run). With a space (`서울특별시 중`) it is matched against full
/// names one level deeper than the words typed, word by word, so each space completes the next level, as a path does; a
/// word already typed may be any form the lookup takes for it (`서울` for 서울특별시, `Seoul` or `Seoul-teukbyeolsi`,
/// `Jongno-gu`), and what was typed is kept. Today's names (the table's aliases: `검단구`, `인천광역시 검단구`,
/// `경기도 화성시 동탄구 동탄1동`) are offered alike. A Latin prefix (`Jongno`, `Seoul Jong`) is matched against the
/// same names romanized, as `--place` takes them (`Jongno-gu`).
enum PlaceNames {
    static func matching(_ prefix: String, in places: [Place], aliases: [PlaceAlias] = []) -> [String] {
        // Some systems send Hangul as separate jamo (NFD); the table is NFC.
        let prefix = prefix.precomposedStringWithCanonicalMapping
        let words = prefix.split(whereSeparator: \.isWhitespace).map(String.init)
        let trailing = prefix.last?.isWhitespace == true && !words.isEmpty
        if words.count <= 1 && !trailing {
            return Array(Set(Set(shortNames(places, aliases)).compactMap { completion(of: prefix, to: $0) })).sorted()
        }
        let done = trailing ? words : Array(words.dropLast())
        let partial = trailing ? "" : words[words.count - 1]
        let level = done.count + 1
        let full =
            places.filter { $0.level == level }.map(\.name)
            + aliases.filter { $0.isInUse }.map(\.name).filter { $0.split(separator: " ").count == level }
        var names: [String] = []
        for name in Set(full) {
            let parts = name.split(separator: " ").map(String.init)
            guard zip(done, parts).allSatisfy({ accepts($0, for: $1, first: $1 == parts[0]) }),
                let last = completion(
                    of: partial, to: parts[level - 1], latin: partial.isEmpty && done.contains(where: isLatin))
            else { continue }
            names.append((done + [last]).joined(separator: " "))
        }
        return Array(Set(names)).sorted()
    }

    /// Whether a full word means `part`: the part, a 시·도's other name (`서울`), or either romanized, ignoring case.
    static func accepts(_ typed: String, for part: String, first: Bool) -> Bool {
        let others = first ? ProvinceNames.groups.first { $0.contains(part) } ?? [part] : [part]
        return others.contains(typed) || others.contains { forms($0).contains(typed.lowercased()) }
    }

    /// `partial` completed to `part`: Hangul as the part is written; Latin (a Latin prefix, or nothing yet after
    /// Latin words) to the first romanized form it begins (`Jongno-gu`, or `Jongnogu` when typed so), keeping what was
    /// typed so that a shell filtering by prefix keeps the candidate. Nil when it begins none.
    static func completion(of partial: String, to part: String, latin: Bool = false) -> String? {
        guard latin || isLatin(partial) else { return part.hasPrefix(partial) ? part : nil }
        guard let form = forms(part).first(where: { $0.hasPrefix(partial.lowercased()) }) else { return nil }
        let capitalized = form.prefix(1).uppercased() + form.dropFirst()
        return partial + capitalized.dropFirst(partial.count)
    }

    /// A name's romanized forms in lower case, as the lookup takes them: `jongno-gu`, `jongnogu`; a metropolitan
    /// city's stem alone too (`seoul`), as English writes it.
    static func forms(_ name: String) -> [String] {
        let whole = Romanization.placeName(name)
        guard let stem = Romanization.stem(name), whole.hasPrefix(stem) else { return [whole] }
        let hyphenated = stem + "-" + whole.dropFirst(stem.count)
        let bare = Romanization.displayName(name).lowercased() == stem ? [stem] : []
        return bare + [hyphenated, whole]
    }

    /// The names a lookup takes on their own, in table order, with repeats.
    static func shortNames(_ places: [Place], _ aliases: [PlaceAlias]) -> [String] {
        places.flatMap { [$0.level1, $0.level2, $0.level3].compactMap { $0 } }
            + aliases.filter(\.isInUse).compactMap { $0.name.split(separator: " ").last.map(String.init) }
    }

    /// ASCII letters (and digits, `-`, `.`), no space: a romanized name being typed.
    static func isLatin(_ prefix: String) -> Bool {
        prefix.unicodeScalars.contains { $0.isASCII && $0.properties.isAlphabetic }
            && prefix.unicodeScalars.allSatisfy { $0.isASCII && !$0.properties.isWhitespace }
    }
}
