import KkeulmitCore

/// The "colder than yesterday" line: a window's slots against the same hours of the day before, taken from
/// whichever forecast issues are at hand (the one just used and the cached ones for the same cell). `tomorrow`
/// compares tomorrow's daytime with today ("오늘보다 3도 낮아요"); `now` the hours from now with the same hours
/// yesterday ("어제 이 시간보다 3도 낮아요").
package enum ComparisonBuilder {
    /// The hours compared and the command they belong to.
    package struct Window: Equatable, Sendable {
        package var start: KSTDateTime
        package var hours: Int
        package var kind: AdviceReport.Comparison.Kind

        /// The day compared with: the window's first day, one day earlier.
        package var previousDate: KSTDate { start.date.adding(days: -1) }
    }

    /// The comparison of the window's `slots` (from the issue the advice used), or nil when fewer than half of its
    /// hours are known on both days (a morning against a whole day says nothing useful). `issues`: every one that may
    /// hold the day before's hours, in any order; those based after `publishedBy` are ignored (a replay with an earlier
    /// `KKEULMIT_NOW` must not read "future" issues).
    package static func comparison(
        window: Window, slots: [HourlyForecast], issues: [ForecastTimeline], publishedBy: KSTDateTime
    ) -> AdviceReport.Comparison? {
        let previous = previousDay(for: window, issues: issues, publishedBy: publishedBy)
        guard
            let c = TomorrowComparison(start: window.start, hours: window.hours, slots: slots, previousDay: previous)
        else { return nil }
        return AdviceReport.Comparison(
            previousDate: window.previousDate, hours: c.hours, previousMin: c.previousMin,
            previousMax: c.previousMax, tomorrowMin: c.tomorrowMin, tomorrowMax: c.tomorrowMax,
            meanChange: c.meanChange, verdict: c.verdict(), kind: window.kind)
    }

    /// The day before's hourly slots inside the window's hours, each taken from the newest issue that has it with a
    /// temperature: a later issue forecasts those hours from closer by, so it is the better account of the day.
    static func previousDay(for window: Window, issues: [ForecastTimeline], publishedBy: KSTDateTime)
        -> [HourlyForecast]
    {
        let latest = ForecastBase.latest(publishedBy: publishedBy)
        let newestFirst = issues.filter { $0.base <= latest }.sorted { $0.base > $1.base }
        let start = window.start.adding(hours: -24)
        return (0..<window.hours).compactMap { offset in
            let time = start.adding(hours: offset)
            for issue in newestFirst {
                if let slot = issue.slot(at: time), slot.temperature != nil { return slot }
            }
            return nil
        }
    }
}

extension ComparisonBuilder.Window {
    package init(_ tomorrow: TomorrowWindow) {
        self.init(start: tomorrow.start, hours: tomorrow.hours, kind: .tomorrow)
    }
}
