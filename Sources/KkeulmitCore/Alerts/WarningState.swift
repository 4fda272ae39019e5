/// Which warnings are in force, and when, rebuilt from `getPwnCd` events by the rules of docs/ALERTS.md ("Replay"):
/// per zone and type, the changes announced, each from its own effective time on (replacing what earlier
/// announcements said for that time and later); an event no newer than the last applied changes nothing, so pages
/// or days replayed again, or an old row, cannot bring a lifted warning back; `allEndTime` ends only its own type.
package struct WarningState: Hashable, Sendable {
    package struct Key: Hashable, Sendable {
        package var zone: String
        package var warnVar: Int
    }

    /// From `time` on, the zone's warning of the type is at `level`, or lifted when nil.
    package struct Change: Hashable, Sendable {
        package var time: KSTDateTime
        package var level: Int?
    }

    /// A stretch of time at one level: from `since`, until `until` when a later change is known.
    package struct Interval: Hashable, Sendable {
        package var level: Int
        package var since: KSTDateTime
        package var until: KSTDateTime?
    }

    private struct Entry: Hashable, Sendable {
        var changes: [Change] = []
        var last: WarningEvent?
    }

    private var entries: [Key: Entry] = [:]

    package init() {}

    /// The state the rows of one or more answers (pages or days, in any order, repeats included) rebuild.
    package init(rows: [WarningEventRow]) {
        self.init()
        apply(rows.compactMap(WarningEvent.init))
    }

    /// The zones and types with any change, in a fixed order.
    package var keys: [Key] { entries.keys.sorted { ($0.zone, $0.warnVar) < ($1.zone, $1.warnVar) } }

    /// Applies events: duplicates dropped, in announcement order, each only when newer than what its zone and type
    /// last had. Events of unknown commands change nothing.
    package mutating func apply(_ events: [WarningEvent]) {
        // Within one announcement and rank, the highest level first: it is the one kept. The rest only makes the
        // order total, so that the result never depends on the order rows came in.
        func minutes(_ t: KSTDateTime?) -> Int { t?.minutesSinceEpoch ?? -1 }
        let sorted = Set(events).sorted { a, b in
            if a.order != b.order { return a.order < b.order }
            if (a.zone, a.warnVar, b.level) != (b.zone, b.warnVar, a.level) {
                return (a.zone, a.warnVar, b.level) < (b.zone, b.warnVar, a.level)
            }
            return (a.command, minutes(a.start), minutes(a.end), minutes(a.allEnd))
                < (b.command, minutes(b.start), minutes(b.end), minutes(b.allEnd))
        }
        for event in sorted where event.isIssue || event.isRelease {
            let key = Key(zone: event.zone, warnVar: event.warnVar)
            var entry = entries[key] ?? Entry()
            if let last = entry.last, event.order <= last.order { continue }
            let from = event.effective
            entry.changes.removeAll { $0.time >= from }
            entry.changes.append(Change(time: from, level: event.isIssue ? event.level : nil))
            entry.last = event
            entries[key] = entry
        }
    }

    /// The changes of one zone and type, in time order.
    package func changes(zone: String, warnVar: Int) -> [Change] {
        entries[Key(zone: zone, warnVar: warnVar)]?.changes ?? []
    }

    /// The level in force at `time`; nil when none.
    package func level(zone: String, warnVar: Int, at time: KSTDateTime) -> Int? {
        changes(zone: zone, warnVar: warnVar).last { $0.time <= time }?.level ?? nil
    }

    /// The stretches in force at some moment of `[start, end)`, in time order: consecutive changes to the same
    /// level are one stretch, since the first of them.
    package func intervals(zone: String, warnVar: Int, from start: KSTDateTime, until end: KSTDateTime) -> [Interval] {
        var runs: [Interval] = []
        var open: (level: Int, since: KSTDateTime)?
        for change in changes(zone: zone, warnVar: warnVar) {
            if let current = open, current.level == change.level { continue }
            if let current = open {
                runs.append(Interval(level: current.level, since: current.since, until: change.time))
            }
            open = change.level.map { ($0, change.time) }
        }
        if let current = open { runs.append(Interval(level: current.level, since: current.since, until: nil)) }
        return runs.filter { $0.since < end && ($0.until.map { $0 > start } ?? true) }
    }
}
