import Foundation
import KkeulmitCore

/// The time zone a cron daemon on this machine reads crontab times in: `TZ` when it is set (as glibc reads it, so a
/// cron started with this environment agrees), else the system zone (`/etc/localtime`, `/etc/timezone`), else UTC,
/// glibc's default. Only `schedule` asks; everything else runs on KST.
package struct HostTimeZone: Sendable {
    /// The zone crontab times are written for.
    package var zone: TimeZone
    /// Its name as `TZ` or the system gave it (Foundation calls `UTC` `GMT`).
    package var name: String
    /// The system zone when `TZ` names a different one: a cron daemon started at boot runs in it, not in `TZ`.
    package var systemZone: TimeZone?
    /// `TZ` when it is set to something the zone database does not name (a POSIX rule such as `KST-9`).
    package var unreadTZ: String?

    /// Reads `TZ` from `environment` and the system zone from the disk.
    package static func current(environment: Environment) -> HostTimeZone {
        let (system, systemName) = systemZone()
        guard let tz = environment.nonEmpty("TZ") else { return HostTimeZone(zone: system, name: systemName) }
        guard let (named, name) = zone(named: tz) else {
            return HostTimeZone(zone: system, name: systemName, unreadTZ: tz)
        }
        let now = Date()
        let differs = named.secondsFromGMT(for: now) != system.secondsFromGMT(for: now)
        return HostTimeZone(zone: named, name: name, systemZone: differs ? system : nil)
    }

    /// `Asia/Seoul`, `:Asia/Seoul` or `/usr/share/zoneinfo/Asia/Seoul`, as glibc takes `TZ`; nil for what the zone
    /// database does not name (a POSIX rule such as `KST-9`).
    static func zone(named value: String) -> (TimeZone, String)? {
        var name = value.hasPrefix(":") ? String(value.dropFirst()) : value
        if let range = name.range(of: "zoneinfo/") { name = String(name[range.upperBound...]) }
        return TimeZone(identifier: name).map { ($0, name) }
    }

    /// `/etc/localtime`'s target below `zoneinfo/`, else `/etc/timezone`'s name, else UTC.
    static func systemZone() -> (TimeZone, String) {
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/etc/localtime"),
            let zone = zone(named: target)
        {
            return zone
        }
        if let text = try? String(contentsOfFile: "/etc/timezone", encoding: .utf8),
            let zone = zone(named: text.trimmingCharacters(in: .whitespacesAndNewlines))
        {
            return zone
        }
        return (TimeZone(identifier: "UTC")!, "UTC")
    }
}
