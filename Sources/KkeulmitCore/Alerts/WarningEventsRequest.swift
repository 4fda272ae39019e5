/// A request of `getPwnCd` as a pure value: the query parameters other than `serviceKey`, which the edge adds.
///
/// Root (CLI contract, "Official weather warnings"): `https://apis.data.go.kr/1360000/WthrWrnInfoService`
/// (`KKEULMIT_ALERTS_URL`) followed by `/getPwnCd`. One KST day per request (`fromTmFc` = `toTmFc`): pages of a
/// longer window repeat and drop rows at their boundaries, and the busiest day seen had 275 rows, well under one
/// page of `numOfRows`. A full page still asks for the next one (`needsNextPage`); the replay drops the repeats.
package struct WarningEventsRequest: Hashable, Sendable {
    package static let operation = "getPwnCd"
    /// Rows per page: far more than a day holds.
    package static let pageSize = 1000

    /// The KST day whose announcements are asked for.
    package var day: KSTDate
    package var pageNo = 1
    package var numOfRows = WarningEventsRequest.pageSize

    /// In the order sent; none needs percent-encoding.
    package var parameters: [(name: String, value: String)] {
        [
            ("pageNo", String(pageNo)), ("numOfRows", String(numOfRows)), ("dataType", "JSON"),
            ("fromTmFc", day.kmaString), ("toTmFc", day.kmaString),
        ]
    }

    /// `name=value&…`, without the key.
    package var percentEncodedQuery: String {
        parameters.map { $0.name + "=" + $0.value }.joined(separator: "&")
    }

    /// This request as the transport sends it.
    package func serviceRequest(maxBytes: Int) -> ServiceRequest {
        ServiceRequest(
            root: .alerts, path: Self.operation, query: parameters.map { .init($0.name, $0.value) },
            maxBytes: maxBytes, label: "\(Self.operation) day \(day.kmaString) page \(pageNo)")
    }

    /// The same day's next page.
    package func nextPage() -> WarningEventsRequest {
        WarningEventsRequest(day: day, pageNo: pageNo + 1, numOfRows: numOfRows)
    }

    /// Whether an answer of `rows` rows to this request may have more on the next page: it came back full.
    /// (`totalCount` does not describe the row count, so only a short page ends the day.)
    package func needsNextPage(rows: Int) -> Bool { rows >= numOfRows && pageNo < 100 }

    /// The days to ask for a replay reaching `days` days back from `now`'s day, oldest first, today included.
    /// getPwnCd reaches 60 days back; a warning issued before the first day asked is not seen.
    package static func days(endingAt now: KSTDateTime, count days: Int) -> [KSTDate] {
        let n = max(1, min(days, 61))
        return (0..<n).reversed().map { now.date.adding(days: -$0) }
    }
}
