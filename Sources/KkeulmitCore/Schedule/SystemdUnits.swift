/// Renders a schedule as a systemd user timer and the service it starts: `kkeulmit-NAME.timer` fires at the schedule's
/// KST times in the zone `Asia/Seoul` (so a host's own zone and its daylight saving do not matter), and
/// `kkeulmit-NAME.service` runs `kkeulmit --config PATH run-schedule NAME` once. `Persistent=true` makes a missed timer
/// (the machine was off or asleep) fire when it can; `run-schedule` advises for the occurrence it missed, as for a late
/// cron run.
package enum SystemdUnits {
    /// The first line of every unit kkeulmit writes: how `--uninstall` tells its units from the user's.
    package static let marker = "# Written by kkeulmit schedule --install --systemd; edit the config and install again."

    /// `kkeulmit-commute`: the units' name without the suffix. Schedule names are valid in unit names as they are.
    package static func unitName(_ schedule: Schedule) -> String { "kkeulmit-" + schedule.name }

    /// `Mon..Fri *-*-* 07:30:00 Asia/Seoul`; every day leaves the weekdays out.
    package static func onCalendar(_ schedule: Schedule) -> String {
        let time = "*-*-* \(schedule.time):00 Asia/Seoul"
        guard schedule.days != .daily else { return time }
        return weekdays(schedule.days) + " " + time
    }

    /// systemd's weekday list: Monday first, runs of three or more as ranges (`Mon..Fri`, `Mon,Fri..Sun`).
    static func weekdays(_ days: DaySet) -> String {
        let names = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        return DaySet.written(DaySet.runs(days.isoWeekdays), through: "..") { names[$0 - 1] }
    }

    package static func timer(_ schedule: Schedule) -> String {
        """
        \(marker)
        [Unit]
        Description=kkeulmit: weather advice for schedule \(schedule.name) (\(schedule.summary))

        [Timer]
        OnCalendar=\(onCalendar(schedule))
        Persistent=true

        [Install]
        WantedBy=timers.target

        """
    }

    /// `executable` is the kkeulmit binary's absolute path; `arguments` go before `run-schedule` (`--config PATH`).
    package static func service(_ schedule: Schedule, executable: String, arguments: [String])
        throws(ScheduleRenderError) -> String
    {
        guard executable.hasPrefix("/") else { throw .relativeExecutable(executable) }
        let words = try ([executable] + arguments + ["run-schedule", schedule.name]).map {
            (word) throws(ScheduleRenderError) -> String in try quoted(word)
        }
        return """
            \(marker)
            [Unit]
            Description=kkeulmit: weather advice for schedule \(schedule.name)

            [Service]
            Type=oneshot
            ExecStart=\(words.joined(separator: " "))

            """
    }

    /// A word as `ExecStart=` reads it: double-quoted when it holds anything but safe characters, with systemd's
    /// specifiers (`%`) and variable references (`$`) doubled so they stay literal.
    static func quoted(_ word: String) throws(ScheduleRenderError) -> String {
        guard !word.unicodeScalars.contains(where: CrontabRenderer.isControl) else { throw .unrepresentable(word) }
        let literal = word.replacingOccurrences(of: "%", with: "%%").replacingOccurrences(of: "$", with: "$$")
        guard !CrontabRenderer.isPlain(word) else { return literal }
        return "\"" + literal.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            + "\""
    }
}
