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

    /// The newest issue for the first of a place's area codes (`AreaCode.candidates`) the service knows, and that
    /// code (`AreaCodeFallback`: a code it does not know is followed by the 시군구 and the 시도 code, and the one that
    /// answered is asked first next time); nil forecast when none has a readable row.
    package func forecast(
        areaCodes: [String], now: Date
    ) async throws -> (forecast: UVForecast?, stale: Bool, areaNo: String?) {
        let fallback = AreaCodeFallback(source: "uv", cache: provider.cache, log: provider.log)
        let answered = try await fallback.first(areaCodes, now: now) { code in
            let found = try await forecast(areaNo: code, now: now)
            return (value: found, rowCount: found.rows)
        }
        guard let answered else { return (nil, false, nil) }
        return (answered.value.forecast, answered.value.stale, answered.areaNo)
    }

    /// The newest issue for `areaNo`; nil when the answer holds no readable row for it. `rows`: how many rows the
    /// answer had (none: the service does not know the area).
    package func forecast(areaNo: String, now: Date) async throws -> (forecast: UVForecast?, stale: Bool, rows: Int) {
        var request = UVIndexRequest(areaNo: areaNo, now: KSTDateTime(now))
        var stepsBack = 0
        while true {
            let asked = request
            do {
                let answer = try await provider.document(
                    UVIndexRow.self, key: .uvIndex(areaNo: areaNo, issue: asked.newestIssue), root: root,
                    path: UVIndexRequest.operation, query: asked.percentEncodedQuery, now: now, maxStale: Self.maxStale,
                    keep: { UVForecast.newest(rows: $0.rows, areaNo: areaNo)?.issued == asked.newestIssue })
                let rows = answer.response.rows
                return (UVForecast.newest(rows: rows, areaNo: areaNo), answer.origin.isStale, rows.count)
            } catch let error as KMAError where error.resultCode == .noData && stepsBack == 0 {
                stepsBack += 1
                request = asked.steppedBack()
            }
        }
    }
}
