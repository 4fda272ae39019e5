import Foundation

/// AirKorea's current measurement at the station nearest the place (`airQuality`), for a window starting within 3 hours
/// of now (`AirMeasurementSource.current`: the stations, then the measurements, falling back to the next station).
package struct AirQualityDeclaration: SourceDeclaration {
    package init() {}

    package var id: SourceID { .airQuality }
    package var switchKey: String { "airQuality" }
    package var root: ServiceRoot { .airKorea }
    package var names: SourceNames { SourceNames(LocalizedText(ko: "미세먼지", en: "air quality"), at: root) }
    package var openingOperation: String? { AirKoreaRequest.nearbyStationsPath }

    package func applies(to window: SourceWindow) -> Bool {
        !window.isTomorrow && abs(window.start.instant.timeIntervalSince(window.now)) <= 3 * 3600
    }

    package func fetch(_ run: SourceRun) async throws -> OptionalSource<StationMeasurement> {
        let found = try await AirMeasurementSource.current(
            near: try run.requiredPlace.point, provider: try run.pipeline, now: run.issueTime, maxStale: run.maxStale)
        guard let measurement = found.measurement else {
            run.log("airQuality: no station near the place has a current value")
            return OptionalSource(status: .unavailable)
        }
        run.log("airQuality: station \(measurement.station) at \(measurement.time.iso8601)")
        return OptionalSource(
            status: found.stale ? .stale : .ok, value: measurement, issued: measurement.time, provider: found.provider)
    }

    package func demo(_ run: SourceRun) -> OptionalSource<StationMeasurement>? {
        let measurement = try? AirKoreaDemoSample.measurement()
        return OptionalSource(
            status: measurement == nil ? .unavailable : .ok, value: measurement, issued: measurement?.time)
    }

    /// The measurement, beside whatever grade the dust forecast gave (`DustForecastDeclaration`).
    package func read(_ value: StationMeasurement, window: ReadingWindow, into readings: inout Readings) {
        readings.air = AirQualityReading(measurement: value, forecastGrade: readings.air?.forecastGrade)
    }

    package func probes(_ target: ProbeTarget, now: Date) -> [SourceProbe] {
        [
            .portal(
                AirKoreaRequest.nearbyStations(target.point, rows: 1), id: "air-stations",
                title: LocalizedText(
                    ko: "에어코리아 측정소 (MsrstnInfoInqireSvc)", en: "AirKorea stations (MsrstnInfoInqireSvc)"),
                portalName: "한국환경공단_에어코리아_측정소정보", dataset: "15073877", row: NearbyStationRow.self),
            .portal(
                AirKoreaRequest.measurements(station: ProbeTarget.station, rows: 1), id: "air-measurements",
                title: LocalizedText(
                    ko: "에어코리아 대기오염 (ArpltnInforInqireSvc)", en: "AirKorea measurements (ArpltnInforInqireSvc)"),
                portalName: "한국환경공단_에어코리아_대기오염정보", dataset: "15073861", row: MeasurementRow.self),
        ]
    }
}

extension SourceProbe {
    /// An operation answering the portal's rows (AirKorea's, the UV index), read as `PortalResponseDecoder` reads them.
    static func portal<Row: Decodable & Sendable>(
        _ request: ServiceRequest, id: String, title: LocalizedText, portalName: String, dataset: String,
        row: Row.Type
    ) -> SourceProbe {
        SourceProbe(id: id, title: title, portalName: portalName, dataset: dataset, request: request) {
            accepted(PortalResponseDecoder.classify(Row.self, status: $0, headers: $1, body: $2))
        }
    }
}
