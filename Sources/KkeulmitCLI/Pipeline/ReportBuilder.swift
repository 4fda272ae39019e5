import KkeulmitCore

/// Maps the engine's advice (domain) to the plain `AdviceReport` the renderers read.
package enum ReportBuilder {
    /// Dresses the window (with the request's wardrobe, learned offset and return time) and builds the report.
    /// A return hour past the forecast's hourly slots is left out, and a warning says so.
    package static func report(
        conditions: WindowConditions, timeline: ForecastTimeline, rules: OutfitRuleTable, request: AdviceRequest,
        location: ResolvedLocation, base: ForecastBase, stale: AdviceReport.Staleness?
    ) -> AdviceReport {
        var trip: ReturnTrip?
        var warnings: [AdviceReport.Note] = []
        if let back = request.outfit.back {
            let time = OutfitPreferences.returnTime(back, after: conditions.start)
            if let window = try? AdviceWindow(start: time.startOfHour, hours: 1),
                let home = try? WindowConditions(timeline: timeline, window: window)
            {
                trip = ReturnTrip(time: time, conditions: home)
            } else {
                warnings.append(backOutsideForecast(time, timeline: timeline))
            }
        }
        let advice = OutfitEngine.advise(
            conditions: conditions, rules: rules, temperatureOffset: request.temperatureOffset,
            wardrobe: request.outfit.wardrobe, learned: request.outfit.learned, back: trip)
        var report = Self.report(
            advice: advice, location: location, base: base, requestedHours: request.hours, demo: request.demo,
            stale: stale)
        report.warnings += warnings
        if let renamed = location.match?.renamed {
            report.warnings.append(
                AdviceReport.Note(id: "place-renamed", text: .init(ko: renamed.korean, en: renamed.english)))
        }
        return report
    }

    package static func report(
        advice: OutfitAdvice, location: ResolvedLocation, base: ForecastBase, requestedHours: Int, demo: Bool,
        stale: AdviceReport.Staleness?
    ) -> AdviceReport {
        let c = advice.conditions
        let outfit = AdviceReport.Outfit(
            band: advice.band, basisTemperature: advice.basisTemperature,
            temperatureOffset: advice.temperatureOffset, umbrella: advice.umbrella,
            items: advice.items.map { AdviceReport.Item(id: $0.id, label: .init(ko: $0.ko, en: $0.en)) },
            notes: advice.notes.map { note in
                AdviceReport.Note(id: note.id, text: .init(ko: note.ko, en: note.en), values: numbers(note.values))
            },
            layers: advice.outfit.map(layer), learnedOffset: advice.learnedOffset?.value ?? 0,
            back: advice.back.map { back in
                AdviceReport.Back(
                    time: back.time, conditions: conditions(back.conditions), band: back.band,
                    basisTemperature: back.basisTemperature, umbrella: back.umbrella, layers: back.outfit.map(layer),
                    carry: back.carry.map { item($0.pick) }
                        + (back.carryUmbrella ? [item(OutfitEngine.umbrellaItem)] : []))
            })
        let hourly = c.slots.map { slot in
            let f = slot.forecast
            return AdviceReport.Hour(
                time: f.time, temperature: f.temperature, feelsLike: slot.feelsLike,
                precipitationProbability: f.precipitationProbability, precipitationType: f.precipitationType,
                sky: f.sky, precipitationMm: f.precipitationMillimetres, snowCm: f.snowCentimetres,
                humidity: f.humidity, windSpeed: f.windSpeed, source: f.source)
        }
        return AdviceReport(
            demo: demo, stale: stale,
            location: .init(
                nx: location.cell.nx, ny: location.cell.ny, latitude: location.latitude,
                longitude: location.longitude, name: location.name),
            forecastBase: base.time,
            window: .init(start: c.start, hours: c.hours, requestedHours: requestedHours),
            conditions: conditions(c), outfit: outfit, hourly: hourly)
    }

    static func conditions(_ c: WindowConditions) -> AdviceReport.Conditions {
        let firstDay = c.dailyExtremes.first { $0.date == c.start.date }
        return AdviceReport.Conditions(
            temperatureMin: c.temperatureMin, temperatureMax: c.temperatureMax, feelsLikeMin: c.feelsLikeMin,
            feelsLikeMax: c.feelsLikeMax, precipitationProbabilityMax: c.precipitationProbabilityMax,
            precipitationTypes: c.precipitationTypes,
            rainHours: c.slots.filter { $0.isWet }.map(\.time),
            windSpeedMax: c.windSpeedMax, dailyMinimum: firstDay?.minimum, dailyMaximum: firstDay?.maximum)
    }

    private static func layer(_ choice: LayerChoice) -> AdviceReport.Layer {
        AdviceReport.Layer(
            layer: choice.layer.rawValue, pick: item(choice.pick), owned: choice.owned,
            alternatives: choice.alternatives.map(item))
    }

    private static func item(_ garment: OutfitRuleTable.Item) -> AdviceReport.Item {
        AdviceReport.Item(id: garment.id, label: .init(ko: garment.ko, en: garment.en))
    }

    private static func backOutsideForecast(_ time: KSTDateTime, timeline: ForecastTimeline) -> AdviceReport.Note {
        let end = timeline.hourlyEnd
        let koEnd = end.map { " (\(TimeText.day($0.date, .ko)) \($0.hour)시까지)" } ?? ""
        let enEnd = end.map { " (it ends \(TimeText.day($0.date, .en)) \(TimeText.hour($0.hour, .en)))" } ?? ""
        return AdviceReport.Note(
            id: "back-outside-forecast",
            text: .init(
                ko: "돌아오는 시간(\(TimeText.day(time.date, .ko)) \(time.clock))은 시간별 예보 밖이라 볼 수 없어요" + koEnd,
                en: "Coming back at \(time.clock) on \(TimeText.day(time.date, .en)) is past the hourly forecast"
                    + enEnd))
    }

    private static func numbers(_ facts: [AdviceFact]) -> [String: Double] {
        var out: [String: Double] = [:]
        for fact in facts {
            if case .number(let v) = fact.value { out[fact.name] = v }
        }
        return out
    }
}
