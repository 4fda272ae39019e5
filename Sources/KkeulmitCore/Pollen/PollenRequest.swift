/// The requests of the pollen operations: the UV index's query (`UVIndexRequest`), without `serviceKey` (the edge adds
/// it). Root (CLI contract, "Pollen"): `https://apis.data.go.kr/1360000/HealthWthrIdxServiceV3` (`KKEULMIT_HEALTH_URL`)
/// followed by the species' operation (`PollenSpecies.operation`). `areaNo` is the place's area code as for UV
/// (`AreaCode`); `time` the current hour, answered with the newest issue at or before it (read the issue from `date`).
package enum PollenRequest {
    /// The request of `species` for `areaNo` at `time` as the transport sends it (an answer is a few rows).
    package static func serviceRequest(_ species: PollenSpecies, areaNo: String, time: KSTDateTime, rows: Int = 10)
        -> ServiceRequest
    {
        ServiceRequest(
            root: .health, path: species.operation, query: UVIndexRequest.query(areaNo: areaNo, time: time, rows: rows),
            maxBytes: AirKoreaRequest.maxResponseBytes,
            label: "\(species.operation) areaNo \(areaNo) time \(UVIndexRequest.hour(time))")
    }
}

extension IssueSchedule {
    /// Pollen: issued at 06 and 18시 (the 06 issue for its day and the two after, the 18 issue for the next
    /// three). The time of publication was not recorded; 10 minutes as for UV.
    package static let pollen = IssueSchedule(hours: [6, 18], publishDelayMinutes: 10)
}
