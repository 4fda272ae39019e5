import KkeulmitCore

/// Folds the exposure sources into a report: JSON `air` and `uv`, the statuses of `sources`, and what the rule
/// table's protection steps add (items `mask-kf80`/`mask-kf94`, `sunscreen`, `hat`, `sunglasses`; notes
/// `fine-dust` and `uv`, which name the numbers behind them).
enum ExposureAdvice {
    static func apply(_ sources: ExposureSources, to report: inout AdviceReport, rules: OutfitRuleTable) {
        for (id, status, issued) in [
            (SourceID.airQuality, sources.airQuality.status, sources.airQuality.issued),
            (.dustForecast, sources.dustForecast.status, sources.dustForecast.issued),
            (.uvIndex, sources.uvIndex.status, sources.uvIndex.issued),
        ] {
            guard let index = report.sources.firstIndex(where: { $0.id == id }) else { continue }
            report.sources[index] = .init(id: id, status: status, issued: issued)
        }
        report.location.areaNo = sources.areaNo
        let start = report.window.start
        let forecastGrade = sources.place.flatMap { place in
            sources.dustForecast.value?.fineDustGrade(on: start.date, in: place.regions)
        }
        report.air = AirQualityReading(measurement: sources.airQuality.value, forecastGrade: forecastGrade)
        report.uv = sources.uvIndex.value.flatMap { UVReading(forecast: $0, from: start, hours: report.window.hours) }

        let protection = rules.effectiveProtection
        if let air = report.air {
            let grade = DustGrade.worse(air.grade, air.forecastGrade)
            let items = protection.items(dustGrade: grade?.rawValue)
            if let grade, !items.isEmpty {
                add(items, to: &report)
                report.outfit.notes.append(fineDustNote(air, grade: grade, items: items, start: start))
            }
        }
        if let uv = report.uv {
            let items = protection.items(uvIndex: uv.max)
            if !items.isEmpty {
                add(items, to: &report)
                report.outfit.notes.append(uvNote(uv, items: items, start: start))
            }
        }
    }

    private static func add(_ items: [OutfitRuleTable.Item], to report: inout AdviceReport) {
        for item in items where !report.outfit.items.contains(where: { $0.id == item.id }) {
            report.outfit.items.append(.init(id: item.id, label: .init(ko: item.ko, en: item.en)))
        }
    }

    private static func labels(_ items: [OutfitRuleTable.Item]) -> (ko: String, en: String) {
        (items.map(\.ko).joined(separator: ", "), items.map(\.en).joined(separator: ", "))
    }

    /// `미세먼지 나쁨 — 종로구 측정소 7시 PM10 88·PM2.5 41㎍/㎥ (예보 보통): KF80 마스크 챙기세요`. The headline
    /// grade is the measured one whenever there is a measurement (the forecast's in parentheses); when the forecast
    /// is worse, the mask is said to be the forecast's; without a measurement the headline says it is a forecast
    /// (`미세먼지 예보 나쁨`).
    static func fineDustNote(
        _ air: AirQualityReading, grade: DustGrade, items: [OutfitRuleTable.Item], start: KSTDateTime
    ) -> AdviceReport.Note {
        var ko: String
        var en: String
        var values: [String: Double] = ["grade": Double(grade.rawValue)]
        if let measured = air.grade, let station = air.station, let time = air.time {
            let pm = [air.pm10.map { ("PM10", $0) }, air.pm25.map { ("PM2.5", $0) }].compactMap { $0 }
            ko =
                "미세먼지 \(measured.koreanName) — \(station) 측정소 \(clockKo(time, from: start)) "
                + pm.map { "\($0.0) \($0.1)" }.joined(separator: "·") + "㎍/㎥"
            en =
                "Fine dust \(measured.englishName) — station \(station) at \(clockEn(time, from: start)): "
                + pm.map { "\($0.0) \($0.1)" }.joined(separator: ", ") + " µg/m³"
            values["measuredGrade"] = Double(measured.rawValue)
            if let pm10 = air.pm10 { values["pm10"] = Double(pm10) }
            if let pm25 = air.pm25 { values["pm25"] = Double(pm25) }
            if let forecast = air.forecastGrade {
                ko += " (예보 \(forecast.koreanName))"
                en += " (forecast \(forecast.englishName))"
            }
        } else {
            let forecast = air.forecastGrade ?? grade
            ko = "미세먼지 예보 \(forecast.koreanName)"
            en = "Fine dust forecast \(forecast.englishName)"
        }
        if let forecast = air.forecastGrade { values["forecastGrade"] = Double(forecast.rawValue) }
        let byForecast = air.grade.map { measured in (air.forecastGrade ?? measured) > measured } ?? false
        let take = labels(items)
        ko += byForecast ? ": 예보 기준으로 \(take.ko) 챙기세요" : ": \(take.ko) 챙기세요"
        en += byForecast ? ": by the forecast, take a \(take.en)" : ": take a \(take.en)"
        return AdviceReport.Note(id: "fine-dust", text: .init(ko: ko, en: en), values: values)
    }

    /// `자외선 보통 (최고 4, 12시): 선크림 챙기세요`.
    static func uvNote(_ uv: UVReading, items: [OutfitRuleTable.Item], start: KSTDateTime) -> AdviceReport.Note {
        let take = labels(items)
        return AdviceReport.Note(
            id: "uv",
            text: .init(
                ko: "자외선 \(uv.grade.koreanName) (최고 \(uv.max), \(clockKo(uv.maxAt, from: start))): \(take.ko) 챙기세요",
                en: "UV \(uv.grade.englishName) (up to \(uv.max) at \(clockEn(uv.maxAt, from: start))): take \(take.en)"
            ),
            values: ["max": Double(uv.max), "hour": Double(uv.maxAt.hour)])
    }

    private static func clockKo(_ time: KSTDateTime, from start: KSTDateTime) -> String {
        (time.date == start.date ? "" : "\(time.date.month)월 \(time.date.day)일 ") + "\(time.hour)시"
    }

    private static func clockEn(_ time: KSTDateTime, from start: KSTDateTime) -> String {
        let clock = pad2(time.hour) + ":" + pad2(time.minute)
        return time.date == start.date ? clock : "\(clock) on \(pad2(time.date.month))-\(pad2(time.date.day))"
    }

    private static func pad2(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
