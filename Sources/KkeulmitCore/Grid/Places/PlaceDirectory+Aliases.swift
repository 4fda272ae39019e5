/// The names of today beside KMA's 2023 table (docs/PLACES.md, "Resolution"). After the table's own names
/// (`PlaceDirectory.matches`), a query is looked up among the aliases: exactly (in full with any spelling of its 시·도,
/// without the 시·도, or as a listed short form), else as the longest alias that begins it with the rest naming a row
/// inside the alias's rows (`검단구 당하동`, `전남광주통합특별시 목포시 용당1동`). A table row shows today's name where the aliases give
/// exactly one (`광주광역시 북구` → `전남광주통합특별시 북구`), and a notice when the name shown or typed is old.
extension PlaceDirectory {
    /// The places the aliases find for `q` (normalized): exact forms, else the longest prefix leaving a name inside it.
    func aliasCandidates(_ q: String) -> [PlaceMatch] {
        let index = aliasIndex.built
        if let exact = index.forms[q] {
            return exact.map { aliasMatch($0, index) }
        }
        for form in index.formsByLength where q.utf8.count > form.utf8.count && q.utf8.starts(with: form.utf8) {
            let rest = Array(q.utf8.dropFirst(form.utf8.count))
            var found: [PlaceMatch] = []
            for a in index.forms[form] ?? [] {
                found += inside(a, rest: rest, index)
            }
            if !found.isEmpty { return found }
        }
        return []
    }

    /// A row of the table as a match: today's name if the aliases give one, the area codes by the rule, and a
    /// notice when the name shown is an old one or `query` typed one.
    func rowMatch(_ row: Int, query: String) -> PlaceMatch {
        let place = places[row]
        var name = place.name
        var renamed: PlaceRenaming?
        // Most rows have no old name at or above them and never build the aliases' full index.
        if let old = nearestOldName(of: place) {
            let index = aliasIndex.built
            if let (successor, ancestor) = uniqueSuccessor(of: row, index) {
                name = successor.name + place.name.dropFirst(places[ancestor].name.count)
                let now = Set(name.split(separator: " "))
                let gone = place.name.split(separator: " ").filter { !now.contains($0) }
                if gone.contains(where: { query.contains($0) }) {
                    renamed = PlaceRenaming(oldName: place.name, effective: successor.effective, successors: [name])
                }
            } else {
                renamed = PlaceRenaming(
                    oldName: place.name, effective: aliases[old].effective, successors: successors(of: row, index))
            }
        }
        return PlaceMatch(
            name: name, place: place, rows: [place], areaCodes: areaCodes(for: place), renamed: renamed,
            level: place.level, order: row)
    }

    /// The code UV and pollen answer for a row today: its old name's successor code, else the prefix rules
    /// (`AreaCode.renumbered`), else its own.
    func areaCode(of code: String) -> String {
        if let old = aliasIndex.oldNames[code], let successor = aliases[old].areaCode { return successor }
        return AreaCode.renumbered(code) ?? code
    }

    /// The area codes for a row, named or found by position (`--nx/--ny`, `--lat/--lon`).
    package func areaCodes(for place: Place) -> [String] {
        AreaCode.candidates(first: areaCode(of: place.code))
    }

    // MARK: - Alias matches

    /// An alias as a match. A name of an old unit with a sub-unit added before the unit went
    /// (`인천광역시 중구 영종2동`) shows as today's name for the same rows, with a notice.
    private func aliasMatch(_ a: Int, _ index: PlaceAliasIndex.Built) -> PlaceMatch {
        let alias = aliases[a]
        let rows = alias.targets.compactMap { index.rowIndex[$0] }.sorted()
        let representative = index.rowIndex[alias.representative] ?? rows[0]
        let first = alias.areaCode ?? areaCode(of: alias.targets[0])
        var name = alias.fullName
        var renamed: PlaceRenaming?
        if let old = index.supersededBy[a] {
            let today = index.replacement[a].map { aliases[$0].name }
            renamed = PlaceRenaming(
                oldName: alias.name, effective: aliases[old].effective, successors: today.map { [$0] } ?? [])
            name = today ?? name
        }
        return PlaceMatch(
            name: name, place: places[representative], rows: rows.map { places[$0] },
            areaCodes: AreaCode.candidates(first: first), renamed: renamed, level: index.levels[a],
            order: representative)
    }

