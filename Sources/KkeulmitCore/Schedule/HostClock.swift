import Foundation

/// The clock a crontab's times are read on: the host's time zone as it stands when the block is written. Debian's and
/// Ubuntu's cron ignore `CRON_TZ` and read every line on the host's clock; cronie honours it but reads lines without it
/// on the host's clock too. So the block carries host-clock times, shifted from KST by the host's offset. Korea has no
/// daylight saving, so that shift is exact all year on a host whose zone has none (KST, UTC, Asia/Kolkata …); on a zone
/// with daylight saving it is right for part of the year only, which `schedule` says.
package struct HostClock: Hashable, Sendable {
    /// The zone's name (`Etc/UTC`, `America/Los_Angeles`), for comments and messages.
    package var zone: String
    /// Seconds east of UTC when the block is written.
    package var offsetSeconds: Int
    /// True when the zone's offset changes within the coming year: its crontab times drift by that change.
    package var observesDaylightSaving: Bool

    package init(zone: String, offsetSeconds: Int, observesDaylightSaving: Bool = false) {
        (self.zone, self.offsetSeconds, self.observesDaylightSaving) = (zone, offsetSeconds, observesDaylightSaving)
    }

    /// `timeZone`'s offset at `date`, and whether it differs at any point of the following year (sampled every
    /// two weeks: no zone keeps a changed offset for less).
    package init(_ timeZone: TimeZone, at date: Date) {
        let offset = timeZone.secondsFromGMT(for: date)
        let changes = (1...27).contains { fortnight in
            timeZone.secondsFromGMT(for: date.addingTimeInterval(Double(fortnight) * 14 * 86_400)) != offset
        }
        self.init(zone: timeZone.identifier, offsetSeconds: offset, observesDaylightSaving: changes)
    }

    /// `--utc`: a cron that runs in UTC whatever this machine's zone says.
    package static let utc = HostClock(zone: "UTC", offsetSeconds: 0)
    /// A host on Korean time: the crontab's times are the schedules' own.
    package static let kst = HostClock(zone: "Asia/Seoul", offsetSeconds: KST.offsetSeconds)

    /// `UTC`, `UTC+09:00`, `UTC-03:30`.
    package var offsetName: String {
        guard offsetSeconds != 0 else { return "UTC" }
        let minutes = abs(offsetSeconds) / 60
        return "UTC" + (offsetSeconds < 0 ? "-" : "+") + pad(minutes / 60, 2) + ":" + pad(minutes % 60, 2)
    }

    /// When a KST time on KST days falls on this clock: the minute of the day and the days, moved across midnight
    /// when the shift crosses it (07:30 KST Mon–Fri is 22:30 UTC Sun–Thu).
    package func local(_ time: TimeOfDay, on days: DaySet) -> (time: TimeOfDay, days: DaySet) {
        let shifted = time.minutesOfDay + (offsetSeconds - KST.offsetSeconds) / 60
        let dayShift = shifted >= 0 ? shifted / 1440 : (shifted - 1439) / 1440
        let minutes = shifted - dayShift * 1440
        return (TimeOfDay(hour: minutes / 60, minute: minutes % 60)!, days.shifted(by: dayShift))
    }
}
