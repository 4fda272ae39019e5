import Foundation

/// KMA's UV index for an area (`getUVIdxV5`): asked for by the issue's hour (the service answers the newest issue at or
/// before it), one step back on `03 NO_DATA`, kept once the answer holds the issue asked for. An area the service does
/// not know (`99` UNKNOWN_ERROR, or API Hub's "검색결과가 없습니다") is an answer without rows, as pollen reads it, and never
/// kept: the area-code fallback moves on at once, and every line of a batch shares that answer through the memo instead
/// of the transport asking again (issue 27, item 7).
package struct UVIndexSource: PortalSource {
    package typealias Row = UVIndexRow

    /// An issue stands in for a failed request for a day (its values reach 2–3 days ahead).
    package var traits: SourceTraits {
        SourceTraits(name: "uv", schedule: .uvIndex, stepBacks: 1, usefulSeconds: 86_400)
    }

    package func key(for areaNo: String) -> String { CacheName.safe(areaNo) }

    package func request(for areaNo: String, issue: KSTDateTime?) -> ServiceRequest {
        UVIndexRequest.serviceRequest(
            areaNo: areaNo, time: issue ?? KSTDateTime(date: KSTDate(daysSinceEpoch: 0), hour: 0))
    }

    package func fetch(_ areaNo: String, issue: KSTDateTime?, at now: Date, through exchange: Exchange)
        async throws -> Fetched<[UVIndexRow]>
    {
        let source = self
        return try await exchange.send(request(for: areaNo, issue: issue)) { answer in
            do {
                let rows = try PortalResponseDecoder.decode(
                    UVIndexRow.self, status: answer.status, headers: answer.headers, body: answer.body
                ).rows
                return Fetched(
                    value: rows, payload: source.keeps(rows, subject: areaNo, issue: issue) ? answer.body : nil)
            } catch let error as KMAError where AreaCodeFallback.isNoSuchArea(error) {
                return Fetched(value: [], payload: nil)
            }
        }
    }

    package func keeps(_ rows: [UVIndexRow], subject areaNo: String, issue: KSTDateTime?) -> Bool {
        guard let issue else { return false }
        return UVForecast.newest(rows: rows, areaNo: areaNo)?.issued == issue
    }
}
