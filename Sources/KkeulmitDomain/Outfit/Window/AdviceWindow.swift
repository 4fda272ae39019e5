/// The hours someone is out: a start on the hour and a number of hourly slots.
package struct AdviceWindow: Hashable, Sendable {
    /// The allowed number of hourly slots.
    package static let hoursRange = 1...48

    /// The first slot, KST, on the hour.
    package let start: KSTDateTime
    /// The number of hourly slots, 1–48.
    package let hours: Int

    /// - Throws: `AdviceWindowError.startNotOnTheHour` or `.hoursOutOfRange`.
    package init(start: KSTDateTime, hours: Int) throws(AdviceWindowError) {
        guard start.minute == 0 else { throw .startNotOnTheHour(start) }
        guard Self.hoursRange.contains(hours) else { throw .hoursOutOfRange(hours) }
        (self.start, self.hours) = (start, hours)
    }

    /// The exclusive end, `start + hours`.
    package var end: KSTDateTime { start.adding(hours: hours) }
}
