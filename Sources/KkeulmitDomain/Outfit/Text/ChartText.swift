/// The chart's words (`--chart`): its row labels, the legend of its symbols and its title, in both languages. The
/// title says the window's peaks as the report's numbers line says them (`ReportText`).
package enum ChartText {
    package static let sky = LocalizedText(ko: "날씨", en: "sky")
    package static let feels = LocalizedText(ko: "체감", en: "feels")
    package static let rainChance = LocalizedText(ko: "강수%", en: "rain%")
    /// The hours you are out (`--back`, a schedule).
    package static let out = LocalizedText(ko: "외출", en: "out")

    /// The legend's words for the weather symbols.
    package static let clear = LocalizedText(ko: "맑음", en: "clear")
    package static let clearNight = LocalizedText(ko: "맑은 밤", en: "clear night")
    package static let mostlyCloudy = LocalizedText(ko: "구름많음", en: "mostly cloudy")
    package static let overcast = LocalizedText(ko: "흐림", en: "overcast")
    package static let rain = LocalizedText(ko: "비", en: "rain")
    package static let snow = LocalizedText(ko: "눈", en: "snow")
    package static let rainAndSnow = LocalizedText(ko: "비·눈", en: "rain and snow")

    /// `최대 3mm`: the largest hourly amount.
    package static func rainAmount(_ mm: Double) -> LocalizedText {
        let n = NumberText.compact(mm)
        return LocalizedText(ko: "최대 \(n)mm", en: "up to \(n) mm")
    }

    /// `적설 최대 1cm`: the largest hourly new snow.
    package static func snowAmount(_ cm: Double) -> LocalizedText {
        let n = NumberText.compact(cm)
        return LocalizedText(ko: "적설 최대 \(n)cm", en: "new snow up to \(n) cm")
    }
}
