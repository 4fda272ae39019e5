import Foundation

/// The optional `uvIndex` source for one run: `getUVIdxV5` for the area and the current hour (the service answers
/// the newest issue at or before it), one step back to the issue before on `03 NO_DATA`, through the one
/// `DocumentProvider` (cache, lock, retry, deadline, stale).
package struct UVIndexSource: Sendable {
    /// Replaced by `KKEULMIT_LIVING_URL`; `/getUVIdxV5` is appended.
    package static let defaultRoot = URL(string: "https://apis.data.go.kr/1360000/LivingWthrIdxServiceV5")!
    /// An issue stands in for a failed request for a day (its values reach 2–3 days ahead).
    package static let maxStale: Double = 86_400

    package let provider: DocumentProvider
    package let root: URL

    package init(provider: DocumentProvider, root: URL = UVIndexSource.defaultRoot) {
        self.provider = provider
        self.root = root
    }

    /// The newest issue for `areaNo`; nil when the answer holds no readable row for it.
    package func forecast(areaNo: String, now: Date) async throws -> (forecast: UVForecast?, stale: Bool) {
        var request = UVIndexRequest(areaNo: areaNo, now: KSTDateTime(now))
        var stepsBack = 0
        while true {
            let asked = request
            do {
                let answer = try await provider.document(
                    UVIndexRow.self, key: .uvIndex(areaNo: areaNo, issue: asked.newestIssue), root: root,
                    path: UVIndexRequest.operation, query: asked.percentEncodedQuery, now: now, maxStale: Self.maxStale,
                    keep: { UVForecast.newest(rows: $0.rows, areaNo: areaNo)?.issued == asked.newestIssue })
                return (UVForecast.newest(rows: answer.response.rows, areaNo: areaNo), answer.origin.isStale)
            } catch let error as KMAError where error.resultCode == .noData && stepsBack == 0 {
                stepsBack += 1
                request = asked.steppedBack()
            }
        }
    }
}
