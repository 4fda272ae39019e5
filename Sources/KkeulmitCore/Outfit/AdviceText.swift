/// Locale-free formatting for advice text: the output must not depend on the host.

/// `12`, `12.3`, `-4.9`: one decimal at most, trailing `.0` dropped.
func formatNumber(_ value: Double) -> String {
    let tenths = Int((abs(value) * 10).rounded())
    let sign = value < 0 && tenths != 0 ? "-" : ""
    return sign + String(tenths / 10) + (tenths % 10 == 0 ? "" : "." + String(tenths % 10))
}

/// `영하 8.1도`, `3도` in Korean; `-8.1 °C` in English.
func formatDegrees(_ value: Double, _ language: Language) -> String {
    switch language {
    case .ko: value <= -0.05 ? "영하 \(formatNumber(-value))도" : "\(formatNumber(value))도"
    case .en: "\(formatNumber(value)) °C"
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
        if isEnd, time.hour == 0 {
            let previous = time.date.adding(days: -1)
            self.init(dayOffset: previous.daysSinceEpoch - day.daysSinceEpoch, hour: 24, date: previous)
        } else {
            self.init(dayOffset: time.date.daysSinceEpoch - day.daysSinceEpoch, hour: time.hour, date: time.date)
        }
    }

    private init(dayOffset: Int, hour: Int, date: KSTDate) {
        self.dayOffset = dayOffset
        self.hour = hour
        self.date = date
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

/// A time of day as Korean speaks it, on the 12-hour clock with the part of the day: `새벽 1시`, `아침 8시`,
/// `오전 10시`, `낮 12시`, `오후 3시 30분`, `저녁 7시`, `밤 11시`, `자정`. Never a part of the day with a 24-hour
/// hour ("오후 15시"); where a 24-hour hour reads better (ranges, `16시부터`) `ClockLabel` says `16시` alone.
func spokenKoreanTime(hour: Int, minute: Int) -> String {
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

/// `a`, `a and b`, `a, b and c`.
func englishList(_ parts: [String]) -> String {
    switch parts.count {
    case 0: ""
    case 1: parts[0]
    default: parts.dropLast().joined(separator: ", ") + " and " + parts.last!
    }
}

/// `a`, `a or b`, `a, b or c`.
func englishOrList(_ parts: [String]) -> String {
    parts.count < 2 ? englishList(parts) : parts.dropLast().joined(separator: ", ") + " or " + parts.last!
}

/// `word` with the Korean particle its last sound takes: `withFinal` after a closing consonant (목도리**를** but
/// 패딩**을**), else `withoutFinal`. Digits read as their Sino-Korean names; other letters as vowel-final.
func withParticle(_ word: String, _ withFinal: String, _ withoutFinal: String) -> String {
    let last = word.unicodeScalars.last { $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    var final = false
    if let last {
        if (0xAC00...0xD7A3).contains(last.value) {
            final = (last.value - 0xAC00) % 28 != 0
        } else if ("0"..."9").contains(last) {
            final = "013678".unicodeScalars.contains(last)
        }
    }
    return word + (final ? withFinal : withoutFinal)
}

/// `-6`, `0`, `12`: a feels-like temperature in whole degrees, as people say it.
func formatWholeDegrees(_ value: Double) -> String {
    formatNumber(value.rounded(.toNearestOrAwayFromZero))
}
