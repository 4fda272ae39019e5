/// The summer notes' sentences and the `--verbose` line for the hottest hour. UTCI is always named as such
/// (체감 더위 지수(UTCI)), so that it is never read as KMA's 체감온도, the feels-like the other notes give: the two
/// differ by up to 10 °C in the sun (`reference/heat-stress.md` §5.1).
package enum HeatText {
    /// `heat-water`: the water to carry for an hour's walk, the sweat it replaces, and the hour it was worked out for.
    static func water(millilitres: Int, utci: Double, at hour: ClockLabel) -> LocalizedText {
        let u = NumberText.compact(utci)
        return LocalizedText(
            ko: "한 시간에 물 \(millilitres)mL쯤 챙기세요 — 땀으로 그만큼 나가요 "
                + "(가장 더운 \(hour.text(.ko)), 체감 더위 지수(UTCI) \(u)°C 기준)",
            en: "Take about \(millilitres) mL of water for each hour out: you sweat about that much "
                + "(at \(hour.text(.en)), the hottest hour, UTCI \(u) °C)")
    }

    /// `heat-limit`: how long walking in the hottest hour stays within ISO 7933's limits. `minutes` is at least 1
    /// (the simulation's first minute), so it reads as `ReportText.age` says it.
    static func limit(minutes: Int) -> LocalizedText {
        let span = ReportText.age(minutes: minutes)
        return LocalizedText(
            ko: "이 더위에 계속 걸으면 \(span.ko)쯤이 한계예요 — 그늘에서 쉬어 가세요",
            en: "Walking on in this heat, about \(span.en) is the limit: rest in the shade on the way")
    }

    /// `parasol`: the direct sun at the hottest hour, which a parasol shades; light colours reflect it.
    static func parasol(at hour: ClockLabel) -> LocalizedText {
        LocalizedText(
            ko: "\(hour.text(.ko))쯤 햇볕이 강해요 — 양산을 쓰면 햇볕 아래보다 훨씬 덜 더워요. 옷은 밝은 색으로 입으세요",
            en: "Strong sun around \(hour.text(.en)): a parasol makes it far less hot than in the open sun. "
                + "Wear light colours")
    }

    /// The `--verbose` line: the hottest hour's inputs to ISO 7933 and what it said, as
    /// `ReportText.insulationDiagnostics` does for the coldest hour.
    package static func diagnostics(_ heat: OutfitHeat?, hours: [HeatHour?]) -> String {
        guard let h = heat else {
            let hot = OutfitHeat.hottest(hours).flatMap { hours[$0]?.utci }
            return "heat: "
                + (hot.map { "hottest UTCI \(NumberText.compact($0.temperature)) °C, outside ISO 7933's limits" }
                    ?? "no UTCI for any hour")
        }
        let n = { (v: Double) in NumberText.compact(v) }
        let c = h.conditions
        let a = h.assessment
        return
            "heat: hottest hour \(h.hour.iso8601) at tdb \(n(h.temperature)) °C, tr \(n(h.meanRadiantTemperature)) °C "
            + "(sun \(n(h.altitude))°), v \(NumberText.format(c.airVelocity, places: 2, fixed: true)) m/s at body "
            + "height, rh \(n(h.humidity)) %, clo \(NumberText.format(h.clo, places: 2, fixed: true)), "
            + "\(n(c.metabolicRate / HeatStrainConditions.met)) met walking \(n(c.walkingSpeed)) m/s: UTCI \(n(h.utci)) "
            + "°C (\(h.utciCategory.rawValue)), sweat \(h.sweatMillilitresPerHour) g/h, water "
            + "\(h.waterMillilitresPerHour) mL/h, t_re \(NumberText.format(a.rectalTemperatureAfterHour, places: 2, fixed: true)) "
            + "°C after 1 h, limits loss \(Int(a.lossLimitMinutes)) / t_re \(Int(a.rectalLimitMinutes)) min"
    }
}
