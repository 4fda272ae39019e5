/// A time of day on the KST clock, to the minute (`00:00`–`23:59`), as schedules and windows name it.
package struct TimeOfDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    package let hour: Int
    package let minute: Int

    /// Nil unless `hour` is 0–23 and `minute` 0–59.
    package init?(hour: Int, minute: Int = 0) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        (self.hour, self.minute) = (hour, minute)
    }

    /// Parses `HH:mm`. A one-digit hour (`7:30`) is accepted because it cannot be misread; the minutes always
    /// take two digits, so `7:3` (7:03? 7:30?) is refused rather than guessed.
    package init?(parsing text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].utf8.count), parts[1].utf8.count == 2,
            parts[0].utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), parts[1].utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }),
            let h = Int(parts[0]), let m = Int(parts[1])
        else { return nil }
        self.init(hour: h, minute: m)
    }

    /// Minutes since midnight, 0–1439.
    package var minutesOfDay: Int { hour * 60 + minute }

    /// `HH:mm`.
    package var description: String { pad(hour, 2) + ":" + pad(minute, 2) }

    package func on(_ date: KSTDate) -> KSTDateTime { KSTDateTime(date: date, hour: hour, minute: minute) }

    /// How many hourly forecast slots a window from `start` to `end` touches. It runs from `start`'s hour (minutes
    /// dropped, like `now`) to `end`; an `end` at or before `start` means the next day (`22:00`–`02:00` is four hours).
    /// Every slot the span touches is counted, so `07:30`–`09:15` gives three slots (07, 08, 09), not the two of
    /// "until − time rounded up". Nil when `end == start`: a zero or 24-hour span is more likely a mistake than a wish.
    package static func slotCount(from start: TimeOfDay, to end: TimeOfDay) -> Int? {
        guard start != end else { return nil }
        var endMinutes = end.minutesOfDay
        if endMinutes <= start.minutesOfDay { endMinutes += 24 * 60 }
        let span = endMinutes - start.hour * 60
        return (span + 59) / 60
    }

    package static func < (a: TimeOfDay, b: TimeOfDay) -> Bool { a.minutesOfDay < b.minutesOfDay }
}
