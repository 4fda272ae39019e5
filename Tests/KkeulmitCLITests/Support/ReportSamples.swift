import KkeulmitCLI
import KkeulmitCore

/// Hand-made reports for golden tests: a cold, windy, dry morning in 종로구 and a wet evening across midnight.
enum ReportSamples {
    static let start = KSTDateTime(year: 2026, month: 11, day: 30, hour: 7)

    static var coldMorning: AdviceReport {
        let temps: [Double] = [-3, -3, -2, -1, 0, 1, 2, 3, 4, 4, 3, 2]
        let feels: [Double] = [-8.1, -8.0, -6.9, -5.5, -4.2, -2.6, -1.1, 0.3, 1.2, 1.2, 0.3, -1.1]
        let hourly = (0..<12).map { i in
            AdviceReport.Hour(
                time: start.adding(hours: i), temperature: temps[i], feelsLike: feels[i], precipitationProbability: 10,
                precipitationType: PrecipitationType.none, sky: .clear, precipitationMm: 0, snowCm: 0, humidity: 50,
                windSpeed: 5)
        }
        return AdviceReport(
            location: .init(nx: 60, ny: 127, latitude: 37.570378, longitude: 126.981642, name: "서울특별시 종로구"),
            forecastBase: KSTDateTime(year: 2026, month: 11, day: 30, hour: 5),
            window: .init(start: start, hours: 12),
            conditions: .init(
                temperatureMin: -3, temperatureMax: 4, feelsLikeMin: -8.1, feelsLikeMax: 1.2,
                precipitationProbabilityMax: 10, windSpeedMax: 5, dailyMinimum: -4, dailyMaximum: 5),
            outfit: .init(
                band: 8, basisTemperature: -8.1, umbrella: false,
                items: [
                    .init(id: "padded-jacket", label: .init(ko: "패딩", en: "padded jacket")),
                    .init(id: "scarf", label: .init(ko: "목도리", en: "scarf")),
                    .init(id: "fleece-lined", label: .init(ko: "기모 제품", en: "fleece-lined clothes")),
                ],
                notes: [
                    .init(
                        id: "wind-chill",
                        text: .init(ko: "바람 때문에 체감온도가 기온보다 5도가량 낮습니다", en: "Wind makes it feel about 5 °C colder"),
                        values: ["windSpeed": 5, "feelsLikeMin": -8.1])
                ]),
            hourly: hourly)
    }

    /// Demo, stale, rain in two runs, a window cut short past midnight, no place name, offset −2.
    static var wetNight: AdviceReport {
        let s = KSTDateTime(year: 2026, month: 7, day: 14, hour: 20)
        let hourly = (0..<6).map { i in
            AdviceReport.Hour(
                time: s.adding(hours: i), temperature: 24.5, feelsLike: 25.04,
                precipitationProbability: i < 2 ? 70 : 30,
                precipitationType: i < 2 ? .rain : (i == 4 ? .shower : PrecipitationType.none),
                sky: i < 2 ? .overcast : .mostlyCloudy, precipitationMm: i < 2 ? 6.2 : (i == 4 ? 0.1 : 0), snowCm: nil,
                humidity: 90, windSpeed: i == 5 ? nil : 2.3)
        }
        return AdviceReport(
            demo: true,
            stale: .init(
                fetchedAt: KSTDateTime(year: 2026, month: 7, day: 14, hour: 17, minute: 15), ageMinutes: 185,
                reason: "x"),
            location: .init(nx: 98, ny: 76),
            forecastBase: KSTDateTime(year: 2026, month: 7, day: 14, hour: 17),
            window: .init(start: s, hours: 6, requestedHours: 12),
            conditions: .init(
                temperatureMin: 24.5, temperatureMax: 24.5, feelsLikeMin: 25.04, feelsLikeMax: 25.04,
                precipitationProbabilityMax: 70, precipitationTypes: [.rain, .shower],
                rainHours: [s, s.adding(hours: 1), s.adding(hours: 4)]),
            outfit: .init(
                band: 2, basisTemperature: 23.04, temperatureOffset: -2, umbrella: true,
                items: [.init(id: "t-shirt", label: .init(ko: "반팔", en: "T-shirt"))]),
            hourly: hourly,
            warnings: [
                .init(
                    id: "window-truncated",
                    text: .init(
                        ko: "예보가 7월 15일 02시까지만 있어 6시간만 봅니다",
                        en: "The forecast ends at Jul 15 02:00; only 6 hours are covered"),
                    values: ["hours": 6, "requestedHours": 12])
            ])
    }
}
