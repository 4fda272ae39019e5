/// Where the places of KMA's place table lie among the warning zones (`WarningZoneData`, generated from
/// Fixtures/Alerts/kma-warning-zone-map.csv; docs/ALERTS.md, "From a place to its zones"). A place is looked up by its
/// names: its 읍면동 row of the map, else its 시군구 row, else KMA's name rules on the zone sheet (for names the map lacks).
/// Only zones valid at the time count; a place whose zones did not exist yet (split on 2026-05-31) falls back to the
/// province's, and says so. A name of today standing for several rows takes the union of their zones.
package struct WarningZoneMap: Sendable {
    package static let official = WarningZoneMap(table: .official, records: WarningZoneData.map)

    package let table: WarningZoneTable
    /// The map's records as generated (`WarningZoneData.map`), searched for a place when asked (`row(_:_:_:)`).
    private let records: String

    /// One row of the map: the zones without their ancestors, and how precise they are.
    struct Row: Hashable, Sendable {
        var level1: String
        var level2: String
        var level3: String
        var zones: [String]
        var precision: WarningZonePrecision
        var basis: String
    }

    init(table: WarningZoneTable, records: String) {
        self.table = table
        self.records = records
    }

    /// The zones of a row of the place table at `time`. Where a place's membership of a split city's sub-zones is
    /// only inferred (`derived` rows: 파주 문산읍 → 파주 동북부, 인천 구 → 인천남부/북부), the inferred sub-zone.
    package func zones(for place: Place, at time: KSTDateTime) -> PlaceZones {
        let (ids, precision, withDescendants) = entry(for: place)
        guard !ids.isEmpty else { return .none }
        var own: [String] = []
        var expected = precision
        for id in ids {
            for zone in [id] + (withDescendants ? table.descendants(of: id) : []) where !own.contains(zone) {
                own.append(zone)
            }
        }
        var valid = own.filter { table[$0]?.isValid(at: time) == true }
        if table[ids[0]]?.isValid(at: time) != true {
            // Its zone did not exist yet (a city split on 2026-05-31, asked about before) or no more: the nearest
            // valid zone above, and all valid zones under it.
            guard let above = table.ancestors(of: ids[0]).first(where: { table[$0]?.isValid(at: time) == true })
            else { return .none }
            valid = [above] + table.descendants(of: above).filter { table[$0]?.isValid(at: time) == true }
            expected = .province
        }
        var applicable = valid
        for zone in valid {
            for up in table.ancestors(of: zone) where table[up]?.isValid(at: time) == true && !applicable.contains(up) {
                applicable.append(up)
            }
        }
        return PlaceZones(zones: valid, applicable: applicable, precision: expected)
    }

    /// The zones of a name of today, the union of those of the rows it stands for.
    package func zones(for match: PlaceMatch, at time: KSTDateTime) -> PlaceZones {
        PlaceZones.union(match.rows.map { zones(for: $0, at: time) })
    }

    /// The map's row for the place, else KMA's name rules: the zones before validity, how precise, and whether
    /// every zone under them belongs too (a province-level place).
    func entry(for place: Place) -> (zones: [String], precision: WarningZonePrecision, withDescendants: Bool) {
        let level2 = place.level2 ?? ""
        if let level3 = place.level3, let row = row(place.level1, level2, level3) {
            return (row.zones, row.precision, false)
        }
        if let row = row(place.level1, level2, "") {
            return (row.zones, row.precision, row.precision == .province)
        }
        return byNames(place)
    }

    /// The map's first row for the names, found by the records' bytes (names compared as spelt, as a dictionary
    /// of the rows compared them): only the row found is made. Making every row and hashing its Hangul key cost a
    /// run with warnings about as much as the rest of finding its zones.
    func row(_ level1: String, _ level2: String, _ level3: String) -> Row? {
        var (records, prefix) = (records, level1 + "," + level2 + "," + level3 + ",")
        let found = records.withUTF8 { bytes in
            prefix.withUTF8 { prefix -> String? in
                let separators = [UInt8(ascii: "\n"), UInt8(ascii: "|")]
                var from = 0
                while let start = ByteSearch.firstOffset(of: prefix, in: bytes, from: from) {
                    from = start + 1
                    guard start == 0 || separators.contains(bytes[start - 1]) else { continue }
                    let end = bytes[start...].firstIndex(where: separators.contains) ?? bytes.count
                    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                }
                return nil
            }
        }
        return found.flatMap { Self.parse($0).first }
    }

    /// KMA's name rules on the zone sheet (TodayWeather's, docs/ALERTS.md), for a place the map does not list.
    func byNames(_ place: Place) -> (zones: [String], precision: WarningZonePrecision, withDescendants: Bool) {
        let province = Self.provinceNames[place.level1] ?? place.level1
        guard
            let top = table.children(of: "L1000000").first(where: {
                table[$0]?.name == province || table[$0]?.plainName == province
            })
        else { return ([], .none, false) }
        guard let city = place.level2, !city.isEmpty else { return ([top], .province, true) }
        func matches(_ id: String) -> Bool {
            guard let name = table[id]?.plainName else { return false }
            return name == city || (["시", "군", "구"].contains(where: name.hasSuffix) && city.hasPrefix(name))
        }
        // The top-most zone of that name in the province, else anywhere (a county filed under another province).
        let inProvince = table.descendants(of: top)
        if let zone = inProvince.first(where: matches) ?? table.descendants(of: "L1000000").first(where: matches) {
            let under = table.descendants(of: zone)
            let moved = !inProvince.contains(zone)
            return ([zone] + under, moved ? .moved : under.isEmpty ? .exact : .split, false)
        }
        // A metropolitan district without a zone of its own: the zone named like the city, else every zone of
        // the city that is not a 시 or 군 (over-warns, by design).
        if ["광역시", "특별시", "특별자치시"].contains(where: place.level1.hasSuffix) {
            let children = table.children(of: top)
            if let named = children.first(where: { table[$0]?.name == place.level1 }) {
                return ([named] + table.descendants(of: named), .split, false)
            }
            let districts = children.filter { id in
                !["시", "군"].contains(where: { table[id]?.name.hasSuffix($0) == true })
            }
            if !districts.isEmpty { return (districts.flatMap { [$0] + table.descendants(of: $0) }, .split, false) }
        }
        // An unknown city: its province's zone only, never every zone under it.
        return ([top], .province, false)
    }

    /// The place table's 시도 names that the zone sheet spells otherwise.
    static let provinceNames = [
        "강원특별자치도": "강원도", "강원도": "강원도", "전북특별자치도": "전북자치도", "전라북도": "전북자치도",
        "제주특별자치도": "제주도",
    ]

    /// Parses records `level1,level2,level3,zone_ids,precision,basis`; traps on a malformed one (a build defect).
    static func parse(_ text: String) -> [Row] {
        GeneratedRecords.split(text).map { f in
            guard f.count == 6, let precision = WarningZonePrecision(rawValue: f[4]) else {
                preconditionFailure("WarningZoneData: malformed map row \(f)")
            }
            return Row(
                level1: f[0], level2: f[1], level3: f[2], zones: f[3].split(separator: " ").map(String.init),
                precision: precision, basis: f[5])
        }
    }
}
