import Foundation

/// The window `kkeulmit tomorrow` advises for: tomorrow's daytime (07:00–21:00 KST unless configured) plus the same
/// hours of the day before, for the "warmer/colder than today" comparison. "Tomorrow" is the day after now's KST date,
/// except before `rolloverHour` (default 04:00): an evening check run past midnight means the day just begun, so at
/// 00:30 on 1 December "tomorrow" is 1 December and the comparison day 30 November, the day the user lived through.
package struct TomorrowWindow: Hashable, Sendable {
    package static let defaultFrom = TimeOfDay(hour: 7)!
    package static let defaultUntil = TimeOfDay(hour: 21)!
    package static let defaultRolloverHour = 4

    /// The day advised for.
    package let date: KSTDate
    /// The first hourly slot (`from` with minutes dropped) on `date`.
    package let start: KSTDateTime
    /// Hourly slots from `start`; see `TimeOfDay.slotCount(from:to:)`.
    package let hours: Int

    /// The exclusive end: `start + hours`.
    package var end: KSTDateTime { start.adding(hours: hours) }

    /// Nil when `from == until` (`until` before `from` runs past midnight, as for schedules) or `rolloverHour` ∉ 0–23.
    package init?(
        now: Date, from: TimeOfDay = defaultFrom, until: TimeOfDay = defaultUntil,
        rolloverHour: Int = defaultRolloverHour
    ) {
        guard let hours = TimeOfDay.slotCount(from: from, to: until), (0...23).contains(rolloverHour) else {
            return nil
        }
        let nowKST = KSTDateTime(now)
        let date = nowKST.hour < rolloverHour ? nowKST.date : nowKST.date.adding(days: 1)
        (self.date, self.start, self.hours) = (date, KSTDateTime(date: date, hour: from.hour), hours)
    }
}
