import Foundation

/// The forecast window one `run-schedule` run advises for, fixed by the schedule rather than by the minute cron
/// happened to start it: a run seven minutes late, or the same run repeated, gives the same window.
///
/// Which occurrence a run belongs to:
/// 1. the most recent scheduled date-time (on one of the schedule's days) at or before now, if it is at most
///    `lookbackHours` old (default 12): the normal cron case, late or repeated;
/// 2. otherwise the next scheduled date-time after now: a run by hand outside the schedule (Sunday, for a weekday
///    schedule) previews the next time it will run, which is what a person trying out the entry wants to see.
///
/// The window starts at the slot of the occurrence's hour, minutes dropped (a 07:30 schedule includes the 07:00
/// slot, as `now` at 07:30 would), and spans `schedule.hours` slots.
package struct ScheduleWindow: Hashable, Sendable {
    /// The scheduled date-time this run belongs to, KST, with its minutes.
    package let occurrence: KSTDateTime
    /// The first hourly slot: `occurrence` with the minutes dropped.
    package let start: KSTDateTime
    /// Hourly slots from `start`.
    package let hours: Int

    /// The exclusive end: `start + hours`.
    package var end: KSTDateTime { start.adding(hours: hours) }

    /// The instant of the occurrence: the time to choose the forecast issue by (`ForecastBase.latest(publishedBy:)`)
    /// so that a late run reads the same issue a punctual one did, and so prints the same advice.
    package var occurrenceInstant: Date { occurrence.instant }

    package init(schedule: Schedule, firedAt now: Date, lookbackHours: Int = 12) {
        let nowKST = KSTDateTime(now)
        let nowMinutes = nowKST.minutesSinceEpoch
        let lookback = max(0, lookbackHours) * 60

        // Occurrences are at most one per day, so yesterday and today hold every candidate within 24 hours back,
        // and the next seven days hold the next one for any non-empty day set.
        func scheduled(_ days: Int) -> KSTDateTime? {
            let candidate = schedule.time.on(nowKST.date.adding(days: days))
            return schedule.days.contains(isoWeekday: candidate.date.isoWeekday) ? candidate : nil
        }
        let back = (0...((lookback + 24 * 60 - 1) / (24 * 60))).lazy.compactMap { scheduled(-$0) }
            .first { (0...lookback).contains(nowMinutes - $0.minutesSinceEpoch) }
        let ahead = (0...7).lazy.compactMap { scheduled($0) }.first { $0.minutesSinceEpoch > nowMinutes }
        // Only an empty day set (which the parser refuses) finds nothing; then advise from now.
        occurrence = back ?? ahead ?? nowKST
        (start, hours) = (occurrence.startOfHour, schedule.hours)
    }
}
