/// A station's fine-dust measurement for one hour (domain), from a `MeasurementRow`.
///
/// A value counts only when finite, non-negative and unflagged: a flagged value (`pm10Flag: "통신장애"`) is missing even
/// with a number or a grade, since AirKorea keeps sending the 24-hour grade for a station whose 1-hour value is out.
/// The grades are the 1-hour ones (`pm10Grade1h`), from the value by the 환경부 bands when the service sent none; never
/// the 24-hour `pm10Grade`, which can say 보통 while the hour is 나쁨.
package struct StationMeasurement: Hashable, Sendable {
    /// The station's name, as it was asked for (ver 1.3 rows do not name it).
    package var station: String
    /// The end of the measured hour, KST.
    package var time: KSTDateTime
    /// 1-hour PM10, µg/m³.
    package var pm10: Int?
    /// 1-hour PM2.5, µg/m³.
    package var pm25: Int?
    /// 1-hour grades: the service's, else from the value; nil without a value.
    package var pm10Grade: DustGrade?
    package var pm25Grade: DustGrade?

    /// How old a measurement may be and still describe "now": 3 hours.
    package static let maximumAgeMinutes = 180
    /// How far ahead of the clock a row's time may be (a row has been seen a few minutes early, and hosts' clocks
    /// drift); a later one is not believed.
    package static let maximumLeadMinutes = 60

    /// A measurement; a grade left nil is computed from its value, and a value left nil has no grade.
    package init(
        station: String, time: KSTDateTime, pm10: Int?, pm25: Int?, pm10Grade: DustGrade? = nil,
        pm25Grade: DustGrade? = nil
    ) {
        (self.station, self.time, self.pm10, self.pm25) = (station, time, pm10, pm25)
        self.pm10Grade = pm10 == nil ? nil : pm10Grade ?? pm10.flatMap { DustGrade.pm10(Double($0)) }
        self.pm25Grade = pm25 == nil ? nil : pm25Grade ?? pm25.flatMap { DustGrade.pm25(Double($0)) }
    }

    /// The row's measurement at `station` (the name it was asked for); nil when its `dataTime` is unreadable.
    package init?(row: MeasurementRow, station: String) {
        guard let time = row[.dataTime].flatMap(AirKoreaTime.measurement) else { return nil }
        let pm10 = Self.concentration(row[.pm10Value], flag: row[.pm10Flag])
        let pm25 = Self.concentration(row[.pm25Value], flag: row[.pm25Flag])
        self.init(
            station: station, time: time, pm10: pm10, pm25: pm25, pm10Grade: DustGrade(serviceValue: row[.pm10Grade1h]),
            pm25Grade: DustGrade(serviceValue: row[.pm25Grade1h]))
    }

    /// The worse of the two 1-hour grades.
    package var grade: DustGrade? { DustGrade.worse(pm10Grade, pm25Grade) }

    /// Whether PM10 or PM2.5 is known (`hasBothValues`: both).
    package var hasAnyValue: Bool { pm10 != nil || pm25 != nil }
    package var hasBothValues: Bool { pm10 != nil && pm25 != nil }

    /// Whether the measurement can stand for `now`: at most 3 hours old and not implausibly ahead.
    package func isCurrent(at now: KSTDateTime) -> Bool {
        let age = now.minutesSinceEpoch - time.minutesSinceEpoch
        return age <= Self.maximumAgeMinutes && age >= -Self.maximumLeadMinutes
    }

    /// The newest row of a station's answer, whatever order the rows came in; rows more than an hour ahead of `now`
    /// are not believed. Nil when no row is readable, when the newest is older than 3 hours, or when it has neither
    /// value: the caller then asks the next station, not an older hour of this one.
    package static func current(rows: [MeasurementRow], station: String, now: KSTDateTime) -> StationMeasurement? {
        let limit = now.adding(minutes: maximumLeadMinutes)
        let readable = rows.compactMap { StationMeasurement(row: $0, station: station) }.filter { $0.time <= limit }
        // Two rows for one hour: the one with more values wins, then the worse grade, so row order never matters.
        guard
            let newest = readable.max(by: {
                ($0.time, $0.valueCount, $0.grade?.rawValue ?? 0) < ($1.time, $1.valueCount, $1.grade?.rawValue ?? 0)
            }),
            newest.isCurrent(at: now), newest.hasAnyValue
        else { return nil }
        return newest
    }

    /// A 1-hour value: nil when flagged, or when not a finite non-negative number (`-`, empty, `null`).
    /// A fractional value is rounded to the nearest µg/m³.
    package static func concentration(_ value: String?, flag: String?) -> Int? {
        if let flag = flag?.trimmingSpaces, !flag.isEmpty, flag != "null" { return nil }
        guard let text = value?.trimmingSpaces, let v = ForecastValue.decimal(text), v.isFinite, v >= 0, v < 100_000
        else { return nil }
        return Int(v.rounded())
    }

    private var valueCount: Int { (pm10 == nil ? 0 : 1) + (pm25 == nil ? 0 : 1) }
}
