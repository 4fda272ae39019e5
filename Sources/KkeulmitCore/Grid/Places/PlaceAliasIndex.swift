/// The aliases' lookup structures, built on the first lookup that needs them (a run that names no place, or only
/// a cell, never pays).
final class PlaceAliasIndex: Sendable {
    struct Built: Sendable {
        /// Row index by code.
        var rowIndex: [String: Int] = [:]
        /// The aliases in use by each normalized form they answer to.
        var forms: [String: [Int]] = [:]
        /// The keys of `forms`, longest first (ties in a fixed order), for prefix matching.
        var formsByLength: [String] = []
        /// Current aliases with exactly one target, by that target, in CSV order.
        var exactSuccessors: [String: [Int]] = [:]
        /// Per alias: for a name of an old unit with a sub-unit added before the unit went
        /// (`인천광역시 중구 영종2동`), that unit's old-name alias.
        var supersededBy: [Int?] = []
        /// Per superseded alias: the current alias with the same rows, code and last word (`인천광역시 영종구 영종2동`).
        var replacement: [Int?] = []
        /// Per alias: its level (1–3).
        var levels: [Int] = []
    }

    private let places: [Place]
    private let aliases: [PlaceAlias]
    private let cache = Locked<Built?>(nil)
    private let olds = Locked<[String: Int]?>(nil)

    /// Old-name aliases by the code of their row: all a lookup of a row without one needs.
    var oldNames: [String: Int] {
        olds.once {
            var made: [String: Int] = [:]
            for (a, alias) in aliases.enumerated() where alias.kind == .old { made[alias.targets[0]] = a }
            return made
        }
    }

    init(places: [Place], aliases: [PlaceAlias]) {
        self.places = places
        self.aliases = aliases
    }

    var built: Built { cache.once { Self.build(places, aliases) } }

    /// The level of a name of words: words after the first count one each, but a city and its district
    /// (`화성시 동탄구`) count once, as KMA writes `수원시장안구`.
    static func level(_ name: String) -> Int {
        let words = name.split(separator: " ")
        var level = words.count
        for i in words.indices.dropFirst().dropLast() where words[i].hasSuffix("시") && words[i + 1].hasSuffix("구") {
            level -= 1
        }
        return max(1, min(3, level))
    }

    private static func build(_ places: [Place], _ aliases: [PlaceAlias]) -> Built {
        var built = Built()
        built.rowIndex.reserveCapacity(places.count)
        for (i, place) in places.enumerated() where built.rowIndex[place.code] == nil {
            built.rowIndex[place.code] = i
        }
        let olds = aliases.indices.filter { aliases[$0].kind == .old }
        // Byte comparisons: String.hasPrefix compares Characters, segmenting Hangul on every call.
        let oldPrefixes = olds.map { Array((aliases[$0].name + " ").utf8) }
        built.supersededBy = aliases.map { alias in
            let name = Array(alias.name.utf8)
            return olds.indices.filter {
                name.starts(with: oldPrefixes[$0]) && aliases[olds[$0]].effective > alias.effective
            }
            .map { olds[$0] }.max { aliases[$0].effective < aliases[$1].effective }
        }
        built.replacement = aliases.indices.map { a in
            guard built.supersededBy[a] != nil else { return nil }
            let alias = aliases[a]
            return aliases.indices.first { b in
                let other = aliases[b]
                return other.kind == .current && built.supersededBy[b] == nil && other.targets == alias.targets
                    && other.areaCode == alias.areaCode
                    && other.name.split(separator: " ").last == alias.name.split(separator: " ").last
            }
        }
        built.levels = aliases.map { level($0.fullName) }
        for (a, alias) in aliases.enumerated() where alias.isInUse {
            if alias.kind == .current, built.supersededBy[a] == nil, alias.targets.count == 1 {
                built.exactSuccessors[alias.targets[0], default: []].append(a)
            }
            for form in forms(of: alias) where !(built.forms[form]?.contains(a) ?? false) {
                built.forms[form, default: []].append(a)
            }
        }
        // UTF-8 lengths: counting Characters in the comparator would segment Hangul thousands of times.
        built.formsByLength = built.forms.keys.sorted { ($0.utf8.count, $0) > ($1.utf8.count, $1) }
        return built
    }

    /// The normalized forms an alias in use answers to exactly: a short form itself; a name of a 시·도 with each
    /// spelling of it (`ProvinceNames`); a longer name with each spelling of its 시·도, and without it.
    private static func forms(of alias: PlaceAlias) -> [String] {
        let words = alias.name.split(separator: " ").map(String.init)
        if case .short = alias.kind { return [words.joined()] }
        let spellings = ProvinceNames.groups.first { $0.contains(words[0]) } ?? [words[0]]
        let rest = words.dropFirst().joined()
        var forms = spellings.map { $0 + rest }
        if !rest.isEmpty { forms.append(rest) }
        return forms
    }
}
