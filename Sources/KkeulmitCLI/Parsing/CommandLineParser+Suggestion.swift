/// The "did you mean" after an unknown command or option: the nearest spelling by edit distance, or the one
/// name a long enough prefix starts.
extension CommandLineParser {
    /// ` (did you mean 'X'?)` when one candidate is close to `word`, else empty.
    static func suggestion(_ word: String, among candidates: [String]) -> String {
        let scored = candidates.map { ($0, editDistance(word.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return "" }
        let limit = max(1, min(2, word.count / 4))
        let prefixed = candidates.filter { $0.hasPrefix(word) }
        if best.1 <= limit { return " (did you mean '\(best.0)'?)" }
        if word.count >= 4, prefixed.count == 1 { return " (did you mean '\(prefixed[0])'?)" }
        return ""
    }

    /// Optimal-string-alignment distance: insertions, deletions, substitutions and adjacent swaps (`nwo` → `now`).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}
