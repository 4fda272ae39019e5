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
}
