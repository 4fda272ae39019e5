import Foundation

/// AirKorea's stations near a point (`getNearbyMsrstnList`), nearest first: no issues, an answer is kept 30 days.
package struct AirStationsSource: PortalSource {
    package typealias Row = NearbyStationRow
    package typealias Value = [NearbyStationRow]

    /// A station list names the same stations for a month (stations move rarely).
    package var traits: SourceTraits { SourceTraits(name: "air-stations", schedule: nil, usefulSeconds: 30 * 86_400) }

    /// 100 m squares: a point that moves less than that keeps its list.
    package func key(for point: TMPoint) -> String {
        "\(Int((point.x / 100).rounded(.down)))m\(Int((point.y / 100).rounded(.down)))"
    }

    package func request(for point: TMPoint, issue: KSTDateTime?) -> ServiceRequest {
        AirKoreaRequest.nearbyStations(point)
    }

    /// An empty list is used but not kept: the next run asks again.
    package func keeps(_ rows: [NearbyStationRow], subject: TMPoint, issue: KSTDateTime?) -> Bool { !rows.isEmpty }
}
