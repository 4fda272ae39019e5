import Foundation

/// AirKorea's two optional sources for one run (CLI contract, "Sources"): `airQuality` (the stations near the place,
/// then the nearest one's measurement, the next ones when its current hour is `-` or flagged) and `dustForecast`.
/// Every request goes through the one `DocumentProvider` (cache, lock, retry, deadline, stale).
package struct AirKoreaSource: Sendable {
    /// Replaced by `KKEULMIT_AIRKOREA_URL`; the services are appended (`/MsrstnInfoInqireSvc/…`).
    package static let defaultRoot = URL(string: "https://apis.data.go.kr/B552584")!
    /// At most this many stations are asked, nearest first.
    package static let maxStations = 3
    /// A station list stands in for a failed request for as long as it is kept.
    package static let stationMaxAge = DocumentCache.stationRetention
    /// A dust forecast issue stands in for a failed request for a day.
    package static let forecastMaxStale: Double = 86_400

    package let provider: DocumentProvider
    package let root: URL

    package init(provider: DocumentProvider, root: URL = AirKoreaSource.defaultRoot) {
        self.provider = provider
        self.root = root
    }

    /// The current measurement near `point`: nil when no station near it has a current value.
    package func measurement(near point: TMPoint, now: Date) async throws -> (
        measurement: StationMeasurement?, stale: Bool
    ) {
        let kst = KSTDateTime(now)
        let nearby = AirKoreaRequest.nearbyStations(point)
        let listed = try await provider.document(
            NearbyStationRow.self, key: .stations(near: point), root: root, path: nearby.path,
            query: nearby.percentEncodedQuery, now: now, maxAge: Self.stationMaxAge, maxStale: Self.stationMaxAge,
            keep: { !$0.rows.isEmpty })
        // Only the measurement's origin makes the reading stale: an old station list still names the stations.
        var stale = false
        let stations = AirStation.nearestFirst(listed.response.rows).prefix(Self.maxStations)
        let hour = IssueSchedule.airKoreaMeasurement.latest(publishedBy: kst)
        var found: [StationMeasurement?] = []
        for (i, station) in stations.enumerated() {
            let request = AirKoreaRequest.measurements(station: station.name)
            do {
                let answer = try await provider.document(
                    MeasurementRow.self, key: .measurements(station: station.name, hour: hour), root: root,
                    path: request.path, query: request.percentEncodedQuery, now: now,
                    maxStale: Double(StationMeasurement.maximumAgeMinutes * 60),
                    keep: { Self.newestTime($0.rows).map { $0 >= hour } ?? false })
                stale = stale || answer.origin.isStale
                found.append(StationMeasurement.current(rows: answer.response.rows, station: station.name, now: kst))
            } catch {
                // The nearest station's failure is the source's; a farther one's only ends the search.
                if i == 0 { throw error }
                break
            }
            if !StationFallback.needsAnotherStation(after: found) { break }
        }
        return (StationFallback.choose(found), stale)
    }

    /// The dust forecast of the newest issue published by `now` (asked for by its date: one answer holds every
    /// pollutant, target date and region).
    package func dustForecast(now: Date) async throws -> (forecast: DustForecast, issue: KSTDateTime, stale: Bool) {
        let issue = IssueSchedule.airKoreaDustForecast.latest(publishedBy: KSTDateTime(now))
        let request = AirKoreaRequest.dustForecast(issuedOn: issue.date)
        let answer = try await provider.document(
            DustForecastRow.self, key: .dustForecast(issue: issue), root: root, path: request.path,
            query: request.percentEncodedQuery, now: now, maxStale: Self.forecastMaxStale,
            keep: { DustForecast(rows: $0.rows).entries.contains { $0.issued >= issue } })
        return (DustForecast(rows: answer.response.rows), issue, answer.origin.isStale)
    }

    static func newestTime(_ rows: [MeasurementRow]) -> KSTDateTime? {
        rows.compactMap { $0.dataTime.flatMap(AirKoreaTime.measurement) }.max()
    }
}
