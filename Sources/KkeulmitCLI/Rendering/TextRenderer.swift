import KkeulmitCore

/// The default output: what to wear first, then why, then the numbers behind it. On a terminal (`layout.width`
/// set) each line is wrapped to its width, notes and warnings with their continuation lines under the text after
/// the bullet.
package enum TextRenderer {
    package static func render(
        _ report: AdviceReport, language lang: OutputLanguage, colour: Bool, layout: TextLayout = .unwrapped
    ) -> String {
        let style = ANSIStyle(enabled: colour)
        var lines: [String] = []
        // Styled line by line, so that a wrapped line's escape codes do not count towards its width.
        func add(_ text: String, bullet: String = "", _ styled: (String) -> String = { $0 }) {
            lines += layout.lines(text, bullet: bullet).map(styled)
        }
        if report.demo {
            add(lang == .ko ? "예시 데이터입니다 — 실제 예보가 아닙니다" : "SAMPLE DATA — not a real forecast", style.warning)
        }
        if let stale = report.stale {
            let age = ageText(stale.ageMinutes, lang)
            add(
                lang == .ko
                    ? "지난 예보입니다 — 기상청 응답이 없어 \(age) 전에 받은 예보를 썼습니다"
                    : "STALE — KMA failed, so this uses a forecast fetched \(age) ago", style.warning)
        }
        if let current = report.current, let line = currentLine(current, lang) { add(line) }
        add(headline(report, lang), style.bold)
        for note in report.outfit.notes {
            add(note.text.in(lang), bullet: "· ")
        }
        if let comparison = report.comparison {
            add(comparisonLine(comparison, lang))
        }
        add(numbers(report, lang), style.dim)
        add(whereAndWhen(report, lang), style.dim)
        for warning in report.warnings {
            add(warning.text.in(lang), bullet: "! ", style.warning)
        }
        for line in sourceLines(report.sources, lang) { add(line, style.dim) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// "지금 -2.4°C (체감 -6.9°C)": the observed current hour, leading the text when it is known.
    static func currentLine(_ c: AdviceReport.Current, _ lang: OutputLanguage) -> String? {
        guard let t = c.temperature else { return nil }
        let feels = c.feelsLike.map {
            lang == .ko ? " (체감 \(NumberText.compact($0))°C)" : " (feels \(NumberText.compact($0))°C)"
        }
        return (lang == .ko ? "지금 " : "Now ") + NumberText.compact(t) + "°C" + (feels ?? "")
    }

    /// One short line per failed optional source, except that AirKorea's forecast says nothing its measurement
    /// already said: both come from one registration, so a key that lacks it is told once.
    static func sourceLines(_ sources: [AdviceReport.SourceLine], _ lang: OutputLanguage) -> [String] {
        let air = sources.first { $0.id == .airQuality }?.status
        return sources.filter { !($0.id == .dustForecast && $0.status == air) }.compactMap { sourceLine($0, lang) }
    }

    /// One short line for an optional source that failed; nil for every other status.
    static func sourceLine(_ s: AdviceReport.SourceLine, _ lang: OutputLanguage) -> String? {
        let name: (ko: String, en: String)
        switch s.id {
        case .ultraSrtNcst: name = ("초단기실황", "current observation")
        case .ultraSrtFcst: name = ("초단기예보", "ultra-short forecast")
        case .airQuality: name = ("미세먼지", "air quality")
        case .dustForecast: name = ("미세먼지 예보", "dust forecast")
        case .uvIndex: name = ("자외선", "UV index")
        case .vilageFcst: return nil
        }
        let service: (ko: String, en: String)? =
            switch s.id {
            case .airQuality, .dustForecast: ("에어코리아", "AirKorea")
            case .uvIndex: ("생활기상지수", "the living-weather index service")
            default: nil
            }
        switch s.status {
        case .notRegistered where service != nil:
            return lang == .ko
                ? "\(name.ko): 서비스 키가 \(service!.ko)에 등록되지 않았어요 — kkeulmit doctor"
                : "\(name.en): the service key is not registered for \(service!.en) — kkeulmit doctor"
        case .notRegistered:
            return lang == .ko
                ? "\(name.ko): 서비스 키가 등록되지 않았어요 — kkeulmit doctor"
                : "\(name.en): the service key is not registered for it — kkeulmit doctor"
        case .unavailable:
            return lang == .ko ? "\(name.ko): 응답이 없어 빼고 알려드려요" : "\(name.en): unavailable, left out"
        default: return nil
        }
    }

    static func headline(_ report: AdviceReport, _ lang: OutputLanguage) -> String {
        // The umbrella is said once, at the end of the line, not again among the garments.
        let items =
            report.outfit.layers.isEmpty
            ? report.outfit.items.filter { $0.id != "umbrella" }.map { $0.label.in(lang) }.joined(separator: ", ")
            : outfit(report.outfit.layers, lang)
        switch lang {
        case .ko:
            return (items.isEmpty ? "" : items + " · ") + (report.outfit.umbrella ? "우산 필요" : "우산 필요 없음")
        case .en:
            return (items.isEmpty ? "" : "Wear: " + items + " · ")
                + (report.outfit.umbrella ? "take an umbrella" : "no umbrella needed")
        }
    }

    /// `패딩 + 기모 제품 + 목도리 (또는 두꺼운 코트, 누빔 옷)`: one garment per layer, then what could stand in.
    static func outfit(_ layers: [AdviceReport.Layer], _ lang: OutputLanguage) -> String {
        let picks = layers.map { $0.pick.label.in(lang) }.joined(separator: " + ")
        var seen = Set(layers.map(\.pick.id))
        let others = layers.flatMap(\.alternatives).filter { seen.insert($0.id).inserted }.map { $0.label.in(lang) }
        guard !others.isEmpty else { return picks }
        return picks + (lang == .ko ? " (또는 " : " (or ") + others.joined(separator: ", ") + ")"
    }

    static func numbers(_ report: AdviceReport, _ lang: OutputLanguage) -> String {
        let c = report.conditions
        var parts: [String] = []
        if let feels = span(c.feelsLikeMin, c.feelsLikeMax, fixed: true, lang) {
            parts.append(lang == .ko ? "체감 \(feels)°C" : "feels like \(feels)°C")
        }
        if let air = span(c.temperatureMin, c.temperatureMax, fixed: false, lang) {
            parts.append(lang == .ko ? "기온 \(air)°C" : "air \(air)°C")
        }
        if let pop = c.precipitationProbabilityMax {
            parts.append(lang == .ko ? "강수확률 최대 \(pop)%" : "rain chance up to \(pop)%")
        }
        if c.rainHours.isEmpty {
            parts.append(lang == .ko ? "비·눈 소식 없음" : "no rain or snow expected")
        } else {
            parts.append(
                precipitationWord(c.precipitationTypes, lang) + " "
                    + TimeText.runs(c.rainHours, from: report.window.start, lang))
        }
        if let wind = c.windSpeedMax {
            parts.append(
                lang == .ko
                    ? "바람 최대 \(NumberText.format(wind, places: 1, fixed: true))m/s"
                    : "wind up to \(NumberText.format(wind, places: 1, fixed: true)) m/s")
        }
        let sentence = parts.joined(separator: " · ")
        return lang == .en ? sentence.prefix(1).uppercased() + sentence.dropFirst() : sentence
    }

    /// `tomorrow` (tomorrow against today): `오늘보다 3도 낮아요 (오늘 2~9°C → -1~6°C)` / `3 °C colder than today
    /// (2 to 9°C → -1 to 6°C)`; `now` (the hours from now against the same hours yesterday): `어제 이 시간보다 3도
    /// 낮아요 (어제 2~9°C → -1~6°C)` / `3 °C colder than this time yesterday (yesterday 2 to 9°C → -1 to 6°C)`.
    static func comparisonLine(_ c: AdviceReport.Comparison, _ lang: OutputLanguage) -> String {
        let degrees = NumberText.whole(abs(c.meanChange))
        let (day, than) = (c.earlierDay, c.comparedWith)
        let verdict: String
        switch (c.verdict, lang) {
        case (.colder, .ko): verdict = "\(than.ko)보다 \(degrees)도 낮아요"
        case (.warmer, .ko): verdict = "\(than.ko)보다 \(degrees)도 높아요"
        case (.similar, .ko): verdict = "\(than.ko)과 비슷해요"
        case (.colder, .en): verdict = "\(degrees) °C colder than \(than.en)"
        case (.warmer, .en): verdict = "\(degrees) °C warmer than \(than.en)"
        case (.similar, .en): verdict = "about as warm as \(than.en)"
        }
        let before = span(c.previousMin, c.previousMax, fixed: false, lang) ?? ""
        let after = span(c.tomorrowMin, c.tomorrowMax, fixed: false, lang) ?? ""
        return verdict + " (\(day.in(lang)) \(before)°C → \(after)°C)"
    }

    static func whereAndWhen(_ report: AdviceReport, _ lang: OutputLanguage) -> String {
        let l = report.location
        let cell = "\(l.nx),\(l.ny)"
        let place =
            l.name.map { "\($0) (\(lang == .ko ? "격자" : "grid") \(cell))" }
            ?? (lang == .ko ? "격자 \(cell)" : "grid \(cell)")
        let w = report.window
        let window =
            TimeText.range(w.start, w.end, lang, withDate: true)
            + (lang == .ko ? " (\(w.hours)시간)" : " (\(w.hours) h)")
        let base = report.forecastBase
        let issued =
            lang == .ko
            ? TimeText.day(base.date, lang) + " " + TimeText.hour(base.hour, lang) + "시 발표"
            : "issued " + TimeText.day(base.date, lang) + " " + TimeText.hour(base.hour, lang)
        return [place, window, issued].joined(separator: " · ")
    }

    /// `-8.1~1.2` / `-8.1 to 1.2`, one value when both ends agree, nil when unknown.
    static func span(_ low: Double?, _ high: Double?, fixed: Bool, _ lang: OutputLanguage) -> String? {
        let f = { (v: Double) in NumberText.format(v, places: 1, fixed: fixed) }
        switch (low, high) {
        case (let a?, let b?):
            let (x, y) = (f(a), f(b))
            return x == y ? x : x + (lang == .ko ? "~" : " to ") + y
        case (let a?, nil): return f(a)
        case (nil, let b?): return f(b)
        case (nil, nil): return nil
        }
    }

    static func precipitationWord(_ types: [PrecipitationType], _ lang: OutputLanguage) -> String {
        let snow = types.contains { $0.involvesSnow }
        let rain = types.contains {
            $0.isPrecipitating && ($0 == .rainSnow || $0 == .drizzleSnowFlurries || !$0.involvesSnow)
        }
        switch (snow, rain) {
        case (true, true): return lang == .ko ? "비·눈" : "rain or snow"
        case (true, false): return lang == .ko ? "눈" : "snow"
        default: return lang == .ko ? "비" : "rain"
        }
    }

    static func ageText(_ minutes: Int, _ lang: OutputLanguage) -> String {
        let h = minutes / 60
        let m = minutes % 60
        switch lang {
        case .ko: return h == 0 ? "\(m)분" : (m == 0 ? "\(h)시간" : "\(h)시간 \(m)분")
        case .en: return h == 0 ? "\(m) min" : (m == 0 ? "\(h) h" : "\(h) h \(m) min")
        }
    }
}

/// ANSI styling that is a no-op when colour is off.
struct ANSIStyle {
    let enabled: Bool

    func bold(_ s: String) -> String { wrap(s, "1") }
    func dim(_ s: String) -> String { wrap(s, "2") }
    func warning(_ s: String) -> String { wrap(s, "33") }

    private func wrap(_ s: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m" + s + "\u{1B}[0m" : s
    }
}
