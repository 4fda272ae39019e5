/// One row of `getUVIdxV5` (자외선지수, 생활기상지수 V5), as sent (wire model):
/// `{"code": "A07_2", "areaNo": "1111000000", "date": "2026113006", "h0": "0", "h3": "1", …, "h75": ""}`. `date` is the
/// issue (`YYYYMMDDHH`, KST) and `hN` the index N hours after it, every 3 hours. Values are read leniently (strings or
/// numbers); which are usable is for `UVForecast` to decide.
package struct UVIndexRow: Decodable, Equatable, Sendable {
    package var code: String? = "A07_2"
    package var areaNo: String?
    /// The issue, `YYYYMMDDHH`.
    package var date: String?
    /// The `hN` fields by N, as sent.
    package var hours: [Int: String]
}

extension UVIndexRow {
    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: WireFieldKey.self)
        code = c.lenientString(WireFieldKey(stringValue: "code"))
        areaNo = c.lenientString(WireFieldKey(stringValue: "areaNo"))
        date = c.lenientString(WireFieldKey(stringValue: "date"))
        var hours: [Int: String] = [:]
        for key in c.allKeys {
            guard let offset = Self.offset(key.stringValue), let value = c.lenientString(key) else { continue }
            hours[offset] = value
        }
        self.hours = hours
    }

    /// `h0` … `h99` → 0 … 99; nil for any other key.
    static func offset(_ key: String) -> Int? {
        let u = Array(key.utf8)
        guard (2...3).contains(u.count), u[0] == UInt8(ascii: "h"), let n = KSTDate.digits(u[1...]) else { return nil }
        return n
    }
}
