/// The requests of the pollen operations, as pure functions: the query other than `serviceKey`, which the edge
/// adds, and which issue a request brings.
///
/// Root (CLI contract, "Pollen"): `https://apis.data.go.kr/1360000/HealthWthrIdxServiceV3` (`KKEULMIT_HEALTH_URL`)
/// followed by the species' operation (`PollenSpecies.operation`). `areaNo` is the place's area code as for UV
/// (`AreaCode`); `time` the current hour, which the service answers with the newest issue at or before it (read
/// the issue from `date`).
package enum PollenRequest {
    /// `name=value&…` without the key: the same parameters as the UV index's (`pageNo`, `numOfRows`, `dataType`,
    /// `areaNo`, `time` as `YYYYMMDDHH`), both being KMA's area indices.
    package static func query(areaNo: String, time: KSTDateTime) -> String {
        UVIndexRequest(areaNo: areaNo, time: time).percentEncodedQuery
    }

    /// The request of `species` for `areaNo` at `time` as the transport sends it (an answer is a few rows).
    package static func serviceRequest(_ species: PollenSpecies, areaNo: String, time: KSTDateTime, rows: Int = 10)
        -> ServiceRequest
    {
        let parameters = UVIndexRequest(areaNo: areaNo, time: time, rows: rows).parameters
        return ServiceRequest(
            root: .health, path: species.operation, query: parameters.map { .init($0.name, $0.value) },
            maxBytes: AirKoreaRequest.maxResponseBytes,
            label:
                "\(species.operation) areaNo \(areaNo) time \(UVIndexRequest(areaNo: areaNo, time: time).timeParameter)"
        )
    }

    /// The newest issue a request at `time` can bring: the last 06 or 18시 issue at or before its hour.
    package static func newestIssue(at time: KSTDateTime) -> KSTDateTime {
        let hours = IssueSchedule.pollen.hours
        guard let hour = hours.last(where: { $0 <= time.hour }) else {
            return KSTDateTime(date: time.date.adding(days: -1), hour: hours.last!)
        }
        return KSTDateTime(date: time.date, hour: hour)
    }

    /// The first issue after the one a request at `time` brings: a species out of season is not asked again
    /// before it.
    package static func nextIssue(after time: KSTDateTime) -> KSTDateTime {
        let issue = newestIssue(at: time)
        return issue.hour == 6
            ? KSTDateTime(date: issue.date, hour: 18) : KSTDateTime(date: issue.date.adding(days: 1), hour: 6)
    }
}

extension IssueSchedule {
    /// Pollen: issued at 06 and 18시 (the 06 issue for its day and the two after, the 18 issue for the next
    /// three). The time of publication was not recorded; 10 minutes as for UV.
    package static let pollen = IssueSchedule(hours: [6, 18], publishDelayMinutes: 10)
}
