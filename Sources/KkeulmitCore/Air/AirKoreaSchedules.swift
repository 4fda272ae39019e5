extension IssueSchedule {
    /// AirKorea's hourly measurements: the row for the hour ending HH:00 appears "매시 15분 내외", so it is expected from
    /// HH:15 (it is sometimes later; an earlier hour stands in until then). The cache key is the station and this hour.
    package static let airKoreaMeasurement = IssueSchedule(hours: Array(0...23), publishDelayMinutes: 15)

    /// AirKorea's dust forecast: issued at 05, 11, 17 and 23시, "각 시 10분 내외".
    package static let airKoreaDustForecast = IssueSchedule(hours: [5, 11, 17, 23], publishDelayMinutes: 10)
}
