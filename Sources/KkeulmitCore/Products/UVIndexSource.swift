import Foundation

/// KMA's UV index for an area (`getUVIdxV5`): asked for by the issue's hour (the service answers the newest issue
/// at or before it), one step back on `03 NO_DATA`, kept once the answer holds the issue asked for.
package struct UVIndexSource: PortalSource {
    package typealias Row = UVIndexRow

    package init() {}

    /// An issue stands in for a failed request for a day (its values reach 2–3 days ahead).
    package var traits: SourceTraits {
        SourceTraits(name: "uv", schedule: .uvIndex, stepBacks: 1, usefulSeconds: 86_400)
    }

    package func key(for areaNo: String) -> String { CacheName.safe(areaNo) }

    package func request(for areaNo: String, issue: KSTDateTime?) -> ServiceRequest {
        UVIndexRequest(areaNo: areaNo, time: issue ?? KSTDateTime(date: KSTDate(daysSinceEpoch: 0), hour: 0))
            .serviceRequest
    }

    package func keeps(_ rows: [UVIndexRow], subject areaNo: String, issue: KSTDateTime?) -> Bool {
        guard let issue else { return false }
        return UVForecast.newest(rows: rows, areaNo: areaNo)?.issued == issue
    }
}
