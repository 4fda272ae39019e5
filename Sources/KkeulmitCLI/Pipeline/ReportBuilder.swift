import KkeulmitCore

/// Maps the engine's advice (domain) to the plain `AdviceReport` the renderers read.
package enum ReportBuilder {
    package static func report(
        advice: OutfitAdvice, location: ResolvedLocation, base: ForecastBase, requestedHours: Int, demo: Bool,
        stale: AdviceReport.Staleness?
    ) -> AdviceReport {
        let c = advice.conditions
        let firstDay = c.dailyExtremes.first { $0.date == c.start.date }
        let conditions = AdviceReport.Conditions(
            temperatureMin: c.temperatureMin, temperatureMax: c.temperatureMax, feelsLikeMin: c.feelsLikeMin,
            feelsLikeMax: c.feelsLikeMax, precipitationProbabilityMax: c.precipitationProbabilityMax,
            precipitationTypes: c.precipitationTypes,
            rainHours: c.slots.filter { $0.isWet }.map(\.time),
            windSpeedMax: c.windSpeedMax, dailyMinimum: firstDay?.minimum, dailyMaximum: firstDay?.maximum)
        let outfit = AdviceReport.Outfit(
            band: advice.band, basisTemperature: advice.basisTemperature,
            temperatureOffset: advice.temperatureOffset, umbrella: advice.umbrella,
            items: advice.items.map { AdviceReport.Item(id: $0.id, label: .init(ko: $0.ko, en: $0.en)) },
            notes: advice.notes.map { note in
                AdviceReport.Note(id: note.id, text: .init(ko: note.ko, en: note.en), values: numbers(note.values))
            })
        let hourly = c.slots.map { slot in
            let f = slot.forecast
            return AdviceReport.Hour(
                time: f.time, temperature: f.temperature, feelsLike: slot.feelsLike,
                precipitationProbability: f.precipitationProbability, precipitationType: f.precipitationType,
                sky: f.sky, precipitationMm: f.precipitationMillimetres, snowCm: f.snowCentimetres,
                humidity: f.humidity, windSpeed: f.windSpeed)
        }
        return AdviceReport(
            demo: demo, stale: stale,
            location: .init(
                nx: location.cell.nx, ny: location.cell.ny, latitude: location.latitude,
                longitude: location.longitude, name: location.name),
            forecastBase: base.time,
            window: .init(start: c.start, hours: c.hours, requestedHours: requestedHours),
            conditions: conditions, outfit: outfit, hourly: hourly)
    }

    private static func numbers(_ facts: [AdviceFact]) -> [String: Double] {
        var out: [String: Double] = [:]
        for fact in facts {
            if case .number(let v) = fact.value { out[fact.name] = v }
        }
        return out
    }
}
