/// The other names people use for a 시·도: short forms (`서울`, `경북`) and the names before and after the 2023–2024
/// renamings (`강원도` ↔ `강원특별자치도`, `전라북도` ↔ `전북특별자치도`). KMA's table spells each 시·도 one way; whichever name of a group it
/// uses is canonical and the rest aliases, so a table switching to the new names works without code changes.
package enum ProvinceNames {
    package static let groups: [[String]] = [
        ["서울특별시", "서울", "서울시"],
        ["부산광역시", "부산", "부산시"],
        ["대구광역시", "대구", "대구시"],
        ["인천광역시", "인천", "인천시"],
        // Not `광주시`: that is a city in 경기도.
        ["광주광역시", "광주"],
        ["대전광역시", "대전", "대전시"],
        ["울산광역시", "울산", "울산시"],
        ["세종특별자치시", "세종", "세종시"],
        ["경기도", "경기"],
        ["강원특별자치도", "강원도", "강원"],
        ["충청북도", "충북"],
        ["충청남도", "충남"],
        ["전북특별자치도", "전라북도", "전북"],
        ["전라남도", "전남"],
        // Since 2026-07-01 광주 and 전남 are one 시·도 (the 2023 table still has both): the enacted name, the
        // agreed one and the bill's short name. Used by today's names (PlaceAlias), not by the table's rows.
        ["전남광주통합특별시", "전남광주특별시", "광주특별시"],
        ["경상북도", "경북"],
        ["경상남도", "경남"],
        ["제주특별자치도", "제주도", "제주"],
    ]

    /// For each level-1 name in `names`, every name it answers to (itself first).
    static func aliases(for names: Set<String>) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for name in names { result[name] = [name] }
        for group in groups {
            guard let canonical = group.first(where: names.contains) else { continue }
            result[canonical, default: [canonical]] += group.filter { $0 != canonical && !names.contains($0) }
        }
        return result
    }
}
