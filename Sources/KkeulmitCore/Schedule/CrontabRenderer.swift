import Foundation

/// Renders schedules as a marked crontab block (`# BEGIN kkeulmit schedules …`, a `# NAME: summary` comment over
/// each line, `# END kkeulmit schedules`) that Debian's and Ubuntu's cron and cronie read alike: times on the host's
/// clock (`HostClock`) and no `CRON_TZ` of its own, unless the user's crontab sets one before the block (cronie would
/// read the lines in it): then the host's zone, and the user's value given back after (docs/CLI.md, `schedule`;
/// both lines non-empty, which every cron accepts). Output is not redirected: cron mails it to the owner (or
/// `MAILTO`), or a schedule's `"output"` sends it elsewhere.
package enum CrontabRenderer {
    package static let beginMarker = "# BEGIN kkeulmit schedules"
    package static let endMarker = "# END kkeulmit schedules"
    static let beginLine = beginMarker + " (managed by kkeulmit schedule --install; edit the config instead)"

    /// The block, ending with a newline. `executable` is the kkeulmit binary's absolute path (cron's PATH is minimal);
    /// `arguments` go before `run-schedule` (`["--config", "/path/config.json"]`); `clock` is the one cron reads the
    /// lines on: the host's zone when the block is written, or UTC (`--utc`); `cronTZ` is the `CRON_TZ` in effect where
    /// the block goes (`CrontabEditor.cronTZ(before:)`), nil or empty for none.
    package static func render(
        _ schedules: [Schedule], executable: String, arguments: [String] = [], clock: HostClock = .kst,
        cronTZ: String? = nil
    ) throws(ScheduleRenderError) -> String {
        guard executable.hasPrefix("/") else { throw .relativeExecutable(executable) }
        let command = try ([executable] + arguments).map { (word) throws(ScheduleRenderError) -> String in
            try cronQuoted(word)
        }.joined(separator: " ")
        let userZone = cronTZ.flatMap { $0.isEmpty ? nil : $0 }

        var lines = [beginLine]
        let onKST = clock.offsetSeconds == KST.offsetSeconds
        if !schedules.isEmpty, !onKST {
            let zone = clock.zone == clock.offsetName ? "" : " (\(clock.zone))"
            lines.append("# times on the host's clock: \(clock.offsetName)\(zone)")
        }
        if !schedules.isEmpty, userZone != nil { lines.append("CRON_TZ=" + clock.zone) }
        for schedule in schedules {
            let (time, days) = clock.local(schedule.time, on: schedule.days)
            let local = onKST ? "" : " = \(days) \(time) \(clock.offsetName)"
            lines.append("# \(schedule.name): \(schedule.summary)\(local)")
            lines.append("\(time.minute) \(time.hour) * * \(days.cronField) \(command) run-schedule \(schedule.name)")
        }
        if !schedules.isEmpty, let userZone { lines.append("CRON_TZ=" + userZone) }
        lines.append(endMarker)
        return lines.joined(separator: "\n") + "\n"
    }

    /// A word as cron's command field must carry it to `/bin/sh`: shell-quoted when it is not plain, and with `%`
    /// escaped, since cron turns a bare `%` into a newline even inside quotes.
    static func cronQuoted(_ word: String) throws(ScheduleRenderError) -> String {
        guard !word.unicodeScalars.contains(where: isControl) else { throw .unrepresentable(word) }
        let quoted = isPlain(word) ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
        return quoted.replacingOccurrences(of: "%", with: "\\%")
    }

    /// A word that neither a shell nor systemd reads as anything but itself: ASCII letters, digits and `/._-+,:=@`.
    static func isPlain(_ word: String) -> Bool {
        !word.isEmpty
            && word.unicodeScalars.allSatisfy { s in
                s.isASCII
                    && (s.properties.isAlphabetic || ("0"..."9").contains(s) || "/._-+,:=@".unicodeScalars.contains(s))
            }
    }

    /// A newline, NUL or other control character: no crontab line or unit file setting can carry one.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool { scalar.value < 0x20 || scalar.value == 0x7f }
}

/// Why schedules cannot be written as crontab lines.
package enum ScheduleRenderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// cron and systemd run with a minimal PATH and another working directory: the binary needs an absolute path.
    case relativeExecutable(String)
    /// A newline, NUL or other control character cannot be carried by a crontab line or a unit file.
    case unrepresentable(String)

    package var description: String {
        switch self {
        case .relativeExecutable(let path):
            return "the kkeulmit path \(quoted(path)) is not absolute; cron and systemd need an absolute path"
        case .unrepresentable(let word):
            return
                "cannot write \(word.debugDescription) in a crontab line or a unit file (it holds a control character)"
        }
    }
}
