import Foundation

/// Reads one run's `--json` and checks every note's claim against the hours the same run prints in `hourly`
/// (CLI contract, "Advice that agrees with its own numbers"). It knows only the contract: the chart's band
/// boundaries, the built-in garments for rain and snow, the dust grades and the wording it promises, and parses
/// the notes' text itself, so it cannot agree with the engine by sharing its code.
///
/// Every violation is one line naming the note and what it said against which numbers; an empty list means the
/// advice agrees with itself. Only reports made with the built-in rule table are checked this way.
package enum AdviceClaims {
    /// The chart's lower band boundaries, warmest band first (28/23/20/17/12/9/5 °C): band n is the first whose
    /// boundary the temperature reaches, else 8.
    package static let bandMinimums: [Double] = [28, 23, 20, 17, 12, 9, 5]

    package static func band(_ temperature: Double) -> Int {
        (bandMinimums.firstIndex { temperature >= $0 } ?? bandMinimums.count) + 1
    }

    /// The violations in `json`, one `--json` object; a document that is not one is a violation too.
    package static func check(json: String) -> [String] {
        guard let data = json.data(using: .utf8),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return ["not a JSON object: \(json.prefix(80))"] }
        return check(object)
    }

    package static func check(_ report: [String: Any]) -> [String] {
        Report(report).violations()
    }

    // MARK: - The report, as the checker reads it

    struct Hour {
        var time: Int
        var temperature: Double?
        var feelsLike: Double?
        var type: String
        var snowCm: Double
        var windSpeed: Double?
        /// JSON `sky`, `meanRadiantTemperature`, `utci` and `utciCategory` (the summer keys).
        var sky: String = ""
        var meanRadiantTemperature: Double? = nil
        var utci: Double? = nil
        var utciCategory: String? = nil

        var isWet: Bool { type != "none" && type != "" }
        var snowType: Bool { ["snow", "snowFlurries", "rainSnow", "drizzleSnowFlurries"].contains(type) }
        var isSnowy: Bool { isWet && (snowType || snowCm > 0) }
        var isIcy: Bool { isWet && (feelsLike ?? .infinity) <= 0 }
        /// October–April: the months KMA's winter levels apply in.
        var isWinterMonth: Bool { !(5...9).contains(KSTHours.month(of: time)) }
    }

    struct Note {
        var id: String
        var text: String
        var values: [String: Double]
    }

    struct Report {
        var korean: Bool
        var hours: [Hour]
        var windowStart: Int
        var windowEnd: Int
        var notes: [Note]
        var warnings: [Note]
        var outfit: [String: Any]
        var air: [String: Any]?
        var uv: [String: Any]?
        /// JSON `alerts` (the warnings in force) and `pollen`.
        var alerts: [[String: Any]]
        var pollen: [String: Any]?

        init(_ r: [String: Any]) {
            korean = (r["lang"] as? String ?? "ko") == "ko"
            hours = (r["hourly"] as? [[String: Any]] ?? []).map { h in
                Hour(
                    time: KSTHours.parse(h["time"] as? String) ?? 0, temperature: number(h["temperature"]),
                    feelsLike: number(h["feelsLike"]), type: h["precipitationType"] as? String ?? "",
                    snowCm: number(h["snowCm"]) ?? 0, windSpeed: number(h["windSpeed"]),
                    sky: h["sky"] as? String ?? "", meanRadiantTemperature: number(h["meanRadiantTemperature"]),
                    utci: number(h["utci"]), utciCategory: h["utciCategory"] as? String)
            }
            let window = r["window"] as? [String: Any] ?? [:]
            windowStart = KSTHours.parse(window["start"] as? String) ?? 0
            windowEnd = KSTHours.parse(window["end"] as? String) ?? 0
            outfit = r["outfit"] as? [String: Any] ?? [:]
            notes = Self.notes(outfit["notes"])
            warnings = Self.notes(r["warnings"])
            air = r["air"] as? [String: Any]
            uv = r["uv"] as? [String: Any]
            alerts = r["alerts"] as? [[String: Any]] ?? []
            pollen = r["pollen"] as? [String: Any]
        }

        static func notes(_ any: Any?) -> [Note] {
            (any as? [[String: Any]] ?? []).map { n in
                var values: [String: Double] = [:]
                for (key, value) in n["values"] as? [String: Any] ?? [:] { values[key] = number(value) }
                return Note(id: n["id"] as? String ?? "", text: n["text"] as? String ?? "", values: values)
            }
        }

        func note(_ id: String) -> Note? { notes.first { $0.id == id } }

        func violations() -> [String] {
            var found: [String] = []
            found += clockPhrases()
            found += icyAndSnow()
            found += shoes()
            found += rainTiming()
            found += swing()
            found += back()
            found += fineDust()
            found += uvNote()
            found += levels()
            found += officialWarnings()
            found += completeness()
            found += insulation()
            found += heat()
            return found
        }

        // MARK: A complete outfit, warm enough

        /// A top, a bottom and shoes always; an outer layer whenever the basis is below 20 °C.
        func completeness() -> [String] {
            let layers = Set((outfit["layers"] as? [[String: Any]] ?? []).compactMap { $0["layer"] as? String })
            var needed = ["top", "bottom", "shoes"]
            if let basis = number(outfit["basisTemperature"]), basis < 20 { needed.append("outer") }
            return needed.filter { !layers.contains($0) }.map { "outfit: no \($0) layer (has \(layers.sorted()))" }
        }

        /// `insulation` for a window whose coldest hour is at or below 10 °C, its clo the sum of the picks', and a
        /// time limit (with its note) exactly when the outfit falls short of the requirement.
        func insulation() -> [String] {
            let coldest = hours.filter { $0.feelsLike != nil }.min { $0.feelsLike! < $1.feelsLike! }
            let due = (coldest?.temperature).map { $0 <= 10 } ?? false
            guard let i = outfit["insulation"] as? [String: Any] else {
                return due ? ["insulation: null though the coldest hour is \(coldest?.temperature ?? .nan) °C"] : []
            }
            guard due else { return ["insulation: given though the coldest hour is warmer than 10 °C"] }
            var found: [String] = []
            let picks = (outfit["layers"] as? [[String: Any]] ?? []).compactMap {
                number(($0["pick"] as? [String: Any])?["clo"])
            }
            let clo = number(i["clo"]) ?? -1
            if abs(picks.reduce(0, +) - clo) > 0.011 {
                found.append("insulation: clo \(clo) is not the picks' sum \(picks.reduce(0, +))")
            }
            if let hour = KSTHours.parse(i["coldestHour"] as? String), hour != coldest?.time {
                found.append("insulation: coldest hour \(KSTHours.describe(hour)) is not the lowest feels-like")
            }
            let required = number(i["requiredClo"])
            let limited = number(i["limitMinutes"]) != nil
            let short = required.map { clo < $0 } ?? false
            if limited && !short { found.append("insulation: a time limit though clo \(clo) ≥ \(required ?? .nan)") }
            if short && !limited { found.append("insulation: clo \(clo) < \(required!) without a time limit") }
            if limited != (note("limited-exposure") != nil) {
                found.append("limited-exposure: note \(limited ? "missing" : "given") for limitMinutes")
            }
            return found
        }

        // MARK: Clock phrases

        /// Korean never pairs a part of the day with a 24-hour hour: "오후 3시" or "15시", never "오후 15시".
        func clockPhrases() -> [String] {
            guard korean else { return [] }
            var found: [String] = []
            let parts = ["새벽", "아침", "오전", "낮", "오후", "저녁", "밤"]
            for note in notes + warnings {
                let words = note.text.split(separator: " ").map(String.init)
                for (i, word) in words.enumerated() where parts.contains(word) && i + 1 < words.count {
                    // `3시엔`, `15시`: the digits, then 시 and whatever particle follows.
                    let next = words[i + 1]
                    let digits = next.prefix { $0.isASCII && $0.isNumber }
                    guard let hour = Int(digits), next.dropFirst(digits.count).hasPrefix("시") else { continue }
                    if hour == 0 || hour > 12 {
                        found.append("\(note.id): '\(word) \(next)' pairs \(word) with a 24-hour hour: \(note.text)")
                    }
                }
            }
            return found
        }

        // MARK: Ice and snow

        func icyAndSnow() -> [String] {
            var found: [String] = []
            let icy = hours.filter(\.isIcy)
            if let note = note("icy-roads") {
                if let coldest = icy.compactMap(\.feelsLike).min() {
                    if let claimed = note.values["feelsLike"], abs(claimed - coldest) > 0.05 {
                        found.append("icy-roads: says \(claimed) °C, the coldest wet hour at or below 0 is \(coldest)")
                    }
                } else {
                    found.append("icy-roads: no hour has precipitation and a feels-like at or below 0 °C: \(note.text)")
                }
            } else if !icy.isEmpty {
                found.append("icy-roads missing: \(icy.count) wet hour(s) feel at or below 0 °C")
            }
            let snowy = hours.filter(\.isSnowy)
            if let note = note("snow-shoes") {
                if snowy.isEmpty {
                    found.append("snow-shoes: no hour has snow falling: \(note.text)")
                } else if let total = note.values["snowCentimetresTotal"] {
                    let sum = (snowy.map(\.snowCm).reduce(0, +) * 10).rounded() / 10
                    if abs(total - sum) > 0.05 {
                        found.append("snow-shoes: says \(total) cm, the snowy hours bring \(sum) cm")
                    }
                }
            } else if !snowy.isEmpty {
                found.append("snow-shoes missing: \(snowy.count) hour(s) with snow")
            }
            return found
        }

        /// The built-in table's shoes: non-slip shoes only for snow or ice (winter boots for those or a dry cold, never
        /// for plain rain), rain boots or waterproof shoes only for rain that neither snows nor freezes.
        func shoes() -> [String] {
            let layers = outfit["layers"] as? [[String: Any]] ?? []
            guard let shoes = layers.first(where: { $0["layer"] as? String == "shoes" }),
                let pick = (shoes["pick"] as? [String: Any])?["id"] as? String
            else { return [] }
            let slippery = hours.contains { $0.isSnowy || $0.isIcy }
            let wet = hours.contains { $0.isWet }
            if pick == "non-slip-shoes" && !slippery {
                return ["shoes: \(pick) though no hour has snow or freezing rain"]
            }
            if pick == "winter-boots" && wet && !slippery {
                return ["shoes: \(pick) for rain that neither snows nor freezes"]
            }
            if ["rain-boots", "waterproof-shoes"].contains(pick) && (!wet || slippery) {
                return ["shoes: \(pick) though " + (wet ? "the wet hours snow or freeze" : "no hour is wet")]
            }
            return []
        }

        // MARK: Rain timing

        func rainTiming() -> [String] {
            let wet = Set(hours.filter(\.isWet).map(\.time))
            guard let note = note("rain-timing") else {
                if !wet.isEmpty && wet.count < hours.count {
                    return ["rain-timing missing: \(wet.count) of \(hours.count) hours are wet"]
                }
                return []
            }
            guard !wet.isEmpty, wet.count < hours.count else {
                return ["rain-timing: \(wet.count) of \(hours.count) hours are wet, nothing to time: \(note.text)"]
            }
            let firstDay = KSTHours.day(of: windowStart)
            guard
                let claim = korean
                    ? RainTimingText.korean(note.text, firstDay: firstDay, windowStart: windowStart, end: windowEnd)
                    : RainTimingText.english(note.text, firstDay: firstDay, windowStart: windowStart, end: windowEnd)
            else { return ["rain-timing: cannot read the hours in '\(note.text)'"] }
            var found: [String] = []
            if claim.hours != wet {
                let said = claim.hours.sorted().map(KSTHours.describe)
                let actual = wet.sorted().map(KSTHours.describe)
                found.append("rain-timing: names \(said) but the wet hours are \(actual): \(note.text)")
            }
            let types = Set(hours.filter(\.isWet).map(\.type))
            if claim.kind != RainTimingText.kind(of: types) {
                found.append("rain-timing: says \(claim.kind) for \(types.sorted()): \(note.text)")
            }
            return found
        }

        // MARK: Swing

        func swing() -> [String] {
            guard let note = note("temperature-swing") else { return [] }
            let feels = hours.compactMap(\.feelsLike)
            guard let low = feels.min(), let high = feels.max() else { return ["temperature-swing without hours"] }
            let offset = number(outfit["temperatureOffset"]) ?? 0
            let (cold, warm) = (band(rounded(low + offset)), band(rounded(high + offset)))
            guard cold != warm else {
                return ["temperature-swing: \(low)…\(high) °C (offset \(offset)) stays in band \(cold): \(note.text)"]
            }
            return []
        }

        // MARK: Back

        /// Gear against the weather, not for warmth: what a warmer way home may still ask for (rain and snow gear,
        /// masks, sun protection).
        static let weatherGear: Set<String> = [
            "umbrella", "rain-boots", "waterproof-shoes", "non-slip-shoes", "winter-boots", "mask-kf80", "mask-kf94",
            "sunscreen", "hat", "sunglasses",
        ]

        func back() -> [String] {
            guard let back = outfit["back"] as? [String: Any] else { return [] }
            var found: [String] = []
            let leaving = number(outfit["basisTemperature"]) ?? 0
            let home = number(back["basisTemperature"]) ?? 0
            let carry = (back["carry"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
            if home > leaving {
                let garments = carry.filter { !Self.weatherGear.contains($0) }
                if !garments.isEmpty {
                    found.append(
                        "back: carry \(garments) for a return at \(home) °C, warmer than leaving at \(leaving)")
                }
            }
            guard let note = note("back") else { return found + ["back: JSON back without a back note"] }
            let time = KSTHours.parse(back["time"] as? String) ?? 0
            let hour = KSTHours.hour(of: time)
            if korean {
                let twelve = hour % 12 == 0 ? 12 : hour % 12
                let spoken = hour == 0 ? ["자정", "밤 12시"] : ["\(twelve)시"]
                if !spoken.contains(where: { note.text.contains($0) }) {
                    found.append("back: the return at \(hour):xx is not said as \(spoken): \(note.text)")
                }
            }
            // What the note asks to take is what JSON carries: a warmer way home names gear only.
            let asksToTake = note.text.contains(korean ? "챙기세요" : "take your")
            let takes = carry.contains {
                !["rain-boots", "waterproof-shoes", "non-slip-shoes", "winter-boots"].contains($0)
            }
            if asksToTake && !takes && !note.text.contains(korean ? "한 겹 더" : "extra layer") {
                found.append("back: asks to take something JSON does not carry: \(note.text)")
            }
            if let conditions = back["conditions"] as? [String: Any], let feels = number(conditions["feelsLikeMin"]),
                let said = note.values["feelsLike"], abs(said - feels) > 0.05
            {
                found.append("back: says it feels like \(said) at the return, its conditions say \(feels)")
            }
            return found
        }

        // MARK: Fine dust

        static let dustNames: [(ko: String, en: String)] = [
            ("좋음", "good"), ("보통", "moderate"), ("나쁨", "bad"), ("매우나쁨", "very bad"),
        ]

        func fineDust() -> [String] {
            let items = (outfit["items"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
            let measured = air.flatMap { number($0["grade"]) }.map { Int($0) }
            let forecast = air.flatMap { number($0["forecastGrade"]) }.map { Int($0) }
            let worse = [measured, forecast].compactMap { $0 }.max()
            var found: [String] = []
            let dustMask = worse.map { $0 >= 4 ? "mask-kf94" : $0 >= 3 ? "mask-kf80" : nil } ?? nil
            // One mask is worn, the strongest any reading asks for: a 황사 warning's KF94, pollen's KF80 from 높음.
            let masks = [
                dustMask, alerts.contains { $0["type"] as? String == "yellowDust" } ? "mask-kf94" : nil,
                (pollen.flatMap { number($0["grade"]) } ?? 0) >= 2 ? "mask-kf80" : nil,
            ]
            let mask = masks.compactMap { $0 }.max()
            for id in ["mask-kf80", "mask-kf94"] where items.contains(id) != (mask == id) {
                found.append("masks: item \(id) \(mask == id ? "missing" : "given") for grade \(worse ?? 0)")
            }
            guard let note = note("fine-dust") else {
                return found + (dustMask == nil ? [] : ["fine-dust note missing for grade \(worse ?? 0)"])
            }
            let name = { (grade: Int) in
                korean ? Self.dustNames[grade - 1].ko : Self.dustNames[grade - 1].en
            }
            let lead = korean ? "미세먼지 " : "Fine dust "
            if let measured {
                // The headline is the measurement's grade, the forecast's in parentheses.
                let headline = lead + name(measured) + " —"
                if !note.text.hasPrefix(headline) {
                    found.append("fine-dust: headline is not the measured grade '\(headline)': \(note.text)")
                }
                if let forecast {
                    let said = korean ? "(예보 \(name(forecast)))" : "(forecast \(name(forecast)))"
                    if !note.text.contains(said) { found.append("fine-dust: lacks \(said): \(note.text)") }
                    let byForecast = note.text.contains(korean ? "예보 기준" : "by the forecast")
                    if byForecast != (forecast > measured) {
                        found.append(
                            "fine-dust: the forecast \(byForecast ? "is" : "is not") said to decide: \(note.text)")
                    }
                }
                for (key, label) in [("pm10", "PM10"), ("pm25", "PM2.5")] {
                    if let value = air.flatMap({ number($0[key]) }), !note.text.contains("\(label) \(Int(value))") {
                        found.append("fine-dust: lacks \(label) \(Int(value)): \(note.text)")
                    }
                }
            } else if let forecast {
                let headline = lead + (korean ? "예보 " : "forecast ") + name(forecast)
                if !note.text.hasPrefix(headline) {
                    found.append("fine-dust: a forecast alone must say so ('\(headline)'): \(note.text)")
                }
            } else {
                found.append("fine-dust note without a grade: \(note.text)")
            }
            return found
        }

        // MARK: UV

        func uvNote() -> [String] {
            let max = uv.flatMap { number($0["max"]) }.map { Int($0) }
            guard let note = note("uv") else {
                return (max ?? 0) >= 3 ? ["uv note missing for index \(max!)"] : []
            }
            guard let max, max >= 3 else { return ["uv: note for index \(String(describing: max)): \(note.text)"] }
            let said = korean ? "최고 \(max)" : "up to \(max)"
            return note.text.contains(said) ? [] : ["uv: lacks '\(said)': \(note.text)"]
        }

        // MARK: Wind chill, cold and heat levels, strong wind

        func levels() -> [String] {
            var found: [String] = []
            if let note = note("wind-chill"), let d = note.values["difference"] {
                let differences = hours.filter(\.isWinterMonth).compactMap { h in
                    h.temperature.flatMap { t in h.feelsLike.map { AdviceClaims.rounded(t - $0) } }
                }
                if !differences.contains(where: { abs($0 - d) < 0.05 })
                    || differences.contains(where: { $0 > d + 0.05 })
                {
                    found.append("wind-chill: says \(d) °C colder, the hours say \(differences.max() ?? 0)")
                }
            }
            let winter = hours.filter(\.isWinterMonth).compactMap(\.feelsLike).min()
            let summer = hours.filter { !$0.isWinterMonth }.compactMap(\.feelsLike).max()
            // A 한파 or 폭염 warning in force says the level note's number instead of it; a 강풍 or 태풍 warning the
            // strong-wind note's.
            let coldAlert = note("alert-coldWave")
            let heatAlert = note("alert-heatWave")
            let windAlert = note("alert-strongWind") ?? note("alert-typhoon")
            for (id, range) in [
                ("cold-caution", -10.5 ..< -3.2), ("cold-warning", -15.4 ..< -10.5),
                ("cold-danger", -Double.infinity ..< -15.4),
            ] {
                let due = winter.map { range.contains($0) } ?? false
                if (note(id) ?? (due ? coldAlert : nil) != nil) != due {
                    found.append(
                        "\(id): \(due ? "missing" : "given") for a winter minimum of \(String(describing: winter))")
                }
                if due, let said = coldAlert?.values["feelsLikeMin"], abs(said - winter!) > 0.05 {
                    found.append("alert-coldWave: says \(said) °C, the coldest winter hour is \(winter!)")
                }
            }
            for (id, range) in [("heat-advisory", 33.0..<35.0), ("heat-warning", 35.0..<Double.infinity)] {
                let due = summer.map { range.contains($0) } ?? false
                if (note(id) ?? (due ? heatAlert : nil) != nil) != due {
                    found.append(
                        "\(id): \(due ? "missing" : "given") for a summer maximum of \(String(describing: summer))")
                }
                if due, let said = heatAlert?.values["feelsLikeMax"], abs(said - summer!) > 0.05 {
                    found.append("alert-heatWave: says \(said) °C, the warmest summer hour is \(summer!)")
                }
            }
            let wind = hours.compactMap(\.windSpeed).max()
            if let note = note("strong-wind") ?? windAlert.flatMap({ $0.values["windSpeedMax"] == nil ? nil : $0 }) {
                if let said = note.values["windSpeedMax"], let wind, abs(said - wind) > 0.05 || wind < 9 {
                    found.append("\(note.id): says \(said) m/s, the hours say \(wind)")
                }
            } else if let wind, wind >= 9 {
                found.append("strong-wind missing for \(wind) m/s")
            }
            return found
        }

        // MARK: Warnings and pollen

        /// One `alert-<type>` note per warning in JSON `alerts`, each naming it first, all before the other notes;
        /// `pollen` exactly when the day's highest grade is 높음 or more, naming it.
        func officialWarnings() -> [String] {
            var found: [String] = []
            let types = alerts.compactMap { $0["type"] as? String }
            let alertNotes = notes.filter { $0.id.hasPrefix("alert-") }
            if alertNotes.map(\.id) != types.map({ "alert-" + $0 }) {
                found.append("alerts: notes \(alertNotes.map(\.id)) for warnings \(types)")
            }
            if notes.prefix(alertNotes.count).map(\.id) != alertNotes.map(\.id) {
                found.append("alerts: the warnings' notes do not lead: \(notes.map(\.id))")
            }
            for (alert, note) in zip(alerts, alertNotes) {
                let zone = alert["zoneName"] as? String ?? ""
                if korean, !note.text.contains(" — \(zone), ") {
                    found.append("\(note.id): does not name its zone \(zone) first: \(note.text)")
                }
            }
            let grade = pollen.flatMap { number($0["grade"]) } ?? 0
            let names = [("낮음", "low"), ("보통", "moderate"), ("높음", "high"), ("매우높음", "very high")]
            if let note = note("pollen") {
                let said = korean ? names[Int(grade)].0 : names[Int(grade)].1
                if grade < 2 || !note.text.contains(") \(said)") {
                    found.append("pollen: says '\(note.text)' for grade \(grade)")
                }
            } else if grade >= 2 {
                found.append("pollen note missing for grade \(grade)")
            }
            return found
        }
    }

    static func rounded(_ v: Double) -> Double { (v * 10).rounded() / 10 + 0 }

    /// A JSON number as a Double, whatever Foundation decoded it into.
    static func number(_ any: Any?) -> Double? {
        switch any {
        case let n as Int: Double(n)
        case let d as Double: d
        case let n as NSNumber: n.doubleValue
        default: nil
        }
    }
}

/// KST civil hours as hours since 1970-01-01T00 KST, from the ISO strings the JSON writes.
package enum KSTHours {
    /// `2026-11-30T16:00:00+09:00` → hours; nil for anything else.
    package static func parse(_ text: String?) -> Int? {
        guard let text, text.count >= 13 else { return nil }
        let parts = text.prefix(13).split(whereSeparator: { $0 == "-" || $0 == "T" }).compactMap { Int($0) }
        guard parts.count == 4 else { return nil }
        return days(year: parts[0], month: parts[1], day: parts[2]) * 24 + parts[3]
    }

    /// Days since 1970-01-01 of a civil date (Howard Hinnant's algorithm).
    package static func days(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// (year, month, day) of a day number.
    package static func civil(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }

    static func day(of hours: Int) -> Int { Int((Double(hours) / 24).rounded(.down)) }
    static func hour(of hours: Int) -> Int { hours - day(of: hours) * 24 }
    static func month(of hours: Int) -> Int { civil(day(of: hours)).month }

    static func describe(_ hours: Int) -> String {
        let (_, m, d) = civil(day(of: hours))
        return "\(m)-\(d) \(hour(of: hours))h"
    }
}

/// The hours a `rain-timing` note names, read from its text as a person would.
enum RainTimingText {
    /// What the note says falls, and in which hours (each hour a KSTHours value).
    struct Claim {
        var kind: String
        var hours: Set<Int>
    }

    /// rain, snow, rainOrSnow or shower, as the contract's words for a set of precipitation types.
    static func kind(of types: Set<String>) -> String {
        let rainy: Set<String> = ["rain", "drizzle", "shower"]
        let snowy: Set<String> = ["snow", "snowFlurries"]
        let mixed: Set<String> = ["rainSnow", "drizzleSnowFlurries"]
        if types == ["shower"] { return "shower" }
        if !types.isEmpty && types.isSubset(of: snowy) { return "snow" }
        if !types.isDisjoint(with: mixed) || (!types.isDisjoint(with: rainy) && !types.isDisjoint(with: snowy)) {
            return "rainOrSnow"
        }
        return "rain"
    }

    /// `비는 16시부터 와요`, `눈은 다음 날 2시까지 와요`, `비는 16–19시, 22시–자정에 와요`.
    static func korean(_ text: String, firstDay: Int, windowStart: Int, end: Int) -> Claim? {
        let topics = [("비나 눈은 ", "rainOrSnow"), ("소나기는 ", "shower"), ("비는 ", "rain"), ("눈은 ", "snow")]
        guard let (topic, kind) = topics.first(where: { text.hasPrefix($0.0) }) else { return nil }
        var body = String(text.dropFirst(topic.count))
        if body.hasSuffix("부터 와요") {
            body.removeLast("부터 와요".count)
            guard let from = koreanLabel(body, firstDay: firstDay, windowStart: windowStart) else { return nil }
            return Claim(kind: kind, hours: Set(from..<end))
        }
        if body.hasSuffix("까지 와요") {
            body.removeLast("까지 와요".count)
            guard let until = koreanLabel(body, firstDay: firstDay, windowStart: windowStart) else { return nil }
            return Claim(kind: kind, hours: Set(windowStart..<until))
        }
        guard body.hasSuffix("에 와요") else { return nil }
        body.removeLast("에 와요".count)
        var hours = Set<Int>()
        for range in body.components(separatedBy: ", ") {
            let ends = range.components(separatedBy: "–")
            guard ends.count == 2 else { return nil }
            // `16–19시` shares its day and 시; `22시–다음 날 1시` names both.
            let (fromDay, fromText) = koreanDay(ends[0], firstDay: firstDay, windowStart: windowStart)
            let fromHour = Int(fromText.hasSuffix("시") ? String(fromText.dropLast()) : fromText)
            let (untilDay, untilText) = koreanDay(ends[1], firstDay: fromDay, windowStart: windowStart)
            guard let fromHour, let until = koreanHour(untilText, day: untilDay) else { return nil }
            let from = fromDay * 24 + fromHour
            guard from < until else { return nil }
            hours.formUnion(from..<until)
        }
        return Claim(kind: kind, hours: hours)
    }

    /// `다음 날 2시` → its hour; `자정` is the end of its day.
    static func koreanLabel(_ text: String, firstDay: Int, windowStart: Int) -> Int? {
        let (day, rest) = koreanDay(text, firstDay: firstDay, windowStart: windowStart)
        return koreanHour(rest, day: day)
    }

    static func koreanHour(_ text: String, day: Int) -> Int? {
        if text == "자정" { return (day + 1) * 24 }
        guard text.hasSuffix("시"), let hour = Int(text.dropLast()), (0...23).contains(hour) else { return nil }
        return day * 24 + hour
    }

    /// Splits off a day prefix (`다음 날 `, `12월 2일 `); without one, `firstDay`.
    static func koreanDay(_ text: String, firstDay: Int, windowStart: Int) -> (Int, String) {
        if text.hasPrefix("다음 날 ") { return (KSTHours.day(of: windowStart) + 1, String(text.dropFirst(5))) }
        let words = text.split(separator: " ").map(String.init)
        if words.count == 3, words[0].hasSuffix("월"), words[1].hasSuffix("일"), let m = Int(words[0].dropLast()),
            let d = Int(words[1].dropLast())
        {
            return (dated(month: m, day: d, near: windowStart), words[2])
        }
        return (firstDay, text)
    }

    /// `Rain from 16:00`, `Snow until 02:00 the next day`, `Rain 16:00–19:00 and 22:00–midnight`.
    static func english(_ text: String, firstDay: Int, windowStart: Int, end: Int) -> Claim? {
        let subjects = [("Rain or snow ", "rainOrSnow"), ("Showers ", "shower"), ("Rain ", "rain"), ("Snow ", "snow")]
        guard let (subject, kind) = subjects.first(where: { text.hasPrefix($0.0) }) else { return nil }
        let body = String(text.dropFirst(subject.count))
        if body.hasPrefix("from ") {
            guard let from = englishLabel(String(body.dropFirst(5)), firstDay: firstDay, windowStart: windowStart)
            else { return nil }
            return Claim(kind: kind, hours: Set(from..<end))
        }
        if body.hasPrefix("until ") {
            guard let until = englishLabel(String(body.dropFirst(6)), firstDay: firstDay, windowStart: windowStart)
            else { return nil }
            return Claim(kind: kind, hours: Set(windowStart..<until))
        }
        var hours = Set<Int>()
        let ranges = body.replacingOccurrences(of: " and ", with: ", ").components(separatedBy: ", ")
        for range in ranges {
            let from: Int
            let until: Int
            if range.contains(" to ") {
                let ends = range.components(separatedBy: " to ")
                guard ends.count == 2, let f = englishLabel(ends[0], firstDay: firstDay, windowStart: windowStart),
                    let u = englishLabel(ends[1], firstDay: firstDay, windowStart: windowStart)
                else { return nil }
                (from, until) = (f, u)
            } else {
                // `16:00–19:00 the next day`: one day for both ends.
                let ends = range.components(separatedBy: "–")
                guard ends.count == 2 else { return nil }
                let (day, untilText) = englishDay(ends[1], firstDay: firstDay, windowStart: windowStart)
                guard let f = englishHour(ends[0], day: day), let u = englishHour(untilText, day: day) else {
                    return nil
                }
                (from, until) = (f, u)
            }
            guard from < until else { return nil }
            hours.formUnion(from..<until)
        }
        return Claim(kind: kind, hours: hours)
    }

    static func englishLabel(_ text: String, firstDay: Int, windowStart: Int) -> Int? {
        let (day, rest) = englishDay(text, firstDay: firstDay, windowStart: windowStart)
        return englishHour(rest, day: day)
    }

    /// `16:00`, `midnight` (the end of its day).
    static func englishHour(_ text: String, day: Int) -> Int? {
        if text == "midnight" { return (day + 1) * 24 }
        guard text.count == 5, text.hasSuffix(":00"), let hour = Int(text.prefix(2)), (0...23).contains(hour) else {
            return nil
        }
        return day * 24 + hour
    }

    /// Splits off a day suffix (` the next day`, ` on 12-02`); without one, `firstDay`.
    static func englishDay(_ text: String, firstDay: Int, windowStart: Int) -> (Int, String) {
        if text.hasSuffix(" the next day") {
            return (KSTHours.day(of: windowStart) + 1, String(text.dropLast(" the next day".count)))
        }
        if let range = text.range(of: " on ") {
            let date = text[range.upperBound...].split(separator: "-").compactMap { Int($0) }
            if date.count == 2 {
                return (dated(month: date[0], day: date[1], near: windowStart), String(text[..<range.lowerBound]))
            }
        }
        return (firstDay, text)
    }

    /// The day number of a month and day, in the year that puts it nearest the window.
    static func dated(month: Int, day: Int, near hours: Int) -> Int {
        let year = KSTHours.civil(KSTHours.day(of: hours)).year
        let candidates = [year - 1, year, year + 1].map { KSTHours.days(year: $0, month: month, day: day) }
        let start = KSTHours.day(of: hours)
        return candidates.min { abs($0 - start) < abs($1 - start) }!
    }
}