    /// The rows inside alias `a` that `rest` names: a target by its own name, or a row under a target.
    private func inside(_ a: Int, rest: [UInt8], _ index: PlaceAliasIndex.Built) -> [PlaceMatch] {
        let alias = aliases[a]
        let targets = alias.targets.compactMap { index.rowIndex[$0] }
        var found: [PlaceMatch] = []
        for hit in matches(rest) {
            let place = places[hit]
            guard let target = targets.first(where: { Self.covers(places[$0].code, place.code) }) else { continue }
            let tail = hit == target ? place.level3 ?? "" : String(place.name.dropFirst(places[target].name.count + 1))
            let name = alias.fullName + " " + tail
            // A name the aliases list (`원미구 중동` → `경기도 부천시 원미구 중동`) takes that alias's rows and code.
            if let listed = index.forms[Self.normalize(name)]?.first(where: { aliases[$0].fullName == name }) {
                found.append(aliasMatch(listed, index))
                continue
            }
            found.append(
                PlaceMatch(
                    name: name, place: place, rows: [place], areaCodes: areaCodes(for: place), renamed: nil,
                    level: PlaceAliasIndex.level(name), order: hit))
        }
        return found
    }

    /// Whether the row `code` lies in the area of the row `area`: a 시·도 row holds its 2-digit prefix, a 시·군·구
    /// row its 5-digit prefix, an 읍·면·동 row itself.
    static func covers(_ area: String, _ code: String) -> Bool {
        if area.hasSuffix("00000000") { return area.prefix(2) == code.prefix(2) }
        if area.hasSuffix("00000") { return area.prefix(5) == code.prefix(5) }
        return area == code
    }

    // MARK: - Old names

    /// The row's codes and those of the rows above it (시·군·구, 시·도), nearest first, as rows of the table.
    private func chain(of row: Int, _ index: PlaceAliasIndex.Built) -> [Int] {
        let code = places[row].code
        var rows = [row]
        for above in [String(code.prefix(5)) + "00000", String(code.prefix(2)) + "00000000"] {
            if let r = index.rowIndex[above], !rows.contains(r) { rows.append(r) }
        }
        return rows
    }

    /// The old-name alias of the row or of the nearest row above it.
    private func nearestOldName(of place: Place) -> Int? {
        let (code, olds) = (place.code, aliasIndex.oldNames)
        guard !olds.isEmpty else { return nil }
        return [code, String(code.prefix(5)) + "00000", String(code.prefix(2)) + "00000000"].lazy.compactMap {
            olds[$0]
        }
        .first
    }

    /// The one name of today for the row or the nearest row above it that has one, and that row: the alias whose
    /// only target is that row and which keeps its last word (`광주광역시 북구` → `전남광주통합특별시 북구`), or any
    /// such alias for a row with an old name (`전라북도` → `전북특별자치도`). Nil when the nearest row with names
    /// has several (it was split) or an old name has none.
    private func uniqueSuccessor(of row: Int, _ index: PlaceAliasIndex.Built) -> (PlaceAlias, Int)? {
        for r in chain(of: row, index) {
            let place = places[r]
            let isOld = aliasIndex.oldNames[place.code] != nil
            let last = place.name.split(separator: " ").last
            var names: [PlaceAlias] = []
            for a in index.exactSuccessors[place.code] ?? [] {
                let alias = aliases[a]
                guard isOld || alias.name.split(separator: " ").last == last else { continue }
                if !names.contains(where: { $0.name == alias.name }) { names.append(alias) }
            }
            if names.count == 1 { return (names[0], r) }
            if names.count > 1 || isOld { return nil }
        }
        return nil
    }

    /// Today's names for the area of a split or abolished row: the aliases of today whose rows reach furthest into
    /// it (by inclusion), the most specific of equals; failing those, the row whose code its old name's successor
    /// code is (경주 중부동 → 황오동).
    private func successors(of row: Int, _ index: PlaceAliasIndex.Built) -> [String] {
        let code = places[row].code
        let area = Set(places.indices.filter { Self.covers(code, places[$0].code) })
        var reach: [(name: String, rows: Set<Int>, words: Int)] = []
        for (a, alias) in aliases.enumerated() where alias.kind == .current && index.supersededBy[a] == nil {
            let targets = alias.targets
            let rows = area.filter { r in targets.contains { Self.covers($0, places[r].code) } }
            if !rows.isEmpty { reach.append((alias.name, rows, alias.name.split(separator: " ").count)) }
        }
        let widest = reach.filter { candidate in
            !reach.contains { other in
                candidate.rows.isStrictSubset(of: other.rows)
                    || (candidate.rows == other.rows && other.words > candidate.words)
            }
        }
        var names: [String] = []
        for candidate in widest where !names.contains(candidate.name) { names.append(candidate.name) }
        if names.isEmpty, let old = aliasIndex.oldNames[code], let successor = aliases[old].areaCode,
            let r = index.rowIndex[successor]
        {
            names.append(places[r].name)
        }
        return names
    }
}
