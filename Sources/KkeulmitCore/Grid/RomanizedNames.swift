/// The table's names and today's (the aliases' words: `geomdangu`, `dongtangu`, `jeonnamgwangjutonghap` …) by
/// their Revised Romanization (`jongnogu`, `jongno`, `seoul`, `haeundaegu` …), built on the first lookup that
/// needs it, so runs that give Korean names never pay for it.
final class RomanizedNames: Sendable {
    private let places: [Place]
    private let aliases: [PlaceAlias]
    private let index = Locked<[String: [String]]?>(nil)

    init(places: [Place], aliases: [PlaceAlias] = []) {
        self.places = places
        self.aliases = aliases
    }

    /// The Korean names a romanized word stands for; `key` is `RomanizedNames.key(_:)`'s form.
    func names(for key: String) -> [String] {
        index.once { Self.build(places, aliases) }[key] ?? []
    }

    /// What is compared: lower-case ASCII letters and digits only, so case, hyphens, spaces, dots and
    /// apostrophes do not matter.
    static func key(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.lowercased().unicodeScalars.filter {
                    $0.isASCII && $0.properties.isAlphabetic || ("0"..."9").contains($0)
                }))
    }

    /// Whether `query` is romanized: letters, no Hangul.
    static func isRomanized(_ query: String) -> Bool {
        let scalars = query.unicodeScalars
        return scalars.contains { $0.isASCII && $0.properties.isAlphabetic }
            && !scalars.contains {
                (0xAC00...0xD7A3).contains($0.value) || (0x1100...0x11FF).contains($0.value)
                    || (0x3130...0x318F).contains($0.value)
            }
    }

    private static func build(_ places: [Place], _ aliases: [PlaceAlias]) -> [String: [String]] {
        var names = Set<String>()
        let spellings = ProvinceNames.aliases(for: Set(places.map(\.level1)))
        for (_, list) in spellings { names.formUnion(list) }
        var previousLevel2: String?
        for place in places {
            if let level2 = place.level2, level2 != previousLevel2 {
                previousLevel2 = level2
                names.insert(level2)
                if let (city, district) = PlaceDirectory.splitCityDistrict(level2) {
                    names.insert(city)
                    names.insert(district)
                }
            }
            if let level3 = place.level3 { names.insert(level3) }
        }
        for alias in aliases where alias.isInUse {
            for word in alias.name.split(separator: " ") { names.insert(String(word)) }
        }
        var index: [String: [String]] = [:]
        index.reserveCapacity(names.count * 2)
        for name in names.sorted() {
            let (full, straight, stem) = Romanization.keys(name)
            var added: [[UInt8]] = []
            for bytes in [full, straight] + (stem.map { [$0] } ?? []) {
                let key = bytes.filter { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) }
                guard !key.isEmpty, !added.contains(key) else { continue }
                added.append(key)
                index[String(decoding: key, as: UTF8.self), default: []].append(name)
            }
        }
        return index
    }
}
