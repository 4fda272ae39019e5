import Foundation
import KkeulmitCore
import Testing

@testable import KkeulmitCLI

@Suite("JSONRenderer")
struct JSONRendererTests {
    @Test("golden: the cold morning, schemaVersion 1, keys in contract order")
    func golden() {
        let json = JSONRenderer.render(ReportSamples.coldMorning, language: .ko)
        let hour7 =
            #"{"time":"2026-11-30T07:00:00+09:00","temperature":-3,"feelsLike":-8.7,"precipitationProbability":10,"#
            + #""precipitationType":"none","sky":"clear","precipitationMm":0,"snowCm":0,"humidity":50,"windSpeed":5.0,"source":"shortForecast","#
            // The summer keys: at 07:00 the sun is not yet up (tr = air) and UTCI says strong cold stress.
            + #""meanRadiantTemperature":-3,"utci":-18.8,"utciCategory":"strongColdStress"}"#
        let head =
            #"{"schemaVersion":1,"demo":false,"stale":false,"staleAgeMinutes":null,"lang":"ko","#
            + #""location":{"nx":60,"ny":127,"lat":37.570378,"lon":126.981642,"name":"서울특별시 종로구"},"#
            + #""forecastBase":"2026-11-30T05:00:00+09:00","#
            + #""window":{"start":"2026-11-30T07:00:00+09:00","end":"2026-11-30T19:00:00+09:00","hours":12,"requestedHours":12},"#
            + #""conditions":{"temperatureMin":-3,"temperatureMax":4,"feelsLikeMin":-8.7,"feelsLikeMax":0.1,"#
            + #""precipitationProbabilityMax":10,"precipitationTypes":[],"rainHours":[],"windSpeedMax":5.0,"#
            + #""dailyMinimum":-4,"dailyMaximum":5},"#
            + #""outfit":{"band":8,"basisTemperature":-8.7,"temperatureOffset":0,"learnedOffset":0,"umbrella":false,"#
            + #""items":[{"id":"padded-jacket","label":"패딩"},{"id":"heavy-coat","label":"두꺼운 코트"},"#
            + #"{"id":"quilted-clothes","label":"누빔 옷"},{"id":"long-padded-coat","label":"롱패딩"},"#
            + #"{"id":"knit","label":"니트"},{"id":"fleece-lined-clothes","label":"기모 제품"},"#
            + #"{"id":"thermal-base-layer","label":"히트텍"},{"id":"long-underwear","label":"내복 하의"},"#
            + #"{"id":"fleece-lined-pants","label":"기모바지"},{"id":"scarf","label":"목도리"},{"id":"gloves","label":"장갑"},"#
            + #"{"id":"hat","label":"모자"},{"id":"sneakers","label":"운동화"},{"id":"winter-boots","label":"방한화"}],"#
            + #""layers":[{"layer":"outer","pick":{"id":"long-padded-coat","label":"롱패딩","clo":0.75},"alternatives":[]},"#
            + #"{"layer":"top","pick":{"id":"knit","label":"니트","clo":0.36},"alternatives":[]},"#
            + #"{"layer":"base","pick":{"id":"thermal-base-layer","label":"히트텍","clo":0.2},"alternatives":[]},"#
            + #"{"layer":"base","pick":{"id":"long-underwear","label":"내복 하의","clo":0.15},"alternatives":[]},"#
            + #"{"layer":"bottom","pick":{"id":"fleece-lined-pants","label":"기모바지","clo":0.28},"alternatives":[]},"#
            + #"{"layer":"accessory","pick":{"id":"scarf","label":"목도리","clo":0.05},"alternatives":[]},"#
            + #"{"layer":"accessory","pick":{"id":"gloves","label":"장갑","clo":0.05},"alternatives":[]},"#
            + #"{"layer":"accessory","pick":{"id":"hat","label":"모자","clo":0.08},"alternatives":[]},"#
            + #"{"layer":"shoes","pick":{"id":"winter-boots","label":"방한화","clo":0.15},"alternatives":[]}],"#
            + #""notes":[{"id":"wind-chill","text":"바람 때문에 체감온도가 기온보다 최대 5.7도 낮아요","#
            + #""values":{"difference":5.7,"feelsLike":-8.7,"temperature":-3,"windChillDifference":3,"windSpeed":5}},"#
            + #"{"id":"cold-caution","text":"체감온도가 영하 8.7도까지 내려가 추위 주의 단계예요 — 장갑과 모자를 챙기세요","#
            + #""values":{"feelsLikeMin":-8.7,"threshold":-3.2}},"#
            + #"{"id":"limited-exposure","text":"이 옷차림이면 밖에서는 2시간 10분쯤까지가 적당해요","#
            + #""values":{"clo":2.07,"limitMinutes":130,"requiredClo":2.46}}],"#
            + #""insulation":{"clo":2.07,"requiredClo":2.46,"limitMinutes":130,"neutralClo":2.97,"#
            + #""coldestHour":"2026-11-30T07:00:00+09:00","temperature":-3,"airVelocity":3.4,"humidity":50,"#
            + #""metabolicRate":2.3,"walkingSpeed":1,"airPermeability":50},"heat":null},"hourly":["# + hour7 + ","
        #expect(json.hasPrefix(head))
        #expect(
            json.hasSuffix(
                #""humidity":50,"windSpeed":5.0,"source":"shortForecast","meanRadiantTemperature":2,"utci":-11.9,"#
                    + #""utciCategory":"moderateColdStress"}],"warnings":[]"#
                    + #","sources":[{"id":"vilageFcst","status":"ok","issued":"2026-11-30T05:00:00+09:00","provider":null},{"id":"ultraSrtNcst","status":"off","issued":null,"provider":null},{"id":"ultraSrtFcst","status":"off","issued":null,"provider":null},{"id":"airQuality","status":"off","issued":null,"provider":null},{"id":"dustForecast","status":"off","issued":null,"provider":null},{"id":"uvIndex","status":"off","issued":null,"provider":null},{"id":"weatherAlerts","status":"off","issued":null,"provider":null},{"id":"pollen","status":"off","issued":null,"provider":null}],"current":null,"air":null,"uv":null,"alerts":null,"pollen":null}"#
                    + "\n"))
        #expect(json.filter { $0 == "\n" }.count == 1)
    }

    @Test("is valid JSON with one hourly entry per slot and end = start + hours")
    func structure() throws {
        for report in [ReportSamples.coldMorning, ReportSamples.wetNight] {
            let data = Data(JSONRenderer.render(report, language: .en).utf8)
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            for key in [
                "schemaVersion", "demo", "stale", "location", "forecastBase", "window", "conditions", "outfit",
                "hourly",
            ] {
                #expect(object[key] != nil, "missing \(key)")
            }
            let hourly = try #require(object["hourly"] as? [[String: Any]])
            #expect(hourly.count == report.window.hours)
            #expect(hourly.map { $0["time"] as? String } == report.hourly.map { $0.time.iso8601 })
            let window = try #require(object["window"] as? [String: Any])
            #expect(window["end"] as? String == report.window.start.adding(hours: report.window.hours).iso8601)
        }
    }

    @Test("demo, stale, nulls, labels in English and the truncation note")
    func wetNight() {
        let json = JSONRenderer.render(ReportSamples.wetNight, language: .en)
        #expect(
            json.hasPrefix(
                #"{"schemaVersion":1,"demo":true,"stale":true,"staleAgeMinutes":185,"lang":"en","location":{"nx":98,"ny":76},"#
            ))
        #expect(json.contains(#""windSpeedMax":2.3,"dailyMinimum":null,"dailyMaximum":null"#))
        #expect(json.contains(#""basisTemperature":25.2,"temperatureOffset":-2,"learnedOffset":0,"umbrella":true"#))
        #expect(
            json.contains(#""items":[{"id":"t-shirt","label":"T-shirt"},{"id":"thin-shirt","label":"thin shirt"},"#))
        #expect(
            json.contains(
                #""precipitationMm":0.1,"snowCm":null,"humidity":90,"windSpeed":2.3,"source":"shortForecast","#
                    + #""meanRadiantTemperature":24.5,"utci":25.5,"utciCategory":"noThermalStress"}"#))
        // An hour without wind has no UTCI.
        #expect(
            json.contains(
                #""windSpeed":null,"source":"shortForecast","meanRadiantTemperature":null,"utci":null,"#
                    + #""utciCategory":null}]"#))
        // A warm wet night inside ISO 7933's limits: PHS for the outfit, though UTCI says no thermal stress.
        #expect(
            json.contains(
                #""heat":{"hour":"2026-07-14T20:00:00+09:00","temperature":24.5,"meanRadiantTemperature":24.5,"#
                    + #""airVelocity":1.54,"humidity":90,"clo":0.26,"metabolicRate":2,"walkingSpeed":0.9,"utci":25.5,"#
                    + #""utciCategory":"noThermalStress","sweatMlPerHour":24,"waterMlPerHour":50,"limitMinutes":null}}"#
            ))
        #expect(
            json.contains(
                #"{"id":"window-truncated","text":"The hourly forecast ends at 02:00 the next day: advice covers 6 of the 12 hours","values":{"coveredHours":6,"requestedHours":12}}"#
            ))
        #expect(
            json.hasSuffix(
                #""warnings":[]"#
                    + #","sources":[{"id":"vilageFcst","status":"stale","issued":"2026-07-14T17:00:00+09:00","provider":null},{"id":"ultraSrtNcst","status":"off","issued":null,"provider":null},{"id":"ultraSrtFcst","status":"off","issued":null,"provider":null},{"id":"airQuality","status":"off","issued":null,"provider":null},{"id":"dustForecast","status":"off","issued":null,"provider":null},{"id":"uvIndex","status":"off","issued":null,"provider":null},{"id":"weatherAlerts","status":"off","issued":null,"provider":null},{"id":"pollen","status":"off","issued":null,"provider":null}],"current":null,"air":null,"uv":null,"alerts":null,"pollen":null}"#
                    + "\n"))
    }
}
