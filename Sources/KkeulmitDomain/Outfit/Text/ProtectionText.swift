/// The sentences of the fine-dust and UV notes.
enum ProtectionText {
    /// `미세먼지 나쁨 — 종로구 측정소 7시 PM10 88·PM2.5 41㎍/㎥ (예보 보통): KF80 마스크 챙기세요`. The headline is the measured grade whenever
    /// there is a measurement (the forecast's in parentheses); when the forecast's worse grade decided, the mask is
    /// said to be the forecast's; without a measurement the headline says it is a forecast (`미세먼지 예보 나쁨`).
    static func fineDust(_ air: AirQualityReading, items: [OutfitRuleTable.Item], start: KSTDateTime) -> LocalizedText {
        var ko: String
        var en: String
        if let measured = air.grade, let station = air.station, let time = air.time {
            let at = ClockText.measured(time, from: start)
            let pm = [air.pm10.map { ("PM10", $0) }, air.pm25.map { ("PM2.5", $0) }].compactMap { $0 }
            ko =
                "미세먼지 \(measured.koreanName) — \(station) 측정소 \(at.ko) "
                + pm.map { "\($0.0) \($0.1)" }.joined(separator: "·") + "㎍/㎥"
            en =
                "Fine dust \(measured.englishName) — station \(Romanization.displayName(station)) at \(at.en): "
                + pm.map { "\($0.0) \($0.1)" }.joined(separator: ", ") + " µg/m³"
            if let forecast = air.forecastGrade {
                ko += " (예보 \(forecast.koreanName))"
                en += " (forecast \(forecast.englishName))"
            }
        } else {
            let forecast = air.forecastGrade ?? .good
            ko = "미세먼지 예보 \(forecast.koreanName)"
            en = "Fine dust forecast \(forecast.englishName)"
        }
        let byForecast = air.grade.map { measured in (air.forecastGrade ?? measured) > measured } ?? false
        let take = (items.map(\.ko).joined(separator: ", "), items.map(\.en).joined(separator: ", "))
        return LocalizedText(
            ko: ko + (byForecast ? ": 예보 기준으로 \(take.0) 챙기세요" : ": \(take.0) 챙기세요"),
            en: en + (byForecast ? ": by the forecast, take a \(take.1)" : ": take a \(take.1)"))
    }

    /// `자외선 보통 (최고 4, 12시): 선크림 챙기세요`.
    static func uv(_ uv: UVReading, items: [OutfitRuleTable.Item], start: KSTDateTime) -> LocalizedText {
        let at = ClockText.measured(uv.maxAt, from: start)
        return LocalizedText(
            ko: "자외선 \(uv.grade.koreanName) (최고 \(uv.max), \(at.ko)): \(items.map(\.ko).joined(separator: ", ")) 챙기세요",
            en:
                "UV \(uv.grade.englishName) (up to \(uv.max) at \(at.en)): take \(items.map(\.en).joined(separator: ", "))"
        )
    }
}
