/// Every date, hour and time of day kkeulmit writes, in KST civil time: the one formatter for notes, warnings, the
/// text lines and the renderers. Korean writes an hour of a range or schedule on the 24-hour clock alone (`16시`,
/// `16–19시`), a moment someone lives through on the 12-hour clock with the part of the day (`오후 3시`, `저녁 7시 30분`),
/// never both at once ("오후 15시"). English writes `16:00`.
package enum ClockText {
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `11월 30일` / `Nov 30`.
    package static func day(_ d: KSTDate, _ lang: Language) -> String {
        lang == .ko ? "\(d.month)월 \(d.day)일" : "\(months[d.month - 1]) \(d.day)"
    }

    /// `12월 1일 21시` / `Dec 1 21:00`: a moment with its date on the 24-hour clock, as a warning's start and end
    /// are said; minutes only when it has some (`21시 30분` / `21:30`).
    package static func dayAndHour(_ t: KSTDateTime) -> LocalizedText {
        LocalizedText(
            ko: day(t.date, .ko) + " \(t.hour)시" + (t.minute == 0 ? "" : " \(t.minute)분"),
            en: day(t.date, .en) + " " + t.clock)
    }

    /// `07` / `07:00`: a two-digit hour, as the lines of numbers write it (`05시 발표`, `07–19시`).
    package static func hour(_ h: Int, _ lang: Language) -> String { pad(h, 2) + (lang == .ko ? "" : ":00") }

    /// `start..<end` on one day as `07–19시` / `07:00–19:00` (an end at the next midnight is written 24), else
    /// with both dates. `withDate` puts the start's date in front.
    package static func range(_ start: KSTDateTime, _ end: KSTDateTime, _ lang: Language, withDate: Bool) -> String {
        let suffix = lang == .ko ? "시" : ""
        if end.date == start.date || (end.date == start.date.adding(days: 1) && end.hour == 0) {
            let text = hoursOnly(start, end, lang)
            return withDate ? day(start.date, lang) + " " + text : text
        }
        return day(start.date, lang) + " " + hour(start.hour, lang) + suffix + " – " + day(end.date, lang) + " "
            + hour(end.hour, lang) + suffix
    }

    /// `07–19시` / `07:00–19:00` without dates, for one-line output (`20–02시` across midnight).
    package static func hoursOnly(_ start: KSTDateTime, _ end: KSTDateTime, _ lang: Language) -> String {
        let endHour = end.date == start.date.adding(days: 1) && end.hour == 0 ? 24 : end.hour
        return hour(start.hour, lang) + "–" + hour(endHour, lang) + (lang == .ko ? "시" : "")
    }

    /// Consecutive hours joined into runs, the end exclusive: [17, 18, 21] → 17–19, 21–22.
    static func spans(_ hours: [KSTDateTime]) -> [(from: KSTDateTime, until: KSTDateTime)] {
        var runs: [(from: KSTDateTime, until: KSTDateTime)] = []
        for time in hours.sorted() {
            if let last = runs.last, last.until == time {
                runs[runs.count - 1].until = time.adding(hours: 1)
            } else {
                runs.append((time, time.adding(hours: 1)))
            }
        }
        return runs
    }

    /// The `spans` of the hours as the notes say them: `17–19시, 21–22시`; the next day's hours after `다음 날` /
    /// with ` the next day`.
    package static func runs(_ hours: [KSTDateTime], from windowStart: KSTDateTime, _ lang: Language) -> String {
        let day = windowStart.date
        return spans(hours).map {
            formatRange(ClockLabel($0.from, from: day), ClockLabel($0.until, from: day, isEnd: true), lang)
        }.joined(separator: ", ")
    }

    /// A time of day as Korean speaks it, on the 12-hour clock with the part of the day: `새벽 1시`, `아침 8시`,
    /// `오전 10시`, `낮 12시`, `오후 3시 30분`, `저녁 7시`, `밤 11시`, `자정`.
    package static func spokenKorean(hour: Int, minute: Int) -> String {
        if hour == 0 && minute == 0 { return "자정" }
        let part: String
        switch hour {
        case 0: part = "밤"
        case 1...4: part = "새벽"
        case 5...8: part = "아침"
        case 9...11: part = "오전"
        case 12: part = "낮"
        case 13...17: part = "오후"
        case 18...20: part = "저녁"
        default: part = "밤"
        }
        let twelve = hour % 12 == 0 ? 12 : hour % 12
        return "\(part) \(twelve)시" + (minute == 0 ? "" : " \(minute)분")
    }

    /// A moment someone lives through, relative to the day the window starts: `오후 3시`, `다음 날 아침 8시` /
    /// `15:00`, `08:00 the next day`.
    package static func moment(_ t: KSTDateTime, from day: KSTDate) -> LocalizedText {
        let label = ClockLabel(t.startOfHour, from: day)
        return LocalizedText(
            ko: label.koreanDayPrefix + spokenKorean(hour: t.hour, minute: t.minute),
            en: t.clock + label.englishDaySuffix)
    }

    /// When a measurement was taken, relative to the window's start: `7시`, `12월 1일 23시` / `07:00`, `23:00 on 12-01`.
    package static func measured(_ time: KSTDateTime, from start: KSTDateTime) -> LocalizedText {
        let sameDay = time.date == start.date
        return LocalizedText(
            ko: (sameDay ? "" : "\(time.date.month)월 \(time.date.day)일 ") + "\(time.hour)시",
            en: sameDay ? time.clock : "\(time.clock) on \(pad(time.date.month, 2))-\(pad(time.date.day, 2))")
    }
}

