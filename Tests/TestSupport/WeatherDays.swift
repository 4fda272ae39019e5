import Foundation
import KkeulmitCore

/// One generated weather day for the advice checks: 48 hourly slots from 00:00 of a day, the window someone is
/// out, and what the optional sources would say about it.
package struct WeatherDay: CustomStringConvertible, Sendable {
    /// What falls from the sky in the wet hours.
    package enum Sky: String, CaseIterable, Sendable {
        case dry, rain, snow, showers, sleet
    }

    /// How far the window's temperatures move: a little (inside one chart band, though the day's TMX − TMN is
    /// large), or across several bands.
    package enum Swing: String, CaseIterable, Sendable {
        case within, across
    }

    package var month: Int
    package var sky: Sky
    package var windy: Bool
    package var swing: Swing
    /// 48 consecutive hourly slots from 00:00 of the day.
    package var slots: [HourlyForecast]
    package var daily: [DailyExtremes]
    package var windowStart: KSTDateTime
    package var hours: Int
    /// A return time (`--back`), as hour and minute.
    package var back: (hour: Int, minute: Int)?
    /// The configured temperature offset.
    package var offset: Double
    /// The station's PM10 and PM2.5, µg/m³, when measured.
    package var measured: (pm10: Int, pm25: Int)?
    /// The dust forecast's grade for the day, 1–4, when known.
    package var forecastGrade: Int?
    /// The UV index every 3 hours of the first day carries, when known.
    package var uvIndex: Int?

    package var description: String {
        "\(windowStart.iso8601) \(hours) h, \(sky.rawValue), \(windy ? "windy" : "calm"), \(swing.rawValue) bands, "
            + "offset \(offset)" + (back.map { ", back \($0.hour):\($0.minute)" } ?? "")
            + (measured.map { ", PM \($0.pm10)/\($0.pm25)" } ?? "") + (forecastGrade.map { ", forecast \($0)" } ?? "")
            + (uvIndex.map { ", UV \($0)" } ?? "")
    }

    /// The slots as a timeline issued at 23:00 the day before.
    package var timeline: ForecastTimeline {
        let day = slots[0].time.date.adding(days: -1)
        return ForecastTimeline(
            base: ForecastBase(date: day, hour: 23)!, cell: GridCell(nx: 60, ny: 127)!, slots: slots, daily: daily)
    }
}

