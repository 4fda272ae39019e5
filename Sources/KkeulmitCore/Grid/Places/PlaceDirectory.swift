import Foundation

/// Finds places in KMA's place table (of 2023) by the names people type, by the rules of docs/PLACES.md
/// ("Resolution"): whitespace removed; a row by its name qualified by the levels above it, any 시·도 in full or short
/// (`ProvinceNames`), a city's district alone (`장안구`) and the city (`수원시`) for all its districts; the highest
/// level wins (`세종특별자치시` is the 시·도); a last syllable may be missing (`종로`); then today's names, the aliases
/// (PlaceDirectory+Aliases.swift). Matching compares NFC UTF-8 bytes in one pass over the table, so a lookup
/// builds no index: the first lookup of a run costs little more than parsing the table.
package struct PlaceDirectory: Sendable {
    /// KMA's official table and its aliases, parsed on first use.
    package static let official = PlaceDirectory(places: PlaceTable.places, aliases: PlaceAliasTable.aliases)

    /// Every place, in table order.
    package let places: [Place]
    /// The names of today for the table's places, in the CSV's order.
    package let aliases: [PlaceAlias]
    /// The aliases' lookup structures, built on the first lookup that needs them.
    let aliasIndex: PlaceAliasIndex
    /// The byte forms of each place's names, parallel to `places`, as ranges of `arena`.
    let names: [Names]
    /// For each distinct level-1 name, every name it answers to.
    let provinceNames: [[Span]]
    /// Every name's NFC UTF-8 bytes, whitespace removed, back to back: one allocation instead of thousands, and
    /// matching is plain memory comparison.
    let arena: [UInt8]
    /// The names by their romanization, built on the first romanized lookup.
    private let romanized: RomanizedNames

    /// The most suggestions a failed lookup offers.
    package static let maximumSuggestions = 5
    /// Syllables a query may leave off the end of a name (`종로` for `종로구`).
    private static let omittableSuffixes = ["시", "군", "구", "읍", "면", "동", "도"]

    /// A range of `arena`.
    struct Span: Sendable {
        var offset: Int
        var count: Int
    }

    struct Names: Sendable {
        var level: Int
        /// Index into `provinceNames`.
        var province: Int
        /// The 시·군·구 as written and, for a city's district, the district alone (`수원시장안구`, `장안구`).
        var districts: [Span]
        /// What a level-2 row answers to without its 시·도: `districts`, plus the city (`수원시`) for a city's district.
        var level2Names: [Span]
        var level3: Span?
    }

    package init(places: [Place], aliases: [PlaceAlias] = []) {
        self.places = places
        self.aliases = aliases
        self.aliasIndex = PlaceAliasIndex(places: places, aliases: aliases)
        var arena: [UInt8] = []
        arena.reserveCapacity(places.count * 16)
        func span(_ name: String) -> Span {
            let bytes = Self.normalizedBytes(name)
            defer { arena += bytes }
            return Span(offset: arena.count, count: bytes.count)
        }
        var provinceIndex: [String: Int] = [:]
        var provinceNames: [[Span]] = []
        let spellings = ProvinceNames.aliases(for: Set(places.map(\.level1)))
        var names: [Names] = []
        names.reserveCapacity(places.count)
        // Rows come grouped by 시·군·구, so the previous row's level-2 spans are nearly always reusable.
        var previous: (level2: String, districts: [Span], city: Span?)?
        for place in places {
            let province: Int
            if let i = provinceIndex[place.level1] {
                province = i
            } else {
                province = provinceNames.count
                provinceIndex[place.level1] = province
                provinceNames.append((spellings[place.level1] ?? [place.level1]).map(span))
            }
            var entry = Names(level: place.level, province: province, districts: [], level2Names: [], level3: nil)
            if let level2 = place.level2 {
                if previous?.level2 != level2 {
                    var districts = [span(level2)]
                    var city: Span?
                    if let (c, district) = Self.splitCityDistrict(level2) {
                        districts.append(span(district))
                        city = span(c)
                    }
                    previous = (level2, districts, city)
                }
                entry.districts = previous!.districts
                entry.level2Names = entry.districts
                if place.level3 == nil, let city = previous!.city { entry.level2Names.append(city) }
            }
            entry.level3 = place.level3.map(span)
            names.append(entry)
        }
        self.names = names
        self.provinceNames = provinceNames
        self.arena = arena
        self.romanized = RomanizedNames(places: places, aliases: self.aliases)
    }

    /// The place with this administrative code.
    package func place(code: String) -> Place? {
        places.first { $0.code == code }
    }

    /// The place of the table nearest to a point (equirectangular distance, ample at these scales), among the
    /// places that have coordinates; nil for a non-finite point or a table without any. A point between two
    /// places keeps the one listed first, so the answer never depends on anything but the table.
    package func nearest(latitude: Double, longitude: Double) -> Place? {
        guard latitude.isFinite, longitude.isFinite else { return nil }
        let scale = cos(latitude * .pi / 180)
        func distance(_ place: Place) -> Double {
            let (dy, dx) = (place.latitude - latitude, (place.longitude - longitude) * scale)
            return dx * dx + dy * dy
        }
        return places.lazy.filter(\.hasCoordinates).min { distance($0) < distance($1) }
    }

    /// Looks a name up: one place, several candidates, or suggestions, by the first rule that finds anything: the
    /// table's names, an alias exactly, the longest alias that begins the name with the rest naming a row inside it;
    /// then the same with the last syllable added. A romanized name (`Jongno-gu`, `jongno`, `Seoul Jongno-gu`,
    /// `Haeundae`; case, hyphens and spaces do not matter) is read through the Revised Romanization of the table's
    /// names.
    package func lookup(_ query: String) -> PlaceLookup {
        if RomanizedNames.isRomanized(query) { return lookupRomanized(query) }
        return lookupKorean(query)
    }

    private func lookupKorean(_ query: String) -> PlaceLookup {
        let q = Self.normalize(query)
        guard !q.isEmpty else { return .notFound(suggestions: []) }
        let exact = candidates(q)
        if !exact.isEmpty { return resolve(exact) }
        let completed = Self.omittableSuffixes.flatMap { candidates(q + $0) }
        if !completed.isEmpty { return resolve(completed) }
        return .notFound(suggestions: suggestions(for: q))
    }

    /// The places `q` (normalized) names by the first rule that finds any: the table's names, then the aliases.
    private func candidates(_ q: String) -> [PlaceMatch] {
        let hits = matches(Array(q.utf8))
        if !hits.isEmpty { return hits.map { rowMatch($0, query: q) } }
        return aliasCandidates(q)
    }

    /// Splits the words into romanized names (consecutive words may form one: `Jongno gu`), asks for every
    /// Korean reading, and merges what they find.
    private func lookupRomanized(_ query: String) -> PlaceLookup {
        let words = query.split { $0.isWhitespace || $0 == "," }.map { RomanizedNames.key(String($0)) }
            .filter { !$0.isEmpty }
        var readings: [[String]] = []
        func segment(_ start: Int, _ sofar: [String]) {
            guard readings.count < 32 else { return }
            if start == words.count {
                readings.append(sofar)
                return
            }
            for end in (start + 1)...words.count {
                let key = words[start..<end].joined()
                for name in romanized.names(for: key) { segment(end, sofar + [name]) }
            }
        }
        segment(0, [])
        var found: [PlaceMatch] = []
        for reading in readings {
            switch lookupKorean(reading.joined(separator: " ")) {
            case .found(let place): found.append(place)
            case .ambiguous(let places): found += places
            case .notFound: break
            }
        }
        var seen = Set<String>()
        found = found.filter { seen.insert($0.name).inserted }
        switch found.count {
        case 0: return .notFound(suggestions: [])
        case 1: return .found(found[0])
        default:
            // The highest level wins, as for Korean names (`Sejong` is the 시·도).
            let top = found.map(\.level).min()!
            let best = found.filter { $0.level == top }
            return best.count == 1 ? .found(best[0]) : .ambiguous(best)
        }
    }

    /// Removes every kind of whitespace (including the ideographic space) and composes Hangul typed as separate
    /// jamo (NFD, as some systems send it) into syllables, the form the table uses.
    package static func normalize(_ text: String) -> String {
        String(text.filter { !$0.isWhitespace }).precomposedStringWithCanonicalMapping
    }

    /// The table's names are already NFC without spaces (the generator checks), so they skip Foundation's
    /// normalisation, which would cost more than the rest of building the directory.
    private static func normalizedBytes(_ name: String) -> [UInt8] {
        let plain = name.unicodeScalars.allSatisfy { s in
            (s.value > 0x20 && s.value < 0x7F) || (s.value >= 0xAC00 && s.value <= 0xD7A3)
        }
        return Array((plain ? name : normalize(name)).utf8)
    }

    /// Indices of the places that answer to `q` exactly, in table order.
    func matches(_ q: [UInt8]) -> [Int] {
        var hits: [Int] = []
        arena.withUnsafeBufferPointer { arena in
            q.withUnsafeBufferPointer { q in
                guard let a = arena.baseAddress, let qb = q.baseAddress else { return }
                /// Whether `q[0..<end]` ends with `s`; the length left in front of it if so.
                func before(_ end: Int, _ s: Span) -> Int? {
                    guard end >= s.count, memcmp(qb + end - s.count, a + s.offset, s.count) == 0 else { return nil }
                    return end - s.count
                }
                func qualifies(_ end: Int, _ province: Int) -> Bool {
                    if end == 0 { return true }
                    for p in provinceNames[province] where p.count == end && memcmp(qb, a + p.offset, end) == 0 {
                        return true
                    }
                    return false
                }
                for (i, n) in names.enumerated() {
                    var hit = false
                    if let level3 = n.level3 {
                        if let rest = before(q.count, level3) {
                            hit = qualifies(rest, n.province)
                            for d in n.districts where !hit {
                                if let r = before(rest, d) { hit = qualifies(r, n.province) }
                            }
                        }
                    } else if !n.level2Names.isEmpty {
                        for name in n.level2Names where !hit {
                            if let rest = before(q.count, name) { hit = qualifies(rest, n.province) }
                        }
                    } else {
                        hit = q.count > 0 && qualifies(q.count, n.province)
                    }
                    if hit { hits.append(i) }
                }
            }
        }
        return hits
    }

    /// The highest-level candidates, one per distinct name, in table order.
    private func resolve(_ candidates: [PlaceMatch]) -> PlaceLookup {
        let ordered = candidates.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }
            .map(\.element)
        let top = ordered.map(\.level).min() ?? 1
        var seen = Set<String>()
        // The table lists 이어도 twice under one name and cell; the user cannot tell them apart, so neither can we.
        let distinct = ordered.filter { $0.level == top && seen.insert($0.name).inserted }
        if distinct.count == 1 { return .found(distinct[0]) }
        return .ambiguous(distinct)
    }

    /// `수원시장안구` → (`수원시`, `장안구`): KMA writes a city's district without a space.
    static func splitCityDistrict(_ level2: String) -> (city: String, district: String)? {
        guard level2.hasSuffix("구") else { return nil }
        var index = level2.startIndex
        while let si = level2[index...].firstIndex(of: "시") {
            let after = level2.index(after: si)
            let city = level2[..<after]
            let district = level2[after...]
            if !city.dropLast().isEmpty, district.count >= 2 { return (String(city), String(district)) }
            index = after
        }
        return nil
    }
}
