/// One row of `getPwnCd` (특보코드조회), as sent (wire model): one zone × warning type × announcement.
///
/// `{"allEndTime": 0, "areaCode": "L1090500", "areaName": "제주도산지", "cancel": "0", "command": "1",
/// "endTime": 0, "stnId": "108", "tmFc": 202609260800, "tmSeq": 121, "warnVar": 2, "warnStress": 0,
/// "startTime": 202609260800}`. Live JSON sends the times and codes as numbers and the names as strings; XML sends
/// text: every field is kept as text, numbers rendered (docs/ALERTS.md, "A row of getPwnCd"), and
/// `WarningEvent` reads them.
package struct WarningEventRow: Decodable, Hashable, Sendable {
    /// The fields getPwnCd sends.
    package enum Field: String, CaseIterable, Sendable {
        case allEndTime, areaCode, areaName, cancel, command, endTime, stnId, tmFc, tmSeq, warnVar, warnStress
        case startTime
    }

    /// Every field of the row by its key as sent, as text.
    package var fields: [String: String]

    package init(_ fields: [Field: String]) {
        self.fields = Dictionary(uniqueKeysWithValues: fields.map { ($0.key.rawValue, $0.value) })
    }

    package init(from decoder: any Decoder) throws {
        fields = try TextFields(from: decoder).values
    }

    package subscript(_ field: Field) -> String? { fields[field.rawValue] }
}

/// A JSON object's fields as text, whatever their JSON type (strings as they are, numbers rendered), by key:
/// the lenient reading of rows whose fields a caller picks by name.
struct TextFields: Decodable {
    var values: [String: String] = [:]

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: UVIndexRow.Key.self)
        for key in c.allKeys {
            if let value = c.lenientString(key) { values[key.stringValue] = value }
        }
    }
}
