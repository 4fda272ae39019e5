/// The requests of the three AirKorea operations kkeulmit uses, as pure values: service path, operation and the query
/// parameters but `serviceKey`, which the transport adds (encoded once, as for KMA). Roots (docs/CLI.md, "Environment
/// and files"): `https://apis.data.go.kr/B552584` (`KKEULMIT_AIRKOREA_URL`) followed by `/{service}/{operation}`.
package enum AirKoreaRequest {
    /// A measurement or forecast answer is tens of kilobytes; anything past this is not one.
    package static let maxResponseBytes = 1 << 20

    /// Each operation's `{service}/{operation}` under the root: `MsrstnInfoInqireSvc` is station information,
    /// `ArpltnInforInqireSvc` air pollution. The station list and the dust forecast are what their sources ask first.
    package static let nearbyStationsPath = "MsrstnInfoInqireSvc/getNearbyMsrstnList"
    static let measurementsPath = "ArpltnInforInqireSvc/getMsrstnAcctoRltmMesureDnsty"
    package static let dustForecastPath = "ArpltnInforInqireSvc/getMinuDustFrcstDspth"

    /// `path` under the root, with `parameters` in the order sent, each value percent-encoded (everything but ASCII
    /// letters, digits and `-._~`), so that a station name such as `중앙동(강원)` survives.
    static func request(_ path: String, _ parameters: [(String, String)]) -> ServiceRequest {
        ServiceRequest(
            root: .airKorea, path: path,
            query: parameters.map { .init($0.0, ServiceRequest.percentEncoded($0.1)) }, maxBytes: maxResponseBytes)
    }

    /// The stations near a point, nearest first (`getNearbyMsrstnList`). No `ver`: the default takes TM
    /// coordinates (`1.0`/`1.2` expect the road-address API's).
    /// `rows`: a page of that many (`doctor`'s probe asks for one); nil, the service's default page.
    package static func nearbyStations(_ point: TMPoint, rows: Int? = nil) -> ServiceRequest {
        let (x, y) = point.queryValues
        let page = rows.map { [("numOfRows", String($0)), ("pageNo", "1")] } ?? []
        return request(
            nearbyStationsPath, [("returnType", "json"), ("tmX", x), ("tmY", y)] + page)
    }

    /// A station's measurements of the last day, newest first in practice (`getMsrstnAcctoRltmMesureDnsty`);
    /// `ver=1.3` is the first with the 1-hour grades.
    package static func measurements(station: String, rows: Int = 100) -> ServiceRequest {
        request(
            measurementsPath,
            [
                ("returnType", "json"), ("numOfRows", String(rows)), ("pageNo", "1"), ("stationName", station),
                ("dataTerm", "DAILY"), ("ver", "1.3"),
            ])
    }

    /// The dust forecasts issued on `date`, every pollutant (`getMinuDustFrcstDspth`). One day's issues add up to
    /// about 30 rows, more than the default page of 10, hence `numOfRows=100`. `ver=1.1` as in the portal's sample.
    package static func dustForecast(issuedOn date: KSTDate) -> ServiceRequest {
        request(
            dustForecastPath,
            [
                ("returnType", "json"), ("numOfRows", "100"), ("pageNo", "1"),
                ("searchDate", date.description), ("ver", "1.1"),
            ])
    }
}
