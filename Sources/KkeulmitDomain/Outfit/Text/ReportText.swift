/// The lines of an advice report beyond the notes, in both languages: banners, the current hour, the outfit
/// headline, the line of numbers, where and when, the comparison with the day before, the sources that failed and
/// the warnings. The renderers (text, one line, waybar, templates) lay them out and choose the language.
package enum ReportText {
    package static let demoBanner = LocalizedText(
        ko: "예시 데이터입니다 — 실제 예보가 아닙니다", en: "SAMPLE DATA — not a real forecast")

    package static let demoTag = LocalizedText(ko: "[예시]", en: "[SAMPLE]")
    package static let staleTag = LocalizedText(ko: "[지난 예보]", en: "[STALE]")

    package static func staleBanner(ageMinutes: Int) -> LocalizedText {
        let age = self.age(minutes: ageMinutes)
        return LocalizedText(
            ko: "지난 예보입니다 — 기상청 응답이 없어 \(age.ko) 전에 받은 예보를 썼습니다",
            en: "STALE — KMA failed, so this uses a forecast fetched \(age.en) ago")
    }

    /// `1시간 35분` / `1 h 35 min`.
    package static func age(minutes: Int) -> LocalizedText {
        let (h, m) = (minutes / 60, minutes % 60)
        return LocalizedText(
            ko: h == 0 ? "\(m)분" : (m == 0 ? "\(h)시간" : "\(h)시간 \(m)분"),
            en: h == 0 ? "\(m) min" : (m == 0 ? "\(h) h" : "\(h) h \(m) min"))
    }

    /// `지금 -2.4°C (체감 -6.9°C)`: the observed current hour; nil without a temperature.
    package static func current(_ slot: WindowSlot) -> LocalizedText? {
        guard let t = slot.forecast.temperature.map(NumberText.compact) else { return nil }
        let feels = slot.feelsLike.map(NumberText.compact)
        return LocalizedText(
            ko: "지금 \(t)°C" + (feels.map { " (체감 \($0)°C)" } ?? ""),
            en: "Now \(t)°C" + (feels.map { " (feels \($0)°C)" } ?? ""))
    }

    /// `패딩(또는 두꺼운 코트·누빔 옷) + 니트 + 기모바지 + 목도리 + 운동화`: one garment per layer, each with at
    /// most two of the garments that could stand in for it, so that a coat is never offered stockings instead.
    package static func outfit(_ layers: [LayerChoice]) -> LocalizedText {
        return LocalizedText { lang in
            layers.map { layer in
                let name = layer.pick.label(in: lang)
                let others = layer.alternatives.prefix(2).map { $0.label(in: lang) }
                guard !others.isEmpty else { return name }
                return lang == .ko
                    ? name + "(또는 " + others.joined(separator: "·") + ")"
                    : name + " (or " + others.joined(separator: ", ") + ")"
            }.joined(separator: " + ")
        }
    }

    /// `패딩 + … · 우산 필요` / `Wear: … · take an umbrella`.
    package static func headline(_ advice: OutfitAdvice) -> LocalizedText {
        let outfit = outfit(advice.outfit)
        let umbrella = advice.umbrella
        return LocalizedText(
            ko: (outfit.ko.isEmpty ? "" : outfit.ko + " · ") + (umbrella ? "우산 필요" : "우산 필요 없음"),
            en: (outfit.en.isEmpty ? "" : "Wear: " + outfit.en + " · ")
                + (umbrella ? "take an umbrella" : "no umbrella needed"))
    }

    /// `롱패딩 + 니트 + 기모바지 외 6개` / `long padded coat + knit + fleece-lined pants + 6 more`: the outer layer, top
    /// and bottom and the gear rain, dust or sun call for, the rest counted, as the one-line format says an outfit.
    package static func outfitShort(_ outfit: [LayerChoice]) -> LocalizedText {
        let named = outfit.filter { [.outer, .top, .bottom].contains($0.layer) || $0.isWeatherGear }
        let rest = outfit.count - named.count
        return LocalizedText(
            ko: named.picksText(in: .ko) + (rest > 0 ? " 외 \(rest)개" : ""),
            en: named.picksText(in: .en) + (rest > 0 ? " + \(rest) more" : ""))
    }

    /// The `--verbose` line on ISO 11079: `insulation: coldest hour 2026-11-30T07:00:00+09:00 at -2.7 °C, wind
    /// 3.5 m/s at body height, 54 %, 2.3 met walking 1 m/s, p 50: outfit 2.02 clo, required 2.46 (neutral 2.98),
    /// limit 110 min`.
    package static func insulationDiagnostics(_ insulation: OutfitInsulation?) -> String {
        guard let i = insulation else { return "insulation: the coldest hour is warmer than 10 °C (no ISO 11079)" }
        let c = i.conditions
        let n = { (v: Double) in NumberText.compact(v) }
        let clo = { (v: Double) in NumberText.format(v, places: 2, fixed: true) }
        let humidity = c.humidity.isNaN ? "humidity unknown" : "\(n(c.humidity)) %"
        let required = i.requiredClo.map {
            "required \(clo($0))" + (i.neutralClo.map { " (neutral \(clo($0)))" } ?? "")
        }
        return "insulation: coldest hour \(i.coldestHour.iso8601) at \(n(c.airTemperature)) °C, wind "
            + "\(n(c.airVelocity)) m/s at body height, \(humidity), \(n(c.metabolicRate / ColdStress.met)) met walking "
            + "\(n(c.walkingSpeed)) m/s, p \(n(c.permeability)): outfit \(clo(i.clo)) clo, "
            + (required ?? "outside ISO 11079's limits") + (i.limitMinutes.map { ", limit \($0) min" } ?? "")
    }

    /// `우산 필요` / `umbrella`, as the one-line format ends.
    package static func umbrellaShort(_ umbrella: Bool) -> LocalizedText {
        umbrella ? LocalizedText(ko: "우산 필요", en: "umbrella") : LocalizedText(ko: "우산 필요 없음", en: "no umbrella")
    }

    /// `체감 -8.1~1.2°C`: the feels-like span of the window (the numbers line's, the chart's title).
    package static func feelsLike(_ span: String) -> LocalizedText {
        LocalizedText(ko: "체감 \(span)°C", en: "feels like \(span)°C")
    }

    /// `강수확률 최대 60%`.
    package static func rainChance(_ percent: Int) -> LocalizedText {
        LocalizedText(ko: "강수확률 최대 \(percent)%", en: "rain chance up to \(percent)%")
    }

    /// `체감 -8.1~1.2°C · 기온 -3~4°C · 강수확률 최대 10% · 비·눈 소식 없음 · 바람 최대 5.0m/s`.
    package static func numbers(_ c: WindowConditions) -> LocalizedText {
        return LocalizedText { lang in
            var parts: [String] = []
            let feels = span(c.feelsLikeMin, c.feelsLikeMax, fixed: true, lang)
            parts.append(feelsLike(feels).in(lang))
            let air = span(c.temperatureMin, c.temperatureMax, fixed: false, lang)
            parts.append(lang == .ko ? "기온 \(air)°C" : "air \(air)°C")
            if let pop = c.precipitationProbabilityMax {
                parts.append(rainChance(pop).in(lang))
            }
            let wet = c.slots.filter(\.isWet).map(\.time)
            if wet.isEmpty {
                parts.append(lang == .ko ? "비·눈 소식 없음" : "no rain or snow expected")
            } else {
                parts.append(
                    precipitationWord(c.precipitationTypes, lang) + " " + ClockText.runs(wet, from: c.start, lang))
            }
            if let wind = c.windSpeedMax {
                let n = NumberText.format(wind, places: 1, fixed: true)
                parts.append(lang == .ko ? "바람 최대 \(n)m/s" : "wind up to \(n) m/s")
            }
            let sentence = parts.joined(separator: " · ")
            return lang == .en ? sentence.prefix(1).uppercased() + sentence.dropFirst() : sentence
        }
    }

    /// `-8.1~1.2` / `-8.1 to 1.2`, one value when both ends agree.
    package static func span(_ low: Double, _ high: Double, fixed: Bool, _ lang: Language) -> String {
        let (x, y) = (NumberText.format(low, places: 1, fixed: fixed), NumberText.format(high, places: 1, fixed: fixed))
        return x == y ? x : x + (lang == .ko ? "~" : " to ") + y
    }

    /// `-8~1` / `-8 to 1`: a feels-like span in whole degrees, one number when both ends round alike.
    package static func wholeSpan(_ low: Double, _ high: Double) -> LocalizedText {
        let (x, y) = (NumberText.whole(low), NumberText.whole(high))
        return x == y ? LocalizedText(ko: x, en: x) : LocalizedText(ko: x + "~" + y, en: x + " to " + y)
    }

    /// `체감 -8~1°C` / `feels -8 to 1°C`, as the one-line format says it.
    package static func feelsShort(_ c: WindowConditions) -> LocalizedText {
        let span = wholeSpan(c.feelsLikeMin, c.feelsLikeMax)
        return LocalizedText(ko: "체감 \(span.ko)°C", en: "feels \(span.en)°C")
    }

    /// 비, 눈 or 비·눈 for a window's precipitation types.
    package static func precipitationWord(_ types: [PrecipitationType], _ lang: Language) -> String {
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

    /// `서울특별시 종로구 (격자 60,127) · 11월 30일 07–19시 (12시간) · 11월 30일 05시 발표`.
    package static func whereAndWhen(
        name: String?, cell: GridCell, start: KSTDateTime, hours: Int, base: KSTDateTime
    ) -> LocalizedText {
        return LocalizedText { lang in
            let grid = "\(cell.nx),\(cell.ny)"
            let place =
                // English names places in the Revised Romanization: Jongno-gu, Seoul.
                name.map {
                    "\(lang == .ko ? $0 : Romanization.displayName($0)) (\(lang == .ko ? "격자" : "grid") \(grid))"
                }
                ?? (lang == .ko ? "격자 \(grid)" : "grid \(grid)")
            let window =
                ClockText.range(start, start.adding(hours: hours), lang, withDate: true)
                + (lang == .ko ? " (\(hours)시간)" : " (\(hours) h)")
            let issued =
                lang == .ko
                ? ClockText.day(base.date, lang) + " " + ClockText.hour(base.hour, lang) + "시 발표"
                : "issued " + ClockText.day(base.date, lang) + " " + ClockText.hour(base.hour, lang)
            return [place, window, issued].joined(separator: " · ")
        }
    }

    /// `tomorrow` (against today): `오늘보다 3도 낮아요 (오늘 2~9°C → -1~6°C)`; `now` (against the same hours yesterday): `어제 이
    /// 시간보다 3도 낮아요 (어제 2~9°C → -1~6°C)`. `short`: the one-line form (`오늘보다 3도 낮음` / `3°C colder`).
    package static func comparison(
        againstToday: Bool, verdict: TomorrowComparison.Verdict, meanChange: Double, before: (Double, Double),
        after: (Double, Double),
        short: Bool = false
    ) -> LocalizedText {
        let degrees = NumberText.whole(abs(meanChange))
        let day = againstToday ? LocalizedText(ko: "오늘", en: "today") : LocalizedText(ko: "어제", en: "yesterday")
        let than = againstToday ? day : LocalizedText(ko: "어제 이 시간", en: "this time yesterday")
        if short {
            switch verdict {
            case .colder: return LocalizedText(ko: "\(than.ko)보다 \(degrees)도 낮음", en: "\(degrees)°C colder")
            case .warmer: return LocalizedText(ko: "\(than.ko)보다 \(degrees)도 높음", en: "\(degrees)°C warmer")
            case .similar: return LocalizedText(ko: "\(than.ko)과 비슷", en: "like \(day.en)")
            }
        }
        let verdictText: LocalizedText =
            switch verdict {
            case .colder:
                LocalizedText(ko: "\(than.ko)보다 \(degrees)도 낮아요", en: "\(degrees) °C colder than \(than.en)")
            case .warmer:
                LocalizedText(ko: "\(than.ko)보다 \(degrees)도 높아요", en: "\(degrees) °C warmer than \(than.en)")
            case .similar: LocalizedText(ko: "\(than.ko)과 비슷해요", en: "about as warm as \(than.en)")
            }
        let spans = { (lang: Language) in
            " (\(day.in(lang)) " + span(before.0, before.1, fixed: false, lang) + "°C → "
                + span(after.0, after.1, fixed: false, lang) + "°C)"
        }
        return LocalizedText(ko: verdictText.ko + spans(.ko), en: verdictText.en + spans(.en))
    }

    /// One short line for an optional source that failed (`미세먼지: 서비스 키가 에어코리아에 등록되지 않았어요 — kkeulmit doctor`); nil for
    /// the required source and for every other status. `names` is the source's declaration's.
    package static func sourceFailure(_ names: SourceNames?, _ status: SourceStatus) -> LocalizedText? {
        guard let names else { return nil }
        let (name, service) = (names.source, names.service)
        switch status {
        case .notRegistered:
            return LocalizedText(
                ko: "\(name.ko): 서비스 키가 \(service.map { $0.ko + "에 " } ?? "")등록되지 않았어요 — kkeulmit doctor",
                en: "\(name.en): the service key is not registered for \(service?.en ?? "it") — kkeulmit doctor")
        case .unavailable:
            return LocalizedText(ko: "\(name.ko): 응답이 없어 빼고 알려드려요", en: "\(name.en): unavailable, left out")
        default:
            return nil
        }
    }

    /// Warning `back-outside-forecast`: the return time lies past the hourly forecast.
    package static func backOutsideForecast(_ time: KSTDateTime, hourlyEnd end: KSTDateTime?) -> LocalizedText {
        let koEnd = end.map { " (\(ClockText.day($0.date, .ko)) \($0.hour)시까지)" } ?? ""
        let enEnd = end.map { " (it ends \(ClockText.day($0.date, .en)) \(ClockText.hour($0.hour, .en)))" } ?? ""
        return LocalizedText(
            ko: "돌아오는 시간(\(ClockText.day(time.date, .ko)) \(time.clock))은 시간별 예보 밖이라 볼 수 없어요" + koEnd,
            en: "Coming back at \(time.clock) on \(ClockText.day(time.date, .en)) is past the hourly forecast" + enEnd)
    }

    /// Warning `demo-place`: `--demo` was given a location, and the sample is for another place.
    package static func demoPlace(_ sample: LocalizedText) -> LocalizedText {
        LocalizedText(
            ko: "예시 데이터는 \(sample.ko)의 예보예요 — 지정한 위치의 예보가 아니에요",
            en: "The sample is for \(sample.en), not the location you gave")
    }
}
