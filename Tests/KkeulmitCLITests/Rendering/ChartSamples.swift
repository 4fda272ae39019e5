import KkeulmitCore

@testable import KkeulmitCLI

/// Reports of any length for the chart's snapshots: a deterministic day of cold mornings, a clouding afternoon
/// and an evening of rain turning to snow, repeated. The air is calm, so each hour feels like its temperature.
enum ChartSamples {
    static let start = KSTDateTime(year: 2026, month: 11, day: 30, hour: 7)

    static func report(hours: Int, back: Int? = nil, start: KSTDateTime = start) -> AdviceReport {
        let slots = ReportSamples.hours(from: start, count: hours) { i, slot in
            let t = start.adding(hours: i)
            let swing = [0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 4, 5, 7, 8, 9, 9, 8, 6, 4, 3, 2, 1, 1, 0][t.hour]
            let wet = (17...21).contains(t.hour)
            slot.temperature = Double(swing) * 1.1 - 8.1
            slot.windSpeed = 0.5
            slot.humidity = 60
            slot.precipitationProbability = wet ? 60 + (t.hour - 17) * 10 : (t.hour > 12 ? 30 : 0)
            slot.precipitationType = !wet ? .none : (t.hour < 19 ? .rain : (t.hour == 19 ? .rainSnow : .snow))
            slot.sky = t.hour < 11 ? .clear : (t.hour < 15 ? .mostlyCloudy : .overcast)
            slot.precipitationMillimetres = wet && t.hour < 20 ? Double(t.hour - 16) * 2.5 : 0
            slot.snowCentimetres = t.hour > 19 ? 1 : 0
        }
        let home = back.map { TimeOfDay(hour: start.adding(hours: $0).hour)! }
        return ReportSamples.report(slots, outfit: OutfitPreferences(back: home))
    }
}
