import KkeulmitCLI
import KkeulmitCore

/// Reports of any length for the chart's snapshots: a deterministic day of cold mornings, a clouding afternoon
/// and an evening of rain turning to snow, repeated.
enum ChartSamples {
    static let start = KSTDateTime(year: 2026, month: 11, day: 30, hour: 7)

    static func report(hours: Int, back: Int? = nil) -> AdviceReport {
        var report = ReportSamples.coldMorning
        report.hourly = (0..<hours).map { i in
            let t = start.adding(hours: i)
            let swing = [0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 4, 5, 7, 8, 9, 9, 8, 6, 4, 3, 2, 1, 1, 0][t.hour]
            let wet = (17...21).contains(t.hour)
            let type: PrecipitationType = !wet ? .none : (t.hour < 19 ? .rain : (t.hour == 19 ? .rainSnow : .snow))
            return AdviceReport.Hour(
                time: t, temperature: Double(swing - 3), feelsLike: Double(swing) * 1.1 - 8.1,
                precipitationProbability: wet ? 60 + (t.hour - 17) * 10 : (t.hour > 12 ? 30 : 0),
                precipitationType: type, sky: t.hour < 11 ? .clear : (t.hour < 15 ? .mostlyCloudy : .overcast),
                precipitationMm: wet && t.hour < 20 ? Double(t.hour - 16) * 2.5 : 0, snowCm: t.hour > 19 ? 1 : 0,
                humidity: 60, windSpeed: 3)
        }
        report.window = .init(start: start, hours: hours)
        if let back {
            report.outfit.back = .init(
                time: start.adding(hours: back), conditions: report.conditions, band: 8, basisTemperature: -8,
                umbrella: true, layers: [], carry: [])
        }
        return report
    }
}
