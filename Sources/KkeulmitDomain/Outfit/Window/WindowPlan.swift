/// Where a window starts for a given issue (docs/CLI.md, "Commands"). The window starts at the requested time's hour.
/// An issue's first slot is base + 1 h, so between base + 10 min and the next full hour the current hour is not in the
/// latest issue: then the window starts at the issue's first slot instead. A requested time before the issue's base is
/// in the past for that issue and is refused rather than silently moved.
package enum WindowPlan {
    package enum Problem: Error, Equatable, Sendable {
        /// The requested start lies before the issue's base time.
        case beforeIssue(requested: KSTDateTime, base: KSTDateTime)
        /// The requested start lies at or after the end of the issue's hourly slots.
        case afterForecast(requested: KSTDateTime, hourlyEnd: KSTDateTime)
        case emptyForecast
    }

    /// The window for `requested` (minutes dropped) spanning `hours` slots of `timeline`.
    package static func window(requested: KSTDateTime, hours: Int, timeline: ForecastTimeline) throws -> AdviceWindow {
        guard let first = timeline.firstSlotTime, let hourlyEnd = timeline.hourlyEnd else {
            throw Problem.emptyForecast
        }
        var start = requested.startOfHour
        if start < first {
            guard start >= timeline.base.time else {
                throw Problem.beforeIssue(requested: start, base: timeline.base.time)
            }
            start = first
        }
        guard start < hourlyEnd else { throw Problem.afterForecast(requested: start, hourlyEnd: hourlyEnd) }
        return try AdviceWindow(start: start, hours: hours)
    }
}
