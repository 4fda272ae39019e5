import Foundation
import KkeulmitCore

/// Summer days for the heat checks: June–August under each of KMA's skies, dry and with showers, calm and breezy
/// (some past ISO 7933's wind limit), humid and dry, so that UTCI, ISO 7933, the water and the parasol all happen
/// and all fail to apply somewhere. Deterministic, from a seed, like `WeatherDays.grid`.
extension WeatherDays {
    /// Every combination of June–August × clear/mostlyCloudy/overcast × dry/showers × calm/breezy, `draws` days
    /// each.
    package static func summerGrid(seed: UInt64 = 0x7375_6D6D_6572_2100, draws: Int = 2) -> [WeatherDay] {
        var rng = SeededGenerator(seed: seed)
        var days: [WeatherDay] = []
        for month in 6...8 {
            for sky in [SkyCondition.clear, .mostlyCloudy, .overcast] {
                for showers in [false, true] {
                    for windy in [false, true] {
                        for _ in 0..<draws {
                            days.append(summerDay(month: month, sky: sky, showers: showers, windy: windy, &rng))
                        }
                    }
                }
            }
        }
        return days
    }

    package static func summerDay(
        month: Int, sky: SkyCondition, showers: Bool, windy: Bool, _ rng: inout SeededGenerator
    ) -> WeatherDay {
        let date = KSTDate(year: 2026, month: month, day: rng.int(in: 1...28))
        let start = KSTDateTime(date: date, hour: 0)
        let mean = rng.double(in: 23...30)
        let amplitude = rng.double(in: 2...6)
        let humid = rng.double(in: 35...75)
        let wet = showers ? wetHours(&rng, sky: .showers) : [:]
        var slots: [HourlyForecast] = []
        for i in 0..<48 {
            var slot = HourlyForecast(time: start.adding(hours: i))
            let phase = Double((i % 24) - 14) / 24 * 2 * Double.pi
            slot.temperature = ((mean + amplitude * cos(phase)) * 10).rounded() / 10
            // Drier in the afternoon heat, damper at night.
            slot.humidity = min(98, max(20, (humid - 12 * cos(phase) + rng.double(in: -5...5)).rounded()))
            slot.windSpeed = ((windy ? rng.double(in: 2...7) : rng.double(in: 0...2.5)) * 10).rounded() / 10
            slot.sky = sky
            slot.precipitationType = wet[i] ?? PrecipitationType.none
            slot.precipitationProbability = wet[i] == nil ? rng.int(in: 0...30) : rng.int(in: 60...90)
            slot.precipitationMillimetres = wet[i] == nil ? 0 : rng.element(of: [0.1, 1, 5])
            slot.snowCentimetres = 0
            if wet[i] != nil { slot.sky = .overcast }
            slots.append(slot)
        }
        let daily = (0..<2).map { d -> DailyExtremes in
            let temps = slots[(d * 24)..<(d * 24 + 24)].compactMap(\.temperature)
            return DailyExtremes(date: date.adding(days: d), minimum: temps.min()!, maximum: temps.max()!)
        }
        return WeatherDay(
            month: month, sky: showers ? .showers : .dry, windy: windy, swing: .across, slots: slots, daily: daily,
            windowStart: start.adding(hours: rng.int(in: 5...16)), hours: rng.int(in: 1...12), back: nil,
            offset: rng.element(of: [-1.5, 0, 0, 1]), measured: nil, forecastGrade: nil, uvIndex: nil)
    }
}