/// Weather days for every month, every sky (dry, rain, snow, showers, sleet), calm and windy, with swings within one
/// band and across several: deterministic, from a seed (SplitMix64), so every run checks the same days.
package enum WeatherDays {
    /// Seoul's monthly mean temperatures, °C (1991–2020 normals, rounded), January first.
    static let monthlyMeans: [Double] = [-2, 0, 6, 12, 18, 22, 25, 26, 21, 15, 7, 0]

    /// Every combination of month × sky × calm/windy × swing, `draws` days each.
    package static func grid(seed: UInt64 = 0x6B6B_6575_6C6D_6974, draws: Int = 1) -> [WeatherDay] {
        var rng = SeededGenerator(seed: seed)
        var days: [WeatherDay] = []
        for month in 1...12 {
            for sky in WeatherDay.Sky.allCases {
                for windy in [false, true] {
                    for swing in WeatherDay.Swing.allCases {
                        for _ in 0..<draws {
                            days.append(day(month: month, sky: sky, windy: windy, swing: swing, &rng))
                        }
                    }
                }
            }
        }
        return days
    }

    package static func day(
        month: Int, sky: WeatherDay.Sky, windy: Bool, swing: WeatherDay.Swing, _ rng: inout SeededGenerator
    ) -> WeatherDay {
        let date = KSTDate(year: 2026, month: month, day: rng.int(in: 1...28))
        let start = KSTDateTime(date: date, hour: 0)
        var mean = monthlyMeans[month - 1] + rng.double(in: -8...8)
        if sky == .snow || sky == .sleet { mean = min(mean, rng.double(in: -6...2)) }
        // Half the day-to-night range: within one band it is under a degree and a half.
        let amplitude = swing == .within ? rng.double(in: 0...1.5) : rng.double(in: 4...9)
        let wet = wetHours(&rng, sky: sky)
        var slots: [HourlyForecast] = []
        for i in 0..<48 {
            var slot = HourlyForecast(time: start.adding(hours: i))
            // Coldest at 06, warmest at 15 (a cosine over the day), drifting a little from day to day.
            let phase = Double((i % 24) - 15) / 24 * 2 * Double.pi
            let t = mean + amplitude * cos(phase) + Double(i / 24) * rng.double(in: -1...1)
            slot.temperature = (t * 10).rounded() / 10
            slot.humidity = Double(rng.int(in: 25...95))
            slot.windSpeed = ((windy ? rng.double(in: 3...14) : rng.double(in: 0...1.2)) * 10).rounded() / 10
            slot.sky = .clear
            if let type = wet[i] {
                slot.precipitationType = type
                slot.precipitationProbability = rng.int(in: 60...95)
                slot.precipitationMillimetres =
                    type.involvesSnow && type != .rainSnow ? 0 : rng.element(of: [0.1, 1, 3.5])
                slot.snowCentimetres = type.involvesSnow ? rng.element(of: [0, 0.1, 0.8, 2]) : 0
                slot.sky = .overcast
            } else {
                slot.precipitationType = PrecipitationType.none
                slot.precipitationProbability = rng.int(in: 0...50)
                slot.precipitationMillimetres = 0
                slot.snowCentimetres = 0
            }
            slots.append(slot)
        }
        // TMN/TMX of both dates; within one band the day's range is still made large, as a cold clear morning
        // before a mild afternoon outside the window would make it.
        let daily = (0..<2).map { d -> DailyExtremes in
            let temps = slots[(d * 24)..<(d * 24 + 24)].compactMap(\.temperature)
            let widen = swing == .within ? 6.0 : 0
            return DailyExtremes(
                date: date.adding(days: d), minimum: temps.min()! - widen, maximum: temps.max()! + widen)
        }
        let startHour = rng.int(in: 0...23)
        let hours = rng.int(in: 1...24)
        let back = rng.int(in: 0...1) == 0 ? nil : (hour: rng.int(in: 0...23), minute: rng.element(of: [0, 30]))
        let measured = rng.int(in: 0...2) == 0 ? nil : (pm10: rng.int(in: 5...200), pm25: rng.int(in: 3...120))
        let forecastGrade = rng.int(in: 0...2) == 0 ? nil : rng.int(in: 1...4)
        let summer = (5...8).contains(month)
        let uv = rng.int(in: 0...3) == 0 ? nil : rng.int(in: 0...(summer ? 11 : 6))
        return WeatherDay(
            month: month, sky: sky, windy: windy, swing: swing, slots: slots, daily: daily,
            windowStart: start.adding(hours: startHour), hours: hours, back: back,
            offset: rng.element(of: [-3, -1.5, 0, 0, 0, 1, 2.5]), measured: measured, forecastGrade: forecastGrade,
            uvIndex: uv)
    }

    /// Which hours of the 48 are wet, and with what: one or two runs of 1–8 hours.
    static func wetHours(_ rng: inout SeededGenerator, sky: WeatherDay.Sky) -> [Int: PrecipitationType] {
        guard sky != .dry else { return [:] }
        let types: [PrecipitationType] =
            switch sky {
            case .dry: []
            case .rain: [.rain, .rain, .drizzle]
            case .snow: [.snow, .snow, .snowFlurries]
            case .showers: [.shower]
            case .sleet: [.rainSnow, .rain, .snow, .drizzleSnowFlurries]
            }
        var wet: [Int: PrecipitationType] = [:]
        for _ in 0..<rng.int(in: 1...2) {
            let from = rng.int(in: 0...40)
            for hour in from..<min(48, from + rng.int(in: 1...8)) { wet[hour] = rng.element(of: types) }
        }
        return wet
    }
}
