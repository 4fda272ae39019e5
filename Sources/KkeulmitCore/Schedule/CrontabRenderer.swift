import Foundation

/// Renders schedules as a marked crontab block:
///
/// ```
/// # BEGIN kkeulmit schedules (managed by kkeulmit schedule --install; edit the config instead)
/// CRON_TZ=Asia/Seoul
/// # commute: mon-fri 07:30 KST, 12 h
/// 30 7 * * 1-5 /usr/local/bin/kkeulmit run-schedule commute
/// CRON_TZ=
/// # END kkeulmit schedules
/// ```
///
/// Output is not redirected: cron mails a job's output to the crontab's owner (or `MAILTO`), which is how the
/// advice reaches someone who reads mail; users who want it elsewhere set `MAILTO` or wrap the command.
///
/// Time zones: cronie (Fedora, RHEL, Arch) and some other crons read `CRON_TZ` and run the lines after it in that
/// zone; Debian's and Ubuntu's vixie cron ignore it and run every line in the host's zone. `.cronTZ` is right for
/// the former and for any host already on KST. For the latter on a UTC host (the usual server), `.hostOffset`
/// writes the equivalent host-clock times instead: Korea has no daylight saving, so KST − 9 h is exact all year,
/// and a shift across midnight moves the days too (07:30 KST Mon–Fri is 22:30 UTC Sun–Thu).
///
/// With cronie, `CRON_TZ` applies to every line that follows it, so the block ends by restoring the value that was
/// in effect before it (`CRON_TZ=` is cronie's "host zone"); the user's later lines keep their meaning.
package enum CrontabRenderer {
    package static let beginMarker = "# BEGIN kkeulmit schedules"
    package static let endMarker = "# END kkeulmit schedules"
    static let beginLine = beginMarker + " (managed by kkeulmit schedule --install; edit the config instead)"

    /// How the block tells cron that its times are KST.
    package enum TimeMode: Hashable, Sendable {
        /// `CRON_TZ=Asia/Seoul` and KST times.
        case cronTZ
        /// Times on a host clock this many seconds east of UTC (must not observe daylight saving), no `CRON_TZ`.
        case hostOffset(seconds: Int)

        /// A UTC host clock.
        package static let utc = TimeMode.hostOffset(seconds: 0)
    }

    /// The block, ending with a newline.
    ///
    /// - Parameters:
    ///   - executable: the absolute path of the kkeulmit binary (cron's PATH is minimal).
    ///   - arguments: extra arguments placed before `run-schedule`, such as `["--config", "/path/config.json"]`.
    ///   - restoringCronTZ: the `CRON_TZ` value in effect before the block (`CrontabEditor.cronTZ(before:)`); nil
    ///     or empty: none. Used with `.cronTZ` only.
    package static func render(
        _ schedules: [Schedule], executable: String, arguments: [String] = [], mode: TimeMode = .cronTZ,
        restoringCronTZ: String? = nil
    ) throws(CrontabRenderError) -> String {
        guard executable.hasPrefix("/") else { throw .relativeExecutable(executable) }
        let command = try ([executable] + arguments).map { (word) throws(CrontabRenderError) -> String in
            try cronQuoted(word)
        }.joined(separator: " ")

        var lines = [beginLine]
        if !schedules.isEmpty, mode == .cronTZ { lines.append("CRON_TZ=Asia/Seoul") }
        for schedule in schedules {
            let kst = "\(schedule.days) \(schedule.time) KST, \(schedule.hours) h"
            let (minute, hour, days): (Int, Int, DaySet)
            switch mode {
            case .cronTZ:
                (minute, hour, days) = (schedule.time.minute, schedule.time.hour, schedule.days)
                lines.append("# \(schedule.name): \(kst)")
            case .hostOffset(let seconds):
                let shifted = schedule.time.minutesOfDay + (seconds - KST.offsetSeconds) / 60
                let dayShift = shifted >= 0 ? shifted / 1440 : (shifted - 1439) / 1440
                let local = shifted - dayShift * 1440
                (minute, hour, days) = (local % 60, local / 60, schedule.days.shifted(by: dayShift))
                lines.append("# \(schedule.name): \(kst) = \(hostClock(local, days, seconds))")
            }
            lines.append("\(minute) \(hour) * * \(days.cronField) \(command) run-schedule \(schedule.name)")
        }
        if !schedules.isEmpty, mode == .cronTZ { lines.append("CRON_TZ=" + (restoringCronTZ ?? "")) }
        lines.append(endMarker)
        return lines.joined(separator: "\n") + "\n"
    }

    static func hostClock(_ minutes: Int, _ days: DaySet, _ offsetSeconds: Int) -> String {
        let zone: String
        if offsetSeconds == 0 {
            zone = "UTC"
        } else {
            let m = abs(offsetSeconds) / 60
            zone = "UTC" + (offsetSeconds < 0 ? "-" : "+") + pad(m / 60, 2) + ":" + pad(m % 60, 2)
        }
        return "\(days) \(pad(minutes / 60, 2)):\(pad(minutes % 60, 2)) \(zone)"
    }

    /// A word as cron's command field must carry it to `/bin/sh`: shell-quoted when it holds anything but safe
    /// characters, and with `%` escaped, since cron turns a bare `%` into a newline even inside quotes.
    static func cronQuoted(_ word: String) throws(CrontabRenderError) -> String {
        guard !word.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\0" }) else {
            throw .unrepresentable(word)
        }
        let safe =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy { s in
                s.isASCII
                    && (s.properties.isAlphabetic || ("0"..."9").contains(s) || "/._-+,:=@".unicodeScalars.contains(s))
            }
        let quoted = safe ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
        return quoted.replacingOccurrences(of: "%", with: "\\%")
    }
}

/// Why schedules cannot be written as crontab lines.
package enum CrontabRenderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// cron runs with a minimal PATH and another working directory: the binary needs an absolute path.
    case relativeExecutable(String)
    /// A newline or NUL cannot be carried by a crontab line.
    case unrepresentable(String)

    package var description: String {
        switch self {
        case .relativeExecutable(let path):
            return "the kkeulmit path '\(path)' is not absolute; cron needs an absolute path"
        case .unrepresentable(let word):
            return "cannot write '\(word.debugDescription)' in a crontab line (it holds a newline or NUL)"
        }
    }
}
