/// One announcement's change to one zone's warning of one type, normalized from a `getPwnCd` row (docs/ALERTS.md,
/// "Replay"): what `WarningState` replays.
package struct WarningEvent: Hashable, Sendable {
    /// `areaCode`, e.g. `L1100200` (`S…` for sea zones, which no place maps to).
    package var zone: String
    /// `warnVar`, the type as sent (`AlertType` reads it).
    package var warnVar: Int
    /// `warnStress`: 0 주의보, 1 경보, 2 중대경보.
    package var level: Int
    /// `command`: 1 발표, 2 해제, 3 연장, 6 정정, 7 변경발표, 8 변경해제.
    package var command: Int
    /// `tmFc`, when the announcement was made.
    package var announced: KSTDateTime
    /// `tmSeq`, the announcement's number in its month (never an order on its own).
    package var sequence: Int
    /// `startTime` of an issue, when it takes effect (can be hours after `announced`); nil for `0`.
    package var start: KSTDateTime?
    /// `endTime` of a release, when it takes effect; nil for `0`.
    package var end: KSTDateTime?
    /// `allEndTime`: set on many releases; it ends only this event's type, not the zone's others.
    package var allEnd: KSTDateTime?
}

extension WarningEvent {
    /// The event a row states; nil for a cancelled row (`cancel` 1), a row without a zone or an announcement time,
    /// or one whose type, level or command is not a number.
    package init?(_ row: WarningEventRow) {
        guard row[.cancel]?.trimmingSpaces != "1", let zone = row[.areaCode]?.trimmingSpaces, !zone.isEmpty,
            let announced = Self.time(row[.tmFc]), let warnVar = Self.number(row[.warnVar]),
            let level = Self.number(row[.warnStress]), let command = Self.number(row[.command])
        else { return nil }
        self.init(
            zone: zone, warnVar: warnVar, level: level, command: command, announced: announced,
            sequence: Self.number(row[.tmSeq]) ?? 0, start: Self.time(row[.startTime]), end: Self.time(row[.endTime]),
            allEnd: Self.time(row[.allEndTime]))
    }

    /// 1 발표, 3 연장, 6 정정, 7 변경발표: from its effective time the zone has this type at this level.
    package var isIssue: Bool { [1, 3, 6, 7].contains(command) }
    /// 2 해제, 8 변경해제: from its effective time the zone has no warning of this type.
    package var isRelease: Bool { command == 2 || command == 8 }

    /// When the change takes effect: an issue's `startTime`, a release's `endTime`, else the announcement.
    package var effective: KSTDateTime { (isRelease ? end : start) ?? announced }

    /// Announcement order: time, number, and within one announcement releases before issues (a 주의보 lifted and a
    /// 경보 issued at once leaves the 경보).
    package var order: (announced: Int, sequence: Int, rank: Int) {
        (announced.minutesSinceEpoch, sequence, isRelease ? 0 : 1)
    }

    /// A time as KMA sends it, `YYYYMMDDHHmm` as a number or text; nil for `0`, empty or anything else.
    static func time(_ text: String?) -> KSTDateTime? {
        guard var t = text?.trimmingSpaces else { return nil }
        if t.hasSuffix(".0") { t.removeLast(2) }
        guard t.utf8.count == 12, t.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
        return KSTDateTime(kmaDate: String(t.prefix(8)), kmaTime: String(t.suffix(4)))
    }

    static func number(_ text: String?) -> Int? {
        guard var t = text?.trimmingSpaces, !t.isEmpty else { return nil }
        if t.hasSuffix(".0") { t.removeLast(2) }
        return Int(t)
    }
}
