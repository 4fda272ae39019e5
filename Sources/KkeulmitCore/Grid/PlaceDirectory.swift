/// Finds places in KMA's place table by the names people type.
///
/// A query is matched with all whitespace removed, so `서울특별시 종로구`, `서울특별시종로구` and
/// `서울  종로구` are the same query. Each place answers to its own name and to its name qualified by the levels
/// above it, with any 시·도 written in full or short (`서울`, `경북`, see `ProvinceNames`):
/// `종로구`, `서울 종로구`, `서울특별시 종로구`; `청운효자동`, `종로구 청운효자동`, `서울 청운효자동` ….
/// A district of a city with districts also answers to the district alone (`장안구` for `수원시장안구`), and the
/// city (`수원시`) to all of its districts.
///
/// When a name matches places at several levels, the highest level wins: `세종특별자치시` is the 시·도 rather than
/// its one 시·군·구 of the same name. A name missing only its last syllable (`종로` → `종로구`) is accepted.
public struct PlaceDirectory: Sendable {
    /// KMA's official table, parsed and indexed on first use.
    public static var official: PlaceDirectory { officialDirectory }
    private static let officialDirectory = PlaceDirectory(places: PlaceTable.places)

    /// Every place, in table order.
    public let places: [Place]
    /// Normalised name → indices into `places`, ascending.
    private let index: [String: [Int]]

    /// The most suggestions a failed lookup offers.
    public static let maximumSuggestions = 5
    /// Suffixes a query may leave off (`종로` for `종로구`).
    private static let omittableSuffixes: Set<Character> = ["시", "군", "구", "읍", "면", "동", "도"]

    public init(places: [Place]) {
        self.places = places
        let provinceAliases = ProvinceNames.aliases(for: Set(places.map(\.level1)))
        var index: [String: [Int]] = [:]
        for (i, place) in places.enumerated() {
            for key in Self.keys(for: place, provinceNames: provinceAliases[place.level1] ?? [place.level1]) {
                // Keys of one place can coincide (`세종특별자치시` as 시·도 alias and as its own level 2).
                if index[key]?.last != i { index[key, default: []].append(i) }
            }
        }
        self.index = index
    }

    /// The place with this administrative code.
    public func place(code: String) -> Place? {
        places.first { $0.code == code }
    }

    /// Looks a name up: one place, several candidates, or suggestions.
    public func lookup(_ query: String) -> PlaceLookup {
        let q = Self.normalize(query)
        guard !q.isEmpty else { return .notFound(suggestions: []) }
        if let hits = index[q] { return resolve(hits) }
        var completed: [Int] = []
        for (key, hits) in index where key.count == q.count + 1 && key.hasPrefix(q) {
            if let last = key.last, Self.omittableSuffixes.contains(last) { completed += hits }
        }
        if !completed.isEmpty { return resolve(completed) }
        return .notFound(suggestions: suggestions(for: q))
    }

    /// Removes every kind of whitespace (including the ideographic space); Hangul in NFD compares equal to NFC
    /// because Swift strings compare by canonical equivalence.
    public static func normalize(_ text: String) -> String {
        String(text.filter { !$0.isWhitespace })
    }

    /// The highest-level candidates, one per distinct name, in table order.
    private func resolve(_ hits: [Int]) -> PlaceLookup {
        let candidates = Set(hits).sorted().map { places[$0] }
        let top = candidates.map(\.level).min() ?? 1
        var seen = Set<String>()
        // The table lists 이어도 twice under one name and cell; the user cannot tell them apart, so neither can we.
        let distinct = candidates.filter { $0.level == top && seen.insert($0.name).inserted }
        if distinct.count == 1 { return .found(distinct[0]) }
        return .ambiguous(distinct)
    }

    /// Full names that the query may have meant: names it is the beginning of, then names a few edits away.
    private func suggestions(for q: String) -> [String] {
        let query = Array(q)
        // Short names are close to everything: allow one edit up to three syllables, two up to six, then three.
        let allowed = query.count <= 3 ? 1 : query.count <= 6 ? 2 : 3
        var ranked: [(distance: Int, level: Int, index: Int)] = []
        for (key, hits) in index {
            let distance: Int
            if query.count >= 2, key.hasPrefix(q) {
                distance = 0
            } else {
                let candidate = Array(key)
                guard abs(candidate.count - query.count) <= allowed,
                    let d = Self.editDistance(query, candidate, limit: allowed)
                else { continue }
                distance = d
            }
            for i in hits { ranked.append((distance, places[i].level, i)) }
        }
        ranked.sort { ($0.distance, $0.level, $0.index) < ($1.distance, $1.level, $1.index) }
        var names: [String] = []
        for entry in ranked {
            let name = places[entry.index].name
            if !names.contains(name) { names.append(name) }
            if names.count == Self.maximumSuggestions { break }
        }
        return names
    }

    /// Levenshtein distance by syllable, or nil once it must exceed `limit`.
    static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int? {
        if a.isEmpty { return b.count <= limit ? b.count : nil }
        if b.isEmpty { return a.count <= limit ? a.count : nil }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return nil }
            swap(&previous, &current)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }

    /// Every normalised name a place answers to.
    static func keys(for place: Place, provinceNames: [String]) -> [String] {
        let provinces = provinceNames.map(normalize)
        guard let level2 = place.level2.map(normalize) else { return provinces }
        // 수원시장안구 also answers to 장안구; 수원시 alone to each of its districts.
        var districts = [level2]
        var cities: [String] = []
        if let (city, district) = splitCityDistrict(level2) {
            districts.append(district)
            if place.level3 == nil { cities.append(city) }
        }
        var keys: [String] = []
        guard let level3 = place.level3.map(normalize) else {
            for name in districts + cities {
                keys.append(name)
                for province in provinces { keys.append(province + name) }
            }
            return keys
        }
        keys.append(level3)
        for province in provinces { keys.append(province + level3) }
        for district in districts {
            keys.append(district + level3)
            for province in provinces { keys.append(province + district + level3) }
        }
        return keys
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