/// A time of day as the advice says it, relative to the day the window starts on.
struct ClockLabel {
    /// Days after the window's first day (after moving an end at 00:00 back to 24:00 of the day before).
    var dayOffset: Int
    var hour: Int
    var date: KSTDate

    /// `isEnd` reads 00:00 as the end of the previous day (midnight), which is how people say "until midnight".
    init(_ time: KSTDateTime, from day: KSTDate, isEnd: Bool = false) {
        let midnight = isEnd && time.hour == 0
        date = midnight ? time.date.adding(days: -1) : time.date
        hour = midnight ? 24 : time.hour
        dayOffset = date.daysSinceEpoch - day.daysSinceEpoch
    }

    /// `다음 날 `, `12월 2일 ` or nothing.
    var koreanDayPrefix: String {
        switch dayOffset {
        case ...0: ""
        case 1: "다음 날 "
        default: "\(date.month)월 \(date.day)일 "
        }
    }

    /// ` the next day`, ` on 12-02` or nothing.
    var englishDaySuffix: String {
        switch dayOffset {
        case ...0: ""
        case 1: " the next day"
        default: " on " + pad(date.month, 2) + "-" + pad(date.day, 2)
        }
    }

    /// `16시`, `자정` (24h).
    var koreanHour: String { hour == 24 ? "자정" : "\(hour)시" }
    /// `16:00`, `midnight` (24h).
    var englishHour: String { hour == 24 ? "midnight" : pad(hour, 2) + ":00" }

    func text(_ language: Language) -> String {
        language == .ko ? koreanDayPrefix + koreanHour : englishHour + englishDaySuffix
    }
}

/// `16–19시`, `22시–자정`, `22시–다음 날 1시`; `16:00–19:00`, `22:00–01:00 the next day`.
func formatRange(_ from: ClockLabel, _ until: ClockLabel, _ language: Language) -> String {
    let sameDay = from.dayOffset == until.dayOffset
    switch language {
    case .ko:
        if sameDay && until.hour != 24 { return from.koreanDayPrefix + "\(from.hour)–\(until.hour)시" }
        return from.text(.ko) + "–" + (sameDay ? until.koreanHour : until.text(.ko))
    case .en:
        if sameDay { return from.englishHour + "–" + until.englishHour + from.englishDaySuffix }
        return from.text(.en) + " to " + until.text(.en)
    }
}
