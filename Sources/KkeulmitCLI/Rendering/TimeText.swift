import KkeulmitCore

/// Dates, hours and ranges as the text renderers write them, in KST civil time.
enum TimeText {
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    static func day(_ d: KSTDate, _ lang: OutputLanguage) -> String {
        switch lang {
        case .ko: "\(d.month)월 \(d.day)일"
        case .en: "\(months[d.month - 1]) \(d.day)"
        }
    }

    static func hour(_ h: Int, _ lang: OutputLanguage) -> String {
        let hh = h < 10 ? "0\(h)" : "\(h)"
        return lang == .ko ? hh : hh + ":00"
    }

    /// `start..<end` on one day as `07–19시` / `07:00–19:00` (an end at the next midnight is written 24), else
    /// with both dates. `withDate` puts the start's date in front.
    static func range(_ start: KSTDateTime, _ end: KSTDateTime, _ lang: OutputLanguage, withDate: Bool) -> String {
        let suffix = lang == .ko ? "시" : ""
        let sameDay = end.date == start.date || (end.date == start.date.adding(days: 1) && end.hour == 0)
        if sameDay {
            let endHour = end.date == start.date ? end.hour : 24
            let text = hour(start.hour, lang) + "–" + hour(endHour, lang) + suffix
            return withDate ? day(start.date, lang) + " " + text : text
        }
        return day(start.date, lang) + " " + hour(start.hour, lang) + suffix + " – " + day(end.date, lang) + " "
            + hour(end.hour, lang) + suffix
    }

    /// `07–19시` / `07:00–19:00` without dates, for one-line output (`20–02시` across midnight).
    static func hoursOnly(_ start: KSTDateTime, _ end: KSTDateTime, _ lang: OutputLanguage) -> String {
        let endHour = end.date == start.date.adding(days: 1) && end.hour == 0 ? 24 : end.hour
        return hour(start.hour, lang) + "–" + hour(endHour, lang) + (lang == .ko ? "시" : "")
    }

    /// Consecutive hours joined into ranges (end exclusive): [17, 18, 21] → `17–19시, 21–22시`.
    static func runs(_ hours: [KSTDateTime], from windowStart: KSTDateTime, _ lang: OutputLanguage) -> String {
        var runs: [(KSTDateTime, KSTDateTime)] = []
        for time in hours.sorted() {
            if let last = runs.last, last.1 == time {
                runs[runs.count - 1].1 = time.adding(hours: 1)
            } else {
                runs.append((time, time.adding(hours: 1)))
            }
        }
        return runs.map { range($0.0, $0.1, lang, withDate: $0.0.date != windowStart.date) }
            .joined(separator: ", ")
    }
}
