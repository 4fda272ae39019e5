import Foundation
import KkeulmitCore

/// The place names a completion script offers for `--place`, by prefix.
///
/// Without a space the prefix is matched against every short name a lookup accepts on its own (`종로구`,
/// `청운효자동`, `서울특별시`): each once, however many places share it (an ambiguous one lists its full names when
/// run). With a space (`서울특별시 중`) it is matched against full names one level deeper than the words typed,
/// so each space completes the next level, as a path does. Today's names (the table's aliases: `검단구`,
/// `인천광역시 검단구`, `경기도 화성시 동탄구 동탄1동`) are offered the same way, by their words. A prefix in Latin
/// letters (`Jongno`) is matched against the same short names romanized, as `--place` takes them (`Jongno-gu`).
enum PlaceNames {
    static func matching(_ prefix: String, in places: [Place], aliases: [PlaceAlias] = []) -> [String] {
        // Some systems send Hangul as separate jamo (NFD); the table is NFC.
        let prefix = prefix.precomposedStringWithCanonicalMapping
        if isLatin(prefix) { return romanized(prefix, shortNames(places, aliases)) }
        let words = prefix.split(whereSeparator: \.isWhitespace).map(String.init)
        let typed = words.joined(separator: " ") + (prefix.last?.isWhitespace == true && !words.isEmpty ? " " : "")
        var seen = Set<String>()
        var names: [String] = []
        func offer(_ name: String) {
            if name.hasPrefix(typed), seen.insert(name).inserted { names.append(name) }
        }
        if words.count <= 1 && !typed.hasSuffix(" ") {
            shortNames(places, aliases).forEach(offer)
        } else {
            // `서울특별시 중` has two words and so wants level-2 names; `서울특별시 ` (trailing space) too.
            let level = typed.hasSuffix(" ") ? words.count + 1 : words.count
            for place in places where place.level == level { offer(place.name) }
            for alias in aliases where alias.isInUse && alias.name.split(separator: " ").count == level {
                offer(alias.name)
            }
        }
        return names.sorted()
    }

    /// The names a lookup takes on their own, in table order, with repeats.
    static func shortNames(_ places: [Place], _ aliases: [PlaceAlias]) -> [String] {
        var names: [String] = []
        for place in places {
            names.append(place.level1)
            if let level2 = place.level2 { names.append(level2) }
            if let level3 = place.level3 { names.append(level3) }
        }
        for alias in aliases where alias.isInUse {
            if let last = alias.name.split(separator: " ").last { names.append(String(last)) }
        }
        return names
    }

    /// ASCII letters (and digits, `-`, `.`), no space: a romanized name being typed.
    static func isLatin(_ prefix: String) -> Bool {
        prefix.unicodeScalars.contains { $0.isASCII && $0.properties.isAlphabetic }
            && prefix.unicodeScalars.allSatisfy { $0.isASCII && !$0.properties.isWhitespace }
    }

    /// The romanized forms of `names` that `prefix` begins, case aside: `Jongno-gu` (hyphenated before the unit,
    /// as the Revised Romanization writes it) or `Jongnogu` when that is how it is being typed; what was typed
    /// keeps its case, the rest follows, so a shell that filters by prefix keeps the candidate.
    static func romanized(_ prefix: String, _ names: [String]) -> [String] {
        let typed = prefix.lowercased()
        var seen = Set<String>()
        var offered: [String] = []
        for name in names where seen.insert(name).inserted {
            let whole = Romanization.placeName(name)
            var forms = [whole]
            if let stem = Romanization.stem(name), whole.hasPrefix(stem) {
                forms.insert(stem + "-" + whole.dropFirst(stem.count), at: 0)
            }
            guard let form = forms.first(where: { $0.hasPrefix(typed) }) else { continue }
            let capitalized = form.prefix(1).uppercased() + form.dropFirst()
            offered.append(prefix + capitalized.dropFirst(prefix.count))
        }
        return Array(Set(offered)).sorted()
    }
}
