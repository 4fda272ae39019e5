/// What the weather does during a window: the hourly slots in it and the numbers the advice is built on. The window is
/// matched against the forecast's contiguous hourly slots (`ForecastTimeline.hourlyEnd`); the 3-hourly slots of the
/// extended day never count. Where the hourly slots end before the window does, the window is cut there
/// (`isTruncated`). A window that would hold nothing throws instead of yielding empty conditions.
package struct WindowConditions: Equatable, Sendable {
    /// The window as requested.
    package let window: AdviceWindow
    /// The hourly slots actually covered, in time order: one per hour from `start` to `end`.
    package let slots: [WindowSlot]
    /// The exclusive end of the covered hours: the window's end, or the hourly forecast's end when that is earlier.
    package let end: KSTDateTime
    /// TMN/TMX of the dates the covered hours touch, where the forecast carries at least one of them.
    package let dailyExtremes: [DailyExtremes]

    /// TMP over the slots.
    package let temperatureMin: Double
    package let temperatureMax: Double
    /// Feels-like over the slots, one decimal.
    package let feelsLikeMin: Double
    package let feelsLikeMax: Double
    /// POP, percent; nil when no slot carries it.
    package let precipitationProbabilityMax: Int?
    /// The distinct precipitation types other than `.none`, in code order.
    package let precipitationTypes: [PrecipitationType]
    /// WSD, m/s; nil when no slot carries it.
    package let windSpeedMax: Double?

    /// Matches `window` against `timeline`; throws `.emptyForecast`, `.startsBeforeForecast`,
    /// `.startsAfterHourlyForecast` or `.noTemperature`.
    package init(timeline: ForecastTimeline, window: AdviceWindow) throws(AdviceWindowError) {
        guard let first = timeline.firstSlotTime, let hourlyEnd = timeline.hourlyEnd else { throw .emptyForecast }
        guard window.start >= first else { throw .startsBeforeForecast(start: window.start, firstSlot: first) }
        guard window.start < hourlyEnd else {
            throw .startsAfterHourlyForecast(start: window.start, hourlyEnd: hourlyEnd)
        }
        let end = min(window.end, hourlyEnd)
        // Every hour in [first, hourlyEnd) has a slot, so the slice is contiguous and starts at window.start.
        let covered = timeline.slots.filter { $0.time >= window.start && $0.time < end }
        let slots = covered.map(WindowSlot.init(forecast:))

        let temperatures = covered.compactMap(\.temperature)
        let feelsLikes = slots.compactMap(\.feelsLike)
        guard let tMin = temperatures.min(), let tMax = temperatures.max(), let fMin = feelsLikes.min(),
            let fMax = feelsLikes.max()
        else { throw .noTemperature(start: window.start, end: end) }

        (self.window, self.slots, self.end) = (window, slots, end)
        (temperatureMin, temperatureMax, feelsLikeMin, feelsLikeMax) = (tMin, tMax, fMin, fMax)
        precipitationProbabilityMax = covered.compactMap(\.precipitationProbability).max()
        let types = Set(covered.compactMap(\.precipitationType)).subtracting([.none])
        precipitationTypes = types.sorted { $0.rawValue < $1.rawValue }
        windSpeedMax = covered.compactMap(\.windSpeed).max()

        let dates = Set(covered.map(\.time.date))
        dailyExtremes = timeline.daily.filter {
            dates.contains($0.date) && ($0.minimum != nil || $0.maximum != nil)
        }.sorted { $0.date < $1.date }
    }

    /// The first covered hour (the window's start).
    package var start: KSTDateTime { window.start }
    /// True when the window was cut at the end of the hourly forecast.
    package var isTruncated: Bool { end < window.end }
    package var hours: Int { slots.count }

    /// The hours with precipitation of some kind (PTY ≠ 0), in order.
    package var wetHours: [KSTDateTime] { slots.filter(\.isWet).map(\.time) }

    /// TMN/TMX of the window's first day, when the issue carries them.
    package var firstDayExtremes: DailyExtremes? { dailyExtremes.first { $0.date == start.date } }

    /// The largest TMX − TMN among the covered dates that carry both; nil when none does.
    package var dailyRange: Double? {
        dailyExtremes.compactMap { d in d.maximum.flatMap { max in d.minimum.map { max - $0 } } }.max()
    }
}
