/// The request of `getUVIdxV5`; its query (the parameters but `serviceKey`, which the edge adds) is pollen's too
/// (`PollenRequest`), both being KMA's area indices. Root (docs/CLI.md, "Environment and files"):
/// `https://apis.data.go.kr/1360000/LivingWthrIdxServiceV5` (`KKEULMIT_LIVING_URL`) followed by `/getUVIdxV5`. The
/// service answers a `time` with the newest issue at or before it, so the first request names the current hour and the
/// answer's `date` says which issue came; on `03 NO_DATA` the pipeline steps back to the issue before
/// (`IssueSchedule.uvIndex`).
package enum UVIndexRequest {
    package static let operation = "getUVIdxV5"

    /// The request for the place's 10-digit `areaNo` (`1111000000`) at `time`'s hour, as the transport sends it (a
    /// UV answer is a few rows; `doctor`'s probe asks for one). data.go.kr only: API Hub's twin is
    /// `LivingWthrIdxServiceV3/getUVIdxV3`, whose answer's shape no recorded source shows, so it is not asked there
    /// (docs/KMA.md, "Two providers").
    package static func serviceRequest(areaNo: String, time: KSTDateTime, rows: Int = 10) -> ServiceRequest {
        ServiceRequest(
            root: .living, path: operation, query: query(areaNo: areaNo, time: time, rows: rows),
            maxBytes: AirKoreaRequest.maxResponseBytes)
    }

    /// In the order sent; none needs percent-encoding.
    static func query(areaNo: String, time: KSTDateTime, rows: Int) -> [ServiceRequest.QueryItem] {
        [.init("pageNo", "1"), .init("numOfRows", String(rows)), .init("dataType", "JSON"), .init("areaNo", areaNo)]
            + [.init("time", hour(time))]
    }

    /// `time`'s hour as `YYYYMMDDHH`.
    static func hour(_ time: KSTDateTime) -> String { time.date.kmaString + pad(time.hour, 2) }
}

extension IssueSchedule {
    /// The UV index: issued every 3 hours (00, 03, … 21시), asked for 10 minutes later. One source says 06 and
    /// 18시 only; the request for the current hour brings the newest issue either way (docs/AIR-UV.md).
    package static let uvIndex = IssueSchedule(hours: Array(stride(from: 0, to: 24, by: 3)), publishDelayMinutes: 10)
}
