import Foundation

/// A station's measurements of the last day (`getMsrstnAcctoRltmMesureDnsty`), filed under the hour they were
/// asked for: an answer is kept once it holds that hour's row, and stands in for three hours at most.
package struct AirMeasurementSource: PortalSource {
    package typealias Row = MeasurementRow
    package typealias Value = [MeasurementRow]

    /// A measurement describes "now" for three hours at most.
    package var traits: SourceTraits {
        SourceTraits(
            name: "air-measure", schedule: .airKoreaMeasurement,
            usefulSeconds: Double(StationMeasurement.maximumAgeMinutes * 60))
    }

    package func key(for station: String) -> String { CacheName.safe(station) }

    package func request(for station: String, issue: KSTDateTime?) -> ServiceRequest {
        AirKoreaRequest.measurements(station: station)
    }

    package func keeps(_ rows: [MeasurementRow], subject: String, issue: KSTDateTime?) -> Bool {
        guard let issue, let newest = Self.newestTime(rows) else { return false }
        return newest >= issue
    }

    /// The end of the newest hour measured.
    package static func newestTime(_ rows: [MeasurementRow]) -> KSTDateTime? {
        rows.compactMap { $0[.dataTime].flatMap(AirKoreaTime.measurement) }.max()
    }

    /// At most this many stations are asked, nearest first.
    package static let maxStations = 3

    /// The current measurement near `point` through `provider`: the stations near it (`AirStationsSource`), then
    /// the nearest one's measurement, the next one's when its current hour is missing (`-`) or flagged, at most
    /// `maxStations`. `stale` when a kept answer stood in for a measurement (an old station list still names the
    /// stations); nil measurement when no station near the point has a current value.
    ///
    /// - Throws: the list's failure, or the nearest station's (a farther one's only ends the search).
    package static func current(
        near point: TMPoint, provider: SourceProvider, now: Date, maxStale: Double
    ) async throws -> (measurement: StationMeasurement?, stale: Bool, provider: ProviderID?) {
        let listed = try await provider.provide(AirStationsSource(), point, now: now, maxStale: maxStale)
        let kst = KSTDateTime(now)
        var stale = false
        // Who sent the answers used (JSON `sources[].provider`): the measurements', else the station list's.
        var sender = listed.provider
        var found: [StationMeasurement?] = []
        for (i, station) in AirStation.nearestFirst(listed.value).prefix(maxStations).enumerated() {
            do {
                let answer = try await provider.provide(
                    AirMeasurementSource(), station.name, now: now, maxStale: maxStale)
                stale = stale || answer.isStale
                sender = answer.provider ?? sender
                found.append(StationMeasurement.current(rows: answer.value, station: station.name, now: kst))
            } catch {
                if i == 0 { throw error }
                break
            }
            if !StationFallback.needsAnotherStation(after: found) { break }
        }
        return (StationFallback.choose(found), stale, sender)
    }
}
