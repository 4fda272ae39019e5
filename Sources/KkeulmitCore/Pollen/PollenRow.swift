/// One row of a pollen operation (`getOakPollenRiskIdxV3` …), as sent (wire model): `{"code": "D08", "areaNo":
/// "1100000000", "date": "2026080906", "today": "0", "tomorrow": "0", "dayaftertomorrow": "0", "twodaysaftertomorrow":
/// ""}`. `date` is the issue (`YYYYMMDDHH`, 06 or 18시), the values the grades for the day and the three after
/// it, `""` where not published. The last two keys are spelt several ways (the live service, the Swagger file and older
/// clients disagree), so every spelling seen is read (docs/POLLEN.md, "Fields"), keys compared case-insensitively.
package struct PollenRow: Decodable, Equatable, Sendable {
    package var code: String?
    package var areaNo: String?
    /// The issue, `YYYYMMDDHH`.
    package var date: String?
    /// The values by days after the date (0 today … 3), as sent.
    package var days: [Int: String]
}

extension PollenRow {

    /// Every spelling of each day's key seen, lower-cased, the live service's first: its `dayaftertomorrow` and
    /// `twodaysaftertomorrow`, the Swagger file's `todaysaftertomorrow`, an older client's `theDayAfterTomorrow`
    /// (모레) and API Hub's twin's `todayaftertomorrow` (글피, by its place).
    static let spellings: [(key: String, day: Int)] = [
        ("today", 0), ("tomorrow", 1), ("dayaftertomorrow", 2), ("twodaysaftertomorrow", 3),
        ("todaysaftertomorrow", 3), ("thedayaftertomorrow", 2), ("todayaftertomorrow", 3),
    ]

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: WireFieldKey.self)
        var code: String?
        var areaNo: String?
        var date: String?
        var days: [Int: (value: String, rank: Int)] = [:]
        for key in c.allKeys {
            switch key.stringValue.lowercased() {
            case "code": code = c.lenientString(key)
            case "areano": areaNo = c.lenientString(key)
            case "date": date = c.lenientString(key)
            case let name:
                guard let spelling = Self.spellings.firstIndex(where: { $0.key == name }),
                    let value = c.lenientString(key)
                else { continue }
                let offset = Self.spellings[spelling].day
                // Two spellings for one day: a published value before "", then the live service's spelling.
                let rank = (value.trimmingSpaces.isEmpty ? 100 : 0) + spelling
                if rank < days[offset]?.rank ?? .max { days[offset] = (value, rank) }
            }
        }
        self.init(code: code, areaNo: areaNo, date: date, days: days.mapValues(\.value))
    }
}
