import KkeulmitCore

/// What the advice learns about the person rather than the weather: what they own, what their answers taught,
/// and when they come home. The defaults change nothing.
package struct OutfitPreferences: Equatable, Sendable {
    /// Config `wardrobe`; nil: the chart's first choices.
    package var wardrobe: Wardrobe?
    /// From the feedback answers; nil for `--demo` (the same advice on any day) or without a state directory.
    package var learned: LearnedOffset?
    /// `--back HH:MM` or a schedule's `back`: the first such time after the window starts.
    package var back: TimeOfDay?

    /// The first `back` strictly after `start`: later the same day, else the next day.
    package static func returnTime(_ back: TimeOfDay, after start: KSTDateTime) -> KSTDateTime {
        let sameDay = back.on(start.date)
        return sameDay > start ? sameDay : back.on(start.date.adding(days: 1))
    }

    /// The hourly slots from `start`'s hour up to (not including) the hour of the return, 1–48: the span `now` and
    /// `at` cover with `--back` and no `--hours`.
    package static func hoursUntilReturn(_ back: TimeOfDay, from start: KSTDateTime) -> Int {
        let first = start.startOfHour
        let home = returnTime(back, after: first).startOfHour
        let hours = (home.minutesSinceEpoch - first.minutesSinceEpoch) / 60
        return min(AdviceWindow.hoursRange.upperBound, max(1, hours))
    }
}
