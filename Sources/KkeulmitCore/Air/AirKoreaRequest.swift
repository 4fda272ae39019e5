/// The requests of the three AirKorea operations kkeulmit uses, as pure values: service path, operation and the
/// query parameters other than `serviceKey`, which the edge adds (encoded once, as for KMA).
///
/// Roots (CLI contract, "Sources"): `https://apis.data.go.kr/B552584` (`KKEULMIT_AIRKOREA_URL`) followed by
/// `/{service}/{operation}`.
package struct AirKoreaRequest: Hashable, Sendable {
    /// `MsrstnInfoInqireSvc` (station information) or `ArpltnInforInqireSvc` (air pollution information).
    package var service: String
    package var operation: String
    /// In the order sent, values not yet percent-encoded.
    package var parameters: [Parameter]

    package struct Parameter: Hashable, Sendable {
        package var name: String
        package var value: String
        package init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    /// `{service}/{operation}`, appended to the root.
    package var path: String { service + "/" + operation }

    /// `name=value&…`, each value percent-encoded (everything but ASCII letters, digits and `-._~`), so that a
    /// station name such as `중앙동(강원)` survives; without the key.
    package var percentEncodedQuery: String {
        parameters.map { $0.name + "=" + Self.percentEncoded($0.value) }.joined(separator: "&")
    }

    /// The stations near a point, nearest first (`getNearbyMsrstnList`). No `ver`: the default takes TM
    /// coordinates (`1.0`/`1.2` expect the road-address API's).
    package static func nearbyStations(_ point: TMPoint) -> AirKoreaRequest {
        let (x, y) = point.queryValues
        return AirKoreaRequest(
            service: "MsrstnInfoInqireSvc", operation: "getNearbyMsrstnList",
            parameters: [.init("returnType", "json"), .init("tmX", x), .init("tmY", y)])
    }

    /// A station's measurements of the last day, newest first in practice (`getMsrstnAcctoRltmMesureDnsty`);
    /// `ver=1.3` is the first with the 1-hour grades.
    package static func measurements(station: String) -> AirKoreaRequest {
        AirKoreaRequest(
            service: "ArpltnInforInqireSvc", operation: "getMsrstnAcctoRltmMesureDnsty",
            parameters: [
                .init("returnType", "json"), .init("numOfRows", "100"), .init("pageNo", "1"),
                .init("stationName", station), .init("dataTerm", "DAILY"), .init("ver", "1.3"),
            ])
    }

    /// The dust forecasts issued on `date`, every pollutant (`getMinuDustFrcstDspth`). One day's issues add up to
    /// about 30 rows, more than the default page of 10, hence `numOfRows=100`. `ver=1.1` as in the portal's sample.
    package static func dustForecast(issuedOn date: KSTDate) -> AirKoreaRequest {
        AirKoreaRequest(
            service: "ArpltnInforInqireSvc", operation: "getMinuDustFrcstDspth",
            parameters: [
                .init("returnType", "json"), .init("numOfRows", "100"), .init("pageNo", "1"),
                .init("searchDate", AirKoreaTime.dateString(date)), .init("ver", "1.1"),
            ])
    }

    static func percentEncoded(_ value: String) -> String {
        var out = ""
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                out.unicodeScalars.append("%")
                out.unicodeScalars.append(hex[Int(byte >> 4)])
                out.unicodeScalars.append(hex[Int(byte & 0x0F)])
            }
        }
        return out
    }
}
