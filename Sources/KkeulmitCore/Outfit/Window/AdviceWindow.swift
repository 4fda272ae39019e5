/// The hours someone is out: a start on the hour and a number of hourly slots.
public struct AdviceWindow: Hashable, Sendable {
    /// The allowed number of hourly slots.
    public static let hoursRange = 1...48

    /// The first slot, KST, on the hour.
    public let start: KSTDateTime
    /// The number of hourly slots, 1–48.
    public let hours: Int

    /// - Throws: `AdviceWindowError.startNotOnTheHour` or `.hoursOutOfRange`.
    public init(start: KSTDateTime, hours: Int) throws(AdviceWindowError) {
        guard start.minute == 0 else { throw .startNotOnTheHour(start) }
        guard Self.hoursRange.contains(hours) else { throw .hoursOutOfRange(hours) }
        self.start = start
        self.hours = hours
    }

    /// The exclusive end, `start + hours`.
    public var end: KSTDateTime { start.adding(hours: hours) }
}
