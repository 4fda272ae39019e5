import Foundation

/// What a failed lookup offers: the names the query may have meant, by prefix and then by a few edits.
extension PlaceDirectory {
    /// Full names that the query may have meant: names it is the beginning of, then names a few edits away.
    func suggestions(for q: String) -> [String] {
        let query = Array(q.unicodeScalars)
        // Short names are close to everything: allow one edit up to three syllables, two up to six, then three.
        let allowed = query.count <= 3 ? 1 : query.count <= 6 ? 2 : 3
        func distance(_ keys: [[Unicode.Scalar]]) -> Int? {
            var best: Int?
            for key in keys {
                let distance: Int?
                if query.count >= 2, key.starts(with: query) {
                    distance = 0
                } else if abs(key.count - query.count) <= allowed {
                    distance = Self.editDistance(query, key, limit: allowed)
                } else {
                    distance = nil
                }
                if let d = distance, d < (best ?? .max) { best = d }
            }
            return best
        }
        var ranked: [(distance: Int, level: Int, index: Int, name: String)] = []
        for (i, n) in names.enumerated() {
            if let best = distance(keys(n)) { ranked.append((best, n.level, i, places[i].name)) }
        }
        // Today's names too (검단고 → 인천광역시 검단구), after the table's at equal distance and level.
        let aliasIndex = aliases.isEmpty ? nil : self.aliasIndex.built
        for (form, found) in aliasIndex?.forms ?? [:] {
            guard let best = distance([Array(form.unicodeScalars)]) else { continue }
            for a in found {
                let name = aliasIndex?.replacement[a].map { aliases[$0].name } ?? aliases[a].fullName
                ranked.append((best, aliasIndex?.levels[a] ?? 3, places.count + a, name))
            }
        }
        ranked.sort { ($0.distance, $0.level, $0.index) < ($1.distance, $1.level, $1.index) }
        var result: [String] = []
        for entry in ranked {
            if !result.contains(entry.name) { result.append(entry.name) }
            if result.count == Self.maximumSuggestions { break }
        }
        return result
    }

    /// Every name a place answers to, as scalars (one per Hangul syllable, since names are NFC).
    func keys(_ n: Names) -> [[Unicode.Scalar]] {
        func scalars(_ s: Span) -> [Unicode.Scalar] {
            Array(String(decoding: arena[s.offset..<s.offset + s.count], as: UTF8.self).unicodeScalars)
        }
        let provinces = provinceNames[n.province].map(scalars)
        guard !n.level2Names.isEmpty else { return provinces }
        let tails: [[Unicode.Scalar]]
        if let level3 = n.level3.map(scalars) {
            tails = [level3] + n.districts.map { scalars($0) + level3 }
        } else {
            tails = n.level2Names.map(scalars)
        }
        return tails + provinces.flatMap { p in tails.map { p + $0 } }
    }

    /// Levenshtein distance, or nil once it must exceed `limit`.
    static func editDistance<C: Equatable>(_ a: [C], _ b: [C], limit: Int) -> Int? {
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
}
