/// One row of a pollen operation (`getOakPollenRiskIdxV3` …), as sent (wire model).
///
/// `{"code": "D08", "areaNo": "1100000000", "date": "2026080906", "today": "0", "tomorrow": "0",
/// "dayaftertomorrow": "0", "twodaysaftertomorrow": ""}`: `date` is the issue (`YYYYMMDDHH`, 06 or 18시), the
/// values the grades for the day and the three after it, `""` where not published. The last two keys are
/// spelt several ways (the live service, the Swagger file and older clients disagree), so every spelling seen is
/// read (docs/POLLEN.md, "Fields"); keys are compared without regard to case.
package struct PollenRow: Decodable, Equatable, Sendable {
    package var code: String?
    package var areaNo: String?
    /// The issue, `YYYYMMDDHH`.
    package var date: String?
    /// The values by days after the date (0 today … 3), as sent.
    package var days: [Int: String]
}

extension PollenRow {

    /// Every spelling of each day's key seen, lower-cased: the live service's `dayaftertomorrow` and
    /// `twodaysaftertomorrow`, the Swagger file's `todaysaftertomorrow`, an older client's `theDayAfterTomorrow`
    /// (모레) and API Hub's twin's `todayaftertomorrow` (글피, by its place).
    static let dayKeys: [String: Int] = [
        "today": 0, "tomorrow": 1, "dayaftertomorrow": 2, "thedayaftertomorrow": 2, "twodaysaftertomorrow": 3,
        "todaysaftertomorrow": 3, "todayaftertomorrow": 3,
    ]

    /// The spellings, the live service's first.
    static let spellings = [
        "today", "tomorrow", "dayaftertomorrow", "twodaysaftertomorrow", "todaysaftertomorrow", "thedayaftertomorrow",
        "todayaftertomorrow",
    ]

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: UVIndexRow.Key.self)
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
                guard let offset = Self.dayKeys[name], let value = c.lenientString(key) else { continue }
                // Two spellings for one day: a published value before "", then the live service's spelling.
                let rank = (value.trimmingSpaces.isEmpty ? 100 : 0) + (Self.spellings.firstIndex(of: name) ?? 99)
                if rank < days[offset]?.rank ?? .max { days[offset] = (value, rank) }
            }
        }
        self.init(code: code, areaNo: areaNo, date: date, days: days.mapValues(\.value))
    }
}
