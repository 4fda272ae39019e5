/// A request of `getUVIdxV5` as a pure value: the query parameters other than `serviceKey`, which the edge adds.
///
/// Root (docs/CLI.md, "Environment and files"): `https://apis.data.go.kr/1360000/LivingWthrIdxServiceV5`
/// (`KKEULMIT_LIVING_URL`) followed by `/getUVIdxV5`. The service answers a `time` with the newest issue at or
/// before it, so the first request names the current hour and the answer's `date` says which issue came; on
/// `03 NO_DATA` the request steps back to the issue before.
package struct UVIndexRequest: Hashable, Sendable {
    package static let operation = "getUVIdxV5"

    /// The place's 10-digit administrative code, e.g. `1111000000`.
    package var areaNo: String
    /// The hour asked for.
    package var time: KSTDateTime
    /// Rows per page: an issue is a few; `doctor`'s probe asks for one.
    package var rows: Int

    package init(areaNo: String, time: KSTDateTime, rows: Int = 10) {
        self.areaNo = areaNo
        self.time = time.startOfHour
        self.rows = rows
    }

    /// `time` as `YYYYMMDDHH`.
    package var timeParameter: String { time.date.kmaString + pad(time.hour, 2) }

    /// In the order sent; none needs percent-encoding.
    package var parameters: [(name: String, value: String)] {
        [
            ("pageNo", "1"), ("numOfRows", String(rows)), ("dataType", "JSON"), ("areaNo", areaNo),
            ("time", timeParameter),
        ]
    }

    /// `name=value&…`, without the key.
    package var percentEncodedQuery: String {
        parameters.map { $0.name + "=" + $0.value }.joined(separator: "&")
    }

    /// This request as the transport sends it (a UV answer is a few rows). data.go.kr only: API Hub's twin is
    /// `LivingWthrIdxServiceV3/getUVIdxV3`, whose answer's shape no recorded source shows, so it is not asked there
    /// (docs/KMA.md, "Two providers").
    package var serviceRequest: ServiceRequest {
        ServiceRequest(
            root: .living, path: Self.operation,
            query: parameters.map { .init($0.name, $0.value) }, maxBytes: AirKoreaRequest.maxResponseBytes)
    }

    /// The newest issue this request can bring: the last 3-hourly issue at or before `time`.
    package var newestIssue: KSTDateTime {
        let schedule = IssueSchedule.uvIndex
        let hour = schedule.hours.last { $0 <= time.hour } ?? schedule.hours[0]
        return KSTDateTime(date: time.date, hour: hour)
    }

    /// The request for the issue before `newestIssue`, after a `03 NO_DATA`.
    package func steppedBack() -> UVIndexRequest {
        UVIndexRequest(areaNo: areaNo, time: IssueSchedule.uvIndex.previous(newestIssue))
    }
}

extension IssueSchedule {
    /// The UV index: issued every 3 hours (00, 03, … 21시), asked for 10 minutes later. One source says 06 and
    /// 18시 only; the request for the current hour brings the newest issue either way (docs/AIR-UV.md).
    package static let uvIndex = IssueSchedule(hours: Array(stride(from: 0, to: 24, by: 3)), publishDelayMinutes: 10)
}
