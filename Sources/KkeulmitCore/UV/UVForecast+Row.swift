/// An issue of the UV index read from the service's rows.
extension UVForecast {
    /// The row's issue; nil when its `date` is not a `YYYYMMDDHH`.
    package init?(row: UVIndexRow) {
        guard let issued = row.date.flatMap(Self.issueTime) else { return nil }
        let points = row.hours.compactMap { offset, text in
            Self.value(text).map { Point(time: issued.adding(hours: offset), index: $0) }
        }
        self.init(areaNo: row.areaNo?.trimmingSpaces, issued: issued, points: points)
    }

    /// The newest issue among `rows` for `areaNo` (rows without an `areaNo` count as that area's), whatever the
    /// order of the rows; nil when none is readable.
    package static func newest(rows: [UVIndexRow], areaNo: String? = nil) -> UVForecast? {
        rows.compactMap(UVForecast.init(row:))
            .filter { areaNo == nil || $0.areaNo == nil || $0.areaNo == areaNo }
            .max { ($0.issued, $0.points.count) < ($1.issued, $1.points.count) }
    }

    /// `YYYYMMDDHH` → the KST hour; nil for anything else.
    package static func issueTime(_ text: String) -> KSTDateTime? {
        let u = Array(text.trimmingSpaces.utf8)
        guard u.count == 10, let hour = KSTDate.digits(u[8..<10]), hour < 24,
            let day = KSTDate(kmaString: String(decoding: u[0..<8], as: UTF8.self))
        else { return nil }
        return KSTDateTime(date: day, hour: hour)
    }

    /// An index value: a number from 0 to 30 (rounded), else missing.
    package static func value(_ text: String) -> Int? {
        guard let v = Double(text.trimmingSpaces), v.isFinite, v >= 0, v <= 30 else { return nil }
        return Int(v.rounded())
    }
}
