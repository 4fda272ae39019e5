/// When a config schedule runs and how long its window is: what cron lines, systemd timers and `run-schedule` need to
/// know about an entry. Where it is for and how its advice is printed and delivered are the CLI's (`ScheduleEntry`).
/// Built by `ScheduleParser`, which enforces the invariants documented on each property.
package struct Schedule: Hashable, Sendable {
    /// Unique across entries; letters, digits, `_` and `-` only, not starting with `-`: it goes on cron's command
    /// line (`kkeulmit run-schedule NAME`) unquoted, into systemd unit names, and must never look like an option.
    package var name: String
    package var days: DaySet
    /// When the check runs, KST.
    package var time: TimeOfDay
    package var span: ScheduleSpan

    package init(name: String, days: DaySet, time: TimeOfDay, span: ScheduleSpan) {
        (self.name, self.days, self.time, self.span) = (name, days, time, span)
    }

    /// The number of hourly slots the advice covers, from the slot of `time`'s hour; for `until`, see
    /// `TimeOfDay.slotCount(from:to:)`, an `until` equal to `time` (refused by the parser) counting as the whole day.
    package var hours: Int {
        switch span {
        case .hours(let n): return n
        case .until(let end): return TimeOfDay.slotCount(from: time, to: end) ?? 24
        }
    }

    /// `mon-fri 07:30 KST, 12 h`: how comments and messages name the schedule's times.
    package var summary: String { "\(days) \(time) KST, \(hours) h" }

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
