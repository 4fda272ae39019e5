/// A day's forecast minimum (TMN) and maximum (TMX) temperature, where the issue carries them. Not every issue does
/// (0500 has today's TMX but not today's TMN; 1400 has neither for today): both optional, callers use hourly ones.
package struct DailyExtremes: Equatable, Sendable {
    package var date: KSTDate
    package var minimum: Double?
    package var maximum: Double?

    package init(date: KSTDate, minimum: Double? = nil, maximum: Double? = nil) {
        (self.date, self.minimum, self.maximum) = (date, minimum, maximum)
    }
}
