/// One issue of the UV index for an area (domain), from a `UVIndexRow`. `hN` is the index N hours after the issue,
/// every 3 hours. An empty value (sent for the far hours, h60–h75, and by some answers for night hours), a negative
/// sentinel or anything not a number is missing; `"0"` (how other answers write night hours) is a real 0. Each value is
/// taken to hold for its 3-hour step: the 12:00 value stands for 12, 13 and 14시 (inferred: KMA does not say what the
/// steps mean; this reads them as a forecast that changes every 3 hours).
package struct UVForecast: Hashable, Sendable {
    /// One usable value.
    package struct Point: Hashable, Sendable {
        package var time: KSTDateTime
        package var index: Int
        package init(time: KSTDateTime, index: Int) { (self.time, self.index) = (time, index) }
    }

    /// The area the row was issued for.
    package var areaNo: String?
    /// The issue, from the row's `date`.
    package var issued: KSTDateTime
    /// Usable values in time order.
    package var points: [Point]

    /// How long each value holds.
    package static let stepHours = 3

    package init(areaNo: String?, issued: KSTDateTime, points: [Point]) {
        (self.areaNo, self.issued, self.points) = (areaNo, issued, points.sorted { $0.time < $1.time })
    }

    /// The index at `hour`: the value whose 3-hour step contains it.
    package func index(at hour: KSTDateTime) -> Int? {
        points.last { $0.time <= hour && hour < $0.time.adding(hours: Self.stepHours) }?.index
    }

    /// The largest index over `hours` hourly slots from `start`, and the first slot with it; nil when none has a value.
    package func peak(from start: KSTDateTime, hours: Int) -> (index: Int, at: KSTDateTime)? {
        let known = (0..<max(0, hours)).compactMap { k in
            let hour = start.adding(hours: k)
            return index(at: hour).map { (index: $0, at: hour) }
        }
        return known.max { $0.index < $1.index }
    }
}
