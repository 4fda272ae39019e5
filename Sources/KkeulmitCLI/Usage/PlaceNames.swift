import Foundation
import KkeulmitCore

/// The place names a completion script offers for `--place`, by prefix.
///
/// Without a space the prefix is matched against every short name a lookup accepts on its own (`종로구`,
/// `청운효자동`, `서울특별시`): each once, however many places share it (an ambiguous one lists its full names when
/// run). With a space (`서울특별시 중`) it is matched against full names one level deeper than the words typed,
/// so each space completes the next level, as a path does. Today's names (the table's aliases: `검단구`,
/// `인천광역시 검단구`, `경기도 화성시 동탄구 동탄1동`) are offered the same way, by their words.
enum PlaceNames {
    static func matching(_ prefix: String, in places: [Place], aliases: [PlaceAlias] = []) -> [String] {
        // Some systems send Hangul as separate jamo (NFD); the table is NFC.
        let prefix = prefix.precomposedStringWithCanonicalMapping
        let words = prefix.split(whereSeparator: \.isWhitespace).map(String.init)
        let typed = words.joined(separator: " ") + (prefix.last?.isWhitespace == true && !words.isEmpty ? " " : "")
        var seen = Set<String>()
        var names: [String] = []
        func offer(_ name: String) {
            if name.hasPrefix(typed), seen.insert(name).inserted { names.append(name) }
        }
        if words.count <= 1 && !typed.hasSuffix(" ") {
            for place in places {
                offer(place.level1)
                if let level2 = place.level2 { offer(level2) }
                if let level3 = place.level3 { offer(level3) }
            }
            for alias in aliases where alias.isInUse {
                if let last = alias.name.split(separator: " ").last { offer(String(last)) }
            }
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
}
