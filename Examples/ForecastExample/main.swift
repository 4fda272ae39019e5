// An outside program's use of the KkeulmitCore library: KMA's short-term forecast for a place, through the
// library's `WeatherClient`, printed hour by hour. It imports nothing of kkeulmit but the library product, and uses
// only its public API; the package builds and runs it in `make test` (ExampleEndToEndTests), so that API is what
// this file needs.
//
//     KMA_SERVICE_KEY=… swift run forecast-example 37.5665 126.9780 [HOURS]
//
// KMA_SERVICE_KEY: data.go.kr's key for 기상청 단기예보 조회서비스. KKEULMIT_BASE_URL, when set, is the service's
// root (a proxy, a test server).
import Foundation
import KkeulmitCore

let arguments = CommandLine.arguments.dropFirst().compactMap(Double.init)
guard arguments.count >= 2, let cell = LambertProjection.cell(latitude: arguments[0], longitude: arguments[1]) else {
    FileHandle.standardError.write(Data("usage: forecast-example LATITUDE LONGITUDE [HOURS] (a place in Korea)\n".utf8))
    exit(64)
}
let hours = arguments.count > 2 ? max(1, Int(arguments[2])) : 6
let environment = ProcessInfo.processInfo.environment
guard
    let client = KMAWeatherClient(
        serviceKey: environment["KMA_SERVICE_KEY"], apiHubKey: environment["KMA_APIHUB_KEY"],
        baseURL: environment["KKEULMIT_BASE_URL"].flatMap(URL.init(string:)))
else {
    FileHandle.standardError.write(Data("forecast-example: set KMA_SERVICE_KEY to a data.go.kr key\n".utf8))
    exit(78)
}

do {
    let forecast = try await client.shortTermForecast(for: cell, at: Date())
    print("cell \(cell), issue \(forecast.base), from \(forecast.provider ?? "?")")
    for slot in forecast.timeline.slots.prefix(hours) {
        let temperature = slot.temperature.map { "\($0) °C" } ?? "–"
        let sky = slot.sky.map { "\($0)" } ?? "–"
        let rain = slot.precipitationType?.isPrecipitating == true ? ", \(slot.precipitationType!)" : ""
        print("\(slot.time): \(temperature), \(sky), \(slot.precipitationProbability ?? 0) %\(rain)")
    }
} catch {
    // The client's errors say what failed and what to do next (`CustomStringConvertible`).
    FileHandle.standardError.write(Data("forecast-example: \(error)\n".utf8))
    exit(69)
}
