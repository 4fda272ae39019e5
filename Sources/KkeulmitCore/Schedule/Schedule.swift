/// One entry of the config file's `schedules`: when to check the weather, for how long, where, and how to print.
///
/// Built by `ScheduleParser`, which enforces the invariants documented on each property.
package struct Schedule: Hashable, Sendable {
    /// Unique across entries; letters, digits, `_` and `-` only, not starting with `-`: it goes on cron's command
    /// line (`kkeulmit run-schedule NAME`) unquoted and must never look like an option.
    package var name: String
    package var days: DaySet
    /// When the check runs, KST.
    package var time: TimeOfDay
    package var span: ScheduleSpan
    /// Nil: the config's default location.
    package var location: ScheduleLocation?
    package var format: ScheduleFormat
    /// Nil: the config's or the built-in default.
    package var lang: Language?

    package init(
        name: String, days: DaySet, time: TimeOfDay, span: ScheduleSpan, location: ScheduleLocation? = nil,
        format: ScheduleFormat = .text, lang: Language? = nil
    ) {
        self.name = name
        self.days = days
        self.time = time
        self.span = span
        self.location = location
        self.format = format
        self.lang = lang
    }

    /// The number of hourly slots the advice covers, starting at the slot of `time`'s hour.
    ///
    /// For `until`, see `TimeOfDay.slotCount(from:to:)`; an `until` equal to `time` (refused by the parser)
    /// counts as the whole day.
    package var hours: Int {
        switch span {
        case .hours(let n): return n
        case .until(let end): return TimeOfDay.slotCount(from: time, to: end) ?? 24
        }
    }

    /// True when `name` is acceptable as a schedule name.
    package static func isValidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first != "-", name.unicodeScalars.count <= 64 else {
            return false
        }
        return name.unicodeScalars.allSatisfy { s in
            s.isASCII && (s.properties.isAlphabetic || ("0"..."9").contains(s) || s == "_" || s == "-")
        }
    }
}

/// How long a schedule's window is: a number of hours, or until a time of day.
package enum ScheduleSpan: Hashable, Sendable {
    /// 1–48 hourly slots.
    case hours(Int)
    /// Until this time; at or before the schedule's time means the next day (`22:00` until `02:00`).
    case until(TimeOfDay)
}

/// Where a schedule checks the weather; the same three forms as the config file's `location`.
package enum ScheduleLocation: Hashable, Sendable {
    case grid(GridCell)
    case coordinates(latitude: Double, longitude: Double)
    /// An administrative area name from KMA's table, resolved by the caller.
    case place(String)
}

/// How `run-schedule` prints its advice.
package enum ScheduleFormat: String, Hashable, Sendable, CaseIterable {
    case text
    case json
    case oneline
}
