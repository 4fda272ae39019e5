/// Why a window cannot be built or cannot be matched against a forecast.
package enum AdviceWindowError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Windows start on the hour; the caller drops the minutes.
    case startNotOnTheHour(KSTDateTime)
    /// Outside `AdviceWindow.hoursRange`.
    case hoursOutOfRange(Int)
    case emptyForecast
    /// The window starts before the forecast's first slot (the caller moves the start to that slot).
    case startsBeforeForecast(start: KSTDateTime, firstSlot: KSTDateTime)
    /// The window starts where the forecast's hourly slots have already ended.
    case startsAfterHourlyForecast(start: KSTDateTime, hourlyEnd: KSTDateTime)
    /// No slot in the window carries a temperature, so there is nothing to dress for.
    case noTemperature(start: KSTDateTime, end: KSTDateTime)

    package var description: String {
        switch self {
        case .startNotOnTheHour(let t): "the window must start on the hour (got \(t.iso8601))"
        case .hoursOutOfRange(let h):
            "the window must span \(AdviceWindow.hoursRange.lowerBound)–\(AdviceWindow.hoursRange.upperBound) "
                + "hours (got \(h))"
        case .emptyForecast: "the forecast has no time slots"
        case .startsBeforeForecast(let start, let first):
            "the window starts at \(start.iso8601), before the forecast's first slot (\(first.iso8601))"
        case .startsAfterHourlyForecast(let start, let end):
            "the window starts at \(start.iso8601), after the forecast's hourly slots end (\(end.iso8601))"
        case .noTemperature(let start, let end):
            "the forecast has no temperature between \(start.iso8601) and \(end.iso8601)"
        }
    }
}
