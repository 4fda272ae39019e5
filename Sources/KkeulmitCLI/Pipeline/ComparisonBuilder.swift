import KkeulmitCore

/// `tomorrow`'s "colder than yesterday" line: the window's slots against the same hours of the day before, taken
/// from whichever forecast issues are at hand (the one just used and the cached ones for the same cell).
package enum ComparisonBuilder {
    /// The comparison, or nil when fewer than half of the window's hours are known on both days.
    ///
    /// - Parameters:
    ///   - tomorrow: the slots of the issue the advice used.
    ///   - issues: every issue that may hold the day before's hours, in any order; issues based after
    ///     `publishedBy` are ignored (a replay with an earlier `KKEULMIT_NOW` must not read "future" issues).
    package static func comparison(
        window: TomorrowWindow, tomorrow: [HourlyForecast], issues: [ForecastTimeline], publishedBy: KSTDateTime
    ) -> AdviceReport.Comparison? {
        let previous = previousDay(for: window, issues: issues, publishedBy: publishedBy)
        guard let c = TomorrowComparison(window: window, tomorrow: tomorrow, previousDay: previous) else { return nil }
        return AdviceReport.Comparison(
            previousDate: window.date.adding(days: -1), hours: c.hours, previousMin: c.previousMin,
            previousMax: c.previousMax, tomorrowMin: c.tomorrowMin, tomorrowMax: c.tomorrowMax,
            meanChange: c.meanChange, verdict: c.verdict())
    }

    /// The day before's hourly slots inside the window's hours, each taken from the newest issue that has it with a
    /// temperature: a later issue forecasts those hours from closer by, so it is the better account of the day.
    static func previousDay(for window: TomorrowWindow, issues: [ForecastTimeline], publishedBy: KSTDateTime)
        -> [HourlyForecast]
    {
        let latest = ForecastBase.latest(publishedBy: publishedBy)
        let newestFirst = issues.filter { $0.base <= latest }.sorted { $0.base > $1.base }
        let start = window.previousDayStart
        return (0..<window.hours).compactMap { offset in
            let time = start.adding(hours: offset)
            for issue in newestFirst {
                if let slot = issue.slot(at: time), slot.temperature != nil { return slot }
            }
            return nil
        }
    }
}
