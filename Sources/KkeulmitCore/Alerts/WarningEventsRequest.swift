/// A request of `getPwnCd` as a pure value: the query parameters but `serviceKey`, which the edge adds. Root (CLI
/// contract, "Official weather warnings"): `https://apis.data.go.kr/1360000/WthrWrnInfoService` (`KKEULMIT_ALERTS_URL`)
/// followed by `/getPwnCd`. One KST day per request (`fromTmFc` = `toTmFc`): pages of a longer window repeat and drop
/// rows at their boundaries, and the busiest day seen had 275 rows, well under one page of `numOfRows`. A full page
/// still asks for the next one (`needsNextPage`); the replay drops the repeats.
package struct WarningEventsRequest: Hashable, Sendable {
    package static let operation = "getPwnCd"
    /// The KST day whose announcements are asked for.
    package var day: KSTDate
    package var pageNo = 1
    /// Rows per page: far more than a day holds.
    package var numOfRows = 1000

    /// This request as the transport sends it: the parameters in the order sent (none needs percent-encoding).
    package func serviceRequest(maxBytes: Int) -> ServiceRequest {
        let query: [ServiceRequest.QueryItem] = [
            .init("pageNo", String(pageNo)), .init("numOfRows", String(numOfRows)), .init("dataType", "JSON"),
            .init("fromTmFc", day.kmaString), .init("toTmFc", day.kmaString),
        ]
        return ServiceRequest(
            root: .alerts, path: Self.operation, query: query, maxBytes: maxBytes,
            label: "\(Self.operation) day \(day.kmaString) page \(pageNo)")
    }

    /// The same day's next page.
    package func nextPage() -> WarningEventsRequest {
        WarningEventsRequest(day: day, pageNo: pageNo + 1, numOfRows: numOfRows)
    }

    /// Whether an answer of `rows` rows to this request may have more on the next page: it came back full.
    /// (`totalCount` does not describe the row count, so only a short page ends the day.)
    package func needsNextPage(rows: Int) -> Bool { rows >= numOfRows && pageNo < 100 }
}
